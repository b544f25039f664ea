public import CardboxCore
public import CardboxDocuments
public import CardboxGeneration
public import CardboxIngest
import CardboxJSON
public import CardboxLexicon
import CardboxWire
public import CardboxWords
public import Foundation

/// Everything a command needs: the store, the user, the clock, the calendar, and the terminal.
public struct CLIContext: Sendable {
    /// The store.
    public var store: any StudyStore
    /// The user the CLI works as.
    public var user: User
    /// The current time (fixed in tests).
    public var now: @Sendable () -> Date
    /// The user's calendar.
    public var calendar: StudyCalendar
    /// Output.
    public var console: Console
    /// Date formatting.
    public var dates: DateDisplay
    /// The process environment.
    public var environment: [String: String]
    /// Seeds multiple-choice shuffles; `nil` draws a fresh seed.
    public var seed: UInt64?
    /// The data directory, where `restore` keeps a copy of the data it replaces.
    public var dataDirectory: String?
    /// Limits and defaults for `extract`.
    public var extraction: ExtractionOptions
    /// The words line-end hyphens are resolved with (WordNet when installed).
    public var dehyphenationWords: any WordList
    /// Model settings for `import`.
    public var llm: LLMConfiguration
    /// Related words for distractors (WordNet when installed).
    public var relatedTerms: any RelatedTerms
    /// The dictionary, or `nil` when WordNet is not installed; opened the first time a command asks for it, so a
    /// command that needs none starts without reading it.
    public var lexicon: Lexicon? {
        get { openLexicon() }
        set { openLexicon = { newValue } }
    }
    /// Opens (or returns the opened) dictionary.
    private var openLexicon: @Sendable () -> Lexicon?
    /// Pronunciation with espeak-ng.
    public var pronouncer: Pronouncer
    /// The config file, for `config path` and `config set`.
    public var configFile: ConfigFile
    /// The channel that reaches the servers sharing the store, when a command can reach them (PostgreSQL); `nil`
    /// on the SQLite file, whose one server runs in another process.
    public var liveEvents: (any LiveEventChannel)?

    /// Creates a context.
    public init(
        store: any StudyStore, user: User, now: @escaping @Sendable () -> Date, calendar: StudyCalendar,
        console: Console, dates: DateDisplay, environment: [String: String], seed: UInt64?, dataDirectory: String?,
        llm: LLMConfiguration = LLMConfiguration(keys: APIKeyFile(directory: "/nonexistent")),
        relatedTerms: any RelatedTerms = NoRelatedTerms(),
        extraction: ExtractionOptions = ExtractionOptions(), dehyphenationWords: any WordList = EmptyWordList(),
        lexicon: @escaping @Sendable @autoclosure () -> Lexicon? = nil,
        pronouncer: Pronouncer = Pronouncer(cacheDirectory: NSTemporaryDirectory() + "/cardbox-audio"),
        configFile: ConfigFile = ConfigFile(path: "/nonexistent/config", keys: [], check: { _ in }),
        liveEvents: (any LiveEventChannel)? = nil
    ) {
        self.liveEvents = liveEvents
        self.configFile = configFile
        openLexicon = lexicon
        self.pronouncer = pronouncer
        self.llm = llm
        self.relatedTerms = relatedTerms
        self.extraction = extraction
        self.dehyphenationWords = dehyphenationWords
        self.dataDirectory = dataDirectory
        self.store = store
        self.user = user
        self.now = now
        self.calendar = calendar
        self.console = console
        self.dates = dates
        self.environment = environment
        self.seed = seed
    }

    /// Today's study day.
    public var today: StudyDay { calendar.studyDay(at: now()) }

    /// The document reader for `options`, with this context's word list.
    public func extractor(_ options: ExtractionOptions) -> DocumentExtractor {
        DocumentExtractor(options: options, words: dehyphenationWords)
    }

    /// The deck named `name`, or a "not found" error listing the decks there are.
    public func deck(named name: String) throws -> Deck {
        if let deck = try store.findDeck(owner: user.id, name: name) { return deck }
        throw try missingDeck(name)
    }

    /// The deck name `name`, when a deck has it or `create` says to make one.
    ///
    /// A deck that an unsaved draft is for counts as there. Otherwise the same "not found" error as
    /// ``deck(named:)``, which also says how to make it. Only `deck new` and `--create` make decks, so a mistyped
    /// name never makes one.
    public func deckName(_ name: String, create: Bool) throws -> String {
        if create { return name }
        if try store.findDeck(owner: user.id, name: name) != nil { return name }
        // A draft not saved yet holds the deck its import was told to make.
        let pending = try store.fetchDrafts(owner: user.id).first {
            $0.status != .saved && $0.deckName.lowercased() == name.lowercased()
        }
        if let pending { return pending.deckName }
        throw try missingDeck(name, creation: " Pass --create to make a new deck named '\(name)'.")
    }

    /// The category of the cards of `decks` (every deck when `nil`) written `name` in any case, as the cards write it.
    ///
    /// An unknown category is a "not found" error with the closest one or the list, not an empty result.
    public func category(_ name: String, in decks: [Deck]?) throws -> String {
        let decks = try decks ?? store.fetchDecks(owner: user.id)
        var categories: [String: String] = [:]
        for deck in decks {
            for card in try store.fetchCards(deck: deck.id) where !card.content.category.isEmpty {
                categories[card.content.category.lowercased()] =
                    categories[card.content.category.lowercased()]
                    ?? card.content.category
            }
        }
        if let known = categories[name.lowercased()] { return known }
        let scope = decks.count == 1 ? " in '\(decks[0].name)'" : ""
        let hint: String
        if categories.isEmpty {
            hint = " No card\(scope) has a category."
        } else if let close = ArgumentParser.closest(to: name.lowercased(), among: Array(categories.keys)),
            let match = categories[close]
        {
            hint = " Did you mean '\(match)'?"
        } else {
            hint = " Categories: \(categories.values.sorted().joined(separator: ", "))."
        }
        throw CLIError.notFound("There is no category '\(name)'\(scope).\(hint)")
    }

    /// The error for a deck named `name` that does not exist, with the closest name or the list of decks.
    private func missingDeck(_ name: String, creation: String = "") throws -> CLIError {
        let names = try store.fetchDecks(owner: user.id).map(\.name)
        let hint: String
        if names.isEmpty {
            hint = " There are no decks yet; create one with 'cardbox deck new NAME'."
        } else if let close = ArgumentParser.closest(to: name.lowercased(), among: names.map { $0.lowercased() }),
            let match = names.first(where: { $0.lowercased() == close })
        {
            hint = " Did you mean '\(match)'?"
        } else {
            hint = " Decks: \(names.joined(separator: ", "))."
        }
        return CLIError.notFound("There is no deck named '\(name)'.\(hint)\(creation)")
    }

    /// The card with the id given as text, owned by this user.
    public func card(id text: String) throws -> Card {
        guard let raw = Int64(text), raw > 0 else {
            throw CLIError.badInput("'\(text)' is not a card id; card ids are positive whole numbers.")
        }
        guard let owned = try store.findCard(CardID(rawValue: raw), owner: user.id) else {
            throw CLIError.notFound("There is no card with id \(raw).")
        }
        return owned.card
    }

    /// The dictionary, or an "unavailable" error saying how to install it.
    public func requireLexicon() throws -> Lexicon {
        guard let lexicon else {
            throw WordError.dictionaryUnavailable(
                "WordNet is not installed at \(Lexicon.defaultDirectory) (Debian: apt-get install wordnet-base).")
        }
        return lexicon
    }

    /// `deck` in the JSON contract, with its counts for today.
    func wireDeck(_ deck: Deck) throws -> Wire.Deck {
        let summaries = try store.fetchDeckSummaries(owner: user.id, today: today, now: now())
        return Wire.Deck(
            summaries.first { $0.deck.id == deck.id }
                ?? DeckSummary(deck: deck, cardCount: 0, newCount: 0, dueCount: 0))
    }

    /// Prints `value` on standard output as one line of JSON in the contract's shape (``JSONOutput``).
    public func printJSON(_ value: some Encodable) throws {
        console.out(try JSONOutput.line(value))
    }

    /// Prints `value` as one line of JSON that the value writes itself.
    func printJSON(_ value: some JSONWritable) {
        console.out(JSONOutput.line(value))
    }
}
