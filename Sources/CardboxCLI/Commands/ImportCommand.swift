import CardboxCore
import CardboxDocuments
import CardboxGeneration
import Foundation

/// `cardbox import FILE`: extract, generate cards chunk by chunk into a draft, and say how to review it.
enum ImportCommand {
    /// `--deck`.
    static let deck = OptionSpec.option(
        "deck", short: "d", value: "name", help: "The deck the cards are for.", default: "the file's name")
    /// `--engine`, also read by `eval`.
    static let engine = OptionSpec.option(
        "engine", short: "e", value: "engine", help: "auto, extractive, openai or anthropic.",
        default: EngineRequest.auto.rawValue)
    /// `--max-cards`.
    static let maxCards = OptionSpec.option("max-cards", short: "n", value: "n", help: "Make at most this many cards.")

    /// `cardbox import`.
    static let command = Command(
        CommandSpec(
            name: "import", abstract: "Make a draft of cards from a PDF, photo, scan, text or Markdown file.",
            discussion: """
                Cards are stored as they are made; run the same import again to resume an interrupted one.
                Then: cardbox drafts review. See docs/generation.md.
                """,
            arguments: [ArgumentSpec("file", help: "The file to read.")],
            options: [
                deck, engine, maxCards, ExtractCommand.password,
                ExtractCommand.pages.described("Only these pages, such as 3-7."),
            ],
            mayRunOCR: true
        ),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let request = try engineRequest(arguments)
        let maxCards = try arguments.integer(Self.maxCards, in: 1...10_000)
        let report = try extract(arguments, context)
        let document = report.document
        _ = try context.store.saveDocument(document, owner: context.user.id, at: context.now())
        let deckName = arguments[deck] ?? (document.title as NSString).deletingPathExtension
        _ = try Deck.validatedName(deckName)

        let month = GenerationUsage.month(of: context.today)
        let used = try context.store.generationUsage(owner: context.user.id, month: month)
        let selector = try Blocking.run { [llm = context.llm] in try await llm.selector(usedThisMonth: used) }
        let decision = selector.select(request)
        let generation = DraftGeneration(
            store: context.store, owner: context.user.id, relatedTerms: context.relatedTerms,
            monthlyCards: context.llm.monthlyCards, month: month)
        let bar = ProgressBar(console: context.console, unit: "chunks")
        let now = context.now()
        let console = context.console
        let outcome = try Blocking.run {
            try await generation.run(
                document: document, deckName: deckName, decision: decision, maxCards: maxCards, now: now,
                started: { draft, resumed in
                    if resumed {
                        console.err(
                            "Resuming draft \(draft.id) after chunk \(draft.chunksDone) of \(draft.chunksTotal).\n")
                    }
                },
                progress: { done, total in bar.update(done: done, total: total, label: document.title) })
        }
        bar.finish()
        context.console.line(
            "Draft \(outcome.draft.id): \(Plural.count(outcome.cardCount, "card")) from \(document.title) for '\(deckName)'."
        )
        context.console.line("Engine: \(outcome.engine)" + (outcome.note.map { " (\($0))" } ?? ""))
        context.console.line(
            "Review it with: cardbox drafts review \(outcome.draft.id)   (or save it as is: cardbox drafts save \(outcome.draft.id))"
        )
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

    /// Reads the file as `extract` does.
    static func extract(_ arguments: ParsedArguments, _ context: CLIContext) throws -> ExtractionReport {
        let options = try ExtractCommand.options(arguments, context)
        let bar = ProgressBar(console: context.console)
        let path = arguments.positional(0) ?? ""
        let result = DocumentExtractor(options: options).extract(files: [path]) { done, total, file in
            bar.update(done: done, total: total, label: file)
        }
        bar.finish()
        let report = try result[0].get()
        for warning in report.warnings { context.console.err("Warning: \(warning)\n") }
        return report
    }
}
