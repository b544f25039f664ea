import CardboxCore

/// The checks of a cloze's answer that ask the dictionary or the document's statistics, run only on the few
/// candidates about to be chosen.
extension ExtractiveGenerator {
    /// Whether the cloze `candidate` blanks something other than a term: part of a clause, a verb phrase or a
    /// describing word, a kind word before a coined name, or, blanked in passing, the document's running subject.
    func blanksNoTerm(_ candidate: ExtractiveCandidate) -> Bool {
        endsWithAVerb(candidate.answer) || isKindAndName(candidate.answer)
            || Self.cutsAToken(question: candidate.question)
            || Self.cutsANameAtAnInitial(question: candidate.question, answer: candidate.answer)
            || spansTwoPhrases(question: candidate.question, answer: candidate.answer)
            || blanksAVerbOrAModifier(question: candidate.question, answer: candidate.answer)
            || ([.keyTermCloze, .listItem, .statement].contains(candidate.rule)
                && isRunningSubjectWord(candidate.answer))
    }

    /// Whether `answer` ends in a word the dictionary has only as a verb or an adverb ("name indicates", "function
    /// expects", "Expands"), in a preposition ("element inside"), or says one word twice ("file file"): a blank over
    /// part of a clause, not over a term.
    func endsWithAVerb(_ answer: String) -> Bool {
        let parts = answer.split(separator: " ")
        guard let last = parts.last, last.allSatisfy(\.isLetter), last.dropFirst().allSatisfy(\.isLowercase) else {
            return false
        }
        // "element inside": the phrase stops on its preposition.
        if parts.count >= 2, CommonWords.prepositions.contains(last.lowercased()) { return true }
        if parts.count >= 2, parts[parts.count - 2].lowercased() == last.lowercased() { return true }
        let classes = words.wordClasses(of: last.lowercased())
        return !classes.isEmpty && !classes.contains("noun") && !classes.contains("adjective")
    }

    /// Whether the gap of `question` holds a verb phrase or a describing word rather than a term: after "to" the
    /// answer opens with a word the dictionary has mostly as a verb ("To {{make matters worse}}, …"), or is one word
    /// it has as a verb before an object ("data to {{import}} into R"); the answer opens the sentence or a clause
    /// after a comma as a command, one word the dictionary has as a verb before its object ("{{Check}} that …", "If
    /// you have Excel, {{export}} the data …"); the gap opens inside a fixed phrase ("By {{default strings}} are
    /// quoted"); the answer opens with a degree word or "another" ("is {{rather inconvenient}}"), or with a verb's
    /// "-ing" form ("{{Using colClasses}} allows …"); the answer is one word that only places, counts or judges
    /// ("the {{current}} figure"); it ends on a verb's "-s" form before "to" ("your {{code needs}} to depend"); or it
    /// is one word used mostly as an adjective right before a noun ("an {{arbitrary}} user").
    func blanksAVerbOrAModifier(question: String, answer: String) -> Bool {
        guard let gap = question.firstRange(of: CardDraft.clozePlaceholder) else { return false }
        let parts = answer.split(separator: " ")
        guard let first = parts.first, first.allSatisfy(\.isLetter), first.dropFirst().allSatisfy(\.isLowercase)
        else { return false }
        let lowerFirst = first.lowercased()
        let previous = question[..<gap.lowerBound].split(separator: " ").last
        let before = previous?.lowercased()
        let after = question[gap.upperBound...].split(separator: " ").first?.lowercased()
        if before == "to", words.wordClasses(of: lowerFirst).first == "verb" { return true }
        if before == "to", parts.count == 1, let after, Self.objectsAfterAVerb.contains(after),
            words.wordClasses(of: lowerFirst).contains("verb")
        {
            return true
        }
        if let before, CommonWords.fixedPhrases.contains(before + " " + lowerFirst) { return true }
        // "If your {{code needs}} to depend on …": a word in "-s" used more as a verb than as a noun, before "to", is
        // the subject's verb.
        if parts.count >= 2, after == "to", let last = parts.last?.lowercased(), last.hasSuffix("s"),
            let verb = words.usageCount(of: last, wordClass: "verb"),
            let noun = words.usageCount(of: last, wordClass: "noun"), verb > noun
        {
            return true
        }
        if parts.count >= 2, Self.degreeWords.contains(lowerFirst) || words.wordClasses(of: lowerFirst) == ["adverb"] {
            return true
        }
        // "Fontconfig {{performs matching}} by …": a phrase opening with a word that is only ever a verb is the
        // sentence's predicate, not a term; so is one opening with such a verb's "-ing" form, capitalised or not.
        if parts.count >= 2, first.first?.isLowercase == true || lowerFirst.hasSuffix("ing"),
            words.wordClasses(of: lowerFirst) == ["verb"]
        {
            return true
        }
        // "{{Using colClasses}} allows …", "{{setting R_LIBS}}": an "-ing" form used mostly as a verb, before a name
        // the dictionary lacks, is that verb and its object ("using" is also a noun, of a rarer sense).
        if parts.count == 2, lowerFirst.hasSuffix("ing"), words.wordClasses(of: lowerFirst).first == "verb",
            words.wordClasses(of: parts[1].lowercased()).isEmpty, words.hasWord("word")
        {
            return true
        }
        // "{{Check}} that the version …": a command opens the sentence, with its object or clause after it; after a
        // clause and its comma, one opens the main clause before an article ("…, {{export}} the data"), and so does a
        // verb with the word that completes it ("Also, {{make sure}} that …").
        let opensClause =
            gap.lowerBound == question.startIndex
            || (previous?.hasSuffix(",") == true && first.first?.isLowercase == true)
        if opensClause, let after, Self.objectOpeners.contains(after),
            words.wordClasses(of: lowerFirst).contains("verb"),
            parts.count == 1 || (parts.count == 2 && !words.wordClasses(of: parts[1].lowercased()).contains("noun"))
        {
            return true
        }
        if previous?.hasSuffix(",") == true, parts.count == 1, first.first?.isLowercase == true, let after,
            Self.objectsAfterAVerb.contains(after), words.wordClasses(of: lowerFirst).contains("verb")
        {
            return true
        }
        // "the {{current}} figure", "The {{standard}} (or base) packages": a word that only places or judges.
        if parts.count == 1, first.first?.isLowercase == true,
            CommonWords.describingModifiers.contains(first.lowercased())
        {
            return true
        }
        guard parts.count == 1, first.first?.isLowercase == true,
            words.wordClasses(of: String(first)).first == "adjective",
            let next = question[gap.upperBound...].split(separator: " ").first?.prefix(while: \.isLetter),
            !next.isEmpty
        else { return false }
        return words.wordClasses(of: next.lowercased()).first == "noun"
    }

    /// Whether the gap opens or closes inside a word of code: "{{R}}_HOME", "lib{{curl}}", "{{PKG}}_CPPFLAGS".
    ///
    /// A name's leading dot may stay outside the gap (".{{Rprofile}}", ".{{Internal}}"): what follows it is the name.
    static func cutsAToken(question: String) -> Bool {
        guard let gap = question.firstRange(of: CardDraft.clozePlaceholder) else { return false }
        let joins = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        if let before = question[..<gap.lowerBound].last, joins(before) { return true }
        if let after = question[gap.upperBound...].first, joins(after) { return true }
        return false
    }

    /// Whether the gap ends on a person's initial and the name goes on after it: a piece of a name, not a term.
    ///
    /// So it is in "by Richard Becker, {{John M}}. Chambers and Allan Wilks".
    static func cutsANameAtAnInitial(question: String, answer: String) -> Bool {
        let words = answer.split(separator: " ")
        guard let gap = question.firstRange(of: CardDraft.clozePlaceholder), words.count >= 2,
            words.allSatisfy({ $0.first?.isUppercase == true }), let last = words.last, last.count == 1
        else { return false }
        let after = question[gap.upperBound...]
        return after.hasPrefix(". ") && after.dropFirst(2).first?.isUppercase == true
    }

    /// Whether the blank follows "see" or "refer to", holds an `answer` that opens with "see", or comes a word or two
    /// before "section", "chapter" or "appendix": a pointer to another part of the text ("see {{Debugging
    /// Applications}} section for more details", "when tracing duplications ({{see tracemem}})", "consult the
    /// {{Implementation}} considerations section"), not a fact.
    static func blanksACrossReference(_ question: String, answer: String = "") -> Bool {
        if answer.split(separator: " ").first?.lowercased() == "see" { return true }
        guard let gap = question.firstRange(of: CardDraft.clozePlaceholder) else { return false }
        var before = question[..<gap.lowerBound].lowercased().split(separator: " ").suffix(3).map(String.init)
        if before.last == "the" { before.removeLast() }
        if before.last == "see" || before.suffix(2) == ["refer", "to"] { return true }
        // "consult the {{answer}} considerations section": the name of a part of the text.
        let after = question[gap.upperBound...].lowercased().split(separator: " ").prefix(2).map {
            String($0.filter(\.isLetter))
        }
        return after.contains { ["section", "chapter", "appendix"].contains($0) }
    }

    /// Words that open a verb's object, or the place it goes to, right after the verb ("export *the* data",
    /// "import *into* R").
    private static let objectsAfterAVerb: Set<String> = [
        "the", "a", "an", "it", "them", "its", "their", "into", "onto",
    ]

    /// Words that open a phrase describing how much or which other, never a term ("rather inconvenient", "another
    /// source of input").
    private static let degreeWords: Set<String> = [
        "another", "very", "quite", "rather", "somewhat", "fairly", "too", "so", "such", "much", "less", "more",
    ]

    /// Words that open a verb's object or clause ("Check *that* …", "Set *the* …").
    private static let objectOpeners: Set<String> = ["that", "the", "a", "an", "whether", "if", "its", "this", "these"]

    /// Whether `answer` is one everyday word, or an acronym, that is also the document's running subject.
    ///
    /// "package" in a specification of package triggers, "file" in a manual of files, "DNS" in the manual of a DNS
    /// module: every reader of the text knows it, so a blank over it in passing asks nothing (a sentence defining it
    /// still may). A coined name stays an answer however often it is named ("acmart").
    func isRunningSubjectWord(_ answer: String) -> Bool {
        let words = TextNormalization.words(Phrasing.droppingArticle(answer))
        guard words.count == 1, let word = words.first, let statistics,
            statistics.isRunningSubject(word) || statistics.isRunningSubject(TextNormalization.folded(word))
        else { return false }
        return Token.isAcronymText(answer.trimmed) || CommonWords.isCommon(word) || self.words.hasWord(word)
    }

    /// Whether the words of `answer` run from one phrase into the next rather than make one noun phrase: "one"
    /// standing for a noun ("the {{dxxx ones}}"); a last word that is an adjective opening a phrase that goes on
    /// after the gap ("its {{arguments specific}} to the class"); or a plural after "many", "some",
    /// "most" … that ends an opening phrase, with the subject after it ("In many {{cases arguments}} can be given"),
    /// where the document writes the two words together nowhere else.
    func spansTwoPhrases(question: String, answer: String) -> Bool {
        let parts = answer.split(separator: " ").map { $0.lowercased() }
        guard parts.count >= 2, let last = parts.last, let gap = question.firstRange(of: CardDraft.clozePlaceholder),
            parts.allSatisfy({ $0.allSatisfy(\.isLetter) })
        else { return false }
        if last == "one" || last == "ones" { return true }
        let after = question[gap.upperBound...].split(separator: " ").first.map { $0.lowercased() }
        if let after, Self.complementPrepositions.contains(after), Self.adjectivesWithComplements.contains(last) {
            return true
        }
        let before = question[..<gap.lowerBound].split(separator: " ").last.map { $0.lowercased() }
        guard let before, CommonWords.quantifiers.contains(before) else { return false }
        return TextNormalization.readsPlural(parts[0]) && (statistics?.pairCount(parts[0], parts[1]) ?? 0) < 2
    }

    /// Adjectives that follow a noun with a phrase of their own ("arguments specific to the class", "values equal
    /// to zero").
    private static let adjectivesWithComplements: Set<String> = [
        "specific", "relevant", "available", "similar", "equal", "related", "unique", "common", "native",
        "peculiar", "proportional", "responsible", "independent", "dependent", "different", "identical",
        "applicable", "suitable", "due", "essential", "necessary", "sufficient", "free", "full", "close",
        "corresponding", "according", "relating", "belonging", "pertaining", "referring", "leading",
    ]

    /// The prepositions that open such a phrase.
    private static let complementPrepositions: Set<String> = ["to", "for", "of", "from", "on", "with", "in", "than"]

    /// Whether `answer` is a word for a kind of thing and a name the dictionary does not have ("environment
    /// translatedabstract", "command appendix"): the blank should hold the name alone, so this one is left.
    func isKindAndName(_ answer: String) -> Bool {
        let parts = answer.split(separator: " ")
        guard parts.count == 2, parts.allSatisfy({ $0.allSatisfy(\.isLetter) && $0.first?.isLowercase == true })
        else { return false }
        return words.wordClasses(of: String(parts[0])).first == "noun"
            && words.wordClasses(of: String(parts[1])).isEmpty
    }
}
