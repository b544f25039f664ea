import CardboxTestSupport
import Foundation
import Testing

/// `cardbox eval` on the graded set of real documents (Tests/Fixtures/graded): the offline engine's cards graded
/// against answer keys written by hand before the engine was tuned, so these gates can fail.
@Suite(.timeLimit(.minutes(10))) struct GradedSetTests {
    /// The graded documents, each with its `.key` beside it.
    static let documents = [
        "glossary-glossaries-terms.pdf", "paper-acmart-sigconf.pdf", "book-libtasn1-chapters.pdf",
        "slides-beamer-conference-talk.pdf", "scan-glossaries-beginners-page1.png", "edge-lecture-notes.md",
        "edge-wrapped-glossary.md",
    ]

    /// The path of graded document `name`.
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/graded/\(name)").path
    }

    /// The figures `cardbox eval --json` reports against the key beside `name`.
    private func grade(_ name: String, _ cardbox: CardboxProcess) throws -> [String: Any] {
        let result = try cardbox.run(["eval", Self.path(name), "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(json["key"] as? [String: Any], "no answer key was read for \(name)")
    }

    @Test func theKeyBesideADocumentIsReadAndGradedInText() throws {
        let cardbox = try CardboxProcess()
        let result = try cardbox.run(["eval", Self.path("edge-wrapped-glossary.md"), "--details"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("answer key: 11 items"))
        #expect(result.stdout.contains("precision: "))
        #expect(result.stdout.contains("recall: "))
        #expect(result.stdout.contains("three good wrong answers: "))
        #expect(result.stdout.contains("wrong answers the key accepts: "))
        #expect(result.stdout.contains("faults: "))
    }

    @Test func aMissingKeyFileIsNotFound() throws {
        let cardbox = try CardboxProcess()
        let result = try cardbox.run(["eval", Self.path("edge-wrapped-glossary.md"), "--key", "/nonexistent.key"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("/nonexistent.key"))
    }

    @Test func theOfflineEngineMeetsItsGatesOnTheGradedSet() throws {
        let cardbox = try CardboxProcess()
        var cards = 0
        var matched = 0
        var items = 0
        var covered = 0
        var goodDistractors = 0.0
        var acceptedWrongAnswers = 0.0
        var faults: [String: Int] = [:]
        for name in Self.documents {
            let key = try grade(name, cardbox)
            let count = key["card_count"] as? Int ?? 0
            cards += count
            matched += key["matched_cards"] as? Int ?? 0
            items += key["key_item_count"] as? Int ?? 0
            covered += key["covered_items"] as? Int ?? 0
            goodDistractors += (key["three_good_distractors_percent"] as? Double ?? 0) * Double(count) / 100
            // Every key lists the wrong answers a teacher would accept, so every card's are judged by it.
            let accepted = try #require(key["accepted_wrong_answers_percent"] as? Double, "\(name): no W: lines")
            acceptedWrongAnswers += accepted * Double(count) / 100
            let found = key["faults"] as? [String: Int] ?? [:]
            faults.merge(found, uniquingKeysWith: +)
            #expect(found["citation-or-index-source", default: 0] == 0, "\(name): \(found)")
            #expect(found["function-word-blank", default: 0] == 0, "\(name): \(found)")
        }
        #expect(faults.values.reduce(0, +) * 100 <= cards * 20, "\(faults) in \(cards) cards")
        #expect(faults["repeated-distractor-set", default: 0] * 100 <= cards * 10, "\(faults) in \(cards) cards")
        let precision = Double(matched) * 100 / Double(max(cards, 1))
        let recall = Double(covered) * 100 / Double(max(items, 1))
        let distractors = goodDistractors * 100 / Double(max(cards, 1))
        let accepted = acceptedWrongAnswers * 100 / Double(max(cards, 1))
        let figures =
            "precision \(precision)%, recall \(recall)%, three good wrong answers \(distractors)%, wrong answers "
            + "accepted \(accepted)%"
        // With glossary terms ordered by the kind their definitions give them, name families (typefaces, operating
        // systems, formats, …), coined names of a stated kind ("the acmsmall template style") and a definition's
        // answer judged by the definitions of the terms the key accepts: precision 92.8 %, recall 78.4 %, three good
        // wrong answers 13.4 %, wrong answers accepted 40.9 % (per document 43.9, 60.8, 35.9, 16.7, 0, 33.3, 40 %).
        // Judged by the wrong answers the keys accept (W: lines, written from the documents without looking at the
        // engine's), with a lower-case phrase given only wrong answers of its kind or none: three good wrong answers
        // 11.3 % of 97 cards, and 34.8 % of the wrong answers offered accepted (weighted by cards; per document 41.3,
        // 50, 35.9, 16.7, 0, 14.8 and 29.6 %). Before that rule: 11.3 % and 31.5 %. A grader who judged the 91
        // multiple-choice sets directly by the rubric passed 18 of them. Every figure below was measured by the
        // filters of form alone, which cannot tell a wrong answer of another kind ("root account" for "help
        // files"), so they overstated it: 91.8 % of the same cards.
        // With licence terms, formulas and clauses that point back inside left out, and adjective answers given
        // antonyms and the document's other predicates: precision 91.8 %, recall 78.4 %, three good wrong answers
        // 92.9 % of 98 cards (before: 90.9 %, 78.4 %, 91.9 % of 99; the slides' "biallelic" now has three).
        // With descriptions, counted and pointed-back phrases, objectless commands and kind-and-name phrases left
        // unblanked, and every bracketed reference of a sentence asked: precision 90.8 %, recall 77.6 %, three good
        // wrong answers 87.8 % of 98 cards (the new X.690 card has no other reference code to offer and is a
        // flip card). Before that, with a quoted answer given the document's other coined names before its prose, a coined name no everyday
        // words, and capitals that only a title gives ("Documentation") no names: 89.2 % three good wrong answers,
        // as three cards that had been offered "Example · Version" or "partition · matrix · block" became flip
        // cards. Before that, with file names and symbols from code given only wrong answers of their own kind (two of the book's cards
        // became flip cards rather than offer "definitions · check · parser"): 93.1 % three good wrong answers.
        // With each cloze answer given once per document, a sentence that introduces a code line read as whole,
        // quoted names taken as terms and ranked up, no blank over the text's words for itself and one card per 60
        // words of prose: precision 85.3 %, recall 75.9 %, three good wrong answers 94.1 % of 102 cards (fewer
        // repeats of the paper's "acmart" clozes, which had each matched its key item, cost precision).
        // With a short list's items budgeted on top of the prose around them and gaps inside a "Term:
        // description" item held to the cloze allowance: precision 87.0 %, recall 74.1 %, three good wrong
        // answers 94.0 % of 100 cards. Measured when these gates were set, with quoted names of several words, the main clause of long
        // sentences and the rarer of two names in a sentence: precision 86.9 %, recall 73.3 %, three good wrong
        // answers 93.9 % of 99 cards (the goals are 80 %, 70 % and 80 %). Before them, with noun-phrase terms,
        // antecedents and a cloze allowance, 84.5 %, 71.6 % and 93.8 % of 97 cards; before those, 83.8 %, 58.6 % and
        // 95.0 % of 80 cards; with the document-structure rules alone 71.9 %, 40.5 % and 95.3 %; before the
        // precision-first rules, 16.7 %, 11.2 % and 55.6 % of 72 cards. The gates sit a little under the measured
        // figures because OCR may vary.
        #expect(precision >= 88, "\(figures)")
        #expect(recall >= 75, "\(figures)")
        #expect(distractors >= 12, "\(figures)")
        #expect(accepted >= 38, "\(figures)")
        #expect(cards >= 80, "\(figures)")
    }
}
