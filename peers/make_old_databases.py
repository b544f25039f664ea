#!/usr/bin/env python3
"""Writes Tests/Fixtures/old-databases/schema-N.sqlite: a small SQLite database as Cardbox left it at each released
schema version N, with a little data in every table that version had.

Each file is made the way the migrator makes it: the schema_migrations table, then migrations 1 ... N read from
Sources/CardboxSQLite/Schema.swift, each recorded with its checksum, and PRAGMA user_version. The script refuses to
run when a released migration's SQL no longer has its released checksum, since the files must show what users have.

Usage: python3 peers/make_old_databases.py   (from the repository root)
"""

import os
import re
import sqlite3
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMA = os.path.join(ROOT, "Sources", "CardboxSQLite", "Schema.swift")
OUT = os.path.join(ROOT, "Tests", "Fixtures", "old-databases")

# The checksums (64-bit FNV-1a of the SQL, as the migrator records them) of the released migrations.
RELEASED = {
    1: "39d83396ae465d21",
    2: "fca55779dcd48de0",
    3: "efc7f279ec04de64",
    4: "80ec49168c60826b",
    5: "b3cbbf86b58a5f52",
    6: "f7fc0fb135f522b7",
    7: "0c15b33de489dc5d",
    8: "8ce1167786b24fc4",
    9: "1910a120c4b68ad5",
    10: "63eb0407a74642e7",
}

MIGRATION = re.compile(
    r'Migration\(\s*version: (\d+), name: "([^"]*)",\s*sql: """\n(.*?)\n([ ]*)"""', re.DOTALL)

FSRS_OPTIONS = (
    '{"desiredRetention":0.9,"fsrsWeights":[0.212,1.2931,2.3065,8.2956,6.4133,0.8334,3.0194,0.001,1.8722,0.1666,'
    '0.796,1.4835,0.0614,0.2629,1.6483,0.6014,1.8729,0.5425,0.0912,0.0658,0.1542],"fuzz":true,'
    '"learningSteps":[60,600],"maximumInterval":36500,"newCardsPerDay":20,"relearningSteps":[600],'
    '"scheduler":"sm2"}')

NOW = 1_750_752_000_000  # 2025-06-24T08:00:00Z in milliseconds
DAY = 20_263  # 2025-06-24 as a day number


def fnv1a(text):
    value = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        value ^= byte
        value = (value * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % value


def migrations():
    """The migrations of Schema.swift as (version, name, sql), with Swift's multi-line indentation removed."""
    with open(SCHEMA, encoding="utf-8") as handle:
        source = handle.read()
    found = []
    for match in MIGRATION.finditer(source):
        version, name, body, indent = int(match.group(1)), match.group(2), match.group(3), match.group(4)
        lines = [line[len(indent):] if line.startswith(indent) else line.lstrip(" ") for line in body.split("\n")]
        found.append((version, name, "\n".join(lines)))
    return found


def data(connection, version):
    """A little data in every table `version` has."""
    run = connection.execute
    run("INSERT INTO user (id, name, email, time_zone, rollover_hour, is_local, created_at) "
        "VALUES (1, 'local', NULL, 'Etc/UTC', 4, 1, ?)", (NOW,))
    run("INSERT INTO user_setting (user_id, key, value) VALUES (1, 'starter-deck.swift-syntax', '1')")
    run("INSERT INTO deck (id, owner_id, name, name_key, scheduler, options, created_at) "
        "VALUES (1, 1, ?, ?, 'sm2', ?, ?)", ("Spanish %d" % version, "spanish %d" % version, FSRS_OPTIONS, NOW))
    run("INSERT INTO card (id, deck_id, front, back, explanation, distractors, category, tags, created_at, phase, "
        "due_day, step, box, interval_days, ease, repetitions, lapses, last_review_at, last_review_day, "
        "first_review_day) VALUES (1, 1, 'hola', 'hello', 'A greeting.', '[\"goodbye\",\"please\",\"thanks\"]', "
        "'Greetings', '[\"basics\"]', ?, 'review', ?, 0, 1, 1, 2.5, 1, 0, ?, ?, ?)",
        (NOW, DAY + 1, NOW, DAY, DAY))
    run("INSERT INTO study_session (id, user_id, deck_id, mode, started_at, ended_at, study_day, answered, correct) "
        "VALUES (1, 1, 1, 'flip', ?, ?, ?, 1, 1)", (NOW, NOW + 60_000, DAY))
    run("INSERT INTO review_log (card_id, session_id, reviewed_at, study_day, mode, rating, given_answer, "
        "is_correct, elapsed_ms) VALUES (1, 1, ?, ?, 'flip', 3, NULL, 1, 2500)", (NOW + 5_000, DAY))
    if version >= 2:
        run("INSERT INTO document (id, owner_id, content_id, title, kind, page_count, stored_at) "
            "VALUES (1, 1, ?, 'Greetings', 'text', 1, ?)", ("a" * 64, NOW))
        run("INSERT INTO document_paragraph (document_id, position, page, page_index, heading_path, role, text, "
            "sentences, needs_review) VALUES (1, 0, 1, 0, '[]', 'body', 'Hola means hello.', "
            "'[{\"start\":0,\"end\":17}]', 0)")
    if version >= 3:
        run("INSERT INTO draft (id, owner_id, document_id, document_title, deck_name, engine, status, chunks_done, "
            "chunks_total, created_at) VALUES (1, 1, ?, 'Greetings', 'Greetings', 'extractive', 'ready', 1, 1, ?)",
            ("a" * 64, NOW))
        run("INSERT INTO generation_usage (user_id, month, cards) VALUES (1, '2025-06', 3)")
    if version >= 5:
        run("INSERT INTO favourite_word (user_id, word, created_at) VALUES (1, 'serendipity', ?)", (NOW,))
        run("INSERT INTO word_lookup_usage (user_id, month, count) VALUES (1, '2025-06', 4)")
    if version >= 6:
        run("INSERT INTO user (id, name, email, time_zone, rollover_hour, is_local, created_at) "
            "VALUES (2, 'Ada', 'ada@example.org', 'Europe/London', 4, 0, ?)", (NOW,))
        run("INSERT INTO account (user_id, email_key, password_hash, password_changed_at) "
            "VALUES (2, 'ada@example.org', '$argon2id$v=19$m=65536,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g', ?)", (NOW,))
    if version >= 9:
        run("INSERT INTO blob (id, sha256, size, media_type, created_at) VALUES (1, ?, 5, 'text/plain', ?)",
            ("185f8db32271fe25f561a6fc938b2e264306ec304eda518007d1764826381969", NOW))
        run("INSERT INTO blob_chunk (blob_id, position, bytes) VALUES (1, 0, ?)", (b"Hello",))
        run("INSERT INTO blob_reference (id, blob_id, owner_id, created_at) VALUES (1, 1, 1, ?)", (NOW,))
    if version >= 10:
        run("INSERT INTO job (id, kind, owner_id, state, progress, payload, attempts, created_at, updated_at) "
            "VALUES (1, 'import', 1, 'finished', '', '{}', 1, ?, ?)", (NOW, NOW))


def write(version, all_migrations):
    path = os.path.join(OUT, "schema-%d.sqlite" % version)
    if os.path.exists(path):
        os.remove(path)
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA page_size = 1024")
    connection.execute("PRAGMA foreign_keys = ON")
    connection.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations (\n"
        "    version INTEGER PRIMARY KEY,\n"
        "    name TEXT NOT NULL,\n"
        "    checksum TEXT NOT NULL,\n"
        "    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))\n"
        ")")
    for number, name, sql in all_migrations:
        if number > version:
            break
        connection.execute("BEGIN")
        for statement in split(sql):
            connection.execute(statement)
        connection.execute(
            "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)",
            (number, name, fnv1a(sql), "2025-06-24T08:00:00.000Z"))
        connection.execute("PRAGMA user_version = %d" % number)
        connection.execute("COMMIT")
    connection.execute("BEGIN")
    data(connection, version)
    connection.execute("COMMIT")
    connection.execute("VACUUM")
    connection.close()
    return path


def split(sql):
    """The statements of a migration (none of them contains a semicolon inside)."""
    return [statement.strip() for statement in sql.split(";") if statement.strip()]


def main():
    found = migrations()
    for number, name, sql in found:
        if number in RELEASED and fnv1a(sql) != RELEASED[number]:
            sys.exit("Migration %d (%s) is not the released SQL; fix the extraction or Schema.swift." % (number, name))
    missing = sorted(set(RELEASED) - {number for number, _, _ in found})
    if missing:
        sys.exit("Schema.swift lacks released migrations %s." % missing)
    os.makedirs(OUT, exist_ok=True)
    for version in sorted(RELEASED):
        print(write(version, found))


if __name__ == "__main__":
    main()
