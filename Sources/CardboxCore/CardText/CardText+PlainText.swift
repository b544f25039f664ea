extension CardText {
    /// The text for a terminal or a plain label: markers removed, lists with bullets and numbers, code blocks and
    /// display maths indented four spaces, links followed by their address, maths as its TeX source, a table's
    /// rows one to a line with ` | ` between cells, ruby as its base with the reading after it, `漢字（かんじ）`.
    public var plainText: String {
        Self.plain(blocks)
    }

    /// `source` parsed as card text and shown as plain text.
    public static func plainText(_ source: String) -> String {
        CardText(parsing: source).plainText
    }

    static func plain(_ blocks: [CardTextBlock], separator: String = "\n\n") -> String {
        blocks.map(plain).joined(separator: separator)
    }

    static func plain(_ block: CardTextBlock) -> String {
        switch block {
        case .paragraph(let inlines):
            return plain(inlines)
        case .code(_, let text):
            return indented(text, by: "    ")
        case .displayMath(let source):
            return indented(source, by: "    ")
        case .bulletList(let items):
            return items.map { item in prefixed(plain(item, separator: "\n"), marker: "• ") }.joined(separator: "\n")
        case .numberedList(let start, let items):
            return items.enumerated().map { offset, item in
                prefixed(plain(item, separator: "\n"), marker: "\(start + offset). ")
            }.joined(separator: "\n")
        case .table(let table):
            return table.allRows.map { row in row.map(plain).joined(separator: " | ") }.joined(separator: "\n")
        }
    }

    static func plain(_ inlines: [CardTextInline]) -> String {
        inlines.map { inline in
            switch inline {
            case .text(let text), .code(let text): text
            case .emphasis(let inner), .strong(let inner): plain(inner)
            case .lineBreak: "\n"
            case .math(let source, _): source
            case .media(let reference): "[\(reference.format.isAudio ? "sound" : "image"): \(reference.label)]"
            case .link(let destination, let label):
                plain(label) == destination ? destination : "\(plain(label)) (\(destination))"
            case .ruby(let base, let reading): "\(base)（\(reading)）"
            }
        }.joined()
    }

    /// `source` with each ruby written as its base alone and as its reading alone (`{漢字|かんじ}` as `漢字` and as
    /// `かんじ`), as a learner may type either; `nil` when it holds no ruby.
    public static func rubyAlternatives(of source: String) -> (base: String, reading: String)? {
        guard source.utf8.contains(UInt8(ascii: "{")) else { return nil }
        let characters = Array(source)
        var base = ""
        var reading = ""
        var found = false
        var index = 0
        while index < characters.count {
            if characters[index] == "{", let ruby = InlineParser.ruby(in: characters, at: index) {
                base += ruby.base
                reading += ruby.reading
                found = true
                index = ruby.end
            } else {
                base.append(characters[index])
                reading.append(characters[index])
                index += 1
            }
        }
        return found ? (base, reading) : nil
    }

    /// Every line of `text` after `prefix`.
    static func indented(_ text: String, by prefix: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 }.joined(separator: "\n")
    }

    /// `text` with `marker` before its first line and the others lined up under it.
    static func prefixed(_ text: String, marker: String) -> String {
        let padding = String(repeating: " ", count: marker.count)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().map { offset, line in
            (offset == 0 ? marker : line.isEmpty ? "" : padding) + line
        }.joined(separator: "\n")
    }
}
