#!/usr/bin/env python3
"""Due-queue benchmark: Cardbox against Anki's Rust backend on the same synthetic collection.

Builds (once, cached in bench/data/) a collection of 100,000 review cards (`--cards` for another size: 10,000 and
1,000,000 show how the cost grows) with about ten review logs per card and about 10% due today, and loads it once into Anki (via the `anki` package) and once into Cardbox (not timed). Each
round then copies those loaded collections and times, for each side: (a) opening the collection and building
today's due queue, (b) answering 1,000 due cards with Good, each answer committed. Cardbox runs twice per round:
with its default durability (SQLite WAL, synchronous=NORMAL: survives a crash of the program) and with
synchronous=FULL, which flushes every commit to disk as Anki does.

Runs alternate (Anki, Cardbox NORMAL, Cardbox FULL, Anki, ...) so that a busy machine slows all alike; each figure is
the median of the pairwise ratios Cardbox/Anki of one round, with their spread (min-max).

Usage:
    swift build -c release --product cardbox-bench
    .venv/bin/python bench/due_queue.py [--rounds 5] [--answers 1000] [--cards 100000]

Both sides build at most 9,999 cards of the queue: the highest daily review limit Anki's deck options accept.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = ROOT / ".venv" / "bin" / "python"
CARDBOX_BENCH = ROOT / ".build" / "release" / "cardbox-bench"
PHASES = (("open_and_queue_s", "(a) open + due queue"), ("answer_1000_s", "(b) answer {answers:,} cards"))


def run_json(command: list[str]) -> dict:
    result = subprocess.run(command, capture_output=True, text=True)
    lines = [line for line in result.stdout.splitlines() if line.startswith("{")]
    if result.returncode != 0 or not lines:
        sys.exit(f"{command[0]} failed: {result.stderr.strip()}")
    return json.loads(lines[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--answers", type=int, default=1000)
    parser.add_argument("--cards", type=int, default=100_000)
    args = parser.parse_args()
    data = ROOT / "bench" / "data" / f"cards-{args.cards // 1000}k-seed1"
    if not (data / "revlogs.tsv").exists():
        print(f"building the synthetic collection ({args.cards:,} cards, ~{args.cards * 10:,} review logs)...",
              file=sys.stderr)
        data.mkdir(parents=True, exist_ok=True)
        subprocess.run([str(PYTHON), str(ROOT / "bench" / "make_dataset.py"), "--cards", str(args.cards),
                        "--seed", "1", "--out", str(data)], check=True)
    if not CARDBOX_BENCH.exists():
        sys.exit("build it first: swift build -c release --product cardbox-bench")

    runs: dict[str, list[dict]] = {"anki": [], "normal": [], "full": []}
    with tempfile.TemporaryDirectory() as scratch:
        anki_template = str(Path(scratch) / "anki-template.anki2")
        cardbox_template = str(Path(scratch) / "cardbox-template.sqlite")
        for round_number in range(1, args.rounds + 1):
            print(f"round {round_number} of {args.rounds}...", file=sys.stderr)
            runs["anki"].append(run_json([str(PYTHON), str(ROOT / "bench" / "anki_peer.py"), "--data", str(data),
                                          "--answers", str(args.answers), "--template", anki_template]))
            for synchronous in ("normal", "full"):
                runs[synchronous].append(run_json([
                    str(CARDBOX_BENCH), "--data", str(data), "--db", str(Path(scratch) / "bench.sqlite"),
                    "--answers", str(args.answers), "--synchronous", synchronous, "--template", cardbox_template,
                ]))

    anki = runs["anki"]
    print(f"\nAnki {anki[0].get('version', '?')} vs Cardbox, {args.cards:,} cards, {anki[0]['due_today']} due "
          f"(Cardbox sees {runs['normal'][0]['due_today']}), {args.rounds} interleaved rounds, medians")
    print(f"{'':40}{'Anki':>10}{'Cardbox':>10}{'ratio':>8}  spread")
    for synchronous in ("normal", "full"):
        for key, name in PHASES:
            ours = [run[key] for run in runs[synchronous]]
            peers = [run[key] for run in anki]
            ratios = [mine / theirs for mine, theirs in zip(ours, peers)]
            label = f"{name.format(answers=args.answers)}, synchronous={synchronous}"
            print(f"{label:40}{statistics.median(peers):>9.3f}s{statistics.median(ours):>9.3f}s"
                  f"{statistics.median(ratios):>7.2f}x  {min(ratios):.2f}-{max(ratios):.2f}")
    print("\nratio = Cardbox time / Anki time, median of the rounds' ratios; the goals are at most 0.35x for (a),"
          " 0.50x for (b) at NORMAL and 0.70x at FULL.")


if __name__ == "__main__":
    main()
