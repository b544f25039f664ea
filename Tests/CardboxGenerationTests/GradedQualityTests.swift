import CardboxCore
import CardboxGeneration
import CardboxIngest
import Foundation
import Testing

/// The quality gates measured against hand-written answer keys rather than against drafts the pipeline has already
/// filtered: the written edge cases of the graded set (Tests/Fixtures/graded), through the whole pipeline.
@Suite struct GradedQualityTests {
    /// The document and key of graded fixture `name` (a Markdown file with a `.key` beside it).
    private func fixture(_ name: String) throws -> (SourceDocument, AnswerKey) {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/graded")
        let text = try String(contentsOf: directory.appendingPathComponent(name + ".md"), encoding: .utf8)
        let key = try String(contentsOf: directory.appendingPathComponent(name + ".key"), encoding: .utf8)
        let document = PlainTextParser.parse(text, markdown: true, id: name, title: name + ".md")
        return (document, try AnswerKey(parsing: key))
    }

    /// The kept cards of `document` graded against `key`.
    private func grade(_ document: SourceDocument, _ key: AnswerKey) async throws -> KeyedMetrics {
        let recorder = EmitRecorder()
        _ = try await GenerationPipeline(generator: ExtractiveGenerator()).run(document: document) {
            recorder.record($0)
        }
        return KeyedMetrics(drafts: recorder.drafts, key: key, document: document)
    }

    @Test func aGlossaryOfTermLinesGivesACardPerPair() async throws {
        let (document, key) = try fixture("edge-wrapped-glossary")
        let metrics = try await grade(document, key)
        #expect(metrics.precisionPercent >= 80, "\(metrics.details)")
        #expect(metrics.recallPercent >= 80, "\(metrics.details)")
        // The other terms of the glossary are its wrong answers, those its definitions say are of the answer's kind
        // first ("firewall: a device …" for "access point: a device …"); its key accepts about 40 % of them (a
        // firewall is no plausible wrong answer for a measure of a link), and no card yet has three it accepts.
        #expect(metrics.acceptedWrongAnswersPercent ?? 0 >= 35, "\(metrics.details)")
        #expect(metrics.faults["repeated-distractor-set"] == nil, "\(metrics.details)")
    }

    @Test func lectureNotesGiveOnlyCardsTheKeyNamesAndNoneFromTheApparatus() async throws {
        let (document, key) = try fixture("edge-lecture-notes")
        let metrics = try await grade(document, key)
        #expect(metrics.precisionPercent >= 80, "\(metrics.details)")
        #expect(metrics.recallPercent >= 40, "\(metrics.details)")
        #expect(metrics.faults["citation-or-index-source"] == nil, "\(metrics.details)")
        #expect(metrics.faults["function-word-blank"] == nil, "\(metrics.details)")
    }
}
