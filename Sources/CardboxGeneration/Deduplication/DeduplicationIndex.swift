public import CardboxCore

/// The cards seen so far, indexed for the near-duplicate rules of ``Deduplicator``; grows one card at a time.
///
/// Questions are compared as the learner reads them with the answer in place (a cloze's gap filled in, a stored
/// card's "_____" too), so two clozes of one sentence count as one card. Similarity checks only look at stored
/// questions whose bigram count could reach the threshold (|A ∩ B| / |A ∪ B| ≥ t needs t·|A| ≤ |B| ≤ |A| / t).
/// Similar questions whose answers are different short terms ask different things ("which places a figure in the
/// margin?" → "marginfigure", "which places a table in the margin?" → "margintable") and both stay.
public struct DeduplicationIndex: Sendable {
    /// The similarity at or above which two questions are near-duplicates.
    public let threshold: Double

    /// The normalised questions (clozes read with the answer in place).
    private var questions: Set<String> = []
    /// Normalised answers joined to the sentence they cite.
    private var answersAtSentence: Set<String> = []
    /// The questions' bigram lists with their short answers, grouped by the lists' length.
    private var bigramsBySize: [Int: [(bigrams: [UInt64], term: String?)]] = [:]

    /// An index holding `existing` cards, such as the deck's.
    public init(existing: [(question: String, answer: String)] = [], threshold: Double = 0.8) {
        self.threshold = threshold
        for card in existing {
            add(Key(question: card.question, answer: card.answer, sentence: nil))
        }
    }

    /// Whether `draft` duplicates a card in the index.
    ///
    /// O(k·b) for the k stored questions of comparable size, each of about b bigrams.
    public func contains(_ draft: CardDraft) -> Bool {
        duplicates(Key(draft))
    }

    /// Adds `draft` unless it duplicates a card in the index.
    ///
    /// - Returns: Whether it was added.
    @discardableResult
    public mutating func insert(_ draft: CardDraft) -> Bool {
        let key = Key(draft)
        guard !duplicates(key) else { return false }
        add(key)
        return true
    }

    // MARK: - Private

    /// What the rules compare.
    private struct Key {
        /// The question read with the answer in place, normalised.
        var question: String
        /// The question's character bigrams.
        var bigrams: [UInt64]
        /// The normalised answer joined to the cited sentence, when one is cited.
        var answerAtSentence: String?
        /// The normalised answer when it is a term of at most three words.
        var term: String?

        /// The key of a card with `question` and `answer`, citing `sentence` (an identifier) if known.
        init(question: String, answer: String, sentence: String?) {
            let filled = question.replacing(CardDraft.clozePlaceholder, with: answer).replacing("_____", with: answer)
            self.question = TextNormalization.normalized(filled)
            bigrams = TextNormalization.bigrams(filled)
            let normalizedAnswer = TextNormalization.normalized(answer)
            answerAtSentence = sentence.map { normalizedAnswer + "\u{1F}" + $0 }
            term = (1...3).contains(Phrasing.wordCount(answer)) ? normalizedAnswer : nil
        }

        /// The key of `draft`, citing its document, page, paragraph and sentence.
        init(_ draft: CardDraft) {
            let source = draft.source
            let sentence = source.sentence.map { sentence in
                [
                    source.documentID ?? source.document, "\(source.page ?? 0)", "\(source.paragraph ?? 0)",
                    "\(sentence)",
                ]
                .joined(separator: "\u{1F}")
            }
            self.init(question: draft.question, answer: draft.answer, sentence: sentence)
        }
    }

    /// Whether a card with `key` duplicates one in the index.
    private func duplicates(_ key: Key) -> Bool {
        if questions.contains(key.question) { return true }
        if let answerAtSentence = key.answerAtSentence, answersAtSentence.contains(answerAtSentence) { return true }
        let size = key.bigrams.count
        guard size > 0 else { return false }
        let smallest = Int((Double(size) * threshold).rounded(.up))
        let largest = Int((Double(size) / threshold).rounded(.down))
        for other in smallest...max(smallest, largest) {
            for stored in bigramsBySize[other] ?? []
            where TextNormalization.jaccard(key.bigrams, stored.bigrams) >= threshold
                && !Self.areDifferentTerms(key.term, stored.term)
            {
                return true
            }
        }
        return false
    }

    /// Adds a card with `key`.
    private mutating func add(_ key: Key) {
        questions.insert(key.question)
        if let answerAtSentence = key.answerAtSentence { answersAtSentence.insert(answerAtSentence) }
        bigramsBySize[key.bigrams.count, default: []].append((key.bigrams, key.term))
    }

    /// Whether `a` and `b` are both short answers and neither holds the other.
    private static func areDifferentTerms(_ a: String?, _ b: String?) -> Bool {
        guard let a, let b, !a.isEmpty, !b.isEmpty else { return false }
        return !a.contains(b) && !b.contains(a)
    }
}
