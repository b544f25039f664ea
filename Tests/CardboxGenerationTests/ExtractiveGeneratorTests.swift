import CardboxCore
import CardboxGeneration
import Testing

/// Ranking and selection of the extractive engine.
@Suite struct ExtractiveGeneratorTests {
    private let passage = """
        # Rocks

        Granite is an igneous rock that cools slowly deep underground. Granite often contains quartz and \
        feldspar crystals. Most granite formed more than 300 million years ago. Basalt cools quickly at the \
        surface of the crust.

        - Obsidian: forms when lava cools too fast for crystals to grow.
        """

    /// The passage's only chunk.
    private var chunk: DocumentChunk? { Chunker.chunks(of: TestDocument.make(passage)).first }

    @Test func returnsTheQuotaOrACardForEachFactTheChunkStates() async throws {
        let chunk = try #require(chunk)
        // The granite definition and the obsidian item are stated facts: both are given even for a quota of one.
        for (quota, expected) in [(0, 0), (1, 2), (2, 2), (3, 3)] {
            let drafts = try await ExtractiveGenerator().generate(from: chunk, quota: quota)
            #expect(drafts.count == expected, "quota \(quota)")
        }
        #expect(ExtractiveGenerator().findsItsOwnShare)
    }

    @Test func ranksDefinitionsAboveListItemsAboveClozes() throws {
        let chunk = try #require(chunk)
        let drafts = ExtractiveGenerator().drafts(from: chunk, quota: 3)
        #expect(drafts.map(\.question).first == "What is granite?")
        #expect(
            drafts.dropFirst().first?.question == "Rocks: which forms when lava cools too fast for crystals to grow?")
        #expect(drafts.last?.kind == .cloze)
        #expect(drafts.map(\.score) == drafts.map(\.score).sorted(by: >))
    }

    @Test func picksOneCardPerSentenceAndNeverTheSameAnswerTwice() throws {
        let chunk = try #require(chunk)
        let drafts = ExtractiveGenerator().drafts(from: chunk, quota: 4)
        let sentences = drafts.map { "\($0.source.paragraph ?? 0)/\($0.source.sentence ?? 0)" }
        #expect(Set(sentences).count == drafts.count)
        #expect(Set(drafts.map { $0.answer.lowercased() }).count == drafts.count)
    }

    @Test func isDeterministic() throws {
        let chunk = try #require(chunk)
        let document = TestDocument.make(passage)
        let first = ExtractiveGenerator(statistics: TermStatistics(document: document)).drafts(from: chunk, quota: 5)
        let second = ExtractiveGenerator(statistics: TermStatistics(document: document)).drafts(from: chunk, quota: 5)
        #expect(first == second)
    }

    @Test func writesShortAnswersFromTheCitedSentence() async throws {
        for passage in Passages.all {
            let document = TestDocument.make(passage)
            let engine = ExtractiveGenerator().prepared(for: document)
            for chunk in Chunker.chunks(of: document) {
                for draft in try await engine.generate(from: chunk, quota: 8) {
                    #expect(draft.answer.split(separator: " ").count <= 12)
                    #expect(draft.explanation == draft.source.quote)
                    let paragraph = chunk.paragraphs.first { $0.index == draft.source.paragraph }
                    #expect(paragraph?.sentence(draft.source.sentence ?? -1) == draft.explanation)
                    #expect(draft.question != draft.explanation)
                }
            }
        }
    }

    @Test func weighsTermsAgainstTheWholeDocumentWhenPrepared() throws {
        let document = TestDocument.make(
            "Magma rises through cracks in the crust.\n\nMagma cools into granite.\n\n"
                + "Deep below the crust, magma collects in large chambers.")
        let chunk = try #require(Chunker.chunks(of: document).first)
        let prepared = ExtractiveGenerator(statistics: TermStatistics(document: document))
        #expect(prepared.allDrafts(from: chunk).isEmpty == false)
        #expect(prepared.name == "extractive")
    }
}
