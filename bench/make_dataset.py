#!/usr/bin/env python3
"""Write a deterministic synthetic review collection as two TSV files.

Usage:
    python bench/make_dataset.py --cards 100000 --seed 1 --out DIR

DIR/cards.tsv (one row per card, all cards are review cards):
    card_id          integer, 1..N, unique
    front            question text (no tabs/newlines)
    back             answer text (no tabs/newlines)
    due_offset_days  due day relative to "today": <= 0 means due today
                     (negative = overdue by that many days), 1..365 = due later
    interval_days    current interval in days, 1..365 (for cards due later,
                     interval_days >= due_offset_days)
    ease             ease factor as a decimal, 1.30..3.00 (Anki stores x1000)
    reps             number of reviews = number of rows in revlogs.tsv for the card
    lapses           number of those reviews rated Again (1)

DIR/revlogs.tsv (one row per past review, grouped by card, oldest first):
    card_id       card the review belongs to
    offset_ms     review time as negative milliseconds before "now";
                  unique across the whole file
    rating        1 Again, 2 Hard, 3 Good, 4 Easy
    interval_days interval in days given by that review (>= 1)
    ease          ease factor after that review, decimal like cards.tsv

The consumer chooses "now" and "today"; the last review of every card lies
interval_days before its due day.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

DAY_MS = 86_400_000

WORDS = (
    "apple river stone cloud amber violet copper meadow harbor lantern "
    "orbit pepper quartz saddle thistle velvet willow zephyr anchor beacon "
    "cinder dune ember falcon glacier hollow iris juniper kestrel lagoon "
    "marble nectar oasis pebble quill raven sable tundra umber vessel"
).split()

RATINGS = (1, 2, 3, 4)
RATING_WEIGHTS = (8, 12, 65, 15)


def text(rng: random.Random, prefix: str, card_id: int, words: int) -> str:
    return f"{prefix} {card_id}: " + " ".join(rng.choice(WORDS) for _ in range(words))


def make_card(rng: random.Random, card_id: int, used_offsets: set[int]):
    if rng.random() < 0.10:
        # due today; about 40% of those are overdue by up to 30 days
        due_offset = 0 if rng.random() < 0.6 else -rng.randint(1, 30)
        # interval skewed towards short intervals, 1..365
        interval = min(365, max(1, int(round(365 ** rng.random()))))
    else:
        due_offset = rng.randint(1, 365)
        # the last review cannot lie in the future: interval >= due_offset
        interval = due_offset + int((365 - due_offset) * rng.random() ** 3)
    ease = round(min(3.0, max(1.3, rng.triangular(1.3, 3.0, 2.5))), 2)

    reviews = rng.randint(1, 19)  # mean 10
    ratings = rng.choices(RATINGS, weights=RATING_WEIGHTS, k=reviews)
    ratings[-1] = rng.choice((2, 3, 3, 3, 4)) if ratings[-1] == 1 else ratings[-1]

    # Walk backwards from the last review: it happened interval days before
    # the due day, at a random time of that day.
    intervals = [0] * reviews
    eases = [0.0] * reviews
    intervals[-1] = interval
    eases[-1] = ease
    for i in range(reviews - 2, -1, -1):
        if ratings[i] == 1:
            intervals[i] = 1
        else:
            intervals[i] = max(1, int(round(intervals[i + 1] / rng.uniform(1.6, 2.8))))
        step = {1: 0.20, 2: 0.15, 3: 0.0, 4: -0.15}[ratings[i + 1]]
        eases[i] = round(min(3.0, max(1.3, eases[i + 1] + step)), 2)

    offsets = [0] * reviews
    when = (due_offset - interval) * DAY_MS - rng.randint(1, DAY_MS - 1)
    for i in range(reviews - 1, -1, -1):
        while when in used_offsets:
            when -= 1
        used_offsets.add(when)
        offsets[i] = when
        if i:
            late_days = 0 if rng.random() < 0.7 else rng.randint(1, 10)
            jitter = rng.randint(-6, 6) * 3_600_000 + rng.randint(-59_999, 59_999)
            when -= (intervals[i - 1] + late_days) * DAY_MS + jitter
            if when >= offsets[i]:
                when = offsets[i] - rng.randint(1, DAY_MS)

    lapses = sum(1 for r in ratings if r == 1)
    card_row = (
        card_id,
        text(rng, "front", card_id, 3),
        text(rng, "back", card_id, 5),
        due_offset,
        interval,
        f"{ease:.2f}",
        reviews,
        lapses,
    )
    log_rows = [
        (card_id, offsets[i], ratings[i], intervals[i], f"{eases[i]:.2f}")
        for i in range(reviews)
    ]
    return card_row, log_rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", required=True, help="output directory")
    args = parser.parse_args(argv)

    started = time.perf_counter()
    os.makedirs(args.out, exist_ok=True)
    rng = random.Random(args.seed)
    used_offsets: set[int] = set()
    due_today = 0
    log_count = 0

    cards_path = os.path.join(args.out, "cards.tsv")
    logs_path = os.path.join(args.out, "revlogs.tsv")
    with open(cards_path + ".tmp", "w", encoding="utf-8", newline="\n") as cards_out, open(
        logs_path + ".tmp", "w", encoding="utf-8", newline="\n"
    ) as logs_out:
        cards_out.write(
            "card_id\tfront\tback\tdue_offset_days\tinterval_days\tease\treps\tlapses\n"
        )
        logs_out.write("card_id\toffset_ms\trating\tinterval_days\tease\n")
        for card_id in range(1, args.cards + 1):
            card_row, log_rows = make_card(rng, card_id, used_offsets)
            cards_out.write("\t".join(map(str, card_row)) + "\n")
            logs_out.writelines("\t".join(map(str, row)) + "\n" for row in log_rows)
            due_today += card_row[3] <= 0
            log_count += len(log_rows)
    os.replace(cards_path + ".tmp", cards_path)
    os.replace(logs_path + ".tmp", logs_path)

    print(
        f"make_dataset: cards={args.cards} due_today={due_today} revlogs={log_count} "
        f"seed={args.seed} in {time.perf_counter() - started:.1f}s -> {args.out}",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
