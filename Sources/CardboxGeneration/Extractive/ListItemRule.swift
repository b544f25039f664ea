import CardboxCore

/// Turns "Term: description" list items into questions, with the list's heading as context.
///
/// Under the heading "Cell organelles", the item "• Ribosome: builds proteins from amino acids" becomes
/// "Cell organelles: which builds proteins from amino acids?" → "Ribosome". A description that does not start
/// with a verb reads "which is …" ("Nucleus – the control centre" → "…: which is the control centre?"). When the
/// term's head noun is already in the question ("Types of rock: … " and "Igneous rock"), the answer is the rest
/// of the term ("Igneous"). Items that are whole sentences go to the cloze rules, which add the same context.
struct ListItemRule {
    /// The document's statistics (for casing and salience).
    var statistics: TermStatistics
    /// The dictionary that tells a description opening with a bare noun ("output variable containing …").
    var words: any RelatedTerms = NoRelatedTerms()

    /// The list card of `sentence`.
    ///
    /// The sentence is a "Term: description" item, or the description after a list item's opening label
    /// ("• Thread-safety. No global variables are used …").
    func candidates(in sentence: SentenceContext) -> [ExtractiveCandidate] {
        if let labelled = labelled(sentence) { return [labelled] }
        guard sentence.number == 0, isGlossaryLike(sentence),
            !(sentence.text.trimmed.last.map { ",;:—–-".contains($0) } ?? true)
        else { return [] }
        let tokens = sentence.tokens
        let lead = sentence.lead
        let end = sentence.bodyEnd
        guard lead + 1 < end,
            let separator = (lead + 1..<min(end, lead + 7)).first(where: { isSeparator($0, in: tokens) }),
            tokens[lead..<separator].allSatisfy({ $0.kind != .punctuation || isGluedComma($0, in: tokens) }),
            // A term has a word in it; "0:text/x-diff:…" is a line of data.
            tokens[lead..<separator].contains(where: { $0.kind == .word }),
            // "The input is biallelic: there are …" is a sentence with a colon, not a term and its description.
            !tokens[lead..<separator].contains(where: { Self.auxiliaries.contains($0.lower) }),
            // "Figure 1: …", "An example of the src: …" label a caption or a sample, not a term.
            !Self.furniture.contains(tokens[lead].lower),
            !(Phrasing.articles.contains(tokens[lead].lower) && Self.furniture.contains(tokens[lead + 1].lower)),
            !CommonWords.isStopword(tokens[lead].lower) || Phrasing.articles.contains(tokens[lead].lower),
            // "Whenever possible – and unless …" opens a clause, not a term.
            !Self.subordinators.contains(tokens[lead].lower)
        else { return [] }
        // "Remaining lines: This is the calling context …" describes the term through a pronoun: "is the calling
        // context …" is the description.
        var opening = separator + 1
        if opening + 2 < end, ["this", "it"].contains(tokens[opening].lower), tokens[opening + 1].lower == "is",
            Phrasing.articles.contains(tokens[opening + 2].lower)
        {
            opening += 2
        }
        let description = opening..<end
        let descriptionWords = tokens[description].count { $0.kind != .punctuation }
        // "The theory: If you go to a library …, what do you do?" asks or supposes; it describes no term; "RSPerl:
        // Duncan Temple Lang" names who made it.
        guard (2...40).contains(descriptionWords), let first = tokens[description].first, first.kind == .word,
            !Self.openers.contains(first.lower), tokens[description].last?.text != "?",
            !Self.isOnlyAName(tokens[description], of: tokens[lead..<separator]),
            // "Values for lookup: the class: comes first from …" labels again inside: the line is a table's, cut.
            !tokens[description].contains(where: { $0.text == ":" })
        else {
            return []
        }
        var text = Phrasing.lowercasingFirstWord(sentence.text(of: description), statistics: statistics)
        let next = description.count > 1 ? tokens[description.lowerBound + 1].lower : nil
        // "sidebar: Place formatted text in the margin." describes what the term does in the imperative, as
        // reference lists do: "which places formatted text in the margin?" So does a lower-case verb before its
        // object ("definitions: return the pointer …").
        let isImperative =
            Self.imperatives.contains(first.lower)
            && (first.isCapitalized || next.map { Phrasing.articles.contains($0) || $0 == "its" } == true)
        // A parameter a reference manual describes ("vectorName: specify the name of the C vector") is a detail of
        // one function's signature, not a term to learn.
        guard !(isImperative && first.isLowercaseWord && Self.isIdentifier(tokens[lead..<separator])) else {
            return []
        }
        if isImperative {
            text = Phrasing.thirdPerson(first.lower) + text.dropFirst(first.text.count)
        }
        let predicate =
            startsWithVerb(first.lower, next: next) || Self.imperatives.contains(first.lower)
            ? text : (opensWithBareNoun(first) ? "is the " : "is ") + text
        let question = sentence.listContext.map { "\($0): which \(predicate)?" } ?? "Which term \(predicate)?"
        var termEnd = separator
        var answer = Phrasing.droppingArticle(sentence.text(of: lead..<termEnd))
        // "round-trip time: the time between sending a request and …" names the term's kind by its head noun, as a
        // definition does; the term is still the whole of it. A head the list's heading gives ("Types of rock") is
        // left out of the answer ("Igneous").
        let headIsTheDescriptionsKind =
            !AnswerChecks.leaksBeyondSharedHead(answer, in: question)
            && !(sentence.listContext.map { AnswerChecks.leaks(answer, in: $0) } ?? false)
        if AnswerChecks.leaks(answer, in: question), termEnd - lead >= 2, !headIsTheDescriptionsKind {
            termEnd -= 1
            answer = Phrasing.droppingArticle(sentence.text(of: lead..<termEnd))
        }
        guard !answer.isEmpty, headIsTheDescriptionsKind || !AnswerChecks.leaks(answer, in: question),
            !isAbbreviatedName(answer, describedBy: tokens[description])
        else { return [] }
        let words = tokens[lead..<termEnd].filter { !CommonWords.isStopword($0.lower) }.map(\.lower)
        return [
            ExtractiveCandidate(
                rule: .listItem, kind: .basic, question: question, answer: answer,
                salience: statistics.salience(of: Array(words.suffix(2))), sentence: sentence)
        ]
    }

    // MARK: - Private

    /// Whether `term` is a name shortened as programmers shorten them ("dst", "src", "tl len").
    ///
    /// Every part has at most five lower-case letters and one of them is no word the dictionary knows. A reference
    /// manual lists its parameters so; they are not terms to learn. Without a dictionary (it then knows no word of
    /// `description` either) nothing is taken for one.
    private func isAbbreviatedName(_ term: String, describedBy description: ArraySlice<Token>) -> Bool {
        let parts = term.split(separator: " ")
        guard !parts.isEmpty, parts.allSatisfy({ $0.count <= 5 && $0.allSatisfy { $0.isLetter && $0.isLowercase } }),
            description.contains(where: { $0.kind == .word && words.hasWord($0.lower) })
        else { return false }
        return parts.contains { !words.hasWord(String($0)) && !CommonWords.isCommon(String($0)) }
    }

    /// Words that open a condition, a question or a clause joined to the one before it, not a description
    /// ("Whenever possible – *and* unless mentioned explicitly – …").
    private static let openers: Set<String> = [
        "if", "unless", "because", "although", "though", "whether", "what", "how", "why", "who", "suppose", "and",
        "or", "but", "nor", "so", "yet", "this", "that", "these", "those", "it", "they",
    ]

    /// Words that open a subordinate clause, so a "term" they open is a clause cut at a dash or colon.
    private static let subordinators: Set<String> = [
        "whenever", "when", "while", "wherever", "where", "whereas", "once", "since", "until", "unless", "if",
        "although", "though", "because", "after", "before", "as",
    ]

    /// Whether a description opens with a noun and no article, as reference manuals write them ("der: output
    /// variable containing the encoding"): "Which term is the output variable …?" reads as English, "is output
    /// variable" does not.
    private func opensWithBareNoun(_ first: Token) -> Bool {
        guard first.kind == .word, !first.isAcronym, !TermStatistics.determiners.contains(first.lower) else {
            return false
        }
        return words.wordClasses(of: first.lower).first == "noun"
    }

    /// "Which term is described as “…”?" for the second sentence of a list item whose first sentence is a label of
    /// one to three words with no verb ("Thread-safety.", "Portability."), answered by the label.
    private func labelled(_ sentence: SentenceContext) -> ExtractiveCandidate? {
        guard sentence.number == 1, sentence.paragraph.role == .listItem,
            let label = sentence.paragraph.sentenceTexts.first?.trimmed, label.hasSuffix("."),
            !sentence.opensWithPronoun, (4...30).contains(sentence.wordCount),
            ExtractiveGenerator.standsAlone(sentence.text)
        else { return nil }
        var term = String(label.dropLast()).trimmed
        while let first = term.first, !first.isLetter, !first.isNumber { term.removeFirst() }
        let words = TextNormalization.words(term)
        guard (1...3).contains(words.count), term.first?.isUppercase == true,
            !words.contains(where: { CommonWords.isStopword($0) || Self.auxiliaries.contains($0) || $0.contains("'") })
        else { return nil }
        let description = sentence.text.trimmed
        let question = "Which term is described as “\(description)”?"
        guard !AnswerChecks.leaks(term, in: question) else { return nil }
        return ExtractiveCandidate(
            rule: .listItem, kind: .basic, question: question, answer: term,
            salience: statistics.salience(of: words.suffix(2).map { $0 }), sentence: sentence)
    }

    /// Whether `term` is one word written as code names things: humps of camel case inside ("inputFileName") or an
    /// underscore ("error_desc").
    private static func isIdentifier(_ term: ArraySlice<Token>) -> Bool {
        guard term.count == 1, let word = term.first?.text, word.first?.isLowercase == true else { return false }
        return word.contains("_") || word.dropFirst().contains(where: \.isUppercase)
    }

    /// Words that open a caption, a label or a cross-reference rather than a term ("Figure 1: …", "See: …").
    private static let furniture: Set<String> = [
        "figure", "fig", "table", "listing", "algorithm", "equation", "example", "note", "chapter", "section", "see",
    ]

    /// Whether `token` is a comma written without spaces between two words, as in an option list
    /// ("anonymous,review").
    private func isGluedComma(_ token: Token, in tokens: [Token]) -> Bool {
        guard token.text == ",", let position = tokens.firstIndex(where: { $0.start == token.start }),
            position > 0, position + 1 < tokens.count
        else { return false }
        return tokens[position - 1].end == token.start && tokens[position + 1].start == token.end
    }

    /// Marks between a term and its description.
    private static let separators: Set<String> = [":", "–", "—", "-"]

    /// Whether the token at `index` separates a term from its description: a colon, or a dash with a space on each
    /// side ("Ribosome - builds proteins"); a hyphen glued to the word after it opens an option ("convert -list").
    private func isSeparator(_ index: Int, in tokens: [Token]) -> Bool {
        let token = tokens[index]
        guard Self.separators.contains(token.text) else { return false }
        guard token.text == "-" else { return true }
        return tokens[index - 1].end < token.start && (index + 1 == tokens.count || token.end < tokens[index + 1].start)
    }

    /// Whether `description` is a name and nothing more: two to five words, each capitalised ("Duncan Temple Lang"),
    /// and no expansion of `term` written in its initials ("HTTP: Hypertext Transfer Protocol").
    private static func isOnlyAName(_ description: ArraySlice<Token>, of term: ArraySlice<Token>) -> Bool {
        let words = description.filter { $0.kind == .word }
        guard (2...5).contains(words.count), words.allSatisfy({ $0.isCapitalized || $0.isAcronym }),
            description.allSatisfy({ $0.kind == .word || $0.text == "." || $0.text == "," })
        else { return false }
        let initials = String(words.compactMap(\.text.first)).lowercased()
        return !term.contains { $0.isAcronym && initials.hasPrefix($0.lower.prefix(2)) }
    }
    /// Verbs that open a verb-phrase description.
    private static let auxiliaries: Set<String> = [
        "is", "are", "was", "were", "has", "have", "can", "may", "will", "must", "does", "do",
    ]
    /// Verbs whose base form often opens a description ("raise the cost …").
    private static let baseVerbs: Set<String> = [
        "raise", "set", "inject", "lower", "turn", "give", "take", "let", "cut", "run", "bring",
        "produce", "make", "store", "release", "control", "carry", "break", "convert", "transport", "protect",
        "regulate", "contain", "form", "help", "allow", "provide", "absorb", "digest", "filter", "pump", "send",
        "receive", "support", "build", "move", "keep", "hold", "connect", "link", "measure", "increase", "reduce",
    ]

    /// Verbs that open a description in the imperative ("Place a table in the margin.", "Use it for …").
    private static let imperatives: Set<String> = [
        "place", "use", "define", "add", "start", "print", "produce", "create", "insert", "remove", "delete", "show",
        "display", "set", "mark", "enable", "disable", "specify", "select", "choose", "write", "read", "open",
        "close", "save", "load", "compute", "find", "look", "combine", "return", "put", "format", "include",
        "exclude", "change", "replace", "generate", "check", "call", "pass", "apply", "list", "draw", "make",
        "give", "take", "turn", "run", "keep", "hold", "move", "send", "store", "convert", "allow", "provide",
    ]

    /// Whether the paragraph is a list item, or a one-sentence body paragraph shaped like a glossary entry.
    private func isGlossaryLike(_ sentence: SentenceContext) -> Bool {
        sentence.paragraph.role == .listItem
            || (sentence.paragraph.sentences.count == 1 && sentence.wordCount <= 40)
    }

    /// Whether a description starting with `word` reads as a verb phrase ("produces …", "can …", "raise the …").
    private func startsWithVerb(_ word: String, next: String?) -> Bool {
        if Self.auxiliaries.contains(word) || Self.baseVerbs.contains(word) { return true }
        if let next, Phrasing.articles.contains(next) || ["its", "their", "up", "down", "out"].contains(next) {
            return !word.hasSuffix("ed") && !CommonWords.isStopword(word)
        }
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"),
            !word.hasSuffix("is")
        else { return false }
        return !CommonWords.isStopword(word)
    }
}
