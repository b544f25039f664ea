#!/usr/bin/env python3
"""Writes Tests/Fixtures/old-databases/schema-N.sqlite: a small SQLite database as Cardbox left it at each released
schema version N, with a little data in every table that version had.

Each file is made the way the migrator makes it: the schema_migrations table, then migrations 1 ... N read from
Sources/CardboxSQLite/Schema.swift, each recorded with its checksum, and PRAGMA user_version. A migration marked
`rebuildsKeysWithAutoincrement` is followed, in its transaction and with foreign keys off, by the rebuild of
Sources/CardboxSQLite/AutoincrementRebuild.swift: every table keyed by a plain `id INTEGER PRIMARY KEY` is copied into
one keyed `AUTOINCREMENT`. The script refuses to run when a released migration's SQL no longer has its released
checksum, since the files must show what users have; OldDatabaseTests checks that the newest file has the schema the
current code makes.

Usage: python3 peers/make_old_databases.py [VERSION ...]   (from the repository root; default: every released one)
"""

import hashlib
import os
import re
import sqlite3
import struct
import sys
import zlib

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
    11: "80c39a27612da2e9",
    12: "a73af440818e4b94",
    13: "9fcce17f02e085e4",
    14: "3d049befb8b15fea",
    15: "bd61cd9785548f2c",
    16: "aba671311611865f",
    17: "f5b577d04da4680e",
    18: "113e29ce38efb04f",
    19: "658098ddec96cdf3",
    20: "6d191e12480b0b3d",
    21: "842ae24ced939a71",
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
SWIFT_NOW = 772_444_800  # the same time as Swift's JSONEncoder writes a Date: seconds since 2001-01-01

PLAIN_KEY = "id INTEGER PRIMARY KEY"
AUTOINCREMENT_KEY = "id INTEGER PRIMARY KEY AUTOINCREMENT"


def fnv1a(text):
    value = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        value ^= byte
        value = (value * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % value


def png_pixel():
    """A one-pixel grey PNG, the same bytes every time."""
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    header = struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\x00\x80", 9))
            + chunk(b"IEND", b""))


def migrations():
    """The migrations of Schema.swift as (version, name, sql, rebuilds keys), with Swift's multi-line indentation
    removed."""
    with open(SCHEMA, encoding="utf-8") as handle:
        source = handle.read()
    found = []
    for match in MIGRATION.finditer(source):
        version, name, body, indent = int(match.group(1)), match.group(2), match.group(3), match.group(4)
        lines = [line[len(indent):] if line.startswith(indent) else line.lstrip(" ") for line in body.split("\n")]
        rest = source[match.end():].split("Migration(", 1)[0]
        found.append((version, name, "\n".join(lines), "rebuildsKeysWithAutoincrement: true" in rest))
    return found


def autoincrement_definition(create_statement):
    """The table definition from its opening parenthesis with its plain `id` key made AUTOINCREMENT, or None when it
    has no plain integer `id` key (AutoincrementRebuild.autoincrementDefinition)."""
    open_at = create_statement.find("(")
    if open_at < 0:
        return None
    body = create_statement[open_at:]
    start = 0
    while True:
        found = body.find(PLAIN_KEY, start)
        if found < 0:
            return None
        before = "(" if found == 0 else body[found - 1]
        rest = body[found + len(PLAIN_KEY):]
        whole_column = before in "(," or before.isspace()
        ends_there = not rest or rest[0] in ",)" or rest[0].isspace()
        if whole_column and ends_there:
            if rest.lstrip().upper().startswith("AUTOINCREMENT"):
                return None
            return body[:found] + AUTOINCREMENT_KEY + rest
        start = found + len(PLAIN_KEY)


def rebuild_keys(connection):
    """AutoincrementRebuild.run: copies every table keyed by a plain integer `id` into one keyed AUTOINCREMENT,
    keeping its rows and indexes."""
    tables = connection.execute(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
    ).fetchall()
    for name, sql in tables:
        definition = autoincrement_definition(sql)
        if definition is None:
            continue
        quoted, copy = '"%s"' % name.replace('"', '""'), '"%s"' % (name + "_autoincrement").replace('"', '""')
        indexes = [row[0] for row in connection.execute(
            "SELECT sql FROM sqlite_master WHERE type IN ('index', 'trigger') AND tbl_name = ? AND sql IS NOT NULL",
            (name,))]
        connection.execute("CREATE TABLE %s %s" % (copy, definition))
        connection.execute("INSERT INTO %s SELECT * FROM %s" % (copy, quoted))
        connection.execute("DROP TABLE %s" % quoted)
        connection.execute("ALTER TABLE %s RENAME TO %s" % (copy, quoted))
        for index in indexes:
            connection.execute(index)
    problems = connection.execute("PRAGMA foreign_key_check").fetchall()
    if problems:
        sys.exit("After rebuilding, a row of %s points at a row that is not there." % problems[0][0])


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
    if version >= 11:
        run("INSERT INTO events (id, stream, name, body, created_at) "
            "VALUES (1, 'user:1', 'review', '{\"card_id\":1}', ?)", (NOW,))
    if version >= 12:
        run("INSERT INTO throttle_attempt (scope, address, window_start, attempts) "
            "VALUES ('signin', '192.0.2.7', ?, 5)", (NOW,))
        run("INSERT INTO throttle_failure (scope, failure_key, failures, last_failure_at) "
            "VALUES ('signin', 'ada@example.org', 5, ?)", (NOW,))
    if version >= 13:
        run("INSERT INTO classroom (id, teacher_id, name, name_key, join_password, created_at) "
            "VALUES (1, 2, 'Biology', 'biology', 'BCDFGH23', ?)", (NOW,))
        run("INSERT INTO classroom_member (classroom_id, user_id, role, joined_at) "
            "VALUES (1, 2, 'teacher', ?), (1, 1, 'student', ?)", (NOW, NOW))
        run("INSERT INTO quiz (id, classroom_id, name, name_key, instructions, deadline, attempts_allowed, grading, "
            "shuffle_questions, shuffle_options, answer_visibility, time_limit_seconds, published_at, created_at) "
            "VALUES (1, 1, 'Week 1', 'week 1', 'No notes.', NULL, 2, 'highest', 0, 0, 'after_submit', NULL, ?, ?)",
            (NOW, NOW))
        run("INSERT INTO quiz_question (id, quiz_id, position, kind, prompt, right_option, wrong_options, "
            "explanation) VALUES (1, 1, 0, 'single', 'Hola means?', 'hello', '[\"goodbye\",\"please\",\"thanks\"]', "
            "'A greeting.')")
        run("INSERT INTO quiz_attempt (id, quiz_id, classroom_id, student_id, number, seed, started_at, submitted_at, "
            "score_right, score_total, late) VALUES (1, 1, 1, 1, 1, 42, ?, ?, 1, 1, 0)", (NOW, NOW + 60_000))
        run("INSERT INTO quiz_answer (attempt_id, question_id, chosen_option) VALUES (1, 1, 0)")
    if version >= 14:
        run("INSERT INTO card (id, deck_id, front, back, created_at, phase, due_day, suspended) "
            "VALUES (2, 1, 'adiós', 'goodbye', ?, 'new', ?, 1)", (NOW, DAY))
        run("INSERT INTO card (id, deck_id, front, back, created_at, phase, due_day, buried_until_day) "
            "VALUES (3, 1, 'gracias', 'thank you', ?, 'new', ?, ?)", (NOW, DAY, DAY + 1))
        run("UPDATE review_log SET previous_state = ? WHERE card_id = 1",
            ('{"box":0,"dueDay":"2025-06-24","ease":2.5,"intervalDays":0,"lapses":0,"phase":"new",'
             '"repetitions":0,"step":0}',))
        contents = ('{"cards":[],"deck":{"createdAt":%d,"id":7,"name":"Old verbs","options":%s,"ownerID":1,'
                    '"style":{}},"reviews":[]}' % (SWIFT_NOW, FSRS_OPTIONS))
        run("INSERT INTO deck_trash (id, owner_id, deck_id, name, card_count, review_count, deleted_at, contents) "
            "VALUES (1, 1, 7, 'Old verbs', 0, 0, ?, ?)", (NOW, contents))
    if version >= 15:
        media(connection)
    if version >= 16:
        run("INSERT INTO card_note (card_id, owner_id, guid, ordinal) VALUES (1, 1, 'f>X,9tq%2a', 0)")
    if version >= 17:
        run("UPDATE card SET answer_is_typed = 1 WHERE id = 2")


def media(connection):
    """An image held as the local user's card media, and the card that shows it. Attaching files the upload with a
    reference of its own, holds the blob as media, then releases the upload's reference, so that reference's id is
    used up."""
    run = connection.execute
    image = png_pixel()
    key = hashlib.sha256(image).hexdigest()
    run("INSERT INTO blob (id, sha256, size, media_type, created_at) VALUES (2, ?, ?, 'image/png', ?)",
        (key, len(image), NOW))
    run("INSERT INTO blob_chunk (blob_id, position, bytes) VALUES (2, 0, ?)", (image,))
    run("INSERT INTO blob_reference (id, blob_id, owner_id, created_at) VALUES (2, 2, 1, ?)", (NOW,))
    run("INSERT INTO blob_reference (id, blob_id, owner_id, created_at, purpose) VALUES (3, 2, 1, ?, 'media')",
        (NOW,))
    run("DELETE FROM blob_reference WHERE id = 2")
    run("INSERT INTO card (id, deck_id, front, back, created_at, phase, due_day) "
        "VALUES (4, 1, 'gato', ?, ?, 'new', ?)", ("cat\n\n![cat](media:%s.png)" % key, NOW, DAY))


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
    for number, name, sql, rebuilds_keys in all_migrations:
        if number > version:
            break
        if rebuilds_keys:
            connection.execute("PRAGMA foreign_keys = OFF")
        connection.execute("BEGIN")
        for statement in split(sql):
            connection.execute(statement)
        if rebuilds_keys:
            rebuild_keys(connection)
        connection.execute(
            "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (?, ?, ?, ?)",
            (number, name, fnv1a(sql), "2025-06-24T08:00:00.000Z"))
        connection.execute("PRAGMA user_version = %d" % number)
        connection.execute("COMMIT")
        if rebuilds_keys:
            connection.execute("PRAGMA foreign_keys = ON")
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
    for number, name, sql, _ in found:
        if number in RELEASED and fnv1a(sql) != RELEASED[number]:
            sys.exit("Migration %d (%s) is not the released SQL; fix the extraction or Schema.swift." % (number, name))
    missing = sorted(set(RELEASED) - {number for number, _, _, _ in found})
    if missing:
        sys.exit("Schema.swift lacks released migrations %s." % missing)
    versions = [int(argument) for argument in sys.argv[1:]] or sorted(RELEASED)
    unknown = sorted(set(versions) - set(RELEASED))
    if unknown:
        sys.exit("No released migration %s." % unknown)
    os.makedirs(OUT, exist_ok=True)
    for version in versions:
        print(write(version, found))


if __name__ == "__main__":
    main()
