"""A loopback TCP proxy whose connections can be cut, for testing what a page does when its server goes away.

    proxy = CuttableProxy(upstream_port)   # listens on 127.0.0.1:proxy.port and forwards every byte
    proxy.cut()                            # closes every open connection and drops new ones at once
    proxy.restore()                        # forwards again

While cut, a browser sees what a dropped network or a restarting server gives it: open responses end, and new
connections close before answering (a network error, which an EventSource retries).
"""

from __future__ import annotations

import re
import socket
import threading

REQUEST_LINE = re.compile(rb"(?m)^(?:GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) \S+ HTTP/1\.[01]")


class CuttableProxy:
    def __init__(self, upstream_port: int) -> None:
        self.upstream_port = upstream_port
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = self._listener.getsockname()[1]
        self._lock = threading.Lock()
        self._open: set[socket.socket] = set()
        self._cut = False
        self.dropped = 0  # connections closed unanswered while cut
        self.requests: list[str] = []  # the request lines the clients sent, in order
        threading.Thread(target=self._accept, daemon=True).start()

    def cut(self) -> None:
        with self._lock:
            self._cut = True
            sockets, self._open = self._open, set()
        for connection in sockets:
            self._close(connection)

    def restore(self) -> None:
        with self._lock:
            self._cut = False

    def close(self) -> None:
        self.cut()
        self._close(self._listener)

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            with self._lock:
                refused = self._cut
                if refused:
                    self.dropped += 1
            if refused:
                self._close(client)
                continue
            try:
                upstream = socket.create_connection(("127.0.0.1", self.upstream_port))
            except OSError:
                self._close(client)
                continue
            with self._lock:
                self._open.update((client, upstream))
            threading.Thread(target=self._pump, args=(client, upstream, True), daemon=True).start()
            threading.Thread(target=self._pump, args=(upstream, client), daemon=True).start()

    def _pump(self, source: socket.socket, target: socket.socket, from_client: bool = False) -> None:
        try:
            while chunk := source.recv(65536):
                if from_client:
                    lines = [line.decode("latin-1") for line in REQUEST_LINE.findall(chunk)]
                    with self._lock:
                        self.requests.extend(lines)
                target.sendall(chunk)
        except OSError:
            pass
        for connection in (source, target):
            with self._lock:
                self._open.discard(connection)
            self._close(connection)

    @staticmethod
    def _close(connection: socket.socket) -> None:
        try:
            connection.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        connection.close()
