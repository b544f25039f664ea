#!/usr/bin/env python3
"""Anki side of the Cardbox review benchmark.

Usage:
    python bench/anki_peer.py --data DIR [--answers 1000] [--keep PATH] [--template PATH]

DIR holds cards.tsv and revlogs.tsv from bench/make_dataset.py.

Setup (not timed): a fresh collection is created in a temporary directory,
one Basic note is added per card row (through the collection's add_notes
API), the generated cards are turned into review cards with a single SQL
transaction through ``col.db`` and the review log rows are inserted the same
way; then the collection is closed.  The collection's creation day is moved
back so that day numbers stay positive, and the Default preset's review limit
is raised to 9999 (the highest value the deck config accepts), so due_today
is only capped when more than 9999 cards are due.

Timed, in a separate process so the collection is never closed cleanly:
  (a) open_and_queue_s: ``Collection(path)`` plus the first
      ``col.sched.get_queued_cards()`` call, which makes the v3 scheduler
      build today's queues; due_today is new + learning + review count.
  (b) answer_1000_s: N times (default 1000): fetch the top queued card,
      ``col.sched.build_answer(..., rating=GOOD)`` and
      ``col.sched.answer_card(...)``.  Each answer_card call is its own
      backend operation, which the backend commits before returning (there
      is no save()/autosave step any more; both are deprecated no-ops).  The
      collection runs in WAL mode with synchronous=FULL, so every commit is
      also fsynced.

After (b) the timing process exits with os._exit() without closing the
collection.  The parent then reopens the file with plain sqlite3 and checks
that all N new review-log rows and card updates are present, i.e. that every
answer had been committed to disk.

Output: one JSON line on stdout, e.g.
  {"peer":"anki","version":"26.09.3","open_and_queue_s":0.41,
   "answer_1000_s":2.3,"due_today":9977, ...}
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time

BACKDATE_DAYS = 2000          # collection "creation" moved back so day numbers stay positive
REVIEW_LIMIT = 9999           # highest per-day review limit the deck config accepts
NOTE_BATCH = 10_000
REVLOG_BATCH = 100_000


def log(message: str) -> None:
    print(f"anki_peer: {message}", file=sys.stderr, flush=True)


def anki_version() -> str:
    try:
        from anki.buildinfo import version

        return version
    except ImportError:
        from importlib.metadata import version as dist_version

        return dist_version("anki")


def read_tsv(path: str):
    with open(path, encoding="utf-8", newline="") as handle:
        reader = csv.reader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)
        header = next(reader)
        yield header
        yield from reader


# ---------------------------------------------------------------------------
# setup


def build_collection(data_dir: str, col_path: str) -> dict:
    from anki.collection import AddNoteRequest, Collection

    rows = read_tsv(os.path.join(data_dir, "cards.tsv"))
    header = next(rows)
    expected = ["card_id", "front", "back", "due_offset_days", "interval_days",
                "ease", "reps", "lapses"]
    if header != expected:
        raise SystemExit(f"cards.tsv: unexpected header {header}")
    cards = [
        (int(r[0]), r[1], r[2], int(r[3]), int(r[4]), float(r[5]), int(r[6]), int(r[7]))
        for r in rows
    ]

    col = Collection(col_path)
    # Move the collection's creation time back so that "today" is a large
    # day number and overdue cards keep positive due days.
    col.db.execute("update col set crt = crt - ?", BACKDATE_DAYS * 86_400)
    col.close()

    col = Collection(col_path)
    if not col.v3_scheduler():
        col.set_v3_scheduler(True)
    today = col.sched.today

    deck_id = col.decks.id_for_name("Default") or 1
    conf = col.decks.config_dict_for_deck_id(deck_id)
    conf["rev"]["perDay"] = REVIEW_LIMIT
    col.decks.update_config(conf)
    if col.decks.config_dict_for_deck_id(deck_id)["rev"]["perDay"] != REVIEW_LIMIT:
        raise SystemExit("could not raise the review limit")

    basic = col.models.by_name("Basic")
    front_field, back_field = (f["name"] for f in basic["flds"][:2])
    note_ids: list[int] = []
    for start in range(0, len(cards), NOTE_BATCH):
        requests = []
        for card in cards[start:start + NOTE_BATCH]:
            note = col.new_note(basic)
            note[front_field] = card[1]
            note[back_field] = card[2]
            requests.append(AddNoteRequest(note=note, deck_id=deck_id))
        col.add_notes(requests)
        note_ids.extend(int(request.note.id) for request in requests)

    card_for_note = dict(col.db.all("select nid, id from cards"))
    if len(card_for_note) != len(cards):
        raise SystemExit(f"expected {len(cards)} cards, collection has {len(card_for_note)}")
    anki_card_id = {card[0]: card_for_note[nid] for card, nid in zip(cards, note_ids)}

    now_ms = int(time.time() * 1000)
    now_s = now_ms // 1000
    card_updates = [
        [today + due_offset, interval, int(round(ease * 1000)), reps, lapses, now_s,
         anki_card_id[card_id]]
        for card_id, _front, _back, due_offset, interval, ease, reps, lapses in cards
    ]

    def apply_cards() -> None:
        col.db.executemany(
            "update cards set type = 2, queue = 2, due = ?, ivl = ?, factor = ?, "
            "reps = ?, lapses = ?, left = 0, mod = ?, usn = -1 where id = ?",
            card_updates,
        )

    col.db.transact(apply_cards)

    revlog_rows = read_tsv(os.path.join(data_dir, "revlogs.tsv"))
    header = next(revlog_rows)
    if header != ["card_id", "offset_ms", "rating", "interval_days", "ease"]:
        raise SystemExit(f"revlogs.tsv: unexpected header {header}")

    used_ids: set[int] = set()
    revlog_count = 0

    def insert_revlogs() -> None:
        nonlocal revlog_count
        batch: list[list[int]] = []
        last_card = None
        last_interval = 0
        for r in revlog_rows:
            card_id, offset_ms, rating, interval = int(r[0]), int(r[1]), int(r[2]), int(r[3])
            factor = int(round(float(r[4]) * 1000))
            if card_id != last_card:
                last_card, last_interval = card_id, 0
            revlog_id = now_ms + offset_ms
            while revlog_id in used_ids:
                revlog_id -= 1
            used_ids.add(revlog_id)
            taken_ms = 2_000 + revlog_id % 13_000
            # id, cid, usn, ease, ivl, lastIvl, factor, time, type (1 = review)
            batch.append([revlog_id, anki_card_id[card_id], -1, rating, interval,
                          last_interval, factor, taken_ms, 1])
            last_interval = interval
            if len(batch) >= REVLOG_BATCH:
                col.db.executemany("insert into revlog values (?,?,?,?,?,?,?,?,?)", batch)
                revlog_count += len(batch)
                batch = []
        if batch:
            col.db.executemany("insert into revlog values (?,?,?,?,?,?,?,?,?)", batch)
            revlog_count += len(batch)

    col.db.transact(insert_revlogs)

    due_sql = col.db.scalar(
        "select count() from cards where queue = 2 and due <= ?", today
    )
    col.close()
    return {"cards": len(cards), "revlogs": revlog_count, "today": today,
            "due_by_sql": due_sql}


# ---------------------------------------------------------------------------
# timed phases (run in a child process)


def timed_child(col_path: str, answers: int, fetch_limit: int) -> None:
    from anki.collection import Collection  # must come first (import cycle)
    from anki.cards import Card
    from anki.scheduler.v3 import CardAnswer

    wal_path = col_path + "-wal"

    started = time.perf_counter()
    col = Collection(col_path)
    queued = col.sched.get_queued_cards(fetch_limit=fetch_limit)
    due_today = queued.new_count + queued.learning_count + queued.review_count
    open_and_queue_s = time.perf_counter() - started

    revlog_before = col.db.scalar("select count() from revlog")
    revlog_max_before = col.db.scalar("select max(id) from revlog")
    wal_before = os.path.getsize(wal_path) if os.path.exists(wal_path) else 0
    answered_ids: list[int] = []

    started = time.perf_counter()
    for _ in range(answers):
        queued = col.sched.get_queued_cards(fetch_limit=1)
        if not queued.cards:
            break
        top = queued.cards[0]
        card = Card(col, backend_card=top.card)
        card.start_timer()
        answer = col.sched.build_answer(card=card, states=top.states, rating=CardAnswer.GOOD)
        col.sched.answer_card(answer)
        answered_ids.append(card.id)
    answer_s = time.perf_counter() - started

    wal_after = os.path.getsize(wal_path) if os.path.exists(wal_path) else 0

    result = {
        "open_and_queue_s": open_and_queue_s,
        "answer_s": answer_s,
        "answered": len(answered_ids),
        "due_today": due_today,
        "revlog_before": revlog_before,
        "revlog_max_before": revlog_max_before,
        "today": col.sched.today,
        "answered_ids": answered_ids,
        "wal_bytes_before": wal_before,
        "wal_bytes_after": wal_after,
        "journal_mode": col.db.scalar("pragma journal_mode"),
        "synchronous": col.db.scalar("pragma synchronous"),
    }
    sys.stdout.write(json.dumps(result) + "\n")
    sys.stdout.flush()
    # Simulate the app being killed: no close(), no checkpoint.
    os._exit(0)


def verify_persisted(col_path: str, child: dict) -> bool:
    """Read the collection after the timing process died without closing it.

    Every answered card must have a new review-log row and must have been
    rescheduled to a later day."""
    con = sqlite3.connect(col_path)
    try:
        new_logs = con.execute(
            "select count() from revlog where id > ?", (child["revlog_max_before"],)
        ).fetchone()[0]
        ids = sorted(set(child["answered_ids"]))
        logged = rescheduled = 0
        for start in range(0, len(ids), 500):
            chunk = ids[start:start + 500]
            marks = ",".join("?" * len(chunk))
            logged += con.execute(
                f"select count(distinct cid) from revlog where id > ? and cid in ({marks})",
                (child["revlog_max_before"], *chunk),
            ).fetchone()[0]
            rescheduled += con.execute(
                f"select count() from cards where queue = 2 and due > ? and id in ({marks})",
                (child["today"], *chunk),
            ).fetchone()[0]
    finally:
        con.close()
    return new_logs == child["answered"] and logged == len(ids) == rescheduled


# ---------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", help="directory with cards.tsv and revlogs.tsv")
    parser.add_argument("--answers", type=int, default=1000)
    parser.add_argument("--fetch-limit", type=int, default=1,
                        help="fetch_limit for the initial queue build (default 1, as the reviewer)")
    parser.add_argument("--keep", help="copy the built collection here before timing")
    parser.add_argument("--template", help="copy this collection instead of building one (built there when missing)")
    parser.add_argument("--timed-child", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)

    if args.timed_child:
        timed_child(args.timed_child, args.answers, args.fetch_limit)
        return 0  # not reached
    if not args.data:
        parser.error("--data is required")

    with tempfile.TemporaryDirectory(prefix="anki-peer-") as workdir:
        col_path = os.path.join(workdir, "collection.anki2")

        started = time.perf_counter()
        if args.template and os.path.exists(args.template):
            shutil.copyfile(args.template, col_path)
            with open(args.template + ".json") as handle:
                info = json.load(handle)
        else:
            info = build_collection(args.data, col_path)
            if args.template:
                shutil.copyfile(col_path, args.template)
                with open(args.template + ".json", "w") as handle:
                    json.dump(info, handle)
        setup_s = time.perf_counter() - started
        log(f"setup {setup_s:.1f}s: cards={info['cards']} revlogs={info['revlogs']} "
            f"today={info['today']} due_by_sql={info['due_by_sql']}")
        if info["due_by_sql"] > REVIEW_LIMIT:
            log(f"warning: {info['due_by_sql']} cards due, the queue is capped at {REVIEW_LIMIT}")
        if args.keep:
            shutil.copyfile(col_path, args.keep)

        proc = subprocess.run(
            [sys.executable, os.path.abspath(__file__), "--timed-child", col_path,
             "--answers", str(args.answers), "--fetch-limit", str(args.fetch_limit)],
            stdout=subprocess.PIPE, check=True, text=True,
        )
        child = json.loads(proc.stdout.strip().splitlines()[-1])
        persisted = verify_persisted(col_path, child)
        log(f"answered={child['answered']} persisted_after_kill={persisted} "
            f"journal_mode={child['journal_mode']} synchronous={child['synchronous']} "
            f"wal_bytes {child['wal_bytes_before']}->{child['wal_bytes_after']}")

    result = {
        "peer": "anki",
        "version": anki_version(),
        "open_and_queue_s": round(child["open_and_queue_s"], 6),
        "answer_1000_s": round(child["answer_s"], 6),
        "due_today": child["due_today"],
        "due_by_sql": info["due_by_sql"],
        "answers": child["answered"],
        "persisted": persisted,
        "setup_s": round(setup_s, 3),
    }
    print(json.dumps(result, separators=(",", ":")), flush=True)
    return 0 if persisted and child["answered"] == args.answers else 1


if __name__ == "__main__":
    sys.exit(main())
