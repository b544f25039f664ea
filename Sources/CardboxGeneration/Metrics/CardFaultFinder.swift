import CardboxCore

/// Finds the ``CardFault``s of generated cards, by rules a person grading by the rubric would apply.
///
/// Most rules read the card alone; the cited paragraph (when the document is given) tells reference lists,
/// indexes and contents apart, and an answer key (when given) tells a fragment of a longer term.
struct CardFaultFinder {
    /// The document's paragraphs by page and index.
    private let paragraphs: [Place: SourceParagraph]
    /// The key's matcher, if a key is given.
    private let matcher: KeyMatcher?

    /// A paragraph's page and index.
    private struct Place: Hashable {
        /// The 1-based page.
        let page: Int
        /// The 1-based paragraph on the page.
        let index: Int
    }

    /// A finder for cards of `document`, graded against `key` when there is one.
    init(document: SourceDocument?, key: AnswerKey?) {
        var paragraphs: [Place: SourceParagraph] = [:]
        for paragraph in document?.paragraphs ?? [] {
            paragraphs[Place(page: paragraph.page, index: paragraph.index)] = paragraph
        }
        self.paragraphs = paragraphs
        matcher = key.map(KeyMatcher.init)
    }

    /// The faults of each of `drafts`, in order; repeated distractor sets are judged across all of them.
    ///
    /// O(n·d²) for n drafts of d distractors each, plus the length of their text.
    func faults(in drafts: [CardDraft]) -> [[CardFault]] {
        let repeated = Self.repeatedSets(in: drafts)
        return drafts.enumerated().map { offset, draft in
            var faults: [CardFault] = []
            if Self.isCutOff(draft.question) { faults.append(.cutOffQuestion) }
            if isFragment(draft) { faults.append(.fragmentAnswer) }
            if Self.isFunctionWordBlank(draft.answer, quotedName: AnswerChecks.blanksAQuotedName(draft)) {
                faults.append(.functionWordBlank)
            }
            if Self.hasLookAlike(draft) { faults.append(.lookAlikeDistractor) }
            if repeated.contains(offset) { faults.append(.repeatedDistractorSet) }
            if isFromCitationOrIndex(draft) { faults.append(.citationOrIndexSource) }
            return faults
        }
    }

    // MARK: - Question

    /// Words that cannot end a question or a sentence.
    private static let danglingEnds: Set<String> = [
        "a", "an", "the", "and", "or", "but", "nor", "of", "with", "from", "into", "than", "as", "by", "its",
        "their", "this", "these", "that", "is", "are", "was", "were",
    ]

    /// Wh-words that may end a question ("… is called what?").
    private static let questionWords: Set<String> = ["what", "which", "who", "whom", "why", "how", "where", "when"]

    /// Whether `text` opens a round or square bracket that it never closes.
    static func leavesABracketOpen(_ text: String) -> Bool {
        var round = 0
        var square = 0
        for scalar in text.unicodeScalars {
            switch scalar {
            case "(": round += 1
            case ")": round = max(0, round - 1)
            case "[": square += 1
            case "]": square = max(0, square - 1)
            default: break
            }
        }
        return round > 0 || square > 0
    }

    /// Whether `question` stops mid-sentence or starts in the middle of one, or leaves a bracket open.
    static func isCutOff(_ question: String) -> Bool {
        let visible = question.replacing(CardDraft.clozePlaceholder, with: "____").trimmed
        guard let last = visible.last, !leavesABracketOpen(visible) else { return true }
        if !".?!:;)\"'”’…]".contains(last) { return true }
        let words = TextNormalization.words(visible)
        // A cloze whose gap ends the sentence ("The parser is ____.") ends on the gap, not on the word before it.
        let endsOnGap = question.trimmed.dropLast().hasSuffix(CardDraft.clozePlaceholder)
        if !endsOnGap, let final = words.last, !questionWords.contains(final), danglingEnds.contains(final) {
            return true
        }
        if !question.hasPrefix(CardDraft.clozePlaceholder), let first = visible.first, first.isLowercase,
            let word = words.first, CommonWords.isStopword(word)
        {
            return true
        }
        return false
    }

    // MARK: - Answer

    /// Single words that are page furniture or too vague to be an answer.
    private static let furniture: Set<String> = [
        "table", "figure", "fig", "section", "chapter", "page", "pages", "appendix", "equation", "example",
        "note", "see", "another", "other", "others", "thing", "things", "way", "part", "one", "ones", "ok",
    ]

    /// Whether every word of `answer` is a function word, or it is one vague or furniture word.
    ///
    /// A `quotedName` (a gap between quotation marks before the word for its kind: the "appendix" command) names a
    /// thing, so a furniture word there is no vague blank.
    static func isFunctionWordBlank(_ answer: String, quotedName: Bool = false) -> Bool {
        let words = TextNormalization.words(answer)
        guard !words.isEmpty else { return true }
        if words.allSatisfy(CommonWords.isStopword) { return true }
        guard words.count == 1, let word = words.first, !quotedName else { return false }
        return furniture.contains(word) || CommonWords.pronouns.contains(word)
            || CommonWords.quantifiers.contains(word)
    }

    /// Whether the answer is part of a longer term: it starts or ends with a function word or a hyphen, it is cut
    /// at a hyphen in the cited text, or the key names a longer answer that contains it.
    private func isFragment(_ draft: CardDraft) -> Bool {
        let answer = draft.answer.trimmed
        let words = TextNormalization.words(answer)
        guard let first = words.first, let last = words.last else { return false }
        if words.count > 1, CommonWords.cannotEndAPhrase(last) { return true }
        if words.count > 1, CommonWords.isStopword(first), !Phrasing.articles.contains(first) { return true }
        // A leading hyphen cuts a word, unless the answer is a command-line option ("--quiet").
        if answer.hasSuffix("-") || (answer.hasPrefix("-") && TermShape(of: answer) != .symbol) { return true }
        if let quote = draft.source.quote, Self.isCutAtHyphen(answer, in: quote) { return true }
        return matcher?.isPartOfLongerAnswer(answer) ?? false
    }

    /// Whether every occurrence of `answer` in `quote` runs on into a hyphenated word ("self" in "self-test").
    private static func isCutAtHyphen(_ answer: String, in quote: String) -> Bool {
        var found = false
        var searchStart = quote.startIndex
        while let range = quote[searchStart...].firstRange(of: answer) {
            found = true
            let before = range.lowerBound > quote.startIndex ? quote[quote.index(before: range.lowerBound)] : " "
            let after = range.upperBound < quote.endIndex ? quote[range.upperBound] : " "
            let glued = before == "-" || after == "-" || before.isLetter || after.isLetter
            if !glued { return false }
            searchStart = range.upperBound
        }
        return found
    }

    // MARK: - Distractors

    /// Whether a distractor is a look-alike spelling of the answer or of another distractor.
    static func hasLookAlike(_ draft: CardDraft) -> Bool {
        let answer = TextNormalization.normalized(draft.answer)
        let distractors = draft.distractors.map(TextNormalization.normalized)
        for (offset, distractor) in distractors.enumerated() {
            if LookAlike.isLookAlike(distractor, answer) { return true }
            for other in distractors[(offset + 1)...] where LookAlike.isLookAlike(distractor, other) { return true }
        }
        return false
    }

    /// The offsets of drafts whose set of distractors appears on at least three drafts, or that carry a distractor
    /// found on half the drafts or more (when there are at least ten with distractors: in a short document the
    /// few other terms of the same kind are rightly reused).
    static func repeatedSets(in drafts: [CardDraft]) -> Set<Int> {
        var bySet: [[String]: [Int]] = [:]
        var byWord: [String: [Int]] = [:]
        var withDistractors = 0
        for (offset, draft) in drafts.enumerated() where !draft.distractors.isEmpty {
            withDistractors += 1
            let set = Set(draft.distractors.map(TextNormalization.normalized))
            bySet[set.sorted(), default: []].append(offset)
            for word in set { byWord[word, default: []].append(offset) }
        }
        var result: Set<Int> = []
        for offsets in bySet.values where offsets.count >= 3 { result.formUnion(offsets) }
        if withDistractors >= 10 {
            for offsets in byWord.values where offsets.count * 2 >= withDistractors { result.formUnion(offsets) }
        }
        return result
    }

    // MARK: - Source

    /// Whether the card comes from a citation, a reference list, an index, a table of contents or licence terms.
    private func isFromCitationOrIndex(_ draft: CardDraft) -> Bool {
        if let quote = draft.source.quote, ApparatusText.isInCitation(draft.answer, quote: quote) { return true }
        if let quote = draft.source.quote, ApparatusText.looksLikeApparatus(quote) { return true }
        guard let index = draft.source.paragraph,
            let paragraph = paragraphs[Place(page: draft.source.page ?? 1, index: index)]
        else { return false }
        if paragraph.headingPath.contains(where: { ApparatusText.isApparatusHeading($0) }) { return true }
        return ApparatusText.looksLikeApparatus(paragraph.text) || ApparatusText.isLicenceText(paragraph.text)
    }
}
