"""What every loopback benchmark of `cardbox serve` needs: enough file descriptors, a free port, a server that answers."""

from __future__ import annotations

import resource
import socket
import time
import urllib.error
import urllib.request


def raise_file_limit() -> None:
    """Lifts the open-file limit to its hard maximum: hundreds of simulated clients each hold sockets."""
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def free_port() -> int:
    """A loopback port nothing listens on at the moment."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for(port: int, timeout: float = 30) -> None:
    """Waits until the server on `port` is ready: it answers an HTTP request with any status below 500 (a peer
    such as nginx has no `/healthz`; `cardbox serve` answers 503 while it starts). Stops the benchmark after
    `timeout` seconds."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=1).read()
            return
        except urllib.error.HTTPError as error:
            if error.code < 500:
                return
            time.sleep(0.05)
        except OSError:
            time.sleep(0.05)
    raise SystemExit(f"nothing answers on port {port}")
