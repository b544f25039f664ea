#!/usr/bin/env python3
"""FSRS-6 optimizer benchmark: Cardbox against fsrs-rs (fsrs-rs-python) and py-fsrs's
PyTorch optimizer.

Usage:
    python bench/optimizer.py [--sizes 6000 60000] [--repeats 5] [--seed 1]
                              [--torch-sizes 6000]

For each size, a review log is simulated from known FSRS-6 weights
(peers/fsrs_optimizer_peer.py; not timed). Then, interleaved, --repeats times:
fsrs-rs's ``compute_parameters`` on the log's items (timed around that call
only, in this process) and one fit by the release build of Cardbox
(``cardbox-bench optimizer``, timed inside the binary around the fit only,
excluding reading the file). Both fits are scored with Cardbox's evaluator on
the same reviews (in-sample log loss). Reported: median fit time of each, the
median of the per-repeat ratios ours / fsrs-rs with its min-max spread, in
wall-clock and in process CPU time (steadier on a busy machine), and both log
losses.

For the sizes in --torch-sizes (default 6000: a fit takes about half a minute
there and grows with the log), py-fsrs's ``Optimizer.compute_optimal_parameters``
runs in the same rounds as a second peer, timed the same way and scored by the
same evaluator. It needs ``fsrs[optimizer]`` (PyTorch), which
``scripts/setup --bench`` installs; without it that peer is left out and said so.

Build first: swift build -c release --product cardbox-bench
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "peers"))

import fsrs_optimizer_peer as peer  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", type=int, nargs="+", default=[6000, 60000])
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--torch-sizes", type=int, nargs="*", default=[6000])
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "cardbox-bench"))
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        sys.exit(f"optimizer: no release binary at {args.binary}; run swift build -c release --product cardbox-bench")
    results = []
    for size in args.sizes:
        import random

        rng = random.Random(args.seed)
        weights = peer.true_weights(rng)
        reviews = peer.simulate(rng, weights, size)
        ours_times, theirs_times, ratios, ours_cpu, theirs_cpu, cpu_ratios = [], [], [], [], [], []
        ours_loss = theirs_loss = torch_loss = None
        scored = None
        torch_times, torch_ratios = [], []
        with_torch = size in args.torch_sizes
        with tempfile.TemporaryDirectory() as directory:
            path = os.path.join(directory, "log.json")
            for _ in range(args.repeats):
                fitted, theirs_seconds, theirs_cpu_seconds = peer.fit_timed(reviews)
                with open(path, "w") as out:
                    json.dump({"fitted_weights": fitted, "reviews": reviews}, out)
                line = subprocess.run(
                    [args.binary, "optimizer", "--reviews", path], check=True, capture_output=True, text=True
                ).stdout
                ours = json.loads(line)
                ours_times.append(ours["fit_seconds"])
                theirs_times.append(theirs_seconds)
                ratios.append(ours["fit_seconds"] / theirs_seconds)
                ours_cpu.append(ours["fit_cpu_seconds"])
                theirs_cpu.append(theirs_cpu_seconds)
                cpu_ratios.append(ours["fit_cpu_seconds"] / theirs_cpu_seconds)
                ours_loss, theirs_loss, scored = ours["log_loss"], ours["peer_log_loss"], ours["scored"]
                if with_torch:
                    torch_fit = peer.fit_torch_timed(reviews)
                    if torch_fit is None:
                        print("optimizer: py-fsrs's optimizer (torch) is not installed; run scripts/setup --bench", file=sys.stderr)
                        with_torch = False
                        continue
                    torch_weights, torch_seconds, _ = torch_fit
                    torch_times.append(torch_seconds)
                    torch_ratios.append(ours["fit_seconds"] / torch_seconds)
                    torch_loss = score(args.binary, path, torch_weights, reviews)
        result = {
            "reviews": size,
            "scored": scored,
            "ours_median_s": statistics.median(ours_times),
            "fsrs_rs_median_s": statistics.median(theirs_times),
            "ratio_median": statistics.median(ratios),
            "ratio_min": min(ratios),
            "ratio_max": max(ratios),
            "ours_cpu_median_s": statistics.median(ours_cpu),
            "fsrs_rs_cpu_median_s": statistics.median(theirs_cpu),
            "cpu_ratio_median": statistics.median(cpu_ratios),
            "cpu_ratio_min": min(cpu_ratios),
            "cpu_ratio_max": max(cpu_ratios),
            "ours_log_loss": ours_loss,
            "fsrs_rs_log_loss": theirs_loss,
        }
        if torch_times:
            result.update(
                {
                    "torch_median_s": statistics.median(torch_times),
                    "torch_ratio_median": statistics.median(torch_ratios),
                    "torch_ratio_min": min(torch_ratios),
                    "torch_ratio_max": max(torch_ratios),
                    "torch_log_loss": torch_loss,
                }
            )
        results.append(result)
        print(json.dumps(result), flush=True)
    print(
        "\n| reviews | scored | Cardbox fit | fsrs-rs fit | ratio (median, min-max) | CPU ratio (median, min-max)"
        " | log loss Cardbox | log loss fsrs-rs |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for r in results:
        print(
            f"| {r['reviews']} | {r['scored']} | {r['ours_median_s'] * 1000:.1f} ms | {r['fsrs_rs_median_s'] * 1000:.1f} ms"
            f" | {r['ratio_median']:.2f}x ({r['ratio_min']:.2f}-{r['ratio_max']:.2f})"
            f" | {r['cpu_ratio_median']:.2f}x ({r['cpu_ratio_min']:.2f}-{r['cpu_ratio_max']:.2f}) | {r['ours_log_loss']:.4f}"
            f" | {r['fsrs_rs_log_loss']:.4f} |"
        )
    torch_rows = [r for r in results if "torch_median_s" in r]
    if torch_rows:
        print("\n| reviews | Cardbox fit | py-fsrs (torch) fit | ratio (median, min-max) | log loss Cardbox | log loss py-fsrs |")
        print("| --- | --- | --- | --- | --- | --- |")
        for r in torch_rows:
            print(
                f"| {r['reviews']} | {r['ours_median_s'] * 1000:.1f} ms | {r['torch_median_s']:.1f} s"
                f" | {r['torch_ratio_median']:.4f}x ({r['torch_ratio_min']:.4f}-{r['torch_ratio_max']:.4f})"
                f" | {r['ours_log_loss']:.4f} | {r['torch_log_loss']:.4f} |"
            )


def score(binary: str, path: str, weights: list[float], reviews: list) -> float:
    """The in-sample log loss of `weights` by Cardbox's evaluator (the binary scores the
    weights it is given as the peer's)."""
    with open(path, "w") as out:
        json.dump({"fitted_weights": weights, "reviews": reviews}, out)
    line = subprocess.run([binary, "optimizer", "--reviews", path], check=True, capture_output=True, text=True).stdout
    return json.loads(line)["peer_log_loss"]


if __name__ == "__main__":
    main()
