#!/usr/bin/env python3
"""Anki package benchmark: Cardbox against the `anki` library, importing and exporting the same collection.

Builds (once, cached in bench/data/) an Anki package with the `anki` library: 20,000 Basic notes in one deck, each
card reviewed (200,000 review-log rows, written with SQL as Anki stores them) and 2,000 of them showing an image of
their own (2,000 media files). Each round then, in fresh directories:

  import   ours: a release `cardbox import PACKAGE` into an empty data directory (unzip, unpack, render every card,
           convert its HTML, carry its schedule and answers, store it all in one transaction);
           peer: a Python process that makes an empty collection and calls `col.import_anki_package` with scheduling.
  export   ours: `cardbox export -d Bench FILE.apkg` (legacy layout) from a data directory that imported the package;
           peer: `col.export_anki_package(legacy=True)` with scheduling and media from a collection that imported it.

Runs alternate (ours, peer, ours, peer, ...) so that a busy machine slows both alike; each figure is the median of
the pairwise ratios ours/peer with their spread (min-max), and each side's median wall time and peak memory (the
child's maximum resident set); beside them, our median against the peer's fastest run, since Anki's import slows
from pair to pair on a machine whose page cache fills up during the run.

Usage:
    swift build -c release --product cardbox
    .venv/bin/python bench/interchange.py [--notes 20000] [--reviews-per-note 10] [--media 2000] [--pairs 5]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CARDBOX = ROOT / ".build" / "release" / "cardbox"
PYTHON = ROOT / ".venv" / "bin" / "python"
DATA = ROOT / "bench" / "data"

BUILD = r'''
import os, random, struct, sys, tempfile, zlib
from anki.collection import Collection, ExportAnkiPackageOptions

notes, reviews_per_note, media_count, out = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
random.seed(7)

def png(seed):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    pixels = zlib.compress(b"\x00" + bytes([seed % 256, seed // 256 % 256, 7]) * 8)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 8, 1, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", pixels) + chunk(b"IEND", b""))

col = Collection(os.path.join(tempfile.mkdtemp(), "collection.anki2"))
deck = col.decks.id("Bench")
model = col.models.by_name("Basic")
folder = tempfile.mkdtemp()
for index in range(notes):
    note = col.new_note(model)
    front = f"question {index}: what is {index} squared?"
    if index < media_count:
        path = os.path.join(folder, f"figure{index}.png")
        with open(path, "wb") as handle:
            handle.write(png(index))
        front += f' <img src="{col.media.add_file(path)}">'
    note["Front"] = front
    note["Back"] = f"<b>{index * index}</b><br>because {index} &times; {index}"
    note.tags = ["bench", f"group{index % 20}"]
    col.add_note(note, deck)
today = col.sched.today
day_ms = 86_400_000
now_ms = int(col.crt * 1000) + today * day_ms
rows, cards = [], []
for card_id in col.find_cards(""):
    interval = random.randint(1, 120)
    cards.append((interval, today + random.randint(-5, interval), card_id))
    for step in range(reviews_per_note):
        # Review ids are times in milliseconds and must be unique: each row a millisecond after the last.
        at = now_ms - (reviews_per_note - step) * 3 * day_ms + len(rows)
        rows.append((at, card_id, -1, random.choice([1, 3, 3, 3, 4]), interval, interval // 2, 2500, 6000, 1))
col.db.executemany("update cards set type = 2, queue = 2, ivl = ?, due = ?, factor = 2500, reps = 10 where id = ?", cards)
col.db.executemany("insert into revlog values (?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
col.export_anki_package(
    out_path=out,
    options=ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=True, legacy=False),
    limit=None)
col.close()
'''

IMPORT = r'''
import os, sys, tempfile
from anki.collection import Collection, ImportAnkiPackageOptions, ImportAnkiPackageRequest
col = Collection(os.path.join(sys.argv[2], "collection.anki2"))
col.import_anki_package(ImportAnkiPackageRequest(
    package_path=sys.argv[1],
    options=ImportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, merge_notetypes=True)))
col.close()
'''

EXPORT = r'''
import sys
from anki.collection import Collection, ExportAnkiPackageOptions
col = Collection(sys.argv[1])
col.export_anki_package(
    out_path=sys.argv[2],
    options=ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=True, legacy=True),
    limit=None)
col.close()
'''


def run(command: list[str], environment: dict | None = None) -> tuple[float, int]:
    """Runs `command`, returning its wall time in seconds and its peak resident memory in MiB."""
    start = time.perf_counter()
    process = subprocess.Popen(command, env=environment, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    errors = process.stderr.read().decode() if process.stderr else ""
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{command[0]} failed: {errors}")
    return elapsed, usage.ru_maxrss // 1024


def cardbox(home: Path, *arguments: str) -> tuple[float, int]:
    environment = dict(os.environ, CARDBOX_HOME=str(home))
    return run([str(CARDBOX), *arguments], environment)


def summary(name: str, ours: list[tuple[float, int]], peer: list[tuple[float, int]]) -> None:
    ratios = [a[0] / b[0] for a, b in zip(ours, peer)]
    # Anki's import writes each media file to disk and, on a machine whose page cache fills up during the run, slows
    # from pair to pair while ours does not: the ratio against its fastest run is printed beside the median.
    fastest = statistics.median(t for t, _ in ours) / min(t for t, _ in peer)
    print(
        f"{name}: ours {statistics.median(t for t, _ in ours):.2f} s (peak {max(m for _, m in ours)} MiB), "
        f"anki {statistics.median(t for t, _ in peer):.2f} s (peak {max(m for _, m in peer)} MiB); "
        f"ratio {statistics.median(ratios):.2f}x ({min(ratios):.2f}-{max(ratios):.2f}) over {len(ratios)} pairs; "
        f"our median against anki's fastest {fastest:.2f}x")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--notes", type=int, default=20_000)
    parser.add_argument("--reviews-per-note", type=int, default=10)
    parser.add_argument("--media", type=int, default=2_000)
    parser.add_argument("--pairs", type=int, default=5)
    options = parser.parse_args()
    if not CARDBOX.exists():
        sys.exit("Build first: swift build -c release --product cardbox")
    DATA.mkdir(parents=True, exist_ok=True)
    package = DATA / f"anki-{options.notes}-{options.reviews_per_note}-{options.media}.apkg"
    if not package.exists():
        print(f"building {package.name} with the anki library…", flush=True)
        run([str(PYTHON), "-c", BUILD, str(options.notes), str(options.reviews_per_note), str(options.media),
             str(package)])
    print(f"package: {package.stat().st_size / 1_048_576:.1f} MiB, {options.notes} notes, "
          f"{options.notes * options.reviews_per_note} reviews, {options.media} media files", flush=True)

    work = Path(tempfile.mkdtemp(prefix="cardbox-interchange-"))
    try:
        imports_ours, imports_peer, exports_ours, exports_peer = [], [], [], []
        # One data directory and one collection with the package in them, for the exports.
        source_home = work / "source-home"
        cardbox(source_home, "import", str(package))
        source_collection = work / "source-anki"
        source_collection.mkdir()
        run([str(PYTHON), "-c", IMPORT, str(package), str(source_collection)])
        for index in range(options.pairs):
            home = work / f"home-{index}"
            imports_ours.append(cardbox(home, "import", str(package)))
            collection = work / f"anki-{index}"
            collection.mkdir()
            imports_peer.append(run([str(PYTHON), "-c", IMPORT, str(package), str(collection)]))
            shutil.rmtree(home)
            shutil.rmtree(collection)
            out = work / f"ours-{index}.apkg"
            exports_ours.append(cardbox(source_home, "export", "-d", "Bench", str(out)))
            out.unlink()
            out = work / f"anki-{index}.apkg"
            exports_peer.append(
                run([str(PYTHON), "-c", EXPORT, str(source_collection / "collection.anki2"), str(out)]))
            out.unlink()
            print(f"pair {index + 1}: import {imports_ours[-1][0]:.2f} / {imports_peer[-1][0]:.2f} s, "
                  f"export {exports_ours[-1][0]:.2f} / {exports_peer[-1][0]:.2f} s", flush=True)
        summary("import", imports_ours, imports_peer)
        summary("export", exports_ours, exports_peer)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
