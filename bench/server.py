#!/usr/bin/env python3
"""Server benchmark: `cardbox serve` against nginx serving a static file, and 10,000 idle event streams.

(a) A school's read load.  A release `cardbox serve` (accounts, SQLite, 2 worker threads) and nginx (2 workers, access
    log off, sendfile, unlimited keep-alive) run side by side on loopback.  `--users` people (default 1,000) sign up
    through the form, each makes an API token and a deck of 5 cards through the API.  wrk (2 threads, 100 keep-alive
    connections, 10 s) sends `GET /api/v1/decks/{id}/due?limit=5` with a Lua script that moves to the next person on
    every request, each with their own token and deck (the store is queried and the JSON encoded on every request);
    nginx serves a file of the first person's answer.  The runs are interleaved (nginx, cardbox, nginx, cardbox, ...)
    for `--rounds` rounds; the report gives the median requests per second and 99th-percentile latency of each, the
    median of the pairwise ratios of requests per second with their spread (goal: at least 0.5), Cardbox's p99 (goal:
    at most 10 ms) and how many requests the credential cache answered without reading the store.

(b) A school's mixed load.  The same people for `--mixed-seconds` (default 60): each request is, at random, a due-cards
    read (80 %), an answer in flip mode to one of the person's cards (`POST /api/v1/cards/{id}/answer`, 15 %) or a
    deck or card read (`GET /api/v1/decks/{id}`, `GET /api/v1/cards/{id}`, 5 %).  Reported: requests per second, p99
    (goal: at most 25 ms), errors (goal: 0) and a count check: the review log, read from the database file, must have
    grown by exactly the answers the server's /metrics counted as 200.

(c) Idle streams.  10,000 clients open `GET /events` (the user's live stream, Server-Sent Events) with the token
    and wait; once every one has its first event, the server's resident memory (VmRSS) is read from /proc and the
    open streams from /metrics (goal: under 500 MB).  The per-user stream cap is raised for this run only.

Usage:
    swift build -c release --product cardbox
    .venv/bin/python bench/server.py [--rounds 5] [--duration 10] [--users 1000] [--mixed-seconds 60] [--streams 10000]
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import os
import re
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

from loopback import call, free_port, raise_file_limit, sign_up, wait_for

ROOT = Path(__file__).resolve().parent.parent
CARDBOX = ROOT / ".build" / "release" / "cardbox"


def start_cardbox(home: Path, port: int, streams: int) -> subprocess.Popen:
    env = dict(os.environ, CARDBOX_HOME=str(home), CARDBOX_CONFIG="/dev/null", CARDBOX_SERVER_THREADS="2",
               CARDBOX_STREAMS_PER_USER=str(streams + 10), NO_COLOR="1", CARDBOX_PASSWORD_MEMORY_MIB="19",
               CARDBOX_PASSWORD_ITERATIONS="2", CARDBOX_CONNECTIONS_PER_ADDRESS="0",
               CARDBOX_TRUSTED_PROXIES="127.0.0.1")
    env.pop("CARDBOX_DATABASE_URL", None)
    process = subprocess.Popen([str(CARDBOX), "serve", "--port", str(port)], env=env,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=raise_file_limit)
    wait_for(port)
    return process


class Person:
    """Someone signed up with an API token and a deck of five cards."""

    def __init__(self, base: str, index: int):
        self.token = sign_up(base, index, "student")
        deck = call(base, self.token, "POST", "/api/v1/decks", {"name": f"Deck {index}"})
        self.deck = deck["id"]
        self.cards = [call(base, self.token, "POST", f"/api/v1/decks/{self.deck}/cards",
                           {"front": f"Question {number} of person {index}", "back": f"Answer {number}"})["id"]
                      for number in range(5)]
        self.path = f"/api/v1/decks/{self.deck}/due?limit=5"


def people_script(directory: Path, name: str, people: list[Person], request: str) -> Path:
    """A wrk script that sends each request as the next person, each thread starting at a random one.

    `request` is the Lua body that returns the request, given `k` (the person's number: their token, due-cards path,
    deck and cards are `tokens[k]`, `paths[k]`, `decks[k]`, `cards[k]`) and `headers` (the person's Authorization).
    """
    tokens = ", ".join(f'"{person.token}"' for person in people)
    paths = ", ".join(f'"{person.path}"' for person in people)
    decks = ", ".join(str(person.deck) for person in people)
    cards = ", ".join("{" + ", ".join(map(str, person.cards)) + "}" for person in people)
    script = directory / name
    script.write_text(f"""
local tokens = {{ {tokens} }}
local paths = {{ {paths} }}
local decks = {{ {decks} }}
local cards = {{ {cards} }}
local counter = 0
function setup(thread)
    thread:set("offset", math.random(#tokens))
end
function init(args)
    math.randomseed(offset)
end
function request()
    counter = counter + 1
    local k = (counter + offset) % #tokens + 1
    local headers = {{ ["Authorization"] = "Bearer " .. tokens[k] }}
{request}
end
""")
    return script


def rotation_script(directory: Path, people: list[Person]) -> Path:
    """Each request the next person's due cards."""
    return people_script(directory, "rotate.lua", people, '    return wrk.format("GET", paths[k], headers)')


def mixed_script(directory: Path, people: list[Person]) -> Path:
    """The mixed load: each request as the next person, its kind drawn at random."""
    return people_script(directory, "mixed.lua", people, """\
    local draw = math.random()
    if draw < 0.80 then
        return wrk.format("GET", paths[k], headers)
    elseif draw < 0.95 then
        headers["Content-Type"] = "application/json"
        local body = '{"mode":"flip","seed":"1","rating":' .. math.random(4) .. ',"elapsed_ms":1500}'
        return wrk.format("POST", "/api/v1/cards/" .. cards[k][math.random(#cards[k])] .. "/answer", headers, body)
    elseif draw < 0.975 then
        return wrk.format("GET", "/api/v1/decks/" .. decks[k], headers)
    else
        return wrk.format("GET", "/api/v1/cards/" .. cards[k][math.random(#cards[k])], headers)
    end""")


def answers_counted(base: str) -> int:
    """The answers /metrics counts as 200."""
    metrics = urllib.request.urlopen(base + "/metrics").read().decode()
    found = re.search(r'^\w+requests_total\{method="POST",route="/api/v1/cards/:cardID/answer",status="200"\} (\d+)$',
                      metrics, re.M)
    return int(found.group(1)) if found else 0


def review_log_rows(home: Path) -> int:
    with sqlite3.connect(home / "cardbox.sqlite") as connection:
        return connection.execute("SELECT count(*) FROM review_log").fetchone()[0]


def credential_counts(base: str) -> tuple[int, int] | None:
    """The credential look-ups and cache hits /metrics reports, or None from a build without the cache."""
    metrics = urllib.request.urlopen(base + "/metrics").read().decode()
    lookups = re.search(r"^cardbox_credential_lookups (\d+)$", metrics, re.M)
    hits = re.search(r"^cardbox_credential_cache_hits (\d+)$", metrics, re.M)
    return (int(lookups.group(1)), int(hits.group(1))) if lookups and hits else None


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


def wrk_figures(output: str) -> tuple[float, float, int]:
    """Requests per second, p99 in ms and errors (non-2xx/3xx answers and socket errors) from wrk's report."""
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
    value, unit = re.search(r"^\s+99%\s+([\d.]+)(us|ms|s)\s*$", output, re.M).groups()
    p99 = float(value) * {"us": 0.001, "ms": 1.0, "s": 1000.0}[unit]
    failed = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    errors = int(failed.group(1)) if failed else 0
    errors += sum(int(count) for count in re.findall(r"(?:connect|read|write|timeout) (\d+)", output))
    return rate, p99, errors


def wrk(url: str, duration: int, script: Path | None = None, allow_errors: bool = False):
    """Requests per second and p99 in ms (and the error count with `allow_errors`)."""
    arguments = ["wrk", "-t2", "-c100", f"-d{duration}s", "--latency"]
    if script is not None:
        arguments += ["-s", str(script)]
    output = subprocess.run(arguments + [url], capture_output=True, text=True, check=True).stdout
    rate, p99, errors = wrk_figures(output)
    if allow_errors:
        return rate, p99, errors
    if errors:
        raise SystemExit(f"{url}: {errors} error responses\n{output}")
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
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--duration", type=int, default=10)
    parser.add_argument("--users", type=int, default=1000)
    parser.add_argument("--streams", type=int, default=10_000)
    parser.add_argument("--mixed-seconds", type=int, default=60)
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
            started = time.time()
            with concurrent.futures.ThreadPoolExecutor(max_workers=16) as pool:
                people = list(pool.map(lambda index: Person(base, index), range(arguments.users)))
            print(f"{len(people)} people, each with a token and a deck of 5 cards, made in {time.time() - started:.1f} s")
            token, path = people[0].token, people[0].path
            body = urllib.request.urlopen(urllib.request.Request(
                base + path, headers={"Authorization": f"Bearer {token}"})).read()
            script = rotation_script(directory, people)
            nginx = start_nginx(directory / "nginx", nginx_port, body)
            try:
                ours, theirs = [], []
                before = credential_counts(base)
                for _ in range(arguments.rounds):
                    theirs.append(wrk(f"http://127.0.0.1:{nginx_port}/due.json", arguments.duration))
                    ours.append(wrk(base + path, arguments.duration, script))
                after = credential_counts(base)
            finally:
                nginx.terminate()
                nginx.wait()
            our_rate = statistics.median(rate for rate, _ in ours)
            their_rate = statistics.median(rate for rate, _ in theirs)
            our_p99 = statistics.median(p99 for _, p99 in ours)
            their_p99 = statistics.median(p99 for _, p99 in theirs)
            ratios = [ours[index][0] / theirs[index][0] for index in range(len(ours))]
            print(f"(a) GET /api/v1/decks/{{id}}/due?limit=5 as {len(people)} people in turn (about {len(body)} bytes "
                  f"of JSON), wrk 2 threads, 100 keep-alive connections, {arguments.duration} s x {arguments.rounds} "
                  f"rounds, interleaved (medians)")
            print(f"    nginx static file : {their_rate:10.0f} req/s   p99 {their_p99:6.2f} ms   "
                  f"runs {[round(r) for r, _ in theirs]}")
            print(f"    cardbox serve     : {our_rate:10.0f} req/s   p99 {our_p99:6.2f} ms   "
                  f"runs {[round(r) for r, _ in ours]}")
            print(f"    ratio cardbox/nginx req/s: median {statistics.median(ratios):.2f} "
                  f"(spread {min(ratios):.2f}-{max(ratios):.2f}; goal >= 0.5);  cardbox p99 {our_p99:.2f} ms "
                  f"(goal <= 10 ms)")
            if before and after:
                lookups, hits = after[0] - before[0], after[1] - before[1]
                print(f"    credential cache: {hits} of {lookups} look-ups answered without the store "
                      f"({100 * hits / max(1, lookups):.1f} %)")

            answers_before, rows_before = answers_counted(base), review_log_rows(directory / "home")
            rate, p99, errors = wrk(base + path, arguments.mixed_seconds, mixed_script(directory, people),
                                    allow_errors=True)
            time.sleep(1)  # requests wrk left in flight finish (their answers are logged and counted) before counting
            answered = answers_counted(base) - answers_before
            logged = review_log_rows(directory / "home") - rows_before
            print(f"(b) mixed load as {len(people)} people for {arguments.mixed_seconds} s: 80 % due cards, 15 % answers, "
                  f"5 % deck and card reads")
            print(f"    {rate:.0f} req/s, p99 {p99:.2f} ms (goal <= 25 ms), {errors} errors (goal 0); {answered} answers "
                  f"accepted, review log grew by {logged} ({'every one logged' if logged == answered else 'MISMATCH'})")

            idle = resident_megabytes(cardbox.pid)
            started = time.time()
            writers = asyncio.run(hold_streams(cardbox_port, token, arguments.streams))
            opened = time.time() - started
            time.sleep(1)
            rss = resident_megabytes(cardbox.pid)
            metrics = urllib.request.urlopen(base + "/metrics").read().decode()
            open_streams = int(re.search(r"^cardbox_sse_connections (\d+)$", metrics, re.M).group(1))
            print(f"(c) {len(writers)} idle event streams opened in {opened:.1f} s; server reports {open_streams} open")
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
