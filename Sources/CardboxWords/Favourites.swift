public import CardboxCore
public import CardboxLexicon
public import Foundation

/// A person's favourite words, kept by their base form ("mice" is kept as "mouse").
public struct Favourites: Sendable {
    /// Where favourites are stored.
    public var store: any WordStore
    /// The dictionary that gives base forms, or `nil` when none is installed.
    public var lexicon: Lexicon?

    /// Creates the use case.
    public init(store: any WordStore, lexicon: Lexicon?) {
        self.store = store
        self.lexicon = lexicon
    }

    /// Adds the base form of `word` for `owner`.
    ///
    /// - Returns: The word as saved and whether it was new.
    /// - Throws: ``WordError`` for an invalid word, one the dictionary does not know, or no dictionary.
    public func add(_ word: String, for owner: UserID, at date: Date) throws -> (word: String, added: Bool) {
        let word = try WordInput.normalize(word)
        guard let lexicon else { throw WordError.dictionaryUnavailable(Self.dictionaryMissing) }
        guard let lemma = lexicon.lookup(word).first?.lemma else {
            throw WordError.notFound(word: word, suggestions: lexicon.suggestions(for: word, limit: 3))
        }
        return (lemma, try store.addFavourite(lemma, for: owner, at: date))
    }

    /// Removes `word`, or its base form, from `owner`'s favourites.
    ///
    /// - Returns: The word removed, or `nil` when it was not a favourite.
    public func remove(_ word: String, for owner: UserID) throws -> String? {
        let word = try WordInput.normalize(word)
        let candidates = [word.lowercased()] + (lexicon?.baseForms(of: word) ?? [])
        for candidate in candidates where try store.removeFavourite(candidate, for: owner) {
            return candidate
        }
        return nil
    }

    /// Whether `word` is one of `owner`'s favourites (ignoring case).
    public func contains(_ word: String, for owner: UserID) throws -> Bool {
        try store.fetchFavourites(for: owner).contains { $0.word.lowercased() == word.lowercased() }
    }

    /// Where WordNet is expected, for the message when it is missing.
    static let dictionaryMissing = "WordNet 3.0 is not installed (Debian: apt-get install wordnet-base)."
}
