public import CardboxCore

/// Splits a paragraph into sentences.
///
/// A sentence ends at `.`, `!`, `?` or `…` (runs such as "?!" and "..." count once), followed by any closing
/// quotes or brackets, then whitespace, then something that is not a lower-case letter. A period does not
/// end a sentence after a known abbreviation ("e.g.", "i.e.", "Dr.", "Mr.", "Fig.", "cf.", …), after "No.",
/// "p." or "pp." before a number, after an initial ("J. R. R. Tolkien") or after a dotted acronym ("U.S."); but a
/// one-letter name ends its sentence before a capitalised closed-class word or "See" ("… with R. The …").
/// Decimals ("3.14") never split because no space follows the period. "etc." ends a sentence only when a
/// capital follows. Nor does a period inside brackets that close later in the paragraph ("(eg. 20 to 30 times)"),
/// unless the brackets close right after it ("(This is an aside.) Next.").
public enum SentenceSplitter {
    /// The sentences of `text` as character offsets, without surrounding whitespace.
    ///
    /// Offsets count `Character`s, matching ``CardboxCore/SourceParagraph/sentence(_:)``. O(n).
    public static func spans(in text: String) -> [TextSpan] {
        // In ASCII text without "\r\n" (one character of two bytes) every byte is a character, and the bytes are
        // read without breaking the text into grapheme clusters.
        if text.hasOneByteCharacters { return spans(of: Array(text.utf8)) }
        return spans(of: Array(text))
    }

    // MARK: - Private

    private static func spans<Unit: SentenceUnit>(of characters: [Unit]) -> [TextSpan] {
        var spans: [TextSpan] = []
        let bracketed = bracketedUnits(of: characters)
        var start = skipWhitespace(characters, from: 0)
        var index = start
        while index < characters.count {
            guard characters[index].isTerminator else {
                index += 1
                continue
            }
            var end = index + 1
            while end < characters.count, characters[end].isTerminator { end += 1 }
            while end < characters.count, characters[end].isCloser { end += 1 }
            if end < characters.count, characters[end].isWhitespace, !bracketed[end - 1],
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

    /// The longest bracketed aside, in characters, whose periods end no sentence: a bracket left open longer is
    /// more likely a stray one than an aside.
    private static let longestAside = 300

    /// For each unit, whether it stands inside brackets.
    ///
    /// Inside means between a "(" or "[" and the bracket that closes it within ``longestAside`` units. O(n).
    private static func bracketedUnits<Unit: SentenceUnit>(of characters: [Unit]) -> [Bool] {
        var bracketed = [Bool](repeating: false, count: characters.count)
        var open: [(position: Int, unit: Unit)] = []
        for (index, unit) in characters.enumerated() {
            if unit.isOpenBracket {
                open.append((index, unit))
            } else if let closing = unit.closedBracket {
                guard let last = open.last, last.unit == closing else { continue }
                open.removeLast()
                if index - last.position <= longestAside {
                    for inside in (last.position + 1)..<index { bracketed[inside] = true }
                }
            }
        }
        return bracketed
    }

    fileprivate static let terminators: Set<Character> = [".", "!", "?", "…"]
    fileprivate static let closers: Set<Character> = ["\"", "'", ")", "]", "}", "”", "’", "»"]
    fileprivate static let openers: Set<Character> = ["\"", "'", "(", "[", "{", "“", "‘", "«"]

    /// Abbreviations after which a period never ends a sentence (lower case, with their periods).
    private static let abbreviations: Set<String> = [
        "e.g.", "i.e.", "cf.", "viz.", "vs.", "mr.", "mrs.", "ms.", "dr.", "prof.", "st.", "sr.", "jr.", "mt.",
        "fig.", "figs.", "eq.", "eqs.", "vol.", "vols.", "ch.", "sec.", "approx.", "ca.", "al.", "ed.", "eds.",
        "resp.", "rev.", "eg.", "ie.", "gen.", "gov.", "sgt.", "capt.", "col.", "lt.",
    ]

    /// Abbreviations that only count as such before a number (number, page, pages, article, note).
    private static let numberAbbreviations: Set<String> = ["no.", "nos.", "p.", "pp.", "art.", "n."]

    private static func endsSentence<Unit: SentenceUnit>(_ characters: [Unit], terminator: Int, runEnd: Int) -> Bool {
        var next = skipWhitespace(characters, from: runEnd)
        while next < characters.count, characters[next].isOpener { next += 1 }
        guard next < characters.count else { return true }
        let following = characters[next]
        if following.isLowercase { return false }
        // Leader dots (". . . . 12" in a table of contents) end nothing.
        if characters[terminator] == .period,
            following == .period || (terminator > 0 && characters[terminator - 1] == .space && following.isNumber)
        {
            return false
        }
        guard characters[terminator] == .period,
            terminator + 1 == runEnd || !characters[terminator + 1].isTerminator
        else { return true }
        let word = wordEnding(at: terminator, in: characters)
        let lowered = word.lowercased()
        if abbreviations.contains(lowered) { return false }
        if numberAbbreviations.contains(lowered), following.isNumber { return false }
        guard isInitialOrAcronym(word) else { return true }
        // A name goes on after an initial; a word such as "The" or "See" opens a sentence after a one-letter name
        // ("… interactively with R. See Section 3.").
        return word.count == 2 && opensSentenceAfterALetter(wordStarting(at: next, in: characters))
    }

    /// The word starting at `start`, up to the next space or punctuation.
    private static func wordStarting<Unit: SentenceUnit>(at start: Int, in characters: [Unit]) -> String {
        var end = start
        while end < characters.count, !characters[end].isWhitespace, !characters[end].isTerminator,
            !characters[end].isCloser, characters[end] != .comma
        {
            end += 1
        }
        return Unit.string(characters[start..<end])
    }

    /// Whether `word` is a closed-class word ("The", "This", "In") or "See" written with a capital: no surname.
    private static func opensSentenceAfterALetter(_ word: String) -> Bool {
        guard word.count >= 2, word.first?.isUppercase == true else { return false }
        let lowered = word.lowercased()
        return lowered == "see" || FunctionWords.closedClass.contains(lowered)
    }

    /// The word ending with the period at `terminator`, period included, without opening punctuation.
    private static func wordEnding<Unit: SentenceUnit>(at terminator: Int, in characters: [Unit]) -> String {
        var start = terminator
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        while start < terminator, characters[start].isOpener { start += 1 }
        return Unit.string(characters[start...terminator])
    }

    /// Whether the word is single letters each followed by a period: an initial, "U.S.", "e.g.".
    private static func isInitialOrAcronym(_ word: String) -> Bool {
        let parts = word.split(separator: ".", omittingEmptySubsequences: false).dropLast()
        guard let first = parts.first, let initial = first.first else { return false }
        if parts.count == 1 { return first.count == 1 && initial.isUppercase }
        return parts.allSatisfy { $0.count == 1 && ($0.first?.isLetter ?? false) }
    }

    private static func skipWhitespace<Unit: SentenceUnit>(_ characters: [Unit], from index: Int) -> Int {
        var index = index
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        return index
    }
}

/// What the splitter asks of a character: a `Character`, or a byte of ASCII text.
private protocol SentenceUnit: Equatable {
    static var period: Self { get }
    static var space: Self { get }
    static var comma: Self { get }
    var isTerminator: Bool { get }
    var isCloser: Bool { get }
    var isOpener: Bool { get }
    var isWhitespace: Bool { get }
    var isLowercase: Bool { get }
    var isNumber: Bool { get }
    /// Whether this is "(" or "[".
    var isOpenBracket: Bool { get }
    /// The bracket this one closes: "(" for ")", "[" for "]", `nil` for any other.
    var closedBracket: Self? { get }
    static func string(_ units: ArraySlice<Self>) -> String
}

extension Character: SentenceUnit {
    fileprivate static var period: Character { "." }
    fileprivate static var space: Character { " " }
    fileprivate static var comma: Character { "," }
    fileprivate var isTerminator: Bool { SentenceSplitter.terminators.contains(self) }
    fileprivate var isCloser: Bool { SentenceSplitter.closers.contains(self) }
    fileprivate var isOpener: Bool { SentenceSplitter.openers.contains(self) }
    fileprivate var isOpenBracket: Bool { self == "(" || self == "[" }
    fileprivate var closedBracket: Character? { self == ")" ? "(" : self == "]" ? "[" : nil }
    fileprivate static func string(_ units: ArraySlice<Character>) -> String { String(units) }
}

/// An ASCII byte, answering as its `Character` would.
extension UInt8: SentenceUnit {
    fileprivate static var period: UInt8 { UInt8(ascii: ".") }
    fileprivate static var space: UInt8 { UInt8(ascii: " ") }
    fileprivate static var comma: UInt8 { UInt8(ascii: ",") }
    fileprivate var isTerminator: Bool { self == .period || self == UInt8(ascii: "!") || self == UInt8(ascii: "?") }
    fileprivate var isCloser: Bool {
        switch self {
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): true
        default: false
        }
    }
    fileprivate var isOpener: Bool {
        switch self {
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): true
        default: false
        }
    }
    fileprivate var isWhitespace: Bool { self == .space || (0x09...0x0D).contains(self) }
    fileprivate var isLowercase: Bool { (0x61...0x7A).contains(self) }
    fileprivate var isNumber: Bool { (0x30...0x39).contains(self) }
    fileprivate var isOpenBracket: Bool { self == UInt8(ascii: "(") || self == UInt8(ascii: "[") }
    fileprivate var closedBracket: UInt8? {
        self == UInt8(ascii: ")") ? UInt8(ascii: "(") : self == UInt8(ascii: "]") ? UInt8(ascii: "[") : nil
    }
    fileprivate static func string(_ units: ArraySlice<UInt8>) -> String { String(decoding: units, as: UTF8.self) }
}
