#!/usr/bin/env python3
"""Generate the ingest test fixtures (PDFs, page images, notes) and their ground truth.

Usage:
    python peers/make_ingest_fixtures.py --out DIR

Everything is deterministic: the same version of this script, reportlab and Pillow writes byte-identical files
(PDFs are written with reportlab's invariant mode, all randomness comes from seeded generators).  Needs reportlab
and Pillow, the DejaVu Serif font (Debian package fonts-dejavu-core) and the Breip handwriting font (Debian
package fonts-breip).

Files written into DIR
----------------------
twocol.pdf        one A4 page, two columns of 4 paragraphs each, centred page number "1" in the footer; lines are
                  drawn row by row across the columns (left line, right line, ...) and the footer first, so content
                  stream order is not reading order.
headings.pdf      a title (Helvetica-Bold 20 pt), two section headings (Helvetica-Bold 14 pt), body text (Times 11 pt),
                  a bulleted list (one item wraps onto a second line; one item's "•" is a separate text object drawn
                  after, and left of, its text) and a numbered list.
aligned.pdf       three A4 pages of two columns with a 20 pt gutter; every line sits on one 13 pt baseline grid in
                  both columns (paragraph gaps are two empty grid rows; on pages 1 and 2 one of them crosses both
                  columns at the same height, wider than the gutter), drawn row by row across the columns.
structure.pdf     one page: a bold title, a bold numbered heading drawn as two pieces ("1", "Introduction"), a
                  footnote marker ("1" in 7 pt, raised) after the last word of the first body line, a
                  run-in heading ("2.1 Results" in bold, then regular text on the same line), a small caption
                  ("Figure 1: ..."), a list whose bullets are the ZapfDingbats letter "n", a "References" section
                  and a footnote in 8 pt at the foot of the page.
code.pdf          one page of prose (Times 11 pt) with code in Courier: a name inside a prose line, an indented
                  three-line listing, a one-line listing, a prose sentence whose second line is a long name set
                  in Courier at the margin, a table of two rows, a term in Courier and its description in Times
                  a column's gap apart (read "term: description"), and two function names in Courier, each over its
                  description indented below it (terms, not listings).
running.pdf       10 pages with the running header "Cardbox Field Guide — Chapter 2" and the footer "Page N of 10";
                  3-4 paragraphs start on each page; the last paragraph of page 3 continues at the top of page 4.
hyphens.pdf       a narrow column where words are split across lines with a hyphen ("infor-" / "mation") and
                  hyphenated compounds break at their own hyphen ("non-" / "free").
scanned.pdf       one page that is only an image (300 dpi render of known text, DejaVu Serif about 11 pt); it draws
                  no text (reportlab still lists Helvetica in the shared page resources).
mixed.pdf         page 1 text layer, page 2 image only, page 3 text layer.
encrypted.pdf     user password "s3cret" (owner password "owner-s3cret"), RC4 128-bit.
truncated.pdf     a 10-page text PDF cut to 90% of its bytes: the cross-reference table and trailer are gone
                  (poppler refuses it; a reader that rebuilds the xref, such as `mutool clean`, recovers pages 1-9).
notapdf.pdf       a PNG image (of a line of text) with a .pdf name.
empty.txt         0 bytes.
blank.png         a white 2480x3508 image at 300 dpi.
ocr-clean.png     a 300 dpi A4 page of serif prose (DejaVu Serif, about 12 pt).
ocr-clean.webp, ocr-clean.tiff  shorter clean pages saved as WebP and as LZW-compressed TIFF.
ocr-rotated.png   the same kind of page (other text) rotated 4 degrees counter-clockwise, white fill.
ocr-photo.jpg     a simulated phone photo: page tilted 2 degrees on a dark desk, uneven light, vignette, 1 px blur,
                  noise, JPEG quality 60.
ocr-handwriting.png  handwriting-style font on lightly ruled paper, per-line and per-word jitter.
notes.md          Markdown: headings, a bulleted and a numbered list, emphasis, inline code, a link.
notes.txt         plain text, hard-wrapped paragraphs separated by blank lines.
manifest.json     the ground truth described below.

manifest.json
-------------
{
  "version": 1,
  "fixtures": {
    "<file name>": {
      "kind": one of
          "layout"     a PDF with a text layer; "paragraphs" is the truth, in reading order
          "ocr"        the text is only in pixels (an image file, or a PDF page that is only an image)
          "mixed"      a PDF with text-layer pages and image-only pages; see "pageTruth"
          "encrypted"  a PDF that opens with "password"; "paragraphs" is the truth once opened
          "damaged"    a PDF cut short; "paragraphs" is the truth of the complete original
          "invalid"    not what its extension says ("actualFormat" names what it is)
          "empty"      a 0-byte file
          "blank"      an image with nothing on it (expect no text)
          "markdown"   a Markdown note
          "text"       a plain text note,
      "format": "pdf" | "png" | "jpeg" | "markdown" | "text",
      "bytes": file size, "sha256": hex digest of the file,
      "description": one line of prose,
      "pageCount": number of pages (PDFs and images; images count as 1),
      "text": the whole truth text: the paragraphs' "text" joined with "\\n\\n" ("" when there is none),
      "paragraphs": [
        {"text": "...",          plain text, single spaces, no line breaks, list markers left out, words split
                                 across lines joined ("information"), compounds keep their hyphen ("non-free")
         "page": 1,              1-based page the paragraph starts on
         "role": "heading" | "body" | "listItem",
         "headingPath": [...],   the texts of the headings this paragraph sits under, outermost first (for a
                                 heading: the headings above it, not itself)
         "level": 1,             headings only: 1 for the title, 2 for a section
         "marker": "•" | "1." | "-",   list items only: the marker as drawn or written
         "part": "caption" | "footnote" | "bibliography",   only when the paragraph is not main text
         "endPage": 4}           only when the paragraph continues onto a later page
      ],
      kind-specific fields:
        ocr:       "variant": "clean" | "rotated" | "photo" | "handwriting" | "scanned",
                   "rotationDegrees" (counter-clockwise, rotated/photo), "dpi": 300, "width"/"height" in pixels
        mixed:     "pageTruth": [{"page": 1, "textLayer": true, "text": "..."}, ...]
        encrypted: "password": "s3cret", "ownerPassword": "owner-s3cret"
        damaged:   "originalBytes", "keptBytes" (= 90%), "originalPageCount", "intactPages": the pages whose page
                   object and content stream survive the cut (what a repairing reader can hope to recover)
        invalid:   "actualFormat": "png", "text": the line of text drawn in the image
        running.pdf also has "runningHeader" and "runningFooterPattern" ("Page {n} of 10"); twocol.pdf has
        "footer": "1" (both are excluded from "paragraphs"); hyphens.pdf has "columnWidthPoints".
    }
  }
}
Page headers, footers and page numbers are never part of "paragraphs".  Text uses plain ASCII punctuation apart
from "—" in running headers and the "•" markers (neither is in a paragraph's text).

The module is also imported by bench/ingest.py, which builds its larger inputs with the same prose, page layout
and image functions.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import math
import random
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

import reportlab.rl_config

reportlab.rl_config.invariant = 1  # before the rest of reportlab: fixed IDs, dates and encryption salts

from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont  # noqa: E402
from reportlab.lib.pagesizes import A4  # noqa: E402
from reportlab.lib.pdfencrypt import StandardEncryption  # noqa: E402
from reportlab.lib.utils import ImageReader  # noqa: E402
from reportlab.pdfbase.pdfmetrics import stringWidth  # noqa: E402
from reportlab.pdfgen.canvas import Canvas  # noqa: E402

PAGE_W, PAGE_H = A4
DPI = 300
PX_W, PX_H = 2480, 3508  # A4 at 300 dpi

SERIF_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"  # fonts-dejavu-core
HANDWRITING_FONT = "/usr/share/fonts/truetype/breip/Breip.ttf"  # fonts-breip

# ---------------------------------------------------------------------------------------------------------------
# Prose
# ---------------------------------------------------------------------------------------------------------------

SENTENCES = [
    "Memory fades in a surprisingly regular way, and a good review schedule takes advantage of that regularity.",
    "Each time you recall a fact just before you would have forgotten it, the next forgetting takes longer.",
    "A card that asks one clear question is easier to answer and easier to schedule than a card that asks three.",
    "Reading a page again feels productive, but trying to recall it without looking does far more for retention.",
    "The first review usually comes a day after learning, and the gaps grow to weeks and then to months.",
    "Short daily sessions beat long weekly ones, because the schedule can only help if the reviews actually happen.",
    "When an answer slips away, the card returns to a short interval and climbs back up from there.",
    "Some learners keep a paper notebook beside the app and write down every card they fail twice in a row.",
    "A deck of two thousand cards needs only fifteen or twenty minutes a day once it has settled.",
    "New cards are the expensive part of any deck, since each one brings a burst of early reviews with it.",
    "Pictures, sounds and short examples make a card stick better than a bare definition ever will.",
    "The oldest paper systems used a wooden box with several compartments and moved each card one step at a time.",
    "Sebastian Leitner described such a box in 1972, and the idea still works with nothing more than index cards.",
    "Modern schedulers estimate how stable each memory is and how difficult each card seems to be.",
    "A difficult card is not a failure of the learner; often it is a sign that the card should be split in two.",
    "Cramming before an examination can work for a week, yet most of that material is gone a month later.",
    "Interleaving topics within a session feels harder than studying one topic at a time, and it pays off later.",
    "Writing the answer out, even roughly, forces a more complete recall than simply thinking of it.",
    "A rating of Hard tells the scheduler to grow the interval slowly, while Easy lets it jump ahead.",
    "Vacations are not a disaster: the overdue cards simply wait, and the schedule absorbs the delay.",
    "Good cards avoid lists of seven items; they ask for one item and give the rest as context.",
    "The word on the front of a language card should appear in a sentence, not alone.",
    "Cloze deletions hide one part of a sentence and ask you to supply it from memory.",
    "Many people study on the train, where a few minutes of review fit neatly between two stations.",
    "It is worth deleting cards that no longer matter, because every card costs a little time forever.",
    "The scheduler cannot know why you failed a card, so an honest rating is the most useful thing you can give it.",
    "Field notes from a birdwatching trip make excellent material for cards about calls and plumage.",
    "Dates are easier to remember when they are attached to a story rather than listed on their own.",
    "A streak counter is a gentle nudge, but the real reward is noticing how much you remember a year later.",
    "Before a long trip, some learners pause new cards and spend the time clearing their backlog instead.",
    "Anatomy students often build decks with thousands of labelled diagrams, one structure per card.",
    "A card that you answer correctly for the wrong reason is a card that will fail you at the worst moment.",
    "Retention of ninety percent is a common target, and pushing it higher costs many more reviews.",
    "The forgetting curve was first measured by Hermann Ebbinghaus, who memorised lists of nonsense syllables.",
    "He found that most forgetting happens within the first day, after which the decline slows considerably.",
    "Sleep plays a part as well, since memories are consolidated during the night after learning.",
    "Musicians use spaced practice too, returning to a difficult passage over several days rather than hours.",
    "The best time to make a card is right after you first understand something, while the context is fresh.",
    "Copying cards from someone else's deck saves time, but writing your own teaches you more.",
    "A teacher can share a deck with a whole class and still let each student follow a personal schedule.",
    "Old cards rarely come up, yet when they do, the quick and confident answer is its own small pleasure.",
    "Keyboard shortcuts make a session faster: one key to reveal the answer and another to rate it.",
    "Reviewing on paper works just as well, provided the cards are shuffled and the schedule is respected.",
    "The hardest part of any habit is the first two weeks, before the daily review feels routine.",
    "Some cards are leeches: they fail again and again and take up far more time than they deserve.",
    "Rewriting a leech from scratch, perhaps with a mnemonic or a picture, usually cures it.",
    "Knowing the meaning of a word is different from being able to produce it, so test both directions.",
    "Geography decks benefit from maps, where a highlighted region asks for the name of a country or river.",
    "Chemistry students drill the periodic table in small groups of elements rather than all at once.",
    "The scheduler records every answer, which makes it possible to replay a collection's whole history.",
    "A backup of the collection is a single file that can be copied to a memory stick or another computer.",
    "Importing notes from a textbook is faster when the text is already split into clean paragraphs.",
    "Scanned pages need optical character recognition before their text can become cards.",
    "Two-column articles are easy for people to read and surprisingly hard for programs to untangle.",
    "A running header repeats on every page and should never end up in the middle of a card.",
    "Footnotes and page numbers belong to the layout of a page, not to the argument of the text.",
    "Hyphens at the end of a line are a printing convenience that a careful reader silently removes.",
    "Handwritten lecture notes vary in slant and spacing, which makes them a stern test for any recogniser.",
    "A photograph of a page taken with a phone is rarely flat, evenly lit or perfectly sharp.",
    "Skilled readers barely notice a crooked page, but a machine must first find the direction of the lines.",
    "Librarians have catalogued cards in wooden drawers for centuries, long before anyone scheduled them.",
    "A quiz at the end of a lecture helps students remember more than a summary read aloud by the lecturer.",
    "Testing yourself is uncomfortable precisely because it reveals what you have not yet learned.",
    "Small decks for one purpose, such as a driving theory test, are often retired once the goal is reached.",
    "Some learners add a tag for the source of every card so that they can trace a fact back to its page.",
    "When two cards keep being confused, a third card that asks for the difference between them often helps.",
    "The difference between a good deck and a great one is usually the care taken over its wording.",
    "Pronunciation cards play a recording and ask the learner to repeat the word before revealing its spelling.",
    "A gardener might learn the Latin names of plants one bed at a time through the spring.",
    "Early risers often do their reviews with the first coffee, before the day has a chance to interfere.",
    "Review counts rise for a few weeks after a burst of new cards and then settle to a steady level.",
    "Spacing also helps with skills, from typing to juggling, not only with facts and words.",
    "The card box on the desk was a simple idea, and the computer has only made its bookkeeping cheaper.",
    "Nobody remembers everything, yet a little regular effort keeps a surprising amount within easy reach.",
    "Historians memorise the order of events more easily once they understand the causes that link them.",
    "Cooking students learn the ratios of classic sauces, which turn recipes into something they can rebuild.",
    "Pilots rehearse emergency checklists at intervals, because rare procedures are the first to be forgotten.",
    "A well-known trick is to say the answer aloud, which adds a second channel to the memory.",
    "Statistics from a year of study show which subjects are settling and which still need attention.",
    "The habit matters more than the tool, though a good tool makes the habit easier to keep.",
]

_SUBJECTS = [
    "A learner who reviews every morning", "The weekly summary", "A card with a clear question",
    "The scheduler in the background", "A student with a full timetable", "The teacher of a small class",
    "A deck about mountain plants", "Every honest rating", "A short session on the bus", "The oldest card in a deck",
    "A traveller learning a new alphabet", "The index card in a wooden box", "A nurse preparing for an exam",
    "The reviewer who rates carefully", "A beginner with a new deck", "The careful editor of a shared deck",
    "A retired engineer learning Italian", "The cook memorising sauces", "A violinist practising scales",
    "The reader of a long history book", "A child learning to tell the time", "The monthly statistics page",
    "A forgotten card", "The daily limit on new cards", "A neatly labelled diagram",
]
_PREDICATES = [
    "usually remembers more than a learner who crams the night before.",
    "shows, week after week, where the real difficulties lie.",
    "saves far more time than it costs to write.",
    "needs nothing more than an honest answer to do its work.",
    "can keep a habit alive with only ten minutes a day.",
    "benefits from pictures and examples as much as from definitions.",
    "tends to move slowly at first and then very quickly.",
    "makes it easier to notice when a subject has quietly slipped away.",
    "is a better guide to progress than the number of cards learned.",
    "rewards small and regular effort over heroic bursts.",
    "turns a vague feeling of knowing into something that can be checked.",
    "gives the schedule the information it needs to plan the next review.",
    "makes a long list of facts feel much less daunting.",
    "is most useful when it is reviewed at the right moment.",
    "can recover surprisingly fast after a missed week.",
    "often reveals that two similar facts were never really separate in memory.",
    "becomes easier to keep up once it is part of an ordinary routine.",
    "is worth rewriting whenever it causes the same mistake twice.",
    "works best with one question and one short answer.",
    "keeps old knowledge fresh without crowding out the new.",
    "helps most in the weeks just before an examination.",
    "is a reminder that forgetting is normal and can be planned for.",
    "lets the difficult material come back more often than the easy.",
    "makes review feel less like a chore and more like a game.",
    "proves that patience is the most reliable study technique.",
]


def combined_sentences() -> list[str]:
    """Subject/predicate combinations: every subject with eight predicates and every predicate with eight
    subjects."""
    count = len(_SUBJECTS)
    return [f"{_SUBJECTS[i]} {_PREDICATES[(7 * i + offset) % count]}" for offset in (0, 3, 6, 9, 13, 16, 19, 22)
            for i in range(count)]


def sentence_order(rng: random.Random) -> list[str]:
    """Every distinct sentence once: the fixed sentences shuffled, then the combinations shuffled."""
    fixed, combined = list(SENTENCES), combined_sentences()
    rng.shuffle(fixed)
    rng.shuffle(combined)
    return fixed + combined


def prose_paragraphs(seed: int, count: int, sentences: tuple[int, int] = (3, 5), unique: bool = True) -> list[str]:
    """`count` paragraphs of `sentences` (inclusive range) sentences each, deterministic for `seed`.

    With `unique`, no sentence repeats within the returned paragraphs (the pool has a few hundred)."""
    rng = random.Random(seed)
    order = sentence_order(rng)
    cursor = 0
    paragraphs = []
    for _ in range(count):
        n = rng.randint(*sentences)
        chosen = []
        for _ in range(n):
            if cursor >= len(order):
                if unique:
                    raise ValueError("sentence pool exhausted")
                rng.shuffle(order)
                cursor = 0
            chosen.append(order[cursor])
            cursor += 1
        paragraphs.append(" ".join(chosen))
    return paragraphs


def prose_of_length(seed: int, low: int, high: int) -> list[str]:
    """Paragraphs (3-5 sentences each) whose joined length is between `low` and `high` characters."""
    rng = random.Random(seed)
    pool = sentence_order(rng)
    paragraphs: list[str] = []
    current: list[str] = []
    target = rng.randint(3, 5)
    for sentence in pool:
        projected = len("\n\n".join(paragraphs + [" ".join(current + [sentence])]))
        if projected > high:
            continue
        current.append(sentence)
        if len(current) == target:
            paragraphs.append(" ".join(current))
            current, target = [], rng.randint(3, 5)
        if len("\n\n".join(paragraphs + ([" ".join(current)] if current else []))) >= low and not current:
            break
    if current:
        paragraphs.append(" ".join(current))
    total = len("\n\n".join(paragraphs))
    assert low <= total <= high, (low, total, high)
    return paragraphs


# ---------------------------------------------------------------------------------------------------------------
# Truth records
# ---------------------------------------------------------------------------------------------------------------


def para(text: str, page: int = 1, role: str = "body", heading_path: list[str] | None = None, **extra) -> dict:
    record = {"text": text, "page": page, "role": role, "headingPath": list(heading_path or [])}
    record.update(extra)
    return record


def joined(paragraphs: list[dict]) -> str:
    return "\n\n".join(p["text"] for p in paragraphs)


# ---------------------------------------------------------------------------------------------------------------
# PDF layout
# ---------------------------------------------------------------------------------------------------------------


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    """Greedy line breaking at spaces with reportlab's font metrics."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if current and stringWidth(candidate, font, size) > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines


@dataclass
class Line:
    page: int
    x: float
    y: float  # baseline, PDF coordinates (from the bottom)
    text: str
    font: str
    size: float


@dataclass
class Block:
    """A paragraph to flow: pre-wrapped lines and the spacing around it."""

    lines: list[str]
    font: str = "Times-Roman"
    size: float = 10.5
    leading: float = 13.0
    space_before: float = 7.0
    new_page: bool = False
    truth: dict | None = None
    placed: list[Line] = field(default_factory=list)


@dataclass
class Frame:
    x: float
    top: float  # y of the frame's top edge
    bottom: float


def flow(blocks: list[Block], frames: list[Frame], start_page: int = 1) -> int:
    """Place the blocks' lines into `frames` (repeated on every page), splitting across frames and pages.

    Returns the number of pages used; fills each block's `placed`."""
    page, frame_index = start_page, 0
    y = frames[0].top
    at_top = True

    def advance(new_page: bool = False) -> None:
        nonlocal page, frame_index, y, at_top
        if new_page or frame_index + 1 >= len(frames):
            page, frame_index = page + 1, 0
        else:
            frame_index += 1
        y = frames[frame_index].top
        at_top = True

    for block in blocks:
        block.placed = []
        if block.new_page and not (at_top and frame_index == 0):
            advance(new_page=True)
        if not at_top:
            y -= block.space_before
        for text in block.lines:
            frame = frames[frame_index]
            if y - block.leading < frame.bottom:
                advance()
                frame = frames[frame_index]
            baseline = y - block.size
            block.placed.append(Line(page, frame.x, baseline, text, block.font, block.size))
            y -= block.leading
            at_top = False
    return page - start_page + 1


def draw_lines(canvas: Canvas, lines: list[Line], interleave: bool) -> None:
    """Each line is its own text object.  With `interleave`, lines are drawn top to bottom row by row across the
    columns (left, right, left, ...), which is not reading order for a multi-column page."""
    if interleave:
        lines = sorted(lines, key=lambda line: (-round(line.y, 1), line.x))
    for line in lines:
        canvas.setFont(line.font, line.size)
        canvas.drawString(line.x, line.y, line.text)


def write_flowed_pdf(path: Path | io.BytesIO, blocks: list[Block], columns: int = 1, header: str | None = None,
                     footer: str | None = None, interleave: bool = False, margin: float = 56.0,
                     gutter: float = 24.0, encrypt: StandardEncryption | None = None) -> int:
    """Flow `blocks` into `columns` columns per A4 page and write the PDF.

    `footer` may contain "{n}" and "{total}".  Returns the page count.  The blocks' lines must already be wrapped
    to `column_width(columns, margin, gutter)`."""
    pages = flow(blocks, page_frames(columns, bool(header), bool(footer), margin, gutter))
    by_page: dict[int, list[Line]] = {n: [] for n in range(1, pages + 1)}
    for block in blocks:
        for line in block.placed:
            by_page[line.page].append(line)
    canvas = Canvas(str(path) if isinstance(path, Path) else path, pagesize=A4, invariant=1, encrypt=encrypt)
    for n in range(1, pages + 1):
        if header:
            canvas.setFont("Helvetica", 9)
            canvas.drawCentredString(PAGE_W / 2, PAGE_H - margin + 6, header)
        draw_lines(canvas, by_page[n], interleave)
        if footer:
            canvas.setFont("Helvetica", 9)
            canvas.drawCentredString(PAGE_W / 2, margin - 18, footer.format(n=n, total=pages))
        canvas.showPage()
    canvas.save()
    return pages


def page_frames(columns: int = 1, header: bool = False, footer: bool = False, margin: float = 56.0,
                gutter: float = 24.0) -> list[Frame]:
    """The column frames of an A4 page as `write_flowed_pdf` lays it out."""
    top = PAGE_H - margin - (22 if header else 0)
    bottom = margin + (14 if footer else 0)
    width = column_width(columns, margin, gutter)
    return [Frame(margin + i * (width + gutter), top, bottom) for i in range(columns)]


def column_width(columns: int, margin: float = 56.0, gutter: float = 24.0) -> float:
    return (PAGE_W - 2 * margin - (columns - 1) * gutter) / columns


def body_blocks(texts: list[str], width: float, size: float = 10.5, leading: float = 13.0,
                font: str = "Times-Roman") -> list[Block]:
    return [Block(wrap(t, font, size, width), font=font, size=size, leading=leading, truth=para(t)) for t in texts]


def finish_truth(blocks: list[Block]) -> list[dict]:
    """The blocks' truth records with the pages they were placed on."""
    out = []
    for block in blocks:
        record = dict(block.truth)
        first, last = block.placed[0].page, block.placed[-1].page
        record["page"] = first
        if last != first:
            record["endPage"] = last
        out.append(record)
    return out


# ---------------------------------------------------------------------------------------------------------------
# Images
# ---------------------------------------------------------------------------------------------------------------


def _font(path: str, size: int) -> ImageFont.FreeTypeFont:
    try:
        return ImageFont.truetype(path, size)
    except OSError:
        package = "fonts-breip" if "breip" in path else "fonts-dejavu-core"
        sys.exit(f"missing font {path}: install the Debian package {package}")


def wrap_px(text: str, font: ImageFont.FreeTypeFont, width: float) -> list[str]:
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if current and font.getlength(candidate) > width:
            lines.append(current)
            current = word
        else:
            current = candidate
    if current:
        lines.append(current)
    return lines


def render_text_page(paragraphs: list[str], size_px: int = 50, margin_px: int = 236, line_factor: float = 1.45,
                     font_path: str = SERIF_FONT) -> Image.Image:
    """A white A4 page at 300 dpi with the paragraphs in black serif type, left aligned, a blank line between."""
    image = Image.new("L", (PX_W, PX_H), 255)
    draw = ImageDraw.Draw(image)
    font = _font(font_path, size_px)
    step = round(size_px * line_factor)
    y = margin_px + size_px
    for index, text in enumerate(paragraphs):
        if index:
            y += round(step * 0.6)
        for line in wrap_px(text, font, PX_W - 2 * margin_px):
            draw.text((margin_px, y), line, font=font, fill=0, anchor="ls")
            y += step
    if y > PX_H - margin_px:
        raise ValueError("text does not fit on one page")
    return image


def rotated_page(image: Image.Image, degrees: float) -> Image.Image:
    """`image` rotated counter-clockwise about its centre, same size, white fill."""
    return image.rotate(degrees, resample=Image.BICUBIC, expand=False, fillcolor=255)


def _noise(size: tuple[int, int], sigma: float, seed: int) -> Image.Image:
    """Gaussian noise centred on 128, built from two co-prime tiles so that it does not visibly repeat."""
    rng = random.Random(seed)
    out = None
    for tile_size in (263, 241):
        tile = Image.new("L", (tile_size, tile_size))
        tile.putdata([max(0, min(255, int(128 + rng.gauss(0, sigma / math.sqrt(2))))) for _ in range(tile_size ** 2)])
        layer = Image.new("L", size)
        for x in range(0, size[0], tile_size):
            for y in range(0, size[1], tile_size):
                layer.paste(tile, (x, y))
        out = layer if out is None else ImageChops.add(out, layer, scale=1.0, offset=-128)
    return out


def photo_page(image: Image.Image, seed: int, tilt: float = 2.0) -> Image.Image:
    """A phone-photo look: the page tilted on a dark desk, uneven light, vignette, blur and noise (RGB)."""
    w, h = image.size
    page = image.convert("L").point(lambda v: 18 + v * (238 - 18) // 255)  # paper is never pure white or black
    scale = 0.92
    page = page.resize((round(w * scale), round(h * scale)), Image.LANCZOS)
    mask = Image.new("L", page.size, 255)
    page = page.rotate(tilt, resample=Image.BICUBIC, expand=True, fillcolor=0)
    mask = mask.rotate(tilt, resample=Image.BICUBIC, expand=True, fillcolor=0)
    scene = Image.new("L", (w, h), 62)  # the desk
    offset = ((w - page.width) // 2 + 18, (h - page.height) // 2 - 30)
    scene.paste(page, offset, mask)
    # light falls off from the top left towards the bottom right
    ramp = Image.linear_gradient("L")  # 256 x 256, dark at the top
    diagonal = ImageChops.add(ramp.resize((w, h), Image.BICUBIC),
                              ramp.transpose(Image.Transpose.ROTATE_90).transpose(Image.Transpose.FLIP_LEFT_RIGHT)
                              .resize((w, h), Image.BICUBIC), scale=2.0)
    scene = ImageChops.multiply(scene, diagonal.point(lambda v: 255 - v * 115 // 255))
    vignette = Image.radial_gradient("L").resize((w, h), Image.BICUBIC)
    vignette = vignette.point(lambda v: 255 - max(0, v - 150) * 90 // 105)
    scene = ImageChops.multiply(scene, vignette)
    scene = scene.filter(ImageFilter.GaussianBlur(1.1))
    scene = ImageChops.add(scene, _noise((w, h), 12.0, seed), scale=1.0, offset=-128)
    # a slightly warm colour cast, as indoor light gives
    return Image.merge("RGB", (scene.point(lambda v: min(255, v * 104 // 100)), scene,
                               scene.point(lambda v: v * 90 // 100)))


def handwriting_page(paragraphs: list[str], seed: int, size_px: int = 60, rule_px: int = 104) -> Image.Image:
    """Handwriting-style text on lightly ruled off-white paper, with per-line and per-word jitter."""
    rng = random.Random(seed)
    font = _font(HANDWRITING_FONT, size_px)
    image = Image.new("L", (PX_W, PX_H), 250)
    draw = ImageDraw.Draw(image)
    first_rule = 330
    for y in range(first_rule, PX_H - 120, rule_px):
        draw.line([(0, y), (PX_W, y)], fill=212, width=3)
    draw.line([(250, 0), (250, PX_H)], fill=200, width=3)  # margin rule
    left, right = 290, PX_W - 170
    rule = 0
    for index, text in enumerate(paragraphs):
        if index:
            rule += 1  # an empty ruled line between paragraphs
        for line in wrap_px(text, font, (right - left) * 0.9):
            baseline = first_rule + rule * rule_px - 10
            if baseline > PX_H - 160:
                raise ValueError("handwriting does not fit on one page")
            # each line is written on its own strip, then nudged and turned a little
            strip = Image.new("L", (PX_W, rule_px * 2), 0)
            strip_draw = ImageDraw.Draw(strip)
            x = left + rng.randint(-12, 22)
            for word in line.split():
                strip_draw.text((x, rule_px + rng.randint(-3, 3)), word, font=font, fill=255, anchor="ls")
                x += font.getlength(word) + font.getlength(" ") * rng.uniform(0.9, 1.5)
            strip = strip.rotate(rng.uniform(-0.7, 0.7), resample=Image.BICUBIC, center=(left, rule_px))
            ink = Image.new("L", strip.size, 45)
            image.paste(ink, (0, baseline - rule_px + rng.randint(-5, 4)), strip)
            rule += 1
    return image


def png_bytes(image: Image.Image) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", dpi=(DPI, DPI))
    return buffer.getvalue()


def jpeg_bytes(image: Image.Image, quality: int = 60) -> bytes:
    buffer = io.BytesIO()
    image.save(buffer, format="JPEG", quality=quality, dpi=(DPI, DPI))
    return buffer.getvalue()


def draw_page_image(canvas: Canvas, image: Image.Image) -> None:
    """`image` over the whole page, no text."""
    canvas.drawImage(ImageReader(image), 0, 0, width=PAGE_W, height=PAGE_H)


# ---------------------------------------------------------------------------------------------------------------
# Fixtures
# ---------------------------------------------------------------------------------------------------------------


def make_twocol(out: Path) -> dict:
    width = column_width(2)
    texts = prose_paragraphs(seed=101, count=8, sentences=(3, 4))
    blocks = body_blocks(texts, width)
    margin = 56.0
    frames = page_frames(2, footer=True, margin=margin)
    # four paragraphs per column, no paragraph split between columns
    flow(blocks[:4], frames[:1])
    flow(blocks[4:], frames[1:])
    assert all(line.page == 1 for b in blocks for line in b.placed), "twocol does not fit on one page"
    canvas = Canvas(str(out), pagesize=A4, invariant=1)
    canvas.setFont("Helvetica", 9)
    canvas.drawCentredString(PAGE_W / 2, margin - 18, "1")  # footer first: content order is not reading order
    draw_lines(canvas, [line for b in blocks for line in b.placed], interleave=True)
    canvas.showPage()
    canvas.save()
    paragraphs = finish_truth(blocks)
    return {"kind": "layout", "format": "pdf", "pageCount": 1, "footer": "1", "paragraphs": paragraphs,
            "description": "two columns of four paragraphs, drawn row by row across the columns, page number footer"}


def make_aligned(out: Path) -> dict:
    """Three pages of two columns with a 20 pt gutter, every line on a 13 pt grid so that the lines of both
    columns share baselines (paragraph gaps are two empty grid rows), drawn row by row across the columns."""
    gutter = 20.0
    width = column_width(2, gutter=gutter)
    texts = prose_paragraphs(seed=404, count=34, sentences=(3, 4))
    blocks = [Block(wrap(t, "Times-Roman", 10.5, width), space_before=26.0, truth=para(t)) for t in texts]
    pages = write_flowed_pdf(out, blocks, columns=2, footer="{n}", interleave=True, gutter=gutter)
    assert pages == 3, pages
    # pages 1 and 2 have a paragraph gap that crosses both columns at the same height and is wider than the
    # gutter, so that cutting at the widest gap would read across the columns
    def empty_rows(ys: list[int]) -> set[int]:
        return {y for low, high in zip(ys, ys[1:]) if high - low > 13 for y in range(low + 1, high)}

    for page in (1, 2):
        columns = [sorted(round(line.y) for b in blocks for line in b.placed if line.page == page and line.x == x)
                   for x in sorted({line.x for b in blocks for line in b.placed if line.page == page})]
        assert len(columns) == 2, page
        shared = empty_rows(columns[0]) & empty_rows(columns[1])
        assert len(shared) > 20, (page, len(shared))
    return {"kind": "layout", "format": "pdf", "pageCount": pages, "gutterPoints": gutter,
            "paragraphs": finish_truth(blocks),
            "description": "three two-column pages, 20 pt gutter, one baseline grid, shared paragraph gaps, drawn row by row"}


def make_structure(out: Path) -> dict:
    """One page: a bold title, bold numbered headings ("1 Introduction", a run-in "2.1 Results" followed by regular
    text on the same line), a caption, a footnote in small print at the foot of the page, a list whose bullets are
    ZapfDingbats letters ("n", which the font draws as a square), and a reference list."""
    margin, width = 64.0, PAGE_W - 128.0
    font, size, leading = "Times-Roman", 11.0, 14.0
    canvas = Canvas(str(out), pagesize=A4, invariant=1)
    truth: list[dict] = []
    y = PAGE_H - margin
    prose = prose_paragraphs(seed=505, count=4, sentences=(2, 3))

    def text_lines(text: str, first_indent: float = 0.0, lead: str = "") -> None:
        nonlocal y
        lines = wrap(text, font, size, width - first_indent) if first_indent else wrap(text, font, size, width)
        for n, line in enumerate(lines):
            y -= leading
            x = margin + (first_indent if n == 0 else 0)
            canvas.setFont(font, size)
            canvas.drawString(x, y, line)
        y -= 8

    title = "Spacing and Memory"
    y -= 20
    canvas.setFont("Times-Bold", 18)
    canvas.drawString(margin, y, title)
    y -= 10
    truth.append(para(title, role="heading"))
    y -= 18
    canvas.setFont("Times-Bold", 12)
    canvas.drawString(margin, y, "1")
    canvas.drawString(margin + 18, y, "Introduction")
    y -= 4
    truth.append(para("1 Introduction", role="heading", heading_path=[title]))
    # the first line carries a footnote's marker: a "1" in 7 pt, raised, right after its last word
    marked, baseline = wrap(prose[0], font, size, width)[0], y - leading
    text_lines(prose[0])
    canvas.setFont(font, 7)
    canvas.drawString(margin + stringWidth(marked, font, size), baseline + 4, "1")
    truth.append(para(prose[0], heading_path=[title, "1 Introduction"]))
    # a run-in heading: bold number and title, then regular text on the same line
    y -= 6
    head = "2.1 Results"
    head_width = stringWidth(head + " ", "Times-Bold", size)
    y -= leading
    canvas.setFont("Times-Bold", size)
    canvas.drawString(margin, y, head)
    first, *rest = wrap(prose[1], font, size, width - head_width)
    canvas.setFont(font, size)
    canvas.drawString(margin + head_width, y, first)
    rest_lines = wrap(" ".join(rest), font, size, width) if rest else []
    for line in rest_lines:
        y -= leading
        canvas.drawString(margin, y, line)
    y -= 8
    truth.append(para(head, role="heading", heading_path=[title]))
    truth.append(para(prose[1], heading_path=[title, head]))
    caption = "Figure 1: Recall after one, two and seven days."
    canvas.setFont(font, 9)
    y -= 20
    canvas.drawString(margin, y, caption)
    y -= 10
    truth.append(para(caption, heading_path=[title, head], part="caption"))
    items = ["Review a little every day", "Rate each card honestly", "Keep every answer short"]
    for item in items:
        y -= leading
        canvas.setFont("ZapfDingbats", 7)
        canvas.drawString(margin + 4, y + 1, "n")
        canvas.setFont(font, size)
        canvas.drawString(margin + 16, y, item)
        truth.append(para(item, role="listItem", heading_path=[title, head], marker="\u25a0"))
    y -= 10
    text_lines(prose[2])
    truth.append(para(prose[2], heading_path=[title, head]))
    y -= 6
    canvas.setFont("Times-Bold", 12)
    y -= leading
    canvas.drawString(margin, y, "References")
    y -= 4
    truth.append(para("References", role="heading", heading_path=[title], part="bibliography"))
    for entry in ["[1] H. Ebbinghaus. Memory: A Contribution to Experimental Psychology. 1885.",
                  "[2] S. Leitner. So lernt man lernen. Herder, 1972."]:
        text_lines(entry)
        truth.append(para(entry, heading_path=[title, "References"], part="bibliography"))
    note = "1 The curve flattens after the first day."
    canvas.setFont(font, 8)
    canvas.drawString(margin, 90, note)
    truth.append(para(note, heading_path=[title, "References"], part="footnote"))
    assert y > 120, y
    canvas.showPage()
    canvas.save()
    return {"kind": "layout", "format": "pdf", "pageCount": 1, "paragraphs": truth,
            "description": "numbered and run-in headings, a caption, a footnote, dingbat bullets and references"}


def make_headings(out: Path) -> dict:
    margin, width = 64.0, PAGE_W - 128.0
    body_font, body_size, leading = "Times-Roman", 11.0, 14.0
    title = "Spacing Your Reviews"
    sections = ["Why spacing works", "Writing good cards"]
    texts = prose_paragraphs(seed=202, count=4, sentences=(3, 4))
    bullets = [
        "Review a little every day.",
        "Ask one question per card, and keep the answer short enough to say aloud in a single breath, so that the "
        "rating you give afterwards is an honest one.",
        "Rate honestly, even when it hurts.",
    ]
    numbered = ["Write the question first.", "Then write the shortest answer that is still complete."]
    canvas = Canvas(str(out), pagesize=A4, invariant=1)
    truth: list[dict] = []
    y = PAGE_H - margin

    def body(text: str, path: list[str]) -> None:
        nonlocal y
        canvas.setFont(body_font, body_size)
        for line in wrap(text, body_font, body_size, width):
            y -= leading
            canvas.drawString(margin, y, line)
        y -= 7
        truth.append(para(text, heading_path=path))

    def heading(text: str, size: float, level: int, path: list[str]) -> None:
        nonlocal y
        y -= size + 8
        canvas.setFont("Helvetica-Bold", size)
        canvas.drawString(margin, y, text)
        y -= 6
        truth.append(para(text, role="heading", heading_path=path, level=level))

    heading(title, 20, 1, [])
    body(texts[0], [title])
    heading(sections[0], 14, 2, [title])
    path = [title, sections[0]]
    body(texts[1], path)
    body(texts[2], path)
    # bulleted list: marker and text share one text object, except item 3, whose text is drawn first and whose
    # marker is a separate text object drawn after it, to its left
    indent = 16.0

    def list_line(marker: str | None, line: str, separate_marker: bool = False) -> None:
        if marker is None:
            canvas.setFont(body_font, body_size)
            canvas.drawString(margin + indent, y, line)
        elif separate_marker:
            canvas.setFont(body_font, body_size)
            canvas.drawString(margin + indent, y, line)
            canvas.drawString(margin + 4, y, marker)
        else:
            text_object = canvas.beginText(margin + 4, y)
            text_object.setFont(body_font, body_size)
            text_object.textOut(marker)
            text_object.setTextOrigin(margin + indent, y)
            text_object.textOut(line)
            canvas.drawText(text_object)

    for index, item in enumerate(bullets):
        for n, line in enumerate(wrap(item, body_font, body_size, width - indent)):
            y -= leading
            list_line("\u2022" if n == 0 else None, line, separate_marker=index == 2)
        y -= 3
        truth.append(para(item, role="listItem", heading_path=path, marker="\u2022"))
    y -= 4
    body(texts[3], path)
    heading(sections[1], 14, 2, [title])
    path = [title, sections[1]]
    closing = prose_paragraphs(seed=203, count=2, sentences=(2, 3))
    body(closing[0], path)
    for number, item in enumerate(numbered, start=1):
        y -= leading
        list_line(f"{number}.", item)
        y -= 3
        truth.append(para(item, role="listItem", heading_path=path, marker=f"{number}."))
    y -= 4
    body(closing[1], path)
    assert y > margin
    canvas.showPage()
    canvas.save()
    return {"kind": "layout", "format": "pdf", "pageCount": 1, "paragraphs": truth,
            "description": "title, two bold section headings, body text, a bulleted and a numbered list"}


def make_running(out: Path) -> dict:
    header = "Cardbox Field Guide \u2014 Chapter 2"
    width = column_width(1)
    size, leading = 11.0, 14.0
    frames = page_frames(1, header=True, footer=True)

    def build(extra: int) -> list[Block]:
        rng = random.Random(303)
        texts = prose_paragraphs(seed=303, count=48, sentences=(6, 9), unique=False)
        spare = texts[38:]
        blocks: list[Block] = []
        cursor = 0
        for page in range(1, 11):
            count = {3: 4, 4: 3}.get(page, rng.choice([3, 4]))
            for k in range(count):
                text = texts[cursor]
                cursor += 1
                if page == 3 and k == count - 1:
                    # long enough not to fit at the bottom of page 3: it continues at the top of page 4
                    text = " ".join([text] + spare[:extra])
                block = Block(wrap(text, "Times-Roman", size, width), size=size, leading=leading, truth=para(text))
                block.new_page = k == 0 and page != 4  # page 4 starts with the continuation
                if page == 3 and k == count - 1:
                    block.truth["long"] = True
                blocks.append(block)
        return blocks

    for extra in range(1, 11):
        blocks = build(extra)
        flow(blocks, frames)
        long_block = next(b for b in blocks if b.truth.get("long"))
        if long_block.placed[0].page == 3 and sum(line.page == 4 for line in long_block.placed) >= 4:
            break
    else:
        raise RuntimeError("could not make a paragraph continue from page 3 to page 4")
    pages = write_flowed_pdf(out, blocks, columns=1, header=header, footer="Page {n} of {total}")
    assert pages == 10, pages
    long_block.truth.pop("long")
    paragraphs = finish_truth(blocks)
    spanning = [p for p in paragraphs if "endPage" in p]
    assert len(spanning) == 1 and spanning[0]["page"] == 3 and spanning[0]["endPage"] == 4, spanning
    per_page = [sum(1 for p in paragraphs if p["page"] == n) for n in range(1, 11)]
    assert all(3 <= c <= 4 for c in per_page), per_page
    return {"kind": "layout", "format": "pdf", "pageCount": 10, "runningHeader": header,
            "runningFooterPattern": "Page {n} of 10", "paragraphs": paragraphs,
            "description": "10 pages with a running header and footer; a paragraph continues from page 3 to 4"}


HYPHEN_PARAGRAPHS = [
    "Every card you write for your own deck is a small piece of useful {infor|mation} that you promise to look "
    "at again. The promise is kept by the schedule, which quietly decides the moment of each {rep|etition} so "
    "that you never have to work it out for yourself.",
    "Good review planning depends on honest answers to every card. Careful {sched|uling} cannot help a learner "
    "who rates every single card as easy, because the program then shows the cards far too rarely, and the "
    "hard-won {vocab|ulary} that seemed so secure will slowly fade away.",
    "Decks shared under a restrictive and {non-|free} licence cannot be changed and passed on, so many teachers "
    "prefer open decks kept in a simple {machine-|readable} format that anyone can import, edit and share with "
    "a class.",
    "Whatever you have honestly {remem|bered} for a whole year is rarely lost for good. A well-known pattern is "
    "that a long gap followed by one review restores almost all of it, which makes the regular {self-|testing} "
    "habit worth keeping.",
]


def _balanced_lines(words: list[str], font: str, size: float, width: float, last_is_free: bool) -> list[str] | None:
    """Minimum-raggedness line breaking of `words` (sum of squared slack; the last line is free when
    `last_is_free`).  None when a word does not fit."""
    n = len(words)
    best: list[float] = [0.0] + [math.inf] * n
    previous = [0] * (n + 1)
    for end in range(1, n + 1):
        for start in range(end - 1, -1, -1):
            line_width = stringWidth(" ".join(words[start:end]), font, size)
            if line_width > width:
                break
            slack = 0.0 if (end == n and last_is_free) else (width - line_width) ** 2
            if best[start] + slack < best[end]:
                best[end], previous[end] = best[start] + slack, start
    if math.isinf(best[n]):
        return None
    lines, end = [], n
    while end:
        lines.append(" ".join(words[previous[end]:end]))
        end = previous[end]
    return lines[::-1]


def _hyphen_lines(text: str, font: str, size: float, width: float) -> list[str] | None:
    """Break `text` into lines no wider than `width` so that every {a|b} split ends a line ("a-", then "b" starts
    the next).  None when that is impossible at this width."""
    lines: list[str] = []
    segment: list[str] = []
    for token in text.split():
        if token.startswith("{"):
            inner, _, trailing = token[1:].partition("}")
            first, second = inner.split("|")
            segment.append(first if first.endswith("-") else first + "-")
            if len(segment) < 2:
                return None
            part = _balanced_lines(segment, font, size, width, last_is_free=False)
            if part is None:
                return None
            lines += part
            segment = [second + trailing]
        else:
            segment.append(token)
    part = _balanced_lines(segment, font, size, width, last_is_free=True)
    return None if part is None else lines + part


def make_hyphens(out: Path) -> dict:
    font, size, leading = "Times-Roman", 10.5, 13.0
    best_width, best_fill, wrapped = None, 0.0, None
    for width in range(190, 241):
        candidate = [_hyphen_lines(t, font, size, width) for t in HYPHEN_PARAGRAPHS]
        if any(c is None for c in candidate):
            continue
        fill = min(stringWidth(line, font, size) / width for c in candidate for line in c[:-1])
        if fill > best_fill:
            best_width, best_fill, wrapped = width, fill, candidate
    if wrapped is None or best_fill < 0.7:
        raise RuntimeError(f"no column width honours every hyphen split well (best fill {best_fill:.2f})")
    width = best_width
    margin = 72.0
    canvas = Canvas(str(out), pagesize=A4, invariant=1)
    canvas.setFont(font, size)
    y = PAGE_H - margin
    truth = []
    for text, lines in zip(HYPHEN_PARAGRAPHS, wrapped):
        for line in lines:
            y -= leading
            canvas.drawString(margin, y, line)
        y -= 8
        plain = " ".join(t if not t.startswith("{") else
                         t[1:].partition("}")[0].replace("|", "") + t.partition("}")[2] for t in text.split())
        truth.append(para(plain))
    canvas.showPage()
    canvas.save()
    return {"kind": "layout", "format": "pdf", "pageCount": 1, "columnWidthPoints": width, "paragraphs": truth,
            "description": "narrow column with words hyphenated across lines and compounds broken at their hyphen"}


def ocr_truth(paragraphs: list[str], variant: str, fmt: str, image: Image.Image, description: str,
              **extra) -> dict:
    record = {"kind": "ocr", "format": fmt, "pageCount": 1, "variant": variant, "dpi": DPI,
              "width": image.width, "height": image.height,
              "paragraphs": [para(t) for t in paragraphs], "description": description}
    record.update(extra)
    return record


def make_scanned(out: Path) -> dict:
    paragraphs = prose_of_length(505, 1200, 1800)
    image = render_text_page(paragraphs, size_px=46)
    canvas = Canvas(str(out), pagesize=A4, invariant=1)
    draw_page_image(canvas, image)
    canvas.showPage()
    canvas.save()
    record = ocr_truth(paragraphs, "scanned", "pdf", image, "one page that is only a 300 dpi image of text")
    del record["width"], record["height"]
    return record


def make_mixed(out: Path) -> dict:
    width = column_width(1)
    first = prose_paragraphs(seed=601, count=3, sentences=(3, 4))
    scanned = prose_of_length(602, 1000, 1500)
    last = prose_paragraphs(seed=603, count=3, sentences=(3, 4))
    canvas = Canvas(str(out), pagesize=A4, invariant=1)
    truth = []
    for page, texts in ((1, first), (2, None), (3, last)):
        if texts is None:
            draw_page_image(canvas, render_text_page(scanned, size_px=46))
            truth += [para(t, page=2) for t in scanned]
        else:
            blocks = body_blocks(texts, width, size=11.0, leading=14.0)
            flow(blocks, [Frame(56.0, PAGE_H - 56.0, 70.0)])
            for block in blocks:
                for line in block.placed:
                    canvas.setFont(line.font, line.size)
                    canvas.drawString(line.x, line.y, line.text)
                assert all(line.page == 1 for line in block.placed)
            truth += [para(t, page=page) for t in texts]
        canvas.showPage()
    canvas.save()
    page_truth = [{"page": n, "textLayer": n != 2, "text": joined([p for p in truth if p["page"] == n])}
                  for n in (1, 2, 3)]
    return {"kind": "mixed", "format": "pdf", "pageCount": 3, "paragraphs": truth, "pageTruth": page_truth,
            "description": "text page, image-only page, text page"}


def make_encrypted(out: Path) -> dict:
    texts = prose_paragraphs(seed=701, count=3, sentences=(2, 3))
    encryption = StandardEncryption("s3cret", ownerPassword="owner-s3cret", strength=128)
    blocks = body_blocks(texts, column_width(1), size=11.0, leading=14.0)
    write_flowed_pdf(out, blocks, encrypt=encryption)
    return {"kind": "encrypted", "format": "pdf", "pageCount": 1, "password": "s3cret",
            "ownerPassword": "owner-s3cret", "paragraphs": finish_truth(blocks),
            "description": "needs the user password s3cret to open"}


def _intact_pages(data: bytes, kept: int) -> list[int]:
    """The pages of the complete PDF `data` whose page object and content stream end within the first `kept`
    bytes (reportlab's uncompressed object syntax: "N 0 obj", "/Kids [...]", "/Contents N 0 R")."""
    starts = {int(m.group(1)): m.start() for m in re.finditer(rb"(?m)^(\d+) 0 obj", data)}

    def end_of(number: int) -> int:
        return data.index(b"endobj", starts[number]) + len(b"endobj")

    kids = re.search(rb"/Kids\s*\[([^\]]*)\]", data)
    pages = [int(n) for n in re.findall(rb"(\d+)\s+0\s+R", kids.group(1))]
    intact = []
    for number, page in enumerate(pages, start=1):
        body = data[starts[page]:end_of(page)]
        contents = [int(n) for n in re.findall(rb"/Contents\s+(\d+)\s+0\s+R", body)]
        if end_of(page) <= kept and contents and all(end_of(c) <= kept for c in contents):
            intact.append(number)
    return intact


def make_truncated(out: Path) -> dict:
    texts = prose_paragraphs(seed=801, count=30, sentences=(4, 5))
    blocks = body_blocks(texts, column_width(1), size=11.0, leading=14.0)
    for index, block in enumerate(blocks):
        block.new_page = index % 3 == 0
    buffer = io.BytesIO()
    pages = write_flowed_pdf(buffer, blocks, footer="{n}")
    assert pages == 10, pages
    data = buffer.getvalue()
    kept = len(data) * 9 // 10
    out.write_bytes(data[:kept])
    intact = _intact_pages(data, kept)
    assert 1 <= len(intact) < 10, intact
    return {"kind": "damaged", "format": "pdf", "pageCount": 10, "originalPageCount": 10,
            "originalBytes": len(data), "keptBytes": kept, "intactPages": intact, "paragraphs": finish_truth(blocks),
            "description": "a 10-page text PDF cut to 90% of its bytes, losing its xref table and trailer "
                           "(the truth is the complete original)"}


def make_notapdf(out: Path) -> dict:
    text = "This picture is not a PDF."
    image = Image.new("L", (1200, 200), 255)
    ImageDraw.Draw(image).text((60, 130), text, font=_font(SERIF_FONT, 60), fill=0, anchor="ls")
    out.write_bytes(png_bytes(image))
    return {"kind": "invalid", "format": "pdf", "actualFormat": "png", "text": text, "paragraphs": [],
            "description": "a PNG image with a .pdf name"}


def make_empty(out: Path) -> dict:
    out.write_bytes(b"")
    return {"kind": "empty", "format": "text", "paragraphs": [], "description": "a 0-byte text file"}


def make_blank(out: Path) -> dict:
    out.write_bytes(png_bytes(Image.new("L", (PX_W, PX_H), 255)))
    return {"kind": "blank", "format": "png", "pageCount": 1, "dpi": DPI, "width": PX_W, "height": PX_H,
            "paragraphs": [], "description": "a white A4 page at 300 dpi"}


def make_ocr_clean(out: Path) -> dict:
    paragraphs = prose_of_length(901, 1900, 2400)
    image = render_text_page(paragraphs)
    out.write_bytes(png_bytes(image))
    return ocr_truth(paragraphs, "clean", "png", image, "clean 300 dpi page of serif prose")


def make_ocr_other_format(out: Path, format_name: str, save_as: str) -> dict:
    """The clean page's text on a page saved as WebP or TIFF, to check those decoders."""
    paragraphs = prose_of_length(903, 600, 900)
    image = render_text_page(paragraphs)
    buffer = io.BytesIO()
    image.save(buffer, format=save_as, **({"quality": 90} if save_as == "WEBP" else {"compression": "tiff_lzw"}))
    out.write_bytes(buffer.getvalue())
    return ocr_truth(paragraphs, "clean", format_name, image, f"clean 300 dpi page saved as {save_as}")


def make_ocr_rotated(out: Path) -> dict:
    paragraphs = prose_of_length(902, 1900, 2400)
    image = rotated_page(render_text_page(paragraphs), 4.0)
    out.write_bytes(png_bytes(image))
    return ocr_truth(paragraphs, "rotated", "png", image, "300 dpi page rotated 4 degrees counter-clockwise",
                     rotationDegrees=4.0)


def make_ocr_photo(out: Path) -> dict:
    paragraphs = prose_of_length(903, 1900, 2400)
    image = photo_page(render_text_page(paragraphs), seed=903)
    out.write_bytes(jpeg_bytes(image))
    return ocr_truth(paragraphs, "photo", "jpeg", image,
                     "simulated phone photo: 2 degree tilt, uneven light, blur, noise, JPEG quality 60",
                     rotationDegrees=2.0)


def make_ocr_handwriting(out: Path) -> dict:
    paragraphs = prose_of_length(904, 1400, 1700)
    image = handwriting_page(paragraphs, seed=904)
    out.write_bytes(png_bytes(image))
    return ocr_truth(paragraphs, "handwriting", "png", image,
                     "handwriting-style font (Breip) on ruled paper with per-line jitter")


NOTES_MD = """\
# Spanish Verbs

Regular verbs in Spanish fall into *three* groups, by the ending of the infinitive.
Each group follows its own pattern in the present tense.

## Present tense endings

- Verbs ending in **-ar** take -o, -as, -a, -amos, -ais, -an.
- Verbs ending in **-er** take -o, -es, -e, -emos, -eis, -en.
- Verbs ending in *-ir* differ from -er verbs only in the first and second person plural.

## Study plan

1. Learn the endings for one group a day.
2. Make one card per verb, with an example sentence such as `hablo con mi madre`.
3. Review the cards every morning for a week.

Read more in the [grammar notes](https://example.org/grammar) before starting on the *irregular* verbs.
"""

NOTES_MD_TRUTH = [
    ("Spanish Verbs", "heading", [], {"level": 1}),
    ("Regular verbs in Spanish fall into three groups, by the ending of the infinitive. Each group follows its "
     "own pattern in the present tense.", "body", ["Spanish Verbs"], {}),
    ("Present tense endings", "heading", ["Spanish Verbs"], {"level": 2}),
    ("Verbs ending in -ar take -o, -as, -a, -amos, -ais, -an.", "listItem",
     ["Spanish Verbs", "Present tense endings"], {"marker": "-"}),
    ("Verbs ending in -er take -o, -es, -e, -emos, -eis, -en.", "listItem",
     ["Spanish Verbs", "Present tense endings"], {"marker": "-"}),
    ("Verbs ending in -ir differ from -er verbs only in the first and second person plural.", "listItem",
     ["Spanish Verbs", "Present tense endings"], {"marker": "-"}),
    ("Study plan", "heading", ["Spanish Verbs"], {"level": 2}),
    ("Learn the endings for one group a day.", "listItem", ["Spanish Verbs", "Study plan"], {"marker": "1."}),
    ("Make one card per verb, with an example sentence such as hablo con mi madre.", "listItem",
     ["Spanish Verbs", "Study plan"], {"marker": "2."}),
    ("Review the cards every morning for a week.", "listItem", ["Spanish Verbs", "Study plan"], {"marker": "3."}),
    ("Read more in the grammar notes before starting on the irregular verbs.", "body",
     ["Spanish Verbs", "Study plan"], {}),
]


def make_notes_md(out: Path) -> dict:
    out.write_text(NOTES_MD, encoding="utf-8")
    truth = [para(text, role=role, heading_path=path, **extra) for text, role, path, extra in NOTES_MD_TRUTH]
    return {"kind": "markdown", "format": "markdown", "paragraphs": truth,
            "description": "Markdown with headings, a bulleted and a numbered list, emphasis, code and a link; "
                           "truth text has the markup removed (link text kept, URL dropped)"}


def make_notes_txt(out: Path) -> dict:
    texts = prose_paragraphs(seed=1001, count=4, sentences=(2, 4))
    chunks = []
    for text in texts:
        lines, current = [], ""
        for word in text.split():  # hard-wrap at 72 columns
            if current and len(current) + 1 + len(word) > 72:
                lines.append(current)
                current = word
            else:
                current = f"{current} {word}" if current else word
        lines.append(current)
        chunks.append("\n".join(lines))
    out.write_text("\n\n".join(chunks) + "\n", encoding="utf-8")
    return {"kind": "text", "format": "text", "paragraphs": [para(t) for t in texts],
            "description": "plain text hard-wrapped at 72 columns, paragraphs separated by blank lines"}


def make_code(out: Path) -> dict:
    """One page of prose with code set in Courier (see the module's docstring)."""
    margin = 64.0
    prose, mono, size, leading = "Times-Roman", "Courier", 11.0, 14.0
    canvas = Canvas(str(out), pagesize=A4, invariant=1)
    truth: list[dict] = []
    y = PAGE_H - margin

    def pieces(parts: list[tuple[str, str]], x: float = margin) -> None:
        nonlocal y
        y -= leading
        for font, text in parts:
            canvas.setFont(font, size)
            canvas.drawString(x, y, text)
            x += stringWidth(text, font, size)

    title = "Factors"
    y -= 10
    canvas.setFont("Times-Bold", 16)
    canvas.drawString(margin, y, title)
    truth.append(para(title, role="heading"))
    y -= 6
    pieces([(prose, "A factor is a vector that sorts its components into groups, and it is made with the ")])
    pieces([(mono, "factor()"), (prose, " function from a vector of labels.")])
    truth.append(para("A factor is a vector that sorts its components into groups, and it is made with the "
                      "factor() function from a vector of labels.", heading_path=[title]))
    y -= 8
    listing = ['> state <- c("tas", "sa", "qld", "nsw")', "> statef <- factor(state)", "> levels(statef)"]
    for line in listing:
        pieces([(mono, line)], x=margin + 24)
    truth.append(para("\n".join(listing), role="code", heading_path=[title]))
    y -= 8
    pieces([(prose, "The levels of a factor are its distinct values in alphabetical order, and a table counts")])
    pieces([(prose, "how many components fall into each of them:")])
    truth.append(para("The levels of a factor are its distinct values in alphabetical order, and a table counts "
                      "how many components fall into each of them:", heading_path=[title]))
    y -= 8
    pieces([(mono, "> table(statef)")], x=margin + 24)
    truth.append(para("> table(statef)", role="code", heading_path=[title]))
    y -= 8
    pieces([(prose, "The function that draws a bar for each level of a factor is called")])
    pieces([(mono, "graphics::barplot.default")])
    pieces([(prose, "when its argument is a table of counts.")])
    truth.append(para("The function that draws a bar for each level of a factor is called graphics::barplot.default "
                      "when its argument is a table of counts.", heading_path=[title]))
    y -= 8
    pieces([(prose, "A model formula joins its terms with operators:")])
    truth.append(para("A model formula joins its terms with operators:", heading_path=[title]))
    for term, description in [("M_1 + M_2", "Include both terms."), ("M_1 - M_2", "Leave out the second term.")]:
        pieces([(mono, term)], x=margin + 12)
        canvas.setFont(prose, size)
        canvas.drawString(margin + 90, y, description)
        # indented under a line ending in a colon, the rows are read as items of a list
        truth.append(para(f"{term}: {description}", role="listItem", heading_path=[title]))
    y -= 8
    pieces([(prose, "Fitted models are read with these functions.")])
    truth.append(para("Fitted models are read with these functions.", heading_path=[title]))
    for term, description in [("anova(object)", "Compare two fitted models in a table."),
                              ("predict(object)", "Predict values from a fitted model.")]:
        pieces([(mono, term)])
        pieces([(prose, description)], x=margin + 36)
        truth.append(para(term, heading_path=[title]))
        truth.append(para(description, heading_path=[title]))
    canvas.showPage()
    canvas.save()
    return {"kind": "layout", "format": "pdf", "pageCount": 1, "paragraphs": truth,
            "description": "prose with code in Courier: an inline name, listings of three lines and one line, and a "
                           "prose line that is all code"}


FIXTURES = {
    "twocol.pdf": make_twocol,
    "headings.pdf": make_headings,
    "aligned.pdf": make_aligned,
    "structure.pdf": make_structure,
    "code.pdf": make_code,
    "running.pdf": make_running,
    "hyphens.pdf": make_hyphens,
    "scanned.pdf": make_scanned,
    "mixed.pdf": make_mixed,
    "encrypted.pdf": make_encrypted,
    "truncated.pdf": make_truncated,
    "notapdf.pdf": make_notapdf,
    "empty.txt": make_empty,
    "blank.png": make_blank,
    "ocr-clean.png": make_ocr_clean,
    "ocr-clean.webp": lambda out: make_ocr_other_format(out, "webp", "WEBP"),
    "ocr-clean.tiff": lambda out: make_ocr_other_format(out, "tiff", "TIFF"),
    "ocr-rotated.png": make_ocr_rotated,
    "ocr-photo.jpg": make_ocr_photo,
    "ocr-handwriting.png": make_ocr_handwriting,
    "notes.md": make_notes_md,
    "notes.txt": make_notes_txt,
}


def generate(out: Path) -> dict:
    out.mkdir(parents=True, exist_ok=True)
    fixtures = {}
    for name, make in FIXTURES.items():
        path = out / name
        record = make(path)
        data = path.read_bytes()
        record.setdefault("text", joined(record["paragraphs"]))
        ordered = {"kind": record.pop("kind"), "format": record.pop("format"), "bytes": len(data),
                   "sha256": hashlib.sha256(data).hexdigest(), "description": record.pop("description")}
        ordered.update(record)
        fixtures[name] = ordered
    manifest = {"version": 1, "fixtures": fixtures}
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return manifest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True, type=Path, help="directory to write the fixtures into")
    args = parser.parse_args()
    manifest = generate(args.out)
    print(f"wrote {len(manifest['fixtures'])} fixtures and manifest.json to {args.out}")


if __name__ == "__main__":
    main()
