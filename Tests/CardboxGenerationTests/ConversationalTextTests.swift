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
    ])
    func aTurnOfTalkGivesNoCard(sentence: String) {
        #expect(answers(sentence).isEmpty, "\(answers(sentence))")
    }

    @Test func theStatementsAroundItStillDo() {
        let said = answers(
            "The calculator keeps every result of the session in its result history. "
                + "No two results in the result history share a number. Now type the next command!")
        #expect(said.contains("result history"), "\(said)")
        #expect(
            TestDocument.chunk("Now type the next command!").paragraphs.count == 1
                && ExtractiveGenerator.talksWithTheReader("Now type the next command!"))
        #expect(!ExtractiveGenerator.talksWithTheReader("No two results in the result history share a number."))
        #expect(!ExtractiveGenerator.talksWithTheReader("Well-formed input is read in a single pass."))
    }
}
