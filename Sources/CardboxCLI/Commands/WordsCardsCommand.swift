import CardboxCore
import CardboxLexicon
import CardboxWords

/// `cardbox words cards --deck NAME [--word W …] [--reverse] [colours] [--deck-colors]`: word cards.
enum WordsCardsCommand {
    /// `--deck`.
    static let deck = OptionSpec.option(
        "deck", short: "d", value: "name", help: "The deck to add the cards to.", required: true)
    /// `--word`.
    static let word = OptionSpec.option(
        "word", short: "w", value: "word", help: "A word to use instead of your favourites.", repeatable: true)
    /// `--reverse`.
    static let reverse = OptionSpec.flag("reverse", help: "Show the definition and ask for the word.")
    /// `--deck-colors`.
    static let deckColors = OptionSpec.flag(
        "deck-colors", help: "Set the colours on the deck rather than on each card.")

    /// `cardbox words cards`.
    static let command = Command(
        CommandSpec(
            name: "cards", abstract: "Make cards from your favourite words (or the words given) in a deck.",
            discussion: """
                Front: the word; back: its definition, with an example as the explanation. --reverse asks for the word
                from its definition. Each card gets three wrong answers from the same category (other organelles for
                'mitochondrion'). Words whose card is already in the deck are skipped. The deck is created if needed.
                """,
            options: [deck, word, reverse] + StyleOptions.all + [deckColors]
        ),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        guard let deckName = arguments[Self.deck]?.trimmed, !deckName.isEmpty else {
            throw UsageError("Missing '--deck <name>'.", commandPath: arguments.commandPath)
        }
        var words = try arguments.values(of: word).map { try WordInput.normalize($0) }
        if words.isEmpty {
            words = try context.store.fetchFavourites(for: context.user.id).map(\.word)
            guard !words.isEmpty else {
                throw CLIError.badInput(
                    "You have no favourite words yet; add some with 'cardbox favourite add WORD', or pass --word.")
            }
        }
        let lexicon = try context.requireLexicon()
        let style = try StyleOptions.apply(arguments, to: .plain)
        let onDeck = arguments.flag(deckColors)
        var deck: Deck
        if let existing = try context.store.findDeck(owner: context.user.id, name: deckName) {
            deck = existing
        } else {
            deck = try context.store.insertDeck(
                NewDeck(ownerID: context.user.id, name: deckName, createdAt: context.now()))
            context.console.line("Created deck '\(deck.name)'.")
        }
        let fronts = try context.store.fetchCards(deck: deck.id).map(\.content.front)
        let batch = WordCardBuilder(lexicon: lexicon).cards(
            for: words, reverse: arguments.flag(reverse), style: onDeck ? .plain : style, existingFronts: fronts)
        if onDeck && style != .plain {
            deck.style = style
            try context.store.updateDeck(deck)
        }
        for card in batch.cards {
            _ = try context.store.insertCard(
                card.validated(), into: deck.id, createdAt: context.now(), today: context.today)
        }
        context.console.line("Added \(Plural.count(batch.cards.count, "card")) to '\(deck.name)'.")
        for skip in batch.skipped { context.console.line("Skipped '\(skip.word)': \(skip.reason).") }
    }
}
