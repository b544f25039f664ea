import CardboxCore
import CardboxLexicon
import CardboxWords

/// `cardbox favourite add|remove|list`: the words you keep.
enum FavouriteCommands {
    /// `cardbox favourite`.
    static let command = Command(
        name: "favourite", abstract: "Keep a list of favourite words.",
        discussion: "Favourites can become cards ('cardbox words cards') or be played ('cardbox words play').",
        subcommands: [
            Command(
                CommandSpec(
                    name: "add", abstract: "Add a word to your favourites (its base form: 'mice' adds 'mouse').",
                    arguments: [ArgumentSpec("word", help: "The word.")]
                ),
                run: add),
            Command(
                CommandSpec(
                    name: "remove", abstract: "Remove a word from your favourites.",
                    arguments: [ArgumentSpec("word", help: "The word.")]
                ),
                run: remove),
            Command(
                CommandSpec(name: "list", abstract: "List your favourite words, oldest first.", options: [.json]),
                run: list),
        ],
        defaultSubcommand: "list"
    )

    static func add(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let word = try WordInput.normalize(arguments.positional(0) ?? "")
        let lexicon = try context.requireLexicon()
        guard let lemma = lexicon.lookup(word).first?.lemma else {
            throw WordError.notFound(word: word, suggestions: lexicon.suggestions(for: word, limit: 3))
        }
        let from = lemma == word.lowercased() ? "" : " (from '\(word)')"
        if try context.store.addFavourite(lemma, for: context.user.id, at: context.now()) {
            context.console.line("Added '\(lemma)'\(from) to your favourites.")
        } else {
            context.console.line("'\(lemma)' is already a favourite.")
        }
    }

    static func remove(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let word = try WordInput.normalize(arguments.positional(0) ?? "")
        let candidates = [word.lowercased()] + (context.lexicon?.baseForms(of: word) ?? [])
        for candidate in candidates where try context.store.removeFavourite(candidate, for: context.user.id) {
            context.console.line("Removed '\(candidate)' from your favourites.")
            return
        }
        throw CLIError.notFound("'\(word)' is not one of your favourite words.")
    }

    static func list(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let favourites = try context.store.fetchFavourites(for: context.user.id)
        if arguments.flag(.json) {
            try context.printJSON(favourites)
            return
        }
        guard !favourites.isEmpty else {
            context.console.line("No favourite words yet; add one with 'cardbox favourite add WORD'.")
            return
        }
        for favourite in favourites { context.console.line(favourite.word) }
    }
}
