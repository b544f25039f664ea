#!/usr/bin/env python3
"""Card generation benchmark: a 300-page text PDF through `cardbox import --engine extractive`.

Reports total seconds for the import (goal: at most 10 s on a 2-core machine), cards per 1,000 words, and the
`cardbox eval` metrics (goals: at least 98% grounded answers, at least 90% validator pass, at most 1% duplicates).
Those figures are measured on drafts the pipeline has already filtered, so they say little about quality; the
quality figures come from the graded set (Tests/Fixtures/graded): real documents with answer keys written by hand,
graded by `cardbox eval` (goals: precision at least 80%, recall at least 70%, at least 80% of cards with three good
wrong answers). The PDF is the one bench/ingest.py generates (built here if missing). Run it with `make bench`.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CARDBOX = ROOT / ".build" / "release" / "cardbox"
PDF = ROOT / "bench" / "data" / "ingest" / "twocol-300.pdf"
GRADED = ROOT / "Tests" / "Fixtures" / "graded"


def main() -> None:
    if not CARDBOX.exists():
        sys.exit("build it first: scripts/release-build")
    if not PDF.exists():
        subprocess.run([sys.executable, str(ROOT / "bench" / "ingest.py"), "--peers-only", "--only", "pdf"], check=True)
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, CARDBOX_HOME=home, NO_COLOR="1")
        for key in [k for k in env if k.startswith("CARDBOX_LLM_")]:
            del env[key]
        started = time.perf_counter()
        result = subprocess.run([str(CARDBOX), "import", str(PDF), "--engine", "extractive", "--deck", "Bench", "--create"],
                                env=env, capture_output=True, text=True)
        seconds = time.perf_counter() - started
        if result.returncode != 0:
            sys.exit(f"import failed: {result.stderr}")
        first = result.stdout.splitlines()[0]
        evaluation = subprocess.run([str(CARDBOX), "eval", str(PDF), "--engine", "extractive", "--json"],
                                    env=env, capture_output=True, text=True, check=True)
        graded = []
        for document in sorted(GRADED.iterdir()):
            if document.suffix == ".key" or not document.with_suffix(".key").exists():
                continue
            result = subprocess.run([str(CARDBOX), "eval", str(document), "--engine", "extractive", "--json"],
                                    env=env, capture_output=True, text=True, check=True)
            graded.append((document.name, json.loads(result.stdout)["key"]))
    metrics = json.loads(evaluation.stdout)["metrics"]
    print(f"cardbox import --engine extractive, 300-page PDF: {seconds:.2f} s (goal <= 10 s)")
    print(f"  {first}")
    print(f"  words {metrics['word_count']}, cards per 1,000 words {metrics['cards_per_thousand_words']:.1f}")
    print(f"  grounded {metrics['grounded_percent']:.1f}% (goal >= 98), validator pass "
          f"{metrics['validator_pass_percent']:.1f}% (goal >= 90), duplicates {metrics['duplicate_percent']:.1f}% "
          f"(goal <= 1), distractor validity {metrics['distractor_validity_percent']:.1f}%")
    print("graded set, against the answer keys:")
    cards = matched = items = covered = 0
    good = accepted = 0.0
    for name, key in graded:
        print(f"  {name}: {key['card_count']} cards, precision {key['precision_percent']:.1f}%, recall "
              f"{key['recall_percent']:.1f}%, three good wrong answers {key['three_good_distractors_percent']:.1f}%, "
              f"wrong answers the key accepts {key.get('accepted_wrong_answers_percent', 0):.1f}%, "
              f"faults {key['faults'] or 'none'}")
        cards += key["card_count"]
        matched += key["matched_cards"]
        items += key["key_item_count"]
        covered += key["covered_items"]
        good += key["three_good_distractors_percent"] * key["card_count"] / 100
        accepted += key.get("accepted_wrong_answers_percent", 0) * key["card_count"] / 100
    print(f"  all: precision {100 * matched / max(cards, 1):.1f}% (goal >= 80), recall "
          f"{100 * covered / max(items, 1):.1f}% (goal >= 70), three good wrong answers "
          f"{100 * good / max(cards, 1):.1f}% (goal >= 80), wrong answers the key accepts "
          f"{100 * accepted / max(cards, 1):.1f}% (by card)")


if __name__ == "__main__":
    main()
