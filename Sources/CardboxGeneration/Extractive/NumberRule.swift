import CardboxCore

/// Turns years, percentages and quantities into questions or clozes.
///
/// | sentence | question | answer |
/// | --- | --- | --- |
/// | "In 1928, Fleming discovered penicillin." | "In what year did Fleming discover penicillin?" | "1928" |
/// | "The treaty was signed in 1648." | "In what year was the treaty signed?" | "1648" |
/// | "Wegener proposed drift in 1912, but …" | "In what year did Wegener propose drift?" | "1912" |
/// | "About 71% of the surface is water." | "What percentage of the surface is water?" | "about 71%" |
/// | "The tower is 330 metres tall." | "The tower is {{answer}} tall." | "330 metres" |
///
/// A year becomes a question only when its clause has a plain subject followed by "was"/"were" or a past-tense
/// verb from ``PastTense``; otherwise, like every other number, it becomes a cloze.
struct NumberRule {
    /// The document's statistics (for casing).
    var statistics: TermStatistics

    /// The number cards of `sentence`.
    func candidates(in sentence: SentenceContext) -> [ExtractiveCandidate] {
        guard sentence.wordCount >= 6 else { return [] }
        var result: [ExtractiveCandidate] = []
        // A number an operator stands beside is an operand of a worked example ("In the 27 * 37 example …"), not a
        // fact.
        for mention in QuantityFinder.mentions(in: sentence.tokens) where !Self.isOperand(mention.tokens, sentence) {
            let answer = sentence.text(of: mention.tokens)
            let salience = mention.kind == .year || mention.kind == .percentage ? 0.45 : 0.35
            if mention.kind == .year, let question = yearQuestion(sentence, mention.tokens) {
                result.append(candidate(sentence, .numberQuestion, .basic, question, answer, salience))
            }
            if mention.kind == .percentage, let (question, answer) = percentageQuestion(sentence, mention.tokens) {
                result.append(candidate(sentence, .numberQuestion, .basic, question, answer, salience))
            }
            guard !sentence.opensWithPronoun || sentence.listContext != nil,
                !sentence.clozeLeaks(answer, gap: mention.tokens)
            else { continue }
            let cloze = sentence.cloze(replacing: mention.tokens)
            let rule: ExtractiveCandidate.Rule = sentence.isListFact ? .listItem : .numberCloze
            result.append(candidate(sentence, rule, .cloze, cloze, answer, salience))
        }
        return result.filter { $0.kind == .cloze || !AnswerChecks.leaks($0.answer, in: $0.question) }
    }

    // MARK: - Private

    /// Signs of arithmetic that make a number beside them an operand.
    private static let operators: Set<String> = ["*", "/", "+", "^", "×", "÷", "−", "=", "<", ">", "≤", "≥"]

    /// Whether the token before or after `number` is an arithmetic sign.
    private static func isOperand(_ number: Range<Int>, _ sentence: SentenceContext) -> Bool {
        let tokens = sentence.tokens
        let before = number.lowerBound > sentence.lead ? tokens[number.lowerBound - 1].text : nil
        let after = number.upperBound < tokens.count ? tokens[number.upperBound].text : nil
        return [before, after].contains { $0.map(operators.contains) == true }
    }

    /// Words before a percentage that stay with the answer ("about 71%").
    private static let approximations: Set<String> = [
        "about", "around", "roughly", "nearly", "almost", "approximately", "over", "under", "some", "only", "just",
    ]
    /// Comparatives that, with "than", stay with the answer ("more than 60%").
    private static let comparisons: Set<String> = ["more", "less", "fewer"]
    /// Words that start a clause a year question cannot move across.
    private static let clauseBreaks: Set<String> = ["that", "which", "who", "whose", "when", "where", "while"]
    /// Words that end the words kept after a year ("… in 1912, *but* …").
    private static let tailBreaks: Set<String> = [
        "and", "but", "or", "when", "while", "which", "who", "where", "because", "although", "though", "so", "as",
    ]

    /// "In what year …?" for "In YEAR, S V …." or "S V … in YEAR …", when the verb can be moved.
    ///
    /// After a year inside the sentence, the question keeps the words up to the next punctuation or conjunction
    /// ("… was founded in 1694 to lend money." → "In what year was … founded to lend money?").
    private func yearQuestion(_ sentence: SentenceContext, _ year: Range<Int>) -> String? {
        let tokens = sentence.tokens
        let lead = sentence.lead
        let end = sentence.bodyEnd
        let clause: Range<Int>
        var tail = year.upperBound..<year.upperBound
        if year.lowerBound == lead + 1, tokens[lead].lower == "in" {
            let start =
                year.upperBound < end && tokens[year.upperBound].text == "," ? year.upperBound + 1 : year.upperBound
            clause = start..<end
        } else if year.lowerBound - 1 > lead, tokens[year.lowerBound - 1].lower == "in" {
            clause = lead..<(year.lowerBound - 1)
            let stop = (year.upperBound..<end).first {
                tokens[$0].kind == .punctuation || Self.tailBreaks.contains(tokens[$0].lower)
            }
            tail = year.upperBound..<(stop ?? end)
        } else {
            return nil
        }
        guard clause.count >= 3, !CommonWords.pronouns.contains(tokens[clause.lowerBound].lower),
            !tokens[clause].contains(where: { $0.kind == .punctuation || Self.clauseBreaks.contains($0.lower) })
        else { return nil }
        for verb in (clause.lowerBound + 1)..<min(clause.upperBound, clause.lowerBound + 9) {
            let token = tokens[verb]
            guard token.isLowercaseWord else { continue }
            let subject = Phrasing.lowercasingFirstWord(
                sentence.text(of: clause.lowerBound..<verb), statistics: statistics, namesLikely: true)
            let rest = [sentence.text(of: (verb + 1)..<clause.upperBound), sentence.text(of: tail)]
                .filter { !$0.isEmpty }.joined(separator: " ")
            if token.lower == "was" || token.lower == "were" {
                guard !rest.isEmpty else { return nil }
                return "In what year \(token.lower) \(subject) \(rest)?"
            }
            let previous = tokens[verb - 1].lower
            if let base = PastTense.baseForm(of: token.lower), !Phrasing.articles.contains(previous),
                !previous.hasSuffix("ly")
            {
                return rest.isEmpty
                    ? "In what year did \(subject) \(base)?" : "In what year did \(subject) \(base) \(rest)?"
            }
        }
        return nil
    }

    /// "What percentage of …?" for "(About) N% of … .", with the approximation kept in the answer.
    private func percentageQuestion(_ sentence: SentenceContext, _ percentage: Range<Int>) -> (String, String)? {
        let tokens = sentence.tokens
        let lead = sentence.lead
        let end = sentence.bodyEnd
        var start = lead
        if Self.approximations.contains(tokens[start].lower) {
            start += 1
        } else if start + 1 < end, Self.comparisons.contains(tokens[start].lower), tokens[start + 1].lower == "than" {
            start += 2
        } else if start + 1 < end, tokens[start].lower == "up", tokens[start + 1].lower == "to" {
            start += 2
        }
        guard percentage.lowerBound == start, percentage.upperBound + 3 < end,
            tokens[percentage.upperBound].lower == "of"
        else { return nil }
        let rest = sentence.text(of: (percentage.upperBound + 1)..<end)
        let answer = Phrasing.lowercasingFirstWord(
            sentence.text(of: lead..<percentage.upperBound), statistics: statistics)
        return ("What percentage of \(rest)?", answer)
    }

    /// A number candidate.
    private func candidate(
        _ sentence: SentenceContext, _ rule: ExtractiveCandidate.Rule, _ kind: CardDraft.Kind, _ question: String,
        _ answer: String, _ salience: Double
    ) -> ExtractiveCandidate {
        ExtractiveCandidate(
            rule: rule, kind: kind, question: question, answer: answer, salience: salience, sentence: sentence)
    }
}
