#!/usr/bin/env python3
"""Scale benchmark: 200 students answering cards on one SQLite node, one PostgreSQL node and two PostgreSQL nodes.

Each student has an account (signed up through the web form, with an API token made on the account page) and a
deck of 10 cards of its own.  During a run every student keeps one keep-alive connection to its node and answers its
cards in turn through the JSON API (`POST /api/v1/cards/{id}/answer`, flip mode, ratings cycling 1-4) as fast as the
server answers (or about `--think` seconds apart, each student starting at a random moment), for `--seconds` seconds (at most 60).  As fast as answered, 200
students keep every core busy, so the latencies are mostly queueing: 200 requests wait for 2 cores; `--think 1`
shows the latency of a server that is not saturated.  With two nodes, half the students use each, as a load
balancer pinning clients would.  All processes run on loopback: the nodes, PostgreSQL and the load share the same
CPUs, so this measures the overhead of the shared database and of coordination, not scale.

The three configurations run interleaved for `--rounds` rounds, each on its own store prepared once (a fresh SQLite
data directory; a fresh PostgreSQL schema per configuration).  For each run it reports answers per second, the
50th and 99th percentile latency of an answer, the error count, and a count check: the review log must have grown by
exactly the number of answers that got a 2xx.  The medians over the rounds are reported with their spread
(min-max), and the ratios one PostgreSQL node / one SQLite node and two PostgreSQL nodes / one PostgreSQL node, as
the median of the per-round ratios.

Last, two PostgreSQL nodes run again and halfway through one is killed with SIGKILL; its students move to the other
node (as a load balancer would after a failed health check).  Answers in flight at the kill fail (no 2xx, so not
accepted); the report shows the surviving node's answers after the kill and the count check (nothing accepted lost).

Goals (2 cores): 0 errors and 0 lost answers; one PostgreSQL node >= 0.5x one SQLite node's answers/s; two
PostgreSQL nodes >= 0.9x one PostgreSQL node; p99 <= 50 ms.

Needs a PostgreSQL server: `CARDBOX_TEST_DATABASE_URL` (scripts/postgres provides a private one).

Usage:
    swift build -c release --product cardbox
    scripts/postgres run -- .venv/bin/python bench/scale.py [--seconds 60] [--rounds 3] [--students 200] [--think 0]
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import json
import os
import random
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

from loopback import call, free_port, raise_file_limit, sign_up, wait_for

ROOT = Path(__file__).resolve().parent.parent
CARDBOX = ROOT / ".build" / "release" / "cardbox"
CARDS_PER_STUDENT = 10


def psql(url: str, sql: str) -> str:
    return subprocess.run(["psql", "-X", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d", url, "-c", sql],
                          capture_output=True, text=True, check=True).stdout.strip()


@dataclass
class Store:
    """Where one configuration keeps its data: a SQLite file, or a PostgreSQL schema every node shares."""
    name: str
    directory: Path
    database_url: str | None = None
    schema: str | None = None

    def environment(self, node: int) -> dict[str, str]:
        home = self.directory / f"node{node}"
        home.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ, CARDBOX_HOME=str(home), CARDBOX_CONFIG="/dev/null", NO_COLOR="1",
                   CARDBOX_PASSWORD_MEMORY_MIB="19", CARDBOX_PASSWORD_ITERATIONS="2",
                   CARDBOX_CONNECTIONS_PER_ADDRESS="0", CARDBOX_TRUSTED_PROXIES="127.0.0.1")
        env.pop("CARDBOX_DATABASE_URL", None)
        if self.database_url:
            env["CARDBOX_DATABASE_URL"] = self.database_url
        elif node != 0:
            raise ValueError("a SQLite store has one node")
        return env

    def answers(self) -> int:
        """The review log's row count, read from the database itself."""
        if self.database_url is None:
            with sqlite3.connect(self.directory / "node0" / "cardbox.sqlite") as connection:
                return connection.execute("SELECT count(*) FROM review_log").fetchone()[0]
        return int(psql(self.database_url, f"SELECT count(*) FROM {self.schema}.review_log"))


def postgres_store(name: str, directory: Path, server_url: str) -> Store:
    schema = "bench_" + uuid.uuid4().hex[:12]
    psql(server_url, f"CREATE SCHEMA {schema}")
    separator = "&" if "?" in server_url else "?"
    return Store(name, directory, server_url + separator + f"options=-csearch_path%3D{schema}", schema)


def start_node(store: Store, node: int) -> tuple[subprocess.Popen, int]:
    port = free_port()
    log = open(store.directory / f"node{node}.log", "ab")
    process = subprocess.Popen([str(CARDBOX), "serve", "--port", str(port)], env=store.environment(node),
                               stdout=log, stderr=log, preexec_fn=raise_file_limit)
    wait_for(port)
    return process, port


def stop_node(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@dataclass
class Student:
    token: str
    cards: list[int]


def make_student(port: int, index: int) -> Student:
    """Signs up, makes an API token on the account page and a deck of cards through the API, as a user would."""
    base = f"http://127.0.0.1:{port}"
    token = sign_up(base, index, "student")

    deck = call(base, token, "POST", "/api/v1/decks", {"name": "Capitals"})["id"]
    cards = [call(base, token, "POST", f"/api/v1/decks/{deck}/cards",
                  {"front": f"Country {number}", "back": f"Capital {number}"})["id"]
             for number in range(CARDS_PER_STUDENT)]
    return Student(token, cards)


def make_students(ports: list[int], count: int) -> list[Student]:
    with concurrent.futures.ThreadPoolExecutor(max_workers=16) as pool:
        return list(pool.map(lambda index: make_student(ports[index % len(ports)], index), range(count)))


@dataclass
class Run:
    """What one run measured."""
    seconds: float
    latencies: list[float] = field(default_factory=list)
    accepted: int = 0
    errors: int = 0
    accepted_after_kill: int = 0
    lost: int = 0

    @property
    def rate(self) -> float:
        return self.accepted / self.seconds

    def percentile(self, fraction: float) -> float:
        if not self.latencies:
            return float("nan")
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] * 1000


async def answer_once(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, student: Student,
                      card: int, rating: int) -> int:
    body = json.dumps({"mode": "flip", "seed": "1", "rating": rating, "elapsed_ms": 1500}).encode()
    writer.write((f"POST /api/v1/cards/{card}/answer HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                  f"Authorization: Bearer {student.token}\r\nContent-Type: application/json\r\n"
                  f"Content-Length: {len(body)}\r\n\r\n").encode() + body)
    await writer.drain()
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ")[1])
    headers = {name.strip().lower(): value.strip()
               for name, _, value in (line.partition(":") for line in lines[1:] if ":" in line)}
    if headers.get("transfer-encoding", "").lower() == "chunked":
        while True:
            size = int((await reader.readline()).strip(), 16)
            await reader.readexactly(size + 2)
            if size == 0:
                break
    else:
        await reader.readexactly(int(headers.get("content-length", "0")))
    return status


async def load(students: list[Student], ports: list[int], seconds: float, think: float = 0,
               kill: subprocess.Popen | None = None) -> Run:
    """Every student answers until the time is up; with `kill`, node 0 is killed halfway and its students move."""
    run = Run(seconds)
    started = time.perf_counter()
    deadline = started + seconds
    killed_at: list[float] = []

    async def killer() -> None:
        await asyncio.sleep(seconds / 2)
        kill.send_signal(signal.SIGKILL)
        killed_at.append(time.perf_counter())

    async def student_loop(index: int, student: Student) -> None:
        port_index = index % len(ports)
        connection = None
        step = index
        pause = random.Random(index)
        if think:
            await asyncio.sleep(pause.uniform(0, think))
        while time.perf_counter() < deadline:
            if kill is not None and killed_at and port_index == 0:
                port_index = 1
                connection = None
            try:
                if connection is None:
                    connection = await asyncio.open_connection("127.0.0.1", ports[port_index])
                card = student.cards[step % len(student.cards)]
                began = time.perf_counter()
                status = await asyncio.wait_for(answer_once(*connection, student, card, step % 4 + 1), 10)
                finished = time.perf_counter()
                step += 1
                if 200 <= status < 300:
                    run.accepted += 1
                    run.latencies.append(finished - began)
                    if killed_at and began > killed_at[0]:
                        run.accepted_after_kill += 1
                else:
                    run.errors += 1
                if think:
                    await asyncio.sleep(pause.uniform(0.5 * think, 1.5 * think))
            except (OSError, asyncio.IncompleteReadError, asyncio.TimeoutError, ValueError, IndexError):
                run.errors += 1
                if connection is not None:
                    connection[1].close()
                connection = None
                await asyncio.sleep(0.05)
        if connection is not None:
            connection[1].close()

    tasks = [student_loop(index, student) for index, student in enumerate(students)]
    if kill is not None:
        tasks.append(killer())
    await asyncio.gather(*tasks)
    run.seconds = time.perf_counter() - started
    return run


@dataclass
class Configuration:
    name: str
    store: Store
    nodes: int
    ports: list[int] = field(default_factory=list)
    processes: list[subprocess.Popen] = field(default_factory=list)
    students: list[Student] = field(default_factory=list)
    runs: list[Run] = field(default_factory=list)

    def start(self) -> None:
        for node in range(self.nodes):
            process, port = start_node(self.store, node)
            self.processes.append(process)
            self.ports.append(port)

    def stop(self) -> None:
        for process in self.processes:
            stop_node(process)
        self.processes, self.ports = [], []

    def measure(self, seconds: float, think: float) -> Run:
        before = self.store.answers()
        run = asyncio.run(load(self.students, self.ports, seconds, think))
        run.lost = max(0, run.accepted - (self.store.answers() - before))
        if self.store.answers() - before != run.accepted:
            print(f"    {self.name}: the review log grew by {self.store.answers() - before}, "
                  f"{run.accepted} answers were accepted")
        self.runs.append(run)
        return run


def spread(values: list[float]) -> str:
    return f"{min(values):.0f}-{max(values):.0f}" if values else "-"


def main() -> int:
    global CARDBOX
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=60, help="length of each run (at most 60)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--students", type=int, default=200)
    parser.add_argument("--think", type=float, default=0,
                        help="seconds each student waits between answers (default 0: as fast as answered)")
    parser.add_argument("--binary", type=Path, default=CARDBOX, help="the cardbox binary (default: the release build)")
    arguments = parser.parse_args()
    seconds = max(1.0, min(60.0, arguments.seconds))
    CARDBOX = arguments.binary
    if not CARDBOX.exists():
        raise SystemExit("build first: swift build -c release --product cardbox")
    server_url = os.environ.get("CARDBOX_TEST_DATABASE_URL")
    if not server_url:
        raise SystemExit("no PostgreSQL server: run through scripts/postgres run -- (make bench does)")
    raise_file_limit()

    with tempfile.TemporaryDirectory(prefix="cardbox-scale-") as temporary:
        directory = Path(temporary)
        configurations = [
            Configuration("1 node, SQLite", Store("sqlite", directory / "sqlite"), 1),
            Configuration("1 node, PostgreSQL", postgres_store("pg1", directory / "pg1", server_url), 1),
            Configuration("2 nodes, PostgreSQL", postgres_store("pg2", directory / "pg2", server_url), 2),
        ]
        for configuration in configurations:
            configuration.store.directory.mkdir(parents=True)
            configuration.start()
            try:
                made = time.time()
                configuration.students = make_students(configuration.ports, arguments.students)
                print(f"{configuration.name}: {arguments.students} students with {CARDS_PER_STUDENT} cards each "
                      f"made in {time.time() - made:.1f} s")
            finally:
                configuration.stop()

        pace = f"{arguments.think:g} s apart" if arguments.think else "as fast as answered"
        print(f"{arguments.students} students answering {pace}, {seconds:.0f} s per run, "
              f"{arguments.rounds} rounds interleaved")
        for round_number in range(arguments.rounds):
            for configuration in configurations:
                configuration.start()
                try:
                    run = configuration.measure(seconds, arguments.think)
                finally:
                    configuration.stop()
                print(f"  round {round_number + 1} {configuration.name:20}: {run.rate:7.0f} answers/s  "
                      f"p50 {run.percentile(0.5):6.1f} ms  p99 {run.percentile(0.99):6.1f} ms  "
                      f"errors {run.errors}  lost {run.lost}")

        print("medians (spread over rounds):")
        for configuration in configurations:
            runs = configuration.runs
            rates = [run.rate for run in runs]
            print(f"  {configuration.name:20}: {statistics.median(rates):7.0f} answers/s ({spread(rates)})  "
                  f"p50 {statistics.median(run.percentile(0.5) for run in runs):6.1f} ms  "
                  f"p99 {statistics.median(run.percentile(0.99) for run in runs):6.1f} ms  "
                  f"errors {sum(run.errors for run in runs)}  lost {sum(run.lost for run in runs)}  "
                  f"accepted {sum(run.accepted for run in runs)}")
        sqlite_runs, one_runs, two_runs = (configuration.runs for configuration in configurations)
        pg_over_sqlite = [one.rate / lite.rate for one, lite in zip(one_runs, sqlite_runs)]
        two_over_one = [two.rate / one.rate for two, one in zip(two_runs, one_runs)]
        print(f"  ratio 1 PostgreSQL node / 1 SQLite node : {statistics.median(pg_over_sqlite):.2f} "
              f"({min(pg_over_sqlite):.2f}-{max(pg_over_sqlite):.2f})  (goal >= 0.5)")
        print(f"  ratio 2 PostgreSQL nodes / 1 node       : {statistics.median(two_over_one):.2f} "
              f"({min(two_over_one):.2f}-{max(two_over_one):.2f})  (goal >= 0.9)")

        two = configurations[2]
        two.start()
        try:
            before = two.store.answers()
            run = asyncio.run(load(two.students, two.ports, seconds, arguments.think, kill=two.processes[0]))
            grown = two.store.answers() - before
            run.lost = max(0, run.accepted - grown)
        finally:
            two.stop()
        print(f"SIGKILL of one of 2 nodes after {seconds / 2:.0f} s: {run.accepted} answers accepted "
              f"({run.accepted_after_kill} after the kill, {run.accepted_after_kill / (seconds / 2):.0f}/s on the "
              f"surviving node), {run.errors} failed in flight or while moving, review log grew by {grown}, "
              f"accepted but lost: {run.lost}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
