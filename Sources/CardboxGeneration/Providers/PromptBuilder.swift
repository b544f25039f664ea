public import CardboxCore
import CardboxJSON
import Foundation

/// The instructions sent to a model: a system part (the rules) and a user part (the numbered text and the task).
public struct Prompt: Sendable, Equatable {
    /// The rules and the answer format.
    public var system: String
    /// The document, the numbered sentences and the request.
    public var user: String

    /// Creates a prompt.
    public init(system: String, user: String) {
        self.system = system
        self.user = user
    }
}

/// A card to write around a given answer: the cited sentence's number and the phrase that answers the card, such as a
/// candidate found by the extractive engine.
public struct CardTarget: Sendable, Equatable, Hashable {
    /// The sentence's number `N` as shown in the prompt (`[SN]`, 1-based; see ``PromptBuilder/number(page:paragraph:sentence:)``).
    public var sentence: Int
    /// The answer, a short phrase from that sentence.
    public var answer: String

    /// Creates a target.
    public init(sentence: Int, answer: String) {
        self.sentence = sentence
        self.answer = answer
    }

    /// Targets from `(sentence, answer)` pairs.
    public static func list(_ pairs: [(sentence: Int, answer: String)]) -> [CardTarget] {
        pairs.map { CardTarget(sentence: $0.sentence, answer: $0.answer) }
    }
}

/// Writes the prompts for one chunk: numbers its sentences `[S1] [S2] …` across its paragraphs, remembers where each
/// number points, and states the card rules of the generation reference (§3, §7).
///
/// ```swift
/// let builder = PromptBuilder(chunk: chunk)
/// let prompt = builder.batchPrompt(quota: 4)        // "[S1] Mitochondria are … Write 4 cards …"
/// builder.sentence(numbered: 1)?.source(in: chunk)  // page, paragraph, sentence and quote of [S1]
/// ```
public struct PromptBuilder: Sendable {
    /// The chunk the prompts are about.
    public let chunk: DocumentChunk
    /// Its sentences in reading order; element `i` is `[S(i+1)]`.
    ///
    /// Headings are context, not sentences.
    public let sentences: [NumberedSentence]

    /// Numbers `chunk`'s sentences.
    ///
    /// A paragraph without sentence spans counts as one sentence.
    public init(chunk: DocumentChunk) {
        self.chunk = chunk
        var numbered: [NumberedSentence] = []
        for (offset, paragraph) in chunk.paragraphs.enumerated() where paragraph.role != .heading {
            let texts: [(Int?, String)] =
                paragraph.sentences.isEmpty
                ? [(nil, paragraph.text)]
                : paragraph.sentences.indices.map { ($0, paragraph.sentence($0) ?? "") }
            for (index, text) in texts {
                let trimmed = text.trimmed
                guard !trimmed.isEmpty else { continue }
                numbered.append(
                    NumberedSentence(
                        number: numbered.count + 1, paragraphOffset: offset, page: paragraph.page,
                        paragraph: paragraph.index, sentence: index, text: trimmed))
            }
        }
        sentences = numbered
    }

    // MARK: - Numbers

    /// The sentence shown as `[S<number>]`, if there is one.
    public func sentence(numbered number: Int) -> NumberedSentence? {
        sentences.indices.contains(number - 1) ? sentences[number - 1] : nil
    }

    /// The number shown for sentence `sentence` (0-based) of the paragraph at `page`/`paragraph`, such as the place an
    /// extractive draft cites, or `nil` if the chunk does not hold it.
    public func number(page: Int, paragraph: Int, sentence: Int) -> Int? {
        sentences.first { $0.page == page && $0.paragraph == paragraph && $0.sentence == sentence }?.number
    }

    /// The numbered text, one `[SN] sentence` per line.
    public var numberedText: String {
        sentences.map { "[S\($0.number)] \($0.text.collapsingWhitespace)" }.joined(separator: "\n")
    }

    // MARK: - Prompts

    /// The prompt asking for up to `quota` cards about the whole chunk.
    ///
    /// - Parameters:
    ///   - quota: How many cards to ask for (at least 1).
    ///   - includeSchema: Whether to spell out the JSON schema too, for servers that do not enforce it.
    public func batchPrompt(quota: Int, includeSchema: Bool = false) -> Prompt {
        let count = max(1, quota)
        let task =
            count == 1
            ? "Write 1 card about the most important fact of the text."
            : "Write \(count) cards about \(count) different facts (fewer if the text states fewer facts worth "
                + "learning)."
        return Prompt(
            system: Self.system(answerGiven: false, includeSchema: includeSchema),
            user: header + "Text:\n" + numberedText + "\n\n" + task)
    }

    /// The prompt asking a small model for one card with a given answer (the answer-aware, one-card-per-call
    /// variant): only the cited sentence and its neighbours are shown, keeping the prompt short.
    ///
    /// - Returns: `nil` when `target.sentence` is not a sentence of the chunk.
    public func targetPrompt(_ target: CardTarget, includeSchema: Bool = false) -> Prompt? {
        guard let cited = sentence(numbered: target.sentence) else { return nil }
        let window = sentences.filter { abs($0.number - cited.number) <= 1 }
        let text = window.map { "[S\($0.number)] \($0.text.collapsingWhitespace)" }.joined(separator: "\n")
        let answer = target.answer.collapsingWhitespace
        let task =
            "Write 1 card about sentence [S\(cited.number)]. Its answer must be exactly: \(answer)\n"
            + "Use sentence_index \(cited.number)."
        return Prompt(
            system: Self.system(answerGiven: true, includeSchema: includeSchema),
            user: header + "Text:\n" + text + "\n\n" + task)
    }

    /// The document and section lines that open every user prompt.
    private var header: String {
        var lines = ["Document: \(chunk.documentTitle.collapsingWhitespace)"]
        if !chunk.headingPath.isEmpty {
            lines.append("Section: " + chunk.headingPath.map(\.collapsingWhitespace).joined(separator: " > "))
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// The rules, shared by both variants.
    static func system(answerGiven: Bool, includeSchema: Bool) -> String {
        let answerRule =
            answerGiven
            ? "- The answer is given in the request: use it exactly as written."
            : "- The answer is a short phrase (at most 12 words) taken from the sentence the card cites."
        var lines = [
            "You write flashcards for spaced-repetition study from a text whose sentences are numbered [S1], [S2] "
                + "and so on.",
            "",
            "Rules for every card:",
            "- It tests exactly one fact that the text states; use nothing the text does not say.",
            answerRule,
            "- The question makes sense on its own, without the text: name the subject instead of writing \"it\", "
                + "\"this\" or \"according to the text\". The question must not contain the answer.",
            "- Never ask to list, enumerate or name all of several things; ask about one of them.",
            "- Give exactly three distractors: wrong answers of the same kind as the answer (a person for a person, a "
                + "number with the same unit for a number, a term for a term), each false according to the text.",
            "- The explanation says why the answer is right in at most two sentences.",
            "- sentence_index is the number N of the sentence [SN] that states the fact.",
            "- Write everything in the language of the text.",
            "",
            "Answer with JSON only, no other text, in this form:",
            #"{"cards": [{"question": "...", "answer": "...", "explanation": "...", "#
                + #""distractors": ["...", "...", "..."], "sentence_index": 1}]}"#,
        ]
        if includeSchema, let schema = try? CardSchema.schema.encoded() {
            lines += ["", "The JSON must match this JSON schema:", String(decoding: schema, as: UTF8.self)]
        }
        return lines.joined(separator: "\n")
    }
}

/// One sentence of a chunk as numbered in a prompt, and where it is in the document.
public struct NumberedSentence: Sendable, Equatable, Hashable {
    /// The number `N` shown as `[SN]` (1-based, across the chunk).
    public var number: Int
    /// The position of its paragraph in ``DocumentChunk/paragraphs``.
    public var paragraphOffset: Int
    /// The paragraph's page (1-based).
    public var page: Int
    /// The paragraph's ``SourceParagraph/index`` (1-based on its page).
    public var paragraph: Int
    /// The sentence's index in ``SourceParagraph/sentences`` (0-based); `nil` when the paragraph has no spans.
    public var sentence: Int?
    /// The sentence's text, trimmed.
    public var text: String

    /// Creates a numbered sentence.
    public init(number: Int, paragraphOffset: Int, page: Int, paragraph: Int, sentence: Int?, text: String) {
        self.number = number
        self.paragraphOffset = paragraphOffset
        self.page = page
        self.paragraph = paragraph
        self.sentence = sentence
        self.text = text
    }

    /// The card source citing this sentence of `chunk`: document, page, paragraph, sentence and the sentence as quote.
    public func source(in chunk: DocumentChunk) -> CardSource {
        CardSource(
            document: chunk.documentTitle, documentID: chunk.documentID, page: page, paragraph: paragraph,
            sentence: sentence, quote: text)
    }
}
