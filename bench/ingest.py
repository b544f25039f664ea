#!/usr/bin/env python3
"""Ingest benchmark: `cardbox extract` against poppler's `pdftotext` and the `tesseract` command line.

(a) Text-layer PDFs.  A 300-page A4 two-column PDF with a running header and a "Page N of 300" footer (lines drawn
    row by row across the columns, as in peers/make_ingest_fixtures.py) is generated once and cached in
    bench/data/ingest/.  `pdftotext FILE out.txt` and `cardbox extract FILE --json` (stdout to /dev/null) are each
    run once to warm the file cache and then timed 5 times in turns (pdftotext, cardbox, pdftotext, ...); the
    medians give pages per second, and the ratio is the median of the pairs' speed ratios with their spread (the
    goal is at least 1.0).  The first 10 pages, cut into a file of their own with `mutool merge`, are timed the
    same way 11 times: there the fixed cost of starting dominates (goal: at most 0.08 s).

(b) OCR.  20 A4 page images at 300 dpi, rendered from known prose (8 clean, 6 rotated by 1.5-4 degrees, 6
    simulated phone photos as JPEG), also cached.  `tesseract IMG out` runs once per page with OMP_THREAD_LIMIT=1,
    one page after another; for reference the same 20 pages are also run two processes at a time (this machine has
    two cores, and Cardbox OCRs pages in parallel).  Cardbox runs once as `cardbox extract IMG1 ... IMG20 --json`.
    Reported: seconds per page (wall time / 20) and the character error rate against the known text (edits over
    reference characters summed over the pages; see peers/cer.py for the normalisation).

Every Cardbox run gets CARDBOX_HOME set to a new empty temporary directory.  Its --json output is read as
    {"documents": [{"title": ..., "pages": N, "paragraphs": [{"page": 1, "index": 1, "text": "..."}, ...]}, ...]}
a document's text being its paragraphs' "text" fields in the order given, joined with newlines.  Documents are
matched to the input files by a "source"/"path"/"file"/"url" field or a "title" equal to the file's name or stem,
and otherwise by position.

Usage:
    scripts/release-build
    .venv/bin/python bench/ingest.py [--runs 3] [--json-out results.json]
    .venv/bin/python bench/ingest.py --peers-only      # time only pdftotext and tesseract
"""

from __future__ import annotations

import argparse
import concurrent.futures
import hashlib
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
sys.path.insert(0, str(ROOT / "peers"))

import cer as cer_module  # noqa: E402
import make_ingest_fixtures as fixtures  # noqa: E402

DATA = ROOT / "bench" / "data" / "ingest"
CARDBOX = ROOT / ".build" / "release" / "cardbox"
PDF_PAGES = 300
SHORT_PAGES = 10
FAILURES: list[str] = []  # tolerated failures, reported at the end (the exit status is then 1)
OCR_PAGES = [("clean", None)] * 8 + [("rotated", a) for a in (1.5, -2.0, 2.5, -3.0, 3.5, 4.0)] + [("photo", None)] * 6


# ---------------------------------------------------------------------------------------------------------------
# Data
# ---------------------------------------------------------------------------------------------------------------


def generator_stamp() -> str:
    """Changes whenever the page generators or this benchmark's data recipe change."""
    digest = hashlib.sha256()
    for path in (ROOT / "peers" / "make_ingest_fixtures.py", Path(__file__)):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def cached(meta_path: Path) -> dict | None:
    try:
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return meta if meta.get("stamp") == generator_stamp() else None


def ensure_pdf() -> Path:
    """The 300-page two-column PDF with running header and footer."""
    path, meta_path = DATA / f"twocol-{PDF_PAGES}.pdf", DATA / f"twocol-{PDF_PAGES}.json"
    if path.exists() and cached(meta_path):
        return path
    print(f"generating the {PDF_PAGES}-page two-column PDF...", file=sys.stderr)
    DATA.mkdir(parents=True, exist_ok=True)
    width = fixtures.column_width(2)
    # about 8 lines a paragraph and 2 x 52 lines a page: generate more than enough, keep what fits on 300 pages
    texts = fixtures.prose_paragraphs(seed=4242, count=PDF_PAGES * 16, sentences=(3, 5), unique=False)
    blocks = fixtures.body_blocks(texts, width)
    fixtures.flow(blocks, fixtures.page_frames(2, header=True, footer=True))
    kept = [block for block in blocks if block.placed[-1].page <= PDF_PAGES]
    assert blocks[-1].placed[-1].page > PDF_PAGES, "not enough text for the page count"
    pages = fixtures.write_flowed_pdf(path, kept, columns=2, header="Cardbox Bench Reader \u2014 Spaced Repetition",
                                      footer="Page {n} of {total}", interleave=True)
    assert pages == PDF_PAGES, pages
    meta = {"stamp": generator_stamp(), "pages": pages, "paragraphs": len(kept)}
    meta_path.write_text(json.dumps(meta) + "\n", encoding="utf-8")
    return path


def ensure_images() -> list[dict]:
    """The 20 OCR pages: [{"path", "variant", "degrees", "text"}], rendered once."""
    folder, meta_path = DATA / "ocr", DATA / "ocr.json"
    meta = cached(meta_path)
    if meta and all((folder / page["file"]).exists() for page in meta["pages"]):
        return [dict(page, path=folder / page["file"]) for page in meta["pages"]]
    print(f"rendering {len(OCR_PAGES)} page images...", file=sys.stderr)
    folder.mkdir(parents=True, exist_ok=True)
    pages = []
    for number, (variant, degrees) in enumerate(OCR_PAGES, start=1):
        seed = 7000 + number
        paragraphs = fixtures.prose_of_length(seed, 1500, 2400)
        image = fixtures.render_text_page(paragraphs)
        if variant == "rotated":
            image = fixtures.rotated_page(image, degrees)
            data, name = fixtures.png_bytes(image), f"page-{number:02d}-rotated.png"
        elif variant == "photo":
            degrees = 2.0 if number % 2 else -2.0
            data, name = fixtures.jpeg_bytes(fixtures.photo_page(image, seed=seed, tilt=degrees)), \
                f"page-{number:02d}-photo.jpg"
        else:
            data, name = fixtures.png_bytes(image), f"page-{number:02d}-clean.png"
        (folder / name).write_bytes(data)
        pages.append({"file": name, "variant": variant, "degrees": degrees, "text": "\n\n".join(paragraphs)})
    meta_path.write_text(json.dumps({"stamp": generator_stamp(), "pages": pages}, indent=1) + "\n",
                         encoding="utf-8")
    return [dict(page, path=folder / page["file"]) for page in pages]


# ---------------------------------------------------------------------------------------------------------------
# Running things
# ---------------------------------------------------------------------------------------------------------------


def timed(command: list[str], env: dict | None = None, stdout=subprocess.DEVNULL,
          tolerate_failure: bool = False) -> tuple[float, str]:
    """Wall seconds of one run, and its stdout when `stdout` is subprocess.PIPE.  Exits on failure unless
    `tolerate_failure`, which only warns (a multi-file extract fails as a whole when one file fails)."""
    start = time.perf_counter()
    result = subprocess.run(command, env=env, stdout=stdout, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        message = f"{' '.join(command[:3])} ... failed with exit {result.returncode}:\n{result.stderr[-2000:]}"
        if not tolerate_failure:
            sys.exit(message)
        print(f"warning: {message}", file=sys.stderr)
        FAILURES.append(message.splitlines()[0])
    return elapsed, result.stdout if stdout == subprocess.PIPE else ""


def median_time(command: list[str], runs: int, env: dict | None = None) -> float:
    timed(command, env)  # warm the page cache and the binary
    return statistics.median(timed(command, env)[0] for _ in range(runs))


def cardbox_env(scratch: str) -> dict:
    """Cardbox's environment with a data directory of its own, holding no document (so no run finds the document
    already stored): a copy of one that a first run set up, so the once-only set-up (database, built-in deck) is
    not timed, as it is not when someone extracts a file."""
    env = dict(os.environ)
    env.pop("CARDBOX_DATABASE", None)
    env.pop("CARDBOX_CONFIG", None)
    template = Path(scratch) / "home-template"
    if not template.exists():
        subprocess.run([str(CARDBOX), "deck", "list"], check=True, stdout=subprocess.DEVNULL,
                       env=dict(env, CARDBOX_HOME=str(template)))
    home = tempfile.mkdtemp(prefix="home-", dir=scratch)
    shutil.copytree(template, home, dirs_exist_ok=True)
    env["CARDBOX_HOME"] = home
    return env


def tesseract_env() -> dict:
    return dict(os.environ, OMP_THREAD_LIMIT="1")


def run_tesseract(image: Path, out_base: Path) -> tuple[float, str]:
    elapsed, _ = timed(["tesseract", str(image), str(out_base)], tesseract_env())
    return elapsed, Path(str(out_base) + ".txt").read_text(encoding="utf-8", errors="replace")


# ---------------------------------------------------------------------------------------------------------------
# Cardbox's JSON
# ---------------------------------------------------------------------------------------------------------------


def parse_documents(stdout: str) -> list[dict]:
    """The documents in `cardbox extract --json` output, tolerating log lines around the JSON, JSON lines (one
    document or one {"documents": [...]} per line), a bare list of documents or a single document."""
    decoder = json.JSONDecoder()
    values = []
    text = stdout.strip()
    position = 0
    while position < len(text):
        start = min((i for i in (text.find("{", position), text.find("[", position)) if i >= 0), default=-1)
        if start < 0:
            break
        try:
            value, end = decoder.raw_decode(text, start)
        except json.JSONDecodeError:
            position = start + 1
            continue
        values.append(value)
        position = end
    documents: list[dict] = []
    for value in values:
        if isinstance(value, dict) and isinstance(value.get("documents"), list):
            documents += [d for d in value["documents"] if isinstance(d, dict)]
        elif isinstance(value, dict) and ("paragraphs" in value or "text" in value):
            documents.append(value)
        elif isinstance(value, list):
            documents += [d for d in value if isinstance(d, dict)]
    return documents


def document_text(document: dict) -> str:
    paragraphs = document.get("paragraphs")
    if isinstance(paragraphs, list):
        texts = []
        for paragraph in paragraphs:
            if isinstance(paragraph, dict):
                texts.append(str(paragraph.get("text") or ""))
            elif isinstance(paragraph, str):
                texts.append(paragraph)
        return "\n".join(texts)
    return str(document.get("text") or "")


def document_pages(document: dict) -> int | None:
    pages = document.get("pages", document.get("pageCount"))
    if isinstance(pages, int):
        return pages
    if isinstance(pages, list):
        return len(pages)
    return None


def match_documents(documents: list[dict], inputs: list[Path]) -> list[dict | None]:
    """One document (or None) per input file."""
    by_key: dict[str, dict] = {}
    for document in documents:
        for key in ("source", "path", "file", "url", "input"):
            value = document.get(key)
            if isinstance(value, str) and value:
                by_key.setdefault(Path(value.removeprefix("file://")).name, document)
        title = document.get("title")
        if isinstance(title, str) and title:
            by_key.setdefault(title, document)
    matched = []
    for path in inputs:
        matched.append(by_key.get(path.name) or by_key.get(path.stem))
    if any(m is None for m in matched) and len(documents) == len(inputs):
        return list(documents)  # fall back on the order of the arguments
    return matched


# ---------------------------------------------------------------------------------------------------------------
# The benchmark
# ---------------------------------------------------------------------------------------------------------------


def error_counts(reference: str, hypothesis: str) -> tuple[int, int]:
    ref = cer_module.normalise(reference)
    return cer_module.levenshtein(ref, cer_module.normalise(hypothesis)), len(ref)


def summarise_cer(pages: list[dict], key: str) -> dict:
    """Aggregate CER (summed edits / summed reference characters), overall and by variant."""
    out = {}
    for variant in ("all", "clean", "rotated", "photo"):
        chosen = [p for p in pages if variant == "all" or p["variant"] == variant]
        edits = sum(p[key][0] for p in chosen)
        chars = sum(p[key][1] for p in chosen)
        out[variant] = edits / chars if chars else 0.0
    return out


def interleaved(ours: list[str], peer: list[str], pairs: int, scratch: str) -> tuple[list[float], list[float]]:
    """Wall seconds of `pairs` runs of each command, taken in turns (peer, ours, peer, ours, ...) after a warm-up of
    each, so that a busy moment of this shared machine weighs on both."""
    timed(peer)
    timed(ours, cardbox_env(scratch))
    peer_times: list[float] = []
    our_times: list[float] = []
    for _ in range(pairs):
        peer_times.append(timed(peer)[0])
        our_times.append(timed(ours, cardbox_env(scratch))[0])
    return our_times, peer_times


def ratio_summary(ours: list[float], peer: list[float]) -> dict:
    """Cardbox's speed over the peer's (peer time / our time, above 1 is faster), median and spread of the pairs."""
    ratios = [theirs / mine for mine, theirs in zip(ours, peer)]
    return {"ratio": statistics.median(ratios), "ratio_min": min(ratios), "ratio_max": max(ratios)}


def bench_pdf(pdf: Path, runs: int, cardbox: Path | None, results: dict) -> None:
    with tempfile.TemporaryDirectory() as scratch:
        peer_command = ["pdftotext", str(pdf), os.path.join(scratch, "out.txt")]
        if cardbox is None:
            print(f"(a) timing pdftotext on {pdf.name}...", file=sys.stderr)
            peer = median_time(peer_command, runs)
            results["pdf"] = {"pages": PDF_PAGES, "runs": runs, "pdftotext_s": peer,
                              "pdftotext_pages_per_s": PDF_PAGES / peer}
            return
        print(f"(a) timing cardbox extract and pdftotext on {pdf.name}, interleaved...", file=sys.stderr)
        command = [str(cardbox), "extract", str(pdf), "--json"]
        _, stdout = timed(command, cardbox_env(scratch), stdout=subprocess.PIPE)
        results["pdf"] = {"pages": PDF_PAGES, "runs": runs}
        documents = parse_documents(stdout)
        if not documents:
            print("warning: no documents found in cardbox's --json output", file=sys.stderr)
        else:
            pages = document_pages(documents[0])
            if pages is not None and pages != PDF_PAGES:
                print(f"warning: cardbox reports {pages} pages, expected {PDF_PAGES}", file=sys.stderr)
            results["pdf"]["cardbox_paragraphs"] = len(documents[0].get("paragraphs") or [])
            results["pdf"]["cardbox_pages_reported"] = pages
        ours, peer = interleaved(command, peer_command, runs, scratch)
        results["pdf"].update({
            "pdftotext_s": statistics.median(peer), "pdftotext_pages_per_s": PDF_PAGES / statistics.median(peer),
            "cardbox_s": statistics.median(ours), "cardbox_pages_per_s": PDF_PAGES / statistics.median(ours),
            **ratio_summary(ours, peer)})


def bench_short_pdf(pdf: Path, runs: int, cardbox: Path | None, results: dict) -> None:
    """The first SHORT_PAGES pages of the same PDF as a file of their own: here the fixed cost of starting dominates."""
    with tempfile.TemporaryDirectory() as scratch:
        short = Path(scratch) / f"twocol-{SHORT_PAGES}.pdf"
        subprocess.run(["mutool", "merge", "-o", str(short), str(pdf), f"1-{SHORT_PAGES}"], check=True)
        peer_command = ["pdftotext", str(short), os.path.join(scratch, "out.txt")]
        if cardbox is None:
            results["short"] = {"pages": SHORT_PAGES, "runs": runs, "pdftotext_s": median_time(peer_command, runs)}
            return
        print(f"(a) timing cardbox extract and pdftotext on {short.name}, interleaved...", file=sys.stderr)
        ours, peer = interleaved([str(cardbox), "extract", str(short), "--json"], peer_command, runs, scratch)
        results["short"] = {"pages": SHORT_PAGES, "runs": runs, "pdftotext_s": statistics.median(peer),
                            "cardbox_s": statistics.median(ours), **ratio_summary(ours, peer)}


def bench_ocr(pages: list[dict], cardbox: Path | None, results: dict) -> None:
    n = len(pages)
    with tempfile.TemporaryDirectory() as scratch:
        print(f"(b) tesseract on {n} pages, one after another...", file=sys.stderr)
        run_tesseract(pages[0]["path"], Path(scratch) / "warm")
        serial_start = time.perf_counter()
        for index, page in enumerate(pages):
            elapsed, text = run_tesseract(page["path"], Path(scratch) / f"serial-{index}")
            page["tesseract_s"] = elapsed
            page["tesseract"] = error_counts(page["text"], text)
        serial = time.perf_counter() - serial_start

        print(f"(b) tesseract on {n} pages, two processes at a time...", file=sys.stderr)
        parallel_start = time.perf_counter()
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            list(pool.map(lambda item: run_tesseract(item[1]["path"], Path(scratch) / f"parallel-{item[0]}"),
                          enumerate(pages)))
        parallel = time.perf_counter() - parallel_start

        results["ocr"] = {"pages": n, "variants": {v: sum(p["variant"] == v for p in pages)
                                                   for v in ("clean", "rotated", "photo")},
                          "tesseract_s_per_page": serial / n, "tesseract_2proc_s_per_page": parallel / n,
                          "tesseract_cer": summarise_cer(pages, "tesseract"),
                          "tesseract_page_cer": [round(p["tesseract"][0] / max(1, p["tesseract"][1]), 5)
                                                 for p in pages]}
        if cardbox is None:
            return
        print(f"(b) cardbox extract on {n} pages in one process...", file=sys.stderr)
        inputs = [page["path"] for page in pages]
        elapsed, stdout = timed([str(cardbox), "extract", *map(str, inputs), "--json"], cardbox_env(scratch),
                                stdout=subprocess.PIPE, tolerate_failure=True)
        documents = parse_documents(stdout)
        matched = match_documents(documents, inputs)
        missing = [p["file"] for p, d in zip(pages, matched) if d is None]
        if missing:
            print(f"warning: no document in cardbox's output for {', '.join(missing)} (counted as empty)",
                  file=sys.stderr)
        for page, document in zip(pages, matched):
            page["cardbox"] = error_counts(page["text"], document_text(document) if document else "")
        results["ocr"].update({"cardbox_s_per_page": elapsed / n, "cardbox_cer": summarise_cer(pages, "cardbox"),
                               "cardbox_page_cer": [round(p["cardbox"][0] / max(1, p["cardbox"][1]), 5)
                                                    for p in pages],
                               "cardbox_documents": len(documents), "cardbox_missing": missing})


def report(results: dict) -> None:
    pdf = results.get("pdf")
    if pdf:
        print(f"\n(a) text-layer PDF: {pdf['pages']} pages, two columns, header and footer; median of {pdf['runs']}")
        print(f"{'':28}{'seconds':>10}{'pages/s':>10}")
        print(f"{'pdftotext':28}{pdf['pdftotext_s']:>10.3f}{pdf['pdftotext_pages_per_s']:>10.1f}")
        if "cardbox_s" in pdf:
            print(f"{'cardbox extract --json':28}{pdf['cardbox_s']:>10.3f}{pdf['cardbox_pages_per_s']:>10.1f}")
            print(f"speed ratio cardbox / pdftotext: {pdf['ratio']:.2f}x (spread {pdf['ratio_min']:.2f}-"
                  f"{pdf['ratio_max']:.2f}, interleaved pairs; goal >= 1.00x)")
    short = results.get("short")
    if short:
        print(f"\n(a') the first {short['pages']} pages as a file of their own; median of {short['runs']}")
        print(f"{'pdftotext':28}{short['pdftotext_s']:>10.3f} s")
        if "cardbox_s" in short:
            print(f"{'cardbox extract --json':28}{short['cardbox_s']:>10.3f} s (goal <= 0.080 s)")
            print(f"speed ratio cardbox / pdftotext: {short['ratio']:.2f}x (spread {short['ratio_min']:.2f}-"
                  f"{short['ratio_max']:.2f})")
    ocr = results.get("ocr")
    if ocr:
        v = ocr["variants"]
        print(f"\n(b) OCR: {ocr['pages']} pages at 300 dpi ({v['clean']} clean, {v['rotated']} rotated, "
              f"{v['photo']} photo)")
        print(f"{'':36}{'s/page':>8}{'CER':>8}{'clean':>8}{'rotated':>8}{'photo':>8}")
        rows = [("tesseract CLI, serial, 1 thread", ocr["tesseract_s_per_page"], ocr["tesseract_cer"]),
                ("tesseract CLI, 2 processes", ocr["tesseract_2proc_s_per_page"], ocr["tesseract_cer"])]
        if "cardbox_s_per_page" in ocr:
            rows.append(("cardbox extract (one process)", ocr["cardbox_s_per_page"], ocr["cardbox_cer"]))
        for name, seconds, rates in rows:
            print(f"{name:36}{seconds:>8.3f}" + "".join(f"{rates[k]:>8.4f}" for k in ("all", "clean", "rotated",
                                                                                        "photo")))
        if "cardbox_s_per_page" in ocr:
            ours = ocr["cardbox_s_per_page"]
            print(f"time ratio cardbox / tesseract serial: {ours / ocr['tesseract_s_per_page']:.2f}x, "
                  f"/ tesseract 2 processes: {ours / ocr['tesseract_2proc_s_per_page']:.2f}x (below 1 is faster)")
            t, c = ocr["tesseract_cer"]["all"], ocr["cardbox_cer"]["all"]
            print(f"CER cardbox - tesseract: {c - t:+.4f}")
        print("CER = character edits / reference characters over all pages (whitespace collapsed, quotes "
              "normalised).")


def main() -> None:
    parser = argparse.ArgumentParser(description="Time cardbox extract against pdftotext and tesseract.")
    parser.add_argument("--runs", type=int, default=5, help="timed pairs for the PDF part (median)")
    parser.add_argument("--peers-only", action="store_true", help="time only pdftotext and tesseract")
    parser.add_argument("--cardbox", type=Path, default=CARDBOX, help="the cardbox binary")
    parser.add_argument("--only", choices=("pdf", "ocr"), help="run one part")
    parser.add_argument("--json-out", type=Path, help="also write the results as JSON")
    args = parser.parse_args()

    for tool in ("pdftotext", "tesseract"):
        if shutil.which(tool) is None:
            sys.exit(f"{tool} is not installed (Debian: apt-get install poppler-utils tesseract-ocr)")
    cardbox = None
    if not args.peers_only:
        if not args.cardbox.exists():
            sys.exit(f"{args.cardbox} does not exist. Build it first:\n    scripts/release-build\n"
                     "or run with --peers-only to time only pdftotext and tesseract.")
        cardbox = args.cardbox

    results: dict = {}
    if args.only in (None, "pdf"):
        pdf = ensure_pdf()
        bench_pdf(pdf, args.runs, cardbox, results)
        bench_short_pdf(pdf, max(args.runs, 11), cardbox, results)
    if args.only in (None, "ocr"):
        bench_ocr(ensure_images(), cardbox, results)
    report(results)
    if args.json_out:
        args.json_out.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    if FAILURES:
        sys.exit("\n".join(["failed (results above include what the failing run printed):"] + FAILURES))


if __name__ == "__main__":
    main()
