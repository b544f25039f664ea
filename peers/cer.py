#!/usr/bin/env python3
"""Character error rate between a reference text and a hypothesis (for example OCR output).

    python peers/cer.py REF_FILE HYP_FILE     prints the CER as a float

Both texts are normalised first: curly single quotes and primes become "'", curly double quotes and double
primes become '"', and every run of whitespace (spaces, tabs, line breaks, form feeds, non-breaking spaces)
becomes one space, with none at either end.  Case and all other characters count.

    cer = levenshtein(normalised reference, normalised hypothesis) / len(normalised reference)

with insertions, deletions and substitutions each costing 1.  An empty reference gives 0.0 against an empty
hypothesis and 1.0 otherwise.  The CER can exceed 1 when the hypothesis is much longer than the reference.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

_QUOTES = str.maketrans({
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'", "\u00b4": "'", "\u0060": "'",
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"', "\u2033": '"', "\u00ab": '"', "\u00bb": '"',
})
_SPACE = re.compile(r"\s+")


def normalise(text: str) -> str:
    """Quotes to ASCII, whitespace runs to one space, trimmed."""
    return _SPACE.sub(" ", text.translate(_QUOTES)).strip()


def levenshtein(a: str, b: str) -> int:
    """Edit distance (unit costs), with Myers' bit-parallel algorithm: O(len(a) * len(b) / word size)."""
    if len(a) < len(b):
        a, b = b, a  # the shorter string becomes the bit vector
    m = len(b)
    if m == 0:
        return len(a)
    peq: dict[str, int] = {}
    for i, char in enumerate(b):
        peq[char] = peq.get(char, 0) | (1 << i)
    mask = (1 << m) - 1
    top = 1 << (m - 1)
    pv, mv, score = mask, 0, m
    for char in a:
        eq = peq.get(char, 0)
        xv = eq | mv
        xh = (((eq & pv) + pv) ^ pv) | eq
        ph = mv | (~(xh | pv) & mask)
        mh = pv & xh
        if ph & top:
            score += 1
        elif mh & top:
            score -= 1
        ph = ((ph << 1) | 1) & mask
        mh = (mh << 1) & mask
        pv = mh | (~(xv | ph) & mask)
        mv = ph & xv
    return score


def cer(reference: str, hypothesis: str) -> float:
    """Character error rate of `hypothesis` against `reference`, both normalised (see the module docstring)."""
    ref, hyp = normalise(reference), normalise(hypothesis)
    if not ref:
        return 0.0 if not hyp else 1.0
    return levenshtein(ref, hyp) / len(ref)


def main() -> None:
    parser = argparse.ArgumentParser(description="Print the character error rate of HYP_FILE against REF_FILE.")
    parser.add_argument("reference", type=Path, metavar="REF_FILE")
    parser.add_argument("hypothesis", type=Path, metavar="HYP_FILE")
    args = parser.parse_args()
    try:
        reference = args.reference.read_text(encoding="utf-8", errors="replace")
        hypothesis = args.hypothesis.read_text(encoding="utf-8", errors="replace")
    except OSError as error:
        sys.exit(f"cer: {error}")
    print(f"{cer(reference, hypothesis):.6f}")


if __name__ == "__main__":
    main()
