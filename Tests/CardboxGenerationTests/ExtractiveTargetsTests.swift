import CardboxCore
import CardboxGeneration
import Testing

/// The extractive engine hands small models their targets: answers with the prompt number of their sentence.
@Suite struct ExtractiveTargetsTests {
    @Test func targetsPointAtTheSentenceTheAnswerComesFrom() throws {
        let text =
            "Photosynthesis is the process by which plants turn light into chemical energy. "
            + "It takes place in the chloroplasts of leaf cells."
        let first = text.firstRange(of: ". ").map { text.distance(from: text.startIndex, to: $0.lowerBound) + 1 } ?? 0
        let paragraph = SourceParagraph(
            page: 1, index: 1, headingPath: ["Plants"], role: .body, text: text,
            sentences: [TextSpan(start: 0, end: first), TextSpan(start: first + 1, end: text.count)], box: nil
        )
        let chunk = DocumentChunk(
            documentID: String(repeating: "a", count: 64), documentTitle: "plants.md", headingPath: ["Plants"],
            paragraphs: [paragraph]
        )
        let builder = PromptBuilder(chunk: chunk)
        let targets = ExtractiveGenerator.targetFinder(builder, 2)
        #expect(!targets.isEmpty)
        for target in targets {
            let sentence = try #require(builder.sentence(numbered: target.sentence))
            #expect(
                sentence.text.lowercased().contains(target.answer.lowercased()), "\(target) not in \(sentence.text)")
        }
    }
}
