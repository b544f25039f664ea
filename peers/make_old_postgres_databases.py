#!/usr/bin/env python3
"""Writes Tests/Fixtures/old-postgres/schema-N.sql: a small PostgreSQL schema as Cardbox left it at each released
schema version N, with a little data in every table that version had, dumped as plain SQL statements.

Each schema is made the way PostgresMigrator makes it: the schema_migrations table, then migrations 1 ... N read
from Sources/CardboxPostgres/PostgresSchema.swift, each sent to the server as one query inside its own transaction
and recorded with its checksum (64-bit FNV-1a of the SQL). The data mirrors peers/make_old_databases.py's, written
as the PostgreSQL store writes it: times in milliseconds, flags 0 or 1, JSON as text, bytes as bytea, and ids handed
out by the identity columns. The schema is then dumped with pg_dump (INSERT statements, no owners or privileges)
under the schema name cardbox_old_schema, which OldPostgresDatabaseTests replaces with a schema of its own; psql
meta-commands, the CREATE SCHEMA statement and pg_dump's comments (its version among them) are left out, so the file
runs through one PQexec and writing it again gives the same bytes. The script refuses to run when a released
migration's SQL no longer has its released SHA-256 (pinned in PostgresMigrationChecksumTests.swift), since the files
must show what users have; OldPostgresDatabaseTests checks that the newest file has the schema the current code makes.

It drives psql and pg_dump, both on PATH, against the database named by CARDBOX_TEST_DATABASE_URL:

    scripts/postgres run -- .venv/bin/python peers/make_old_postgres_databases.py [VERSION ...]

(from the repository root; default: every released version).
"""

import hashlib
import os
import re
import struct
import subprocess
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMA = os.path.join(ROOT, "Sources", "CardboxPostgres", "PostgresSchema.swift")
OUT = os.path.join(ROOT, "Tests", "Fixtures", "old-postgres")

# The schema every file is written under; the test puts its own name in its place.
PLACEHOLDER = "cardbox_old_schema"

# Where the SHA-256 of each released migration's SQL is pinned; read from there, so the pins live in one place.
PINS = os.path.join(ROOT, "Tests", "CardboxPostgresTests", "PostgresMigrationChecksumTests.swift")


def released():
    """The pinned SHA-256 of each released migration, by version."""
    with open(PINS, encoding="utf-8") as handle:
        return {int(version): digest for version, digest in re.findall(r'(\d+): "([0-9a-f]{64})"', handle.read())}


RELEASED = released()

MIGRATION = re.compile(
    r'Migration\(\s*version: (\d+), name: "([^"]*)",\s*sql: """\n(.*?)\n([ ]*)"""', re.DOTALL)

# PostgresMigrator's table of applied migrations, as it creates it.
MIGRATIONS_TABLE = (
    "CREATE TABLE IF NOT EXISTS schema_migrations (\n"
    "    version BIGINT PRIMARY KEY,\n"
    "    name TEXT NOT NULL,\n"
    "    checksum TEXT NOT NULL,\n"
    "    applied_at TIMESTAMPTZ NOT NULL DEFAULT now()\n"
    ")")

# When every migration of the files was applied, in place of now().
APPLIED_AT = "2025-06-24 08:00:00+00"

FSRS_OPTIONS = (
    '{"desiredRetention":0.9,"fsrsWeights":[0.212,1.2931,2.3065,8.2956,6.4133,0.8334,3.0194,0.001,1.8722,0.1666,'
    '0.796,1.4835,0.0614,0.2629,1.6483,0.6014,1.8729,0.5425,0.0912,0.0658,0.1542],"fuzz":true,'
    '"learningSteps":[60,600],"maximumInterval":36500,"newCardsPerDay":20,"relearningSteps":[600],'
    '"scheduler":"sm2"}')

NOW = 1_750_752_000_000  # 2025-06-24T08:00:00Z in milliseconds
DAY = 20_263  # 2025-06-24 as a day number
SWIFT_NOW = 772_444_800  # the same time as Swift's JSONEncoder writes a Date: seconds since 2001-01-01

HELLO = b"Hello"


def fnv1a(text):
    value = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        value ^= byte
        value = (value * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % value


def sha256(data):
    return hashlib.sha256(data).hexdigest()


def png_pixel():
    """A one-pixel grey PNG, the same bytes every time."""
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    header = struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\x00\x80", 9))
            + chunk(b"IEND", b""))


def migrations():
    """The migrations of PostgresSchema.swift as (version, name, sql), with Swift's multi-line indentation
    removed."""
    with open(SCHEMA, encoding="utf-8") as handle:
        source = handle.read()
    found = []
    for match in MIGRATION.finditer(source):
        version, name, body, indent = int(match.group(1)), match.group(2), match.group(3), match.group(4)
        lines = [line[len(indent):] if line.startswith(indent) else line.lstrip(" ") for line in body.split("\n")]
        found.append((version, name, "\n".join(lines)))
    return found


def literal(value):
    """`value` as an SQL literal: NULL, a number, bytea in hex or a string."""
    if value is None:
        return "NULL"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, bytes):
        return "'\\x%s'::bytea" % value.hex()
    return "'%s'" % value.replace("'", "''")


def insert(table, **columns):
    """An INSERT of one row; the table's identity column, left out, hands out its id."""
    names = ", ".join(columns)
    values = ", ".join(literal(value) for value in columns.values())
    return "INSERT INTO %s (%s) VALUES (%s)" % (table, names, values)


def data(version):
    """The statements putting a little data in every table `version` has, ids 1, 2, ... in the order written."""
    rows = [
        insert('"user"', name="local", email=None, time_zone="Etc/UTC", rollover_hour=4, is_local=1,
               created_at=NOW),
        insert("user_setting", user_id=1, key="starter-deck.swift-syntax", value="1"),
        insert("deck", owner_id=1, name="Spanish %d" % version, name_key="spanish %d" % version, scheduler="sm2",
               options=FSRS_OPTIONS, created_at=NOW),
        insert("card", deck_id=1, front="hola", back="hello", explanation="A greeting.",
               distractors='["goodbye","please","thanks"]', category="Greetings", tags='["basics"]',
               created_at=NOW, phase="review", due_day=DAY + 1, step=0, box=1, interval_days=1, ease=2.5,
               repetitions=1, lapses=0, last_review_at=NOW, last_review_day=DAY, first_review_day=DAY),
        insert("study_session", user_id=1, deck_id=1, mode="flip", started_at=NOW, ended_at=NOW + 60_000,
               study_day=DAY, answered=1, correct=1),
        insert("review_log", card_id=1, session_id=1, reviewed_at=NOW + 5_000, study_day=DAY, mode="flip",
               rating=3, given_answer=None, is_correct=1, elapsed_ms=2500),
    ]
    if version >= 2:
        rows += [
            insert("document", owner_id=1, content_id="a" * 64, title="Greetings", kind="text", page_count=1,
                   stored_at=NOW),
            insert("document_paragraph", document_id=1, position=0, page=1, page_index=0, heading_path="[]",
                   role="body", text="Hola means hello.", sentences='[{"start":0,"end":17}]', needs_review=0),
        ]
    if version >= 3:
        rows += [
            insert("draft", owner_id=1, document_id="a" * 64, document_title="Greetings", deck_name="Greetings",
                   engine="extractive", status="ready", chunks_done=1, chunks_total=1, created_at=NOW),
            insert("generation_usage", user_id=1, month="2025-06", cards=3),
        ]
    if version >= 5:
        rows += [
            insert("favourite_word", user_id=1, word="serendipity", created_at=NOW),
            insert("word_lookup_usage", user_id=1, month="2025-06", count=4),
        ]
    if version >= 6:
        rows += [
            insert('"user"', name="Ada", email="ada@example.org", time_zone="Europe/London", rollover_hour=4,
                   is_local=0, created_at=NOW),
            insert("account", user_id=2, email_key="ada@example.org",
                   password_hash="$argon2id$v=19$m=65536,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g", password_changed_at=NOW),
        ]
    if version >= 9:
        rows += [
            insert("blob", sha256=sha256(HELLO), size=len(HELLO), media_type="text/plain", created_at=NOW),
            insert("blob_chunk", blob_id=1, position=0, bytes=HELLO),
            insert("blob_reference", blob_id=1, owner_id=1, created_at=NOW),
        ]
    if version >= 10:
        rows.append(insert("job", kind="import", owner_id=1, state="finished", progress="", payload="{}",
                           attempts=1, created_at=NOW, updated_at=NOW))
    if version >= 11:
        rows.append(insert("events", stream="user:1", name="review", body='{"card_id":1}', created_at=NOW))
    if version >= 12:
        rows += [
            insert("throttle_attempt", scope="signin", address="192.0.2.7", window_start=NOW, attempts=5),
            insert("throttle_failure", scope="signin", failure_key="ada@example.org", failures=5,
                   last_failure_at=NOW),
        ]
    if version >= 13:
        rows += classroom()
    if version >= 14:
        rows += set_aside_and_trash()
    if version >= 15:
        rows += media()
    if version >= 16:
        rows.append(insert("card_note", card_id=1, owner_id=1, guid="f>X,9tq%2a", ordinal=0))
    if version >= 17:
        rows.append("UPDATE card SET answer_is_typed = 1 WHERE id = 2")
    return rows


def classroom():
    """Ada's classroom with the local user as a student, a published quiz of one question and a submitted
    attempt."""
    return [
        insert("classroom", teacher_id=2, name="Biology", name_key="biology", join_password="BCDFGH23",
               created_at=NOW),
        insert("classroom_member", classroom_id=1, user_id=2, role="teacher", joined_at=NOW),
        insert("classroom_member", classroom_id=1, user_id=1, role="student", joined_at=NOW),
        insert("quiz", classroom_id=1, name="Week 1", name_key="week 1", instructions="No notes.", deadline=None,
               attempts_allowed=2, grading="highest", shuffle_questions=0, shuffle_options=0,
               answer_visibility="after_submit", time_limit_seconds=None, published_at=NOW, created_at=NOW),
        insert("quiz_question", quiz_id=1, position=0, kind="single", prompt="Hola means?", right_option="hello",
               wrong_options='["goodbye","please","thanks"]', explanation="A greeting."),
        insert("quiz_attempt", quiz_id=1, classroom_id=1, student_id=1, number=1, seed=42, started_at=NOW,
               submitted_at=NOW + 60_000, score_right=1, score_total=1, late=0),
        insert("quiz_answer", attempt_id=1, question_id=1, chosen_option=0),
    ]


def set_aside_and_trash():
    """A suspended card, a buried one, the state the first answer was given from, and a deleted deck."""
    contents = ('{"cards":[],"deck":{"createdAt":%d,"id":7,"name":"Old verbs","options":%s,"ownerID":1,'
                '"style":{}},"reviews":[]}' % (SWIFT_NOW, FSRS_OPTIONS))
    previous = ('{"box":0,"dueDay":"2025-06-24","ease":2.5,"intervalDays":0,"lapses":0,"phase":"new",'
                '"repetitions":0,"step":0}')
    return [
        insert("card", deck_id=1, front="adiós", back="goodbye", created_at=NOW, phase="new", due_day=DAY,
               suspended=1),
        insert("card", deck_id=1, front="gracias", back="thank you", created_at=NOW, phase="new", due_day=DAY,
               buried_until_day=DAY + 1),
        "UPDATE review_log SET previous_state = %s WHERE card_id = 1" % literal(previous),
        insert("deck_trash", owner_id=1, deck_id=7, name="Old verbs", card_count=0, review_count=0,
               deleted_at=NOW, contents=contents),
    ]


def media():
    """An image held as the local user's card media, and the card that shows it (its upload reference released,
    as attaching leaves it)."""
    image = png_pixel()
    return [
        insert("blob", sha256=sha256(image), size=len(image), media_type="image/png", created_at=NOW),
        insert("blob_chunk", blob_id=2, position=0, bytes=image),
        insert("blob_reference", blob_id=2, owner_id=1, created_at=NOW, purpose="media"),
        insert("card", deck_id=1, front="gato", back="cat\n\n![cat](media:%s.png)" % sha256(image),
               created_at=NOW, phase="new", due_day=DAY),
    ]


def psql(url, *queries):
    """Sends each query to the server as one query (as PQexec does), in one session; stops at the first error."""
    command = ["psql", "--no-psqlrc", "--quiet", "--set", "ON_ERROR_STOP=1", "--dbname", url]
    for query in queries:
        command += ["--command", query]
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)


def build(url, version, all_migrations):
    """The schema PLACEHOLDER at `version` with its data, made afresh."""
    psql(url, "SET client_min_messages = warning", "DROP SCHEMA IF EXISTS %s CASCADE" % PLACEHOLDER,
         "CREATE SCHEMA %s" % PLACEHOLDER)
    queries = ["SET client_min_messages = warning", "SET search_path = %s" % PLACEHOLDER, MIGRATIONS_TABLE]
    for number, name, sql in all_migrations:
        if number > version:
            break
        queries += [
            "BEGIN",
            sql,
            "INSERT INTO schema_migrations (version, name, checksum, applied_at) VALUES (%d, %s, %s, %s)"
            % (number, literal(name), literal(fnv1a(sql)), literal(APPLIED_AT)),
            "COMMIT",
        ]
    queries += ["BEGIN"] + data(version) + ["COMMIT"]
    psql(url, *queries)


def dump(url, version):
    """The schema PLACEHOLDER as SQL statements that one PQexec runs, without pg_dump's comments (among them its
    version), its psql meta-commands (\\restrict, whose key changes every run) or the CREATE SCHEMA statement."""
    environment = dict(os.environ, PGTZ="UTC")
    text = subprocess.run(
        ["pg_dump", "--schema=%s" % PLACEHOLDER, "--column-inserts", "--no-owner", "--no-privileges",
         "--no-tablespaces", "--dbname", url],
        check=True, capture_output=True, text=True, env=environment).stdout
    statements, current = [], []
    for line in text.split("\n"):
        if not current and (not line or line.startswith("--") or line.startswith("\\")):
            continue
        current.append(line)
        if line.endswith(";"):
            statements.append("\n".join(current))
            current = []
    if current:
        sys.exit("pg_dump's output ends inside a statement.")
    statements = [statement for statement in statements if statement != "CREATE SCHEMA %s;" % PLACEHOLDER]
    if any(statement.startswith(("COPY ", "CREATE SCHEMA")) for statement in statements):
        sys.exit("The dump has a statement that cannot run here: COPY or CREATE SCHEMA.")
    lines = ["-- Cardbox's PostgreSQL schema at version %d with a little data in every table, written by" % version,
             "-- peers/make_old_postgres_databases.py; %s stands for the schema's name." % PLACEHOLDER]
    previous = None
    for statement in statements:
        # A blank line between statements, except within a run of one-line statements of one kind (SET, setval,
        # or INSERT INTO one table).
        words = statement.split(" ")
        kind = None if "\n" in statement else " ".join(words[:3] if words[0] == "INSERT" else words[:1])
        if kind is None or kind != previous:
            lines.append("")
        lines.append(statement)
        previous = kind
    return "\n".join(lines) + "\n"


def write(url, version, all_migrations):
    build(url, version, all_migrations)
    path = os.path.join(OUT, "schema-%d.sql" % version)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(dump(url, version))
    psql(url, "SET client_min_messages = warning", "DROP SCHEMA %s CASCADE" % PLACEHOLDER)
    return path


def main():
    url = os.environ.get("CARDBOX_TEST_DATABASE_URL")
    if not url:
        sys.exit("Set CARDBOX_TEST_DATABASE_URL, e.g. by running this through scripts/postgres run -- ...")
    found = migrations()
    for number, name, sql in found:
        if number in RELEASED and sha256(sql.encode("utf-8")) != RELEASED[number]:
            sys.exit("Migration %d (%s) is not the released SQL; fix the extraction or PostgresSchema.swift."
                     % (number, name))
    missing = sorted(set(RELEASED) - {number for number, _, _ in found})
    if missing:
        sys.exit("PostgresSchema.swift lacks released migrations %s." % missing)
    versions = [int(argument) for argument in sys.argv[1:]] or sorted(RELEASED)
    unknown = sorted(set(versions) - set(RELEASED))
    if unknown:
        sys.exit("No released migration %s." % unknown)
    os.makedirs(OUT, exist_ok=True)
    for version in versions:
        print(write(url, version, found))


if __name__ == "__main__":
    main()
