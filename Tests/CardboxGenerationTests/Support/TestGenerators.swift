import CardboxCore
import CardboxGeneration
import Synchronization

/// An engine whose drafts come from a closure, for pipeline tests.
struct ScriptedGenerator: CardGenerator {
    /// The engine's name.
    let name: String
    /// Writes the drafts for a chunk and quota.
    let script: @Sendable (DocumentChunk, Int) throws -> [CardDraft]

    /// Creates an engine running `script`.
    init(name: String = "scripted", script: @escaping @Sendable (DocumentChunk, Int) throws -> [CardDraft]) {
        self.name = name
        self.script = script
    }

    /// The script's drafts.
    func generate(from chunk: DocumentChunk, quota: Int) async throws -> [CardDraft] {
        try script(chunk, quota)
    }
}

/// Collects what a pipeline emits, safely across tasks.
final class EmitRecorder: Sendable {
    /// The batches emitted.
    private let batches = Mutex<[[CardDraft]]>([])
    /// The progress values.
    private let ticks = Mutex<[Int]>([])

    /// Every batch emitted, in order.
    var emitted: [[CardDraft]] { batches.withLock { $0 } }
    /// Every draft emitted.
    var drafts: [CardDraft] { emitted.flatMap { $0 } }
    /// The "done" values reported to `progress`.
    var progress: [Int] { ticks.withLock { $0 } }

    /// Records an emitted batch.
    func record(_ drafts: [CardDraft]) { batches.withLock { $0.append(drafts) } }
    /// Records a progress value.
    func tick(_ done: Int) { ticks.withLock { $0.append(done) } }
}

/// Builders for drafts citing a chunk.
enum Drafts {
    /// Every draft the offline engine keeps from `document` through the whole pipeline.
    static func kept(from document: SourceDocument) async throws -> [CardDraft] {
        let recorder = EmitRecorder()
        _ = try await GenerationPipeline(generator: ExtractiveGenerator()).run(document: document) {
            recorder.record($0)
        }
        return recorder.drafts
    }

    /// A draft citing sentence `sentence` of paragraph `paragraph` (page 1) of `chunk`, quoting it.
    static func citing(
        _ chunk: DocumentChunk, paragraph: Int = 1, sentence: Int = 0, kind: CardDraft.Kind = .basic,
        question: String, answer: String, distractors: [String] = [], score: Double = 0.8
    ) -> CardDraft {
        let cited = chunk.paragraphs.first { $0.index == paragraph }
        let quote = cited?.sentence(sentence)
        return CardDraft(
            kind: kind, question: question, answer: answer, explanation: quote ?? "", distractors: distractors,
            source: CardSource(
                document: chunk.documentTitle, documentID: chunk.documentID, page: cited?.page ?? 1,
                paragraph: paragraph, sentence: sentence, quote: quote),
            engine: "test", score: score)
    }
}
