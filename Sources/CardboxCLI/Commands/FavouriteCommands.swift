import CardboxCore
import CardboxLexicon
import CardboxWire
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
                    arguments: [ArgumentSpec("word", help: "The word.")], options: [.json]
                ),
                run: add),
            Command(
                CommandSpec(
                    name: "remove", abstract: "Remove a word from your favourites.",
                    arguments: [ArgumentSpec("word", help: "The word.")], options: [.json]
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
        let favourites = Favourites(store: context.store, lexicon: try context.requireLexicon())
        let (lemma, added) = try favourites.add(word, for: context.user.id, at: context.now())
        if arguments.flag(.json) {
            let saved = try context.store.fetchFavourites(for: context.user.id).first { $0.word == lemma }
            return try context.printJSON(saved ?? FavouriteWord(word: lemma, addedAt: context.now()))
        }
        let from = lemma == word.lowercased() ? "" : " (from '\(word)')"
        context.console.line(
            added ? "Added '\(lemma)'\(from) to your favourites." : "'\(lemma)' is already a favourite.")
    }

    static func remove(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let word = try WordInput.normalize(arguments.positional(0) ?? "")
        let favourites = Favourites(store: context.store, lexicon: context.lexicon)
        guard let removed = try favourites.remove(word, for: context.user.id) else {
            throw CLIError.notFound("'\(word)' is not one of your favourite words.")
        }
        if arguments.flag(.json) { return try context.printJSON(Removed(word: removed)) }
        context.console.line("Removed '\(removed)' from your favourites.")
    }

    static func list(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let favourites = try context.store.fetchFavourites(for: context.user.id)
        if arguments.flag(.json) {
            try context.printJSON(Wire.Items(favourites))
            return
        }
        guard !favourites.isEmpty else {
            context.console.line("No favourite words yet; add one with 'cardbox favourite add WORD'.")
            return
        }
        for favourite in favourites { context.console.line(favourite.word) }
    }

    /// What `favourite remove --json` prints.
    struct Removed: Encodable {
        let word: String
    }
}
