"""Anki packages for the interchange tests, made and read by the real `anki` library.

    anki_packages.py make DIR      writes packages of every layout into DIR and DIR/expected.json, which describes
                                   each package's cards as Anki schedules them
    anki_packages.py inspect FILE --out OUT
                                   imports FILE into a fresh collection and writes what Anki found to OUT, as JSON

Scheduling happens at the real time of the run; expected.json gives due dates as days from Anki's today, so the tests
compare them with Cardbox's today.
"""

import json
import os
import struct
import sys
import tempfile
import time
import zlib

from anki.collection import (
    Collection,
    ExportAnkiPackageOptions,
    ImportAnkiPackageOptions,
    ImportAnkiPackageRequest,
)


# FSRS-6's default parameters with the first four changed, as an optimizer would.
GEOGRAPHY_WEIGHTS = [0.3, 1.5, 2.5, 9.0, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629,
                     1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542]


def png_bytes():
    """A valid one-pixel PNG."""

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\x00\xff\x00\x00")
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")


def mp3_bytes():
    """An ID3 header and one silent MPEG frame: enough for anything that sniffs audio."""
    return b"ID3\x03\x00\x00\x00\x00\x00\x00" + b"\xff\xfb\x90\x00" + bytes(413)


def add(col, notetype, deck, fields, tags=()):
    note = col.new_note(col.models.by_name(notetype))
    for name, value in fields.items():
        note[name] = value
    note.tags = list(tags)
    col.add_note(note, col.decks.id(deck))
    return note


def vocabulary_notetype(col):
    """A custom note type with three fields and two templates, one with a section and one with a hint."""
    models = col.models
    model = models.new("Vocabulary")
    for name in ("Word", "Meaning", "Example"):
        models.add_field(model, models.new_field(name))
    forward = models.new_template("Recognise")
    forward["qfmt"] = "{{Word}}{{#Example}}<br><i>{{Example}}</i>{{/Example}}"
    forward["afmt"] = "{{FrontSide}}<hr id=answer>{{Meaning}}"
    backward = models.new_template("Recall")
    backward["qfmt"] = "{{Meaning}}"
    backward["afmt"] = "{{FrontSide}}<hr id=answer>{{Word}}<br>{{hint:Example}}"
    models.add_template(model, forward)
    models.add_template(model, backward)
    models.add(model)
    # A country and its name in its own script, with the reading as furigana.
    native = models.new("Native name")
    for name in ("Country", "Native"):
        models.add_field(native, models.new_field(name))
    template = models.new_template("Name")
    template["qfmt"] = "{{Country}}"
    template["afmt"] = "{{FrontSide}}<hr id=answer>{{furigana:Native}}"
    models.add_template(native, template)
    models.add(native)


def answer_all(col, deck, ease):
    """Answers each card due now in `deck` once with `ease`."""
    col.decks.select(col.decks.id(deck))
    answered = set()
    while True:
        card = col.sched.getCard()
        if card is None or card.id in answered:
            return
        col.sched.answerCard(card, ease)
        answered.add(card.id)


def build(path, fsrs):
    col = Collection(path)
    media = col.media
    with open(os.path.join(tempfile.mkdtemp(), "dot.png"), "wb") as handle:
        handle.write(png_bytes())
    image = media.add_file(handle.name)
    with open(os.path.join(tempfile.mkdtemp(), "hello.mp3"), "wb") as handle:
        handle.write(mp3_bytes())
    sound = media.add_file(handle.name)
    if fsrs:
        col.set_config("fsrs", True)
    vocabulary_notetype(col)
    add(col, "Basic", "Languages::Spanish", {"Front": "perro", "Back": "dog"}, ["animals"])
    add(col, "Basic", "Languages::Spanish", {"Front": "<b>gato</b>", "Back": "cat<br>feline &amp; pet"}, ["animals"])
    add(col, "Basic", "Languages::Spanish", {"Front": f'casa <img src="{image}">', "Back": f"house [sound:{sound}]"})
    add(col, "Basic (and reversed card)", "Geography", {"Front": "Paris", "Back": "capital of France"})
    add(
        col,
        "Cloze",
        "Geography",
        {"Text": "{{c1::Canberra::city}} is the capital of {{c2::Australia}}", "Back Extra": "Not Sydney"},
    )
    add(col, "Basic (type in the answer)", "Geography", {"Front": "Capital of Peru", "Back": "Lima"})
    add(col, "Native name", "Geography", {"Country": "Japan", "Native": "日本[にほん]"})
    conjugation = "<table><tr><th>yo</th><th>tú</th></tr><tr><td>soy</td><td>eres</td></tr></table>"
    add(col, "Basic", "Languages::Spanish", {"Front": "ser (present)", "Back": conjugation})
    add(col, "Vocabulary", "Languages::Spanish", {"Word": "libro", "Meaning": "book", "Example": "Leo un libro"})
    add(col, "Vocabulary", "Languages::Spanish", {"Word": "mesa", "Meaning": "table", "Example": ""})
    # Spanish: "Easy" graduates every card to review.
    answer_all(col, "Languages::Spanish", 4)
    # Geography has options of its own, which a package carries: three learning steps, 7 new cards a day, a
    # ten-year cap, retention 0.85 and FSRS-6 parameters. "Good" once leaves its cards in learning, one step done.
    options = col.decks.get_config(col.decks.add_config_returning_id("Geography options"))
    options["new"]["delays"] = [2, 20, 60]
    options["new"]["perDay"] = 7
    options["rev"]["maxIvl"] = 3650
    options["desiredRetention"] = 0.85
    options["fsrsParams6"] = GEOGRAPHY_WEIGHTS
    col.decks.update_config(options)
    geography = col.decks.get(col.decks.id("Geography"))
    geography["conf"] = options["id"]
    col.decks.save(geography)
    answer_all(col, "Geography", 3)
    cards = {col.get_card(cid).note().fields[0]: cid for cid in col.find_cards("")}
    col.sched.suspend_cards([cards["Capital of Peru"]])
    col.sched.bury_cards([cards["mesa"]])
    return col


def describe(col):
    today = col.sched.today
    cards = []
    for cid in col.find_cards(""):
        card = col.get_card(cid)
        note = card.note()
        due_in_days = None
        due = card.odue or card.due
        # Review cards, and learning cards whose step ends past the day's rollover, are due on a day; other
        # learning cards at an instant (seconds since 1970).
        if card.type == 2 or card.queue == 3 or (card.type in (1, 3) and due < 1_000_000_000):
            due_in_days = due - today
        memory = card.memory_state
        cards.append(
            {
                "note_type": note.note_type()["name"],
                "first_field": note.fields[0],
                "guid": note.guid,
                "ord": card.ord,
                "deck": col.decks.name(card.odid or card.did),
                "type": card.type,
                "queue": card.queue,
                "ivl": card.ivl,
                "factor": card.factor,
                "reps": card.reps,
                "lapses": card.lapses,
                "due_in_days": due_in_days,
                "reviews": [row[0] for row in col.db.all("select ease from revlog where cid = ? order by id", cid)],
                "stability": memory.stability if memory else None,
                "difficulty": memory.difficulty if memory else None,
                "tags": note.tags,
                "fields": note.fields,
            }
        )
    # The instant the description was taken: the day `due_in_days` counts from.
    return {
        "notes": col.note_count(),
        "cards": cards,
        "media": sorted(os.listdir(col.media.dir())),
        "described_at": time.time(),
    }


def make(directory):
    expected = {}
    for name, fsrs in (("sm2", False), ("fsrs", True)):
        col = build(os.path.join(tempfile.mkdtemp(), "collection.anki2"), fsrs)
        expected[name] = describe(col)
        options = dict(with_scheduling=True, with_deck_configs=True, with_media=True)
        col.export_anki_package(
            out_path=os.path.join(directory, f"{name}-latest.apkg"),
            options=ExportAnkiPackageOptions(legacy=False, **options),
            limit=None,
        )
        col.export_anki_package(
            out_path=os.path.join(directory, f"{name}-legacy.apkg"),
            options=ExportAnkiPackageOptions(legacy=True, **options),
            limit=None,
        )
        col.export_collection_package(os.path.join(directory, f"{name}.colpkg"), include_media=True, legacy=False)
        col.close()
    with open(os.path.join(directory, "expected.json"), "w") as handle:
        json.dump(expected, handle, indent=1, ensure_ascii=False)


def inspect(path, out):
    col = Collection(os.path.join(tempfile.mkdtemp(), "collection.anki2"))
    request = ImportAnkiPackageRequest(
        package_path=path,
        options=ImportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, merge_notetypes=True),
    )
    col.import_anki_package(request)
    description = describe(col)
    description["media_sizes"] = {
        name: os.path.getsize(os.path.join(col.media.dir(), name)) for name in description["media"]
    }
    with open(out, "w") as handle:
        json.dump(description, handle, ensure_ascii=False)
    col.close()


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "make":
        make(sys.argv[2])
    elif len(sys.argv) == 5 and sys.argv[1] == "inspect" and sys.argv[3] == "--out":
        inspect(sys.argv[2], sys.argv[4])
    else:
        sys.exit(__doc__)
