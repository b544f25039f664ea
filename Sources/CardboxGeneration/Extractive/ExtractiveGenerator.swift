public import CardboxCore

/// The offline engine: finds facts in the chunk's own sentences and writes them as questions and clozes.
///
/// Pure Swift and deterministic. Every sentence of the chunk goes through the rules below; each candidate is
/// scored by its rule (definitions above list items above clozes), the salience of its term in the document
/// (TF-IDF against ``TermStatistics``) and the sentence's position and length; the best `quota` are returned,
/// at most one per sentence unless the sentence has spare facts of another kind, never two with the same answer.
///
/// - Definitions: "X is a Y that…" → "What is X?", "X is defined as…", "X refers to…", "… is called X",
///   "X, also known as Y", "X means…", "Long Name (LN)" → "What does LN stand for?".
/// - Lists: "Term: description" list items, with the heading as context.
/// - Numbers: "In what year …?", "What percentage of …?", and clozes of years, quantities and amounts.
/// - Key terms: clozes of the sentence's most salient term.
///
/// The explanation is the source sentence, which the draft also cites (document, page, paragraph, sentence and
/// quote). Answers are phrases of at most 12 words taken from that sentence.
///
/// ```swift
/// let engine = ExtractiveGenerator().prepared(for: document)
/// let drafts = try await engine.generate(from: chunk, quota: Chunker.quota(for: chunk))
/// ```
public struct ExtractiveGenerator: DocumentAwareGenerator {
    /// `extractive`.
    public let name = "extractive"

    /// The document's statistics; `nil` to compute them from each chunk alone.
    private let statistics: TermStatistics?

    /// Creates an engine that judges terms within each chunk alone (``prepared(for:)`` gives one using the document).
    public init() {
        statistics = nil
    }

    /// Creates an engine that judges terms against a document's statistics.
    public init(statistics: TermStatistics) {
        self.statistics = statistics
    }

    /// An engine that weighs terms against `statistics`, those of the document it will see.
    public func prepared(for document: SourceDocument, statistics: TermStatistics) -> any CardGenerator {
        ExtractiveGenerator(statistics: statistics)
    }

    /// The best `quota` drafts of `chunk`, best first.
    public func generate(from chunk: DocumentChunk, quota: Int) async throws -> [CardDraft] {
        drafts(from: chunk, quota: quota)
    }

    /// The best `quota` drafts of `chunk`, best first, without suspending.
    ///
    /// O(n) in the chunk's length plus O(c log c) for c candidates.
    public func drafts(from chunk: DocumentChunk, quota: Int) -> [CardDraft] {
        let ranked = ranked(candidates(in: chunk))
        return select(ranked, quota: quota).map { $0.draft(in: chunk, engine: name) }
    }

    /// Every candidate draft of `chunk`, best first, before selection.
    public func allDrafts(from chunk: DocumentChunk) -> [CardDraft] {
        ranked(candidates(in: chunk)).map { $0.draft(in: chunk, engine: name) }
    }

    // MARK: - Private

    /// The candidates of every rule for every sentence of `chunk`.
    private func candidates(in chunk: DocumentChunk) -> [ExtractiveCandidate] {
        let statistics = statistics ?? TermStatistics(paragraphs: chunk.paragraphs)
        let definitions = DefinitionRule(statistics: statistics)
        let lists = ListItemRule(statistics: statistics)
        let numbers = NumberRule(statistics: statistics)
        let terms = KeyTermRule(statistics: statistics)
        let paragraphs = chunk.paragraphs.filter(\.isContent)
        var result: [ExtractiveCandidate] = []
        for (position, paragraph) in paragraphs.enumerated() {
            let context = paragraph.role == .listItem ? listContext(of: position, in: paragraphs, chunk: chunk) : nil
            for (number, text) in paragraph.sentenceTexts.enumerated() where !text.isEmpty {
                let sentence = SentenceContext(
                    paragraph: paragraph, number: number, text: text, paragraphPosition: position,
                    paragraphCount: paragraphs.count, listContext: context)
                result += definitions.candidates(in: sentence)
                let items = lists.candidates(in: sentence)
                result += items
                guard items.isEmpty, !text.hasSuffix(":") else { continue }
                result += numbers.candidates(in: sentence)
                result += terms.candidates(in: sentence)
            }
        }
        return result
    }

    /// The heading of a list item's section, or else the sentence introducing the list ("… are:").
    private func listContext(of position: Int, in paragraphs: [SourceParagraph], chunk: DocumentChunk) -> String? {
        if let heading = chunk.headingPath.last?.trimmed, !heading.isEmpty {
            return heading.hasSuffix(":") ? String(heading.dropLast()) : heading
        }
        var index = position - 1
        while index >= 0, paragraphs[index].role == .listItem { index -= 1 }
        guard index >= 0, let last = paragraphs[index].sentenceTexts.last?.trimmed, last.hasSuffix(":"),
            Phrasing.wordCount(last) <= 15
        else { return nil }
        return String(last.dropLast())
    }

    /// Candidates by score, ties broken by place and rule so the order never depends on anything else.
    private func ranked(_ candidates: [ExtractiveCandidate]) -> [ExtractiveCandidate] {
        let rules = ExtractiveCandidate.Rule.allCases
        return candidates.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.score != y.score { return x.score > y.score }
            if x.sentence.paragraphPosition != y.sentence.paragraphPosition {
                return x.sentence.paragraphPosition < y.sentence.paragraphPosition
            }
            if x.sentence.number != y.sentence.number { return x.sentence.number < y.sentence.number }
            let (ruleX, ruleY) = (rules.firstIndex(of: x.rule) ?? 0, rules.firstIndex(of: y.rule) ?? 0)
            return ruleX != ruleY ? ruleX < ruleY : a.offset < b.offset
        }.map(\.element)
    }

    /// The best `quota` candidates: one per sentence first, then a second of another kind where sentences run
    /// short; never two with the same answer.
    private func select(_ ranked: [ExtractiveCandidate], quota: Int) -> [ExtractiveCandidate] {
        guard quota > 0 else { return [] }
        var chosen: [ExtractiveCandidate] = []
        var kindsBySentence: [TermStatistics.Place: Set<CardDraft.Kind>] = [:]
        var answers: Set<String> = []
        for pass in 0..<2 {
            for candidate in ranked where chosen.count < quota {
                let place = candidate.sentence.place
                let answer = TextNormalization.normalized(candidate.answer)
                guard !answers.contains(answer) else { continue }
                if let kinds = kindsBySentence[place] {
                    guard pass == 1, !kinds.contains(candidate.kind) else { continue }
                }
                chosen.append(candidate)
                answers.insert(answer)
                kindsBySentence[place, default: []].insert(candidate.kind)
            }
        }
        return chosen.sorted { a, b in a.score > b.score }
    }
}
