/// One question of a quiz, with its place in the quiz.
public struct Question: Sendable, Equatable, Codable, Identifiable {
    /// The question's identifier.
    public var id: QuestionID
    /// The quiz it belongs to.
    public var quizID: QuizID
    /// Its place in the quiz's own order, from 0.
    public var position: Int
    /// What it says.
    public var content: QuestionContent

    /// Creates a question value.
    public init(id: QuestionID, quizID: QuizID, position: Int, content: QuestionContent) {
        self.id = id
        self.quizID = quizID
        self.position = position
        self.content = content
    }

    /// How many options it has.
    public var optionCount: Int { content.wrongOptions.count + 1 }
}
