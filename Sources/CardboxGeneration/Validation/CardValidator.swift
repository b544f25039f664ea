public import CardboxCore

/// Checks drafts from any engine against the card-quality rules: hard rules reject, soft rules flag and score.
///
/// The validator drops, never repairs.
///
/// Hard rules (see ``ValidationRule``): the cited paragraph and sentence exist in the chunk and the quote is in
/// the paragraph; the answer is grounded in the cited sentence (or is the heading right above it, as a glossary term
/// is for its definition, when only the whole term counts as giving it away); the question does not give the answer (or its
/// head noun) away outside the cloze gap; the question is 1–300 characters and the answer 1–25 words; one fact
/// only; a cloze has exactly one gap, over no phrase the dictionary reads as part of a clause
/// (``NounPhraseReading``).
///
/// Soft rules (see ``DraftFlag``) subtract their penalty from the draft's score, taking a score the engine left
/// at 0 as 1, and add their flag: long answer, fewer than three distractors, vague question, long question,
/// answer words already in the question, joined clauses, trivial answer.
///
/// ```swift
/// switch CardValidator().validate(draft, in: chunk) {
/// case .accepted(let checked): keep(checked)
/// case .rejected(let rules): log(rules)
/// }
/// ```
public struct CardValidator: Sendable {
    /// The longest question accepted, in characters.
    public var maxQuestionCharacters = 300
    /// The longest answer accepted, in words.
    public var maxAnswerWords = 25
    /// The longest answer not flagged, in words.
    public var preferredAnswerWords = 12

    /// The dictionary that tells a term in a gap from part of a clause (``NoRelatedTerms`` when none is installed).
    public var related: any RelatedTerms

    /// Creates a validator with the standard limits.
    ///
    /// - Parameter related: The dictionary whose word classes tell a term from part of a clause.
    public init(related: any RelatedTerms = NoRelatedTerms()) {
        self.related = related
    }

    /// Checks `draft`, citing a sentence of `chunk`.
    ///
    /// - Returns: ``ValidationResult/accepted(_:)`` with flags and score adjusted, or
    ///   ``ValidationResult/rejected(_:)`` with every hard rule broken. O(n) in the chunk's length.
    public func validate(_ draft: CardDraft, in chunk: DocumentChunk) -> ValidationResult {
        var broken: [ValidationRule] = []
        var namesItsHeading = false
        if let (paragraph, sentence) = citedSentence(of: draft, in: chunk) {
            // "What is dns.Resolver?" → "An independent resolver for DNS requests": a description of the code name
            // its section is headed with says the words of the name.
            let asksOfItsHeading =
                draft.kind == .basic
                && paragraph.headingPath.last.flatMap(HeadingDescriptionRule.codeName(in:)).map {
                    draft.question == HeadingDescriptionRule.question(about: $0)
                } == true
            namesItsHeading =
                AnswerChecks.isGrounded(draft.answer, inHeadingOf: paragraph)
                || Self.isGrounded(draft.answer, inLabelOf: paragraph, in: chunk) || asksOfItsHeading
            if let quote = draft.source.quote, !quoteMatches(quote, paragraph: paragraph) {
                broken.append(.quoteMismatch)
            }
            if !draft.answer.trimmed.isEmpty, !AnswerChecks.isGrounded(draft.answer, in: sentence),
                !namesItsHeading
            {
                broken.append(.ungrounded)
            }
        } else {
            broken.append(.missingSource)
        }
        // A definition under its term's heading may repeat the term's head noun ("An alphabet consisting of …"
        // under "Extended Latin alphabet"); only the whole term gives such an answer away.
        // A question may also share the answer's head noun when the answer's other words stay hidden ("What is
        // the parent class sometimes called?" → "the base class").
        // A name in quotes before the word for its kind may be a word of the sentence ("Start the appendix with the
        // "{{answer}}" command."): which word was chosen as the name is the fact.
        let leaks =
            namesItsHeading
            ? AnswerChecks.leaksWholeAnswer(draft.answer, in: draft.question)
            : AnswerChecks.leaksBeyondSharedHead(draft.answer, in: draft.question)
        if !draft.answer.trimmed.isEmpty, leaks, !AnswerChecks.blanksAQuotedName(draft) {
            broken.append(.answerLeaked)
        } else if draft.kind == .cloze, AnswerChecks.spellsOut(draft.answer, inCloze: draft.question) {
            broken.append(.answerLeaked)
        }
        broken += formViolations(of: draft)
        guard broken.isEmpty else { return .rejected(broken) }
        return .accepted(scored(draft))
    }

    /// Whether `answer` is the term printed on a line of its own over `paragraph`, as description lists print a term
    /// over its definition (``GlossaryHeadings/isLabel(at:in:)``), or the label of one to three words that opens a
    /// list item: that label is the paragraph's heading.
    static func isGrounded(_ answer: String, inLabelOf paragraph: SourceParagraph, in chunk: DocumentChunk) -> Bool {
        // A list item that opens with a label of its own ("• Thread-safety. No global variables …").
        if paragraph.role == .listItem, paragraph.sentenceTexts.count > 1, let label = paragraph.sentenceTexts.first,
            Phrasing.wordCount(label) <= 3, isGrounded(answer, in: label)
        {
            return true
        }
        guard
            let position = chunk.paragraphs.firstIndex(where: {
                $0.page == paragraph.page && $0.index == paragraph.index
            }), position > 0, GlossaryHeadings.isLabel(at: position - 1, in: chunk.paragraphs)
        else { return false }
        return isGrounded(answer, in: chunk.paragraphs[position - 1].text)
    }

    /// Whether `answer` is grounded in `sentence`: a whole-word substring after normalisation, or at least 80% of
    /// its content words occur in it.
    public static func isGrounded(_ answer: String, in sentence: String) -> Bool {
        AnswerChecks.isGrounded(answer, in: sentence)
    }

    // MARK: - Hard rules

    /// The cited paragraph and the text of the cited sentence, if they exist in `chunk`.
    private func citedSentence(of draft: CardDraft, in chunk: DocumentChunk) -> (SourceParagraph, String)? {
        let source = draft.source
        if let documentID = source.documentID, documentID != chunk.documentID { return nil }
        guard let number = source.paragraph, let sentenceNumber = source.sentence,
            let paragraph = chunk.paragraphs.first(where: { paragraph in
                paragraph.index == number && (source.page == nil || paragraph.page == source.page)
            }),
            let sentence = paragraph.sentenceText(sentenceNumber)
        else { return nil }
        return (paragraph, sentence)
    }

    /// Whether `quote` is in `paragraph`, ignoring case, spacing, quotation marks and punctuation.
    private func quoteMatches(_ quote: String, paragraph: SourceParagraph) -> Bool {
        let normalizedQuote = TextNormalization.normalized(quote)
        return !normalizedQuote.isEmpty
            && TextNormalization.contains(TextNormalization.normalized(paragraph.text), substring: normalizedQuote)
    }

    /// The length, one-fact and gap rules.
    private func formViolations(of draft: CardDraft) -> [ValidationRule] {
        var broken: [ValidationRule] = []
        let question = draft.question.trimmed
        if question.replacing(CardDraft.clozePlaceholder, with: "").trimmed.isEmpty { broken.append(.emptyQuestion) }
        if question.count > maxQuestionCharacters { broken.append(.questionTooLong) }
        let answerWords = Phrasing.wordCount(draft.answer)
        if answerWords == 0 { broken.append(.emptyAnswer) }
        if answerWords > maxAnswerWords { broken.append(.answerTooLong) }
        if asksForSeveralFacts(draft) { broken.append(.multipleFacts) }
        let gaps = question.ranges(of: CardDraft.clozePlaceholder).count
        if gaps != (draft.kind == .cloze ? 1 : 0) { broken.append(.clozeGaps) }
        if draft.kind == .cloze, NounPhraseReading.cannotBeANounPhrase(draft.answer.trimmed, related: related) {
            broken.append(.gapNotATerm)
        }
        return broken
    }

    /// Whether the answer lists three or more items, or the question asks for a list or asks twice.
    private func asksForSeveralFacts(_ draft: CardDraft) -> Bool {
        let answer = draft.answer
        let commas = answer.ranges(of: ", ").count
        if commas >= 1, answer.contains(" and ") || answer.contains(", or ") { return true }
        let question = " " + TextNormalization.normalized(draft.question) + " "
        if Self.listRequests.contains(where: { TextNormalization.contains(question, substring: $0) }) { return true }
        if let range = question.firstRange(of: " what are the ") {
            let next = question[range.upperBound...].prefix { $0 != " " }
            if next.allSatisfy(\.isNumber) || Self.numberWords.contains(String(next)) { return true }
        }
        return draft.question.count { $0 == "?" } > 1
    }

    /// Phrases that ask for a list.
    private static let listRequests = [" list all ", " name all ", " list the ", " enumerate "]
    /// Words after "what are the" that ask for several things.
    private static let numberWords: Set<String> = [
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "main", "several", "different",
    ]

    // MARK: - Soft rules

    /// `draft` with its soft flags added and their penalties taken off its score.
    private func scored(_ draft: CardDraft) -> CardDraft {
        var flags: [DraftFlag] = []
        let answerWords = Phrasing.wordCount(draft.answer)
        if answerWords > preferredAnswerWords || (draft.kind == .basic && draft.answer.count > 80) {
            flags.append(.longAnswer)
        }
        if draft.distractors.count < 3 { flags.append(.weakDistractors) }
        if isVague(draft) { flags.append(.vagueQuestion) }
        if draft.question.count > 200 || Phrasing.wordCount(draft.question) > 30 { flags.append(.longQuestion) }
        if draft.kind == .basic, overlaps(draft) { flags.append(.answerOverlap) }
        if draft.answer.contains(";") || draft.answer.contains(", and ") { flags.append(.joinedClauses) }
        let words = TextNormalization.words(draft.answer)
        if words.count == 1, let word = words.first, CommonWords.isStopword(word) { flags.append(.trivialAnswer) }

        var result = draft
        var penalty = 0.0
        for flag in flags {
            penalty += flag.penalty
            if !result.flags.contains(flag.rawValue) { result.flags.append(flag.rawValue) }
        }
        let base = draft.score > 0 ? draft.score : 1
        result.score = max(0, ((base - penalty) * 1000).rounded() / 1000)
        return result
    }

    /// Whether the question is vague or leans on text the learner cannot see.
    private func isVague(_ draft: CardDraft) -> Bool {
        let question = " " + TextNormalization.normalized(draft.question) + " "
        if Self.vagueOpenings.contains(where: question.hasPrefix) { return true }
        if Self.outsideReferences.contains(where: { TextNormalization.contains(question, substring: $0) }) {
            return true
        }
        let first = question.split(separator: " ").first.map(String.init) ?? ""
        return ["it", "this", "they", "these", "those", "he", "she"].contains(first)
    }

    /// Openings of vague questions.
    private static let vagueOpenings = [
        " what about ", " tell me ", " what is it ", " what are they ", " describe ", " explain ", " discuss ",
        " what do you ", " how about ",
    ]
    /// Phrases that refer to text the learner cannot see.
    private static let outsideReferences = [
        " according to the text ", " in the text ", " in the passage ", " the author ", " mentioned above ",
    ]

    /// Whether half or more of the answer's content words are in the question.
    private func overlaps(_ draft: CardDraft) -> Bool {
        let answer = TextNormalization.contentWords(draft.answer)
        guard !answer.isEmpty else { return false }
        let question = Set(TextNormalization.contentWords(draft.question))
        return Double(answer.count { question.contains($0) }) >= 0.5 * Double(answer.count)
    }
}
