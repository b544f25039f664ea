import CardboxCore

/// Blanks the name in "the NAME KIND" phrases of technical text, where the kind stays as the clue.
///
/// "The NULL constant can be used for the variable initialization." becomes "The {{answer}} constant can be used for
/// the variable initialization." → "NULL"; "please use the "acks" environment" → "acks"; "This version doesn't
/// handle the REAL type." → "REAL". The name is an identifier ("pkix.asn", "asn1_node"), words in capitals
/// ("AUTOMATIC TAGS"), or one word the author set in quotes; the kind is a noun such as "type", "constant", "option",
/// "command", "file", "environment" or "package". A name that is one of a series ("the "lmodern" and "ltimes"
/// packages") is not blanked, since either would fill the gap. The caller keeps sentences that lean on an earlier one
/// away; one that opens with a determiner ("This version …") comes with its heading as context.
struct NamedThingRule {
    /// The document's statistics (for salience).
    var statistics: TermStatistics

    /// The first "the NAME KIND" cloze of `sentence`, if it has one.
    func candidates(in sentence: SentenceContext) -> [ExtractiveCandidate] {
        let tokens = sentence.tokens
        guard (4...40).contains(sentence.wordCount) else { return [] }
        for index in tokens.indices where ["the", "a", "an"].contains(tokens[index].lower) {
            guard let gap = name(after: index, in: tokens), !KeyTermRule.isInASeries(gap, in: tokens) else { continue }
            let answer = sentence.text(of: gap)
            guard !answer.isEmpty, !sentence.clozeLeaks(answer, gap: gap) else { continue }
            let words = tokens[gap].filter { $0.kind != .punctuation }.map(\.lower)
            return [
                ExtractiveCandidate(
                    rule: .statement, kind: .cloze, question: sentence.cloze(replacing: gap), answer: answer,
                    salience: statistics.salience(of: Array(words.suffix(2))), sentence: sentence)
            ]
        }
        return []
    }

    // MARK: - Private

    /// Nouns that say what kind of thing a name names.
    private static let kinds: Set<String> = [
        "type", "types", "constant", "constants", "option", "options", "command", "commands", "file", "files",
        "environment", "environments", "package", "packages", "function", "functions", "parameter", "parameters",
        "field", "keyword", "keywords", "macro", "macros", "module", "variable", "operator", "token", "tag", "tags",
        "constraint", "constraints", "typeface", "font", "directive", "header", "class", "flag", "value",
    ]
    /// Whether `token` is a kind noun; one in capitals belongs to a name in capitals ("the AUTOMATIC TAGS option").
    private static func isKind(_ token: Token) -> Bool {
        kinds.contains(token.lower) && !token.isAcronym
    }

    /// Opening and closing quotes.
    private static let openingQuotes: Set<String> = ["\"", "“", "‘"]
    private static let closingQuotes: Set<String> = ["\"", "”", "’"]

    /// The tokens of the name between the article at `article` and a kind noun, if the phrase has that shape.
    private func name(after article: Int, in tokens: [Token]) -> Range<Int>? {
        var start = article + 1
        guard start < tokens.count else { return nil }
        let quoted = Self.openingQuotes.contains(tokens[start].text)
        if quoted { start += 1 }
        var end = start
        while end < tokens.count, end - start < 9, !Self.isKind(tokens[end]) || end == start {
            if quoted, Self.closingQuotes.contains(tokens[end].text) { break }
            if !quoted, tokens[end].kind == .punctuation, !(tokens[end].text == "." || tokens[end].text == "_") {
                break
            }
            end += 1
        }
        guard end > start, end < tokens.count else { return nil }
        var kind = end
        if quoted {
            guard Self.closingQuotes.contains(tokens[end].text), end - start == 1 else { return nil }
            kind = end + 1
        }
        guard kind < tokens.count, Self.isKind(tokens[kind]) else { return nil }
        let run = tokens[start..<end]
        guard run.last?.kind != .punctuation else { return nil }
        if quoted { return run.first?.kind == .word ? start..<end : nil }
        if StatementRule.isIdentifier(run) { return start..<end }
        let words = run.filter { $0.kind != .punctuation }
        guard (1...3).contains(words.count), words.count == run.count,
            words.allSatisfy({ $0.text.count >= 2 && $0.text == $0.text.uppercased() && $0.kind == .word })
        else { return nil }
        return start..<end
    }
}
