import CardboxCore
import Foundation

/// `cardbox search QUERY…`: cards across every deck that match an Anki-style search.
enum SearchCommand {
    /// `--format`, also taken by `card list`.
    static let format = OptionSpec.option(
        "format", value: "format", help: "table, tsv or json (table on a terminal, else tsv).")
    /// `--limit`.
    static let limit = OptionSpec.option("limit", short: "n", value: "n", help: "Show at most this many cards.")

    /// `cardbox search`.
    static let command = Command(
        CommandSpec(
            name: "search", abstract: "Find cards across your decks, with filters as in Anki.",
            discussion: """
                Every term must match. A word or "quoted words" is looked for in the front, back and \\
                explanation; front:, back:, deck:, tag: and category: (or c:) match the whole text, with * \\
                for any run of characters; is:due, is:new, is:learning, is:review, is:suspended, is:buried, \\
                is:flagged; prop:ivl>30 compares the interval (ivl), days until due (due), reviews (reps), \\
                lapses or ease with = != < <= > >=; -term excludes. Examples:
                  cardbox search deck:Spanish is:due -tag:easy
                  cardbox search 'front:*verb*' prop:lapses>=3
                """,
            arguments: [ArgumentSpec("query", help: "The search terms.", isOptional: true, isVariadic: true)],
            options: [format, limit, .json]),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let query = arguments.positionals.joined(separator: " ")
        let search: CardSearch
        do {
            search = try CardSearch(parsing: query)
        } catch {
            throw UsageError(error.description, commandPath: arguments.commandPath)
        }
        let limit = try arguments.integer(Self.limit, in: 1...1_000_000)
        let found = try matches(search, decks: context.store.fetchDecks(owner: context.user.id), context, limit: limit)
        try CardListing(found: found, context: context).print(format: try format(arguments, context))
    }

    /// The `--format` asked for, else a table on a terminal and tab-separated values elsewhere.
    static func format(_ arguments: ParsedArguments, _ context: CLIContext) throws -> CardListing.Format {
        if arguments.flag(.json) { return .json }
        guard let text = arguments[format] else { return context.console.isTerminal ? .table : .tsv }
        guard let format = CardListing.Format(rawValue: text) else {
            throw UsageError(
                "The value '\(text)' is invalid for '--format': expected table, tsv or json.",
                commandPath: arguments.commandPath)
        }
        return format
    }

    /// The cards of `decks` that match `search`, deck by deck in name order, at most `limit`.
    static func matches(
        _ search: CardSearch, decks: [Deck], _ context: CLIContext, limit: Int? = nil
    ) throws -> [CardListing.Found] {
        let today = context.today
        var found: [CardListing.Found] = []
        for deck in decks.sorted(by: { $0.name.lowercased() < $1.name.lowercased() }) {
            let setAside = try context.store.fetchSetAside(deck: deck.id, today: today)
            for card in try context.store.fetchCards(deck: deck.id)
            where search.matches(card, deckName: deck.name, setAside: setAside[card.id], today: today) {
                found.append(CardListing.Found(card: card, deckName: deck.name, setAside: setAside[card.id]))
                if let limit, found.count >= limit { return found }
            }
        }
        return found
    }
}
