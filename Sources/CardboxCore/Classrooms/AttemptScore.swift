/// How many questions an attempt got right out of how many.
public struct AttemptScore: Sendable, Equatable, Hashable, Codable {
    /// Questions answered with the right option.
    public var right: Int
    /// Questions in the quiz.
    public var total: Int

    /// Creates the value.
    public init(right: Int, total: Int) {
        self.right = right
        self.total = total
    }

    /// The score as a fraction from 0 to 1 (0 for a quiz without questions).
    public var fraction: Double { total == 0 ? 0 : Double(right) / Double(total) }

    /// Scores `answers` (canonical option numbers by question) against `questions`; unanswered questions count as
    /// wrong.
    public static func scoring(_ answers: [QuestionID: Int], of questions: [Question]) -> AttemptScore {
        let right = questions.filter { answers[$0.id] == QuestionContent.rightOptionIndex }.count
        return AttemptScore(right: right, total: questions.count)
    }
}
