#!/usr/bin/env python3
"""Simulate a learner from known FSRS-6 weights and fit weights with fsrs-rs-python.

The Swift optimizer tests and bench/optimizer.py read the output: the simulated
reviews (card, study day, rating), the generating weights, the weights fitted by
fsrs-rs's compute_parameters and how long that fit took.

Usage:
    python peers/fsrs_optimizer_peer.py --seed 1 --reviews 4000 --out PATH [--no-fit]

Output layout::

    {"seed": 1, "true_weights": [21 floats], "fitted_weights": [21 floats],
     "fit_seconds": 0.12,
     "reviews": [[card_id, day, rating], ...]}   # in time order
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time

try:
    import fsrs_rs_python as fsrs_rs
except ImportError as exc:  # pragma: no cover - environment problem
    sys.exit(f"fsrs_optimizer_peer: cannot import fsrs_rs_python ({exc}); run scripts/setup")

DEFAULTS = [
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629,
    1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
]


def true_weights(rng: random.Random) -> list[float]:
    """Defaults nudged per weight, so each seed is a different learner."""
    nudged = [w * rng.uniform(0.7, 1.3) for w in DEFAULTS]
    nudged[4] = min(max(nudged[4], 1.0), 10.0)
    nudged[7] = min(max(nudged[7], 0.001), 0.75)
    nudged[15] = min(nudged[15], 1.0)
    nudged[16] = max(nudged[16], 1.0)
    nudged[20] = min(max(nudged[20], 0.1), 0.8)
    return nudged


class Model:
    def __init__(self, w: list[float]):
        self.w = w
        self.decay = -w[20]
        self.factor = 0.9 ** (1 / self.decay) - 1

    def recall(self, t: float, s: float) -> float:
        return (1 + self.factor * t / s) ** self.decay

    def interval(self, s: float, retention: float) -> float:
        return s / self.factor * (retention ** (1 / self.decay) - 1)

    def init(self, g: int) -> tuple[float, float]:
        w = self.w
        return max(w[g - 1], 0.001), min(max(w[4] - math.exp(w[5] * (g - 1)) + 1, 1), 10)

    def step(self, s: float, d: float, t: int, g: int) -> tuple[float, float]:
        w = self.w
        r = self.recall(t, s)
        if t == 0:
            inc = math.exp(w[17] * (g - 3 + w[18])) * s ** (-w[19])
            if g >= 2:
                inc = max(inc, 1)
            ns = s * inc
        elif g == 1:
            ns = w[11] * d ** (-w[12]) * ((s + 1) ** w[13] - 1) * math.exp(w[14] * (1 - r))
            ns = min(ns, s / math.exp(w[17] * w[18]))
        else:
            hp = w[15] if g == 2 else 1
            eb = w[16] if g == 4 else 1
            ns = s * (1 + math.exp(w[8]) * (11 - d) * s ** (-w[9]) * (math.exp(w[10] * (1 - r)) - 1) * hp * eb)
        easy = w[4] - math.exp(w[5] * 3) + 1
        damped = d + (-w[6] * (g - 3)) * (10 - d) / 9
        nd = min(max(w[7] * easy + (1 - w[7]) * damped, 1), 10)
        return min(max(ns, 0.001), 36500), nd


def simulate(rng: random.Random, w: list[float], reviews: int) -> list[tuple[int, int, int]]:
    """Cards introduced a few a day; each review is recalled with the model's probability."""
    model = Model(w)
    log: list[tuple[int, int, int, int]] = []  # day, order, card, rating
    card = 0
    order = 0
    while len(log) < reviews:
        card += 1
        day = card // 10
        first = rng.choices([1, 2, 3, 4], weights=[0.25, 0.1, 0.55, 0.1])[0]
        s, d = model.init(first)
        log.append((day, order, card, first))
        order += 1
        if first == 1:
            s, d = model.step(s, d, 0, 3)
            log.append((day, order, card, 3))
            order += 1
        retention = rng.uniform(0.75, 0.95)
        while day < 400 and len(log) < reviews * 2:
            gap = max(1, round(model.interval(s, retention) * rng.uniform(0.8, 1.25)))
            day += gap
            if day >= 400:
                break
            recalled = rng.random() < model.recall(gap, s)
            g = rng.choices([2, 3, 4], weights=[0.1, 0.8, 0.1])[0] if recalled else 1
            s, d = model.step(s, d, gap, g)
            log.append((day, order, card, g))
            order += 1
            if g == 1:
                s, d = model.step(s, d, 0, 3)
                log.append((day, order, card, 3))
                order += 1
    log.sort()
    return [(c, day, g) for day, _, c, g in log[:reviews]]


def fit(reviews: list[tuple[int, int, int]]) -> tuple[list[float], float]:
    weights, seconds, _ = fit_timed(reviews)
    return weights, seconds


def fit_timed(reviews: list[tuple[int, int, int]]) -> tuple[list[float], float, float]:
    """fsrs-rs items: one per review with elapsed days > 0, in time order, with card ids."""
    history: dict[int, list[tuple[int, int]]] = {}
    items = []
    card_ids = []
    for c, day, g in reviews:
        past = history.setdefault(c, [])
        past.append((day, g))
        if len(past) > 1 and day > past[-2][0]:
            steps = [fsrs_rs.FSRSReview(past[0][1], 0)]
            steps += [fsrs_rs.FSRSReview(r, d - past[i][0]) for i, (d, r) in enumerate(past[1:])]
            items.append(fsrs_rs.FSRSItem(steps))
            card_ids.append(c)
    model = fsrs_rs.FSRS(fsrs_rs.DEFAULT_PARAMETERS)
    start = time.perf_counter()
    start_cpu = time.process_time()
    weights = model.compute_parameters(items, card_ids)
    cpu = time.process_time() - start_cpu
    return [float(x) for x in weights], time.perf_counter() - start, cpu


def fit_torch_timed(reviews: list[tuple[int, int, int]]) -> tuple[list[float], float, float] | None:
    """py-fsrs's own optimizer (PyTorch) on the same reviews, or None when its optional
    dependencies are not installed (scripts/setup --bench installs them). Study day d of
    the log is the date 2024-01-01 + d days, each review a second after the one before,
    so its day counting sees the same elapsed days."""
    try:
        from fsrs import Optimizer, Rating, ReviewLog
    except ImportError:
        return None
    import datetime

    start_day = datetime.datetime(2024, 1, 1, tzinfo=datetime.timezone.utc)
    logs = [
        ReviewLog(
            card_id=c,
            rating=Rating(g),
            review_datetime=start_day + datetime.timedelta(days=day, seconds=offset),
            review_duration=None,
        )
        for offset, (c, day, g) in enumerate(reviews)
    ]
    start = time.perf_counter()
    start_cpu = time.process_time()
    weights = Optimizer(logs).compute_optimal_parameters()
    cpu = time.process_time() - start_cpu
    return [float(x) for x in weights], time.perf_counter() - start, cpu


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--reviews", type=int, default=4000)
    parser.add_argument("--out", required=True)
    parser.add_argument("--no-fit", action="store_true")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    w = true_weights(rng)
    reviews = simulate(rng, w, args.reviews)
    fitted, seconds = ([], 0.0) if args.no_fit else fit(reviews)
    with open(args.out, "w") as out:
        json.dump(
            {"seed": args.seed, "true_weights": w, "fitted_weights": fitted, "fit_seconds": seconds,
             "reviews": reviews}, out)


if __name__ == "__main__":
    main()
