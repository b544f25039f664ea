import CardboxCore

/// The kinds a document gives its terms: a word for a kind after a name ("the Memcheck tool") or after "is a" ("A
/// closure is a function that …").
extension TermPool {
    /// The word for its kind the document writes after `name` ("tool" for "Memcheck"), if it writes one.
    func kind(of name: String) -> String? { kindOfName[name] }

    /// Whether `name` labels an item of a list under a heading that names its kind ("screen" under "Template
    /// Parameters").
    func labelsAListItemOfAKind(_ name: String) -> Bool { labelsOfKinds.contains(TextNormalization.normalized(name)) }

    /// The other names of the kind the document gives `name` ("Cachegrind", "Helgrind" for "Memcheck"), if it gives
    /// one.
    func namesOfTheSameKind(as name: String) -> [String] {
        guard let kind = kindOfName[name] else { return [] }
        return (namesByKind[kind] ?? []).filter { $0 != name }
    }

    /// Each name inside the sentence followed by a word for a kind of thing, right after it or after one word more,
    /// with the kind in the singular ("the Memcheck tool": "tool"; "the GnuTLS crypto library": "crypto library";
    /// "the acmsmall template style": "template style"), unless a name follows the kind ("the Sweave option
    /// pdf.encoding" names an option of Sweave's).
    ///
    /// A name is a capitalised word, not the first, or an acronym, but not after "a" or "an" ("a CRAN package" is a
    /// package from CRAN); or, after "the" or between quotation marks, a word in lower case that is no everyday
    /// English word and does not end like one that describes ("the acmsmall …", "the “sigchi-a” …"), as code and
    /// coined names are written.
    static func namesBeforeKinds(in tokens: [Token], lead: Int) -> [(name: String, kind: String)] {
        var result: [(name: String, kind: String)] = []
        for index in tokens.indices.dropFirst(lead + 1).dropLast() {
            let token = tokens[index]
            guard token.kind == .word, token.text.count >= 2, !CommonWords.isStopword(token.lower) else { continue }
            var after = index + 1
            let isQuoted =
                index > 0 && openingQuotes.contains(tokens[index - 1].text)
                && closingQuotes.contains(tokens[after].text)
            if isQuoted { after += 1 }
            // "a CRAN package" is a package from CRAN, not CRAN.
            let before = isQuoted && index > 1 ? tokens[index - 2].lower : tokens[index - 1].lower
            let isName =
                token.text.first?.isUppercase == true && !CommonWords.calendarWords.contains(token.lower)
                && before != "a" && before != "an"
            let isCoined =
                token.isLowercaseWord && token.text.count >= 3 && !CommonWords.isCommon(token.lower)
                && !CommonWords.describingModifiers.contains(token.lower) && token.lower != "default"
                && !Self.describingEndings.contains(where: token.lower.hasSuffix) && (isQuoted || before == "the")
            guard isName || isCoined, after < tokens.count, tokens[after].start > tokens[after - 1].end else {
                continue
            }
            let next = tokens[after]
            guard next.kind == .word, next.isLowercaseWord else { continue }
            // "template style": the compound names the kind, its last word in the singular.
            let found: (end: Int, kind: String)? =
                if after + 1 < tokens.count, !CommonWords.isStopword(next.lower), tokens[after + 1].kind == .word,
                    tokens[after + 1].isLowercaseWord, let kind = Self.kindWord(tokens[after + 1].lower)
                {
                    (after + 2, next.lower + " " + kind)
                } else if let kind = Self.kindWord(next.lower) {
                    (after + 1, kind)
                } else {
                    nil
                }
            // "the Sweave option pdf.encoding" names the option after the kind: Sweave is what it belongs to.
            guard let found, !Self.namesAThing(at: found.end, in: tokens) else { continue }
            result.append((token.text, found.kind))
        }
        return result
    }

    /// Whether the token at `index` is a name written as code or with a capital ("pdf.encoding", "GnuTLS"), which
    /// after a word for a kind names the thing of that kind.
    private static func namesAThing(at index: Int, in tokens: [Token]) -> Bool {
        guard index < tokens.count, tokens[index].start > tokens[index - 1].end else { return false }
        let token = tokens[index]
        if token.kind == .word, token.isCapitalized || token.isAcronym { return true }
        // A name from code runs on through its dots and underscores ("pdf", ".", "encoding").
        var end = index
        while end + 1 < tokens.count, tokens[end + 1].start == tokens[end].end { end += 1 }
        guard end > index else { return false }
        let scalars = tokens[index...end].map(\.text).joined()
        return TermShape.codeShape(of: scalars) != nil
    }

    /// The label of a list item under a heading that names their kind ("acmsmall" of "• acmsmall: The default
    /// journal template style." under "Template Styles"), with that kind in the singular ("template style").
    static func labelOfAKind(_ sentence: SentenceContext) -> (name: String, kind: String)? {
        let tokens = sentence.tokens
        let headingWords = sentence.paragraph.headingPath.last?.split(separator: " ") ?? []
        guard let last = headingWords.last, let kind = kindWord(last.lowercased()),
            let start = tokens.indices.dropFirst(sentence.lead).first(where: { tokens[$0].kind != .punctuation }),
            let colon = tokens.indices.dropFirst(start + 1).prefix(3).first(where: { tokens[$0].text == ":" }),
            // "anonymous,review" names two options given together: a comma without spaces joins them.
            (start..<colon).allSatisfy({ index in
                tokens[index].kind == .word
                    || (tokens[index].text == "," && index > start && tokens[index - 1].end == tokens[index].start
                        && tokens[index].end == tokens[index + 1].start && tokens[index + 1].kind == .word)
            })
        else { return nil }
        // "Template Styles" names the kind "template style"; "Operating Systems" another than "Coordinate Systems".
        let modifier = headingWords.dropLast().last.map { $0.lowercased() }
        let compound = modifier.map { word in
            word.allSatisfy(\.isLetter) && !CommonWords.isStopword(word) ? word + " " + kind : kind
        }
        return (sentence.text(of: start..<colon), compound ?? kind)
    }

    /// Endings of words that describe a thing rather than name it ("the installed packages", "the operating system",
    /// "the statistical package"), which a name in lower case seldom has.
    private static let describingEndings = ["ed", "ing", "ly", "ical", "ive", "able", "ible"]

    /// Quotation marks that open a quote.
    private static let openingQuotes: Set<String> = ["\"", "“", "‘", "'"]

    /// Quotation marks that close a quote.
    private static let closingQuotes: Set<String> = ["\"", "”", "’", "'"]

    /// `word` in the singular when it is a word for a kind of named thing ("libraries" → "library").
    private static func kindWord(_ word: String) -> String? {
        var forms = [word]
        if word.hasSuffix("ies") { forms.append(String(word.dropLast(3)) + "y") }
        if word.hasSuffix("es") { forms.append(String(word.dropLast(2))) }
        if word.hasSuffix("s") { forms.append(String(word.dropLast())) }
        return forms.first { kindWords.contains($0) }
    }

    /// Words for kinds of named things.
    private static let kindWords: Set<String> = [
        "tool", "library", "package", "program", "command", "function", "option", "format", "language", "class",
        "method", "module", "protocol", "algorithm", "compressor", "editor", "browser", "server", "system",
        "framework", "standard", "license", "licence", "element", "attribute", "variable", "compiler", "interpreter",
        "database", "platform", "distribution", "engine", "toolkit", "project", "specification", "typeface", "font",
        "environment", "template", "style", "corpus", "device", "processor", "architecture", "file", "checksum",
        "cipher", "hash", "event", "flag", "field", "parameter", "argument", "signal", "record", "directory",
        "encoding", "error", "exception", "interface",
    ]

    /// The other terms the document says are of the kind it says `term` is ("promise", "environment" for "closure"
    /// where each "is a" the same word), in the order it says so.
    func termsOfTheStatedKind(of term: String) -> [String] {
        let key = TextNormalization.normalized(term)
        guard let kind = kindOfTerm[key] else { return [] }
        return (termsByKind[kind] ?? []).filter { TextNormalization.normalized($0) != key }
    }

    /// The kind the document says `term` is of ("function" for "closure"), if it says one.
    func statedKind(of term: String) -> String? { kindOfTerm[TextNormalization.normalized(term)] }

    /// The terms the document says are of `kind`, in the order it says so.
    func terms(ofKind kind: String) -> [String] { termsByKind[kind] ?? [] }

    /// Each term among `mentions` that the sentence says is a kind of thing, with the head word of that kind.
    ///
    /// The sentence reads "<term> is a/an/the [words] <kind> that|which|of|…" ("A closure is a function that …" →
    /// closure, function), the kind in the singular. Vague words for a kind ("a way", "a type", "the part") say
    /// nothing.
    static func statedKinds(of mentions: [(tokens: Range<Int>, text: String)], in tokens: [Token]) -> [(String, String)]
    {
        mentions.compactMap { mention in
            let index = mention.tokens.upperBound
            guard index + 2 < tokens.count, ["is", "are"].contains(tokens[index].lower),
                let kind = kind(describedFrom: index + 1, in: tokens)
            else { return nil }
            return (mention.text, kind)
        }
    }

    /// The term a glossary line defines and the kind its definition gives it: "latency: the time a packet takes …"
    /// → ("latency", "time"); `nil` for a sentence that is no such line.
    ///
    /// The term is everything before a colon or dash among the sentence's first six tokens, without an article, and
    /// has no verb (``ListItemRule`` asks for it as written here).
    static func glossaryLineKind(in sentence: SentenceContext) -> (term: String, kind: String)? {
        let tokens = sentence.tokens
        let lead = sentence.lead
        guard
            let separator = tokens.indices.dropFirst(lead + 1).prefix(6).first(where: {
                [":", "—", "–"].contains(tokens[$0].text)
            }),
            tokens[lead..<separator].allSatisfy({ $0.kind == .word }),
            !tokens[lead..<separator].contains(where: { CommonWords.auxiliaries.contains($0.lower) }),
            let kind = kind(describedFrom: separator + 1, in: tokens)
        else { return nil }
        return (Phrasing.droppingArticle(sentence.text(of: lead..<separator)), kind)
    }

    /// The kind a definition gives its term: the head noun of the phrase it opens with ("A device that lets …" →
    /// "device", "Commands like \gls …" → "command"), in the singular; `nil` when it opens otherwise or names only a
    /// vague kind ("A way of …").
    static func kind(ofDefinition tokens: [Token], lead: Int) -> String? {
        if let kind = kind(describedFrom: lead, in: tokens) { return kind }
        // A bare plural before a preposition or a clause: "Commands like …", "Programs that …".
        guard lead + 1 < tokens.count, tokens[lead].kind == .word, TextNormalization.readsPlural(tokens[lead].lower),
            kindEnders.contains(tokens[lead + 1].lower),
            !CommonWords.vagueNouns.contains(tokens[lead].lower), !vagueKinds.contains(tokens[lead].lower)
        else { return nil }
        return TextNormalization.folded(tokens[lead].lower)
    }

    /// The head noun of the noun phrase that opens with an article at `start` ("the largest amount of data" →
    /// "amount"), in the singular, when it names a kind: at most four words, ended by a preposition, a clause or an
    /// article, or by a participle that opens a phrase of its own ("An alphabet consisting of …" → "alphabet").
    private static func kind(describedFrom start: Int, in tokens: [Token]) -> String? {
        guard start + 1 < tokens.count, Phrasing.articles.contains(tokens[start].lower) else { return nil }
        var index = start + 1
        var last: Token?
        while index < tokens.count, tokens[index].kind == .word, !kindEnders.contains(tokens[index].lower),
            !Phrasing.articles.contains(tokens[index].lower), index - start <= 4
        {
            let word = tokens[index].lower
            if last != nil, word.hasSuffix("ing") || word.hasSuffix("ed"), index + 1 < tokens.count,
                CommonWords.isStopword(tokens[index + 1].lower)
            {
                break
            }
            last = tokens[index]
            index += 1
        }
        guard let head = last, head.isLowercaseWord, !CommonWords.isStopword(head.lower),
            !CommonWords.vagueNouns.contains(head.lower), !vagueKinds.contains(head.lower)
        else { return nil }
        return TextNormalization.folded(head.lower)
    }

    /// Words that end the noun phrase naming a kind.
    private static let kindEnders: Set<String> = [
        "that", "which", "who", "whose", "where", "of", "for", "to", "in", "on", "with", "by", "from", "used", "and",
        "or", "when", "if", "as", "like", "such", "within", "between", "into", "at", "about", "without", "across",
        "through", "over", "under", "among", "per", "than",
    ]

    /// Words for a kind too broad to tell two terms apart.
    private static let vagueKinds: Set<String> = [
        "type", "types", "kind", "kinds", "sort", "form", "set", "number", "name", "list", "term", "word", "means",
        "feature", "object", "value", "item", "element", "piece", "unit", "tool", "concept", "notion", "one",
    ]
}
