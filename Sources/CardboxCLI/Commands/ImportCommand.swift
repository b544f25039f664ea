import CardboxCore
import CardboxDocuments
import CardboxGeneration
import Foundation

/// `cardbox import FILE`: extract, generate cards chunk by chunk into a draft, and say how to review it.
enum ImportCommand {
    static let engineOption = OptionSpec.option(
        "engine", short: "e", value: "engine", help: "auto (default), extractive, openai or anthropic."
    )

    static let spec = CommandSpec(
        name: "import", abstract: "Make a draft of cards from a PDF, photo, scan, text or Markdown file.",
        discussion: """
            Cards are stored as they are made; run the same import again to resume an interrupted one.
            Then: cardbox drafts review. See docs/generation.md.
            """,
        arguments: [ArgumentSpec("file", help: "The file to read.")],
        options: [
            .option("deck", short: "d", value: "name", help: "The deck the cards are for (default: the file's name)."),
            engineOption,
            .option("max-cards", short: "n", value: "n", help: "Make at most this many cards."),
            .option("password", value: "password", help: "The password of an encrypted PDF."),
            .option("pages", value: "range", help: "Only these pages, such as 3-7."),
        ]
    )

    static let command = Command(path: ["import"], run: run)

    static func run(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let request = try engineRequest(arguments)
        let maxCards = try arguments.integer("max-cards", in: 1...10_000)
        let report = try extract(arguments, context)
        let document = report.document
        _ = try context.store.saveDocument(document, owner: context.user.id, at: context.now())
        let deckName = arguments.value("deck") ?? (document.title as NSString).deletingPathExtension
        _ = try Deck.validatedName(deckName)

        let month = GenerationUsage.month(of: context.today)
        let used = try context.store.generationUsage(owner: context.user.id, month: month)
        let selector = try Blocking.run { [llm = context.llm] in try await llm.selector(usedThisMonth: used) }
        let decision = selector.select(request)
        let chunks = Chunker.chunks(of: document)
        let existing = try existingCards(deckName, context)
        var generator = decision.makeGenerator(
            extractive: { ExtractiveGenerator() }, targetFinder: ExtractiveGenerator.targetFinder
        )
        let isHostModel: Bool = if case .hostKey = decision.engine { true } else { false }
        if isHostModel {
            let store = context.store
            let owner = context.user.id
            generator = AllowanceGuard(wrapped: generator, limit: context.llm.monthlyCards) {
                try store.generationUsage(owner: owner, month: month)
            }
        }
        let whyFallback = decision.skipped.joined(separator: "; ")

        let draft: Draft
        if let unfinished = try context.store.fetchDrafts(owner: context.user.id).first(where: {
            $0.documentID == document.id && $0.status == .generating && $0.deckName == deckName
        }) {
            draft = unfinished
            context.console.err("Resuming draft \(draft.id) after chunk \(draft.chunksDone) of \(draft.chunksTotal).\n")
        } else {
            draft = try context.store.createDraft(
                NewDraft(
                    ownerID: context.user.id, documentID: document.id, documentTitle: document.title,
                    deckName: deckName,
                    engine: generator.name, engineNote: whyFallback.isEmpty ? nil : whyFallback,
                    chunksTotal: chunks.count, maxCards: maxCards, createdAt: context.now()
                )
            )
        }
        let alreadyMade = try context.store.fetchDraftCards(draft.id).count
        let hostEngine = generator.name
        let pipeline = GenerationPipeline(
            generator: generator, fallback: generator.name == ExtractiveGenerator().name ? nil : ExtractiveGenerator(),
            filler: DistractorFiller(related: context.relatedTerms)
        )
        let bar = ProgressBar(console: context.console, unit: "chunks")
        let store = context.store
        let chunksDone = Locked(draft.chunksDone)
        let stored = try context.store.fetchDraftCards(draft.id).map {
            (question: $0.card.question, answer: $0.card.answer)
        }
        let result = try Blocking.run {
            try await pipeline.run(
                document: document, existing: existing + stored,
                maxCards: maxCards.map { max(0, $0 - alreadyMade) }, resumeAfterChunk: draft.chunksDone,
                progress: { done, total in bar.update(done: done, total: total, label: document.title) },
                emit: { cards in
                    let counted = isHostModel ? cards.filter { $0.engine == hostEngine }.count : 0
                    try store.appendDraftCards(
                        cards, to: draft.id,
                        chunksDone: chunksDone.withLock { count in
                            count += 1
                            return count
                        },
                        usage: counted > 0 ? GenerationUsage(month: month, cards: counted) : nil
                    )
                }
            )
        }
        bar.finish()
        let note = ((whyFallback.isEmpty ? [] : [whyFallback]) + fallbackSummary(result.fallbacks)).joined(
            separator: "; ")
        let engine = result.fallbacks.isEmpty ? generator.name : "\(generator.name), then extractive"
        try context.store.updateDraft(draft.id, engine: engine, engineNote: note.isEmpty ? nil : note, status: .ready)
        let total = try context.store.fetchDraftCards(draft.id).count
        context.console.line(
            "Draft \(draft.id): \(Plural.count(total, "card")) from \(document.title) for '\(deckName)'."
        )
        context.console.line("Engine: \(engine)" + (note.isEmpty ? "" : " (\(note))"))
        context.console.line(
            "Review it with: cardbox drafts review \(draft.id)   (or save it as is: cardbox drafts save \(draft.id))")
    }

    /// The pipeline's per-chunk fallback lines ("chunk 3: extractive used instead of …: reason") folded into one
    /// phrase per reason: "4 chunks: extractive used instead of …: reason".
    static func fallbackSummary(_ lines: [String]) -> [String] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for line in lines {
            let reason = line.range(of: ": ").map { String(line[$0.upperBound...]) } ?? line
            if counts[reason] == nil { order.append(reason) }
            counts[reason, default: 0] += 1
        }
        return order.map { "\(Plural.count(counts[$0] ?? 0, "chunk")): \($0)" }
    }

    static func engineRequest(_ arguments: ParsedArguments) throws -> EngineRequest {
        let text = arguments.value("engine") ?? EngineRequest.auto.rawValue
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

    /// The questions and answers already in the deck, so generated near-duplicates are left out.
    static func existingCards(_ deckName: String, _ context: CLIContext) throws -> [(question: String, answer: String)]
    {
        guard let deck = try context.store.findDeck(owner: context.user.id, name: deckName) else { return [] }
        return try context.store.fetchCards(deck: deck.id).map { (question: $0.content.front, answer: $0.content.back) }
    }
}
