#!/usr/bin/env python3
"""Fuzzed intervals from py-fsrs 6.3.2 for given random draws.

py-fsrs draws its fuzz with ``random.random()``; this script replaces that
function with one that returns chosen draws, so the Swift scheduler's fuzz can
be compared interval for interval.

Usage:
    python peers/fsrs_fuzz_peer.py --seed 11 --count 2000 --out PATH

Output layout::

    {"cases": [{"interval": 17, "maximum_interval": 36500, "draw": 0.42,
                "fuzzed": 18}, ...]}
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import timedelta

try:
    import fsrs.scheduler as scheduler_module
    from fsrs import Scheduler
except ImportError as exc:  # pragma: no cover - environment problem
    sys.exit(f"fsrs_fuzz_peer: cannot import fsrs ({exc}); install fsrs==6.3.2")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cases = []
    edges = [(3, 0.0), (3, 0.9999999), (7, 0.5), (20, 0.0), (20, 0.9999999), (99, 0.99), (100, 0.99)]
    for index in range(args.count + len(edges)):
        if index < len(edges):
            interval, draw = edges[index]
            maximum = 100
        else:
            interval = rng.choice([rng.randint(1, 30), rng.randint(30, 400), rng.randint(400, 40000)])
            draw = rng.random()
            maximum = rng.choice([36500, 36500, 365, 1000])
            interval = min(interval, maximum)
        scheduler = Scheduler(maximum_interval=maximum)
        scheduler_module.random = lambda value=draw: value
        fuzzed = scheduler._get_fuzzed_interval(interval=timedelta(days=interval)).days
        cases.append({"interval": interval, "maximum_interval": maximum, "draw": draw, "fuzzed": fuzzed})
    with open(args.out, "w") as out:
        json.dump({"cases": cases}, out)


if __name__ == "__main__":
    main()
