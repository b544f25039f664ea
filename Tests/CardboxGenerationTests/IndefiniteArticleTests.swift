import CardboxCore
import Testing

@testable import CardboxGeneration

/// Wrong answers that fit the "a" or "an" before a blank as the right one does.
@Suite struct IndefiniteArticleTests {
    @Test(
        arguments: [
            ("optional priority attribute", true), ("glob pattern", false), ("unit", false), ("user", false),
            ("hour", true), ("MD5 digest", true), ("SQL query", true), ("CRC", false), ("8-bit value", true),
            ("12-bit value", false), ("Ogg container", true), ("European standard", false),
        ])
    func aWordOpensWithAVowelSoundAsItIsSpoken(word: String, vowel: Bool) {
        #expect(IndefiniteArticle.opensWithVowelSound(word) == vowel)
    }

    @Test func theFillerKeepsOnlyWrongAnswersThatFitTheArticle() {
        let chunk = TestDocument.chunk("Magic elements have an optional priority attribute for their rules.")
        let pool = TermPool(terms: [
            "name attribute", "case-sensitive attribute", "offset attribute", "index attribute", "icon attribute",
        ])
        let filled = DistractorFiller().fill(
            Drafts.citing(
                chunk, kind: .cloze, question: "Magic elements have an {{answer}} for their rules.",
                answer: "optional priority attribute"),
            pool: pool)
        #expect(Set(filled.distractors) == ["offset attribute", "index attribute", "icon attribute"])
        // An answer that does not follow the rules as written ("an SPKI"… written "a SPKI") is left alone.
        #expect(IndefiniteArticle.fits("name attribute", after: "a", like: "SPKI key"))
    }

    @Test func aWordThatMarksTheNumberBeforeTheBlankKeepsWrongAnswersOfTheAnswersNumber() {
        let chunk = TestDocument.chunk("For each supported algorithm, there is an include file.")
        let pool = TermPool(terms: [
            "block algorithms", "signature algorithm", "hash algorithm", "exchange algorithms", "context",
        ])
        let filled = DistractorFiller().fill(
            Drafts.citing(
                chunk, kind: .cloze, question: "For each {{answer}}, there is an include file.",
                answer: "supported algorithm"),
            pool: pool)
        #expect(!filled.distractors.contains("block algorithms"), "\(filled.distractors)")
        #expect(!filled.distractors.contains("exchange algorithms"), "\(filled.distractors)")
        #expect(filled.distractors.contains("signature algorithm"), "\(filled.distractors)")
        // Without such a word, the plural may stand beside the singular.
        let free = DistractorFiller().fill(
            Drafts.citing(
                chunk, kind: .cloze, question: "Nettle gives {{answer}} to its users.", answer: "supported algorithm"),
            pool: pool)
        #expect(free.distractors.contains("block algorithms"), "\(free.distractors)")
    }
}
