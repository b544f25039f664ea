public import CardboxCore

/// What ``WordCardBuilder`` made of a list of words: the cards, and the words it skipped with the reason.
public struct WordCardBatch: Sendable, Equatable {
    /// The cards, in the order of the words.
    public var cards: [CardContent]
    /// The words that gave no card.
    public var skipped: [Skip]

    /// Creates a batch.
    public init(cards: [CardContent] = [], skipped: [Skip] = []) {
        self.cards = cards
        self.skipped = skipped
    }

    /// A word that gave no card.
    public struct Skip: Sendable, Equatable {
        /// The word as given.
        public var word: String
        /// Why.
        public var reason: Reason

        /// Creates a skip.
        public init(word: String, reason: Reason) {
            self.word = word
            self.reason = reason
        }
    }

    /// Why a word gave no card.
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// The deck (or an earlier word of the batch) has a card with the same front.
        case duplicate
        /// The dictionary does not know the word.
        case notFound
        /// The word is not a valid word.
        case invalid(WordError)

        /// A short phrase for the user.
        public var description: String {
            switch self {
            case .duplicate: "the deck already has a card for it"
            case .notFound: "not in the dictionary"
            case .invalid(let error): error.description
            }
        }
    }
}
