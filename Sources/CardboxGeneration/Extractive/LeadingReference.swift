import CardboxCore

/// How a sentence's first word points back to something written before it, and what can stand in for it.
///
/// "It hides the state." opens with a bare pronoun: the sentence has no subject of its own. "This version does not
/// handle REAL." opens with a determiner: the subject is there, but it needs the section to make sense. A question
/// is never asked about a bare pronoun: the section's heading stands in for it when the heading names a thing of the
/// same number ("Encapsulation" for "It"), and otherwise the sentence gives no cloze at all. A determiner keeps its
/// sentence, with the heading joined to the question as context.
enum LeadingReference: Equatable {
    /// The sentence opens with its own subject.
    case none
    /// The sentence opens with a pronoun standing for its subject ("It", "This is", "These include").
    case bare(plural: Bool)
    /// The sentence opens with a determiner before a noun ("This version", "These rules").
    case determiner
    /// The sentence opens with another word that leans on earlier text ("We", "There", "Such").
    case other

    /// The reference at the start of `tokens` from `lead`.
    init(tokens: [Token], lead: Int) {
        guard lead < tokens.count else {
            self = .none
            return
        }
        let first = tokens[lead].lower
        let next = lead + 1 < tokens.count ? tokens[lead + 1] : nil
        switch first {
        case "it": self = .bare(plural: false)
        case "they": self = .bare(plural: true)
        case "this", "that", "these", "those":
            let plural = first == "these" || first == "those"
            guard let next, next.kind == .word else {
                self = .bare(plural: plural)
                return
            }
            let word = next.lower
            if Self.verbs.contains(word) {
                self = .bare(plural: plural)
            } else if !plural, word.count > 3, word.hasSuffix("s"),
                !["ss", "us", "is"].contains(where: { word.hasSuffix($0) })
            {
                self = .bare(plural: false)
            } else {
                self = .determiner
            }
        case "both":
            // "Both solutions were …" points back to two things; "Both lists and tuples are …" names them.
            let names = tokens[(lead + 1)..<min(tokens.count, lead + 5)].contains { $0.lower == "and" }
            self = names ? .none : .other
        default:
            self = CommonWords.pronouns.contains(first) ? .other : .none
        }
    }

    /// Whether the sentence points at text around it for what it says: "the command below", "as shown above", "the
    /// following properties", "here's an example" — the card would lack what the sentence shows.
    static func pointsAround(tokens: [Token], lead: Int) -> Bool {
        let words = tokens.dropFirst(lead).filter { $0.kind == .word }.map(\.lower)
        if words.contains(where: { $0 == "below" || $0 == "above" }) { return true }
        return zip(words, words.dropFirst()).contains { pair in
            (pair.0 == "the" && pair.1 == "following") || (pair.0 == "here" && ["is", "are", "s"].contains(pair.1))
        }
    }

    /// Whether the sentence needs what came before although its first word is its own.
    ///
    /// It does when it points back inside itself with "this", "these" or "those" before a noun ("In 2009 the
    /// algorithm was generalised and these limitations were removed", "For previous versions, this figure was …"),
    /// opens in circumstances told earlier ("In this situation, …"), or opens by asking the reader to take something
    /// as given ("Consider the binary representation of N", "Let n be …").
    static func leansInside(tokens: [Token], lead: Int) -> Bool {
        if lead < tokens.count, tokens[lead].isCapitalized, suppositions.contains(tokens[lead].lower) { return true }
        // "In this situation, …", "For that reason …": the sentence opens in circumstances told before it.
        if lead + 2 < tokens.count, openingPrepositions.contains(tokens[lead].lower),
            ["this", "that", "such"].contains(tokens[lead + 1].lower), tokens[lead + 2].kind == .word
        {
            return true
        }
        return tokens.indices.dropFirst(lead + 1).dropLast().contains { index in
            ["this", "these", "those"].contains(tokens[index].lower) && !standsAlone(tokens: tokens, at: index)
        }
    }

    /// Whether "this", "these" or "those" stands alone for something named earlier, after the first word.
    ///
    /// "Failing to do this is a common cause of …", "The default set hides a lot of these, but …": whatever the
    /// sentence says, it says of a thing the card could not show. After a label's colon it stands for the label
    /// ("Remaining lines: This is the calling context …"), and after a conjunction for the clause before it ("The
    /// package is very flexible, but this means that it has a lot of options").
    static func hasBareDemonstrative(tokens: [Token], lead: Int) -> Bool {
        tokens.indices.dropFirst(lead + 1).contains { index in
            ["this", "these", "those"].contains(tokens[index].lower)
                && !clauseJoiners.contains(tokens[index - 1].lower) && standsAlone(tokens: tokens, at: index)
        }
    }

    /// Whether "such a" or "such an" points back at a thing named in an earlier sentence.
    ///
    /// In "However, such a package can be installed …" the card could not say which one. One the sentence itself
    /// names first stays ("a zip file (or the URL of such a file)"), and "such as" gives examples.
    static func pointsBackWithSuch(tokens: [Token], lead: Int) -> Bool {
        tokens.indices.dropFirst(lead).contains { index in
            guard index + 1 < tokens.count, tokens[index].lower == "such" else { return false }
            // "such colors" points back as "such a color" does; "such as" and "such that" do not.
            let article = ["a", "an"].contains(tokens[index + 1].lower)
            let nounIndex = article ? index + 2 : index + 1
            guard nounIndex < tokens.count, tokens[nounIndex].kind == .word,
                article || !CommonWords.isStopword(tokens[nounIndex].lower)
            else { return false }
            let noun = TextNormalization.folded(tokens[nounIndex].lower)
            return !tokens[lead..<index].contains { TextNormalization.folded($0.lower) == noun }
        }
    }

    /// Whether the sentence opens with a word that sets it against or after the one before it ("Instead, you get the
    /// numerical value …", "Again, e contains …", "Otherwise, the output argument …", "On the other hand, …"), or
    /// opens a consequence of it ("Hence gp wants to print …"): its fact holds only beside the earlier one.
    static func opensWithAConnective(tokens: [Token], lead: Int) -> Bool {
        // "Hence gp wants to print …", "Thus the sum is …": a consequence of a reason given before, comma or not.
        if lead < tokens.count, consequences.contains(tokens[lead].lower) { return true }
        // "And so on, recursively, …", "But the last one …": the sentence goes on with the one before it.
        if lead < tokens.count, tokens[lead].isCapitalized, ["and", "but", "or", "nor"].contains(tokens[lead].lower) {
            return true
        }
        var joined = ""
        for index in tokens.indices.dropFirst(lead).prefix(5) {
            if tokens[index].text == "," { return connectives.contains(joined) }
            guard tokens[index].kind == .word else { return false }
            joined += (joined.isEmpty ? "" : " ") + tokens[index].lower
        }
        return false
    }

    /// Words that open a consequence of what the sentence before said.
    private static let consequences: Set<String> = ["hence", "thus", "therefore", "consequently", "accordingly"]

    /// Words that set a sentence against or after the one before it, when a comma follows them.
    private static let connectives: Set<String> = [
        "instead", "again", "otherwise", "conversely", "still", "nonetheless", "nevertheless", "then", "in contrast",
        "by contrast", "on the other hand", "in that case", "in this case", "in either case", "in both cases",
        "even so", "rather",
    ]

    /// Whether the sentence says its fact of something an earlier sentence named.
    ///
    /// "As is the use of .PHONY", "So does GNU make", "Nor can the compiler" open by saying the same of something
    /// before them; "Note that the latter might give false positives" names nothing of its own; "The first is the
    /// name of the macro" picks one of several things listed before it; "To do so, set debug on the outer function"
    /// and "The consequences of not doing so" stand for an action told before. "The latter" after "and" or "or" in
    /// the sentence picks one of the things it names itself, and "do so" past the sentence's first six words stands
    /// for a verb of its own ("the Makevars file can set them and should do so portably"). "All other elements are
    /// ignored" and "The result is still a single element" open with what is left of, or comes of, things told
    /// before.
    static func leansOnWhatCameBefore(tokens: [Token], lead: Int) -> Bool {
        if lead + 1 < tokens.count, ellipticalOpeners.contains(tokens[lead].lower),
            CommonWords.auxiliaries.contains(tokens[lead + 1].lower)
        {
            return true
        }
        if lead + 2 < tokens.count, tokens[lead].lower == "the", ordinals.contains(tokens[lead + 1].lower) {
            // "The first is …", "The first two are …", "The last, …".
            let next = lead + 2 < tokens.count && countWords.contains(tokens[lead + 2].lower) ? lead + 3 : lead + 2
            if next < tokens.count, CommonWords.auxiliaries.contains(tokens[next].lower) || tokens[next].text == "," {
                return true
            }
        }
        if Self.subjectIsTheRest(tokens: tokens, lead: lead) || Self.subjectIsAnOutcome(tokens: tokens, lead: lead) {
            return true
        }
        let opening = tokens[lead..<min(tokens.count, lead + 6)].map(\.lower)
        if zip(opening, opening.dropFirst()).contains(where: {
            ["do", "doing", "done", "did"].contains($0) && $1 == "so"
        }) {
            return true
        }
        return tokens.indices.dropFirst(lead).dropLast().contains { index in
            tokens[index].lower == "the" && ["latter", "former"].contains(tokens[index + 1].lower)
                && !tokens[lead..<index].contains { ["and", "or"].contains($0.lower) }
        }
    }

    /// Whether the sentence opens with the things left over from some named before it: "All other elements are
    /// ignored", "The remaining arguments are passed on", "The rest is …".
    private static func subjectIsTheRest(tokens: [Token], lead: Int) -> Bool {
        let opening = tokens[lead..<min(tokens.count, lead + 3)].map(\.lower)
        guard let first = opening.first, ["the", "all"].contains(first), opening.count >= 2 else { return false }
        let next = opening[1] == "the" && opening.count == 3 ? opening[2] : opening[1]
        return ["other", "remaining", "rest"].contains(next)
    }

    /// Whether the sentence's subject is an outcome and nothing more, so it is the outcome of something told before:
    /// "The result is still a single element", "The effect is the same" (but not "The result of a comparison is …").
    private static func subjectIsAnOutcome(tokens: [Token], lead: Int) -> Bool {
        guard lead + 2 < tokens.count, tokens[lead].lower == "the", outcomes.contains(tokens[lead + 1].lower) else {
            return false
        }
        return CommonWords.auxiliaries.contains(tokens[lead + 2].lower)
    }

    /// Nouns for what comes of an action.
    private static let outcomes: Set<String> = [
        "result", "results", "outcome", "effect", "output", "answer", "consequence", "difference", "upshot",
    ]

    /// Small numbers written as words, as after an ordinal ("the first two").
    private static let countWords: Set<String> = ["two", "three", "four", "five", "few"]

    /// Words for one of several things by its place among them.
    private static let ordinals: Set<String> = [
        "first", "second", "third", "fourth", "fifth", "last", "next", "other", "remaining", "former", "latter",
    ]

    /// Words that open a sentence saying the same of something said before ("As is …", "So does …").
    private static let ellipticalOpeners: Set<String> = ["as", "so", "nor", "neither"]

    /// What joins a clause to the one before it in the same sentence, or a label to what it says.
    private static let clauseJoiners: Set<String> = [":", ";", "but", "and", "so", "yet", "because", "since", "as"]

    /// Whether the demonstrative at `index` stands alone: no noun follows it, but a mark, the end, a verb or a
    /// function word.
    private static func standsAlone(tokens: [Token], at index: Int) -> Bool {
        guard index + 1 < tokens.count, tokens[index + 1].kind == .word else { return true }
        let next = tokens[index + 1].lower
        return verbs.contains(next) || CommonWords.isStopword(next)
    }

    /// Prepositions that open a sentence's setting ("In this case", "For that reason").
    private static let openingPrepositions: Set<String> = ["in", "for", "at", "with", "under", "from", "by", "on"]

    /// Verbs that open a supposition or an exercise rather than state a fact.
    private static let suppositions: Set<String> = ["consider", "let", "suppose", "assume", "imagine", "recall"]

    /// Whether a clause after a comma opens with a demonstrative that stands alone as its subject ("Depending on the
    /// kind of work, this may be …"): the sentence's main clause points back to earlier text even though its first
    /// word does not.
    static func clauseLeansAfterComma(tokens: [Token], lead: Int) -> Bool {
        tokens.indices.dropFirst(lead + 1).dropLast().contains { index in
            guard tokens[index].text == ",", ["this", "these", "those"].contains(tokens[index + 1].lower) else {
                return false
            }
            if case .bare = LeadingReference(tokens: tokens, lead: index + 1) { return true }
            return false
        }
    }

    /// Whether the sentence opens with an example or a restatement of what came before, then a pronoun subject.
    ///
    /// "For example, it …", "That is, this means …", and the abbreviated "e.g. they must be added …".
    static func leansAfterIntroduction(tokens: [Token], lead: Int) -> Bool {
        var joined = ""
        for index in tokens.indices.dropFirst(lead).prefix(6) {
            if tokens[index].text != "." { joined += tokens[index].lower.filter { $0 != "." } }
            guard introductions.contains(joined) else { continue }
            var next = index + 1
            while next < tokens.count, [".", ","].contains(tokens[next].text) { next += 1 }
            switch LeadingReference(tokens: tokens, lead: next) {
            case .bare, .other: return true
            case .none, .determiner: return false
            }
        }
        return false
    }

    /// Openers that give an example of, or restate, what came before; written without dots or spaces.
    private static let introductions: Set<String> = [
        "eg", "ie", "forexample", "forinstance", "thatis", "inotherwords", "similarly", "likewise",
    ]

    /// Whether the sentence opens by placing itself in time after what came before ("Three days later …", "Soon
    /// afterwards …", "Thereafter …"): the events it tells follow others the sentence does not name.
    static func opensAfterEarlierEvents(tokens: [Token], lead: Int) -> Bool {
        tokens[lead..<min(tokens.count, lead + 4)].contains {
            ["later", "afterwards", "thereafter"].contains($0.lower)
        }
    }

    /// Whether the sentence opens with a command whose object it leaves out ("Use with the command to print …",
    /// "Call after the structure is created."): the thing to use is the one named before, so the sentence leans on
    /// it.
    static func opensWithObjectlessCommand(tokens: [Token], lead: Int) -> Bool {
        guard lead + 1 < tokens.count, tokens[lead].isCapitalized,
            commandVerbs.contains(tokens[lead].lower), objectlessFollowers.contains(tokens[lead + 1].lower)
        else { return false }
        return true
    }

    /// Verbs that open the instructions of manuals.
    private static let commandVerbs: Set<String> = [
        "use", "call", "set", "pass", "combine", "apply", "run", "invoke", "load", "enable", "disable", "compare",
        "pair", "free", "release", "initialise", "initialize",
    ]

    /// Words that follow such a verb only when its object is left out.
    private static let objectlessFollowers: Set<String> = [
        "with", "after", "before", "together", "only", "instead", "when", "if", "once", "alongside",
    ]

    /// What stands in for a bare pronoun: the last heading of `headingPath`, without its number, when it is a
    /// short name of one thing (or of several, for a plural pronoun); `nil` when there is none.
    func standIn(headingPath: [String]) -> String? {
        guard case .bare(let plural) = self, let heading = Self.subjectHeading(headingPath) else { return nil }
        let words = heading.split(separator: " ")
        guard let last = words.last?.lowercased() else { return nil }
        let readsPlural = last.hasSuffix("s") && !["ss", "us", "is", "ics"].contains(where: { last.hasSuffix($0) })
        return readsPlural == plural ? heading : nil
    }

    /// Whether the sentence of `tokens`, opening with a bare pronoun at `lead`, goes on to name `heading`'s last
    /// word right after its verb ("This is version 0.21 of …" under "Version"): with the heading standing in for
    /// the pronoun it would say "Version is version 0.21", so the pronoun points at something else, here the text.
    static func restates(_ heading: String, tokens: [Token], lead: Int) -> Bool {
        guard let last = heading.split(separator: " ").last.map({ TextNormalization.folded($0.lowercased()) }) else {
            return false
        }
        var index = lead + 1
        guard index < tokens.count, copulas.contains(tokens[index].lower) else { return false }
        index += 1
        if index < tokens.count, Phrasing.articles.contains(tokens[index].lower) { index += 1 }
        return index < tokens.count && TextNormalization.folded(tokens[index].lower) == last
    }

    /// Verbs that link a subject to what it is.
    private static let copulas: Set<String> = ["is", "are", "was", "were"]

    /// The last heading of `headingPath` without a leading section number ("2.1 ASN.1 syntax" → "ASN.1 syntax"),
    /// when it is one to four words naming a thing rather than a part of the text ("Introduction", "Solutions") or
    /// a phrase ("The Model and the Problem").
    static func subjectHeading(_ headingPath: [String]) -> String? {
        guard let heading = contextHeading(headingPath) else { return nil }
        let words = heading.split(separator: " ").map { $0.lowercased() }
        guard (1...4).contains(words.count), !words.contains(where: CommonWords.isStopword),
            !words.contains(where: { genericHeadings.contains($0) }),
            heading.allSatisfy({ $0.isLetter || $0.isNumber || " .-_".contains($0) })
        else { return nil }
        return heading
    }

    /// The last heading of `headingPath` without its section number or trailing colon, for a question's context.
    static func contextHeading(_ headingPath: [String]) -> String? {
        guard var heading = headingPath.last?.trimmed else { return nil }
        if heading.hasSuffix(":") { heading.removeLast() }
        var words = heading.split(separator: " ")
        if let first = words.first, words.count > 1,
            first.allSatisfy({ $0.isNumber || $0 == "." }) || (first.count <= 3 && first.hasSuffix("."))
        {
            words.removeFirst()
        }
        let result = words.joined(separator: " ")
        guard result.contains(where: \.isLetter), !manualSections.contains(result) else { return nil }
        return result
    }

    /// The sections of a manual page, printed in capitals, which say where a sentence stands in the page, not what
    /// it is about ("NAME: which recovers data …?").
    private static let manualSections: Set<String> = [
        "NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "EXAMPLES", "EXAMPLE", "SEE ALSO", "FILES", "ENVIRONMENT",
        "BUGS", "AUTHOR", "AUTHORS", "NOTES", "RETURN VALUE", "EXIT STATUS", "DIAGNOSTICS", "CAVEATS",
    ]

    /// Nouns with which a text names the software it documents ("This version doesn't handle the REAL type").
    private static let subjectOfTheText: Set<String> = [
        "version", "release", "implementation", "library", "program", "package", "software", "tool",
    ]

    /// Whether the noun after the sentence's opening determiner is named: by an "of" phrase after it ("This version
    /// of the parser"), by being the software the text documents ("This version"), or by a heading of `headings`
    /// ("This element" under "The <glob> element", "These rules" under "Rules"), so the card says what the sentence
    /// points at.
    static func determinerIsResolved(_ headings: [String], tokens: [Token], lead: Int) -> Bool {
        guard lead + 1 < tokens.count, tokens[lead + 1].kind == .word else { return false }
        if lead + 2 < tokens.count, tokens[lead + 2].lower == "of" { return true }
        // "This version", "this library": the software the whole text is about.
        if subjectOfTheText.contains(tokens[lead + 1].lower) { return true }
        let noun = TextNormalization.folded(tokens[lead + 1].lower)
        let singular = noun.hasSuffix("s") ? String(noun.dropLast()) : noun
        return headings.contains { heading in
            TextNormalization.words(heading).contains {
                let word = TextNormalization.folded($0)
                return word == noun || word == singular || word == singular + "s"
            }
        }
    }

    // MARK: - Private

    /// Verbs that show "this", "that", "these" or "those" stands alone as the subject.
    private static let verbs: Set<String> = [
        "is", "are", "was", "were", "has", "have", "had", "can", "could", "may", "might", "will", "would", "should",
        "must", "does", "do", "did", "make", "means", "mean", "allow", "let", "give", "show", "help", "lead", "cause",
        "become", "provide", "require", "include", "describe", "ensure", "happens", "happen", "work", "works",
    ]
    /// Heading words that name a part of the text, not a thing a sentence could be about.
    static let genericHeadings: Set<String> = [
        "introduction", "overview", "summary", "conclusion", "conclusions", "background", "motivation",
        "discussion", "results", "result", "examples", "example", "notes", "note", "solutions", "solution",
        "problems", "problem", "exercises", "references", "abstract", "preface", "contents", "appendix", "outline",
        "agenda", "questions", "work", "developments", "chapter", "section", "part", "approach", "method",
        "methods", "evaluation", "experiments", "acknowledgments", "acknowledgements", "usage", "getting", "started",
        "concepts", "details", "rationale", "requirements", "scope", "synopsis",
    ]
}
