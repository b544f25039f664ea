import CardboxCore
import CardboxGeneration
import Testing

/// Section-aware chunking and quotas.
@Suite struct ChunkerTests {
    /// A paragraph of `count` words.
    private func words(_ count: Int, _ word: String = "word") -> String {
        Array(repeating: word, count: count).joined(separator: " ") + "."
    }

    @Test func startsANewChunkWhenTheHeadingPathChanges() {
        let document = TestDocument.make(
            "# Cells\n\n\(words(60))\n\n## Membranes\n\n\(words(60))\n\n# Tissues\n\n\(words(60))\n")
        let chunks = Chunker.chunks(of: document)
        #expect(chunks.map(\.headingPath) == [["Cells"], ["Cells", "Membranes"], ["Tissues"]])
        #expect(chunks.allSatisfy { $0.paragraphs.allSatisfy { $0.role != .heading } })
    }

    @Test func skipsSectionsHoldingOnlyHeadings() {
        let document = TestDocument.make("# Part one\n\n## Chapter one\n\n\(words(50))\n\n# Part two\n\n## Empty\n")
        let chunks = Chunker.chunks(of: document)
        #expect(chunks.count == 1)
        #expect(chunks.first?.headingPath == ["Part one", "Chapter one"])
    }

    @Test func mergesShortParagraphsOfOneSection() {
        let text = (1...5).map { _ in words(50) }.joined(separator: "\n\n")
        let chunks = Chunker.chunks(of: TestDocument.make(text))
        #expect(chunks.count == 1)
        #expect(chunks.first?.paragraphs.count == 5)
        #expect(chunks.first?.wordCount == 250)
    }

    @Test func cutsLongSectionsBetweenParagraphs() {
        let text = (1...6).map { _ in words(100) }.joined(separator: "\n\n")
        let chunks = Chunker.chunks(of: TestDocument.make(text))
        #expect(chunks.map(\.wordCount) == [400, 200])
        #expect(chunks.map(\.paragraphs.count) == [4, 2])
    }

    @Test func neverSplitsAParagraph() {
        let text = [words(100), words(600), words(100)].joined(separator: "\n\n")
        let chunks = Chunker.chunks(of: TestDocument.make(text))
        #expect(chunks.map(\.wordCount) == [100, 600, 100])
    }

    @Test func aSmallRemainderJoinsThePreviousChunk() {
        let text = [words(200), words(190), words(40)].joined(separator: "\n\n")
        let chunks = Chunker.chunks(of: TestDocument.make(text))
        #expect(chunks.map(\.wordCount) == [430])
    }

    @Test func keepsDocumentIdentityAndParagraphOrder() {
        let document = TestDocument.make("\(words(20, "alpha"))\n\n\(words(20, "beta"))", title: "a.md", id: "id-9")
        let chunk = Chunker.chunks(of: document).first
        #expect(chunk?.documentID == "id-9")
        #expect(chunk?.documentTitle == "a.md")
        #expect(chunk?.paragraphs.map(\.index) == [1, 2])
    }

    @Test(arguments: [(40, 1), (60, 1), (119, 1), (120, 2), (400, 6), (480, 8), (1_000, 8)])
    func quotaIsOneCardPer60WordsBetweenOneAndEight(words count: Int, quota: Int) {
        let chunk = TestDocument.chunk(words(count))
        #expect(Chunker.quota(for: chunk) == quota)
    }
}
