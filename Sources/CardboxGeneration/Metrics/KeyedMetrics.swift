public import CardboxCore

/// How a document's generated cards compare with its ``AnswerKey``, and what is wrong with them.
///
/// - Precision: cards that match a key item, as a share of all cards. A well-formed card the key does not name
///   does not count, so an engine cannot raise it by adding safe but pointless cards.
/// - Recall: key items matched by at least one card.
/// - Three good wrong answers: cards with exactly three distractors that pass the distractor filters, none of them
///   a look-alike spelling, each of the answer's word class where the dictionary knows it (no noun phrase for a
///   participle), and not a set repeated across cards. When the key lists the wrong answers a teacher would accept
///   (`W:` lines), each of the three must also be one of those listed for a key item the card matches (or, for
///   `#number`, another number of the answer's unit; or, for a card that asks for a term's definition, the
///   definition of a term listed): the filters judge form, the key judges kind.
/// - Acceptable wrong answers, when the key lists them: the share of all wrong answers offered that it accepts.
/// - Faults: for each ``CardFault``, how many cards have it.
///
/// Percentages are 0–100 with one decimal; no cards (or no items) count as 0 %.
public struct KeyedMetrics: Sendable, Equatable, Codable {
    /// Cards graded.
    public var cardCount: Int
    /// Items in the key.
    public var keyItemCount: Int
    /// Cards matching a key item.
    public var matchedCards: Int
    /// Key items matched by a card.
    public var coveredItems: Int
    /// Matched cards, % of cards.
    public var precisionPercent: Double
    /// Covered items, % of key items.
    public var recallPercent: Double
    /// Cards with three good wrong answers, % of cards.
    public var threeGoodDistractorsPercent: Double
    /// Wrong answers the key accepts, % of the wrong answers offered; `nil` when the key lists none.
    public var acceptedWrongAnswersPercent: Double?
    /// For each fault's raw value, the cards that have it.
    public var faults: [String: Int]
    /// The answers of key items no card matched, in the key's order.
    public var missedAnswers: [String]
    /// Cards matching no key item, as "question → answer".
    public var unmatchedCards: [String]
    /// For each card matching a key item, the wrong answers it offers that the key does not accept, as "answer: wrong ·
    /// wrong"; empty when the key judges no wrong answers.
    public var refusedWrongAnswers: [String] = []

    /// Grades `drafts` of `document` against `key`; `related` is the dictionary that tells word classes apart.
    ///
    /// O(n·k) for n drafts and k key items, plus the drafts' length.
    public init(
        drafts: [CardDraft], key: AnswerKey, document: SourceDocument? = nil,
        related: any RelatedTerms = NoRelatedTerms()
    ) {
        let matcher = KeyMatcher(key: key)
        let faultsByCard = CardFaultFinder(document: document, key: key).faults(in: drafts)
        var covered: Set<Int> = []
        var matched = 0
        var unmatched: [String] = []
        var refused: [String] = []
        var good = 0
        var offered = 0
        var accepted = 0
        var counts: [String: Int] = [:]
        let judgesWrongAnswers = key.judgesWrongAnswers
        for (draft, faults) in zip(drafts, faultsByCard) {
            let items = matcher.matches(draft)
            let refusedHere = draft.distractors.filter { wrong in
                !items.contains {
                    Self.accepts(key.items[$0], wrong, answer: draft.answer)
                        || matcher.acceptsDefinition(wrong, forItem: $0, answer: draft.answer)
                }
            }
            let acceptedHere = draft.distractors.count - refusedHere.count
            if judgesWrongAnswers, !refusedHere.isEmpty, !items.isEmpty {
                refused.append("\(draft.answer): " + refusedHere.joined(separator: " · "))
            }
            offered += draft.distractors.count
            accepted += acceptedHere
            if items.isEmpty {
                unmatched.append("\(draft.question) → \(draft.answer)")
            } else {
                matched += 1
                covered.formUnion(items)
            }
            for fault in faults { counts[fault.rawValue, default: 0] += 1 }
            let wordClass = WordClassFit(answer: draft.answer, related: related)
            if DistractorFiller.hasValidDistractors(draft), !faults.contains(.lookAlikeDistractor),
                !faults.contains(.repeatedDistractorSet), draft.distractors.allSatisfy(wordClass.admits),
                !judgesWrongAnswers || acceptedHere == draft.distractors.count
            {
                good += 1
            }
        }
        cardCount = drafts.count
        keyItemCount = key.items.count
        matchedCards = matched
        coveredItems = covered.count
        precisionPercent = Self.percent(matched, of: drafts.count)
        recallPercent = Self.percent(covered.count, of: key.items.count)
        threeGoodDistractorsPercent = Self.percent(good, of: drafts.count)
        acceptedWrongAnswersPercent = judgesWrongAnswers ? Self.percent(accepted, of: offered) : nil
        faults = counts
        missedAnswers = key.items.enumerated().filter { !covered.contains($0.offset) }.map {
            $0.element.answers.first ?? ""
        }
        unmatchedCards = unmatched
        refusedWrongAnswers = refused
    }

    /// The figures, one per line.
    public var summary: String {
        var lines = [
            "answer key: \(keyItemCount) items, \(cardCount) cards",
            "precision: \(precisionPercent)% of cards match a key item (\(matchedCards))",
            "recall: \(recallPercent)% of key items covered (\(coveredItems))",
            "three good wrong answers: \(threeGoodDistractorsPercent)% of cards",
        ]
        if let acceptedWrongAnswersPercent {
            lines.append("wrong answers the key accepts: \(acceptedWrongAnswersPercent)% of those offered")
        }
        let named = CardFault.allCases.compactMap { fault in faults[fault.rawValue].map { "\(fault.rawValue) \($0)" } }
        lines.append("faults: " + (named.isEmpty ? "none" : named.joined(separator: ", ")))
        return lines.joined(separator: "\n")
    }

    /// The figures followed by the missed key items, the unmatched cards and the wrong answers the key refuses, for
    /// tuning by hand.
    public var details: String {
        var lines = [summary]
        if !missedAnswers.isEmpty { lines.append("missed: " + missedAnswers.joined(separator: " · ")) }
        for card in unmatchedCards { lines.append("unmatched: \(card)") }
        for card in refusedWrongAnswers { lines.append("refused wrong answers: \(card)") }
        return lines.joined(separator: "\n")
    }

    /// Whether key item `item` accepts `wrong` as a wrong answer for a card answered `answer`: it is one of the
    /// item's `W:` wrong answers (its last noun in either number: "plate boundaries" is "plate boundary"), or, for an
    /// item that takes any other number, a number of the answer's unit other than the answer.
    static func accepts(_ item: AnswerKey.Item, _ wrong: String, answer: String) -> Bool {
        let words = TextNormalization.words(wrong)
        if let listed = item.wrongAnswers,
            listed.contains(where: { Self.isOnePhrase(TextNormalization.words($0), words) })
        {
            return true
        }
        guard item.acceptsOtherNumbers, let value = NumericValue(parsing: wrong.trimmed),
            let target = NumericValue(parsing: answer.trimmed)
        else { return false }
        return value.unit == target.unit && value.value != target.value
    }

    /// Whether the normalised words `a` and `b` are one phrase, its last noun in either number ("abstract classes",
    /// "abstract class").
    private static func isOnePhrase(_ a: [String], _ b: [String]) -> Bool {
        guard let lastA = a.last, let lastB = b.last, a.count == b.count else { return false }
        return a.dropLast() == b.dropLast() && TermPool.sameNoun(lastA, lastB)
    }

    /// `count` as a percentage of `total` (0 when `total` is 0), to one decimal place.
    private static func percent(_ count: Int, of total: Int) -> Double {
        total == 0 ? 0 : (Double(count) * 1000 / Double(total)).rounded() / 10
    }
}
