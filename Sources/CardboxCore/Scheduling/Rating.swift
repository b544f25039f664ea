/// How well a card was recalled.
public enum Rating: Int, Sendable, Codable, CaseIterable, Comparable, CustomStringConvertible {
    /// Forgotten.
    case again = 1
    /// Recalled with serious difficulty.
    case hard = 2
    /// Recalled.
    case good = 3
    /// Recalled easily.
    case easy = 4

    /// Orders ratings from Again to Easy.
    public static func < (lhs: Rating, rhs: Rating) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The button label.
    public var description: String {
        switch self {
        case .again: "Again"
        case .hard: "Hard"
        case .good: "Good"
        case .easy: "Easy"
        }
    }

    /// Whether the rating counts as recalled.
    public var isPass: Bool { self != .again }

    /// The rating a graded answer (multiple choice, typing) gives the scheduler.
    public static func graded(correct: Bool) -> Rating { correct ? .good : .again }
}
