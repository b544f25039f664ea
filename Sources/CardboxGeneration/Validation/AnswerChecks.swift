import CardboxCore

/// The answer checks the validator applies and the extractive engine builds against: grounding and leakage.
enum AnswerChecks {
    /// Whether `answer` is grounded in `sentence`: a whole-word substring of it after normalisation, or at least
    /// 80% of its content words (plurals folded) occur in it.
    ///
    /// O(n + m).
    static func isGrounded(_ answer: String, in sentence: String) -> Bool {
        let normalizedAnswer = TextNormalization.normalized(answer)
        guard !normalizedAnswer.isEmpty else { return false }
        let normalizedSentence = TextNormalization.normalized(sentence)
        if TextNormalization.contains(normalizedSentence, phrase: normalizedAnswer) { return true }
        let content = TextNormalization.contentWords(answer)
        guard !content.isEmpty else { return false }
        let available = Set(TextNormalization.contentWords(sentence))
        let found = content.count { available.contains($0) }
        return Double(found) >= 0.8 * Double(content.count)
    }

    /// Whether `answer` is the heading right above `paragraph`, as a glossary term is for its definition.
    static func isGrounded(_ answer: String, inHeadingOf paragraph: SourceParagraph) -> Bool {
        guard let heading = paragraph.headingPath.last else { return false }
        let normalizedAnswer = TextNormalization.normalized(answer)
        return !normalizedAnswer.isEmpty
            && TextNormalization.contains(TextNormalization.normalized(heading), phrase: normalizedAnswer)
    }

    /// Whether `draft` is a cloze whose gap stands in quotes before the word for its kind (the "{{answer}}"
    /// command): a name, which may be a word of its sentence and may be any word at all.
    static func blanksAQuotedName(_ draft: CardDraft) -> Bool {
        DistractorFiller.quotedKind(of: draft).map { !$0.isEmpty } ?? false
    }

    /// Whether a cloze's question spells its answer out: the answer is an acronym and the words before or after the
    /// gap start with its letters ("Distinguished Encoding Rules ({{answer}})" for "DER"), or the answer is what an
    /// acronym in the question stands for ("{{answer}} (DER)" for "Distinguished Encoding Rules").
    static func spellsOut(_ answer: String, inCloze question: String) -> Bool {
        let visible = question.replacing(CardDraft.clozePlaceholder, with: " ")
        let words = visible.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" })
        if Token.isAcronymText(answer.trimmed) {
            return initials(of: words, spell: answer.trimmed)
        }
        let answerWords = answer.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" })
        return words.contains { word in
            word.count >= 2 && Token.isAcronymText(String(word)) && initials(of: answerWords, spell: String(word))
        }
    }

    /// Whether consecutive `words` start with the letters of `acronym`, in order, function words passed over.
    private static func initials(of words: [Substring], spell acronym: String) -> Bool {
        let letters = Array(acronym.uppercased().filter(\.isLetter))
        guard letters.count >= 2 else { return false }
        let content = words.filter { !CommonWords.isStopword($0.lowercased()) }
        guard content.count >= letters.count else { return false }
        for start in 0...(content.count - letters.count) {
            let firsts = content[start..<(start + letters.count)].compactMap { $0.first?.uppercased().first }
            if firsts == letters { return true }
        }
        return false
    }

    /// Whether `question` gives `answer` away: the answer, or its head word, appears outside the cloze gap.
    ///
    /// Case and punctuation are ignored and plurals folded ("cells" gives away "cell").
    static func leaks(_ answer: String, in question: String) -> Bool {
        let visible = TextNormalization.normalized(question.replacing(CardDraft.clozePlaceholder, with: " "))
        let normalizedAnswer = TextNormalization.normalized(answer)
        if TextNormalization.contains(visible, phrase: normalizedAnswer) { return true }
        guard let head = TextNormalization.headWord(of: answer) else { return false }
        if head.first?.isNumber == true { return TextNormalization.contains(visible, phrase: head) }
        guard head.count >= 2, !CommonWords.isStopword(head) else { return false }
        let folded = TextNormalization.folded(head)
        return visible.split(separator: " ").contains { TextNormalization.folded(String($0)) == folded }
    }

    /// Whether `question` gives `answer` away beyond the head noun they share: the whole answer appears, or the
    /// answer is not a short noun phrase ending in its head (2–4 words after an article, no function words), or one
    /// of the words before its head appears too.
    ///
    /// "What is the parent class sometimes called?" → "the base class" shares only "class", which names the kind of
    /// thing asked for, and does not give "base" away; "What is a parent class called?" → "class" does leak, and so
    /// does "an organelle that converts food" under "Which organelle …?".
    static func leaksBeyondSharedHead(_ answer: String, in question: String) -> Bool {
        guard leaks(answer, in: question) else { return false }
        if leaksWholeAnswer(answer, in: question) { return true }
        let words = TextNormalization.words(answer).drop { Phrasing.articles.contains($0) }
        guard (2...4).contains(words.count), !words.contains(where: CommonWords.isStopword),
            let last = words.last, last.first?.isNumber != true,
            TextNormalization.headWord(of: answer) == last
        else { return true }
        let modifiers = words.dropLast().map(TextNormalization.folded)
        let visible = Set(
            TextNormalization.contentWords(question.replacing(CardDraft.clozePlaceholder, with: " ")))
        return modifiers.contains { visible.contains($0) }
    }

    /// Whether the whole of `answer` appears in `question` outside the cloze gap, plurals folded ("{{Device
    /// drivers}} are started by calling a device driver function"); its head word alone does not count.
    static func leaksWholeAnswer(_ answer: String, in question: String) -> Bool {
        TextNormalization.contains(
            TextNormalization.foldedPhrase(question.replacing(CardDraft.clozePlaceholder, with: " ")),
            phrase: TextNormalization.foldedPhrase(answer))
    }
}
