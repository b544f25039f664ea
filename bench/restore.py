#!/usr/bin/env python3
"""Restore benchmark: `cardbox restore` of a 300,000-card backup against Python's sqlite3 writing the same rows.

Builds (once, cached in bench/data/) a backup file from the synthetic collection of `make_dataset.py`: one deck,
300,000 review cards with their schedules, and each card's most recent review (`--reviews-per-card` keeps more).
Each round then restores it into a fresh data directory twice:

  ours  a release `cardbox restore FILE` (decode and check every record, save the previous data, then replace it
        all in one transaction);
  peer  a Python process that reads the same JSON with `json.load` and writes the same rows into a copy of the same
        empty database with `executemany`, one statement per table, in one transaction: the floor for SQLite from a
        scripting language, with no checks.

Runs alternate (ours, peer, ours, peer, ...) so that a busy machine slows both alike; the result is the median of
the pairwise ratios ours/peer, with their spread (min-max).

Usage:
    swift build -c release --product cardbox
    .venv/bin/python bench/restore.py [--cards 300000] [--pairs 5]
"""

from __future__ import annotations

import argparse
import csv
import datetime
import json
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

NOW_MS = 1_750_752_000_000  # 2025-06-24T08:00:00Z
TODAY = datetime.date(2025, 6, 24)
DAY_MS = 86_400_000
FSRS_WEIGHTS = [0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835,
                0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542]

# The peer: the same rows into the same tables, one executemany per table, one transaction.
PEER = r'''
import datetime, json, sqlite3, sys

EPOCH = datetime.date(1970, 1, 1)

def millis(text):
    return round(datetime.datetime.fromisoformat(text).timestamp() * 1000)

def day(text):
    return (datetime.date.fromisoformat(text) - EPOCH).days

backup = json.load(open(sys.argv[2], encoding="utf-8"))
connection = sqlite3.connect(sys.argv[1], isolation_level=None)
connection.execute("PRAGMA foreign_keys = ON")
connection.execute("PRAGMA journal_mode = WAL")
connection.execute("PRAGMA synchronous = NORMAL")
connection.execute("BEGIN")
connection.execute("DELETE FROM deck WHERE owner_id = 1")
connection.execute("DELETE FROM study_session WHERE user_id = 1")
connection.execute("DELETE FROM user_setting WHERE user_id = 1")
connection.executemany(
    "INSERT INTO deck (id, owner_id, name, name_key, scheduler, options, created_at) VALUES (?, 1, ?, ?, ?, ?, ?)",
    ((d["id"], d["name"], d["name"].lower(), d["options"]["scheduler"], json.dumps(d["options"]),
      millis(d["createdAt"])) for d in backup["decks"]))
connection.executemany(
    "INSERT INTO card (id, deck_id, front, back, explanation, distractors, category, tags, answer_is_code, "
    "created_at, phase, due_day, step, box, interval_days, ease, repetitions, lapses, last_review_at, "
    "last_review_day) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    ((c["id"], c["deckID"], c["content"]["front"], c["content"]["back"], c["content"]["explanation"],
      json.dumps(c["content"]["distractors"]), c["content"]["category"], json.dumps(c["content"]["tags"]),
      c["content"]["answerIsCode"], millis(c["createdAt"]), c["schedule"]["phase"], day(c["schedule"]["dueDay"]),
      c["schedule"]["step"], c["schedule"]["box"], c["schedule"]["intervalDays"], c["schedule"]["ease"],
      c["schedule"]["repetitions"], c["schedule"]["lapses"], millis(c["schedule"]["lastReviewAt"]),
      day(c["schedule"]["lastReviewDay"])) for c in backup["cards"]))
connection.executemany(
    "INSERT INTO review_log (id, card_id, reviewed_at, study_day, mode, rating, is_correct, elapsed_ms) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    ((r["id"], r["cardID"], millis(r["reviewedAt"]), day(r["studyDay"]), r["mode"], r["rating"], r["isCorrect"],
      r["elapsedMilliseconds"]) for r in backup["reviews"]))
connection.execute("UPDATE card SET first_review_day = (SELECT min(study_day) FROM review_log "
                   "WHERE card_id = card.id) WHERE deck_id IN (SELECT id FROM deck WHERE owner_id = 1)")
connection.execute("COMMIT")
print(connection.execute("SELECT count(*) FROM card").fetchone()[0])
'''


def stamp(milliseconds: int) -> str:
    moment = datetime.datetime.fromtimestamp(milliseconds / 1000, tz=datetime.timezone.utc)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{milliseconds % 1000:03d}Z"


def day_of(milliseconds: int) -> str:
    return datetime.datetime.fromtimestamp(milliseconds / 1000, tz=datetime.timezone.utc).date().isoformat()


def make_backup(cards: int, reviews_per_card: int, path: Path) -> None:
    """Turns the synthetic collection into a version-1 backup file."""
    data = ROOT / "bench" / "data" / f"cards-{cards // 1000}k-seed1"
    if not (data / "revlogs.tsv").exists():
        print(f"building the synthetic collection ({cards} cards)...", file=sys.stderr)
        subprocess.run([sys.executable, str(ROOT / "bench" / "make_dataset.py"), "--cards", str(cards), "--seed", "1",
                        "--out", str(data)], check=True)
    reviews_of: dict[int, list[tuple[int, int]]] = {}
    with open(data / "revlogs.tsv", encoding="utf-8") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            reviews_of.setdefault(int(row["card_id"]), []).append((NOW_MS + int(row["offset_ms"]), int(row["rating"])))
    card_records, review_records = [], []
    with open(data / "cards.tsv", encoding="utf-8") as handle:
        for row in csv.DictReader(handle, delimiter="\t"):
            card_id = int(row["card_id"])
            history = reviews_of[card_id]
            last_at = history[-1][0]
            card_records.append({
                "id": card_id, "deckID": 1, "createdAt": stamp(history[0][0]),
                "content": {"front": row["front"], "back": row["back"], "explanation": "", "distractors": [],
                            "category": "", "tags": [], "style": {}, "answerIsCode": False},
                "schedule": {"phase": "review",
                             "dueDay": (TODAY + datetime.timedelta(days=int(row["due_offset_days"]))).isoformat(),
                             "step": 0, "box": 0, "intervalDays": int(row["interval_days"]), "ease": float(row["ease"]),
                             "repetitions": int(row["reps"]), "lapses": int(row["lapses"]),
                             "lastReviewAt": stamp(last_at), "lastReviewDay": day_of(last_at)},
            })
            for reviewed_at, rating in history[-reviews_per_card:]:
                review_records.append({
                    "id": len(review_records) + 1, "cardID": card_id, "reviewedAt": stamp(reviewed_at),
                    "studyDay": day_of(reviewed_at), "mode": "flip", "rating": rating, "isCorrect": rating > 1,
                    "elapsedMilliseconds": 4000,
                })
    deck = {"id": 1, "ownerID": 1, "name": "Bench", "createdAt": stamp(NOW_MS - 400 * DAY_MS), "style": {},
            "options": {"scheduler": "sm2", "newCardsPerDay": 20, "desiredRetention": 0.9, "learningSteps": [60, 600],
                        "relearningSteps": [600], "maximumInterval": 36500, "fuzz": True,
                        "fsrsWeights": FSRS_WEIGHTS}}
    backup = {"format": "cardbox-backup", "version": 1, "exportedAt": stamp(NOW_MS), "decks": [deck],
              "cards": card_records, "reviews": review_records, "sessions": [], "settings": {}}
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(str(path) + ".tmp", "w", encoding="utf-8") as handle:
        json.dump(backup, handle, indent=1)
    os.replace(str(path) + ".tmp", path)


def cardbox_environment(home: Path) -> dict[str, str]:
    return dict(os.environ, CARDBOX_HOME=str(home), CARDBOX_CONFIG="/dev/null", NO_COLOR="1")


def empty_home(template: Path, target: Path) -> Path:
    """A copy of the data directory of a Cardbox that has just started: the schema, the local user, the starter
    deck."""
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(template, target)
    return target


def run_ours(home: Path, backup: Path, cards: int) -> float:
    started = time.perf_counter()
    result = subprocess.run([str(CARDBOX), "restore", str(backup)], env=cardbox_environment(home),
                            capture_output=True, text=True)
    elapsed = time.perf_counter() - started
    if result.returncode != 0 or f"{cards:,}" not in result.stdout and str(cards) not in result.stdout:
        raise SystemExit(f"cardbox restore failed ({result.returncode}): {result.stdout}{result.stderr}")
    return elapsed


def run_peer(home: Path, backup: Path, cards: int) -> float:
    started = time.perf_counter()
    result = subprocess.run([sys.executable, "-c", PEER, str(home / "cardbox.sqlite"), str(backup)],
                            capture_output=True, text=True)
    elapsed = time.perf_counter() - started
    if result.returncode != 0 or result.stdout.strip() != str(cards):
        raise SystemExit(f"the peer failed ({result.returncode}): {result.stdout}{result.stderr}")
    return elapsed


def main() -> int:
    global CARDBOX
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cards", type=int, default=300_000)
    parser.add_argument("--reviews-per-card", type=int, default=1)
    parser.add_argument("--pairs", type=int, default=5)
    parser.add_argument("--binary", type=Path, default=CARDBOX, help="the cardbox binary (default: the release build)")
    arguments = parser.parse_args()
    CARDBOX = arguments.binary
    if not CARDBOX.exists():
        raise SystemExit("build first: swift build -c release --product cardbox")
    backup = (ROOT / "bench" / "data" /
              f"backup-{arguments.cards // 1000}k-{arguments.reviews_per_card}r-seed1.json")
    if not backup.exists():
        print("writing the backup file...", file=sys.stderr)
        make_backup(arguments.cards, arguments.reviews_per_card, backup)
    with open(backup, encoding="utf-8") as handle:
        reviews = len(json.load(handle)["reviews"])
    megabytes = backup.stat().st_size / 1e6

    with tempfile.TemporaryDirectory(prefix="cardbox-bench-") as temporary:
        directory = Path(temporary)
        template = directory / "template"
        template.mkdir()
        subprocess.run([str(CARDBOX), "deck", "list"], env=cardbox_environment(template), check=True,
                       capture_output=True)
        ours, peers = [], []
        for index in range(arguments.pairs):
            ours.append(run_ours(empty_home(template, directory / "ours"), backup, arguments.cards))
            peers.append(run_peer(empty_home(template, directory / "peer"), backup, arguments.cards))
            print(f"pair {index + 1}: cardbox {ours[-1]:.2f} s, peer {peers[-1]:.2f} s", file=sys.stderr)

    ratios = [mine / theirs for mine, theirs in zip(ours, peers)]
    print(f"restore of {arguments.cards:,} cards and {reviews:,} reviews ({megabytes:.0f} MB of JSON), "
          f"{arguments.pairs} interleaved pairs")
    print(f"    cardbox restore          : median {statistics.median(ours):6.2f} s   runs "
          f"{[round(value, 2) for value in ours]}")
    print(f"    python sqlite3 executemany: median {statistics.median(peers):6.2f} s   runs "
          f"{[round(value, 2) for value in peers]}")
    print(f"    ratio cardbox/peer: median {statistics.median(ratios):.2f} (spread {min(ratios):.2f}-{max(ratios):.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
