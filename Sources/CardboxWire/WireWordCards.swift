extension Wire {
    /// What making cards from words did: where they went, how many were made, and which words gave none.
    public struct WordCards: Encodable, Sendable {
        /// A word left out, or made without its sound, and why.
        public struct Skip: Encodable, Sendable {
            /// The word.
            public let word: String
            /// Why.
            public let reason: String

            /// A skipped `word`.
            public init(word: String, reason: String) {
                self.word = word
                self.reason = reason
            }
        }

        /// The deck's id.
        public let deckId: Int64
        /// The deck's name.
        public let deckName: String
        /// Whether the deck was made for these cards.
        public let deckCreated: Bool
        /// Cards made.
        public let made: Int
        /// Words that gave no card.
        public let skipped: [Skip]
        /// Words whose card has no sound although one was asked for.
        public let unspoken: [Skip]

        /// The outcome.
        public init(deckId: Int64, deckName: String, deckCreated: Bool, made: Int, skipped: [Skip], unspoken: [Skip]) {
            self.deckId = deckId
            self.deckName = deckName
            self.deckCreated = deckCreated
            self.made = made
            self.skipped = skipped
            self.unspoken = unspoken
        }
    }
}
