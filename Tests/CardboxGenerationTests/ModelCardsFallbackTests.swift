import CardboxCore
import CardboxGeneration
import Testing

/// A model whose every card for a chunk fails the checks (a very small local model, typically) leaves that chunk to
/// the fallback engine, and the report says why.
@Suite struct ModelCardsFallbackTests {
    let document = TestDocument.make(Passages.cells, title: "cells.md")

    /// A card that gives its answer away in the question: the validator rejects it.
    static func leaking(_ chunk: DocumentChunk) -> CardDraft {
        Drafts.citing(
            chunk, question: "Which cell is the cell in this cell question?", answer: "cell",
            distractors: ["atom", "tissue", "organ"])
    }

    @Test func aChunkWhoseModelCardsAllFailIsWrittenByTheFallback() async throws {
        let tiny = ScriptedGenerator(name: "local:tiny") { chunk, _ in [Self.leaking(chunk)] }
        let recorder = EmitRecorder()
        let report = try await GenerationPipeline(generator: tiny, fallback: ExtractiveGenerator()).run(
            document: document
        ) { recorder.record($0) }
        #expect(!recorder.drafts.isEmpty)
        #expect(recorder.drafts.allSatisfy { $0.engine == "extractive" })
        #expect(report.fallbacks.count == report.chunkCount)
        #expect(
            report.fallbacks.first?.description
                == "chunk 1: extractive used instead of local:tiny: every card the model wrote failed the checks")
        #expect(report.rejectedCount >= report.chunkCount)
    }

    @Test func withoutAFallbackTheChunkIsLeftEmpty() async throws {
        let tiny = ScriptedGenerator(name: "local:tiny") { chunk, _ in [Self.leaking(chunk)] }
        let recorder = EmitRecorder()
        let report = try await GenerationPipeline(generator: tiny).run(document: document) { recorder.record($0) }
        #expect(recorder.drafts.isEmpty)
        #expect(report.fallbacks.isEmpty)
    }

    @Test func aChunkWithNoModelCardsAtAllIsNotAFailure() async throws {
        let silent = ScriptedGenerator(name: "local:tiny") { _, _ in [] }
        let report = try await GenerationPipeline(generator: silent, fallback: ExtractiveGenerator()).run(
            document: document
        ) { _ in }
        #expect(report.fallbacks.isEmpty)
    }
}
