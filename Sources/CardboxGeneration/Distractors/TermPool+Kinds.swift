/// The kinds a document gives its terms: a word for a kind after a name ("the Memcheck tool") or after "is a" ("A
/// closure is a function that …").
extension TermPool {
    /// The word for its kind the document writes after `name` ("tool" for "Memcheck"), if it writes one.
    func kind(of name: String) -> String? { kindOfName[name] }

    /// The other names of the kind the document gives `name` ("Cachegrind", "Helgrind" for "Memcheck"), if it gives
    /// one.
    func namesOfTheSameKind(as name: String) -> [String] {
        guard let kind = kindOfName[name] else { return [] }
        return (namesByKind[kind] ?? []).filter { $0 != name }
    }

    /// Each name inside the sentence (a capitalised word, not the first, or an acronym) followed by a word for a kind
    /// of thing, with that word in the singular.
    static func namesBeforeKinds(in tokens: [Token], lead: Int) -> [(name: String, kind: String)] {
        var result: [(name: String, kind: String)] = []
        for index in tokens.indices.dropFirst(lead + 1).dropLast() {
            let token = tokens[index]
            let next = tokens[index + 1]
            guard token.kind == .word, token.text.count >= 2, token.text.first?.isUppercase == true,
                !CommonWords.isStopword(token.lower), !CommonWords.calendarWords.contains(token.lower),
                next.kind == .word, next.isLowercaseWord, next.start > token.end
            else { continue }
            if let kind = Self.kindWord(next.lower) { result.append((token.text, kind)) }
        }
        return result
    }

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

    /// Each term among `mentions` that the sentence says is a kind of thing, with the head word of that kind.
    ///
    /// The sentence reads "<term> is a/an/the [words] <kind> that|which|of|…" ("A closure is a function that …" →
    /// closure, function), the kind in the singular. Vague words for a kind ("a way", "a type", "the part") say
    /// nothing.
    static func statedKinds(of mentions: [(tokens: Range<Int>, text: String)], in tokens: [Token]) -> [(String, String)]
    {
        var result: [(String, String)] = []
        for mention in mentions {
            var index = mention.tokens.upperBound
            guard index + 2 < tokens.count, ["is", "are"].contains(tokens[index].lower) else { continue }
            index += 1
            guard Phrasing.articles.contains(tokens[index].lower) else { continue }
            index += 1
            var last: Token?
            while index < tokens.count, tokens[index].kind == .word, !kindEnders.contains(tokens[index].lower),
                index - mention.tokens.upperBound <= 5
            {
                last = tokens[index]
                index += 1
            }
            guard let head = last, head.isLowercaseWord, !CommonWords.isStopword(head.lower),
                !CommonWords.vagueNouns.contains(head.lower), !vagueKinds.contains(head.lower)
            else { continue }
            result.append((mention.text, TextNormalization.folded(head.lower)))
        }
        return result
    }

    /// Words that end the noun phrase naming a kind.
    private static let kindEnders: Set<String> = [
        "that", "which", "who", "whose", "where", "of", "for", "to", "in", "on", "with", "by", "from", "used", "and",
        "or", "when", "if", "as",
    ]

    /// Words for a kind too broad to tell two terms apart.
    private static let vagueKinds: Set<String> = [
        "type", "types", "kind", "kinds", "sort", "form", "set", "number", "name", "list", "term", "word", "means",
        "feature", "object", "value", "item", "element", "piece", "unit", "tool", "concept", "notion", "one",
    ]
}
