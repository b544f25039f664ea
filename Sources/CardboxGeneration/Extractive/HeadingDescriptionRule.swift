import CardboxCore

/// Asks what a name from code is when the section it heads opens by describing it in a noun phrase.
///
/// A reference manual heads a section with the name ("cluster.worker", "Class: dns.Resolver") and opens it with what
/// the name is, leaving the subject to the heading: "A reference to the current worker object." becomes "What is
/// cluster.worker?" → "A reference to the current worker object". Only the first prose of the section counts (type
/// lines such as "{Object}" may come before it), only a phrase opening with "A" or "An", and only one with no verb of
/// its own: a verb after a preposition, "that", "which" or a comma belongs to the description ("A hash that stores
/// the active worker objects, keyed by id field", "An independent resolver for DNS requests").
struct HeadingDescriptionRule {
    /// The dictionary that tells a verb from a noun.
    var words: any RelatedTerms

    /// The card of `sentence` when it is the description that opens a code name's section; `isFirstProse` says no
    /// sentence of the section came before it.
    func candidates(in sentence: SentenceContext, isFirstProse: Bool) -> [ExtractiveCandidate] {
        guard isFirstProse, sentence.number == 0, let heading = sentence.paragraph.headingPath.last,
            let name = Self.codeName(in: heading), (3...25).contains(sentence.wordCount),
            isVerblessDescription(sentence)
        else { return [] }
        var answer = sentence.text.trimmed
        if answer.hasSuffix(".") { answer.removeLast() }
        return [
            ExtractiveCandidate(
                rule: .definition, kind: .basic, question: Self.question(about: name), answer: answer, salience: 1,
                sentence: sentence)
        ]
    }

    /// The question the rule asks about code name `name`: "What is cluster.worker?".
    static func question(about name: String) -> String { "What is \(name)?" }

    /// The name from code a heading gives, after a label such as "Class:" and without the marks of code
    /// ("dns.Resolver" of "Class: `dns.Resolver`"); `nil` for a heading in words.
    static func codeName(in heading: String) -> String? {
        let label = heading.split(separator: ":").last.map(String.init) ?? ""
        let name = String(label.trimmed.drop { $0 == "`" }.reversed().drop { $0 == "`" }.reversed())
        guard !name.isEmpty, !name.contains(" "), TermShape.codeShape(of: name) != nil || isMemberPath(name) else {
            return nil
        }
        return name
    }

    /// Whether `sentence` opens with a verb in the third person ("Sets the IP address …", "Returns an array …")
    /// under a heading that names a function or a member from code ("dns.setServers(servers)"): the heading is
    /// the sentence's subject, which the card must name.
    static func opensWithItsSubjectLeftToTheHeading(_ sentence: SentenceContext, words: any RelatedTerms) -> Bool {
        guard sentence.lead < sentence.tokens.count, let heading = sentence.paragraph.headingPath.last else {
            return false
        }
        let first = sentence.tokens[sentence.lead]
        guard first.isCapitalized, TextNormalization.readsPlural(first.lower),
            words.wordClasses(of: first.lower).contains("verb")
        else { return false }
        let name = heading.split(separator: "(").first.map(String.init) ?? heading
        return codeName(in: name) != nil
    }

    /// Whether `name` is identifiers joined by dots ("cluster.worker", "dns.Resolver").
    private static func isMemberPath(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2
            && parts.allSatisfy { part in
                guard let first = part.first, first.isLetter || first == "_" else { return false }
                return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            }
    }

    /// Whether the sentence opens with "A" or "An" and has no verb outside a clause that describes its head.
    private func isVerblessDescription(_ sentence: SentenceContext) -> Bool {
        let tokens = sentence.tokens
        guard sentence.lead < tokens.count, ["a", "an"].contains(tokens[sentence.lead].lower),
            tokens[sentence.lead].isCapitalized
        else { return false }
        for token in tokens.dropFirst(sentence.lead + 1) {
            if CommonWords.auxiliaries.contains(token.lower) { return false }
            // What follows a preposition ("a resolver *for* DNS requests") or opens a clause belongs to the head.
            if token.text == "," || Self.clauseOpeners.contains(token.lower) || CommonWords.isStopword(token.lower) {
                break
            }
            guard token.kind == .word else { continue }
            if TextNormalization.readsPlural(token.lower), words.wordClasses(of: token.lower).first == "verb" {
                return false
            }
        }
        return true
    }

    /// Words that open a clause describing the head ("a hash *that* stores …").
    private static let clauseOpeners: Set<String> = ["that", "which", "who", "whose", "where", "when", "whether"]

}
