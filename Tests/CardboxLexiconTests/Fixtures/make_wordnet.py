#!/usr/bin/env python3
"""Writes the small WordNet 3.0 database in ./wordnet used by CardboxLexiconTests.

The data files are generated rather than typed so that every synset offset is the byte offset of its line, as in
wndb(5WN). Run it again after changing SYNSETS: python3 make_wordnet.py
"""
import os

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "wordnet")

HEADER = [
    "Test fixture in the WordNet 3.0 database format described in wndb(5WN).",
    "Portions derived from WordNet 3.0 Copyright 2006 by Princeton University.",
    "All rights reserved. THE DATABASE IS PROVIDED \"AS IS\" WITHOUT WARRANTIES.",
]

FILES = {"n": "noun", "v": "verb", "a": "adj", "s": "adj", "r": "adv"}

# key: (ss_type, lex_filenum, [(word, lex_id)], [(symbol, target key, source/target)], verb frames, gloss)
SYNSETS = {
    "animal": ("n", 5, [("animal", 0), ("beast", 0)], [("~", "canine"), ("~", "rodent"), ("~", "goose")], None,
               "a living organism characterized by voluntary movement"),
    "canine": ("n", 5, [("canine", 2), ("canid", 0)],
               [("@", "animal"), ("~", "dog"), ("~", "wolf"), ("~", "fox"), ("~", "jackal")], None,
               "any of various fissiped mammals with nonretractile claws and typically long muzzles"),
    "dog": ("n", 5, [("dog", 0), ("domestic_dog", 0), ("Canis_familiaris", 0)], [("@", "canine")], None,
            "a member of the genus Canis that has been domesticated by man since prehistoric times; "
            "occurs in many breeds; \"the dog barked all night\""),
    "wolf": ("n", 5, [("wolf", 0)], [("@", "canine")], None,
             "any of various predatory carnivorous canine mammals that usually hunt in packs"),
    "fox": ("n", 5, [("fox", 0)], [("@", "canine")], None,
            "alert carnivorous mammal with pointed muzzle and ears and a bushy tail"),
    "jackal": ("n", 5, [("jackal", 0), ("Canis_aureus", 0)], [("@", "canine")], None,
               "Old World nocturnal canine mammal closely related to the dog"),
    "rodent": ("n", 5, [("rodent", 0), ("gnawer", 0)], [("@", "animal"), ("~", "mouse"), ("~", "rat")], None,
               "relatively small placental mammals having a single pair of constantly growing incisor teeth"),
    "mouse": ("n", 5, [("mouse", 0)], [("@", "rodent")], None,
              "any of numerous small rodents typically resembling diminutive rats; "
              "\"a mouse ran across the floor\"; \"the cat caught a mouse; then it slept\""),
    "rat": ("n", 5, [("rat", 0)], [("@", "rodent")], None, "any of various long-tailed rodents similar to mice"),
    "goose": ("n", 5, [("goose", 0)], [("@", "animal")], None,
              "web-footed long-necked typically gregarious migratory aquatic birds"),
    "device": ("n", 6, [("device", 0)], [("~", "computer_mouse"), ("~", "keyboard")], None,
               "an instrumentality invented for a particular purpose"),
    "computer_mouse": ("n", 6, [("mouse", 4), ("computer_mouse", 0)], [("@", "device")], None,
                       "a hand-operated electronic device that controls the coordinates of a cursor; "
                       "\"a mouse takes much more room than a trackball\"- Anonymous"),
    "keyboard": ("n", 6, [("keyboard", 0)], [("@", "device")], None, "device consisting of a set of keys"),
    "organelle": ("n", 8, [("organelle", 0), ("cell_organelle", 0)],
                  [("~", "mitochondrion"), ("~", "ribosome"), ("~", "chloroplast"), ("~", "cell_nucleus")], None,
                  "a specialized part of a cell; analogous to an organ"),
    "mitochondrion": ("n", 8, [("mitochondrion", 0), ("chondriosome", 0)], [("@", "organelle")], None,
                      "an organelle containing enzymes responsible for producing energy"),
    "ribosome": ("n", 8, [("ribosome", 0)], [("@", "organelle")], None,
                 "an organelle in the cytoplasm of a cell that is active in protein synthesis"),
    "chloroplast": ("n", 8, [("chloroplast", 0)], [("@", "organelle")], None,
                    "plastid containing chlorophyll and other pigments"),
    "cell_nucleus": ("n", 8, [("nucleus", 0), ("cell_nucleus", 0), ("karyon", 0)], [("@", "organelle")], None,
                     "a part of the cell containing DNA and RNA and responsible for growth and reproduction"),
    "atomic_nucleus": ("n", 17, [("nucleus", 1)], [], None,
                       "the positively charged dense center of an atom"),
    "national_capital": ("n", 15, [("national_capital", 0)], [("~i", "paris"), ("~i", "rome")], None,
                         "the capital city of a nation"),
    "paris": ("n", 15, [("Paris", 0), ("City_of_Light", 0), ("French_capital", 0)], [("@i", "national_capital")],
              None, "the capital and largest city of France"),
    "rome": ("n", 15, [("Rome", 0), ("Eternal_City", 0), ("Italian_capital", 0)], [("@i", "national_capital")],
             None, "capital and largest city of Italy; \"Rome was not built in a day\""),
    "box": ("n", 6, [("box", 0)], [], None, "a (usually rectangular) container; may have a lid"),
    "bus": ("n", 6, [("bus", 0), ("autobus", 0)], [], None, "a vehicle carrying many passengers"),
    "church": ("n", 6, [("church", 0), ("church_building", 0)], [], None, "a place for public worship"),
    "dish": ("n", 6, [("dish", 0)], [], None, "a piece of dishware normally used as a container for holding food"),
    "glass": ("n", 27, [("glass", 0)], [], None, "a brittle transparent solid with irregular atomic structure"),
    "glasses": ("n", 6, [("glasses", 0), ("spectacles", 0)], [], None, "optical instrument worn in front of the eyes"),
    "handful": ("n", 23, [("handful", 0), ("fistful", 0)], [], None, "the quantity that can be held in the hand"),
    "party": ("n", 14, [("party", 0)], [], None, "an organization to gain political power"),
    "waltz": ("n", 4, [("waltz", 0)], [], None, "a ballroom dance in triple time"),
    "woman": ("n", 18, [("woman", 0), ("adult_female", 0)], [], None, "an adult female person"),
    "travel": ("v", 38, [("travel", 0), ("go", 0), ("move", 0)],
               [("~", "run"), ("~", "walk"), ("~", "hurry"), ("~", "race"), ("~", "pass")], [1, 2],
               "change location; move, travel, or proceed; \"How fast does your new car go?\""),
    "run": ("v", 38, [("run", 0)], [("@", "travel")], [1, 2],
            "move fast by using one's feet, with one foot off the ground at any given time; "
            "\"Don't run--you'll be out of breath\""),
    "walk": ("v", 38, [("walk", 0)], [("@", "travel")], [1],
             "use one's feet to advance; advance by steps; \"Walk, don't run!\""),
    "hurry": ("v", 38, [("hurry", 0), ("rush", 0)], [("@", "travel")], [1], "move fast"),
    "race": ("v", 38, [("race", 0)], [("@", "travel")], [1], "step on it"),
    "pass": ("v", 38, [("pass", 0)], [("@", "travel")], [1], "go across or through"),
    "good": ("a", 0, [("good", 0)], [("!", "bad", "0101")], None,
             "having desirable or positive qualities; \"good news from the hospital\""),
    "bad": ("a", 0, [("bad", 0)], [("!", "good", "0101")], None, "having undesirable or negative qualities"),
    "tall": ("a", 0, [("tall", 0)], [], None, "great in vertical dimension"),
    "large": ("a", 0, [("large", 0), ("big", 0)], [("&", "huge")], None, "above average in size or number"),
    "huge": ("s", 0, [("huge", 0), ("immense", 0), ("vast(a)", 0)], [("&", "large")], None,
             "unusually great in size or amount"),
    "well": ("r", 2, [("well", 0), ("good", 0)], [], None,
             "in a good or proper or satisfactory manner; \"the children behaved well\""),
}

EXCEPTIONS = {
    "noun": ["geese goose", "mice mouse", "nuclei nucleus"],
    "verb": ["ran run", "running run", "went go"],
    "adj": ["best good", "better good well", "bigger big"],
    "adv": ["best well", "better well"],
}

# Sense keys and tag counts (cntlist.rev): ranks coordinate terms and category words.
TAG_COUNTS = {
    "dog%1:05:00::": 42, "wolf%1:05:00::": 7, "fox%1:05:00::": 3, "nucleus%1:08:00::": 4,
    "good%3:00:00::": 50, "keyboard%1:06:00::": 9, "huge%5:00:00:large:00": 3,
}

POINTER_SYMBOL_ORDER = ["!", "@", "@i", "~", "~i", "&"]


def header():
    return "".join(f"  {n + 1} {line}  \n" for n, line in enumerate(HEADER))


def data_line(key, offsets):
    ss_type, lexfile, words, pointers, frames, gloss = SYNSETS[key]
    parts = [f"{offsets[key]:08d}", f"{lexfile:02d}", ss_type, f"{len(words):02x}"]
    for word, lex_id in words:
        parts += [word, f"{lex_id:x}"]
    parts.append(f"{len(pointers):03d}")
    for pointer in pointers:
        symbol, target = pointer[0], pointer[1]
        source_target = pointer[2] if len(pointer) > 2 else "0000"
        parts += [symbol, f"{offsets[target]:08d}", SYNSETS[target][0], source_target]
    if frames is not None:
        parts.append(f"{len(frames):02d}")
        for frame in frames:
            parts += ["+", f"{frame:02d}", "00"]
    return " ".join(parts) + " | " + gloss + "  \n"


def main():
    os.makedirs(HERE, exist_ok=True)
    offsets = {key: 0 for key in SYNSETS}
    by_file = {}
    for key, synset in SYNSETS.items():
        by_file.setdefault(FILES[synset[0]], []).append(key)
    # Offsets have a fixed width, so line lengths do not depend on their values: lay out, then fill in.
    for name, keys in by_file.items():
        position = len(header().encode())
        for key in keys:
            offsets[key] = position
            position += len(data_line(key, offsets).encode())
    for name, keys in by_file.items():
        with open(os.path.join(HERE, "data." + name), "w", newline="\n") as out:
            out.write(header() + "".join(data_line(key, offsets) for key in keys))
        lemmas = {}
        for key in keys:
            for word, _ in SYNSETS[key][2]:
                lemma = word.split("(")[0].lower()
                lemmas.setdefault(lemma, []).append(key)
        lines = []
        for lemma in sorted(lemmas, key=lambda text: text.encode()):
            keys_of_lemma = lemmas[lemma]
            symbols = {pointer[0] for key in keys_of_lemma for pointer in SYNSETS[key][3]}
            symbols = [symbol for symbol in POINTER_SYMBOL_ORDER if symbol in symbols]
            pos = "a" if name == "adj" else SYNSETS[keys_of_lemma[0]][0]
            fields = [lemma, pos, str(len(keys_of_lemma)), str(len(symbols))] + symbols
            fields += [str(len(keys_of_lemma)), "0"] + [f"{offsets[key]:08d}" for key in keys_of_lemma]
            lines.append(" ".join(fields) + "  \n")
        with open(os.path.join(HERE, "index." + name), "w", newline="\n") as out:
            out.write(header() + "".join(lines))
    for name, lines in EXCEPTIONS.items():
        with open(os.path.join(HERE, name + ".exc"), "w", newline="\n") as out:
            out.write("".join(line + "\n" for line in sorted(lines)))
    with open(os.path.join(HERE, "cntlist.rev"), "w", newline="\n") as out:
        for key in sorted(TAG_COUNTS):
            out.write(f"{key} 1 {TAG_COUNTS[key]}\n")


if __name__ == "__main__":
    main()
