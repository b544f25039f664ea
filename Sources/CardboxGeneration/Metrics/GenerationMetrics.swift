public import CardboxCore

/// Offline quality figures for one document's generated cards, as `cardbox eval` reports them.
///
/// - Grounded: kept drafts whose answer is grounded in the sentence they cite (``CardValidator/isGrounded(_:in:)``),
///   or is the heading right above it (a glossary term over its definition).
/// - Validator pass: raw drafts that pass every hard rule of ``CardValidator``.
/// - Duplicates: kept drafts that duplicate an earlier kept draft under the ``Deduplicator`` rules.
/// - Cards per 1,000 words: kept drafts per 1,000 words of content (headings not counted).
/// - Distractor validity: kept drafts with exactly three distractors that pass the ``DistractorFiller`` filters.
/// - Section coverage: chunks (``Chunker``, default size) with at least one kept draft citing them.
///
/// Percentages are 0–100; an empty set of drafts counts as 0%.
public struct GenerationMetrics: Sendable, Equatable, Codable {
    /// Words of content in the document.
    public var wordCount: Int
    /// Drafts the engines returned.
    public var rawCount: Int
    /// Drafts kept.
    public var keptCount: Int
    /// Kept drafts whose answer is grounded in the cited sentence, %.
    public var groundedPercent: Double
    /// Raw drafts passing every hard rule, %.
    public var validatorPassPercent: Double
    /// Kept drafts that duplicate an earlier kept one, %.
    public var duplicatePercent: Double
    /// Kept drafts per 1,000 words.
    public var cardsPerThousandWords: Double
    /// Kept drafts with three valid distractors, %.
    public var distractorValidityPercent: Double
    /// Chunks with at least one kept draft, %.
    public var sectionCoveragePercent: Double
    /// For each hard rule, how many raw drafts broke it.
    public var rejectionsByRule: [String: Int]

    /// Measures `kept` and `raw` drafts generated from `document`.
    ///
    /// O(r·p) for r raw drafts in a document of p paragraphs (each draft's cited paragraph is looked up once).
    public init(
        document: SourceDocument, kept: [CardDraft], raw: [CardDraft], validator: CardValidator = CardValidator(),
        deduplicator: Deduplicator = Deduplicator()
    ) {
        let content = document.paragraphs.filter(\.isContent)
        wordCount = content.reduce(0) { $0 + Phrasing.wordCount($1.text) }
        rawCount = raw.count
        keptCount = kept.count

        var sentences: [String: [String]] = [:]
        var paragraphs: [String: SourceParagraph] = [:]
        var chunkOfParagraph: [String: Int] = [:]
        for paragraph in content {
            sentences[Self.key(page: paragraph.page, paragraph: paragraph.index)] = paragraph.sentenceTexts
            paragraphs[Self.key(page: paragraph.page, paragraph: paragraph.index)] = paragraph
        }
        func citedSentence(_ draft: CardDraft) -> String? {
            guard let paragraph = draft.source.paragraph, let number = draft.source.sentence,
                let texts = sentences[Self.key(page: draft.source.page ?? 1, paragraph: paragraph)],
                texts.indices.contains(number)
            else { return nil }
            return texts[number]
        }
        let grounded = kept.count { draft in
            let paragraph = draft.source.paragraph.flatMap {
                paragraphs[Self.key(page: draft.source.page ?? 1, paragraph: $0)]
            }
            let byHeading = paragraph.map { AnswerChecks.isGrounded(draft.answer, inHeadingOf: $0) } ?? false
            return byHeading || (citedSentence(draft).map { AnswerChecks.isGrounded(draft.answer, in: $0) } ?? false)
        }
        groundedPercent = Self.percent(grounded, of: kept.count)

        let chunks = Chunker.chunks(of: document)
        var chunksByKey: [String: DocumentChunk] = [:]
        for (number, chunk) in chunks.enumerated() {
            for paragraph in chunk.paragraphs {
                let key = Self.key(page: paragraph.page, paragraph: paragraph.index)
                chunkOfParagraph[key] = number
                chunksByKey[key] = chunk
            }
        }
        var rejections: [String: Int] = [:]
        var passed = 0
        let whole = DocumentChunk(
            documentID: document.id, documentTitle: document.title, headingPath: [], paragraphs: [])
        for draft in raw {
            let key = Self.key(page: draft.source.page ?? 1, paragraph: draft.source.paragraph ?? 0)
            let chunk = chunksByKey[key] ?? whole
            switch validator.validate(draft, in: chunk) {
            case .accepted: passed += 1
            case .rejected(let rules): for rule in rules { rejections[rule.rawValue, default: 0] += 1 }
            }
        }
        validatorPassPercent = Self.percent(passed, of: raw.count)
        rejectionsByRule = rejections

        var index = deduplicator.makeIndex()
        let duplicates = kept.count { !index.insert($0) }
        duplicatePercent = Self.percent(duplicates, of: kept.count)
        cardsPerThousandWords = wordCount == 0 ? 0 : Self.rounded(Double(kept.count) * 1000 / Double(wordCount))
        distractorValidityPercent = Self.percent(
            kept.count { DistractorFiller.hasValidDistractors($0) }, of: kept.count)

        let covered = Set(
            kept.compactMap { draft in
                chunkOfParagraph[Self.key(page: draft.source.page ?? 1, paragraph: draft.source.paragraph ?? 0)]
            })
        sectionCoveragePercent = Self.percent(covered.count, of: chunks.count)
    }

    /// The figures, one per line.
    public var summary: String {
        var lines = [
            "words: \(wordCount), raw drafts: \(rawCount), kept: \(keptCount)",
            "grounded: \(groundedPercent)% of kept",
            "validator pass: \(validatorPassPercent)% of raw",
            "duplicates: \(duplicatePercent)% of kept",
            "cards per 1,000 words: \(cardsPerThousandWords)",
            "distractor validity: \(distractorValidityPercent)% of kept",
            "section coverage: \(sectionCoveragePercent)% of chunks",
        ]
        if !rejectionsByRule.isEmpty {
            let rules = rejectionsByRule.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            lines.append("rejected by rule: " + rules.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    // MARK: - Private

    /// A key for a paragraph.
    private static func key(page: Int, paragraph: Int) -> String { "\(page):\(paragraph)" }

    /// `count` as a percentage of `total` (0 when `total` is 0), to one decimal place.
    private static func percent(_ count: Int, of total: Int) -> Double {
        total == 0 ? 0 : rounded(Double(count) * 100 / Double(total))
    }

    /// `value` to one decimal place.
    private static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}
