/// An answer as a front end receives it: text fields from a form, a JSON body or a key press, parsed by one rule
/// into a ``StudyMode`` and a ``QuizAnswer`` so every front end accepts and refuses the same input with the same
/// words.
///
/// ```swift
/// let mode = try StudyMode(parsing: form["mode"])          // nil → flip
/// let answer = try QuizInput(rating: form["rating"], choice: nil, typed: nil).answer(for: mode)
/// ```
public struct QuizInput: Sendable, Equatable {
    /// The rating as text, `1` (Again) to `4` (Easy).
    public var rating: String?
    /// The chosen option's index as text, from 0.
    public var choice: String?
    /// The typed answer.
    public var typed: String?

    /// Creates the input from its fields; a field that was not sent is `nil`.
    public init(rating: String? = nil, choice: String? = nil, typed: String? = nil) {
        self.rating = rating
        self.choice = choice
        self.typed = typed
    }

    /// The answer these fields give for a card asked in `mode`: a rating, a choice or typed text (the first field
    /// present, in that order), or moving on in play mode when none is given.
    ///
    /// - Throws: ``QuizInputError`` naming the field that is malformed or missing.
    public func answer(for mode: StudyMode) throws(QuizInputError) -> QuizAnswer {
        if let rating {
            guard let value = Int(rating.trimmed), let parsed = Rating(rawValue: value) else {
                throw .invalidRating
            }
            return .rating(parsed)
        }
        if let choice {
            guard let index = Int(choice.trimmed), index >= 0 else { throw .invalidChoice }
            return .choice(index)
        }
        if let typed { return .typed(typed) }
        if mode == .play { return .advance }
        throw .missingAnswer
    }
}

extension StudyMode {
    /// The mode named `text` (`flip`, `choice`, `type`, `play`); flip when `text` is `nil`.
    ///
    /// - Throws: ``QuizInputError/invalidMode`` for any other name.
    public init(parsing text: String?) throws(QuizInputError) {
        guard let mode = StudyMode(rawValue: text?.trimmed.lowercased() ?? StudyMode.flip.rawValue) else {
            throw .invalidMode
        }
        self = mode
    }
}

/// Why an answer's fields could not be read.
public enum QuizInputError: Error, Equatable, CaseIterable, CustomStringConvertible {
    /// The mode is not one of flip, choice, type or play.
    case invalidMode
    /// The rating is not 1 to 4.
    case invalidRating
    /// The choice is not an option's index.
    case invalidChoice
    /// No answer was given.
    case missingAnswer

    /// The input field the error is about.
    public var field: String {
        switch self {
        case .invalidMode: "mode"
        case .invalidRating: "rating"
        case .invalidChoice: "choice"
        case .missingAnswer: "answer"
        }
    }

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .invalidMode: "The mode must be flip, choice, type or play."
        case .invalidRating: "Rate with 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)."
        case .invalidChoice: "Choose one of the options."
        case .missingAnswer: "Give an answer: a rating, a choice or the typed answer."
        }
    }
}
