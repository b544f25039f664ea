import CardboxCore
import CardboxLexicon
import CardboxWire
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
    /// `--sound`.
    static let sound = OptionSpec.flag(
        "sound", help: "Add each word, spoken by espeak-ng, to the side of its card that shows the word.")
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
                'mitochondrion'). Words whose card is already in the deck are skipped. The deck must exist, or --create
                makes it. --sound adds the word spoken, which the web app plays.
                """,
            options: [deck, .createDeck, word, reverse, sound] + StyleOptions.all + [deckColors, .json]
        ),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        guard let deckName = arguments[Self.deck], !deckName.trimmed.isEmpty else {
            throw UsageError("Missing '--deck <name>'.", commandPath: arguments.commandPath)
        }
        let words = try arguments.values(of: word).map { try WordInput.normalize($0) }
        if arguments.flag(sound) && !context.pronouncer.isAvailable {
            throw CLIError.unavailable(
                WordError.pronunciationUnavailable(path: context.pronouncer.executable).description)
        }
        let maker = WordCardMaker(store: context.store, lexicon: try context.requireLexicon())
        let result: WordCardMaker.Result
        do {
            result = try maker.make(
                WordCardMaker.Request(
                    owner: context.user.id, words: words,
                    target: .named(try context.deckName(deckName, create: arguments.flag(.createDeck))),
                    reverse: arguments.flag(reverse),
                    style: try StyleOptions.apply(arguments, to: .plain), styleOnDeck: arguments.flag(deckColors),
                    now: context.now(), today: context.today,
                    pronouncer: arguments.flag(sound) ? context.pronouncer : nil))
        } catch WordError.noFavourites {
            throw CLIError.badInput(
                "You have no favourite words yet; add some with 'cardbox favourite add WORD', or pass --word.")
        }
        if arguments.flag(.json) {
            return try context.printJSON(
                Wire.WordCards(
                    deckId: result.deck.id.rawValue, deckName: result.deck.name, deckCreated: result.createdDeck,
                    made: result.cards.count,
                    skipped: result.skipped.map { Wire.WordCards.Skip(word: $0.word, reason: $0.reason.description) },
                    unspoken: result.unspoken.map { Wire.WordCards.Skip(word: $0.word, reason: $0.reason) }))
        }
        if result.createdDeck { context.console.line("Created deck '\(result.deck.name)'.") }
        context.console.line("Added \(Plural.count(result.cards.count, "card")) to '\(result.deck.name)'.")
        for skip in result.skipped { context.console.line("Skipped '\(skip.word)': \(skip.reason).") }
        for word in result.unspoken { context.console.line("No sound for '\(word.word)': \(word.reason)") }
    }
}
