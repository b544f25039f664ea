#!/usr/bin/env python3
"""Generate FSRS reference data for the Swift scheduler parity tests.

Deterministic random review histories are replayed through the reference
Python implementation (``fsrs`` 6.3.2, fuzzing disabled) and the card state
after every review is written out as JSON.

Usage:
    python peers/fsrs_parity.py --seed 7 --histories 1200 --out PATH

Output layout::

    {"fsrs_version": "6.3.2",
     "seed": 7,
     "histories": [
       {"id": 0,
        "parameters": [21 floats],
        "desired_retention": 0.9,
        "learning_steps_s": [60, 600],
        "relearning_steps_s": [600],
        "maximum_interval": 36500,
        "reviews": [
          {"at_ms": 1669725000000, "rating": 3,
           "expected": {"state": 1, "step": 0, "stability": 2.3065,
                        "difficulty": 2.118104, "due_ms": 1669725600000,
                        "retrievability_before": null}}]}]}

Times are integer milliseconds since the Unix epoch (UTC).  ``state`` is
1 Learning, 2 Review, 3 Relearning; ``step`` is null outside the step
states.  ``retrievability_before`` is the scheduler's retrievability of the
card at the review time, evaluated just before the review is applied (null
for a card's first review).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections import Counter
from datetime import datetime, timedelta, timezone

try:
    import fsrs
    from fsrs import Card, Rating, Scheduler
    from fsrs.scheduler import (
        DEFAULT_PARAMETERS,
        LOWER_BOUNDS_PARAMETERS,
        UPPER_BOUNDS_PARAMETERS,
    )
except ImportError as exc:  # pragma: no cover - environment problem
    sys.exit(f"fsrs_parity: cannot import fsrs ({exc}); install fsrs==6.3.2")

EXPECTED_FSRS_VERSION = "6.3.2"

EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
ONE_MS = timedelta(milliseconds=1)
SECOND_MS = 1000
MINUTE_MS = 60 * SECOND_MS
HOUR_MS = 60 * MINUTE_MS
DAY_MS = 24 * HOUR_MS

START_MIN_MS = int((datetime(2022, 1, 1, tzinfo=timezone.utc) - EPOCH) / ONE_MS)
START_MAX_MS = int((datetime(2027, 1, 1, tzinfo=timezone.utc) - EPOCH) / ONE_MS) - 1

DEFAULT_LEARNING_STEPS_S = [60, 600]
DEFAULT_RELEARNING_STEPS_S = [600]
DEFAULT_MAXIMUM_INTERVAL = 36500

ALT_RETENTIONS = [0.8, 0.85, 0.95]
ALT_LEARNING_STEPS_S = [[], [60], [300, 1800, 3600]]
ALT_RELEARNING_STEPS_S = [[], [300, 900]]

RATINGS = [Rating.Again, Rating.Hard, Rating.Good, Rating.Easy]
RATING_WEIGHTS = [15, 10, 60, 15]

# How the time of the next review is chosen relative to the previous review
# and the card's due time.
GAP_KINDS = [
    "at_due",            # exactly when the card became due
    "minutes_off",       # a few minutes early or late
    "ms_off",            # sub-second offset from the due time
    "same_day",          # within hours of the previous review
    "near_24h",          # right around 24h after the previous review
    "hours_across_midnight",  # a random number of hours, usually over midnight
    "days_early",        # between the previous review and the due time
    "days_late",         # many days after the due time
]
GAP_WEIGHTS = [28, 12, 4, 10, 6, 16, 8, 16]


def to_dt(ms: int) -> datetime:
    return EPOCH + timedelta(milliseconds=ms)


def to_ms(dt: datetime) -> int:
    quotient, remainder = divmod(dt - EPOCH, ONE_MS)
    if remainder:
        raise ValueError(f"{dt.isoformat()} is not a whole millisecond")
    return quotient


def pick_parameters(rng: random.Random) -> list[float]:
    """Default weights, or (~10%) weights jittered inside the allowed bounds."""
    if rng.random() >= 0.10:
        return list(DEFAULT_PARAMETERS)
    out = []
    for value, low, high in zip(
        DEFAULT_PARAMETERS, LOWER_BOUNDS_PARAMETERS, UPPER_BOUNDS_PARAMETERS
    ):
        jittered = round(value * rng.uniform(0.7, 1.3), 4)
        out.append(min(max(jittered, low), high))
    return out


def pick_config(rng: random.Random) -> dict:
    config = {
        "parameters": pick_parameters(rng),
        "desired_retention": 0.9,
        "learning_steps_s": list(DEFAULT_LEARNING_STEPS_S),
        "relearning_steps_s": list(DEFAULT_RELEARNING_STEPS_S),
        "maximum_interval": DEFAULT_MAXIMUM_INTERVAL,
    }
    if rng.random() < 0.20:
        config["desired_retention"] = rng.choice(ALT_RETENTIONS)
    if rng.random() < 0.10:
        config["learning_steps_s"] = list(rng.choice(ALT_LEARNING_STEPS_S))
    if rng.random() < 0.10:
        config["relearning_steps_s"] = list(rng.choice(ALT_RELEARNING_STEPS_S))
    if rng.random() < 0.05:
        config["maximum_interval"] = 180
    return config


def pick_start_ms(rng: random.Random) -> int:
    start = rng.randint(START_MIN_MS, START_MAX_MS)
    roll = rng.random()
    if roll < 0.05:
        # a few seconds/minutes before midnight UTC
        midnight = (start // DAY_MS + 1) * DAY_MS
        start = midnight - rng.randint(1, 30 * MINUTE_MS)
    elif roll < 0.10:
        # whole seconds only, as many real clients produce
        start -= start % SECOND_MS
    return start


def next_review_ms(rng: random.Random, prev_ms: int, due_ms: int) -> int:
    kind = rng.choices(GAP_KINDS, weights=GAP_WEIGHTS)[0]
    if kind == "at_due":
        at = due_ms
    elif kind == "minutes_off":
        at = due_ms + rng.choice((-1, 1)) * rng.randint(1, 30) * MINUTE_MS
    elif kind == "ms_off":
        at = due_ms + rng.choice((-1, 1)) * rng.randint(1, 999)
    elif kind == "same_day":
        at = prev_ms + rng.randint(1, 12 * HOUR_MS)
    elif kind == "near_24h":
        at = prev_ms + DAY_MS + rng.randint(-2 * MINUTE_MS, 2 * MINUTE_MS)
    elif kind == "hours_across_midnight":
        at = prev_ms + rng.randint(1, 60) * HOUR_MS + rng.randint(0, HOUR_MS - 1)
    elif kind == "days_early":
        span = due_ms - prev_ms
        at = prev_ms + int(span * rng.uniform(0.05, 0.95)) if span > 0 else due_ms
    else:  # days_late
        at = due_ms + rng.randint(1, 400) * DAY_MS + rng.randint(0, DAY_MS - 1)
    if at <= prev_ms:
        # never review before (or exactly at) the previous review
        at = prev_ms + rng.randint(1, 120) * SECOND_MS
    return at


def make_scheduler(config: dict) -> Scheduler:
    return Scheduler(
        parameters=config["parameters"],
        desired_retention=config["desired_retention"],
        learning_steps=[timedelta(seconds=s) for s in config["learning_steps_s"]],
        relearning_steps=[timedelta(seconds=s) for s in config["relearning_steps_s"]],
        maximum_interval=config["maximum_interval"],
        enable_fuzzing=False,
    )


def build_history(rng: random.Random, index: int, stats: Counter) -> dict:
    config = pick_config(rng)
    scheduler = make_scheduler(config)
    length = rng.randint(1, 20)

    at_ms = pick_start_ms(rng)
    card = Card(card_id=index + 1, due=to_dt(at_ms))
    reviews = []
    for position in range(length):
        if position > 0:
            at_ms = next_review_ms(rng, at_ms, to_ms(card.due))
        at = to_dt(at_ms)
        rating = rng.choices(RATINGS, weights=RATING_WEIGHTS)[0]

        if card.last_review is None:
            r_before = None
        else:
            r_before = float(scheduler.get_card_retrievability(card, at))

        card, _log = scheduler.review_card(card, rating, review_datetime=at)

        stats[f"state_{int(card.state)}"] += 1
        reviews.append(
            {
                "at_ms": at_ms,
                "rating": int(rating),
                "expected": {
                    "state": int(card.state),
                    "step": card.step,
                    "stability": float(card.stability),
                    "difficulty": float(card.difficulty),
                    "due_ms": to_ms(card.due),
                    "retrievability_before": r_before,
                },
            }
        )

    stats["reviews"] += length
    if config["parameters"] != list(DEFAULT_PARAMETERS):
        stats["custom_parameters"] += 1
    if config["desired_retention"] != 0.9:
        stats["alt_retention"] += 1
    if config["learning_steps_s"] != DEFAULT_LEARNING_STEPS_S:
        stats["alt_learning_steps"] += 1
    if config["relearning_steps_s"] != DEFAULT_RELEARNING_STEPS_S:
        stats["alt_relearning_steps"] += 1
    if config["maximum_interval"] != DEFAULT_MAXIMUM_INTERVAL:
        stats["max_interval_180"] += 1

    return {"id": index, **config, "reviews": reviews}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--histories", type=int, default=1200)
    parser.add_argument("--out", required=True, help="output JSON path ('-' for stdout)")
    args = parser.parse_args(argv)

    version = getattr(fsrs, "__version__", None)
    if version is None:
        from importlib.metadata import version as dist_version

        version = dist_version("fsrs")
    if version != EXPECTED_FSRS_VERSION:
        print(
            f"fsrs_parity: warning: fsrs {version} installed, "
            f"reference data is meant for {EXPECTED_FSRS_VERSION}",
            file=sys.stderr,
        )

    rng = random.Random(args.seed)
    stats: Counter = Counter()
    histories = [build_history(rng, i, stats) for i in range(args.histories)]

    document = {"fsrs_version": version, "seed": args.seed, "histories": histories}
    text = json.dumps(document, separators=(",", ":"), allow_nan=False)
    if args.out == "-":
        sys.stdout.write(text + "\n")
    else:
        directory = os.path.dirname(os.path.abspath(args.out))
        os.makedirs(directory, exist_ok=True)
        tmp = args.out + ".tmp"
        with open(tmp, "w", encoding="utf-8") as handle:
            handle.write(text + "\n")
        os.replace(tmp, args.out)

    print(
        f"fsrs_parity: fsrs {version} seed={args.seed} histories={len(histories)} "
        f"reviews={stats['reviews']} "
        f"post-review states L/R/RL={stats['state_1']}/{stats['state_2']}/{stats['state_3']} "
        f"custom_params={stats['custom_parameters']} alt_retention={stats['alt_retention']} "
        f"alt_learning_steps={stats['alt_learning_steps']} "
        f"alt_relearning_steps={stats['alt_relearning_steps']} "
        f"max_interval_180={stats['max_interval_180']} -> {args.out}",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
