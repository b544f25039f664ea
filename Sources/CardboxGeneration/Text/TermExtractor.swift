/// Finds the key terms of a sentence: acronyms, names, and words the document uses that everyday English does not.
///
/// A lower-case term is one uncommon word of four or more letters that is not an adverb or a verb form ("-ly", "-ing",
/// "-ed") and reads as a noun where it stands (see ``phrase(_:endingAt:lead:)``); it grows to two words when the
/// document repeats the pair ("natural selection") or an uncommon adjective follows an article ("the photic zone"). A
/// sentence's capitalised first word is such a term only when the document uses it as a noun or a verb such as "is"
/// follows it.
///
/// A name is a run of capitalised words (with "of", "de", "von"… inside); a sentence's first word belongs to it only
/// when the document writes that word with a capital elsewhere too. Possessives ("Earth's") are skipped, numbers are
/// left to ``QuantityFinder``, and no term holds a name that only stands for any name in an example ("package foo").
struct TermExtractor {
    /// What kind of term was found.
    enum Kind: Sendable, Equatable {
        /// All capitals ("DNA").
        case acronym
        /// Capitalised words ("Treaty of Westphalia").
        case name
        /// Lower-case words ("mitochondrion", "natural selection").
        case phrase
    }

    /// A term in a sentence.
    struct Mention: Sendable, Equatable {
        /// The tokens it covers.
        var tokens: Range<Int>
        /// Its lower-case words.
        var words: [String]
        /// What kind of term it is.
        var kind: Kind
        /// How much it stands for the document, 0–1.
        var salience: Double
    }

    /// The document's statistics.
    var statistics: TermStatistics

    /// The terms of a tokenised sentence, most salient first.
    func mentions(in tokens: [Token]) -> [Mention] {
        var mentions: [Mention] = []
        let lead = Tokenizer.leadCount(of: tokens)
        var index = lead
        while index < tokens.count {
            let token = tokens[index]
            if Self.isPossessive(token) {
                index += 1
            } else if Self.isPlaceholder(token) {
                index += 1
            } else if token.isAcronym, !Self.romanNumerals.contains(token.text), !opensAName(tokens, at: index) {
                // Keywords written in capitals run together ("OCTET STRING", "AUTOMATIC TAGS").
                var end = index + 1
                while end < tokens.count, end - index < 4, tokens[end].isAcronym, tokens[end].text.count > 1,
                    !Self.romanNumerals.contains(tokens[end].text)
                {
                    end += 1
                }
                mentions.append(mention(tokens, index..<end, kind: .acronym))
                index = end
            } else if token.isCapitalized {
                let end = nameEnd(tokens, from: index)
                let opensClause = index == lead || (index > lead && [":", ";"].contains(tokens[index - 1].text))
                let first = opensClause && !statistics.isName(token.lower) ? index + 1 : index
                if first < end, isName(tokens[first..<end]) {
                    mentions.append(mention(tokens, first..<end, kind: .name))
                } else if first == index + 1, end == index + 1, isPhraseWord(token, capitalAllowed: true) {
                    mentions.append(contentsOf: phrase(tokens, endingAt: index, lead: opensClause ? index : lead))
                }
                index = max(end, index + 1)
            } else {
                if isPhraseWord(token, capitalAllowed: false) {
                    mentions.append(contentsOf: phrase(tokens, endingAt: index, lead: lead))
                }
                index += 1
            }
        }
        let runs = nounPhraseRuns(in: tokens, lead: lead)
        mentions.removeAll { mention in
            runs.contains { $0.tokens != mention.tokens && $0.tokens.clamped(to: mention.tokens) == mention.tokens }
        }
        mentions += runs.filter { run in !mentions.contains { $0.tokens == run.tokens } }
        mentions.removeAll { $0.words.contains(where: isExampleName) }
        return mentions.sorted { $0.salience > $1.salience }
    }

    // MARK: - Private

    /// Noun phrases of two or three lower-case words that an article, a preposition, an opening bracket or quotation
    /// mark or the sentence's opening verb introduces and punctuation, a preposition, a verb or a one-letter symbol closes ("for *phylogenetic
    /// networks*.", "Use *dynamic programming* for", "the *rich data hypothesis*."), when at least one word is
    /// uncommon: the modifier makes an everyday head a term ("genotype matrix"), and a head in "-ing" is a noun
    /// after a modifier ("dynamic programming").
    private func nounPhraseRuns(in tokens: [Token], lead: Int) -> [Mention] {
        var result: [Mention] = []
        var start = lead
        while start < tokens.count {
            let opener = start > lead ? tokens[start - 1] : nil
            // An opening quotation mark sets a name apart as an article would ("a "collation key" for").
            let afterOpener =
                opener.map { Self.nounOpeners.contains($0.lower) || ["(", "\"", "“"].contains($0.text) } ?? false
            let verb = start - 1
            let afterOpeningVerb =
                verb >= lead && tokens[verb].isCapitalized && !tokens[verb].isAcronym
                && (verb == lead || [":", ";"].contains(tokens[verb - 1].text))
            let opens = afterOpener || afterOpeningVerb
            guard opens else {
                start += 1
                continue
            }
            // A common participle opens a clause, not a name ("(*using* strcmp in …)").
            let opensWithParticiple =
                tokens[start].lower.hasSuffix("ing") && CommonWords.isCommon(tokens[start].lower)
            var end = start
            while end < tokens.count, end - start < 3, isRunWord(tokens[end]),
                end == start || !isSubjectAndVerb(tokens, at: end - 1)
            {
                end += 1
            }
            // After "a" or "each" the phrase is one thing: a last word that reads plural is its verb ("that a
            // target dispatches").
            if end - start >= 2, let opener,
                Self.isVerbOfOneThing(
                    tokens[end - 1], after: tokens[end - 2], opener, start >= 2 ? tokens[start - 2] : nil)
            {
                end -= 1
            }
            let closes =
                end == tokens.count || tokens[end].kind == .punctuation || Self.phraseEnders.contains(tokens[end].lower)
                || (tokens[end].text.count == 1 && tokens[end].isCapitalized)
            let words = tokens[start..<end].map(\.lower)
            // An everyday head before a preposition or verb may be a verb itself ("the comments *begin* with"),
            // unless the document uses it as a noun; a quotation after it may be its complement ("the type *looks*
            // 'harmless'").
            let endsClause = end == tokens.count || Self.clauseEnds.contains(tokens[end].text)
            let isQuoted =
                ["\"", "“"].contains(opener?.text ?? "") && end < tokens.count
                && ["\"", "”"].contains(tokens[end].text)
            if end - start >= 2, closes, !opensWithParticiple, words.contains(where: { !CommonWords.isCommon($0) }),
                let head = words.last, !head.hasSuffix("ly"), !head.hasSuffix("ed"),
                !head.hasSuffix("ing") || !CommonWords.isCommon(head),
                isQuoted || endsClause || !CommonWords.isCommon(head) || statistics.isNounLike(head)
            {
                result.append(mention(tokens, start..<end, kind: .phrase))
            }
            start = max(end, start + 1)
        }
        return result
    }

    /// Whether the words at `index` and after it read as a plural subject and its verb.
    ///
    /// "elements *specify* the", "spreadsheets *inherit* from": a compound's modifier is seldom plural, so a plural word followed by a word
    /// the document never uses as a noun, with more of the clause after it, ends the noun phrase. At the end of a
    /// clause the pair is a compound ("a rights form."), and so it is before a verb that follows a subject ("the
    /// glossaries package *is*"): the clause already has its verb.
    private func isSubjectAndVerb(_ tokens: [Token], at index: Int) -> Bool {
        let first = tokens[index].lower
        let second = index + 1 < tokens.count ? tokens[index + 1].lower : ""
        // "each element corresponds to": a singular noun, then a word in "-s" the document never uses as a noun,
        // then a preposition.
        if index + 2 < tokens.count, !TextNormalization.readsPlural(first), TextNormalization.readsPlural(second),
            Self.prepositionsAfterVerb.contains(tokens[index + 2].lower), !statistics.isNounLike(second)
        {
            return true
        }
        guard index + 2 < tokens.count, !Self.clauseEnds.contains(tokens[index + 2].text), first.count >= 4,
            TextNormalization.readsPlural(first), !Self.verbsAfterSubject.contains(tokens[index + 2].lower)
        else { return false }
        return !second.hasSuffix("s") && !statistics.isNounLike(second)
    }

    /// Whether `word` reads plural right after the singular `previous` in a phrase that `opener` opens as one thing
    /// ("a target *dispatches*", "each file *contains*"), or that "the" opens after a relative pronoun (`before`:
    /// "that the resolver *uses*"): it is then the verb of that thing, not a compound's head.
    private static func isVerbOfOneThing(
        _ word: Token, after previous: Token, _ opener: Token, _ before: Token?
    )
        -> Bool
    {
        let opensOneThing =
            singularOpeners.contains(opener.lower)
            || (opener.lower == "the" && ["that", "which", "whom"].contains(before?.lower ?? ""))
        return opensOneThing && TextNormalization.readsPlural(word.lower)
            && !TextNormalization.readsPlural(previous.lower)
    }

    /// Words that open a noun phrase naming one thing.
    private static let singularOpeners: Set<String> = ["a", "an", "each", "every", "one"]

    /// The preposition that follows an intransitive verb ("corresponds to", "belongs to", "refers to"); after a
    /// plural noun other prepositions are far likelier ("the glob rules from each package").
    private static let prepositionsAfterVerb: Set<String> = ["to"]

    /// Marks that end a clause, after which a noun phrase has nothing left to take.
    private static let clauseEnds: Set<String> = [".", ",", ";", ":", ")", "]", "!", "?"]

    /// Whether `token` may be a word of a lower-case noun phrase run: a lower-case word of three or more letters (a
    /// hyphen allowed) that is not a stopword or an adverb.
    private func isRunWord(_ token: Token) -> Bool {
        token.kind == .word && token.isLowercaseWord && token.lower.count >= 3 && !CommonWords.isStopword(token.lower)
            && !token.lower.hasSuffix("ly") && token.lower.allSatisfy { $0.isLetter || $0 == "-" }
            && !Self.verbsAfterSubject.contains(token.lower) && !Self.nounOpeners.contains(token.lower)
            && !CommonWords.numberWords.contains(token.lower)
    }

    /// Whether the acronym at `index` opens a longer name ("GNU Lesser General Public License"): a capitalised
    /// word that is not itself an acronym follows it.
    private func opensAName(_ tokens: [Token], at index: Int) -> Bool {
        guard index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        return next.isCapitalized && !next.isAcronym
    }

    /// Whether `token` stands in for text still to be written ("XX", "XXXX", "TBD"), never a term to learn.
    static func isPlaceholder(_ token: Token) -> Bool {
        let text = token.text.uppercased()
        return (text.count > 1 && text.allSatisfy { $0 == "X" }) || ["TBD", "TBA", "TODO", "FIXME"].contains(text)
    }

    /// Whether `word` (lower case) is a name that only stands for any name in an example ("package foo", "function
    /// baz"); "bar" is one in a document that also writes "foo", else a word like any other ("bar chart").
    private func isExampleName(_ word: String) -> Bool {
        Self.exampleNames.contains(word) || (word == "bar" && statistics.count(of: "foo") > 0)
    }

    /// Names that stand for any name in examples of code.
    private static let exampleNames: Set<String> = ["foo", "baz", "qux", "quux", "foobar"]

    /// Lower-case words allowed inside a name.
    private static let connectors: Set<String> = ["of", "de", "von", "van", "der", "la", "du", "al", "da"]
    /// Roman numerals, which look like acronyms.
    private static let romanNumerals: Set<String> = ["II", "III", "IV", "VI", "VII", "VIII", "IX", "XI", "XII"]
    /// Endings typical of nouns, which make a term more likely a key term.
    private static let nounSuffixes = [
        "tion", "sion", "ment", "ness", "ity", "ism", "ist", "ase", "ose", "cyte", "sis", "logy", "phyte", "ide",
        "ance", "ence", "ure", "ics", "gen", "ium", "um", "on",
    ]
    /// Words after which a noun phrase starts.
    private static let nounOpeners: Set<String> = TermStatistics.determiners.union([
        "in", "on", "at", "by", "with", "from", "into", "for", "as", "than", "between", "like", "via", "about",
        "and", "or", "called", "named", "include", "includes", "including",
    ]).union(CommonWords.quantifiers)

    /// Words that may follow the end of a noun phrase (so "the photic zone *where*" ends at "zone").
    private static let phraseEnders: Set<String> = [
        "of", "in", "on", "at", "by", "for", "with", "from", "to", "into", "where", "which", "that", "who", "is",
        "are", "was", "were", "has", "have", "can", "may", "will",
    ]

    /// Verbs that show the word before them is a sentence's subject.
    private static let verbsAfterSubject: Set<String> = [
        "is", "are", "was", "were", "has", "have", "had", "can", "could", "may", "might", "will", "would", "must",
        "does", "do", "did",
    ]

    /// One past the last token of the run of capitalised words starting at `start`.
    private func nameEnd(_ tokens: [Token], from start: Int) -> Int {
        var end = start + 1
        var probe = end
        while probe < tokens.count, probe - start < 6 {
            let token = tokens[probe]
            if Self.isPossessive(token) {
                break
            } else if token.isCapitalized || token.isAcronym {
                probe += 1
                end = probe
            } else if Self.connectors.contains(token.text), probe + 1 < tokens.count,
                tokens[probe + 1].isCapitalized
            {
                probe += 1
            } else {
                break
            }
        }
        return end
    }

    /// Whether `token` ends in "'s".
    private static func isPossessive(_ token: Token) -> Bool {
        token.lower.hasSuffix("'s") || token.lower.hasSuffix("’s")
    }

    /// Whether the capitalised run names something (not a lone month or a capitalised function word).
    private func isName(_ run: ArraySlice<Token>) -> Bool {
        guard let first = run.first, !CommonWords.isStopword(first.lower) else { return false }
        guard run.count == 1 else { return true }
        // "February-March" is a span of months, not a name.
        let isCalendar = first.lower.split(separator: "-").allSatisfy { CommonWords.calendarWords.contains(String($0)) }
        return !isCalendar && first.text.count >= 2
    }

    /// Whether `token` may be (the last word of) a lower-case term.
    private func isPhraseWord(_ token: Token, capitalAllowed: Bool) -> Bool {
        guard token.kind == .word, capitalAllowed || token.isLowercaseWord else { return false }
        let word = token.lower
        guard word.count >= 4, !CommonWords.isCommon(word), word.allSatisfy({ $0.isLetter || $0 == "-" }) else {
            return false
        }
        return !word.hasSuffix("ly") && !word.hasSuffix("ing") && !word.hasSuffix("ed")
    }

    /// The term ending at the noun-like word at `index`, if it reads as a noun there.
    ///
    /// Two words when the document repeats the pair, or when an uncommon adjective sits between an article or
    /// preposition and the word and the phrase ends there ("the *photic zone*, where"); otherwise the word alone, when
    /// an article, preposition, quantifier or everyday word (a verb such as "contains", an adjective such as "small")
    /// precedes it, or the document uses it as a noun elsewhere. A word right after another uncommon word is taken for
    /// a verb ("lava *cools*") unless the document uses it as a noun, and a word right before one for a modifier
    /// ("*outer* shell").
    private func phrase(_ tokens: [Token], endingAt index: Int, lead: Int) -> [Mention] {
        let word = tokens[index].lower
        let next = index + 1 < tokens.count ? tokens[index + 1] : nil
        if index > lead {
            let previous = tokens[index - 1]
            let isModifier =
                previous.kind == .word && (previous.isLowercaseWord || index - 1 == lead)
                && !CommonWords.isStopword(previous.lower) && !previous.lower.hasSuffix("ly")
                && previous.lower.count >= 3 && !CommonWords.numberWords.contains(previous.lower)
            if isModifier, statistics.pairCount(previous.lower, word) >= 2, !isSubjectAndVerb(tokens, at: index - 1) {
                return [mention(tokens, (index - 1)..<(index + 1), kind: .phrase)]
            }
            let endsPhrase = next.map { $0.kind == .punctuation || Self.phraseEnders.contains($0.lower) } ?? true
            if isModifier, endsPhrase, !CommonWords.isCommon(previous.lower), index - 1 > lead,
                !isSubjectAndVerb(tokens, at: index - 1),
                Self.nounOpeners.contains(tokens[index - 2].lower),
                !Self.isVerbOfOneThing(
                    tokens[index], after: previous, tokens[index - 2], index >= 3 ? tokens[index - 3] : nil)
            {
                return [mention(tokens, (index - 1)..<(index + 1), kind: .phrase)]
            }
        }
        if let next, next.isLowercaseWord, !CommonWords.isStopword(next.lower) { return [] }
        guard index > lead else {
            guard statistics.isNounLike(word) || Self.verbsAfterSubject.contains(next?.lower ?? "") else { return [] }
            return [mention(tokens, index..<(index + 1), kind: .phrase)]
        }
        let previous = tokens[index - 1]
        let follows =
            previous.kind != .word || Self.nounOpeners.contains(previous.lower) || CommonWords.isCommon(previous.lower)
        guard follows || statistics.isNounLike(word) else { return [] }
        return [mention(tokens, index..<(index + 1), kind: .phrase)]
    }

    /// A mention of `range`, with its salience.
    private func mention(_ tokens: [Token], _ range: Range<Int>, kind: Kind) -> Mention {
        let words = tokens[range].filter { $0.kind == .word }.map(\.lower)
        let key = Array(words.suffix(2))
        var salience = statistics.salience(of: key)
        if kind != .phrase { salience *= 1.15 }
        if words.count >= 2 { salience *= 1.1 }
        if let head = words.last, Self.nounSuffixes.contains(where: head.hasSuffix) { salience *= 1.15 }
        return Mention(tokens: range, words: words, kind: kind, salience: min(1, salience))
    }
}
