#!/usr/bin/env python3
"""Dictionary benchmark: Cardbox's WordNet look-up against WordNet's own `wn` command line.

(a) Look-ups.  1,000 look-ups of a fixed mix of inflected and base forms (irregular plurals and verbs, comparatives,
    regular inflections, collocations, a few unknown words), shuffled with a fixed seed.  Cardbox runs them all in
    one process (`cardbox-bench words`, which times `Lexicon.define` per word: base forms, every sense with its
    examples, synonyms, antonyms, broader and narrower terms).  `wn WORD -over` (Debian package `wordnet`) runs
    once per word, as its command line allows; its time per look-up is the whole process.  Reported: p50 and p99
    per look-up in milliseconds.

(b) Cold start.  From process start to the first result, for `cardbox define WORD` (a release build, with a data
    directory set up beforehand so the first-run install is not timed) and `wn WORD -over`: the median of 21 runs.

Goals: p50 look-up at most 0.5 ms; cold start at most 50 ms.

Usage:
    swift build -c release --product cardbox-bench && swift build -c release --product cardbox
    .venv/bin/python bench/words.py        (or: make bench)
"""

from __future__ import annotations

import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CARDBOX_BENCH = ROOT / ".build" / "release" / "cardbox-bench"
CARDBOX = ROOT / ".build" / "release" / "cardbox"

WORDS = """
mice went better geese children feet teeth women ran running studies boxes churches wolves leaves knives
bigger best worse worst happier saddest was were been had did done made said took taken gave given
ate eaten flew flown wrote written spoke spoken broke broken chose chosen drove driven swam swum sang sung
dogs cats houses cities babies ladies stories countries parties families buses glasses dishes
walked walking jumped jumping played playing hurried hurries carried carrying stopped stopping
quickly slowly happily mitochondria nuclei cacti fungi alumni criteria phenomena theses analyses
ice cream attorneys general hot dogs mothers-in-law
good well bank run set light play record mouse computer music garden ocean mountain river tree
receive believe achieve definitely separate necessary accommodate occurrence
recieve definately seperate blorptastic qwertyuiop
""".split()


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def timed(command: list[str], env: dict[str, str] | None = None) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    return (time.perf_counter() - start) * 1000


def main() -> None:
    for binary in (CARDBOX_BENCH, CARDBOX):
        if not binary.exists():
            sys.exit(f"build it first: swift build -c release --product {binary.name}")
    wn = shutil.which("wn")
    if wn is None:
        sys.exit("wn is missing: scripts/setup --bench (Debian package wordnet)")

    rng = random.Random(1)
    words = [rng.choice(WORDS) for _ in range(1000)]
    with tempfile.TemporaryDirectory() as scratch:
        word_file = Path(scratch) / "words.txt"
        word_file.write_text("\n".join(words) + "\n")
        print("timing Cardbox look-ups...", file=sys.stderr)
        result = subprocess.run([str(CARDBOX_BENCH), "words", "--words", str(word_file)], check=True,
                                capture_output=True, text=True)
        ours = json.loads([line for line in result.stdout.splitlines() if line.startswith("{")][-1])

        print("timing wn look-ups (one process each)...", file=sys.stderr)
        theirs = [timed([wn, word, "-over"]) for word in words]

        print("timing cold starts...", file=sys.stderr)
        env = dict(os.environ, CARDBOX_HOME=str(Path(scratch) / "home"), NO_COLOR="1",
                   XDG_CONFIG_HOME=str(Path(scratch) / "config"))
        subprocess.run([str(CARDBOX), "define", "mice"], check=True, capture_output=True, env=env)
        cold_words = ["mice", "went", "better", "ran", "geese", "studies", "bank"]
        cardbox_cold = [timed([str(CARDBOX), "define", cold_words[i % len(cold_words)]], env) for i in range(21)]
        wn_cold = [timed([wn, cold_words[i % len(cold_words)], "-over"]) for i in range(21)]

    ours_p50, ours_p99 = percentile(ours["lookup_ms"], 0.5), percentile(ours["lookup_ms"], 0.99)
    wn_p50, wn_p99 = percentile(theirs, 0.5), percentile(theirs, 0.99)
    cardbox_start, wn_start = statistics.median(cardbox_cold), statistics.median(wn_cold)
    print(f"\n1,000 look-ups of mixed inflected words ({ours['found']} found by Cardbox); "
          f"Cardbox opened WordNet in {ours['open_ms']:.2f} ms")
    print(f"{'':34}{'wn -over':>12}{'Cardbox':>12}{'ratio':>10}")
    print(f"{'look-up p50 (ms)':34}{wn_p50:>12.3f}{ours_p50:>12.3f}{ours_p50 / wn_p50:>9.4f}x")
    print(f"{'look-up p99 (ms)':34}{wn_p99:>12.3f}{ours_p99:>12.3f}{ours_p99 / wn_p99:>9.4f}x")
    print(f"{'cold start, median of 21 (ms)':34}{wn_start:>12.2f}{cardbox_start:>12.2f}{cardbox_start / wn_start:>9.2f}x")
    print("\nratio = Cardbox / wn.  wn's look-up is a whole process per word (its command line takes one word);")
    print(f"Cardbox's is one Lexicon.define call in a running process.  Goals: p50 <= 0.5 ms "
          f"({'met' if ours_p50 <= 0.5 else 'missed'}), cold start <= 50 ms "
          f"({'met' if cardbox_start <= 50 else 'missed'}).")


if __name__ == "__main__":
    main()
