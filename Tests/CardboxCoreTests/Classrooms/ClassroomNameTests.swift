import CardboxCore
import Testing

/// Classroom and quiz names: stored trimmed, compared case- and whitespace-insensitively.
@Suite struct ClassroomNameTests {
    @Test func namesAreTrimmedAndInnerWhitespaceCollapsed() throws {
        #expect(try ClassroomName.validated("  Biology \t 1 ") == "Biology 1")
        #expect(try Quiz.validatedName(" Week\n1 ") == "Week 1")
    }

    @Test func keysMatchAcrossCaseAndWhitespace() {
        #expect(ClassroomName.key(" biology   1 ") == ClassroomName.key("Biology 1"))
        #expect(ClassroomName.key("Biology 1") != ClassroomName.key("Biology 2"))
    }

    @Test func emptyLongAndNulNamesAreRefused() {
        #expect(throws: ClassroomError.emptyName) { try ClassroomName.validated(" \u{200B} ") }
        #expect(throws: ClassroomError.nulCharacter) { try ClassroomName.validated("a\0b") }
        let long = String(repeating: "x", count: ClassroomName.maximumLength + 1)
        #expect(throws: ClassroomError.nameTooLong(limit: ClassroomName.maximumLength)) {
            try ClassroomName.validated(long)
        }
        #expect(throws: ClassroomQuizError.nameTooLong(limit: ClassroomName.maximumLength)) {
            try Quiz.validatedName(long)
        }
        #expect(throws: ClassroomQuizError.emptyName) { try Quiz.validatedName("   ") }
    }

    @Test func everyErrorIsASentence() {
        let errors: [ClassroomError] = [
            .emptyName, .nameTooLong(limit: 3), .nulCharacter, .nameTaken("A"), .joinPasswordTaken, .notFound,
            .wrongJoinPassword, .alreadyMember, .notMember, .notAllowed, .teacherCannotLeave,
            .tooManyAttempts(retryAfterSeconds: 5),
        ]
        for error in errors { #expect(error.description.hasSuffix(".")) }
    }
}
