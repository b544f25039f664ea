public import CardboxCore

/// Where a request says an attempt is: the classroom and the quiz its address names.
public struct AttemptPlace: Sendable, Hashable {
    /// The classroom.
    public var classroomID: ClassroomID
    /// The quiz, which must be in that classroom.
    public var quizID: QuizID

    /// Creates the value.
    public init(classroomID: ClassroomID, quizID: QuizID) {
        self.classroomID = classroomID
        self.quizID = quizID
    }
}
