import CardboxCore
import Testing

/// One parser for answers from every front end: which fields give which answer, and which are refused.
@Suite struct QuizInputTests {
    @Test(arguments: [
        (QuizInput(rating: "3"), StudyMode.flip, QuizAnswer.rating(.good)),
        (QuizInput(rating: " 1 "), .flip, .rating(.again)),
        (QuizInput(choice: "2"), .choice, .choice(2)),
        (QuizInput(typed: "  Lima "), .type, .typed("  Lima ")),
        (QuizInput(typed: ""), .type, .typed("")),
        (QuizInput(), .play, .advance),
        (QuizInput(rating: "4", choice: "1"), .flip, .rating(.easy)),
    ])
    func fieldsGiveTheirAnswer(input: QuizInput, mode: StudyMode, expected: QuizAnswer) throws {
        #expect(try input.answer(for: mode) == expected)
    }

    @Test(arguments: [
        (QuizInput(rating: "5"), QuizInputError.invalidRating),
        (QuizInput(rating: "0"), .invalidRating),
        (QuizInput(rating: "good"), .invalidRating),
        (QuizInput(choice: "-1"), .invalidChoice),
        (QuizInput(choice: "b"), .invalidChoice),
        (QuizInput(), .missingAnswer),
    ])
    func malformedOrMissingFieldsAreRefusedByName(input: QuizInput, error: QuizInputError) {
        #expect(throws: error) { try input.answer(for: .flip) }
    }

    @Test func everyRefusalNamesItsFieldAndSaysWhatToDo() {
        for error in QuizInputError.allCases {
            #expect(!error.field.isEmpty)
            #expect(error.description.hasSuffix("."))
        }
        #expect(QuizInputError.invalidRating.field == "rating")
        #expect(QuizInputError.invalidMode.description == "The mode must be flip, choice, type or play.")
    }

    @Test(arguments: [(nil, StudyMode.flip), ("choice", .choice), (" TYPE ", .type), ("play", .play)])
    func modesAreReadWithFlipAsTheDefault(text: String?, mode: StudyMode) throws {
        #expect(try StudyMode(parsing: text) == mode)
    }

    @Test func anUnknownModeIsRefused() {
        #expect(throws: QuizInputError.invalidMode) { try StudyMode(parsing: "cram") }
    }
}
