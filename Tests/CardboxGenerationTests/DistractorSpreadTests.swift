import CardboxCore
import Testing

@testable import CardboxGeneration

/// A document's cards do not share the same wrong answers: a pool term is offered on at most
/// ``DistractorFiller/maximumUses`` cards.
@Suite struct DistractorSpreadTests {
    @Test func noPoolTermIsOfferedOnMoreThanFourCards() {
        let pool = TermPool(terms: [
            "glob match", "glob weight", "document element", "new information", "magic rule", "icon name",
            "alias list", "cache file",
        ])
        let filler = DistractorFiller()
        var usage: [String: Int] = [:]
        var offered: [[String]] = []
        // One-word answers: a phrase's wrong answers must be tied to it, and these pool terms are tied to nothing.
        for answer in ["mountpoint", "root", "field", "depth", "pattern", "attribute"] {
            let chunk = TestDocument.chunk("The answer here is the \(answer) of the file.")
            let draft = Drafts.citing(
                chunk, kind: .cloze, question: "The answer here is the {{answer}} of the file.", answer: answer)
            let filled = filler.fill(draft, pool: pool, usage: usage)
            offered.append(filled.distractors)
            for distractor in filled.distractors { usage[TextNormalization.normalized(distractor), default: 0] += 1 }
        }
        #expect(usage.values.allSatisfy { $0 <= DistractorFiller.maximumUses }, "\(usage)")
        #expect(offered.allSatisfy { $0.count == 3 }, "\(offered)")
    }

    @Test func aVerbAfterASingularNounEndsTheTerm() {
        let text = "Each element corresponds to one line of the magic file."
        let document = TestDocument.make("# Magic\n\n" + text + " The parser reads each element in turn.")
        let mentions = TermExtractor(statistics: TermStatistics(document: document))
            .mentions(in: Tokenizer.tokens(in: Array(text.unicodeScalars))).map(\.words)
        #expect(!mentions.contains(["element", "corresponds"]), "\(mentions)")
        let plural = "The parser reads the glob rules from each package."
        let kept = TermExtractor(statistics: TermStatistics(document: TestDocument.make("# Globs\n\n" + plural)))
            .mentions(in: Tokenizer.tokens(in: Array(plural.unicodeScalars))).map(\.words)
        #expect(kept.contains(["glob", "rules"]), "\(kept)")
    }
}
