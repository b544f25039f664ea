"""What every loopback benchmark of `cardbox serve` needs: enough file descriptors, a free port, a server that answers."""

from __future__ import annotations

import http.cookiejar
import json
import re
import resource
import socket
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid

PASSWORD = "correct horse battery staple"


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


def sign_up(base: str, index: int, role: str) -> str:
    """Signs up through the form and makes an API token on the account page, as a person would; returns the token.

    Each person comes from an address of its own, named by the proxy the node trusts (loopback:
    CARDBOX_TRUSTED_PROXIES=127.0.0.1), so making hundreds of tokens (which asks for the password) is not one
    address guessing."""
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    opener.addheaders = [("X-Forwarded-For", f"10.{index // 250}.{index % 250}.1")]
    page = opener.open(base + "/signup").read().decode()
    csrf = re.search(r'name="csrf-token" content="([^"]+)"', page).group(1)
    form = {"name": f"{role.title()} {index}", "email": f"{role}{index}-{uuid.uuid4().hex[:8]}@school.example",
            "password": PASSWORD, "time_zone": "UTC", "_csrf": csrf}
    opener.open(base + "/signup", data=urllib.parse.urlencode(form).encode()).read()
    page = opener.open(base + "/account").read().decode()
    csrf = re.search(r'name="csrf-token" content="([^"]+)"', page).group(1)
    page = opener.open(base + "/account/tokens",
                       data=urllib.parse.urlencode({"label": "bench", "current": PASSWORD, "_csrf": csrf}).encode()
                       ).read().decode()
    return re.search(r"<p><code>([^<]+)</code>", page).group(1)


def call(base: str, token: str, method: str, path: str, body: dict | None = None) -> dict:
    """One JSON API request with `token`; its reply as an object (empty for 204)."""
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, data=data, method=method, headers={
        "Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    reply = urllib.request.urlopen(request).read()
    return json.loads(reply) if reply else {}
