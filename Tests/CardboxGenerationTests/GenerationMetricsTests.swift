import CardboxCore
import CardboxGeneration
import Foundation
import Testing

/// The evaluation figures.
@Suite struct GenerationMetricsTests {
    private let document = TestDocument.make(
        """
        # Cells

        A mitochondrion is an organelle that converts food into usable energy. A ribosome builds proteins.

        # Rocks

        Granite is an igneous rock that cools slowly deep underground.
        """)

    /// A basic draft citing a sentence of the document.
    private func draft(
        paragraph: Int, sentence: Int = 0, question: String, answer: String, distractors: [String] = []
    ) -> CardDraft {
        let chunk = DocumentChunk(
            documentID: document.id, documentTitle: document.title, headingPath: [], paragraphs: document.paragraphs)
        return Drafts.citing(
            chunk, paragraph: paragraph, sentence: sentence, question: question, answer: answer,
            distractors: distractors)
    }

    @Test func measuresGroundingValidityDuplicatesDensityDistractorsAndCoverage() {
        let good = draft(
            paragraph: 2, question: "What is a mitochondrion?",
            answer: "an organelle that converts food into usable energy",
            distractors: ["a structure that builds proteins", "a sac that stores enzymes", "a space that stores water"])
        let duplicate = draft(paragraph: 2, question: "What is a mitochondrion ?", answer: "an organelle")
        let ungrounded = draft(paragraph: 2, sentence: 1, question: "What does a ribosome build?", answer: "sugars")
        let metrics = GenerationMetrics(
            document: document, kept: [good, duplicate, ungrounded], raw: [good, duplicate, ungrounded])
        #expect(metrics.wordCount == 25)
        #expect(metrics.rawCount == 3)
        #expect(metrics.keptCount == 3)
        #expect(metrics.groundedPercent == 66.7)
        #expect(metrics.validatorPassPercent == 66.7)
        #expect(metrics.rejectionsByRule == ["ungrounded": 1])
        #expect(metrics.duplicatePercent == 33.3)
        #expect(metrics.cardsPerThousandWords == 120)
        #expect(metrics.distractorValidityPercent == 33.3)
        #expect(metrics.sectionCoveragePercent == 50)
    }

    @Test func countsNothingAsZero() {
        let metrics = GenerationMetrics(document: document, kept: [], raw: [])
        #expect(metrics.groundedPercent == 0)
        #expect(metrics.cardsPerThousandWords == 0)
        #expect(metrics.sectionCoveragePercent == 0)
    }

    @Test func summarisesAndEncodes() throws {
        let metrics = GenerationMetrics(document: document, kept: [], raw: [])
        #expect(metrics.summary.contains("grounded: 0.0% of kept"))
        #expect(metrics.summary.contains("cards per 1,000 words: 0.0"))
        let decoded = try JSONDecoder().decode(GenerationMetrics.self, from: JSONEncoder().encode(metrics))
        #expect(decoded == metrics)
    }
}
