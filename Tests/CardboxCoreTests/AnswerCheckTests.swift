import CardboxCore
import Testing

/// Typed-answer comparison and near-miss feedback.
@Suite struct AnswerCheckTests {
    @Test(
        arguments: [
            ("guard let", "guard  let ", false, true, nil),
            ("Guard Let", "guard let", false, true, nil),
            ("Self", "self", true, false, "Only the letter case differs, and case matters in code."),
            ("gaurd let", "guard let", true, false, "Two characters off."),
            ("guard lett", "guard let", true, false, "One character off."),
            ("rethrows", "throws", true, false, "Two characters off."),
            ("async", "guard let", true, false, nil),
            ("", "guard let", false, false, nil),
        ] as [(String, String, Bool, Bool, String?)])
    func comparesTypedAnswers(given: String, expected: String, isCode: Bool, correct: Bool, note: String?) {
        let check = AnswerCheck(given: given, expected: expected, isCode: isCode)
        #expect(check.isCorrect == correct)
        #expect(check.nearMiss == note)
    }
}
