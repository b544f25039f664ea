import CardboxCore
import CardboxDocuments
import CardboxGeneration
import CardboxJSON
import CardboxWire
import Foundation

/// `cardbox import FILE`: extract, generate cards chunk by chunk into a draft, and say how to review it.
enum ImportCommand {
    /// `--deck`.
    static let deck = OptionSpec.option(
        "deck", short: "d", value: "name", help: "The deck the cards are for.",
        default: "the file's name, or an Anki package's own decks")
    /// `--engine`, also read by `eval`.
    static let engine = OptionSpec.option(
        "engine", value: "engine", help: "auto, extractive, openai or anthropic.",
        default: EngineRequest.auto.rawValue)
    /// `--max-cards`.
    static let maxCards = OptionSpec.option("max-cards", value: "n", help: "Make at most this many cards.")

    /// `cardbox import`.
    static let command = Command(
        CommandSpec(
            name: "import",
            abstract: "Make a draft of cards from a document, or add the cards of an Anki package or spreadsheet.",
            discussion: """
                A PDF, photo, scan, text or Markdown file becomes a draft of cards, stored as they are made; run the
                same import again to resume an interrupted one. Then: cardbox drafts review. See docs/generation.md.
                An Anki package (.apkg, .colpkg), a spreadsheet (.csv, .tsv) or Quizlet text (.txt with a tab on each
                line) adds its cards at once, with their schedules and answers; importing it again updates the cards
                it brought. See docs/interchange.md.
                """,
            arguments: [ArgumentSpec("file", help: "The file to read.")],
            options: [
                deck, .createDeck, engine, maxCards, ExtractCommand.password, ExtractCommand.passwordFile,
                ExtractCommand.pages.described("Only these pages, such as 3-7."),
            ] + CardFileImportCommand.options + [.json],
            mayRunOCR: true
        ),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        if let kind = try CardFileImportCommand.requestedFormat(arguments, path: arguments.positional(0) ?? "") {
            return try CardFileImportCommand.run(kind, arguments, context)
        }
        let engine = try engineRequest(arguments)
        let maxCards = try arguments.integer(Self.maxCards, in: 1...10_000)
        let input = DocumentInput.file(arguments.positional(0) ?? "")
        let deckName = try arguments[Self.deck].map { try context.deckName($0, create: arguments.flag(.createDeck)) }
        let console = context.console
        let json = arguments.flag(.json)
        let warnings = Locked<[String]>([])
        let reading = ProgressBar(console: console)
        let generating = Locked<ProgressBar?>(nil)
        let outcomes = try ExtractCommand.askingForPassword(try ExtractCommand.options(arguments, context), context) {
            options in
            let importer = DocumentImport(
                store: context.store, reader: context.extractor(options), relatedTerms: context.relatedTerms,
                monthlyCards: context.llm.monthlyCards)
            let request = DocumentImport.Request(
                owner: context.user.id, inputs: [input], deckName: deckName, engine: engine,
                maxCards: maxCards, today: context.today, now: context.now(),
                makeSelector: { [llm = context.llm] used in try await llm.selector(usedThisMonth: used) })
            return try ThreadTaskExecutor().run {
                try await importer.run(request) { event in
                    switch event {
                    case .reading(let done, let total, let file): reading.update(done: done, total: total, label: file)
                    case .read(_, let read):
                        reading.finish()
                        warnings.withLock { $0 += read }
                        if !json { for warning in read { console.err("Warning: \(warning)\n") } }
                    case .started(let draft, let resumed):
                        generating.withLock { $0 = ProgressBar(console: console, unit: "chunks") }
                        if resumed && !json {
                            console.err(
                                "Resuming draft \(draft.id) after chunk \(draft.chunksDone) of \(draft.chunksTotal).\n")
                        }
                    case .generating(let done, let total, let document):
                        generating.value?.update(done: done, total: total, label: document)
                    }
                }
            }
        }
        reading.finish()
        generating.value?.finish()
        if json, let outcome = outcomes.first {
            return try context.printJSON(
                Imported(
                    draft: Wire.Draft(outcome.draft), cardCount: outcome.cardCount, existed: outcome.existed,
                    resumed: outcome.resumed, warnings: warnings.value))
        }
        for outcome in outcomes {
            let draft = outcome.draft
            if outcome.existed {
                context.console.line(
                    "Draft \(draft.id) already holds \(Plural.count(outcome.cardCount, "card")) from "
                        + "\(draft.documentTitle) for '\(draft.deckName)'; delete it first (cardbox drafts delete "
                        + "\(draft.id)) to make it again.")
                continue
            }
            context.console.line(
                "Draft \(draft.id): \(Plural.count(outcome.cardCount, "card")) from \(draft.documentTitle) for '\(draft.deckName)'."
            )
            context.console.line("Engine: \(outcome.engine)" + (outcome.note.map { " (\($0))" } ?? ""))
            context.console.line(
                "Review it with: cardbox drafts review \(draft.id)   "
                    + "(or save every card: cardbox drafts save \(draft.id) --with-undecided)"
            )
        }
    }

    static func engineRequest(_ arguments: ParsedArguments) throws -> EngineRequest {
        let text = arguments[engine] ?? EngineRequest.auto.rawValue
        guard let request = EngineRequest(rawValue: text.lowercased()) else {
            throw UsageError(
                "The value '\(text)' is invalid for '--engine': expected auto, extractive, openai or anthropic.",
                commandPath: arguments.commandPath
            )
        }
        return request
    }

    /// What `import --json` prints: the draft, how many cards it holds, and whether it was there already or resumed.
    struct Imported: Encodable {
        let draft: Wire.Draft
        let cardCount: Int
        let existed: Bool
        let resumed: Bool
        let warnings: [String]
    }
}
