"""Writes the small hand-made Anki packages in Tests/Fixtures/anki, each one edge case the `anki` library would not
produce: run it again only to change them.

    make_edge_packages.py DIR
"""

import json
import os
import sqlite3
import sys
import tempfile
import zipfile

SCHEMA = """
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null,
  left integer not null, odue integer not null, odid integer not null, flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null,
  type integer not null);
"""


def model(model_id, name, fields, templates, kind=0):
    return {
        "id": model_id,
        "name": name,
        "type": kind,
        "flds": [{"name": field, "ord": index} for index, field in enumerate(fields)],
        "tmpls": [
            {"name": f"Card {index + 1}", "ord": index, "qfmt": question, "afmt": answer}
            for index, (question, answer) in enumerate(templates)
        ],
    }


def collection(models, decks, notes):
    """A schema-11 collection: `notes` are (id, model id, fields, [(ord, deck id, queue)])."""
    path = os.path.join(tempfile.mkdtemp(), "collection.anki2")
    db = sqlite3.connect(path)
    db.executescript(SCHEMA)
    db.execute(
        "INSERT INTO col VALUES (1, 1700000000, 0, 0, 11, 0, 0, 0, '{}', ?, ?, '{}', '{}')",
        (json.dumps({str(m["id"]): m for m in models}), json.dumps({str(i): {"id": i, "name": n} for i, n in decks})),
    )
    card_id = 1
    for note_id, model_id, fields, cards in notes:
        db.execute(
            "INSERT INTO notes VALUES (?, ?, ?, 0, 0, '', ?, '', 0, 0, '')",
            (note_id, f"guid{note_id}", model_id, "\x1f".join(fields)),
        )
        for ordinal, deck_id, queue in cards:
            db.execute(
                "INSERT INTO cards VALUES (?, ?, ?, ?, 0, 0, 0, ?, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')",
                (card_id, note_id, deck_id, ordinal, queue, card_id),
            )
            card_id += 1
    db.commit()
    db.close()
    with open(path, "rb") as handle:
        return handle.read()


def package(path, entries):
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in entries.items():
            archive.writestr(name, data)


BASIC = model(1, "Basic", ["Front", "Back"], [("{{Front}}", "{{FrontSide}}<hr id=answer>{{Back}}")])
CLOZE = model(2, "Cloze", ["Text", "Extra"], [("{{cloze:Text}}", "{{cloze:Text}}<br>{{Extra}}")], kind=1)
# The same two fields in the other order, and a template that names them by name.
BACKWARDS = model(3, "Answer first", ["Back", "Front"], [("{{Front}}", "{{FrontSide}}<hr id=answer>{{Back}}")])
# Anki's own image occlusion note type: each deletion is a shape drawn over the image, described in the cloze.
OCCLUSION = model(
    4,
    "Image Occlusion",
    ["Occlusion", "Image", "Header", "Back Extra", "Comments"],
    [(
        '{{#Header}}<div>{{Header}}</div>{{/Header}}<div style="display: none">{{cloze:Occlusion}}</div>'
        '<div id="image-occlusion-container">{{Image}}<canvas id="image-occlusion-canvas"></canvas></div>',
        '{{#Header}}<div>{{Header}}</div>{{/Header}}<div style="display: none">{{cloze:Occlusion}}</div>'
        '<div id="image-occlusion-container">{{Image}}<canvas id="image-occlusion-canvas"></canvas></div>'
        "{{#Back Extra}}<div>{{Back Extra}}</div>{{/Back Extra}}",
    )],
    kind=1,
)


def main(directory):
    decks = [(1, "Default"), (10, "Edge")]
    package(
        os.path.join(directory, "edge-cases.apkg"),
        {
            "collection.anki2": collection(
                [BASIC, CLOZE, BACKWARDS, OCCLUSION],
                decks,
                [
                    (100, 1, ["kept", "a card"], [(0, 10, 0)]),
                    (101, 1, ["", "no front"], [(0, 10, 0)]),
                    (102, 1, ["no back", ""], [(0, 10, 0)]),
                    (103, 2, ["{{c1::closed}} and {{c2::never closed", "extra"], [(0, 10, 0), (1, 10, 0)]),
                    (104, 3, ["the answer", "the question"], [(0, 10, 0)]),
                    (105, 1, ["'); DROP TABLE card; --", "SQL as text"], [(0, 10, 0)]),
                    (106, 1, ["only one field"], [(0, 10, 0)]),
                    (
                        107,
                        4,
                        [
                            "{{c1::image-occlusion:rect:left=.1:top=.2:width=.3:height=.4:oi=1}}",
                            '<img src="heart.png">',
                            "Chambers of the heart",
                            "",
                            "",
                        ],
                        [(0, 10, 0)],
                    ),
                ],
            ),
            "media": "{}",
        },
    )
    package(
        os.path.join(directory, "placeholder.apkg"),
        {
            "collection.anki2": collection(
                [BASIC],
                decks,
                [(1, 1, ["Please update to the latest Anki version, then import the .colpkg/.apkg file again.", ""], [(0, 1, 0)])],
            ),
            "media": "{}",
        },
    )
    package(
        os.path.join(directory, "unsafe-media-name.apkg"),
        {
            "collection.anki2": collection([BASIC], decks, [(1, 1, ['<img src="../../x.png">', "b"], [(0, 1, 0)])]),
            "media": json.dumps({"0": "../../x.png"}),
            "0": b"\x89PNG\r\n\x1a\n",
        },
    )


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
