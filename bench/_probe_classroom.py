#!/usr/bin/env python3
"""Classroom benchmark: 200 students take a quiz over and over while the teacher's live dashboard listens.

One release `cardbox serve` node (SQLite, accounts) runs on loopback.  A teacher signs up, makes an API token,
a classroom and a published quiz of `--questions` multiple-choice questions (unlimited attempts), and opens the
quiz's live dashboard stream (`GET /classrooms/{id}/quizzes/{id}/events`, Server-Sent Events, with the token).
`--students` students (default 200) sign up, each from an address of its own named by the proxy the node trusts,
make tokens and join the classroom with its join password.

During the run (`--seconds`, at most 60) every student keeps one keep-alive connection and takes the quiz again and
again through the JSON API: start an attempt, save an answer to every question, submit. Students go as fast as the
server answers, or wait about `--think` seconds before each answer (each starting at a random moment). The report
gives submitted attempts per second, the 50th and 99th percentile latency of a submit, the 99th percentile of every
request, and the 50th and 99th percentile from sending a submit to its `attempt` event arriving on the teacher's
stream (read in a process of its own, so the students' load does not delay it); errors (any non-2xx or broken
connection; goal 0); and count checks: the attempts the server stores as submitted (read from the database, and from
the results API) must equal the submits that got a 2xx, and the dashboard must have received an event for every one
of them.

Goals (2 cores): 0 errors, nothing lost, p99 submit <= 50 ms, p99 submit-to-dashboard <= 250 ms.  As fast as
answered, 200 students keep both cores busy and the latencies are mostly queueing; `--think 1` shows a class that
is not saturating the server.

Usage:
    swift build -c release --product cardbox
    .venv/bin/python bench/classroom.py [--seconds 60] [--students 200] [--questions 5] [--think 0]
"""

from __future__ import annotations

import argparse
import asyncio
import concurrent.futures
import json
import multiprocessing
import os
import random
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from loopback import call, free_port, raise_file_limit, sign_up, wait_for

ROOT = Path(__file__).resolve().parent.parent
CARDBOX = ROOT / ".build" / "release" / "cardbox"


def start_node(home: Path, port: int) -> subprocess.Popen:
    env = dict(os.environ, CARDBOX_HOME=str(home), CARDBOX_CONFIG="/dev/null", NO_COLOR="1",
               CARDBOX_PASSWORD_MEMORY_MIB="19", CARDBOX_PASSWORD_ITERATIONS="2",
               CARDBOX_CONNECTIONS_PER_ADDRESS="0", CARDBOX_TRUSTED_PROXIES="127.0.0.1")
    env.pop("CARDBOX_DATABASE_URL", None)
    log = open(home / "serve.log", "ab")
    process = subprocess.Popen([str(CARDBOX), "serve", "--port", str(port)], env=env, stdout=log, stderr=log,
                               preexec_fn=raise_file_limit)
    wait_for(port)
    return process


def stop_node(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@dataclass
class Classroom:
    teacher: str
    classroom: int
    quiz: int
    students: list[str]


def make_classroom(base: str, students: int, questions: int) -> Classroom:
    teacher = sign_up(base, 0, "teacher")
    classroom = call(base, teacher, "POST", "/api/v1/classrooms", {"name": "Benchmark class"})
    quiz = call(base, teacher, "POST", f"/api/v1/classrooms/{classroom['id']}/quizzes", {
        "name": "Capitals", "publish": True, "attempts_allowed": 0,
        "questions": [{"prompt": f"The capital of country {number}?", "right_option": f"Capital {number}",
                       "wrong_options": [f"City {number}-{wrong}" for wrong in range(3)]}
                      for number in range(questions)]})

    def student(index: int) -> str:
        token = sign_up(base, index + 1, "student")
        call(base, token, "POST", "/api/v1/classrooms/join", {"password": classroom["join_password"]})
        return token

    with concurrent.futures.ThreadPoolExecutor(max_workers=16) as pool:
        tokens = list(pool.map(student, range(students)))
    return Classroom(teacher, classroom["id"], quiz["id"], tokens)


@dataclass
class Run:
    """What one run measured."""
    seconds: float
    submit_latencies: list[float] = field(default_factory=list)
    request_latencies: list[float] = field(default_factory=list)
    submitted_at: dict[int, float] = field(default_factory=dict)
    event_at: dict[int, float] = field(default_factory=dict)
    errors: int = 0
    marks: list = field(default_factory=list)

    @property
    def submitted(self) -> int:
        return len(self.submitted_at)

    def dashboard_latencies(self) -> list[float]:
        return [self.event_at[attempt] - sent for attempt, sent in self.submitted_at.items()
                if attempt in self.event_at]


def percentile(values: list[float], fraction: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] * 1000


async def exchange(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, token: str, method: str,
                   path: str, body: dict | None = None) -> tuple[int, bytes]:
    data = json.dumps(body).encode() if body is not None else b""
    writer.write((f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {token}\r\n"
                  f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n\r\n").encode() + data)
    await writer.drain()
    head = await reader.readuntil(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ")[1])
    headers = {name.strip().lower(): value.strip()
               for name, _, value in (line.partition(":") for line in lines[1:] if ":" in line)}
    if headers.get("transfer-encoding", "").lower() == "chunked":
        parts = []
        while True:
            size = int((await reader.readline()).strip(), 16)
            parts.append(await reader.readexactly(size + 2))
            if size == 0:
                break
        return status, b"".join(part[:-2] for part in parts)
    return status, await reader.readexactly(int(headers.get("content-length", "0")))


def now() -> float:
    """A monotonic clock that the dashboard's own process shares with this one."""
    return time.clock_gettime(time.CLOCK_MONOTONIC)


def dashboard(port: int, room: Classroom, ready, stop, arrivals) -> None:
    """Reads the teacher's live dashboard stream in a process of its own (so the students' load does not delay the
    reading) and reports when each attempt's event arrived."""
    seen: dict[int, float] = {}
    with socket.create_connection(("127.0.0.1", port)) as stream:
        stream.sendall((f"GET /classrooms/{room.classroom}/quizzes/{room.quiz}/events HTTP/1.1\r\n"
                        f"Host: 127.0.0.1\r\nAuthorization: Bearer {room.teacher}\r\n"
                        f"Accept: text/event-stream\r\n\r\n").encode())
        stream.settimeout(0.2)
        buffer = b""
        event = None
        while not stop.is_set():
            try:
                chunk = stream.recv(65536)
            except socket.timeout:
                continue
            if not chunk:
                break
            arrived = now()
            buffer += chunk
            *lines, buffer = buffer.split(b"\n")
            for raw in lines:
                line = raw.decode("utf-8", "replace").strip()
                if line.startswith("event:"):
                    event = line[6:].strip()
                    if event == "ready":
                        ready.set()
                elif line.startswith("data:") and event == "attempt":
                    body = json.loads(line[5:])
                    seen[body.get("attempt_id", body.get("attemptId"))] = arrived
    arrivals.put(seen)


async def load(port: int, room: Classroom, seconds: float, think: float) -> Run:
    run = Run(seconds)
    ready, stop, arrivals = multiprocessing.Event(), multiprocessing.Event(), multiprocessing.Queue()
    listener = multiprocessing.Process(target=dashboard, args=(port, room, ready, stop, arrivals))
    listener.start()
    if not ready.wait(30):
        raise SystemExit("the dashboard stream did not open")
    deadline = now() + seconds
    base = f"/api/v1/classrooms/{room.classroom}/quizzes/{room.quiz}/attempts"

    async def timed(connection, token: str, method: str, path: str, body: dict | None = None):
        began = now()
        status, reply = await exchange(*connection, token, method, path, body)
        run.request_latencies.append(now() - began); run.marks.append((began, now() - began, path.endswith("submit")))
        if not 200 <= status < 300:
            raise RuntimeError(f"{method} {path}: {status} {reply[:200]!r}")
        return began, reply

    async def student_loop(index: int, token: str) -> None:
        pause = random.Random(index)
        connection = None
        if think:
            await asyncio.sleep(pause.uniform(0, think))
        while now() < deadline:
            try:
                if connection is None:
                    connection = await asyncio.open_connection("127.0.0.1", port)
                _, reply = await timed(connection, token, "POST", base)
                attempt = json.loads(reply)
                for question in attempt["questions"]:
                    if think:
                        await asyncio.sleep(pause.uniform(0.5 * think, 1.5 * think))
                    await timed(connection, token, "PUT", f"{base}/{attempt['id']}/answers/{question['id']}",
                                {"option": pause.randrange(len(question["options"]))})
                began, _ = await timed(connection, token, "POST", f"{base}/{attempt['id']}/submit")
                run.submit_latencies.append(run.request_latencies[-1])
                run.submitted_at[attempt["id"]] = began
            except (OSError, RuntimeError, asyncio.IncompleteReadError, ValueError, KeyError) as error:
                run.errors += 1
                if run.errors <= 5:
                    print(f"    error: {error}", file=sys.stderr)
                if connection is not None:
                    connection[1].close()
                connection = None
        if connection is not None:
            connection[1].close()

    await asyncio.gather(*(student_loop(index, token) for index, token in enumerate(room.students)))
    # Events still on their way get a few seconds to arrive before the stream is closed.
    await asyncio.sleep(3)
    stop.set()
    run.event_at = arrivals.get(timeout=30)
    listener.join(10)
    return run


def main() -> int:
    global CARDBOX
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=60, help="length of the run (at most 60)")
    parser.add_argument("--students", type=int, default=200)
    parser.add_argument("--questions", type=int, default=5, help="questions in the quiz")
    parser.add_argument("--think", type=float, default=0,
                        help="seconds each student waits before each answer (default 0: as fast as answered)")
    parser.add_argument("--binary", type=Path, default=CARDBOX, help="the cardbox binary (default: the release build)")
    arguments = parser.parse_args()
    seconds = max(1.0, min(60.0, arguments.seconds))
    CARDBOX = arguments.binary
    if not CARDBOX.exists():
        raise SystemExit("build first: swift build -c release --product cardbox")
    raise_file_limit()

    with tempfile.TemporaryDirectory(prefix="cardbox-classroom-") as temporary:
        home = Path(temporary)
        port = free_port()
        process = start_node(home, port)
        try:
            base = f"http://127.0.0.1:{port}"
            made = time.time()
            room = make_classroom(base, arguments.students, arguments.questions)
            print(f"a teacher, a quiz of {arguments.questions} questions and {arguments.students} students who "
                  f"joined, made in {time.time() - made:.1f} s")
            pace = f"about {arguments.think:g} s between answers" if arguments.think else "as fast as answered"
            print(f"{arguments.students} students taking the quiz {pace} for {seconds:.0f} s")
            run = asyncio.run(load(port, room, seconds, arguments.think))
            results = call(base, room.teacher, "GET",
                           f"/api/v1/classrooms/{room.classroom}/quizzes/{room.quiz}/results")
        finally:
            stop_node(process)
        with sqlite3.connect(home / "cardbox.sqlite") as connection:
            stored = connection.execute(
                "SELECT count(*) FROM quiz_attempt WHERE submitted_at IS NOT NULL").fetchone()[0]

    dashboard = run.dashboard_latencies()
    t0 = min(m[0] for m in run.marks)
    for lo, hi in [(0, 1), (1, 3), (3, 6), (6, 10), (10, 15), (15, 60)]:
        part = [m[1] for m in run.marks if lo <= m[0] - t0 < hi]
        sub = [m[1] for m in run.marks if lo <= m[0] - t0 < hi and m[2]]
        if part:
            print(f"  {lo:>2}-{hi:<2} s: {len(part)/(hi-lo):7.0f} req/s  p50 {percentile(part, .5):6.1f}  p99 {percentile(part, .99):6.1f}  max {max(part)*1000:6.1f}  submit p99 {percentile(sub, .99):6.1f}")
    lost = max(0, run.submitted - stored)
    missed = run.submitted - len(dashboard)
    print(f"  submitted attempts : {run.submitted} ({run.submitted / seconds:.1f}/s), "
          f"{len(run.request_latencies)} requests ({len(run.request_latencies) / seconds:.0f}/s)")
    print(f"  submit latency     : p50 {percentile(run.submit_latencies, 0.5):6.1f} ms  "
          f"p99 {percentile(run.submit_latencies, 0.99):6.1f} ms  (goal p99 <= 50 ms)")
    print(f"  any request        : p50 {percentile(run.request_latencies, 0.5):6.1f} ms  "
          f"p99 {percentile(run.request_latencies, 0.99):6.1f} ms")
    print(f"  submit -> dashboard: p50 {percentile(dashboard, 0.5):6.1f} ms  "
          f"p99 {percentile(dashboard, 0.99):6.1f} ms  (goal p99 <= 250 ms)")
    print(f"  errors {run.errors} (goal 0); stored as submitted {stored}, results API says "
          f"{results['submitted_attempts']}; accepted but lost {lost}; events missing on the dashboard {missed}")
    return 0 if run.errors == 0 and lost == 0 and missed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
