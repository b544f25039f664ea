/// When a student may see the right answers and explanations of an attempt they submitted.
public enum AnswerVisibility: String, Sendable, Codable, CaseIterable {
    /// As soon as the attempt is submitted.
    case afterSubmit = "after_submit"
    /// Once the quiz's deadline has passed (at once when the quiz has none).
    case afterDeadline = "after_deadline"
    /// Never; the student sees only the score.
    case never
}
