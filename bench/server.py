#!/usr/bin/env python3
"""Server benchmark: `cardbox serve` against nginx serving a static file, and 10,000 idle event streams.

(a) Throughput.  A release `cardbox serve` (single user, SQLite, the built-in 153-card deck, 2 worker threads) and
    nginx (2 workers, access log off, sendfile, unlimited keep-alive) run side by side on loopback.  The body is
    the answer to the authenticated `GET /api/v1/decks/1/due?limit=5` (Bearer token; the store is queried and the
    JSON encoded on every request); nginx serves a file holding exactly that body.  wrk (2 threads, 100 keep-alive
    connections, 10 s) runs against each in turn, interleaved for `--rounds` rounds; the medians of requests per
    second and of the 99th-percentile latency are reported, with Cardbox's req/s over nginx's (goal: at least 1.0)
    and Cardbox's p99 (goal: at most 10 ms).

(b) Idle streams.  10,000 clients open `GET /events` (the user's live stream, Server-Sent Events) with the token
    and wait; once every one has its first event, the server's resident memory (VmRSS) is read from /proc and the
    open streams from /metrics (goal: under 500 MB).  The per-user stream cap is raised for this run only.

Usage:
    swift build -c release --product cardbox
    .venv/bin/python bench/server.py [--rounds 3] [--duration 10] [--streams 10000]
"""

from __future__ import annotations

import argparse
import asyncio
import http.cookiejar
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from loopback import free_port, raise_file_limit, wait_for

ROOT = Path(__file__).resolve().parent.parent
CARDBOX = ROOT / ".build" / "release" / "cardbox"
DUE_PATH = "/api/v1/decks/1/due?limit=5"


def start_cardbox(home: Path, port: int, streams: int) -> subprocess.Popen:
    env = dict(os.environ, CARDBOX_HOME=str(home), CARDBOX_CONFIG="/dev/null", CARDBOX_SERVER_THREADS="2",
               CARDBOX_STREAMS_PER_USER=str(streams + 10), NO_COLOR="1")
    process = subprocess.Popen([str(CARDBOX), "serve", "--single-user", "--port", str(port)], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=raise_file_limit)
    wait_for(port)
    return process


def api_token(base: str) -> str:
    """Makes an API token through the account page, as a user would."""
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    page = opener.open(base + "/account").read().decode()
    csrf = re.search(r'name="csrf-token" content="([^"]+)"', page).group(1)
    data = urllib.parse.urlencode({"label": "bench", "_csrf": csrf}).encode()
    page = opener.open(base + "/account/tokens", data=data).read().decode()
    return re.search(r"<p><code>([^<]+)</code>", page).group(1)


def start_nginx(directory: Path, port: int, body: bytes) -> subprocess.Popen:
    root = directory / "www"
    root.mkdir(parents=True)
    (root / "due.json").write_bytes(body)
    for path in (directory, root):
        path.chmod(0o755)
    (root / "due.json").chmod(0o644)
    config = directory / "nginx.conf"
    user = "user root;" if os.geteuid() == 0 else ""
    config.write_text(f"""
{user}
worker_processes 2;
daemon off;
pid {directory}/nginx.pid;
error_log {directory}/error.log;
events {{ worker_connections 4096; }}
http {{
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_requests 1000000;
    keepalive_timeout 60;
    client_body_temp_path {directory}/tmp;
    proxy_temp_path {directory}/tmp;
    fastcgi_temp_path {directory}/tmp;
    uwsgi_temp_path {directory}/tmp;
    scgi_temp_path {directory}/tmp;
    server {{
        listen 127.0.0.1:{port};
        root {root};
        location / {{ default_type application/json; }}
    }}
}}
""")
    process = subprocess.Popen(["nginx", "-c", str(config), "-p", str(directory)], stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    wait_for(port)
    return process


def wrk(url: str, duration: int, headers: list[str]) -> tuple[float, float]:
    arguments = ["wrk", "-t2", "-c100", f"-d{duration}s", "--latency"]
    for header in headers:
        arguments += ["-H", header]
    output = subprocess.run(arguments + [url], capture_output=True, text=True, check=True).stdout
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
    value, unit = re.search(r"^\s+99%\s+([\d.]+)(us|ms|s)\s*$", output, re.M).groups()
    p99 = float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    if errors:
        raise SystemExit(f"{url}: {errors.group(1)} error responses\n{output}")
    return rate, p99


async def hold_streams(port: int, token: str, count: int) -> list[asyncio.StreamWriter]:
    request = (f"GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {token}\r\n"
               "Accept: text/event-stream\r\n\r\n").encode()
    writers: list[asyncio.StreamWriter] = []
    semaphore = asyncio.Semaphore(500)

    async def open_one() -> None:
        async with semaphore:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(request)
            await writer.drain()
            received = b""
            while b"event: ready" not in received:
                chunk = await reader.read(4096)
                if not chunk:
                    raise RuntimeError("a stream closed before its first event: " + received.decode(errors="replace"))
                received += chunk
            writers.append(writer)

    await asyncio.gather(*(open_one() for _ in range(count)))
    return writers


def resident_megabytes(pid: int) -> float:
    status = Path(f"/proc/{pid}/status").read_text()
    return int(re.search(r"VmRSS:\s+(\d+) kB", status).group(1)) / 1024


def main() -> int:
    global CARDBOX
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--duration", type=int, default=10)
    parser.add_argument("--streams", type=int, default=10_000)
    parser.add_argument("--binary", type=Path, default=CARDBOX, help="the cardbox binary (default: the release build)")
    arguments = parser.parse_args()
    for tool in ("wrk", "nginx"):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is not installed; run scripts/setup --bench")
    CARDBOX = arguments.binary
    if not CARDBOX.exists():
        raise SystemExit("build first: swift build -c release --product cardbox")
    raise_file_limit()

    with tempfile.TemporaryDirectory(prefix="cardbox-bench-") as temporary:
        directory = Path(temporary)
        cardbox_port, nginx_port = free_port(), free_port()
        cardbox = start_cardbox(directory / "home", cardbox_port, arguments.streams)
        try:
            base = f"http://127.0.0.1:{cardbox_port}"
            token = api_token(base)
            authorization = f"Authorization: Bearer {token}"
            body = urllib.request.urlopen(urllib.request.Request(
                base + DUE_PATH, headers={"Authorization": f"Bearer {token}"})).read()
            nginx = start_nginx(directory / "nginx", nginx_port, body)
            try:
                ours, theirs = [], []
                for _ in range(arguments.rounds):
                    theirs.append(wrk(f"http://127.0.0.1:{nginx_port}/due.json", arguments.duration, []))
                    ours.append(wrk(base + DUE_PATH, arguments.duration, [authorization]))
            finally:
                nginx.terminate()
                nginx.wait()
            our_rate = statistics.median(rate for rate, _ in ours)
            their_rate = statistics.median(rate for rate, _ in theirs)
            our_p99 = statistics.median(p99 for _, p99 in ours)
            their_p99 = statistics.median(p99 for _, p99 in theirs)
            print(f"(a) GET {DUE_PATH} ({len(body)} bytes of JSON), wrk 2 threads, 100 keep-alive connections, "
                  f"{arguments.duration} s x {arguments.rounds} rounds (medians)")
            print(f"    nginx static file : {their_rate:10.0f} req/s   p99 {their_p99:6.2f} ms   "
                  f"runs {[round(r) for r, _ in theirs]}")
            print(f"    cardbox serve     : {our_rate:10.0f} req/s   p99 {our_p99:6.2f} ms   "
                  f"runs {[round(r) for r, _ in ours]}")
            print(f"    ratio cardbox/nginx req/s: {our_rate / their_rate:.2f}  (goal >= 1.0);  "
                  f"cardbox p99 {our_p99:.2f} ms (goal <= 10 ms)")

            idle = resident_megabytes(cardbox.pid)
            started = time.time()
            writers = asyncio.run(hold_streams(cardbox_port, token, arguments.streams))
            opened = time.time() - started
            time.sleep(1)
            rss = resident_megabytes(cardbox.pid)
            metrics = urllib.request.urlopen(base + "/metrics").read().decode()
            open_streams = int(re.search(r"^cardbox_sse_connections (\d+)$", metrics, re.M).group(1))
            print(f"(b) {len(writers)} idle event streams opened in {opened:.1f} s; server reports {open_streams} open")
            print(f"    server RSS: {idle:.0f} MB before, {rss:.0f} MB holding them "
                  f"({(rss - idle) * 1024 / max(1, len(writers)):.1f} KB per stream)  (goal < 500 MB)")
        finally:
            cardbox.terminate()
            try:
                cardbox.wait(timeout=15)
            except subprocess.TimeoutExpired:
                cardbox.kill()
    return 0


if __name__ == "__main__":
    sys.exit(main())
