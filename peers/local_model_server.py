#!/usr/bin/env python3
"""llama-cpp-python's OpenAI-compatible server on a loopback socket the kernel picks the port of, for tests.

llama-cpp-python's command line only takes a port number, so this binds 127.0.0.1 port 0 itself, writes the port
it got to PORT_FILE (to a temporary name first, renamed when complete), and hands the listening socket to the
server's uvicorn. The server exits when its standard input closes, so a test process that dies cannot leave it
running. Run it with the virtualenv's Python that has llama-cpp-python installed.

Usage: python peers/local_model_server.py PORT_FILE [llama_cpp.server arguments...]
"""

import os
import runpy
import socket
import sys
import threading

import uvicorn


def serve_on(listener):
    """A stand-in for `uvicorn.run` that serves on `listener` instead of binding the configured host and port."""

    def run(app, **settings):
        settings.pop("host", None)
        settings.pop("port", None)
        uvicorn.Server(uvicorn.Config(app, **settings)).run(sockets=[listener])

    return run


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    port_file = sys.argv[1]
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("127.0.0.1", 0))
    listener.listen(128)
    with open(port_file + ".tmp", "w", encoding="utf-8") as handle:
        handle.write(f"{listener.getsockname()[1]}\n")
    os.replace(port_file + ".tmp", port_file)
    threading.Thread(target=lambda: (sys.stdin.read(), os._exit(0)), daemon=True).start()
    uvicorn.run = serve_on(listener)
    sys.argv = ["llama_cpp.server"] + sys.argv[2:]
    runpy.run_module("llama_cpp.server", run_name="__main__")


if __name__ == "__main__":
    main()
