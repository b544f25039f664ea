#!/usr/bin/env python3
"""Due-queue benchmark: Cardbox against Anki's Rust backend on the same synthetic collection.

Builds (once, cached in bench/data/) a collection of 100,000 review cards with about 1,000,000 review logs and
about 10% due today, loads it into both Anki (via the `anki` package) and Cardbox, and times for each, in the same
run: (a) opening the collection and building today's due queue, (b) answering 1,000 due cards with Good, each
answer committed. Cardbox runs twice: with its default durability (SQLite WAL, synchronous=NORMAL: survives a
crash of the program) and with synchronous=FULL, which flushes every commit to disk as Anki does.

Run it with `make bench`.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "bench" / "data" / "cards-100k-seed1"
PYTHON = ROOT / ".venv" / "bin" / "python"
CARDBOX_BENCH = ROOT / ".build" / "release" / "cardbox-bench"


def run_json(command: list[str]) -> dict:
    result = subprocess.run(command, check=True, capture_output=True, text=True)
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    if not lines:
        sys.exit(f"no result from {command[0]}: {result.stderr}")
    return json.loads(lines[-1])


def main() -> None:
    if not (DATA / "revlogs.tsv").exists():
        print("building the synthetic collection (100k cards, ~1M review logs)...", file=sys.stderr)
        DATA.mkdir(parents=True, exist_ok=True)
        subprocess.run([str(PYTHON), str(ROOT / "bench" / "make_dataset.py"), "--cards", "100000", "--seed", "1",
                        "--out", str(DATA)], check=True)
    if not CARDBOX_BENCH.exists():
        sys.exit("build it first: swift build -c release --product cardbox-bench")

    print("timing Anki...", file=sys.stderr)
    anki = run_json([str(PYTHON), str(ROOT / "bench" / "anki_peer.py"), "--data", str(DATA)])
    results = []
    with tempfile.TemporaryDirectory() as scratch:
        for synchronous in ("normal", "full"):
            print(f"timing Cardbox (synchronous={synchronous})...", file=sys.stderr)
            results.append(run_json([str(CARDBOX_BENCH), "--data", str(DATA), "--db",
                                     os.path.join(scratch, "bench.sqlite"), "--synchronous", synchronous]))

    print(f"\nAnki {anki.get('version', '?')} vs Cardbox, 100k cards, {anki['due_today']} due "
          f"(Cardbox sees {results[0]['due_today']})")
    print(f"{'':38}{'Anki':>10}{'Cardbox':>10}{'ratio':>8}")
    for cardbox in results:
        label = f"synchronous={cardbox['synchronous']}"
        for key, name in (("open_and_queue_s", "(a) open + due queue"), ("answer_1000_s", "(b) answer 1,000 cards")):
            ratio = cardbox[key] / anki[key]
            print(f"{name + ', ' + label:38}{anki[key]:>9.3f}s{cardbox[key]:>9.3f}s{ratio:>7.2f}x")
    print("\nratio = Cardbox time / Anki time; the goal is at most 0.50x.")


if __name__ == "__main__":
    main()
