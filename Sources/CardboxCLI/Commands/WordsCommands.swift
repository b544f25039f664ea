import CardboxCore
import CardboxLexicon
import CardboxWire
import CardboxWords

/// `cardbox words categories|browse|random|cards|play`: browsing the dictionary and studying words.
enum WordsCommands {
    /// Words per page of `words browse`.
    static let pageSize = 50

    /// `--page` of `words browse`.
    static let page = OptionSpec.option("page", value: "n", help: "The page, \(pageSize) words each.", default: "1")

    /// `cardbox words`.
    static let command = Command(
        name: "words", abstract: "Browse the dictionary by category, and study words.",
        subcommands: [
            Command(
                CommandSpec(
                    name: "categories", abstract: "List the word categories with their sizes.", options: [.json]),
                run: categories),
            Command(
                CommandSpec(
                    name: "browse", abstract: "List a category's words, the most common first.",
                    arguments: [ArgumentSpec("category", help: "A category name (noun.animal) or title (Animals).")],
                    options: [page, .json]
                ),
                run: browse),
            Command(CommandSpec(name: "random", abstract: "Show the word of the day.", options: [.json]), run: random),
            WordsCardsCommand.command,
            WordsPlayCommand.command,
        ]
    )

    static func categories(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let categories = try context.requireLexicon().wordCategories()
        if arguments.flag(.json) {
            try context.printJSON(Wire.Items(categories))
            return
        }
        context.console.out(
            TextTable(
                headers: ["Category", "Title", "Words"],
                rows: categories.map { [$0.name, $0.title, String($0.wordCount)] }, rightAligned: [2]
            ).rendered)
    }

    static func browse(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let lexicon = try context.requireLexicon()
        let category = try lexicon.category(named: arguments.positional(0) ?? "")
        let page = try arguments.integer(page, in: 1...100_000) ?? 1
        let words = lexicon.words(inCategory: category.name, offset: (page - 1) * pageSize, limit: pageSize)
        let pages = max(1, (category.wordCount + pageSize - 1) / pageSize)
        if arguments.flag(.json) {
            try context.printJSON(
                BrowsePage(category: category, items: words, page: page, perPage: pageSize, total: category.wordCount))
            return
        }
        guard !words.isEmpty else {
            throw CLIError.notFound("'\(category.title)' has \(Plural.count(pages, "page")); there is no page \(page).")
        }
        context.console.line(
            context.console.styled("\(category.title) (\(category.name))", .bold) + "  page \(page) of \(pages)")
        for word in words { context.console.line(word) }
    }

    static func random(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let lexicon = try context.requireLexicon()
        guard let word = WordOfTheDay.word(on: context.today, in: lexicon), let definition = lexicon.define(word)
        else { throw CLIError.unavailable("The dictionary offered no word today.") }
        if arguments.flag(.json) {
            try context.printJSON(definition)
            return
        }
        context.console.out(DefineCommand.render(definition, console: context.console))
    }

    /// One page of `words browse --json`, as the API's `GET /api/v1/words/categories/{name}` answers it.
    struct BrowsePage: Encodable {
        let category: WordCategory
        let items: [String]
        let page: Int
        let perPage: Int
        let total: Int
    }
}
