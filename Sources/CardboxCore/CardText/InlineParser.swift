/// Reads running text: code spans, maths, links, escapes, line breaks, then emphasis.
///
/// Reading happens in two passes. The first cuts the text into tokens (code spans, maths and links are complete
/// when found; `*` and `_` runs are kept as delimiters that may open or close emphasis). The second pairs the
/// delimiters. Searches for a closing marker remember their failures, so the time stays near-linear however many
/// unclosed markers a text has.
struct InlineParser {
    /// How deep emphasis and link labels may nest.
    static let maximumDepth = 8

    /// The pieces of `text`.
    static func inlines(of text: String, depth: Int = 0, allowsLinks: Bool = true) -> [CardTextInline] {
        var parser = InlineParser(text: Array(text), depth: depth, allowsLinks: allowsLinks)
        parser.tokenize()
        return merged(parser.build(parser.tokens.startIndex..<parser.tokens.endIndex, depth: depth))
    }

    enum Token: Equatable {
        case inline(CardTextInline)
        case delimiter(Character, count: Int, canOpen: Bool, canClose: Bool)
    }

    let text: [Character]
    let depth: Int
    let allowsLinks: Bool
    var tokens: [Token] = []
    private var pendingText = ""
    /// Backtick run lengths with no closing run after the last search.
    private var unclosedCodeRuns: Set<Int> = []
    /// Positions of `$` that may close inline maths, in order; computed on first use.
    private var dollarClosers: [Int]?
    private var unclosedDisplayDollars = false
    private var unclosedBrackets: Set<Character> = []
    /// A position before which no `)` closes a link address that starts after the last failed search.
    private var noClosingParenthesisBefore = Int.max

    init(text: [Character], depth: Int, allowsLinks: Bool) {
        self.text = text
        self.depth = depth
        self.allowsLinks = allowsLinks
    }

    // MARK: - First pass

    mutating func tokenize() {
        var index = 0
        while index < text.count {
            let character = text[index]
            switch character {
            case "\\": index = escapeOrMath(at: index)
            case "`": index = codeSpan(at: index)
            case "$": index = dollarMath(at: index)
            case "!" where allowsLinks && index + 1 < text.count && text[index + 1] == "[": index = media(at: index)
            case "[" where allowsLinks: index = link(at: index)
            case "{": index = ruby(at: index)
            case "*", "_": index = delimiterRun(at: index)
            case "\n":
                flushText()
                tokens.append(.inline(.lineBreak))
                index += 1
            default:
                pendingText.append(character)
                index += 1
            }
        }
        flushText()
    }

    private mutating func flushText() {
        guard !pendingText.isEmpty else { return }
        tokens.append(.inline(.text(pendingText)))
        pendingText = ""
    }

    private mutating func emit(_ inline: CardTextInline) {
        flushText()
        tokens.append(.inline(inline))
    }

    /// `\(`…`\)` and `\[`…`\]` maths, or a backslash-escaped punctuation character shown as itself.
    private mutating func escapeOrMath(at index: Int) -> Int {
        guard index + 1 < text.count else {
            pendingText.append("\\")
            return index + 1
        }
        let next = text[index + 1]
        if next == "(" || next == "[" {
            let closing: Character = next == "(" ? ")" : "]"
            if !unclosedBrackets.contains(next), let end = find(["\\", closing], from: index + 2) {
                let source = String(text[(index + 2)..<end])
                if !source.isBlank {
                    emit(.math(source.trimmed, display: next == "["))
                    return end + 2
                }
            } else {
                unclosedBrackets.insert(next)
            }
        }
        if next.isASCII && next.isPunctuation || next.isASCII && next.isSymbol {
            pendingText.append(next)
            return index + 2
        }
        pendingText.append("\\")
        return index + 1
    }

    /// A code span between runs of the same number of backticks; an unmatched run is text.
    private mutating func codeSpan(at index: Int) -> Int {
        let length = run(of: "`", at: index)
        let start = index + length
        if !unclosedCodeRuns.contains(length) {
            var position = start
            while position < text.count {
                guard text[position] == "`" else {
                    position += 1
                    continue
                }
                let closing = run(of: "`", at: position)
                if closing == length {
                    var content = String(text[start..<position]).replacing("\n", with: " ")
                    if content.count >= 2, content.first == " ", content.last == " ", !content.isBlank {
                        content = String(content.dropFirst().dropLast())
                    }
                    emit(.code(content))
                    return position + closing
                }
                position += closing
            }
            unclosedCodeRuns.insert(length)
        }
        pendingText.append(String(repeating: "`", count: length))
        return start
    }

    /// `$$…$$` display maths, or `$…$` inline maths whose opening `$` is followed by a non-space and whose closing
    /// `$` follows a non-space and is not followed by a digit (so "$5 and $10" stays text).
    private mutating func dollarMath(at index: Int) -> Int {
        if index + 1 < text.count, text[index + 1] == "$" {
            if !unclosedDisplayDollars, let end = find(["$", "$"], from: index + 2) {
                let source = String(text[(index + 2)..<end])
                if !source.isBlank {
                    emit(.math(source.trimmed, display: true))
                    return end + 2
                }
            } else {
                unclosedDisplayDollars = true
            }
            pendingText.append("$$")
            return index + 2
        }
        if index + 1 < text.count, !text[index + 1].isWhitespace {
            let closers = dollarClosers ?? computeDollarClosers()
            dollarClosers = closers
            if let end = firstElement(of: closers, after: index + 1) {
                emit(.math(String(text[(index + 1)..<end]), display: false))
                return end + 1
            }
        }
        pendingText.append("$")
        return index + 1
    }

    private func computeDollarClosers() -> [Int] {
        text.indices.filter { position in
            guard text[position] == "$", position > 0 else { return false }
            let before = text[position - 1]
            let after = position + 1 < text.count ? text[position + 1] : " "
            return !before.isWhitespace && before != "\\" && before != "$" && !(after.isASCII && after.isNumber)
                && after != "$"
        }
    }

    private func firstElement(of sorted: [Int], after position: Int) -> Int? {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] > position { high = middle } else { low = middle + 1 }
        }
        return low < sorted.count ? sorted[low] : nil
    }

    /// `[label](address)`: a link when the address is `http`, `https` or `mailto`, the text as written otherwise.
    private mutating func link(at index: Int) -> Int {
        var position = index + 1
        while position < text.count, text[position] != "]", text[position] != "[" {
            position += text[position] == "\\" ? 2 : 1
        }
        guard position < text.count, text[position] == "]", position > index + 1,
            position + 1 < text.count, text[position + 1] == "("
        else {
            pendingText.append("[")
            return index + 1
        }
        let labelEnd = position
        var end = position + 2
        var parentheses = 0
        var sawClosing = false
        while end < min(text.count, noClosingParenthesisBefore), end - labelEnd <= LinkAddress.maximumLength,
            !text[end].isWhitespace, parentheses <= 1
        {
            if text[end] == "(" {
                parentheses += 1
            } else if text[end] == ")" {
                sawClosing = true
                if parentheses == 0 { break }
                parentheses -= 1
            }
            end += 1
        }
        guard end < text.count, text[end] == ")", end > labelEnd + 2 else {
            // No `)` up to a space or the end: no later address starting before here can close either.
            if !sawClosing && (end >= text.count || text[end].isWhitespace) { noClosingParenthesisBefore = end }
            pendingText.append("[")
            return index + 1
        }
        let destination = String(text[(labelEnd + 2)..<end])
        guard LinkAddress.isAllowed(destination) else {
            pendingText.append(String(text[index...end]))
            return end + 1
        }
        let label = Self.inlines(
            of: String(text[(index + 1)..<labelEnd]), depth: depth + 1, allowsLinks: false)
        emit(.link(destination: destination, label: label))
        return end + 1
    }

    /// Reads `![label](media:KEY.EXT)`, an image or sound stored with the card.
    ///
    /// Anything else leaves the `!` as text and the bracket to be read as a link.
    private mutating func media(at index: Int) -> Int {
        var position = index + 2
        var label = ""
        while position < text.count, text[position] != "]", text[position] != "[", !text[position].isNewline,
            label.count <= Self.maximumMediaLabelLength
        {
            if text[position] == "\\", position + 1 < text.count, text[position + 1].isPunctuation {
                position += 1
            }
            label.append(text[position])
            position += 1
        }
        let addressStart = position + 2
        let addressEnd = addressStart + Self.mediaAddressLength
        guard position < text.count, text[position] == "]", addressStart < text.count, text[position + 1] == "(",
            let close = text[addressStart..<min(text.count, addressEnd + 6)].firstIndex(of: ")"),
            let reference = CardMediaReference(address: String(text[addressStart..<close]), label: label.trimmed)
        else {
            pendingText.append("!")
            return index + 1
        }
        emit(.media(reference))
        return close + 1
    }

    /// `{base|reading}` as ruby, or the brace as text.
    private mutating func ruby(at index: Int) -> Int {
        guard let ruby = Self.ruby(in: text, at: index) else {
            pendingText.append("{")
            return index + 1
        }
        emit(.ruby(base: ruby.base, reading: ruby.reading))
        return ruby.end
    }

    /// The ruby whose `{` is at `index`, and the position after its `}`: ruby when the base holds a character beyond
    /// ASCII, both parts are short, on one line and hold no braces, bars or backslashes, and neither starts or ends
    /// with a space.
    static func ruby(in text: [Character], at index: Int) -> (base: String, reading: String, end: Int)? {
        var bar: Int?
        var position = index + 1
        let limit = min(text.count, index + 2 + maximumRubyBaseLength + maximumRubyReadingLength)
        while position < limit {
            let character = text[position]
            if character == "}" { break }
            if character == "{" || character == "\\" || character.isNewline { return nil }
            if character == "|" {
                guard bar == nil else { return nil }
                bar = position
            }
            position += 1
        }
        guard let bar, position < limit, text[position] == "}" else { return nil }
        let base = text[(index + 1)..<bar]
        let reading = text[(bar + 1)..<position]
        guard (1...maximumRubyBaseLength).contains(base.count), (1...maximumRubyReadingLength).contains(reading.count),
            base.contains(where: { !$0.isASCII }),
            [base, reading].allSatisfy({ $0.first?.isWhitespace == false && $0.last?.isWhitespace == false })
        else { return nil }
        return (String(base), String(reading), position + 1)
    }

    /// The longest base text of ruby.
    static let maximumRubyBaseLength = 32
    /// The longest reading of ruby.
    static let maximumRubyReadingLength = 64

    /// The longest label a media reference may have.
    static let maximumMediaLabelLength = 200

    /// `media:` and 64 hex digits and a dot: the address of a media reference before its extension.
    static let mediaAddressLength = CardMediaReference.scheme.count + 65

    /// A run of `*` or `_`: emphasis delimiters when three or fewer, text otherwise.
    private mutating func delimiterRun(at index: Int) -> Int {
        let character = text[index]
        let length = run(of: character, at: index)
        let before: Character? = index > 0 ? text[index - 1] : nil
        let after: Character? = index + length < text.count ? text[index + length] : nil
        guard length <= 3 else {
            pendingText.append(String(repeating: character, count: length))
            return index + length
        }
        let leftFlanking = after.map { !$0.isWhitespace } ?? false
        let rightFlanking = before.map { !$0.isWhitespace } ?? false
        var canOpen = leftFlanking
        var canClose = rightFlanking
        if character == "_" {
            canOpen = leftFlanking && !(before.map { $0.isLetter || $0.isNumber } ?? false)
            canClose = rightFlanking && !(after.map { $0.isLetter || $0.isNumber } ?? false)
        }
        flushText()
        tokens.append(.delimiter(character, count: length, canOpen: canOpen, canClose: canClose))
        return index + length
    }

    private func run(of character: Character, at index: Int) -> Int {
        var end = index
        while end < text.count, text[end] == character { end += 1 }
        return end - index
    }

    private func find(_ needle: [Character], from start: Int) -> Int? {
        guard needle.count == 2, start < text.count else { return nil }
        var position = start
        while position + 1 < text.count {
            if text[position] == needle[0] && text[position + 1] == needle[1] { return position }
            position += 1
        }
        return nil
    }

    // MARK: - Second pass

    /// Pairs delimiters in `range`: a run of one makes emphasis, two strong, three both.
    func build(_ range: Range<Int>, depth: Int) -> [CardTextInline] {
        var result: [CardTextInline] = []
        var unclosed: Set<String> = []
        var index = range.lowerBound
        while index < range.upperBound {
            switch tokens[index] {
            case .inline(let inline):
                result.append(inline)
                index += 1
            case .delimiter(let character, let count, let canOpen, _):
                let key = "\(character)\(count)"
                if canOpen, depth < Self.maximumDepth, !unclosed.contains(key),
                    let end = closer(for: character, count: count, in: (index + 1)..<range.upperBound)
                {
                    let inner = build((index + 1)..<end, depth: depth + 1)
                    switch count {
                    case 1: result.append(.emphasis(inner))
                    case 2: result.append(.strong(inner))
                    default: result.append(.strong([.emphasis(inner)]))
                    }
                    index = end + 1
                    continue
                }
                if canOpen { unclosed.insert(key) }
                result.append(.text(String(repeating: character, count: count)))
                index += 1
            }
        }
        return result
    }

    /// The delimiter that closes one of `character` × `count`, skipping pairs nested inside.
    private func closer(for character: Character, count: Int, in range: Range<Int>) -> Int? {
        var nested = 0
        for index in range {
            guard case .delimiter(character, count, let canOpen, let canClose) = tokens[index] else { continue }
            if canClose {
                if nested == 0 { return index }
                nested -= 1
            } else if canOpen {
                nested += 1
            }
        }
        return nil
    }

    /// Joins neighbouring text pieces.
    static func merged(_ inlines: [CardTextInline]) -> [CardTextInline] {
        var result: [CardTextInline] = []
        for inline in inlines {
            switch (result.last, inline) {
            case (.text(let previous), .text(let next)): result[result.count - 1] = .text(previous + next)
            case (_, .emphasis(let inner)): result.append(.emphasis(merged(inner)))
            case (_, .strong(let inner)): result.append(.strong(merged(inner)))
            default: result.append(inline)
            }
        }
        return result
    }
}
