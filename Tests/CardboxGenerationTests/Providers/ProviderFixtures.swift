import CardboxCore
import CardboxGeneration
import Foundation
import Synchronization

/// The chunk, keys and settings the provider tests share; the stub's scripted cards cite this chunk's sentences.
enum ProviderFixtures {
    /// An obviously fake key; tests check it never shows up in errors.
    static let key = "sk-test-cardbox-not-a-real-key-0000"

    /// The document's content id.
    static let documentID = "5f1c0ffee0000000000000000000000000000000000000000000000000000042"

    /// A heading and two paragraphs on page 2: sentences [S1]–[S3] in paragraph 2, [S4]–[S5] in paragraph 3.
    static let chunk = DocumentChunk(
        documentID: documentID, documentTitle: "biology-notes.pdf", headingPath: ["Cell biology", "Mitochondria"],
        paragraphs: [
            paragraph(page: 2, index: 1, role: .heading, ["Mitochondria"]),
            paragraph(
                page: 2, index: 2,
                [
                    "Mitochondria are membrane-bound organelles found in most eukaryotic cells.",
                    "They produce most of the cell's supply of adenosine triphosphate (ATP).",
                    "Each mitochondrion has its own small circular DNA.",
                ]),
            paragraph(
                page: 2, index: 3,
                [
                    "The inner membrane folds into cristae.",
                    "Cristae increase the surface area available for ATP synthesis.",
                ]
            ),
        ])

    /// A paragraph made of `sentences` joined by spaces, with their spans.
    static func paragraph(
        page: Int, index: Int, role: SourceParagraph.Role = .body, _ sentences: [String]
    ) -> SourceParagraph {
        var spans: [TextSpan] = []
        var offset = 0
        for sentence in sentences {
            spans.append(TextSpan(start: offset, end: offset + sentence.count))
            offset += sentence.count + 1
        }
        return SourceParagraph(
            page: page, index: index, headingPath: ["Cell biology"], role: role,
            text: sentences.joined(separator: " "), sentences: spans, box: nil)
    }

    /// The source a card citing `[S<number>]` of ``chunk`` must carry.
    static func source(paragraph: Int, sentence: Int, quote: String) -> CardSource {
        CardSource(
            document: "biology-notes.pdf", documentID: documentID, page: 2, paragraph: paragraph, sentence: sentence,
            quote: quote)
    }

    /// Cloud OpenAI settings pointing at `url`.
    static func openAI(_ url: URL, key: String? = ProviderFixtures.key) -> ProviderSettings {
        ProviderSettings(
            kind: .openAI, baseURL: url, model: "gpt-4o-mini", apiKey: key, isLocal: false, providerName: "openai")
    }

    /// A local llama-server at `url`, without a key.
    static func llamaServer(_ url: URL, smallModel: Bool = false) -> ProviderSettings {
        ProviderSettings(kind: .openAI, baseURL: url, model: "qwen2.5-3b", smallModel: smallModel)
    }

    /// Cloud Anthropic settings pointing at `url`.
    static func anthropic(_ url: URL) -> ProviderSettings {
        ProviderSettings(
            kind: .anthropic, baseURL: url, model: "claude-sonnet-4-5", apiKey: key, isLocal: false,
            providerName: "anthropic")
    }

    /// A transport for the stub: short timeouts, real sockets.
    static let transport = URLSessionTransport(timeouts: .init(connect: 5, request: 20))
}

/// Records the waits a retrying client asks for instead of waiting; jitter is fixed at its minimum (factor 0.5).
final class SleepRecorder: Sendable {
    private let recorded = Mutex<[Duration]>([])

    /// The waits so far.
    var durations: [Duration] { recorded.withLock { $0 } }

    /// Timing that records sleeps, draws 0 for jitter and says it is 2025-06-24 08:00 UTC.
    var timing: RetryTiming {
        RetryTiming(
            sleep: { [self] duration in recorded.withLock { $0.append(duration) } }, random: { 0 },
            now: { Date(timeIntervalSince1970: 1_750_752_000) })
    }
}
