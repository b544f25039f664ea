import CardboxCore
import CardboxGeneration
import Testing

/// The whole pipeline: per-chunk emission, resuming, fallback, limits and counts.
@Suite struct GenerationPipelineTests {
    /// Three sections, one chunk each.
    private let document = TestDocument.make(
        """
        # Cells

        A mitochondrion is an organelle that converts food into usable energy. Robert Hooke first described \
        cells in 1665 after looking at cork.

        # Rocks

        Granite is an igneous rock that cools slowly deep underground. About 75% of the rocks at the surface \
        are sedimentary.

        # Money

        Inflation is defined as a sustained rise in the general level of prices. The Bank of England was \
        founded in 1694.
        """)

    /// An engine writing one good card per chunk from its first sentence, and one ungrounded card.
    private let scripted = ScriptedGenerator { chunk, _ in
        let first = chunk.paragraphs[0]
        let sentence = first.sentence(0) ?? ""
        let answer = String(sentence.split(separator: " ").suffix(2).joined(separator: " ").dropLast())
        let good = CardDraft(
            kind: .cloze, question: sentence.replacing(answer, with: CardDraft.clozePlaceholder), answer: answer,
            explanation: sentence, distractors: [],
            source: CardSource(
                document: chunk.documentTitle, documentID: chunk.documentID, page: first.page, paragraph: first.index,
                sentence: 0, quote: sentence),
            engine: "scripted", score: 0.7)
        var bad = good
        bad.answer = "something else entirely"
        bad.question = "What is it all about?"
        bad.kind = .basic
        return [good, bad]
    }

    @Test func emitsEachChunksDraftsAsSoonAsTheyAreReady() async throws {
        let recorder = EmitRecorder()
        let report = try await GenerationPipeline(generator: scripted).run(
            document: document, progress: { done, _ in recorder.tick(done) }, emit: { recorder.record($0) })
        #expect(recorder.emitted.count == 3)
        #expect(recorder.emitted.allSatisfy { $0.count == 1 })
        #expect(recorder.progress == [0, 1, 2, 3])
        #expect(report.chunkCount == 3)
        #expect(report.processedChunks == 3)
        #expect(report.lastChunk == 3)
        #expect(report.rawCount == 6)
        #expect(report.rejectedCount == 3)
        #expect(report.rejectionsByRule == ["ungrounded": 3])
        #expect(report.keptCount == 3)
    }

    @Test func fillsDistractorsAndValidatesBeforeEmitting() async throws {
        let recorder = EmitRecorder()
        _ = try await GenerationPipeline(generator: ExtractiveGenerator()).run(document: document) {
            recorder.record($0)
        }
        let drafts = recorder.drafts
        #expect(!drafts.isEmpty)
        #expect(drafts.allSatisfy { $0.distractors.count == 3 || $0.flags.contains("weak-distractors") })
        let chunks = Chunker.chunks(of: document)
        for draft in drafts {
            #expect(chunks.contains { CardValidator().validate(draft, in: $0).isAccepted })
        }
    }

    @Test func resumesAfterTheChunksAnEarlierRunDid() async throws {
        let recorder = EmitRecorder()
        let report = try await GenerationPipeline(generator: scripted).run(
            document: document, resumeAfterChunk: 2, progress: { done, _ in recorder.tick(done) },
            emit: { recorder.record($0) })
        #expect(recorder.emitted.count == 1)
        #expect(recorder.drafts.map(\.source.paragraph) == [document.paragraphs.last?.index])
        #expect(recorder.progress == [2, 3])
        #expect(report.skippedChunks == 2)
        #expect(report.processedChunks == 1)
        #expect(report.lastChunk == 3)
    }

    @Test func fallsBackForAChunkWhenTheEngineFails() async throws {
        let failing = ScriptedGenerator(name: "cloud:test") { chunk, _ in
            guard chunk.headingPath == ["Rocks"] else { return [] }
            throw GenerationError.unavailable("rate limited after 3 tries")
        }
        let recorder = EmitRecorder()
        let report = try await GenerationPipeline(generator: failing, fallback: ExtractiveGenerator()).run(
            document: document
        ) { recorder.record($0) }
        #expect(
            report.fallbacks == [
                PipelineFallback(
                    chunk: 2, usedEngine: "extractive", chosenEngine: "cloud:test",
                    reason: "The model is unavailable: rate limited after 3 tries")
            ])
        #expect(
            report.fallbacks.map(\.description) == [
                "chunk 2: extractive used instead of cloud:test: The model is unavailable: rate limited after 3 tries"
            ])
        #expect(
            DraftGeneration.fallbackSummary(report.fallbacks + report.fallbacks) == [
                "2 chunks: extractive used instead of cloud:test: The model is unavailable: rate limited after 3 tries"
            ])
        // The fallback gives both facts the Rocks chunk states (a definition and a percentage).
        #expect(recorder.emitted.map(\.count) == [0, 2, 0])
        #expect(recorder.drafts.first?.engine == "extractive")
    }

    @Test func rethrowsWhenThereIsNoFallback() async {
        let failing = ScriptedGenerator { _, _ in throw GenerationError.notAnswering("connection refused") }
        await #expect(throws: GenerationError.notAnswering("connection refused")) {
            _ = try await GenerationPipeline(generator: failing).run(document: document) { _ in }
        }
    }

    @Test func stopsAtTheCardLimit() async throws {
        let recorder = EmitRecorder()
        let report = try await GenerationPipeline(generator: scripted).run(document: document, maxCards: 2) {
            recorder.record($0)
        }
        #expect(recorder.drafts.count == 2)
        #expect(recorder.emitted.count == 2)
        #expect(report.stoppedAtLimit)
        #expect(report.keptCount == 2)
        #expect(report.lastChunk == 2)
    }

    @Test func trimsTheLastChunkToTheCardLimit() async throws {
        let oneSection = TestDocument.make(
            Passages.money.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n"))
        let first = try #require(Chunker.chunks(of: oneSection).first)
        #expect(Chunker.quota(for: first) >= 3)
        let recorder = EmitRecorder()
        let report = try await GenerationPipeline(generator: ExtractiveGenerator()).run(
            document: oneSection, maxCards: 2
        ) { recorder.record($0) }
        #expect(recorder.emitted.map(\.count) == [2])
        #expect(report.keptCount == 2)
        #expect(report.overQuotaCount > 0)
        #expect(report.stoppedAtLimit)
    }

    @Test func dropsDuplicatesOfExistingAndEarlierCards() async throws {
        let repeating = ScriptedGenerator { chunk, _ in
            let draft = Drafts.citing(
                chunk, paragraph: chunk.paragraphs[0].index, question: "What is a cell?", answer: "a cell")
            return [draft]
        }
        let first = document.paragraphs.first { $0.role == .body }
        let existing: [(question: String, answer: String)] = [("What is a Cell", "a cell")]
        let recorder = EmitRecorder()
        let report = try await GenerationPipeline(generator: repeating).run(document: document, existing: existing) {
            recorder.record($0)
        }
        #expect(first != nil)
        #expect(report.duplicateCount + report.rejectedCount == 3)
        #expect(recorder.drafts.isEmpty)
    }

    @Test func dropsValidDuplicatesOfEarlierCardsAndOfTheDecksCards() async throws {
        // Each chunk's card passes the validator, and so does its twin (the same question, re-cased and
        // re-punctuated): only the de-duplicator can drop the twins and the card the deck already holds.
        let twins = ScriptedGenerator { chunk, _ in
            let first = chunk.paragraphs[0]
            let sentence = first.sentence(0) ?? ""
            let answer = String(sentence.split(separator: " ").suffix(2).joined(separator: " ").dropLast())
            let card = CardDraft(
                kind: .cloze, question: sentence.replacing(answer, with: CardDraft.clozePlaceholder), answer: answer,
                explanation: sentence, distractors: [],
                source: CardSource(
                    document: chunk.documentTitle, documentID: chunk.documentID, page: first.page,
                    paragraph: first.index, sentence: 0, quote: sentence),
                engine: "scripted", score: 0.7)
            var twin = card
            twin.question = card.question.uppercased().replacing("{{ANSWER}}", with: CardDraft.clozePlaceholder) + "!"
            return [card, twin]
        }
        let chunks = Chunker.chunks(of: document)
        for chunk in chunks {
            let drafts = try await twins.generate(from: chunk, quota: 2)
            #expect(drafts.allSatisfy { CardValidator().validate($0, in: chunk).isAccepted })
        }
        let inflation = "Inflation is defined as a sustained rise in the general level _____."
        let recorder = EmitRecorder()
        let report = try await GenerationPipeline(generator: twins).run(
            document: document, existing: [(inflation, "of prices")]
        ) { recorder.record($0) }
        #expect(report.rejectedCount == 0)
        #expect(report.duplicateCount == 4)
        #expect(report.keptCount == 2)
        #expect(recorder.drafts.map(\.answer) == ["usable energy", "deep underground"])
    }

    @Test func stopsWhenStoringFails() async {
        struct StoreFull: Error {}
        await #expect(throws: StoreFull.self) {
            _ = try await GenerationPipeline(generator: scripted).run(document: document) { _ in throw StoreFull() }
        }
    }

    @Test func recordsRawDraftsForEvaluationWhenAsked() async throws {
        let plain = try await GenerationPipeline(generator: scripted).run(document: document) { _ in }
        #expect(plain.rawDrafts.isEmpty)
        let recorded = try await GenerationPipeline(generator: scripted).run(document: document, recordRawDrafts: true)
        {
            _ in
        }
        #expect(recorded.rawDrafts.count == 6)
    }
}
