import CardboxCore
import Testing

/// Questions: one right option, three or more wrong ones, no two alike.
@Suite struct QuestionContentTests {
    @Test func validContentIsTrimmedAndKeepsItsOrder() throws {
        let content = QuestionContent(
            prompt: " What? ", rightOption: " Paris ", wrongOptions: ["Rome", " ", "Lima", "Oslo"], explanation: " x ")
        let valid = try content.validated()
        #expect(valid.prompt == "What?")
        #expect(valid.options == ["Paris", "Rome", "Lima", "Oslo"])
        #expect(valid.explanation == "x")
    }

    @Test(arguments: [
        (QuestionContent(prompt: "", rightOption: "a", wrongOptions: ["b", "c", "d"]), QuestionError.emptyPrompt),
        (QuestionContent(prompt: "p", rightOption: " ", wrongOptions: ["b", "c", "d"]), .emptyRightOption),
        (QuestionContent(prompt: "p", rightOption: "a", wrongOptions: ["b", "c"]), .tooFewWrongOptions(minimum: 3)),
        (
            QuestionContent(prompt: "p", rightOption: "a", wrongOptions: (0..<10).map { "w\($0)" }),
            .tooManyWrongOptions(maximum: 9)
        ),
        (QuestionContent(prompt: "p", rightOption: "a", wrongOptions: ["b", "B", "d"]), .duplicateOption),
        (
            QuestionContent(prompt: "p", rightOption: "Two words", wrongOptions: ["two  words", "c", "d"]),
            .duplicateOption
        ),
    ])
    func invalidContentIsRefused(content: QuestionContent, error: QuestionError) {
        #expect(throws: error) { try content.validated() }
    }
}
