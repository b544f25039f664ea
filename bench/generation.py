#!/usr/bin/env python3
"""Card generation benchmark: a 300-page text PDF through `cardbox import --engine extractive`.

Reports total seconds for the import (goal: at most 10 s on a 2-core machine), cards per 1,000 words, and the
`cardbox eval` metrics (goals: at least 98% grounded answers, at least 90% validator pass, at most 1% duplicates).
The PDF is the one bench/ingest.py generates (built here if missing). Run it with `make bench`.
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


def main() -> None:
    if not CARDBOX.exists():
        sys.exit("build it first: swift build -c release --product cardbox")
    if not PDF.exists():
        subprocess.run([sys.executable, str(ROOT / "bench" / "ingest.py"), "--peers-only", "--only", "pdf"], check=True)
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, CARDBOX_HOME=home, NO_COLOR="1")
        for key in [k for k in env if k.startswith("CARDBOX_LLM_")]:
            del env[key]
        started = time.perf_counter()
        result = subprocess.run([str(CARDBOX), "import", str(PDF), "--engine", "extractive", "--deck", "Bench"],
                                env=env, capture_output=True, text=True)
        seconds = time.perf_counter() - started
        if result.returncode != 0:
            sys.exit(f"import failed: {result.stderr}")
        first = result.stdout.splitlines()[0]
        evaluation = subprocess.run([str(CARDBOX), "eval", str(PDF), "--engine", "extractive", "--json"],
                                    env=env, capture_output=True, text=True, check=True)
    metrics = json.loads(evaluation.stdout)["metrics"]
    print(f"cardbox import --engine extractive, 300-page PDF: {seconds:.2f} s (goal <= 10 s)")
    print(f"  {first}")
    print(f"  words {metrics['wordCount']}, cards per 1,000 words {metrics['cardsPerThousandWords']:.1f}")
    print(f"  grounded {metrics['groundedPercent']:.1f}% (goal >= 98), validator pass "
          f"{metrics['validatorPassPercent']:.1f}% (goal >= 90), duplicates {metrics['duplicatePercent']:.1f}% "
          f"(goal <= 1), distractor validity {metrics['distractorValidityPercent']:.1f}%")


if __name__ == "__main__":
    main()
