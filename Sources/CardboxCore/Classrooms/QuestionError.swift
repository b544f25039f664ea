/// A reason a question was refused.
public enum QuestionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The prompt is empty.
    case emptyPrompt
    /// The right option is empty.
    case emptyRightOption
    /// Fewer than ``QuestionContent/minimumWrongOptions`` wrong options were given.
    case tooFewWrongOptions(minimum: Int)
    /// More than ``QuestionContent/maximumWrongOptions`` wrong options were given.
    case tooManyWrongOptions(maximum: Int)
    /// Two options are the same (compared case- and whitespace-insensitively), or a wrong one equals the right one.
    case duplicateOption
    /// A text is longer than the limit.
    case tooLong(limit: Int)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .emptyPrompt: "The question needs a prompt."
        case .emptyRightOption: "The question needs a right answer."
        case .tooFewWrongOptions(let minimum): "The question needs at least \(minimum) wrong answers."
        case .tooManyWrongOptions(let maximum): "The question may have at most \(maximum) wrong answers."
        case .duplicateOption: "Two answers are the same."
        case .tooLong(let limit): "A question's texts may be at most \(limit) characters long."
        }
    }
}
