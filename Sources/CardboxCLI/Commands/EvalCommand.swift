import CardboxCore
import CardboxDocuments
import CardboxGeneration
import CardboxJSON
import Foundation

/// `cardbox eval FILE`: generation quality metrics for a document, without storing anything.
enum EvalCommand {
    /// `cardbox eval`.
    static let command = Command(
        CommandSpec(
            name: "eval", abstract: "Measure card generation on a document: grounded, valid, duplicate, density.",
            arguments: [ArgumentSpec("file", help: "The document.")],
            options: [
                ImportCommand.engine, ExtractCommand.password,
                ExtractCommand.pages.described("Only these pages, such as 3-7."), .json,
            ],
            mayRunOCR: true
        ),
        run: run)

    /// What `--json` prints.
    struct Output: Encodable {
        var document: String
        var engine: String
        var metrics: GenerationMetrics
        var seconds: Double
    }

    static func run(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let request = try ImportCommand.engineRequest(arguments)
        let document = try ExtractCommand.readOne(arguments, context).document
        let used = try context.store.generationUsage(
            owner: context.user.id, month: GenerationUsage.month(of: context.today))
        let selector = try ThreadTaskExecutor().run { [llm = context.llm] in try await llm.selector(usedThisMonth: used)
        }
        var offHost = selector
        offHost.hostKey = nil  // an evaluation never spends the host's monthly allowance
        let decision = offHost.select(request)
        let generator = decision.makeGenerator(extractive: { ExtractiveGenerator() })
        let pipeline = GenerationPipeline(
            generator: generator, filler: DistractorFiller(related: context.relatedTerms)
        )
        let started = Date()
        let kept = Locked<[CardDraft]>([])
        let report = try ThreadTaskExecutor().run {
            try await pipeline.run(
                document: document, recordRawDrafts: true, emit: { drafts in kept.withLock { $0 += drafts } })
        }
        let metrics = GenerationMetrics(document: document, kept: kept.value, raw: report.rawDrafts)
        let seconds = Date().timeIntervalSince(started)
        if arguments.flag(.json) {
            return try context.printJSON(
                Output(document: document.title, engine: generator.name, metrics: metrics, seconds: seconds))
        }
        let why = decision.skipped.isEmpty ? "" : " (\(decision.skipped.joined(separator: "; ")))"
        context.console.line("\(document.title) · engine \(generator.name)\(why)")
        context.console.line(metrics.summary)
    }
}
