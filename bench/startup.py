#!/usr/bin/env python3
"""Start-up benchmark: whole-process time of commands that read no PDF or image, against WordNet's `wn`.

Runs, interleaved (ours, the peer, ours, the peer, …), `cardbox --version`, `cardbox define WORD` and `cardbox deck
list` (a release build from scripts/release-build, with a data directory set up beforehand so the first-run install
is not timed) and `wn WORD -over` (Debian package `wordnet`), and prints each command's median in milliseconds and
its ratio to `wn` with the spread of the pairwise ratios. It also prints how many shared libraries the program loads
at start.

Goal: every command that reads no PDF or image in at most 15 ms.

Usage:
    scripts/release-build && .venv/bin/python bench/startup.py        (or: make bench)
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CARDBOX = ROOT / ".build" / "release" / "cardbox"
PAIRS = 41
WORD = "dog"


def timed(command: list[str], env: dict[str, str]) -> float:
    """Milliseconds from start to exit (`wn` exits with the number of senses it printed, so the status is not read)."""
    start = time.perf_counter()
    subprocess.run(command, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    return (time.perf_counter() - start) * 1000


def shared_libraries(env: dict[str, str]) -> int:
    result = subprocess.run(["ldd", str(CARDBOX)], capture_output=True, text=True, env=env, check=True)
    return sum(1 for line in result.stdout.splitlines() if ".so" in line)


def main() -> int:
    if not CARDBOX.exists():
        print(f"{CARDBOX} is missing: run scripts/release-build first", file=sys.stderr)
        return 1
    home = tempfile.mkdtemp(prefix="cardbox-startup-")
    env = dict(os.environ, CARDBOX_HOME=home)
    subprocess.run([str(CARDBOX), "deck", "list"], check=True, stdout=subprocess.DEVNULL, env=env)
    commands = {
        "cardbox --version": [str(CARDBOX), "--version"],
        f"cardbox define {WORD}": [str(CARDBOX), "define", WORD],
        "cardbox deck list": [str(CARDBOX), "deck", "list"],
    }
    peer = ["wn", WORD, "-over"]
    for command in [*commands.values(), peer]:
        timed(command, env)  # warm the page cache
    times: dict[str, list[float]] = {name: [] for name in commands}
    peer_times: list[float] = []
    for _ in range(PAIRS):
        for name, command in commands.items():
            times[name].append(timed(command, env))
            peer_times.append(timed(peer, env))
    print(f"Start-up, whole process, median of {PAIRS} runs each, interleaved with `wn {WORD} -over`")
    print(f"shared libraries loaded at start: {shared_libraries(env)}")
    peer_median = statistics.median(peer_times)
    print(f"{'wn ' + WORD + ' -over':<24} {peer_median:7.1f} ms")
    for index, (name, samples) in enumerate(times.items()):
        pairs = peer_times[index::len(commands)]
        ratios = [ours / theirs for ours, theirs in zip(samples, pairs)]
        print(
            f"{name:<24} {statistics.median(samples):7.1f} ms   ×{statistics.median(ratios):.1f} wn "
            f"(spread {min(ratios):.1f}–{max(ratios):.1f}); goal ≤ 15 ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
