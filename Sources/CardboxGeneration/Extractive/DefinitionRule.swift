import CardboxCore

/// Finds definitions and turns them into template questions.
///
/// | sentence | question | answer |
/// | --- | --- | --- |
/// | "A mitochondrion is an organelle that makes ATP." | "What is a mitochondrion?" | "an organelle that makes ATP" |
/// | "Inflation is defined as a rise in prices." | "How is inflation defined?" | "a rise in prices" |
/// | "Growth is usually measured as the change in GDP." | "How is growth measured?" | "the change in GDP" |
/// | "The term biome refers to a large community." | "What does biome refer to?" | "a large community" |
/// | "Rock formed from lava is called basalt." | "What is rock formed from lava called?" | "basalt" |
/// | "Amylase, also known as ptyalin, digests starch." | "What is amylase also known as?" | "ptyalin" |
/// | "Homeostasis means keeping a steady state." | "What does homeostasis mean?" | "keeping a steady state" |
/// | "Adenosine triphosphate (ATP) stores energy." | "What does ATP stand for?" | "Adenosine triphosphate" |
///
/// When the defining phrase of "X is a Y that …" runs past 12 words and has no natural break, the card is turned
/// round: "What is the term for <phrase>?" → X.
struct DefinitionRule {
    /// The document's statistics (for casing and salience).
    var statistics: TermStatistics

    /// The definition cards of `sentence`.
    func candidates(in sentence: SentenceContext) -> [ExtractiveCandidate] {
        let found = [
            copular(sentence), definedAs(sentence), refersTo(sentence), means(sentence), called(sentence),
            alsoKnownAs(sentence), abbreviation(sentence),
        ]
        return found.compactMap { $0 }
    }

    // MARK: - Rules

    /// "X is a/an/the Y that …", "Xs are Ys that …".
    private func copular(_ sentence: SentenceContext) -> ExtractiveCandidate? {
        let tokens = sentence.tokens
        let end = sentence.bodyEnd
        let searchEnd = min(end, sentence.lead + 9)
        guard sentence.lead + 1 < searchEnd,
            let copula = (sentence.lead + 1..<searchEnd).first(where: { ["is", "are"].contains(tokens[$0].lower) }),
            let subject = subject(sentence, sentence.lead..<copula, maxWords: 6)
        else { return nil }
        let plural = tokens[copula].lower == "are"
        var start = copula + 1
        if start + 1 < end, tokens[start].kind == .word, tokens[start].lower.hasSuffix("ly") { start += 1 }
        guard start < end, tokens[start].kind == .word else { return nil }
        // "The form of the argument is the same as that used by …" compares; it defines nothing.
        if start + 1 < end, ["same", "opposite", "reverse"].contains(tokens[start + 1].lower) { return nil }
        let window = (start + 1..<min(end, start + 8)).map { tokens[$0].lower }
        if Phrasing.articles.contains(tokens[start].lower) {
            guard window.count >= 2,
                window.contains(where: { Self.definitionMarkers.contains($0) || Phrasing.isPastParticiple($0) })
            else { return nil }
        } else {
            guard plural, !CommonWords.isCommon(tokens[start].lower),
                window.prefix(4).contains(where: Self.relativeMarkers.contains)
            else { return nil }
        }
        let term = subjectText(sentence, subject)
        if let answer = answerRange(sentence, from: start) {
            // "Java code is a special case: …" says how the text treats it, not what it is.
            let words = tokens[answer].filter { $0.kind == .word && !Phrasing.articles.contains($0.lower) }
            if words.count <= 3, let head = words.last, CommonWords.vagueNouns.contains(head.lower) { return nil }
            return candidate(
                sentence, question: "What \(plural ? "are" : "is") \(term)?", answer: sentence.text(of: answer),
                term: subject)
        }
        guard end - start <= 30 else { return nil }
        let reversed = Phrasing.droppingArticle(sentence.text(of: subject))
        return candidate(
            sentence, question: "What is the term for \(sentence.text(of: start..<end))?", answer: reversed,
            term: subject)
    }

    /// "X is defined as Y", "X can be defined as Y".
    ///
    /// "Growth is usually measured as the change in real GDP." asks the same way: "How is growth measured?"
    private func definedAs(_ sentence: SentenceContext) -> ExtractiveCandidate? {
        let tokens = sentence.tokens
        let found = [["defined", "as"], ["measured", "as"], ["measured", "by"]].lazy.compactMap {
            pattern in self.find(pattern, in: sentence, within: 10).map { ($0, pattern[0]) }
        }.first
        guard let (defined, participle) = found, defined >= sentence.lead + 2 else { return nil }
        var verb = defined - 1
        // An adverb may stand between ("is usually measured as").
        if tokens[verb].lower.hasSuffix("ly"), verb - 1 > sentence.lead { verb -= 1 }
        if tokens[verb].lower == "be", verb - 1 > sentence.lead, tokens[verb - 1].lower == "can" { verb -= 1 }
        guard ["is", "are", "can"].contains(tokens[verb].lower),
            let subject = subject(sentence, sentence.lead..<verb, maxWords: 6),
            let answer = answerRange(sentence, from: defined + 2)
        else { return nil }
        let plural = tokens[verb].lower == "are"
        let question = "How \(plural ? "are" : "is") \(subjectText(sentence, subject)) \(participle)?"
        return candidate(sentence, question: question, answer: sentence.text(of: answer), term: subject)
    }

    /// "X refers to Y", "The term X refers to Y".
    private func refersTo(_ sentence: SentenceContext) -> ExtractiveCandidate? {
        let tokens = sentence.tokens
        guard
            let verb = (sentence.lead + 1..<max(sentence.lead + 1, min(sentence.bodyEnd - 1, sentence.lead + 10)))
                .first(where: {
                    ["refers", "refer"].contains(tokens[$0].lower) && tokens[$0 + 1].lower == "to"
                }),
            let subject = termSubject(sentence, before: verb),
            let answer = answerRange(sentence, from: verb + 2)
        else { return nil }
        let auxiliary = tokens[verb].lower == "refers" ? "does" : "do"
        let question = "What \(auxiliary) \(subject.text) refer to?"
        return candidate(sentence, question: question, answer: sentence.text(of: answer), term: subject.range)
    }

    /// "X means Y".
    private func means(_ sentence: SentenceContext) -> ExtractiveCandidate? {
        let tokens = sentence.tokens
        guard
            let verb = (sentence.lead + 1..<max(sentence.lead + 1, min(sentence.bodyEnd - 1, sentence.lead + 10)))
                .first(where: {
                    tokens[$0].lower == "means"
                }),
            !["that", "to", "of", "by"].contains(tokens[verb + 1].lower),
            let subject = termSubject(sentence, before: verb),
            let answer = answerRange(sentence, from: verb + 1)
        else { return nil }
        let text = Phrasing.unquoted(sentence.text(of: answer))
        return candidate(sentence, question: "What does \(subject.text) mean?", answer: text, term: subject.range)
    }

    /// "Y is called X", "Y are known as X", "Y is termed X".
    private func called(_ sentence: SentenceContext) -> ExtractiveCandidate? {
        let tokens = sentence.tokens
        let end = sentence.bodyEnd
        guard
            let marker = (sentence.lead + 2..<max(sentence.lead + 2, end - 1)).first(where: {
                ["called", "termed"].contains(tokens[$0].lower)
                    || (tokens[$0].lower == "known" && tokens[$0 + 1].lower == "as")
            })
        else { return nil }
        var verb = marker - 1
        if verb > sentence.lead, Self.frequencyAdverbs.contains(tokens[verb].lower) { verb -= 1 }
        guard verb > sentence.lead, ["is", "are"].contains(tokens[verb].lower) else { return nil }
        var start = sentence.lead
        if let comma = (start..<verb).first(where: { tokens[$0].text == "," }), comma - start <= 5,
            Self.introPrepositions.contains(tokens[start].lower)
        {
            start = comma + 1
        }
        let described = start..<verb
        let words = tokens[described].count { $0.kind != .punctuation }
        // "When a function is called the arguments are matched" calls nothing: it opens a clause of time.
        guard (2...20).contains(words), !CommonWords.pronouns.contains(tokens[start].lower),
            !CommonWords.quantifiers.contains(tokens[start].lower), !Self.clauseOpeners.contains(tokens[start].lower),
            !tokens[described].contains(where: { $0.kind == .punctuation || Self.demonstratives.contains($0.lower) })
        else { return nil }
        var nameStart = tokens[marker].lower == "known" ? marker + 2 : marker + 1
        if nameStart < end, Phrasing.articles.contains(tokens[nameStart].lower) { nameStart += 1 }
        var nameEnd = nameStart
        while nameEnd < end, tokens[nameEnd].kind != .punctuation || ["\"", "“", "”"].contains(tokens[nameEnd].text),
            !Self.nameStoppers.contains(tokens[nameEnd].lower)
        {
            nameEnd += 1
        }
        let nameWords = tokens[nameStart..<nameEnd].count { $0.kind != .punctuation }
        guard (1...5).contains(nameWords),
            !tokens[nameStart..<nameEnd].contains(where: { CommonWords.auxiliaries.contains($0.lower) })
        else { return nil }
        let plural = tokens[verb].lower == "are"
        let verbText = tokens[marker].lower == "known" ? "known as" : "called"
        let description = Phrasing.lowercasingFirstWord(sentence.text(of: described), statistics: statistics)
        let question = "What \(plural ? "are" : "is") \(description) \(verbText)?"
        let answer = Phrasing.unquoted(sentence.text(of: nameStart..<nameEnd))
        return candidate(
            sentence, question: question, answer: answer, term: nameStart..<nameEnd, sharesHead: true)
    }

    /// "X, also known as Y, …", "X (also called Y) …".
    private func alsoKnownAs(_ sentence: SentenceContext) -> ExtractiveCandidate? {
        let tokens = sentence.tokens
        let end = sentence.bodyEnd
        guard
            let open = (sentence.lead + 1..<max(sentence.lead + 1, end - 3)).first(where: {
                [",", "("].contains(tokens[$0].text) && tokens[$0 + 1].lower == "also"
                    && (tokens[$0 + 2].lower == "called"
                        || (tokens[$0 + 2].lower == "known" && tokens[$0 + 3].lower == "as"))
            }),
            let subject = subject(sentence, sentence.lead..<open, maxWords: 6)
        else { return nil }
        var nameStart = tokens[open + 2].lower == "known" ? open + 4 : open + 3
        if nameStart < end, Phrasing.articles.contains(tokens[nameStart].lower) { nameStart += 1 }
        var nameEnd = nameStart
        while nameEnd < end, tokens[nameEnd].kind != .punctuation, !Self.nameStoppers.contains(tokens[nameEnd].lower) {
            nameEnd += 1
        }
        guard (1...5).contains(nameEnd - nameStart) else { return nil }
        var plural = false
        if nameEnd + 1 < tokens.count, [",", ")"].contains(tokens[nameEnd].text) {
            plural = tokens[nameEnd + 1].lower == "are"
        }
        let question = "What \(plural ? "are" : "is") \(subjectText(sentence, subject)) also known as?"
        return candidate(
            sentence, question: question, answer: sentence.text(of: nameStart..<nameEnd), term: subject)
    }

    /// "Long Name (LN)": asks what the abbreviation stands for.
    private func abbreviation(_ sentence: SentenceContext) -> ExtractiveCandidate? {
        let tokens = sentence.tokens
        guard
            let open = (sentence.lead + 1..<max(sentence.lead + 1, tokens.count - 2)).first(where: {
                tokens[$0].text == "(" && tokens[$0 + 1].isAcronym && tokens[$0 + 2].text == ")"
            })
        else { return nil }
        let acronym = tokens[open + 1].text
        let letters = Array(acronym.filter(\.isLetter).lowercased())
        guard let firstLetter = letters.first else { return nil }
        for length in 1...min(letters.count + 1, 6) {
            let start = open - length
            guard start >= sentence.lead else { break }
            let run = tokens[start..<open]
            guard run.allSatisfy({ $0.kind == .word }) else { break }
            guard run.first?.lower.first == firstLetter, !CommonWords.isStopword(run.first?.lower ?? ""),
                Self.containsInOrder(letters, in: run.map(\.lower).joined())
            else { continue }
            return candidate(
                sentence, question: Self.expansionQuestion(for: acronym), answer: sentence.text(of: start..<open),
                term: start..<open, rule: .abbreviation)
        }
        return nil
    }

    /// The question of a card asking what `acronym` stands for ("What does ATP stand for?").
    static func expansionQuestion(for acronym: String) -> String {
        expansionOpening + acronym + expansionClosing
    }

    /// The acronym `question` asks to expand, when it asks what one stands for.
    static func acronym(askedToExpandIn question: String) -> Substring? {
        guard question.hasPrefix(expansionOpening), question.hasSuffix(expansionClosing),
            question.count > expansionOpening.count + expansionClosing.count
        else { return nil }
        return question.dropFirst(expansionOpening.count).dropLast(expansionClosing.count)
    }

    /// The words of ``expansionQuestion(for:)`` around the acronym.
    private static let expansionOpening = "What does "
    private static let expansionClosing = " stand for?"

    // MARK: - Parts

    /// Words that show a predicate defines ("a layer *that* …", "the study *of* …").
    private static let definitionMarkers: Set<String> = [
        "that", "which", "who", "whose", "where", "of", "for", "used", "by", "with", "consisting", "made",
        "composed", "responsible", "formed", "produced", "found", "capable", "designed", "in", "through",
    ]
    /// Words that open a relative clause right after a bare plural ("proteins *that* …").
    private static let relativeMarkers: Set<String> = [
        "that", "which", "who", "whose", "used", "made", "found", "formed", "produced", "responsible",
        "consisting", "composed",
    ]
    /// Adverbs allowed between the verb and "called" ("is also called").
    private static let frequencyAdverbs: Set<String> = [
        "also", "often", "sometimes", "usually", "commonly", "generally", "simply", "then", "now",
    ]
    /// Prepositions that open an introductory phrase ("In biology, …").
    private static let introPrepositions: Set<String> = [
        "in", "on", "at", "for", "during", "within", "among", "under", "from", "according", "by",
    ]
    /// Words that end the name after "called" or "known as".
    private static let nameStoppers: Set<String> = [
        "or", "and", "because", "since", "after", "before", "when", "while", "which", "that", "in", "by",
    ]
    /// Words that make a described thing depend on an earlier sentence.
    private static let demonstratives: Set<String> = ["this", "these", "those", "that", "such", "it", "they"]
    /// Nouns in "The term X refers to …" that label the term.
    private static let termLabels: Set<String> = ["term", "word", "phrase", "expression", "concept", "name"]

    /// The tokens `range` if they name a thing that can be defined: 1–`maxWords` words, no pronoun or vague noun
    /// at the start, only articles and "of" among the function words, and no punctuation except a trailing
    /// "(ACRONYM)".
    private func subject(_ sentence: SentenceContext, _ range: Range<Int>, maxWords: Int) -> Range<Int>? {
        let tokens = sentence.tokens
        var start = range.lowerBound
        var end = range.upperBound
        if end - start >= 4, tokens[end - 1].text == ")", tokens[end - 2].isAcronym, tokens[end - 3].text == "(" {
            end -= 3
        }
        // "Technically R is …": a sentence adverb before a name says how the sentence speaks, not what it names.
        if end - start >= 2, Self.sentenceAdverbs.contains(tokens[start].lower),
            tokens[start + 1].text.first?.isUppercase == true
        {
            start += 1
        }
        guard end > start else { return nil }
        let words = tokens[start..<end]
        guard words.count <= maxWords, words.allSatisfy({ $0.kind != .punctuation }),
            words.first?.kind == .word, let first = words.first?.lower, !CommonWords.pronouns.contains(first),
            !CommonWords.quantifiers.contains(first)
        else { return nil }
        for (offset, token) in words.enumerated() where CommonWords.isStopword(token.lower) {
            guard Phrasing.articles.contains(token.lower) || (token.lower == "of" && offset > 0) else { return nil }
        }
        guard let content = words.first(where: { !Phrasing.articles.contains($0.lower) }),
            !CommonWords.vagueNouns.contains(content.lower)
        else { return nil }
        // "A typical case is …", "The main reason is …": a vague noun only placed or judged names nothing.
        let contentWords = words.filter { !Phrasing.articles.contains($0.lower) }
        if let head = contentWords.last, CommonWords.vagueNouns.contains(head.lower),
            contentWords.dropLast().allSatisfy({ CommonWords.describingModifiers.contains($0.lower) })
        {
            return nil
        }
        // "Excluded are modules that …", "Required is a licence that …": a participle put first, not a term.
        if words.count == 1, first.count >= 6, first.hasSuffix("ed"), !first.hasSuffix("eed") { return nil }
        return start..<end
    }

    /// Adverbs that open a sentence to say how it speaks ("Technically R is …", "Historically Unix was …").
    static let sentenceAdverbs: Set<String> = [
        "technically", "basically", "essentially", "fundamentally", "generally", "typically", "usually", "normally",
        "traditionally", "historically", "originally", "initially", "formally", "informally", "strictly", "loosely",
        "roughly", "broadly", "mathematically", "conceptually", "practically", "theoretically", "effectively",
        "literally", "simply", "currently", "ultimately",
    ]

    /// The subject before the verb at `verb` for "refers to" and "means", without "The term" and quotes.
    private func termSubject(_ sentence: SentenceContext, before verb: Int) -> (range: Range<Int>, text: String)? {
        let tokens = sentence.tokens
        var start = sentence.lead
        var labelled = false
        if start + 1 < verb, tokens[start].lower == "the", Self.termLabels.contains(tokens[start + 1].lower) {
            start += 2
            labelled = true
        }
        var end = verb
        while start < end, tokens[start].kind == .punctuation, ["\"", "“", "‘", "'"].contains(tokens[start].text) {
            start += 1
        }
        while end > start, tokens[end - 1].kind == .punctuation, ["\"", "”", "’", "'"].contains(tokens[end - 1].text) {
            end -= 1
        }
        guard let range = subject(sentence, start..<end, maxWords: 5) else { return nil }
        let text = sentence.text(of: range)
        return (range, labelled ? text : Phrasing.lowercasingFirstWord(text, statistics: statistics))
    }

    /// The subject as it reads inside a question ("A cell" → "a cell").
    private func subjectText(_ sentence: SentenceContext, _ range: Range<Int>) -> String {
        Phrasing.lowercasingFirstWord(sentence.text(of: range), statistics: statistics)
    }

    /// The answer phrase starting at `start`: the rest of the sentence when it is at most 12 words, else the part
    /// before the first comma, semicolon or dash when that part has 3–12 words and the comma does not open the rest
    /// of a series ("a list of lines containing weight, MIME type, pattern and flags" has no whole answer before
    /// its comma).
    private func answerRange(_ sentence: SentenceContext, from start: Int) -> Range<Int>? {
        let tokens = sentence.tokens
        let end = sentence.bodyEnd
        guard start < end else { return nil }
        let whole = start..<end
        if tokens[whole].count(where: { $0.kind != .punctuation }) <= 12 { return trimmed(whole, in: tokens) }
        var words = 0
        for index in whole {
            if tokens[index].kind == .punctuation, [",", ";", ":", "—", "–", "("].contains(tokens[index].text) {
                guard tokens[index].text != "," || !Self.continuesASeries(after: index, in: tokens) else { return nil }
                return (3...12).contains(words) ? trimmed(start..<index, in: tokens) : nil
            }
            if tokens[index].kind != .punctuation { words += 1 }
            if words > 12 { return nil }
        }
        return nil
    }

    /// Whether the comma at `comma` goes on with more items of a series: no word that opens a clause follows it,
    /// and "and" or "or" comes within six words, before the sentence's next stop.
    static func continuesASeries(after comma: Int, in tokens: [Token]) -> Bool {
        guard comma + 1 < tokens.count, !clauseOpeners.contains(tokens[comma + 1].lower) else { return false }
        for token in tokens[(comma + 1)...].prefix(7) {
            if [".", ";", ":", "!", "?"].contains(token.text) { return false }
            if ["and", "or"].contains(token.lower) { return true }
        }
        return false
    }

    /// Words that open a clause after a comma, not another item of a series.
    private static let clauseOpeners: Set<String> = [
        "and", "or", "but", "which", "that", "who", "whose", "where", "when", "while", "as", "so", "because",
        "although", "though", "if", "unless", "since", "such", "for", "e.g", "i.e", "including", "especially",
    ]

    /// `range` without trailing function words ("… of the" never ends an answer).
    private func trimmed(_ range: Range<Int>, in tokens: [Token]) -> Range<Int>? {
        var end = range.upperBound
        while end > range.lowerBound,
            CommonWords.isStopword(tokens[end - 1].lower) || tokens[end - 1].kind == .punctuation
        {
            end -= 1
        }
        return end - range.lowerBound >= 1 ? range.lowerBound..<end : nil
    }

    /// The index of the first of `words` when they occur in a row within the first `limit` tokens.
    private func find(_ words: [String], in sentence: SentenceContext, within limit: Int) -> Int? {
        let tokens = sentence.tokens
        let last = min(tokens.count - words.count, sentence.lead + limit)
        guard last >= sentence.lead else { return nil }
        return (sentence.lead...last).first { index in
            words.indices.allSatisfy { tokens[index + $0].lower == words[$0] }
        }
    }

    /// Whether `letters` appear in order in `text`.
    private static func containsInOrder(_ letters: [Character], in text: String) -> Bool {
        var remaining = letters[...]
        for character in text where character == remaining.first {
            remaining = remaining.dropFirst()
            if remaining.isEmpty { return true }
        }
        return remaining.isEmpty
    }

    /// A definition candidate, unless the question gives the answer away; with `sharesHead`, the question may name
    /// the answer's head noun ("What is the parent class called?" → "the base class").
    private func candidate(
        _ sentence: SentenceContext, question: String, answer: String, term: Range<Int>,
        rule: ExtractiveCandidate.Rule = .definition, sharesHead: Bool = false
    ) -> ExtractiveCandidate? {
        let leaks =
            sharesHead
            ? AnswerChecks.leaksBeyondSharedHead(answer, in: question) : AnswerChecks.leaks(answer, in: question)
        guard !answer.isEmpty, Phrasing.wordCount(answer) <= 12, !leaks else { return nil }
        let words = sentence.tokens[term].filter { $0.kind == .word && !CommonWords.isStopword($0.lower) }
        // "What are expanded-acronym elements?" → "the expanded versions of the acronym elements" defines a term by
        // itself: every word the question asks about is in the answer.
        let answerWords = Set(TextNormalization.words(answer).map(TextNormalization.folded))
        let asked = TextNormalization.contentWords(question).map(TextNormalization.folded)
        guard asked.count < 2 || !asked.allSatisfy(answerWords.contains) else { return nil }
        let salience = statistics.salience(of: words.suffix(2).map(\.lower))
        return ExtractiveCandidate(
            rule: rule, kind: .basic, question: question, answer: answer, salience: salience, sentence: sentence)
    }
}
