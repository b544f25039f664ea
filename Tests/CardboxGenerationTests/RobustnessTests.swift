import CardboxCore
import CardboxGeneration
import Testing

/// Odd and broken input never traps and never yields a card that breaks a hard rule.
@Suite struct RobustnessTests {
    /// Sentences too short, empty or made of fragments of the patterns the rules look for.
    private static let fragments = [
        "", ".", "Yes.", "A", "It is.", "X means.", "Refers to", "(DNA)", "• ", "1.", "In 1990.", "About 5%.",
        "is called", ", also known as", "The term refers to.", "A is a", "Cells, also known as", "(a) Term:",
        "Term: x", "In 1990, it was.", "50% of.", "$5", "1960s", "Figure 3.", "“Quoted” means “said”.", "… …",
        "Über Zellen: größer als 3 µm.", "A cell (C) is a unit that divides.", "the the the the the the",
    ]

    @Test(arguments: fragments)
    func handlesFragments(text: String) {
        let chunk = TestDocument.chunk(text)
        for draft in ExtractiveGenerator().allDrafts(from: chunk) {
            #expect(CardValidator().validate(draft, in: chunk).isAccepted, "\(draft.question) → \(draft.answer)")
        }
    }

    @Test func handlesRandomCutsOfRealSentences() {
        let words = Passages.all.joined(separator: " ").split(whereSeparator: \.isWhitespace).map(String.init)
        var random = SplitMix64(seed: 7)
        for _ in 0..<400 {
            let start = Int(random.next() % UInt64(words.count))
            let length = 1 + Int(random.next() % 12)
            let text = words[start..<min(words.count, start + length)].joined(separator: " ")
            let chunk = TestDocument.chunk(text)
            for draft in ExtractiveGenerator().allDrafts(from: chunk) {
                #expect(CardValidator().validate(draft, in: chunk).isAccepted, "\(text): \(draft.question)")
            }
        }
    }

    @Test func handlesADocumentWithoutContent() async throws {
        let empty = SourceDocument(id: "e", title: "empty", kind: .text, pageCount: 1, paragraphs: [])
        let recorder = EmitRecorder()
        let report = try await GenerationPipeline(generator: ExtractiveGenerator()).run(document: empty) {
            recorder.record($0)
        }
        #expect(report.chunkCount == 0)
        #expect(recorder.emitted.isEmpty)
        let headingsOnly = TestDocument.make("# One\n\n## Two\n")
        #expect(Chunker.chunks(of: headingsOnly).isEmpty)
    }

    @Test func sentenceSpansThatDoNotFitTheTextAreIgnored() {
        let paragraph = SourceParagraph(
            page: 1, index: 1, headingPath: [], role: .body, text: "A cell is a unit that divides.",
            sentences: [TextSpan(start: 0, end: 500), TextSpan(start: 9, end: 3)], box: nil)
        let chunk = DocumentChunk(documentID: "d", documentTitle: "t", headingPath: [], paragraphs: [paragraph])
        #expect(ExtractiveGenerator().allDrafts(from: chunk).isEmpty)
    }
}
