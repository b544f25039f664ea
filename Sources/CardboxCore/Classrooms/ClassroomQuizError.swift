/// A reason a quiz or attempt operation was refused.
public enum ClassroomQuizError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name is empty or shows nothing.
    case emptyName
    /// The name is longer than the limit.
    case nameTooLong(limit: Int)
    /// The classroom already has a quiz with that name (compared normalised).
    case nameTaken(String)
    /// A quiz needs at least one question.
    case noQuestions
    /// Question `index` (from 0) is not valid, for the reason given.
    case invalidQuestion(index: Int, reason: QuestionError)
    /// Attempts allowed must be 0 (unlimited) up to the maximum.
    case invalidAttemptsAllowed
    /// The time limit must be positive and at most a day.
    case invalidTimeLimit
    /// No quiz matches, or the caller may not see it.
    case notFound
    /// Someone has started an attempt, so the questions can no longer change.
    case locked
    /// The quiz is not published yet.
    case notPublished
    /// The deadline has passed, so no attempt may start.
    case closed
    /// The student has used every attempt allowed.
    case noAttemptsLeft(allowed: Int)
    /// The attempt's time (deadline or time limit, with the grace period) is over, so it cannot change any more.
    case timeUp
    /// The attempt was submitted already, so its answers cannot change.
    case alreadySubmitted
    /// The question is not part of this quiz.
    case unknownQuestion
    /// The chosen option does not exist.
    case unknownOption

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .emptyName: "A quiz needs a name."
        case .nameTooLong(let limit): "A quiz name may be at most \(limit) characters long."
        case .nameTaken(let name): "This classroom already has a quiz named '\(name)'."
        case .noQuestions: "A quiz needs at least one question."
        case .invalidQuestion(let index, let reason): "Question \(index + 1): \(reason.description)"
        case .invalidAttemptsAllowed:
            "Attempts allowed must be 0 (unlimited) up to \(QuizSettings.maximumAttemptsAllowed)."
        case .invalidTimeLimit: "The time limit must be between one second and one day."
        case .notFound: "There is no such quiz."
        case .locked:
            "Students have started this quiz, so only its deadline can change now; to change anything else, delete "
                + "it and make a new one."
        case .notPublished: "This quiz is not open yet."
        case .closed: "The deadline for this quiz has passed."
        case .noAttemptsLeft(let allowed):
            "You have used all \(allowed) attempt\(allowed == 1 ? "" : "s") at this quiz."
        case .timeUp: "The time for this attempt is over."
        case .alreadySubmitted: "This attempt has been submitted already."
        case .unknownQuestion: "That question is not part of this quiz."
        case .unknownOption: "That option does not exist."
        }
    }
}
