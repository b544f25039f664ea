public import FoundationEssentials

/// A flashcard: a question, its answer, and everything a quiz needs to teach it.
public struct Card: Sendable, Equatable, Codable, Identifiable {
    /// The card's identifier.
    public var id: CardID
    /// The deck the card belongs to.
    public var deckID: DeckID
    /// The content the user sees and edits.
    public var content: CardContent
    /// When the card was created.
    public var createdAt: Date
    /// The card's scheduling state, a cache of folding its review log.
    public var schedule: SchedulingState

    /// Creates a card value.
    public init(id: CardID, deckID: DeckID, content: CardContent, createdAt: Date, schedule: SchedulingState) {
        self.id = id
        self.deckID = deckID
        self.content = content
        self.createdAt = createdAt
        self.schedule = schedule
    }
}

/// What a card says: the part of a card a person writes, independent of scheduling.
public struct CardContent: Sendable, Equatable, Hashable, Codable {
    /// The prompt shown first.
    public var front: String
    /// The answer.
    public var back: String
    /// A short explanation shown after answering and under "Why?".
    public var explanation: String
    /// Wrong answers for multiple choice; a complete card has exactly ``CardContent/distractorCount``.
    public var distractors: [String]
    /// The topic the card is counted under in accuracy statistics.
    public var category: String
    /// Free-form labels.
    public var tags: [String]
    /// Colours for text, card and view.
    public var style: CardStyle
    /// Where the fact came from, if it came from a document.
    public var source: CardSource?
    /// Why a tempting wrong answer is wrong, if the card records one.
    public var pitfall: String?
    /// Whether the answer is code, so typed answers are compared case-sensitively.
    public var answerIsCode: Bool
    /// Whether the answer is typed even in a session that flips cards, as Anki's type-in cards ask it.
    public var answerIsTyped: Bool

    /// The number of distractors a multiple-choice card has.
    public static let distractorCount = 3

    /// Creates card content.
    public init(
        front: String, back: String, explanation: String = "", distractors: [String] = [], category: String = "",
        tags: [String] = [], style: CardStyle = .plain, source: CardSource? = nil, pitfall: String? = nil,
        answerIsCode: Bool = false, answerIsTyped: Bool = false
    ) {
        self.front = front
        self.back = back
        self.explanation = explanation
        self.distractors = distractors
        self.category = category
        self.tags = tags
        self.style = style
        self.source = source
        self.pitfall = pitfall
        self.answerIsCode = answerIsCode
        self.answerIsTyped = answerIsTyped
    }

    /// Whether the card can be asked as a multiple-choice question.
    public var supportsMultipleChoice: Bool { distractors.count == Self.distractorCount }

    /// Checks the rules every stored card obeys.
    ///
    /// - Throws: ``CardError`` naming the first rule broken.
    public func validated() throws(CardError) -> CardContent {
        // SQLite's length() stops at the first NUL, so the store's non-empty checks could not see past one.
        for (field, text) in [("front", front), ("back", back)] where text.unicodeScalars.contains("\0") {
            throw .nulCharacter(field: field)
        }
        var content = self
        content.front = front.trimmed
        content.back = back.trimmed
        content.explanation = explanation.trimmed
        content.category = category.trimmed
        content.distractors = distractors.map(\.trimmed).filter { !$0.isEmpty }
        content.tags = tags.map(\.trimmed).filter { !$0.isEmpty }
        content.pitfall = pitfall.map(\.trimmed).flatMap { $0.isEmpty ? nil : $0 }
        if content.front.isInvisible { throw .emptyFront }
        if content.back.isInvisible { throw .emptyBack }
        let texts =
            [content.front, content.back, content.explanation, content.category, content.pitfall ?? ""]
            + content.distractors + content.tags
        // A text has at most as many characters as bytes, so only one with more bytes than the limit is counted.
        if texts.contains(where: { $0.utf8.count > Self.maximumTextLength && $0.count > Self.maximumTextLength }) {
            throw .tooLong(limit: Self.maximumTextLength)
        }
        if content.distractors.count > Self.distractorCount {
            throw .wrongDistractorCount(content.distractors.count)
        }
        guard !content.distractors.isEmpty else { return content }
        let folded = content.distractors.map { $0.lowercased() }
        if Set(folded).count != folded.count { throw .duplicateDistractor }
        if folded.contains(content.back.lowercased()) { throw .distractorEqualsAnswer }
        return content
    }

    /// The longest text any field of a card may have (front, back, explanation, category, pitfall, each
    /// distractor and each tag), in characters.
    public static let maximumTextLength = 10_000
}

/// A reason card content was refused.
public enum CardError: Error, Equatable, CustomStringConvertible {
    /// The front is empty.
    case emptyFront
    /// The back is empty.
    case emptyBack
    /// A text field is longer than the limit.
    case tooLong(limit: Int)
    /// The front or back (`field`) contains a NUL character.
    case nulCharacter(field: String)
    /// More than three distractors were given.
    case wrongDistractorCount(Int)
    /// Two distractors are the same.
    case duplicateDistractor
    /// A distractor is the answer itself.
    case distractorEqualsAnswer
    /// No card has that identifier.
    case notFound(CardID)
    /// Another answer to the card was stored after this one was graded, so this one was not stored.
    case answeredMeanwhile(CardID)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .emptyFront: "The card's front is empty."
        case .emptyBack: "The card's back is empty."
        case .tooLong(let limit): "A card's text may be at most \(limit) characters long."
        case .nulCharacter(let field): "The \(field) cannot contain NUL characters."
        case .wrongDistractorCount(let count):
            "A card has at most \(CardContent.distractorCount) distractors, not \(count)."
        case .duplicateDistractor: "Two distractors are the same."
        case .distractorEqualsAnswer: "A distractor is the same as the answer."
        case .notFound(let id): "No card has the id \(id)."
        case .answeredMeanwhile(let id): "Card \(id) was answered elsewhere at the same time; answer it again."
        }
    }
}
