public import CardboxCore

/// Splits a paragraph into sentences.
///
/// A sentence ends at `.`, `!`, `?` or `…` (runs such as "?!" and "..." count once), followed by any closing
/// quotes or brackets, then whitespace, then something that is not a lower-case letter. A period does not
/// end a sentence after a known abbreviation ("e.g.", "i.e.", "Dr.", "Mr.", "Fig.", "cf.", …), after "No.",
/// "p." or "pp." before a number, after an initial ("J. R. R. Tolkien") or after a dotted acronym ("U.S.").
/// Decimals ("3.14") never split because no space follows the period. "etc." ends a sentence only when a
/// capital follows.
public enum SentenceSplitter {
    /// The sentences of `text` as character offsets, without surrounding whitespace.
    ///
    /// Offsets count `Character`s, matching ``CardboxCore/SourceParagraph/sentence(_:)``. O(n).
    public static func spans(in text: String) -> [TextSpan] {
        let characters = Array(text)
        var spans: [TextSpan] = []
        var start = skipWhitespace(characters, from: 0)
        var index = start
        while index < characters.count {
            guard terminators.contains(characters[index]) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < characters.count, terminators.contains(characters[end]) { end += 1 }
            while end < characters.count, closers.contains(characters[end]) { end += 1 }
            if end < characters.count, characters[end].isWhitespace,
                endsSentence(characters, terminator: index, runEnd: end)
            {
                spans.append(TextSpan(start: start, end: end))
                start = skipWhitespace(characters, from: end)
                index = start
            } else {
                index = end
            }
        }
        var end = characters.count
        while end > start, characters[end - 1].isWhitespace { end -= 1 }
        if end > start { spans.append(TextSpan(start: start, end: end)) }
        return spans
    }

    // MARK: - Private

    private static let terminators: Set<Character> = [".", "!", "?", "…"]
    private static let closers: Set<Character> = ["\"", "'", ")", "]", "}", "”", "’", "»"]
    private static let openers: Set<Character> = ["\"", "'", "(", "[", "{", "“", "‘", "«"]

    /// Abbreviations after which a period never ends a sentence (lower case, with their periods).
    private static let abbreviations: Set<String> = [
        "e.g.", "i.e.", "cf.", "viz.", "vs.", "mr.", "mrs.", "ms.", "dr.", "prof.", "st.", "sr.", "jr.", "mt.",
        "fig.", "figs.", "eq.", "eqs.", "vol.", "vols.", "ch.", "sec.", "approx.", "ca.", "al.", "ed.", "eds.",
        "resp.", "rev.", "gen.", "gov.", "sgt.", "capt.", "col.", "lt.",
    ]

    /// Abbreviations that only count as such before a number (number, page, pages, article, note).
    private static let numberAbbreviations: Set<String> = ["no.", "nos.", "p.", "pp.", "art.", "n."]

    private static func endsSentence(_ characters: [Character], terminator: Int, runEnd: Int) -> Bool {
        var next = skipWhitespace(characters, from: runEnd)
        while next < characters.count, openers.contains(characters[next]) { next += 1 }
        guard next < characters.count else { return true }
        let following = characters[next]
        if following.isLowercase { return false }
        // Leader dots (". . . . 12" in a table of contents) end nothing.
        if characters[terminator] == ".",
            following == "." || (terminator > 0 && characters[terminator - 1] == " " && following.isNumber)
        {
            return false
        }
        guard characters[terminator] == ".",
            terminator + 1 == runEnd || !terminators.contains(characters[terminator + 1])
        else { return true }
        let word = wordEnding(at: terminator, in: characters)
        let lowered = word.lowercased()
        if abbreviations.contains(lowered) { return false }
        if numberAbbreviations.contains(lowered), following.isNumber { return false }
        return !isInitialOrAcronym(word)
    }

    /// The word ending with the period at `terminator`, period included, without opening punctuation.
    private static func wordEnding(at terminator: Int, in characters: [Character]) -> String {
        var start = terminator
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        while start < terminator, openers.contains(characters[start]) { start += 1 }
        return String(characters[start...terminator])
    }

    /// Whether the word is single letters each followed by a period: an initial, "U.S.", "e.g.".
    private static func isInitialOrAcronym(_ word: String) -> Bool {
        let parts = word.split(separator: ".", omittingEmptySubsequences: false).dropLast()
        guard let first = parts.first, let initial = first.first else { return false }
        if parts.count == 1 { return first.count == 1 && initial.isUppercase }
        return parts.allSatisfy { $0.count == 1 && ($0.first?.isLetter ?? false) }
    }

    private static func skipWhitespace(_ characters: [Character], from index: Int) -> Int {
        var index = index
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        return index
    }
}
