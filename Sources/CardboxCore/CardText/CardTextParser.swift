/// Splits card text into blocks: fenced code, display maths, lists, tables and paragraphs.
///
/// The parser reads line by line. A list item's lines (its first line after the marker and the lines indented under
/// it) are parsed again as blocks, so lists nest; nesting stops at ``maximumDepth``, below which markers are text.
enum CardTextParser {
    /// How deep lists may nest.
    static let maximumDepth = 6

    /// The blocks of `source`.
    static func blocks(of source: String) -> [CardTextBlock] {
        // Most text has no carriage return, and looking for one byte is far cheaper than two replacements.
        let normalised =
            source.utf8.contains(UInt8(ascii: "\r"))
            ? source.replacing("\r\n", with: "\n").replacing("\r", with: "\n") : source
        // A line feed is always a character of its own, so its bytes split the lines as its characters would.
        let lines = normalised.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map {
            String(Substring($0))
        }
        return blocks(of: lines[...], depth: 0)
    }

    static func blocks(of lines: ArraySlice<String>, depth: Int) -> [CardTextBlock] {
        var blocks: [CardTextBlock] = []
        var index = lines.startIndex
        while index < lines.endIndex {
            let line = lines[index]
            if line.isBlank {
                index += 1
            } else if let fence = Fence(opening: line) {
                blocks.append(codeBlock(fence, lines: lines, index: &index))
            } else if let math = displayMath(lines: lines, index: &index) {
                blocks.append(.displayMath(math))
            } else if depth < maximumDepth, let marker = ListMarker(line: line) {
                blocks.append(list(marker, lines: lines, index: &index, depth: depth))
            } else if let table = CardTextTable.parse(lines: lines, index: &index) {
                blocks.append(.table(table))
            } else {
                blocks.append(paragraph(lines: lines, index: &index, depth: depth))
            }
        }
        return blocks
    }

    // MARK: - Code

    static func codeBlock(_ fence: Fence, lines: ArraySlice<String>, index: inout Int) -> CardTextBlock {
        var body: [String] = []
        index += 1
        while index < lines.endIndex {
            let line = lines[index]
            index += 1
            if fence.isClosed(by: line) { break }
            body.append(line.droppingLeadingSpaces(upTo: fence.indent))
        }
        return .code(language: fence.language, text: body.joined(separator: "\n"))
    }

    // MARK: - Display maths

    /// A block of maths between `$$` lines or `\[` and `\]`, when it is closed; otherwise `nil` and `index` unchanged.
    static func displayMath(lines: ArraySlice<String>, index: inout Int) -> String? {
        let first = lines[index].trimmed
        let (opening, closing) =
            first.hasPrefix("$$") ? ("$$", "$$") : first.hasPrefix(#"\["#) ? (#"\["#, #"\]"#) : ("", "")
        guard !opening.isEmpty else { return nil }
        let rest = String(first.dropFirst(opening.count))
        if rest.hasSuffix(closing) && rest.count >= closing.count {
            let inner = String(rest.dropLast(closing.count))
            guard !inner.contains(closing), !inner.isBlank else { return nil }
            index += 1
            return inner.trimmed
        }
        guard !rest.contains(closing) else { return nil }
        var body = rest.isBlank ? [] : [rest]
        var end = index + 1
        while end < lines.endIndex, !lines[end].isBlank {
            let line = lines[end].trimmed
            if line.hasSuffix(closing) {
                let last = String(line.dropLast(closing.count))
                guard !last.contains(closing) else { return nil }
                if !last.isBlank { body.append(last) }
                guard !body.isEmpty else { return nil }
                index = end + 1
                return body.joined(separator: "\n").trimmed
            }
            guard !line.contains(closing) else { return nil }
            body.append(line)
            end += 1
        }
        return nil
    }

    // MARK: - Lists

    static func list(
        _ first: ListMarker, lines: ArraySlice<String>, index: inout Int, depth: Int
    ) -> CardTextBlock {
        var items: [[String]] = []
        var current = [first.content]
        var contentIndent = first.contentIndent
        index += 1
        while index < lines.endIndex {
            let line = lines[index]
            if line.isBlank {
                var next = index + 1
                while next < lines.endIndex, lines[next].isBlank { next += 1 }
                guard next < lines.endIndex else { break }
                let following = lines[next]
                let continues =
                    following.leadingSpaces > first.indent + 1
                    || ListMarker(line: following).map { $0.isSibling(of: first) } == true
                guard continues else { break }
                current.append(contentsOf: Array(repeating: "", count: next - index))
                index = next
                continue
            }
            if let marker = ListMarker(line: line), marker.indent <= first.indent + 1 {
                guard marker.isSibling(of: first) else { break }
                items.append(current)
                current = [marker.content]
                contentIndent = marker.contentIndent
            } else if line.leadingSpaces > first.indent + 1 {
                current.append(line.droppingLeadingSpaces(upTo: contentIndent))
            } else if current.last?.isBlank == false, Fence(opening: line) == nil, !startsDisplayMath(line) {
                current.append(line.trimmed)
            } else {
                break
            }
            index += 1
        }
        items.append(current)
        let parsed = items.map { blocks(of: $0[...], depth: depth + 1) }
        if let start = first.number { return .numberedList(start: start, items: parsed) }
        return .bulletList(parsed)
    }

    // MARK: - Paragraphs

    static func paragraph(lines: ArraySlice<String>, index: inout Int, depth: Int) -> CardTextBlock {
        var text = [lines[index].trimmed]
        index += 1
        while index < lines.endIndex {
            let line = lines[index]
            if line.isBlank || Fence(opening: line) != nil || startsDisplayMath(line) { break }
            if depth < maximumDepth, let marker = ListMarker(line: line), marker.number == nil || marker.number == 1 {
                break
            }
            if CardTextTable.starts(at: index, in: lines) { break }
            text.append(line.trimmed)
            index += 1
        }
        return .paragraph(InlineParser.inlines(of: text.joined(separator: "\n")))
    }

    static func startsDisplayMath(_ line: String) -> Bool {
        let trimmed = line.trimmed
        return trimmed.hasPrefix("$$") || trimmed.hasPrefix(#"\["#)
    }
}

// MARK: - Line pieces

extension CardTextParser {
    /// An opening code fence: three or more backticks or tildes, indented at most three spaces.
    struct Fence: Equatable {
        var character: Character
        var length: Int
        var indent: Int
        var language: String?

        init?(opening line: String) {
            indent = line.leadingSpaces
            guard indent <= 3 else { return nil }
            let rest = line.drop { $0 == " " }
            guard let first = rest.first, first == "`" || first == "~" else { return nil }
            let run = rest.prefix { $0 == first }
            guard run.count >= 3 else { return nil }
            let info = String(rest.dropFirst(run.count)).trimmed
            if first == "`" && info.contains("`") { return nil }
            character = first
            length = run.count
            language = Self.language(in: info)
        }

        /// The first word of the info string, lowercased, when it looks like a language name.
        static func language(in info: String) -> String? {
            let word = info.prefix { !$0.isWhitespace }.lowercased()
            guard !word.isEmpty, word.count <= 20,
                word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+#-_.".contains($0)) })
            else { return nil }
            return word
        }

        /// Whether `line` closes the block: the same character, at least as many, nothing after but spaces.
        func isClosed(by line: String) -> Bool {
            guard line.leadingSpaces <= 3 else { return false }
            let rest = line.trimmed
            return rest.count >= length && rest.allSatisfy { $0 == character }
        }
    }

    /// A list item's marker: `-`, `*` or `+` and a space, or a number with `.` or `)` and a space.
    struct ListMarker {
        var indent: Int
        /// The bullet character, or the delimiter after the number.
        var symbol: Character
        /// The number of a numbered item.
        var number: Int?
        /// The column the item's text starts at.
        var contentIndent: Int
        /// The item's first line, without the marker.
        var content: String

        init?(line: String) {
            // Most lines start with neither a bullet nor a digit: they are turned away before any character is read.
            guard let start = line.utf8.first(where: { $0 != UInt8(ascii: " ") }), Self.startBytes.contains(start)
            else { return nil }
            indent = line.leadingSpaces
            guard indent <= 3 else { return nil }
            let rest = Array(line.drop { $0 == " " })
            var width: Int
            if let first = rest.first, "-*+".contains(first) {
                symbol = first
                number = nil
                width = 1
            } else {
                let digits = rest.prefix { $0.isASCII && $0.isNumber }
                guard (1...9).contains(digits.count), digits.count < rest.count,
                    rest[digits.count] == "." || rest[digits.count] == ")"
                else { return nil }
                symbol = rest[digits.count]
                number = Int(String(digits))
                width = digits.count + 1
            }
            guard width == rest.count || rest[width] == " " || rest[width] == "\t" else { return nil }
            let spaces = rest.dropFirst(width).prefix { $0 == " " || $0 == "\t" }.count
            content = String(rest.dropFirst(width + spaces))
            contentIndent = indent + width + (spaces == 0 || spaces > 4 ? 1 : spaces)
        }

        /// The bytes a marker can start with: a bullet or a digit.
        private static let startBytes: Set<UInt8> = Set("-*+0123456789".utf8)

        /// Whether `other` starts an item of the same list.
        func isSibling(of other: ListMarker) -> Bool {
            symbol == other.symbol && (number == nil) == (other.number == nil)
        }
    }
}

extension String {
    /// The number of spaces before the first other character; a tab counts as four.
    var leadingSpaces: Int {
        var count = 0
        for character in self {
            if character == " " {
                count += 1
            } else if character == "\t" {
                count += 4
            } else {
                break
            }
        }
        return count
    }

    /// Whether the line holds nothing but whitespace.
    var isBlank: Bool { allSatisfy(\.isWhitespace) }

    /// The line without up to `count` leading spaces.
    func droppingLeadingSpaces(upTo count: Int) -> String {
        var dropped = 0
        var rest = self[...]
        while dropped < count, let first = rest.first, first == " " || first == "\t" {
            dropped += first == "\t" ? 4 : 1
            rest = rest.dropFirst()
        }
        return String(rest)
    }
}
