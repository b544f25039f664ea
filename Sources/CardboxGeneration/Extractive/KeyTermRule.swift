import CardboxCore

/// Cuts a sentence's key terms out of it: the classic gap-fill card.
///
/// "Sedimentary rock forms from layers of compacted sediment." becomes "{{answer}} forms from layers of
/// compacted sediment." → "Sedimentary rock". Only sentences of 6–40 words (4–40 for a list item, which slides and
/// notes write tersely) that do not lean on an earlier one (no opening "It", "This", "They"…) qualify, except list items, which
/// get their heading as context. When the
/// term's head noun occurs elsewhere in the question, the whole term is cut first (the shared head names only the
/// kind of thing asked for), then a second card keeps the head visible and cuts only the modifier ("{{answer}}
/// rock"); when even that gives the answer away, the term is skipped. A term's first appearance in
/// the document ranks higher than its later ones. Precision first: a gap never cuts a term the document writes
/// longer ("OCTET" of "OCTET STRING", "ASN" of "ASN.1", "GNU" of "GNU Lesser General Public License"), and a lone
/// word is blanked only when it is a name, a symbol or a word of the section's headings.
struct KeyTermRule {
    /// The document's statistics.
    var statistics: TermStatistics
    /// The dictionary that tells everyday English from a document's terms.
    var dictionary: any RelatedTerms = NoRelatedTerms()

    /// Up to three cloze cards for `sentence`, best first (the engine keeps one; the others stand by in case its
    /// answer was given already).
    func candidates(in sentence: SentenceContext) -> [ExtractiveCandidate] {
        // A list item may be a terse bullet ("Look for phylogenetic networks.").
        let fewest = sentence.paragraph.role == .listItem ? 4 : 6
        guard (fewest...40).contains(sentence.wordCount), !sentence.opensWithPronoun || sentence.listContext != nil
        else {
            return []
        }
        let extractor = TermExtractor(statistics: statistics)
        var result: [ExtractiveCandidate] = []
        for mention in extractor.mentions(in: sentence.tokens).prefix(6) {
            result += clozes(for: mention, in: sentence)
            if result.count >= 3 { break }
        }
        return Array(result.prefix(3))
    }

    // MARK: - Private

    /// Whether the words of `gap` make a term a teacher would blank.
    ///
    /// They do when several words, a name or symbol written with capitals or digits inside the sentence, or a word
    /// of the section's headings (any word, in a text of three paragraphs or fewer). A lone common noun of a long
    /// document ("library", "element", "rows") is not.
    private func isKeyTerm(_ gap: Range<Int>, in sentence: SentenceContext) -> Bool {
        let words = sentence.tokens[gap].filter { $0.kind != .punctuation }
        guard words.count == 1, let word = words.first else {
            // "a standard {{way}}", "the main {{point}}": a vague head makes the phrase a description too.
            return words.count > 1 && !isPartOfSomethingElse(gap, words, in: sentence)
                && !isDescription(gap, words, in: sentence)
                && !(words.last.map { CommonWords.vagueNouns.contains($0.lower) } ?? false)
                && !isEverydayPhrase(gap, words, in: sentence)
        }
        if word.text.count < 2 || CommonWords.isCommon(word.lower) || Self.countingWords.contains(word.lower) {
            return false
        }
        // After an opening quote or bracket a capital starts a sentence of its own ("Yeah, but …"), unless the
        // quotes hold just the term ("the "Libertine" typeface").
        let opensQuote =
            gap.lowerBound > sentence.lead
            && ["\"", "“", "‘", "'", "("].contains(sentence.tokens[gap.lowerBound - 1].text)
        let quotedWhole =
            gap.upperBound < sentence.tokens.count
            && ["\"", "”", "’", "'", ")"].contains(sentence.tokens[gap.upperBound].text)
        let inside = gap.lowerBound > sentence.lead && (!opensQuote || quotedWhole)
        if inside, word.text.first?.isUppercase == true || word.text.contains(where: \.isNumber) { return true }
        // A word the author sets in quotes on its own ("the "acks" environment") is a name the text marks.
        if inside, opensQuote, quotedWhole, sentence.tokens[gap.lowerBound - 1].text != "(" { return true }
        if word.text.count > 1, word.text == word.text.uppercased(), word.text.contains(where: \.isLetter) {
            return true
        }
        let inHeadings = Self.headingsUse(word.lower, in: sentence) && !isEverydayNoun(word)
        if !inside, word.text.first?.isUppercase == true, statistics.count(of: word.lower) < 2, !inHeadings {
            return statistics.paragraphCount <= 3
        }
        return inHeadings || statistics.paragraphCount <= 3
    }

    /// Whether `word`, in lower case, is a noun of everyday English (met as a noun at least ``everydayHeadUsage``
    /// times in the dictionary's tagged corpus: "command", "size", "function", "data"): a heading that uses it
    /// ("Commands for Getting Help") names its topic, and a sentence that merely mentions it does not make it the
    /// fact to learn.
    private func isEverydayNoun(_ word: Token) -> Bool {
        guard word.isLowercaseWord, let usage = dictionary.usageCount(of: word.lower, wordClass: "noun") else {
            return false
        }
        return usage >= Self.everydayHeadUsage
    }

    /// Whether `words` are a phrase of everyday English the document uses in passing, not a term.
    ///
    /// "with no {{unexpected effects}}", "the size of the {{destination area}}": every word is in lower case and
    /// common in general English (the head often met as a noun in the dictionary's tagged corpus, each modifier met
    /// there too), the phrase does not end in an entry of the dictionary ("data structure"), and the author neither
    /// repeats it, nor quotes it, nor uses its words in the headings. A rare word ("haplotype matrix", "leading
    /// underscore") keeps it a term.
    private func isEverydayPhrase(_ gap: Range<Int>, _ words: [Token], in sentence: SentenceContext) -> Bool {
        guard let head = words.last, words.count >= 2, words.allSatisfy(\.isLowercaseWord),
            !Self.isQuoted(gap, in: sentence.tokens),
            statistics.pairCount(words[words.count - 2].lower, head.lower) < 2,
            !words.contains(where: { Self.headingsUse($0.lower, in: sentence) }),
            let headUsage = dictionary.usageCount(of: head.lower, wordClass: "noun"),
            headUsage >= Self.everydayHeadUsage
        else { return false }
        let modifiersAreCommon = words.dropLast().allSatisfy {
            (dictionary.usageCount(of: $0.lower, wordClass: nil) ?? 0) >= Self.everydayModifierUsage
        }
        // "equivalent data structures" ends in an entry of the dictionary: it names a thing.
        let lower = words.map(\.lower)
        return modifiersAreCommon
            && !(0..<(lower.count - 1)).contains { dictionary.hasWord(lower[$0...].joined(separator: " ")) }
    }

    /// How often a noun is met in the dictionary's tagged corpus for it to head everyday phrases ("effect" 124,
    /// "area" 215, "length" 48 times; "algorithm", "library" and "matrix" fewer than ten).
    private static let everydayHeadUsage = 30

    /// How often a modifier is met in the dictionary's tagged corpus to count as everyday English ("unexpected" 8,
    /// "destination" 3 times; "contiguous" and "phylogenetic" at most once).
    private static let everydayModifierUsage = 3

    /// Whether `words` describe a part or a form of what follows them rather than name a term: an everyday noun
    /// heading an "of" phrase ("a complete {{list}} of these parameters", "a shortened {{version}} of the list"),
    /// with modifiers in lower case that the document does not repeat with it and its headings do not use.
    private func isPartOfSomethingElse(_ gap: Range<Int>, _ words: [Token], in sentence: SentenceContext) -> Bool {
        guard let head = words.last, gap.upperBound < sentence.tokens.count,
            sentence.tokens[gap.upperBound].lower == "of", CommonWords.isCommon(head.lower),
            words.allSatisfy(\.isLowercaseWord)
        else { return false }
        let modifier = words[words.count - 2].lower
        if statistics.pairCount(modifier, head.lower) >= 2 { return false }
        return !words.contains { Self.headingsUse($0.lower, in: sentence) }
    }

    /// Whether `words` describe a thing rather than name it: every word before the head places, counts, ranks or
    /// judges it ("the {{existing databases}}", "a {{mandatory first argument}}", "the {{highest weight}}"), and the
    /// author neither repeats the phrase, nor quotes it, nor uses those modifiers in the headings.
    private func isDescription(_ gap: Range<Int>, _ words: [Token], in sentence: SentenceContext) -> Bool {
        guard let head = words.last,
            words.dropLast().allSatisfy({ CommonWords.describingModifiers.contains($0.lower) }),
            !Self.isQuoted(gap, in: sentence.tokens)
        else { return false }
        // A phrase the author repeats may be a term ("standard output"), but one that only places its head among
        // others ("the first file", "the corresponding original") stays a description however often it recurs.
        let onlyPlaces = CommonWords.onlyPlaces(words.map(\.lower))
        if !onlyPlaces, statistics.pairCount(words[words.count - 2].lower, head.lower) >= 2 { return false }
        // A heading on files makes "the first file" no term; one on "Standard …" makes "standard output" one.
        return !words.dropLast().contains { Self.headingsUse($0.lower, in: sentence) }
    }

    /// Whether a heading over `sentence` has the word `word` (lower case), accents and case aside.
    private static func headingsUse(_ word: String, in sentence: SentenceContext) -> Bool {
        let folded = TextNormalization.folded(word)
        return sentence.paragraph.headingPath.contains { heading in
            TextNormalization.words(heading).contains { TextNormalization.folded($0) == folded }
        }
    }

    /// Whether the words around `gap` belong to the same term, so the gap would cut it ("{{answer}} STRING" for
    /// "OCTET STRING", "first {{answer}} flag"): a neighbour written in capitals like the answer, or a neighbour that
    /// forms a word pair the document repeats.
    private func isPartOfLongerTerm(_ gap: Range<Int>, in sentence: SentenceContext) -> Bool {
        let tokens = sentence.tokens
        guard let first = gap.first, let last = gap.last else { return false }
        // Glued to a neighbour by a dot, hyphen or underscore ("{{answer}}.1" for "ASN.1").
        if last + 2 < tokens.count, tokens[last].end == tokens[last + 1].start,
            [".", "-", "_", "/"].contains(tokens[last + 1].text), tokens[last + 1].end == tokens[last + 2].start
        {
            return true
        }
        if first >= 2, tokens[first - 1].end == tokens[first].start,
            [".", "-", "_", "/"].contains(tokens[first - 1].text),
            tokens[first - 2].end == tokens[first - 1].start
        {
            return true
        }
        // A name that runs on: "the {{answer}} Lesser General Public License" for "GNU".
        let capitalised = tokens[last].text.first?.isUppercase == true
        if capitalised, last + 1 < tokens.count, tokens[last + 1].kind == .word,
            tokens[last + 1].text.first?.isUppercase == true
        {
            return true
        }
        // A name inside a title joined by "of the" or "and" ("the Rights of Man and of the {{answer}}" for
        // "Citizen", "the {{answer}} of the Rights of Man" for "Declaration").
        if capitalised, Self.isInsideTitle(gap, in: tokens, lead: sentence.lead) { return true }
        // A name may open with a word whose capital is inside it ("eXtensible Markup Language").
        if capitalised, first > sentence.lead, tokens[first - 1].kind == .word,
            tokens[first - 1].text.contains(where: \.isUppercase)
        {
            return true
        }
        let answerIsCapitals = tokens[gap].allSatisfy { $0.kind == .punctuation || $0.text == $0.text.uppercased() }
        // A series in capitals and its number name one document ("RFC 5952", "ISO 639").
        if answerIsCapitals, last + 1 < tokens.count, tokens[last + 1].kind == .number { return true }
        if last + 1 < tokens.count, tokens[last + 1].kind != .punctuation {
            let next = tokens[last + 1]
            if answerIsCapitals, next.text.count > 1, next.text == next.text.uppercased(),
                next.text.contains(where: \.isLetter)
            {
                return true
            }
            // A one-letter symbol after a term names an instance of it ("a genotype matrix G"), and a lower-case
            // word after a name ("the GNU General Public License version 3") is not part of the name.
            if statistics.pairCount(tokens[last].lower, next.lower) >= 2, !CommonWords.isStopword(next.lower),
                next.text.count > 1, !(capitalised && !tokens[last].isAcronym && next.isLowercaseWord)
            {
                return true
            }
        }
        if first > sentence.lead, tokens[first - 1].kind != .punctuation {
            let previous = tokens[first - 1]
            if statistics.pairCount(previous.lower, tokens[first].lower) >= 2, !CommonWords.isCommon(previous.lower) {
                return true
            }
        }
        return false
    }

    /// Whether `gap` is one of a series of terms ("No limits for INTEGER and ENUMERATED values", "the title,
    /// subtitle, keywords and abstract"): any of them would fill the gap, so the cloze has no one answer.
    static func isInASeries(_ gap: Range<Int>, in tokens: [Token]) -> Bool {
        let joins: Set<String> = ["and", "or", "&", "/"]
        let quotes: Set<String> = ["\"", "“", "”", "‘", "’", "'"]
        // Quoted items ("for example "ODS", "GEDCOM", "JPEG" and "XML"") are read without their quotation marks.
        guard !tokens.contains(where: { quotes.contains($0.text) }) else {
            let kept = tokens.indices.filter { !quotes.contains(tokens[$0].text) }
            guard let start = kept.firstIndex(where: { $0 >= gap.lowerBound }) else { return false }
            let end = kept.firstIndex(where: { $0 >= gap.upperBound }) ?? kept.count
            return isInASeries(start..<end, in: kept.map { tokens[$0] })
        }
        let isTerm = { (token: Token) in token.kind != .punctuation && !CommonWords.isStopword(token.lower) }
        let after = gap.upperBound
        // "X, Y, and Z": the middle item has a comma, then the last item's "and".
        if after + 2 < tokens.count, tokens[after].text == ",", ["and", "or"].contains(tokens[after + 1].lower),
            isTerm(tokens[after + 2]), gap.lowerBound >= 2, tokens[gap.lowerBound - 1].text == ","
        {
            return true
        }
        if after + 1 < tokens.count, isTerm(tokens[after + 1]) {
            if joins.contains(tokens[after].lower) { return true }
            // "X, Y and Z": a comma, a term, then "and" or "or" within a few words.
            if tokens[after].text == ",",
                tokens[(after + 1)..<min(tokens.count, after + 12)].contains(where: {
                    ["and", "or"].contains($0.lower)
                })
            {
                return true
            }
        }
        if gap.lowerBound >= 2, joins.contains(tokens[gap.lowerBound - 1].lower) {
            var previous = gap.lowerBound - 2
            if tokens[previous].text == ",", previous >= 1 { previous -= 1 }
            if isTerm(tokens[previous]) { return true }
        }
        return false
    }

    /// Whether `gap` follows words that count or share out what it names ("the majority of {{…}}", "there are a
    /// number of {{…}}", "some of the {{…}}"), or that point back at it ("these {{…}}"): the sentence says how many
    /// or which ones, not what they are, so the gap has no one answer.
    static func isCounted(_ gap: Range<Int>, in tokens: [Token]) -> Bool {
        // "these {{parameters}}" points back at things named before: the sentence alone does not say which.
        if gap.lowerBound >= 1, ["this", "these", "those", "such"].contains(tokens[gap.lowerBound - 1].lower) {
            return true
        }
        var index = gap.lowerBound - 1
        if index >= 0, Phrasing.articles.contains(tokens[index].lower) { index -= 1 }
        guard index >= 1, tokens[index].lower == "of" else { return false }
        let counter = tokens[index - 1].lower
        return countingWords.contains(counter)
    }

    /// Words that count or share out a group before "of".
    private static let countingWords: Set<String> = [
        "majority", "minority", "number", "lot", "lots", "most", "many", "some", "few", "couple", "rest", "all",
        "each", "none", "both", "plenty", "variety", "range", "host", "handful", "dozens", "hundreds", "thousands",
        "part", "half", "several", "any", "one",
    ]

    /// Whether the capitalised words `gap` are part of a longer title joined by "of the" or "and" ("the Rights of
    /// Man and of the Citizen", "the Liverpool and Manchester Railway").
    ///
    /// Acronyms are not title words. A name that ends a series of names with "and" after commas ("MySQL, PostgreSQL and SQLite") is one of them,
    /// not part of a title.
    static func isInsideTitle(_ gap: Range<Int>, in tokens: [Token], lead: Int) -> Bool {
        guard let first = gap.first, let last = gap.last, !tokens[first].isAcronym else { return false }
        let continuesAfter = titleContinues(from: last + 1, step: 1, in: tokens, lead: lead)
        if continuesAfter, !endsASeries(leftNameStart: first, and: last + 1, in: tokens) { return true }
        guard tokens[first].text.first?.isUppercase == true,
            titleContinues(from: first - 1, step: -1, in: tokens, lead: lead)
        else { return false }
        // Walk back over the name before "and" to where it starts.
        guard first >= 2, tokens[first - 1].text == "and" else { return true }
        var start = first - 2
        while start > lead, tokens[start - 1].isCapitalized { start -= 1 }
        return !endsASeries(leftNameStart: start, and: first - 1, in: tokens)
    }

    /// Whether the "and" at `and` joins the name starting at `leftNameStart` to the next as the last two of a series
    /// the commas before them opened: the token before the left name is a comma.
    private static func endsASeries(leftNameStart: Int, and: Int, in tokens: [Token]) -> Bool {
        and < tokens.count && tokens[and].text == "and" && leftNameStart >= 1
            && tokens[leftNameStart - 1].text == ","
    }

    /// Whether, walking from `start` by `step`, one to four words that join the parts of a title ("of", "the",
    /// "and") lead to a capitalised word after the sentence's lead.
    private static func titleContinues(from start: Int, step: Int, in tokens: [Token], lead: Int) -> Bool {
        var index = start
        var joiners = 0
        while index > lead, index < tokens.count, titleJoiners.contains(tokens[index].text), joiners < 4 {
            index += step
            joiners += 1
        }
        guard joiners > 0, index > lead, index < tokens.count else { return false }
        // An acronym or a requirement word in capitals is no word of a title ("… RECOMMENDED for the KDE tools").
        return tokens[index].kind == .word && tokens[index].text.first?.isUppercase == true
            && !tokens[index].isAcronym && !Token.modalKeywords.contains(tokens[index].text)
    }

    /// Lower-case words inside a title of capitalised words ("Declaration of the Rights of Man and of the Citizen").
    private static let titleJoiners: Set<String> = ["of", "the", "and", "for", "de", "la", "du", "des"]

    /// Whether `gap` is the label a sentence opens with before a colon ("The rule: whether a page is cached …"):
    /// it names what follows, as a heading does, and ``ListItemRule`` asks for it when the rest describes it.
    static func isOpeningLabel(_ gap: Range<Int>, in sentence: SentenceContext) -> Bool {
        let tokens = sentence.tokens
        guard gap.upperBound < tokens.count, tokens[gap.upperBound].text == ":" else { return false }
        let start = sentence.lead
        return gap.lowerBound == start
            || (gap.lowerBound == start + 1 && Phrasing.articles.contains(tokens[start].lower))
    }

    /// Whether `gap` is the one word of a phrase that opens the sentence as an adverb does ("By {{convention}}, …",
    /// "In {{practice}}, …"): it says how, not what, and any such word would fill it.
    static func isOpeningAdverbial(_ gap: Range<Int>, in sentence: SentenceContext) -> Bool {
        let tokens = sentence.tokens
        guard gap.count == 1, gap.lowerBound == sentence.lead + 1, gap.upperBound < tokens.count,
            tokens[gap.upperBound].text == ",", tokens[gap.lowerBound].isLowercaseWord
        else { return false }
        return ["by", "in", "at", "on", "for", "as"].contains(tokens[sentence.lead].lower)
    }

    /// Whether the words of `gap` stand alone between quotation marks.
    static func isQuoted(_ gap: Range<Int>, in tokens: [Token]) -> Bool {
        guard gap.lowerBound > 0, gap.upperBound < tokens.count else { return false }
        return ["\"", "“", "‘", "'"].contains(tokens[gap.lowerBound - 1].text)
            && ["\"", "”", "’", "'"].contains(tokens[gap.upperBound].text)
    }

    /// The clozes for `mention`, unless the question gives it away: the whole term, and, when its head noun occurs
    /// elsewhere in the sentence, first the whole term (the shared head names only the kind of thing) and then the
    /// term with its head kept visible.
    private func clozes(for mention: TermExtractor.Mention, in sentence: SentenceContext) -> [ExtractiveCandidate] {
        // "the given {{event type}}": a word that only picks the thing out stays outside the gap, and so does one
        // that describes it in passing ("different {{device drivers}}", "arbitrary {{command sequences}}"), unless
        // the document writes the two words together again.
        var gap = mention.tokens
        while gap.count > 2 {
            let first = sentence.tokens[gap.lowerBound].lower
            let describes =
                CommonWords.describingModifiers.contains(first)
                && statistics.pairCount(first, sentence.tokens[gap.lowerBound + 1].lower) < 2
            guard CommonWords.placesOrPicks(first) || describes else { break }
            gap = (gap.lowerBound + 1)..<gap.upperBound
        }
        guard !isPartOfLongerTerm(gap, in: sentence), isKeyTerm(gap, in: sentence),
            !Self.isInASeries(gap, in: sentence.tokens),
            !Self.isCounted(gap, in: sentence.tokens),
            !Self.isOpeningLabel(gap, in: sentence), !Self.isOpeningAdverbial(gap, in: sentence)
        else {
            return []
        }
        let answer = sentence.text(of: gap)
        guard sentence.clozeLeaks(answer, gap: gap) else { return [cloze(for: mention, gap: gap, in: sentence)] }
        guard gap.count >= 2 else { return [] }
        var result: [ExtractiveCandidate] = []
        if !AnswerChecks.leaksBeyondSharedHead(answer, in: sentence.cloze(replacing: gap)) {
            result.append(cloze(for: mention, gap: gap, in: sentence))
        }
        let modifier = gap.lowerBound..<(gap.upperBound - 1)
        if !sentence.clozeLeaks(sentence.text(of: modifier), gap: modifier) {
            result.append(cloze(for: mention, gap: modifier, in: sentence))
        }
        return result
    }

    /// The cloze cutting `gap` out of `sentence` for `mention`.
    private func cloze(
        for mention: TermExtractor.Mention, gap: Range<Int>, in sentence: SentenceContext
    ) -> ExtractiveCandidate {
        let answer = sentence.text(of: gap)
        let question = sentence.cloze(replacing: gap)
        var salience = mention.salience
        let key = mention.words.suffix(2).joined(separator: " ")
        if statistics.firstPlace(of: key) == sentence.place { salience = min(1, salience + 0.15) }
        return ExtractiveCandidate(
            rule: sentence.isListFact ? .listItem : .keyTermCloze, kind: .cloze, question: question,
            answer: answer, salience: salience, sentence: sentence, isMarked: Self.isQuoted(gap, in: sentence.tokens))
    }
}
