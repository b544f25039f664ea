import CardboxCore

/// Blanks the name in "the NAME KIND" phrases of technical text, where the kind stays as the clue.
///
/// "The NULL constant can be used for the variable initialization." becomes "The {{answer}} constant can be used for
/// the variable initialization." → "NULL"; "please use the "acks" environment" → "acks"; "This version doesn't
/// handle the REAL type." → "REAL". The name is an identifier ("pkix.asn", "asn1_node"), words in capitals
/// ("AUTOMATIC TAGS"), or up to three words the author set in quotes ("sigchi-a", "short title"); the kind is a noun
/// such as "type", "constant", "option", "command", "file", "environment" or "package", and after a quoted name it may
/// carry one modifier ("the "acmart" document class", "the "Libertine" typeface family"). A name that is one of a
/// series ("the "lmodern" and "ltimes" packages") is not blanked, since either would fill the gap; a quoted name is
/// blanked even when the sentence uses its word ("the appendix" beside the "appendix" command). The caller keeps
/// sentences that lean on an earlier one away; one that opens with a determiner ("This version …") comes with its
/// heading as context. A sentence that introduces an example with a colon ("Start the appendix with the "appendix"
/// command:") is a whole statement when its last word does not wait for a list ("are:", "following:"); its cloze ends
/// with a full stop.
struct NamedThingRule {
    /// The document's statistics (for salience).
    var statistics: TermStatistics

    /// The "the NAME KIND" cloze of `sentence`, if it has one; of several, the one whose name the document uses
    /// least, since a name met on every page is the document's topic and the rarer one is the fact.
    func candidates(in sentence: SentenceContext) -> [ExtractiveCandidate] {
        let tokens = sentence.tokens
        guard (4...40).contains(sentence.wordCount) else { return [] }
        var best: (candidate: ExtractiveCandidate, uses: Int)?
        for index in tokens.indices where ["the", "a", "an"].contains(tokens[index].lower) {
            guard let gap = name(after: index, in: tokens), !KeyTermRule.isInASeries(gap, in: tokens) else { continue }
            let answer = sentence.text(of: gap)
            // A name in quotes may be a word of the sentence ("Start the appendix with the "appendix" command"):
            // which word the author chose for the command is the fact.
            guard !answer.isEmpty, KeyTermRule.isQuoted(gap, in: tokens) || !sentence.clozeLeaks(answer, gap: gap)
            else { continue }
            let words = tokens[gap].filter { $0.kind != .punctuation }.map(\.lower)
            let uses = words.map { statistics.count(of: $0) }.min() ?? 0
            guard uses < best?.uses ?? .max else { continue }
            var question = sentence.cloze(replacing: gap)
            if question.hasSuffix(":") { question = String(question.dropLast()) + "." }
            let candidate = ExtractiveCandidate(
                rule: .statement, kind: .cloze, question: question, answer: answer,
                salience: statistics.salience(of: Array(words.suffix(2))), sentence: sentence)
            best = (candidate, uses)
        }
        return best.map { [$0.candidate] } ?? []
    }

    /// Whether `text`, a sentence ending in a colon, says something whole before it ("The title command has a
    /// "short title" parameter:") rather than waiting for what follows ("The styles are:").
    static func isWholeBeforeColon(_ text: String) -> Bool {
        guard text.hasSuffix(":"), text.first?.isUppercase == true else { return false }
        let words = TextNormalization.words(String(text.dropLast()))
        guard words.count >= 5, let last = words.last else { return false }
        return !waitingWords.contains(last)
    }

    // MARK: - Private

    /// Nouns that say what kind of thing a name names.
    private static let kinds: Set<String> = [
        "type", "types", "constant", "constants", "option", "options", "command", "commands", "file", "files",
        "environment", "environments", "package", "packages", "function", "functions", "parameter", "parameters",
        "field", "keyword", "keywords", "macro", "macros", "module", "variable", "operator", "token", "tag", "tags",
        "constraint", "constraints", "typeface", "font", "directive", "header", "class", "flag", "value", "style",
        "styles", "family",
    ]
    /// Whether `token` is a kind noun; one in capitals belongs to a name in capitals ("the AUTOMATIC TAGS option").
    private static func isKind(_ token: Token) -> Bool {
        kinds.contains(token.lower) && !token.isAcronym
    }

    /// Last words before a colon that leave the sentence waiting for what follows.
    private static let waitingWords: Set<String> = [
        "are", "is", "be", "were", "was", "include", "includes", "following", "follows", "as", "these", "those",
        "below", "example", "examples", "e.g", "i.e", "namely", "like", "of", "to", "with", "and", "or", "by",
    ]

    /// Opening and closing quotes.
    private static let openingQuotes: Set<String> = ["\"", "“", "‘"]
    private static let closingQuotes: Set<String> = ["\"", "”", "’"]

    /// Whether `run`, the tokens between quotes, is a name: one to three words, joined by spaces, hyphens, dots or
    /// underscores, the first a word.
    private static func isQuotedName(_ run: ArraySlice<Token>) -> Bool {
        guard run.first?.kind == .word, run.last?.kind != .punctuation else { return false }
        let words = run.filter { $0.kind != .punctuation }
        let joiners = run.filter { $0.kind == .punctuation }
        return (1...3).contains(words.count) && joiners.allSatisfy { ["-", ".", "_"].contains($0.text) }
    }

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
            guard Self.closingQuotes.contains(tokens[end].text), Self.isQuotedName(tokens[start..<end]) else {
                return nil
            }
            kind = end + 1
            // One modifier may stand between a quoted name and its kind: "the "acmart" document class".
            if kind + 1 < tokens.count, !Self.isKind(tokens[kind]), tokens[kind].isLowercaseWord,
                !CommonWords.isStopword(tokens[kind].lower), Self.isKind(tokens[kind + 1])
            {
                kind += 1
            }
        }
        guard kind < tokens.count, Self.isKind(tokens[kind]) else { return nil }
        let run = tokens[start..<end]
        guard run.last?.kind != .punctuation else { return nil }
        if quoted { return start..<end }
        if StatementRule.isIdentifier(run) { return start..<end }
        let words = run.filter { $0.kind != .punctuation }
        guard (1...3).contains(words.count), words.count == run.count,
            words.allSatisfy({ $0.text.count >= 2 && $0.text == $0.text.uppercased() && $0.kind == .word })
        else { return nil }
        return start..<end
    }
}
