import CardboxCore
import CardboxDocuments
import CardboxGeneration
import CardboxJSON
import Foundation

/// `cardbox eval FILE`: generation quality metrics for a document, without storing anything.
///
/// When the document has an answer key (`--key FILE`, or `NAME.key` beside `NAME.pdf`), the cards are also graded
/// against it: precision, recall, three good wrong answers and well-formedness faults (``KeyedMetrics``).
enum EvalCommand {
    /// `--key FILE`.
    static let key = OptionSpec.option(
        "key", value: "file",
        help: "The answer key to grade against (default: the document's name with .key, when that file exists).")
    /// `--details`.
    static let details = OptionSpec.flag(
        "details",
        help:
            "Also list the key items no card matched, the cards that match no key item and the wrong answers the key "
            + "refuses.")

    /// `cardbox eval`.
    static let command = Command(
        CommandSpec(
            name: "eval", abstract: "Measure card generation on a document: grounded, valid, duplicate, density.",
            arguments: [ArgumentSpec("file", help: "The document.")],
            options: [
                ImportCommand.engine, ExtractCommand.password, ExtractCommand.passwordFile,
                ExtractCommand.pages.described("Only these pages, such as 3-7."), key, details, .json,
            ],
            mayRunOCR: true
        ),
        run: run)

    /// What `--json` prints.
    struct Output: Encodable {
        var document: String
        var engine: String
        var metrics: GenerationMetrics
        /// The grades against the answer key, when there is one.
        var key: KeyedMetrics?
        var seconds: Double
    }

    static func run(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let request = try ImportCommand.engineRequest(arguments)
        let answerKey = try readKey(arguments)
        let document = try ExtractCommand.readOne(arguments, context).document
        let used = try context.store.generationUsage(
            owner: context.user.id, month: GenerationUsage.month(of: context.today))
        let selector = try ThreadTaskExecutor().run { [llm = context.llm] in try await llm.selector(usedThisMonth: used)
        }
        var offHost = selector
        offHost.hostKey = nil  // an evaluation never spends the host's monthly allowance
        let decision = try offHost.require(request)
        let generator = decision.makeGenerator(extractive: { [words = context.relatedTerms] in
            ExtractiveGenerator(words: words)
        })
        let pipeline = GenerationPipeline(
            generator: generator, validator: CardValidator(related: context.relatedTerms),
            filler: DistractorFiller(related: context.relatedTerms)
        )
        let started = Date()
        let kept = Locked<[CardDraft]>([])
        let report = try ThreadTaskExecutor().run {
            try await pipeline.run(
                document: document, recordRawDrafts: true, emit: { drafts in kept.withLock { $0 += drafts } })
        }
        let metrics = GenerationMetrics(document: document, kept: kept.value, raw: report.rawDrafts)
        let seconds = Date().timeIntervalSince(started)
        let graded = answerKey.map {
            KeyedMetrics(drafts: kept.value, key: $0, document: document, related: context.relatedTerms)
        }
        if arguments.flag(.json) {
            return try context.printJSON(
                Output(
                    document: document.title, engine: generator.name, metrics: metrics, key: graded,
                    seconds: seconds))
        }
        let why = decision.skipped.isEmpty ? "" : " (\(decision.skipped.joined(separator: "; ")))"
        context.console.line("\(document.title) · engine \(generator.name)\(why)")
        context.console.line(metrics.summary)
        if let graded { context.console.line(arguments.flag(details) ? graded.details : graded.summary) }
    }

    /// The answer key named by `--key`, or else the one beside the document, or `nil` when there is none.
    ///
    /// - Throws: ``CLIError/notFound(_:)`` when `--key` names a missing file, ``CLIError/badInput(_:)`` when the
    ///   key cannot be read.
    static func readKey(_ arguments: ParsedArguments) throws -> AnswerKey? {
        let path: String
        if let given = arguments[key] {
            path = given
        } else {
            let document = URL(fileURLWithPath: arguments.positional(0) ?? "")
            path = document.deletingPathExtension().appendingPathExtension("key").path
            guard FileManager.default.fileExists(atPath: path) else { return nil }
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError.notFound("Cannot read the answer key '\(path)': no such file, or it is not readable.")
        }
        do {
            return try AnswerKey(parsing: String(decoding: data, as: UTF8.self))
        } catch {
            throw CLIError.badInput("The answer key '\(path)' is invalid: \(error)")
        }
    }
}
