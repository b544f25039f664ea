#!/usr/bin/env python3
"""Two nodes on PostgreSQL: a school's mixed load on one `cardbox serve` node against the same load on two.

A school that outgrows one machine runs several nodes over one PostgreSQL database.  This script measures what the
second node costs in coordination: `--users` people (default 1,000) sign up, each with an API token and a deck of 5
cards, in a fresh PostgreSQL schema; then the mixed load of `bench/server.py` (b) runs for `--seconds` (default 20):
each request, as the next person, is at random a due-cards read (80 %), a flip-mode answer to one of the person's cards
(15 %) or a deck or card read (5 %).

- one node: wrk with 2 threads and 100 keep-alive connections against one node;
- two nodes: a second node started on the same schema, and two wrk processes at once, each with 1 thread and 50
  connections, one per node (as a load balancer would share them).

The runs alternate (one, two, one, two, ...) for `--rounds` rounds.  Reported per configuration: requests per second
(the two wrk processes' sum), the p99 of the slower node, errors, and a count check: the review log, counted in
PostgreSQL, must grow by exactly the answers the nodes' /metrics counted as 200.  Goals: two nodes at least 0.9x one
node's requests per second (median of the per-round ratios, with its spread); p99 at most 25 ms; 0 errors.

Everything shares the machine's cores: the nodes, PostgreSQL and wrk.  So this measures what the shared database and
the coordination between nodes (the event channel, caches that must agree) cost, not how far two machines scale.

Needs a PostgreSQL server: `CARDBOX_TEST_DATABASE_URL` (scripts/postgres provides a private one).

Usage:
    scripts/release-build
    scripts/postgres run -- .venv/bin/python bench/nodes.py [--rounds 3] [--seconds 20] [--users 1000]
"""

from __future__ import annotations

import argparse
import concurrent.futures
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import scale
from loopback import raise_file_limit
from scale import postgres_store, start_node, stop_node
from server import Person, answers_counted, mixed_script, wrk_figures


def wrk_processes(targets: list[tuple[int, int, int]], seconds: int, script: Path) -> list[subprocess.Popen]:
    """One wrk per (port, threads, connections), all started at once."""
    return [subprocess.Popen(["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds}s", "--latency", "-s",
                              str(script), f"http://127.0.0.1:{port}/"], stdout=subprocess.PIPE, text=True)
            for port, threads, connections in targets]


def load(ports: list[int], seconds: int, script: Path) -> tuple[float, float, int]:
    """Requests per second (summed), the highest p99 in ms and the errors of one run."""
    connections = 100 // len(ports)
    threads = 2 // len(ports)
    outputs = [process.communicate()[0] for process in
               wrk_processes([(port, threads, connections) for port in ports], seconds, script)]
    rate, p99, errors = 0.0, 0.0, 0
    for output in outputs:
        parsed = wrk_figures(output)
        rate += parsed[0]
        p99 = max(p99, parsed[1])
        errors += parsed[2]
    return rate, p99, errors


def spread(values: list[float]) -> str:
    return f"{min(values):.2f}-{max(values):.2f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=int, default=20)
    parser.add_argument("--users", type=int, default=1000)
    parser.add_argument("--binary", type=Path, default=scale.CARDBOX, help="the cardbox binary (default: release)")
    arguments = parser.parse_args()
    server_url = os.environ.get("CARDBOX_TEST_DATABASE_URL")
    if not server_url:
        raise SystemExit("needs CARDBOX_TEST_DATABASE_URL: run it through scripts/postgres run -- ...")
    if shutil.which("wrk") is None:
        raise SystemExit("wrk is not installed; run scripts/setup --bench")
    scale.CARDBOX = arguments.binary
    if not scale.CARDBOX.exists():
        raise SystemExit("build first: scripts/release-build")
    raise_file_limit()

    with tempfile.TemporaryDirectory(prefix="cardbox-nodes-") as temporary:
        directory = Path(temporary)
        store = postgres_store("postgres", directory, server_url)
        first, first_port = start_node(store, 0)
        try:
            base = f"http://127.0.0.1:{first_port}"
            started = time.time()
            with concurrent.futures.ThreadPoolExecutor(max_workers=16) as pool:
                people = list(pool.map(lambda index: Person(base, index), range(arguments.users)))
            print(f"{len(people)} people, each with a token and a deck of 5 cards, made in "
                  f"{time.time() - started:.1f} s", file=sys.stderr)
            script = mixed_script(directory, people)
            runs: dict[str, list[tuple[float, float, int]]] = {"one": [], "two": []}
            checks: list[str] = []
            for round_number in range(1, arguments.rounds + 1):
                print(f"round {round_number} of {arguments.rounds}...", file=sys.stderr)
                for name in ("one", "two"):
                    second = start_node(store, 1) if name == "two" else None
                    ports = [first_port] + ([second[1]] if second else [])
                    try:
                        bases = [f"http://127.0.0.1:{port}" for port in ports]
                        answers_before = sum(answers_counted(url) for url in bases)
                        rows_before = store.answers()
                        runs[name].append(load(ports, arguments.seconds, script))
                        if runs[name][-1][2]:
                            for log in sorted(directory.glob("node*.log")):
                                lines = log.read_text(errors="replace").splitlines()
                                problems = [line for line in lines if " 5" in line or "error" in line.lower()]
                                print(f"{log.name}: {len(problems)} lines about errors, the last: {problems[-3:]}",
                                      file=sys.stderr)
                        time.sleep(1)  # answers left in flight finish before counting
                        answered = sum(answers_counted(url) for url in bases) - answers_before
                        logged = store.answers() - rows_before
                        checks.append(f"{name} node{'s' if second else ''}: {answered} answers accepted, review log "
                                      f"grew by {logged}" + ("" if answered == logged else "  MISMATCH"))
                    finally:
                        if second:
                            stop_node(second[0])
        finally:
            stop_node(first)

    print(f"Mixed load on PostgreSQL as {len(people)} people (80 % due cards, 15 % answers, 5 % deck and card "
          f"reads), {arguments.seconds} s x {arguments.rounds} rounds, one and two nodes interleaved (medians)")
    for name, label in (("one", "one node "), ("two", "two nodes")):
        rates = [rate for rate, _, _ in runs[name]]
        p99s = [p99 for _, p99, _ in runs[name]]
        errors = sum(error for _, _, error in runs[name])
        print(f"    {label}: {statistics.median(rates):8.0f} req/s   p99 {statistics.median(p99s):6.2f} ms   "
              f"errors {errors}   runs {[round(rate) for rate in rates]}")
    ratios = [two[0] / one[0] for one, two in zip(runs["one"], runs["two"])]
    print(f"    ratio two nodes / one node: median {statistics.median(ratios):.2f} (spread {spread(ratios)}; "
          f"goal >= 0.9); p99 goal <= 25 ms, 0 errors")
    for check in checks:
        print(f"    {check}")
    return 0 if all("MISMATCH" not in check for check in checks) else 1


if __name__ == "__main__":
    sys.exit(main())
