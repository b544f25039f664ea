import CardboxCore
import CardboxHTTP
import CardboxLexicon
import CardboxWords
import Foundation

/// The words feature for the pages and the API alike: checked input, look-ups counted against the monthly
/// allowance, categories, favourites and word cards.
struct WordsService {
    let services: WebServices

    /// Words per page of a category.
    static let pageSize = 50
    /// The per-user setting that records the words onboarding was shown.
    static let onboardingKey = "web.words-onboarding-seen"
    /// The sentence shown when WordNet is missing.
    static let unavailableMessage =
        "The dictionary is not installed on this server: WordNet 3.0 is missing from /usr/share/wordnet "
        + "(Debian: apt-get install wordnet-base)."

    /// The dictionary, or 503 when it is not installed.
    func lexicon() throws -> Lexicon {
        guard let lexicon = services.lexicon else {
            throw WebError(.serviceUnavailable, code: "dictionary_unavailable", Self.unavailableMessage)
        }
        return lexicon
    }

    /// `text` checked as a word (trimmed, at most 64 characters), or 422.
    static func word(_ text: String?) throws -> String {
        do {
            return try WordInput.normalize(text ?? "")
        } catch {
            throw error.webError
        }
    }

    /// A word from a URL path segment, which may still carry percent escapes.
    static func pathWord(_ text: String?) throws -> String {
        try word(text.map { $0.removingPercentEncoding ?? $0 })
    }

    // MARK: - Look-ups

    /// Looks `word` up for `user`, counting it against the monthly allowance first.
    ///
    /// - Throws: 429 when the allowance is used up, 404 with suggestions when the dictionary does not know the
    ///   word, 503 without a dictionary.
    func define(_ word: String, for user: User) throws -> WordDefinition {
        let lexicon = try lexicon()
        try countLookup(for: user)
        guard let definition = lexicon.define(word) else {
            throw WordError.notFound(word: word, suggestions: lexicon.suggestions(for: word, limit: 3)).webError
        }
        return definition
    }

    /// Counts one look-up for `user` (nothing on an unlimited server), or 429 when none are left.
    func countLookup(for user: User) throws {
        let allowance = services.lookupAllowance
        guard allowance.monthlyLimit != nil else { return }
        do {
            try allowance.recordLookup(for: user, at: services.now(), in: services.store)
        } catch let error as WordError {
            throw error.webError
        }
    }

    /// Where `user` stands with the allowance this month.
    func allowanceStatus(for user: User) throws -> LookupAllowance.Status {
        let allowance = services.lookupAllowance
        guard allowance.monthlyLimit != nil else { return .unlimited }
        let month = LookupAllowance.month(of: services.now(), in: Self.timeZone(of: user))
        return allowance.status(used: try services.store.wordLookupCount(for: user.id, month: month))
    }

    /// The day the allowance starts again for `user`, as `YYYY-MM-DD`.
    func nextReset(for user: User) -> String {
        LookupAllowance.nextReset(after: services.now(), in: Self.timeZone(of: user))
    }

    /// The word of the day for `user`'s study day, with its definition (not counted against the allowance).
    func wordOfTheDay(for user: User) throws -> WordDefinition? {
        let lexicon = try lexicon()
        return WordOfTheDay.word(on: services.today(for: user), in: lexicon).flatMap { lexicon.define($0) }
    }

    static func timeZone(of user: User) -> TimeZone {
        StudyCalendarCache.timeZone(named: user.timeZoneIdentifier)
    }

    // MARK: - Categories

    /// The category named `text` (which may still carry percent escapes), by the rule every front end shares.
    ///
    /// - Throws: 404 naming a close category when there is one.
    func category(_ text: String?) throws -> WordCategory {
        let raw = (text ?? "").removingPercentEncoding ?? text ?? ""
        let lexicon = try lexicon()
        do {
            return try lexicon.category(named: raw)
        } catch {
            throw error.webError
        }
    }

    // MARK: - Favourites

    private var favourites: Favourites { Favourites(store: services.store, lexicon: services.lexicon) }

    /// Adds the base form of `word` to `user`'s favourites.
    ///
    /// - Returns: The word as saved and whether it was new.
    func addFavourite(_ word: String, for user: User) throws -> (word: String, added: Bool) {
        _ = try lexicon()
        do {
            return try favourites.add(word, for: user.id, at: services.now())
        } catch let error as WordError {
            throw error.webError
        }
    }

    /// Removes `word` (or its base form) from `user`'s favourites.
    ///
    /// - Returns: The word removed, or `nil` when it was not a favourite.
    func removeFavourite(_ word: String, for user: User) throws -> String? {
        do {
            return try favourites.remove(word, for: user.id)
        } catch let error as WordError {
            throw error.webError
        }
    }

    /// Whether `word` is one of `user`'s favourites.
    func isFavourite(_ word: String, for user: User) throws -> Bool {
        try favourites.contains(word, for: user.id)
    }

    // MARK: - Word cards

    /// What making cards did.
    struct CardsResult {
        /// The deck the cards went to.
        let deck: Deck
        /// Whether the deck was made for them.
        let createdDeck: Bool
        /// How many cards were added.
        let made: Int
        /// The words that gave no card, with the reason.
        let skipped: [WordCardBatch.Skip]
        /// The words whose card has no sound, when sounds were asked for.
        var unspoken: [WordCardMaker.Unspoken] = []
    }

    /// Makes a card for each of `words` (the user's favourites when empty) in `target`, skipping duplicates.
    ///
    /// - Throws: 422 when there are no words or the deck name is invalid, 503 without a dictionary, or without
    ///   espeak-ng when `sound` asks for spoken words.
    func makeCards(
        for user: User, words: [String], target: WordCardMaker.Target, reverse: Bool, style: CardStyle,
        sound: Bool = false
    ) throws -> CardsResult {
        let maker = WordCardMaker(store: services.store, lexicon: try lexicon())
        if sound, services.pronouncer?.isAvailable != true {
            throw WebError(
                .serviceUnavailable, code: "pronunciation_unavailable",
                "Spoken words need espeak-ng, which this server does not have.")
        }
        do {
            let result = try maker.make(
                WordCardMaker.Request(
                    owner: user.id, words: words, target: target, reverse: reverse, style: style,
                    now: services.now(), today: services.today(for: user),
                    pronouncer: sound ? services.pronouncer : nil))
            return CardsResult(
                deck: result.deck, createdDeck: result.createdDeck, made: result.cards.count, skipped: result.skipped,
                unspoken: result.unspoken)
        } catch WordError.noFavourites {
            throw WebError.invalid("You have no favourite words yet; add some from a word's page first.")
        } catch let error as DeckError {
            throw WebError.invalid(error.description, field: "deck")
        } catch let error as CardError {
            throw WebError.invalid(error.description)
        }
    }

    /// Play-mode cards for `user`'s favourites, shuffled with `seed` when given (nothing is stored).
    func playlist(for user: User, seed: UInt64?) throws -> [Card] {
        let words = try services.store.fetchFavourites(for: user.id).map(\.word)
        guard !words.isEmpty else { return [] }
        let batch = WordCardBuilder(lexicon: try lexicon()).cards(for: words)
        return WordPlaylist.studyCards(
            from: batch.cards, seed: seed, now: services.now(), today: services.today(for: user)
        ).map(\.card)
    }
}
