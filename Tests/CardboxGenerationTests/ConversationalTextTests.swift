import CardboxCore
import Testing

@testable import CardboxGeneration

/// A tutorial written as a conversation with its reader: its exclamations and turns of talk state no fact, while its
/// plain statements still give cards.
@Suite struct ConversationalTextTests {
    private func answers(_ text: String) -> [String] {
        ExtractiveGenerator().allDrafts(from: TestDocument.chunk(text)).map(\.answer)
    }

    @Test(arguments: [
        "Well, we get a floating point number and not an exact integer, but the result is pretty close!",
        "Now stop complaining about the calculator, and think a little about rational numbers.",
        "Well, the default initial precision of the calculator decides the number of printed decimals.",
        "Let's try the multiplication of two integers in the calculator without any spaces.",
        "Of course, the calculator keeps every result of the session in its result history.",
        "Seriously, the calculator will almost always try to give an exact result for rational numbers.",
        "Wow, even multiplication of large integers works in the calculator.",
        "By the way, you can ask the calculator about any identifier by prepending a question mark.",
        "Try a few computations involving the primitive root of the finite field.",
    ])
    func aTurnOfTalkGivesNoCard(sentence: String) {
        #expect(answers(sentence).isEmpty, "\(answers(sentence))")
    }

    @Test(arguments: [
        "To give it a wide margin, we set the precision of the calculator to 50 decimals.",
        "In fact, we computed an approximation of the determinant in a few small finite fields.",
        "The last number types which we have not yet played with are closely linked to number theory.",
    ])
    func aStepOfAWorkedExampleGivesNoCloze(sentence: String) {
        let drafts = ExtractiveGenerator().allDrafts(from: TestDocument.chunk(sentence))
        #expect(!drafts.contains { $0.kind == .cloze }, "\(drafts.map(\.question))")
    }

    @Test func anAntecedentIsNoTurnOfTalk() {
        #expect(
            ExtractiveGenerator.antecedent(
                of: 1,
                in: TestDocument.chunk(
                    "Well, it is the default initial precision. This has been chosen so that computations are fast."
                ).paragraphs[0]) == nil)
        #expect(
            ExtractiveGenerator.antecedent(
                of: 1,
                in: TestDocument.chunk(
                    "The default initial precision is 38 digits. This has been chosen so that computations are fast."
                ).paragraphs[0]) != nil)
    }

    @Test func theStatementsAroundItStillDo() {
        let said = answers(
            "The calculator keeps every result of the session in its result history. "
                + "No two results in the result history share a number. Now type the next command!")
        #expect(said.contains("result history"), "\(said)")
        #expect(ExtractiveGenerator.talksWithTheReader("Now type the next command!"))
        #expect(!ExtractiveGenerator.talksWithTheReader("No two results in the result history share a number."))
        #expect(!ExtractiveGenerator.talksWithTheReader("Well-formed input is read in a single pass."))
    }
}
