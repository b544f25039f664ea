/// Turns Markdown inline markup into the text a reader sees.
///
/// Links `[text](url)` and reference links `[text][ref]` become their text, images `![alt](url)` their alt
/// text, autolinks `<https://…>` their address, HTML comments nothing; emphasis delimiters (`*`, `**`, `_`, `__`,
/// with CommonMark's flanking rules, so `snake_case` and `2 * 3` stay) are removed; backslash escapes are resolved. Code spans lose
/// their backticks (and, as in CommonMark, one space just inside each end when both are there); nothing inside them
/// is interpreted.
enum MarkdownInline {
    /// `text` without inline markup.
    static func plain(_ text: String) -> String {
        var characters: [Character] = []
        var isLiteral: [Bool] = []
        var input = Array(text)
        var index = 0
        while index < input.count {
            let character = input[index]
            if character == "`", let end = codeSpanEnd(in: input, from: index) {
                let fence = run(of: "`", in: input, at: index)
                var content = Array(input[(index + fence)..<(end - fence)])
                if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " })
                {
                    content = Array(content.dropFirst().dropLast())
                }
                characters.append(contentsOf: content)
                isLiteral.append(contentsOf: repeatElement(true, count: content.count))
                index = end
            } else if character == "\\", index + 1 < input.count, isEscapable(input[index + 1]) {
                characters.append(input[index + 1])
                isLiteral.append(true)
                index += 2
            } else if character == "<", let end = commentEnd(in: input, from: index) {
                // An HTML comment ("<!-- YAML added: v0.1.26 -->") is not shown to a reader.
                index = end
            } else if character == "<", let (address, end) = autolink(in: input, from: index) {
                characters.append(contentsOf: address)
                isLiteral.append(contentsOf: repeatElement(true, count: address.count))
                index = end
            } else if let (label, end) = link(in: input, from: index) {
                input.replaceSubrange(index..<end, with: label)
            } else {
                characters.append(character)
                isLiteral.append(false)
                index += 1
            }
        }
        return removingEmphasis(characters, isLiteral: isLiteral)
    }

    // MARK: - Spans

    /// One past the end of the HTML comment that opens at `start` ("<!--" … "-->"), if one does.
    private static func commentEnd(in input: [Character], from start: Int) -> Int? {
        let opening: [Character] = ["<", "!", "-", "-"]
        guard start + 4 <= input.count, Array(input[start..<(start + 4)]) == opening else { return nil }
        var index = start + 4
        while index + 3 <= input.count {
            if input[index] == "-", input[index + 1] == "-", input[index + 2] == ">" { return index + 3 }
            index += 1
        }
        return nil
    }

    /// The end of the code span opened by the backtick run at `start`: the next run of the same length.
    private static func codeSpanEnd(in input: [Character], from start: Int) -> Int? {
        let length = run(of: "`", in: input, at: start)
        var index = start + length
        while index < input.count {
            guard input[index] == "`" else {
                index += 1
                continue
            }
            let closing = run(of: "`", in: input, at: index)
            if closing == length { return index + closing }
            index += closing
        }
        return nil
    }

    /// `<scheme:…>` or `<user@host>` without spaces.
    private static func autolink(in input: [Character], from start: Int) -> ([Character], Int)? {
        guard let close = input[start...].firstIndex(of: ">") else { return nil }
        let inner = Array(input[(start + 1)..<close])
        let text = String(inner)
        guard !inner.isEmpty, !inner.contains(where: \.isWhitespace),
            text.hasPrefix("http://") || text.hasPrefix("https://") || text.hasPrefix("mailto:")
                || text.contains("@")
        else { return nil }
        return (inner, close + 1)
    }

    /// `[label](destination)`, `![label](destination)` or `[label][reference]` at `start`: the label and the end.
    private static func link(in input: [Character], from start: Int) -> ([Character], Int)? {
        let open = input[start] == "!" ? start + 1 : start
        guard open < input.count, input[open] == "[", let close = matching(in: input, from: open, "[", "]"),
            close + 1 < input.count
        else { return nil }
        let label = Array(input[(open + 1)..<close])
        switch input[close + 1] {
        case "(":
            guard let end = matching(in: input, from: close + 1, "(", ")") else { return nil }
            return (label, end + 1)
        case "[":
            guard let end = matching(in: input, from: close + 1, "[", "]") else { return nil }
            return (label, end + 1)
        default:
            return nil
        }
    }

    /// The index of the bracket closing the one at `start`, counting nesting.
    private static func matching(in input: [Character], from start: Int, _ open: Character, _ close: Character) -> Int?
    {
        var depth = 0
        for index in start..<input.count {
            if input[index] == open { depth += 1 }
            if input[index] == close {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    // MARK: - Emphasis

    private struct Delimiter {
        var character: Character
        var start: Int
        var length: Int
        var canOpen: Bool
        var canClose: Bool
    }

    /// Removes matched runs of `*` and `_` that are not literal.
    private static func removingEmphasis(_ characters: [Character], isLiteral: [Bool]) -> String {
        var removed = [Bool](repeating: false, count: characters.count)
        var openers: [Delimiter] = []
        for var delimiter in delimiters(in: characters, isLiteral: isLiteral) {
            if delimiter.canClose,
                let match = openers.lastIndex(where: { $0.character == delimiter.character && $0.length > 0 })
            {
                let opener = openers[match]
                let count = min(opener.length, delimiter.length)
                for offset in 0..<count {
                    removed[opener.start + opener.length - 1 - offset] = true
                    removed[delimiter.start + offset] = true
                }
                openers.removeSubrange(match...)
                if opener.length > count {
                    openers.append(
                        Delimiter(
                            character: opener.character, start: opener.start, length: opener.length - count,
                            canOpen: true, canClose: opener.canClose))
                }
                delimiter.start += count
                delimiter.length -= count
                if delimiter.length > 0, delimiter.canOpen { openers.append(delimiter) }
            } else if delimiter.canOpen {
                openers.append(delimiter)
            }
        }
        return String(characters.indices.filter { !removed[$0] }.map { characters[$0] })
    }

    /// Runs of `*` or `_` with whether they can open or close emphasis (CommonMark's flanking rules).
    private static func delimiters(in characters: [Character], isLiteral: [Bool]) -> [Delimiter] {
        var result: [Delimiter] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard character == "*" || character == "_", !isLiteral[index] else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, characters[end] == character, !isLiteral[end] { end += 1 }
            let before = index > 0 ? characters[index - 1] : " "
            let after = end < characters.count ? characters[end] : " "
            let leftFlanking =
                !after.isWhitespace && (!isPunctuation(after) || before.isWhitespace || isPunctuation(before))
            let rightFlanking =
                !before.isWhitespace && (!isPunctuation(before) || after.isWhitespace || isPunctuation(after))
            let canOpen = character == "*" ? leftFlanking : leftFlanking && (!rightFlanking || isPunctuation(before))
            let canClose = character == "*" ? rightFlanking : rightFlanking && (!leftFlanking || isPunctuation(after))
            result.append(
                Delimiter(character: character, start: index, length: end - index, canOpen: canOpen, canClose: canClose)
            )
            index = end
        }
        return result
    }

    // MARK: - Characters

    private static func run(of character: Character, in input: [Character], at start: Int) -> Int {
        var end = start
        while end < input.count, input[end] == character { end += 1 }
        return end - start
    }

    private static func isPunctuation(_ character: Character) -> Bool {
        character.isPunctuation || character.isSymbol
    }

    private static func isEscapable(_ character: Character) -> Bool {
        character.isASCII && isPunctuation(character)
    }
}
