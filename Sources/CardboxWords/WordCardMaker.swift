public import CardboxCore
public import CardboxLexicon
public import Foundation

/// Makes word cards into a deck: the one "make cards from words" for every front end.
///
/// Words default to the owner's favourites; a named deck is made when missing; words whose card is already in the
/// deck are skipped; colours go on each card or on the deck; with a pronouncer, each card plays its word, spoken, on
/// the side that shows the word.
public struct WordCardMaker: Sendable {
    /// Where decks, cards and their sounds are stored.
    public var store: any DeckStore & WordStore & BlobStore & CardMediaStore
    /// The dictionary the cards come from.
    public var lexicon: Lexicon

    /// Creates the use case.
    public init(store: any DeckStore & WordStore & BlobStore & CardMediaStore, lexicon: Lexicon) {
        self.store = store
        self.lexicon = lexicon
    }

    /// Where the cards go.
    public enum Target: Sendable {
        /// A deck of the owner's.
        case existing(Deck)
        /// The owner's deck of this name, made when missing.
        case named(String)
    }

    /// What to make.
    public struct Request: Sendable {
        /// Whose cards.
        public var owner: UserID
        /// The words; the owner's favourites when empty.
        public var words: [String]
        /// The deck.
        public var target: Target
        /// Ask for the word from its definition.
        public var reverse: Bool
        /// The colours.
        public var style: CardStyle
        /// Put the colours on the deck instead of on each card.
        public var styleOnDeck: Bool
        /// When the cards are made.
        public var now: Date
        /// The owner's study day.
        public var today: StudyDay
        /// Speaks each word onto its card, when given.
        public var pronouncer: Pronouncer?

        /// Creates the request.
        public init(
            owner: UserID, words: [String], target: Target, reverse: Bool = false, style: CardStyle = .plain,
            styleOnDeck: Bool = false, now: Date, today: StudyDay, pronouncer: Pronouncer? = nil
        ) {
            self.pronouncer = pronouncer
            self.owner = owner
            self.words = words
            self.target = target
            self.reverse = reverse
            self.style = style
            self.styleOnDeck = styleOnDeck
            self.now = now
            self.today = today
        }
    }

    /// What making cards did.
    public struct Result: Sendable, Equatable {
        /// The deck the cards went to.
        public var deck: Deck
        /// Whether the deck was made for them.
        public var createdDeck: Bool
        /// The cards added.
        public var cards: [Card]
        /// The words that gave no card, with the reason.
        public var skipped: [WordCardBatch.Skip]
        /// The words whose card was made without its sound, when sounds were asked for.
        public var unspoken: [Unspoken] = []
    }

    /// A word whose card was made without its sound, and why.
    public struct Unspoken: Sendable, Equatable {
        /// The word.
        public var word: String
        /// Why it was not spoken.
        public var reason: String
    }

    /// Makes the cards.
    ///
    /// - Throws: ``WordError/noFavourites`` when no words are given and there are no favourites, ``DeckError`` for
    ///   an invalid deck name, ``CardError`` for a card the store would refuse.
    public func make(_ request: Request) throws -> Result {
        var words = request.words
        if words.isEmpty {
            words = try store.fetchFavourites(for: request.owner).map(\.word)
            guard !words.isEmpty else { throw WordError.noFavourites }
        }
        var deck: Deck
        var created = false
        switch request.target {
        case .existing(let existing):
            deck = existing
        case .named(let text):
            let name = try Deck.validatedName(text)
            if let existing = try store.findDeck(owner: request.owner, name: name) {
                deck = existing
            } else {
                deck = try store.insertDeck(NewDeck(ownerID: request.owner, name: name, createdAt: request.now))
                created = true
            }
        }
        let fronts = try store.fetchCards(deck: deck.id).map(\.content.front)
        let batch = WordCardBuilder(lexicon: lexicon).cards(
            for: words, reverse: request.reverse, style: request.styleOnDeck ? .plain : request.style,
            existingFronts: fronts)
        if request.styleOnDeck && request.style != .plain {
            deck.style = request.style
            try store.updateDeck(deck)
        }
        var unspoken: [Unspoken] = []
        let cards = try batch.cards.map { content in
            var content = content
            if let pronouncer = request.pronouncer {
                do {
                    content = try spoken(content, reverse: request.reverse, by: pronouncer, request)
                } catch let error as WordError {
                    unspoken.append(
                        Unspoken(word: request.reverse ? content.back : content.front, reason: error.description))
                }
            }
            return try store.insertCard(
                content.validated(), into: deck.id, createdAt: request.now, today: request.today)
        }
        return Result(deck: deck, createdDeck: created, cards: cards, skipped: batch.skipped, unspoken: unspoken)
    }

    /// `content` with its word, spoken, after the word: on the front, or on the back of a reversed card.
    private func spoken(
        _ content: CardContent, reverse: Bool, by pronouncer: Pronouncer, _ request: Request
    ) throws -> CardContent {
        let word = reverse ? content.back : content.front
        let path = try pronouncer.audioFile(for: word)
        guard let bytes = FileManager.default.contents(atPath: path) else {
            throw WordError.pronunciationFailed("cannot read '\(path)'")
        }
        let upload = try store.storeBlob(bytes, mediaType: "audio/wav", owner: request.owner, at: request.now)
        let reference = try CardMediaAttachment(store: store).hold(upload, named: word, at: request.now)
        return CardMediaAttachment.appending(reference, to: reverse ? .back : .front, of: content)
    }
}
