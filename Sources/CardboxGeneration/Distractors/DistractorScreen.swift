import CardboxCore

/// The filters of ``DistractorFiller`` for one draft, and the distractors that passed them so far.
struct DistractorScreen {
    /// The answer's shape.
    private(set) var shape: TermShape
    /// The answer's head word, normalised.
    let head: String?
    /// The distractors accepted, in order.
    private(set) var chosen: [String] = []
    /// Whether a candidate that passed every other filter names another kind of thing than the answer.
    var namesAnotherKind: (String) -> Bool = { _ in false }

    /// The answer, trimmed.
    private let answer: String
    /// The answer, normalised.
    private let normalizedAnswer: String
    /// The answer's character bigrams.
    private let answerBigrams: [UInt64]
    /// The question without the cloze gap, normalised.
    private let visibleQuestion: String
    /// The answer's normalised synonyms.
    private let synonyms: Set<String>
    /// Whether the answer starts with a capital.
    private let capitalised: Bool
    /// The accepted distractors, normalised, with their bigrams.
    private var chosenKeys: [(normalized: String, bigrams: [UInt64])] = []

    /// Takes the answer for a symbol from code, whatever it looks like alone.
    mutating func readAsSymbol() {
        shape = .symbol
    }

    /// A screen for `draft`, rejecting the normalised `synonyms`.
    init(draft: CardDraft, synonyms: Set<String>) {
        let answer = draft.answer.trimmed
        let normalizedAnswer = TextNormalization.normalized(answer)
        self.answer = answer
        self.normalizedAnswer = normalizedAnswer
        answerBigrams = TextNormalization.bigrams(answer)
        let sentenceInitial =
            draft.question.hasPrefix(CardDraft.clozePlaceholder)
            || (draft.source.quote.map { TextNormalization.normalized($0).hasPrefix(normalizedAnswer) } ?? false)
        shape = TermShape(of: answer, sentenceInitial: sentenceInitial)
        head = TextNormalization.headWord(of: answer)
        visibleQuestion = TextNormalization.normalized(draft.question.replacing(CardDraft.clozePlaceholder, with: " "))
        self.synonyms = synonyms
        // A blank inside a sentence keeps its capital because the answer is a name ("The {{answer}} provides …" →
        // "Valgrind tool suite"): wrong answers in lower case stay so.
        let beforeGap = draft.question.firstRange(of: CardDraft.clozePlaceholder).map {
            draft.question[..<$0.lowerBound]
        }
        let opensSentence =
            draft.kind != .cloze || sentenceInitial || beforeGap?.hasSuffix(": ") == true
            || beforeGap?.hasSuffix(". ") == true
        capitalised = answer.first?.isUppercase == true && opensSentence
        isCloze = draft.kind == .cloze
        articleBefore = beforeGap?.split(separator: " ").last.map(String.init) ?? ""
        // "The position of the _____ is": after a preposition the gap is not what the verb agrees with.
        let inPhrase = beforeGap?.split(separator: " ").suffix(2).contains {
            CommonWords.isPreposition($0.lowercased())
        }
        wordAfter =
            inPhrase == true
            ? ""
            : draft.question.firstRange(of: CardDraft.clozePlaceholder).flatMap {
                draft.question[$0.upperBound...].split(separator: " ").first.map { $0.lowercased() }
            } ?? ""
    }

    /// The word right after a cloze's gap, in lower case ("are" of "_____ are compiled"); empty when the gap stands
    /// in a prepositional phrase, whose noun the verb does not agree with.
    private let wordAfter: String

    /// The word right before a cloze's gap ("an" of "an _____"), which a wrong answer must fit as the answer does.
    private let articleBefore: String
    /// Whether the card is a cloze, whose sentence agrees with the answer's number.
    private let isCloze: Bool

    /// How well a pool term fits: 4 for the same head word, 3 for one of the `kindred` heads, 2 for the same
    /// ending (``TermPool/suffix(of:)``), plus 2 for the same length in words.
    func affinity(with entry: TermPool.Entry, kindred: Set<String> = []) -> Int {
        var score = 0
        if let head, TermPool.sameNoun(entry.head, head) {
            score += 4
        } else if kindred.contains(entry.head) {
            score += 3
        } else if let head, let suffix = TermPool.suffix(of: head), entry.suffix == suffix {
            score += 2
        }
        if entry.wordCount == Phrasing.wordCount(answer) { score += 2 }
        return score
    }

    /// Whether the number `candidate` writes is of the scale of the one `answer` writes, within ten times either way.
    ///
    /// "3,141,622 bytes" is no plausible wrong answer for "50 bytes". Numbers that do not parse are left to the other
    /// checks.
    static func hasSimilarScale(_ candidate: String, _ answer: String) -> Bool {
        guard let value = NumericValue(parsing: candidate)?.value, let target = NumericValue(parsing: answer)?.value,
            value > 0, target > 0
        else { return true }
        let ratio = value / target
        return ratio >= 0.1 && ratio <= 10
    }

    /// Whether the year `candidate` writes lies within ``yearsApart`` of the one `answer` writes.
    ///
    /// "1500" is no plausible wrong answer for the year of a 1991 release. Years that do not parse are left to the
    /// other checks.
    static func isWithinAnEra(_ candidate: String, of answer: String) -> Bool {
        guard let year = NumericValue(parsing: candidate)?.value, let target = NumericValue(parsing: answer)?.value
        else { return true }
        return abs(year - target) <= yearsApart
    }

    /// The most years a wrong answer for a year may lie from it.
    static let yearsApart = 60.0

    /// Whether `text` writes a number with a decimal fraction ("0.5", "3.14"): a count takes whole numbers as its
    /// wrong answers, a measurement numbers with a fraction.
    static func hasDecimalFraction(_ text: String) -> Bool {
        (NumericValue(parsing: text)?.decimals ?? 0) > 0
    }

    /// Whether `text` is a key chord as manuals write one ("C-f", "M-x", "C-M-a", "ESC-f", "Ctrl+C"): it stands only
    /// for another key chord, and nothing else stands for it.
    static func isKeyChord(_ text: String) -> Bool {
        let parts = text.trimmed.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count >= 2, let key = parts.last, (1...3).contains(key.count), !key.contains(" "),
            parts.dropLast().allSatisfy({ chordModifiers.contains(String($0)) })
        {
            return true
        }
        let plus = text.trimmed.split(separator: "+", omittingEmptySubsequences: false)
        return plus.count >= 2 && plus.last.map { (1...3).contains($0.count) } == true
            && plus.dropLast().allSatisfy { ["Ctrl", "Alt", "Shift", "Cmd", "Meta", "Super"].contains(String($0)) }
    }

    /// Whether `text` is a command of TeX ("\gls", "\end{document}"): it stands only for another command, and
    /// nothing else stands for it ("v2.08" is code of another kind).
    static func isTeXCommand(_ text: String) -> Bool {
        text.trimmed.hasPrefix("\\") && TermShape.codeShape(of: text.trimmed) == .symbol
    }

    /// The modifier keys of a chord written with hyphens.
    private static let chordModifiers: Set<String> = ["C", "M", "S", "s", "H", "A", "ESC", "Meta", "Ctrl"]

    /// Whether every bracket `text` opens it also closes: "size(3cm" is a piece of code cut in two.
    static func closesItsBrackets(_ text: String) -> Bool {
        var depth = 0
        for character in text {
            if "([{".contains(character) { depth += 1 }
            if ")]}".contains(character) {
                depth -= 1
                if depth < 0 { return false }
            }
        }
        return depth == 0
    }

    /// Accepts `candidate` (re-cased like the answer) if it passes every filter; `shape` saves working it out.
    ///
    /// A candidate `known` to name something else of the answer's kind (a sibling of ``NameFamily``: "GNU General
    /// Public License" beside "GNU Lesser General Public License"; another label of its list, "anonymous,review"
    /// beside "screen") may share most of its letters with the answer or another choice, be spelled like them, and be
    /// of another length: the reader knows them as a set; an `opposite` made by a negating prefix ("undirected") may
    /// hold the answer.
    mutating func consider(
        _ candidate: String, shape candidateShape: TermShape? = nil, known: Bool = false, opposite: Bool = false
    ) {
        let original = candidate.trimmed
        let text = cased(original)
        let normalized = TextNormalization.normalized(text)
        // An antonym made by a negating prefix ("undirected" for "directed") is the answer's natural foil.
        let negates = opposite && Self.negatingPrefixes.contains { normalized == $0 + normalizedAnswer }
        guard !normalized.isEmpty, !Self.placeholders.contains(normalized), normalized != normalizedAnswer,
            negates || !TextNormalization.contains(normalized, substring: normalizedAnswer),
            !TextNormalization.contains(normalizedAnswer, substring: normalized),
            !synonyms.contains(normalized),
            shape.matches(candidateShape ?? TermShape(of: original, sentenceInitial: capitalised && shape == .phrase)),
            known || hasSimilarLength(text), !TextNormalization.contains(visibleQuestion, phrase: normalized),
            !shape.isNumeric || Self.hasDecimalFraction(original) == Self.hasDecimalFraction(answer),
            !shape.isNumeric || Self.hasSimilarScale(original, answer),
            shape != .year || Self.isWithinAnEra(original, of: answer),
            Self.isKeyChord(original) == Self.isKeyChord(answer), Self.closesItsBrackets(original),
            Self.isTeXCommand(original) == Self.isTeXCommand(answer)
        else { return }
        let folded = TextNormalization.foldedPhrase(normalized)
        let foldedAnswer = TextNormalization.foldedPhrase(normalizedAnswer)
        guard folded != foldedAnswer else { return }
        // "memory errors" for "memory-related errors": the words of one are all words of the other, so it names the
        // same thing or a part of it.
        let words = Set(folded.split(whereSeparator: { $0 == " " || $0 == "-" }))
        let answerWords = Set(foldedAnswer.split(whereSeparator: { $0 == " " || $0 == "-" }))
        if !known, !shape.isNumeric, words.count + answerWords.count > 2,
            words.isSubset(of: answerWords) || answerWords.isSubset(of: words)
        {
            return
        }
        let bigrams = TextNormalization.bigrams(text)
        // Codes of one series share most of their letters by nature ("ISO/IEC 9899", "ISO/IEC 9945").
        let distinct = if case .referenceCode = shape { true } else { known || negates }
        guard distinct || TextNormalization.jaccard(bigrams, answerBigrams) < 0.8,
            distinct || !LookAlike.isLookAlike(normalized, normalizedAnswer),
            distinct || !chosenKeys.contains(where: { LookAlike.isLookAlike(normalized, $0.normalized) })
        else { return }
        for key in chosenKeys {
            if TextNormalization.contains(key.normalized, substring: normalized)
                || TextNormalization.contains(normalized, substring: key.normalized)
                || (!distinct && TextNormalization.jaccard(key.bigrams, bigrams) >= 0.8)
            {
                return
            }
        }
        if shape == .description, Self.opensWithArticle(text) != Self.opensWithArticle(answer) { return }
        // "an _____" gives away a choice that opens with a consonant, "each _____" or "_____ is" one in the plural:
        // where the word before the gap or the verb after it marks the number, the wrong answers have the answer's.
        if !IndefiniteArticle.fits(text, after: articleBefore, like: answer) { return }
        if isCloze, shape == .phrase,
            Self.numberMarkers.contains(articleBefore.lowercased()) || Self.verbsOfNumber.contains(wordAfter), let head,
            let otherHead = TextNormalization.headWord(of: text),
            TextNormalization.readsPlural(otherHead) != TextNormalization.readsPlural(head)
        {
            return
        }
        // A name of several words ("Domain Name System", "Niels Möller") and a one-word name ("JavaScript",
        // "GnuTLS") are seldom names of one kind.
        if shape == .name, (Phrasing.wordCount(text) == 1) != (Phrasing.wordCount(answer) == 1) { return }
        // A name in capitals of several words ("DEFINITIONS EXPLICIT TAGS") is a keyword of code, one in title case
        // ("Distinguished Encoding Rules") a name of prose: no wrong answer for each other.
        if shape == .name, Phrasing.wordCount(answer) > 1, Self.isInCapitals(text) != Self.isInCapitals(answer) {
            return
        }
        if !known, namesAnotherKind(original) { return }
        chosen.append(text)
        chosenKeys.append((normalized, bigrams))
    }

    // MARK: - Private

    /// Prefixes that make an adjective's opposite.
    private static let negatingPrefixes = ["un", "in", "im", "ir", "il", "non", "non-", "dis"]

    /// Options that are no answer at all.
    private static let placeholders: Set<String> = [
        "all of the above", "none of the above", "both of the above", "not given", "none",
    ]

    /// Whether `text` starts with "a", "an" or "the" (a noun phrase rather than a verb phrase).
    private static func opensWithArticle(_ text: String) -> Bool {
        let first = text.prefix { $0.isLetter }.lowercased()
        return Phrasing.articles.contains(first)
    }

    /// Whether `text` is half to twice as long as the answer, or within eight characters of it, which a short answer
    /// needs ("authorversion" beside "screen"); numbers, years and acronyms always are.
    private func hasSimilarLength(_ text: String) -> Bool {
        guard !shape.isNumeric, shape != .acronym else { return true }
        if abs(text.count - answer.count) <= 8 { return true }
        let ratio = Double(text.count) / Double(max(1, answer.count))
        return ratio >= 0.5 && ratio <= 2
    }

    /// Verbs right after a gap that tell the number of the noun in it ("_____ are compiled", "_____ has").
    private static let verbsOfNumber: Set<String> = ["is", "are", "was", "were", "has", "have", "does", "do"]

    /// Words right before a gap that tell the number of the noun in it ("each _____", "these _____").
    private static let numberMarkers: Set<String> = [
        "a", "an", "each", "every", "one", "another", "this", "that", "these", "those", "many", "several", "multiple",
        "few", "both", "various", "two", "three",
    ]

    /// Whether every letter of `text` is a capital.
    static func isInCapitals(_ text: String) -> Bool {
        text.contains(where: \.isLetter) && !text.contains(where: \.isLowercase)
    }

    /// `text` with a capital first letter when the answer has one only because it starts a sentence.
    private func cased(_ text: String) -> String {
        guard capitalised, let first = text.first, first.isLowercase, shape != .name, shape != .acronym,
            shape != .fileName, shape != .symbol
        else {
            return text
        }
        return first.uppercased() + text.dropFirst()
    }
}
