import CardboxCore
import CardboxWire
import Foundation

/// `cardbox card add|edit|list|attach|delete`.
enum CardCommands {
    /// `--deck`, with help for each command that has it.
    static let deck = OptionSpec.option("deck", short: "d", value: "name", help: "The deck.")
    /// `--front`.
    static let front = OptionSpec.option("front", short: "f", value: "text", help: "The question or prompt.")
    /// `--back`.
    static let back = OptionSpec.option("back", short: "b", value: "text", help: "The answer.")
    /// `--explanation`.
    static let explanation = OptionSpec.option(
        "explanation", short: "e", value: "text", help: "Why the answer is right.")
    /// `--distractor`.
    static let distractor = OptionSpec.option(
        "distractor", value: "text", help: "A wrong answer for multiple choice (give three).", repeatable: true)
    /// `--category`.
    static let category = OptionSpec.option(
        "category", short: "c", value: "name", help: "The category accuracy is counted under.")
    /// `--tag`.
    static let tag = OptionSpec.option("tag", short: "t", value: "tag", help: "A tag (repeatable).", repeatable: true)
    /// `--pitfall`.
    static let pitfall = OptionSpec.option("pitfall", value: "text", help: "Why a tempting wrong answer is wrong.")
    /// `--[no-]code`.
    static let code = OptionSpec.flag(
        "code", help: "The answer is code: typed answers are compared case-sensitively.", negatable: true)
    /// `--[no-]typed`.
    static let typed = OptionSpec.flag(
        "typed", help: "Ask for the answer typed, even in a session that flips cards.", negatable: true)

    /// The options that set a card's content besides its front and back.
    static let detailOptions = [explanation, distractor, category, tag, pitfall, code, typed]
    /// `--to`, the field `card attach` adds to.
    static let attachField = OptionSpec.option(
        "to", value: "field", help: "front, back or explanation (default: back).")

    /// The options that set a card's content.
    static let contentOptions = [front, back] + detailOptions

    /// `cardbox card`.
    static let command = Command(
        name: "card", abstract: "Add, edit, list and delete cards.",
        subcommands: [
            Command(
                CommandSpec(
                    name: "add", abstract: "Add a card to a deck.",
                    discussion: "Example: cardbox card add --deck Spanish -f hola -b hello --distractor bye "
                        + "--distractor please --distractor thanks",
                    options: [deck.described("The deck to add to.").required(), front.required(), back.required()]
                        + detailOptions + StyleOptions.all
                        + [.json]
                ),
                run: add),
            Command(
                CommandSpec(
                    name: "edit", abstract: "Change a card; options not given stay as they are.",
                    arguments: [ArgumentSpec("id", help: "The card's id (see 'cardbox card list').")],
                    options: contentOptions + [deck.described("Move the card to this deck.")] + StyleOptions.all
                        + [.json]
                ),
                run: edit),
            Command(
                CommandSpec(
                    name: "list", abstract: "List a deck's cards, or every card.",
                    discussion: "Without --deck, every deck's cards, as 'cardbox search' lists them (--format).",
                    options: [
                        deck.described("The deck to list (default: every deck)."),
                        category.described("Only cards of this category."), .json, SearchCommand.format,
                    ]
                ),
                run: list),
            Command(
                CommandSpec(
                    name: "attach", abstract: "Add an image or a sound to a card.",
                    discussion:
                        "The file goes at the end of the field as ![name](media:…), where the web app shows or plays "
                        + "it and the terminal names it. PNG, JPEG, GIF, WebP and SVG images and MP3, Ogg, WAV, M4A "
                        + "and FLAC sounds of up to 10 MB, recognised by their content. Example: cardbox card attach "
                        + "12 heart.png --to front",
                    arguments: [
                        ArgumentSpec("id", help: "The card's id."), ArgumentSpec("file", help: "The image or sound."),
                    ],
                    options: [attachField, .json]
                ),
                run: attach),
            Command(
                CommandSpec(
                    name: "delete", abstract: "Delete a card and its history.",
                    discussion: "With --json, prints the card as it was.",
                    arguments: [ArgumentSpec("id", help: "The card's id.")], options: [.json]
                ),
                run: delete),
        ]
    )

    static func add(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        guard let deckName = arguments[Self.deck] else {
            throw UsageError("Missing expected option '--deck <name>'.", commandPath: arguments.commandPath)
        }
        guard arguments[front] != nil, arguments[back] != nil else {
            throw UsageError("A card needs '--front <text>' and '--back <text>'.", commandPath: arguments.commandPath)
        }
        let deck = try context.deck(named: deckName)
        let content = try apply(arguments, to: CardContent(front: "", back: ""))
        let card = try context.store.insertCard(content, into: deck.id, createdAt: context.now(), today: context.today)
        if arguments.flag(.json) { return context.printJSON(Wire.Card(card)) }
        context.console.line("Added card \(card.id) to '\(deck.name)'.")
    }

    static func edit(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let card = try context.card(id: arguments.positional(0) ?? "")
        let content = try apply(arguments, to: card.content)
        let target = try arguments[deck].map { try context.deck(named: $0).id }
        try context.store.updateCard(card.id, content: content, movingTo: target == card.deckID ? nil : target)
        if arguments.flag(.json) { return context.printJSON(Wire.Card(try context.card(id: "\(card.id)"))) }
        context.console.line("Saved card \(card.id).")
    }

    static func list(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        guard let deckName = arguments[Self.deck] else { return try listAll(arguments, context) }
        let deck = try context.deck(named: deckName)
        var cards = try context.store.fetchCards(deck: deck.id)
        if let name = arguments[Self.category] {
            let category = try context.category(name, in: [deck]).lowercased()
            cards = cards.filter { $0.content.category.lowercased() == category }
        }
        if arguments.flag(.json) || arguments[SearchCommand.format] != nil {
            let setAside = try context.store.fetchSetAside(deck: deck.id, today: context.today)
            let found = cards.map { CardListing.Found(card: $0, deckName: deck.name, setAside: setAside[$0.id]) }
            return try CardListing(found: found, context: context).print(
                format: try SearchCommand.format(arguments, context))
        }
        if cards.isEmpty {
            context.console.line(
                "'\(deck.name)' has no cards. Add one with: cardbox card add --deck '\(deck.name)' -f … -b …")
            return
        }
        let today = context.today
        let table = TextTable(
            headers: ["ID", "Front", "Back", "Category", "Due"],
            rows: cards.map { card in
                [
                    "\(card.id)", clip(CardText.plainText(card.content.front), 34, context),
                    clip(CardText.plainText(card.content.back), 24, context),
                    clip(card.content.category, 16, context),
                    card.schedule.phase == .new
                        ? "new" : card.schedule.dueDay <= today ? "today" : context.dates.format(card.schedule.dueDay),
                ]
            },
            rightAligned: [0]
        )
        context.console.out(table.rendered)
    }

    /// `card list` without `--deck`: every deck's cards (of the category, when one is given).
    static func listAll(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let decks = try context.store.fetchDecks(owner: context.user.id)
        var search = try CardSearch(parsing: "")
        if let name = arguments[category] {
            search.terms.append(.field(.category, SearchPattern(try context.category(name, in: decks))))
        }
        let format = try SearchCommand.format(arguments, context)
        try CardListing(found: try SearchCommand.matches(search, decks: decks, context), context: context)
            .print(format: format)
    }

    static func attach(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let card = try context.card(id: arguments.positional(0) ?? "")
        let path = arguments.positional(1) ?? ""
        let fieldName = arguments[attachField] ?? "back"
        guard let field = CardMediaAttachment.Field(rawValue: fieldName) else {
            throw CLIError.badInput(CardMediaAttachment.Failure.unknownField(fieldName).description)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CLIError.notFound("Cannot read '\(path)': no such file.")
        }
        guard !isDirectory.boolValue, let handle = FileHandle(forReadingAtPath: path) else {
            throw CLIError.notFound(
                "Cannot read '\(path)': \(isDirectory.boolValue ? "it is a folder" : "it is not readable").")
        }
        defer { try? handle.close() }
        let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
        let now = context.now()
        let reference: CardMediaReference
        do {
            try CardMediaAttachment.checkSize(size)
            var writer = try BlobWriter(store: context.store, mediaType: "application/octet-stream", at: now)
            while let piece = try handle.read(upToCount: blobChunkSize), !piece.isEmpty { try writer.write(piece) }
            let upload = try writer.finish(owner: context.user.id, at: now)
            reference = try CardMediaAttachment(store: context.store).attach(
                upload, named: path, to: card, field: field, at: now
            ).reference
        } catch let failure as CardMediaAttachment.Failure {
            throw CLIError.badInput("'\(path)': \(failure.description)")
        }
        if arguments.flag(.json) {
            return try context.printJSON(Wire.CardMedia(reference, card: try context.card(id: "\(card.id)")))
        }
        context.console.line(
            "Added \(reference.format.isAudio ? "the sound" : "the image") '\(reference.label)' to the \(field.rawValue) "
                + "of card \(card.id).")
    }

    static func delete(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let card = try context.card(id: arguments.positional(0) ?? "")
        try context.store.deleteCard(card.id)
        if arguments.flag(.json) { return context.printJSON(Wire.Card(card)) }
        context.console.line("Deleted card \(card.id).")
    }

    private static func apply(_ arguments: ParsedArguments, to base: CardContent) throws -> CardContent {
        var content = base
        if let front = arguments[Self.front] { content.front = front }
        if let back = arguments[Self.back] { content.back = back }
        if let explanation = arguments[Self.explanation] { content.explanation = explanation }
        if let category = arguments[Self.category] { content.category = category }
        if let pitfall = arguments[Self.pitfall] { content.pitfall = pitfall }
        if arguments.contains(distractor) { content.distractors = arguments.values(of: distractor) }
        if arguments.contains(tag) { content.tags = arguments.values(of: tag) }
        if let code = arguments.setting(Self.code) { content.answerIsCode = code }
        if let typed = arguments.setting(Self.typed) { content.answerIsTyped = typed }
        content.style = try StyleOptions.apply(arguments, to: content.style)
        let distractors = content.distractors.filter { !$0.trimmed.isEmpty }
        if !distractors.isEmpty && distractors.count != CardContent.distractorCount {
            throw CLIError.badInput(
                "Give exactly \(CardContent.distractorCount) distractors (--distractor ×3), or none; got \(distractors.count)."
            )
        }
        do {
            return try content.validated()
        } catch {
            throw CLIError.badInput(error.description)
        }
    }

    /// `text` on one line, clipped to `width` only on a terminal: piped tables keep every character.
    private static func clip(_ text: String, _ width: Int, _ context: CLIContext) -> String {
        let line = text.collapsingWhitespace
        guard context.console.isTerminal else { return line }
        return line.count <= width ? line : String(line.prefix(width - 1)) + "…"
    }
}
