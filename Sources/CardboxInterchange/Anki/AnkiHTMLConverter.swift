import CardboxCore

/// The state of one conversion of field HTML to card text (``AnkiFieldText``).
struct AnkiHTMLConverter {
    let media: (String) -> String?
    var output = ""
    var mediaNames: [String] = []
    var lists: [(ordered: Bool, count: Int)] = []
    var inPre = false
    var skipping: String?
    var table: TableState?
    /// Where in ``output`` the base text of the ruby being read starts, and where its reading starts.
    var rubyBase: Int?
    var rubyReading: Int?
    /// The address of the link being read, when card text may link to it, and where in ``output`` its text starts.
    var link: (address: String, start: Int)?
    /// Where in ``output`` the sub- or superscript being read starts.
    var script: (superscript: Bool, start: Int)?

    /// The rows of the table being read, and the output before the cell being read.
    struct TableState {
        var rows: [[String]] = []
        var row: [String]?
        var outputBeforeCell: String?
        /// How many tables inside a cell are open.
        var nested = 0
    }

    init(media: @escaping (String) -> String?) { self.media = media }

    /// The bytes that make a field more than plain text: tags, entities, markup characters, line breaks (and the lead
    /// byte of a no-break space, checked beside them).
    static let specialBytes: Set<UInt8> = Set("<>&[]\\*_`$\n\r\t".utf8)

    mutating func convert(_ source: String) {
        let html = Self.joiningLatexLines(source)
        var index = html.startIndex
        var text = ""
        func flush(_ converter: inout AnkiHTMLConverter) {
            guard !text.isEmpty else { return }
            converter.appendText(Self.decodeEntities(text))
            text = ""
        }
        // Searched byte by byte: "<" and ">" are ASCII, so where they are found is also a place in the text.
        let bytes = html.utf8
        while index < html.endIndex {
            guard let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) else {
                if skipping == nil { text += html[index...] }
                break
            }
            if skipping == nil { text += html[index..<open] }
            index = open
            if html[index...].hasPrefix("<!--") {
                flush(&self)
                index = html[index...].firstRange(of: "-->")?.upperBound ?? html.endIndex
                continue
            }
            if let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")),
                let name = Self.tagName(html[html.index(after: index)..<close])
            {
                flush(&self)
                handleTag(name.name, closing: name.closing, tag: html[index...close])
                index = html.index(after: close)
                continue
            }
            if skipping == nil { text.append("<") }
            index = html.index(after: index)
        }
        flush(&self)
    }

    /// The name of a tag, lowercased, and whether it closes; `nil` when `inner` is no tag (`a < b`).
    static func tagName(_ inner: Substring) -> (name: String, closing: Bool)? {
        var rest = inner
        let closing = rest.hasPrefix("/")
        if closing { rest = rest.dropFirst() }
        // Tag names are ASCII letters and digits; a name going on in other characters is read as characters.
        let ascii = rest.utf8.prefix {
            ($0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "z"))
                || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
        }
        if ascii.endIndex == rest.utf8.endIndex || rest.utf8[ascii.endIndex] < 0x80 {
            guard let first = ascii.first, first >= UInt8(ascii: "A") else { return nil }
            return (String(decoding: ascii.map { $0 | 0x20 }, as: UTF8.self), closing)
        }
        let name = rest.prefix { $0.isLetter || $0.isNumber }
        guard let first = name.first, first.isLetter else { return nil }
        return (name.lowercased(), closing)
    }

    mutating func handleTag(_ name: String, closing: Bool, tag: Substring) {
        if let skipped = skipping {
            if closing && name == skipped { skipping = nil }
            return
        }
        switch name {
        case "script", "style", "head", "title": if !closing { skipping = name }
        case "b", "strong": append("**")
        case "i", "em": append("*")
        case "code" where !inPre: append("`")
        case "pre":
            inPre = !closing
            newLine()
            append(closing ? "```" : "```\n")
            if closing { newLine() }
        case "br": append("\n")
        case "div", "p", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "hr", "dl", "dt", "dd", "section",
            "article", "header", "footer", "figure", "figcaption", "center":
            newLine()
        case "table", "tr", "td", "th":
            handleTableTag(name, closing: closing)
        case "ruby", "rt":
            handleRubyTag(name, closing: closing)
        case "a":
            handleLinkTag(closing: closing, tag: tag)
        case "sub", "sup":
            handleScriptTag(superscript: name == "sup", closing: closing)
        case "rp":
            if !closing { skipping = name }
        case "ul", "ol":
            if closing {
                _ = lists.popLast()
            } else {
                lists.append((name == "ol", 0))
            }
            newLine()
        case "li":
            guard !closing else { return newLine() }
            newLine()
            let depth = max(lists.count - 1, 0)
            let marker: String
            if let last = lists.indices.last, lists[last].ordered {
                lists[last].count += 1
                marker = "\(lists[last].count). "
            } else {
                marker = "- "
            }
            append(String(repeating: "  ", count: depth) + marker)
        case "img":
            guard !closing, let source = Self.attribute("src", in: tag) else { return }
            placeMedia(Self.decodeEntities(source))
        default: return
        }
    }

    mutating func placeMedia(_ name: String) {
        mediaNames.append(name)
        append(media(name) ?? Self.escape(name))
    }

    /// Appends text, escaped, with Anki's sound tags and maths converted.
    mutating func appendText(_ text: String) {
        if inPre { return append(text) }
        var rest = text[...]
        while let special = rest.firstIndex(where: { $0 == "[" || $0 == "\\" }) {
            output += Self.escape(rest[..<special])
            let tail = rest[special...]
            if tail.hasPrefix("[sound:"), let end = tail.firstIndex(of: "]") {
                placeMedia(String(tail[tail.index(tail.startIndex, offsetBy: 7)..<end]))
                rest = tail[tail.index(after: end)...]
            } else if let (math, after) = Self.math(at: tail) {
                append(math)
                rest = after
            } else {
                output += Self.escape(tail.prefix(1))
                rest = tail.dropFirst()
            }
        }
        output += Self.escape(rest)
    }

    /// Maths starting at the front of `text`, as card text, and the text after it.
    static func math(at text: Substring) -> (String, Substring)? {
        if text.hasPrefix("[latex]") {
            let body = text.dropFirst(7)
            guard let end = body.firstRange(of: "[/latex]") else { return nil }
            return (latex(String(body[..<end.lowerBound])), body[end.upperBound...])
        }
        for (open, close, before, after) in [
            ("[$$]", "[/$$]", "$$", "$$"), ("[$]", "[/$]", "$", "$"), ("\\(", "\\)", "\\(", "\\)"),
            ("\\[", "\\]", "\\[", "\\]"),
        ] where text.hasPrefix(open) {
            let body = text.dropFirst(open.count)
            guard let end = body.firstRange(of: close) else { return nil }
            return (before + body[..<end.lowerBound] + after, body[end.upperBound...])
        }
        return nil
    }

    /// The source of Anki's `[latex]…[/latex]`, a LaTeX fragment in text mode, as card text: its `$…$` and `$$…$$`
    /// stay maths, an environment (`\begin{align}…`) becomes display maths, and text stays text.
    static func latex(_ source: String) -> String {
        let trimmed = source.trimmed
        if trimmed.hasPrefix("$") { return trimmed }
        if trimmed.hasPrefix("\\begin{") { return "$$" + trimmed + "$$" }
        return escape(trimmed)
    }

    /// `html` with the line breaks inside `[latex]…[/latex]` made spaces, so that each fragment is read whole.
    static func joiningLatexLines(_ html: String) -> String {
        guard html.containsBytes(of: "[latex]") else { return html }
        var result = ""
        var rest = html[...]
        while let open = rest.firstRange(of: "[latex]"), let close = rest[open.upperBound...].firstRange(of: "[/latex]")
        {
            result += rest[..<open.upperBound]
            result += rest[open.upperBound..<close.lowerBound].replacing(/<br\s*\/?>/.ignoresCase(), with: " ")
            result += "[/latex]"
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    mutating func append(_ text: String) { output += text }

    mutating func newLine() {
        if !output.isEmpty && !output.hasSuffix("\n") { output += "\n" }
    }

    mutating func finish() -> String {
        if var state = table {
            // A table the field never closes ends with the field.
            table = nil
            endCell(&state)
            endRow(&state)
            writeTable(state.rows)
        }
        if !output.utf8.contains(where: { $0 == UInt8(ascii: "\n") || $0 == 0xC2 }) {
            return output.trimmed
        }
        let spaced = output.containsBytes(of: "\u{A0}") ? output.replacing("\u{A0}", with: " ") : output
        let lines = spaced.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingTrailingSpaces() }
        var kept: [Substring] = []
        for line in lines where !(line.isEmpty && (kept.last?.isEmpty ?? true)) { kept.append(line) }
        while kept.last?.isEmpty == true { kept.removeLast() }
        return kept.joined(separator: "\n").trimmed
    }

    /// The value of attribute `name` in `tag`, quoted or not.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        let lower = tag.lowercased()
        var search = lower.startIndex
        while let range = lower[search...].firstRange(of: name) {
            search = range.upperBound
            let before = range.lowerBound > lower.startIndex ? lower[lower.index(before: range.lowerBound)] : " "
            guard before.isWhitespace else { continue }
            var rest = lower[range.upperBound...].drop(while: \.isWhitespace)
            guard rest.first == "=" else { continue }
            rest = rest.dropFirst().drop(while: \.isWhitespace)
            let offset = lower.distance(from: lower.startIndex, to: rest.startIndex)
            let original = tag[tag.index(tag.startIndex, offsetBy: offset)...]
            if let quote = original.first, quote == "\"" || quote == "'" {
                let value = original.dropFirst().prefix { $0 != quote }
                return String(value)
            }
            return String(original.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" })
        }
        return nil
    }

    /// The characters card text reads as markup.
    private static let marks: Set<Unicode.Scalar> = ["\\", "*", "_", "`", "$"]

    /// Characters card text would read as markup, escaped with a backslash.
    static func escape(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: { marks.contains($0) }) else { return String(text) }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if marks.contains(scalar) { result.append("\\") }
            result.append(scalar)
        }
        return String(result)
    }

    /// `text` with HTML entities decoded.
    ///
    /// An entity is `&`, a name or number of at most ten characters, and `;`; an ampersand that starts none is kept.
    static func decodeEntities(_ text: String) -> String {
        let bytes = text.utf8
        guard var ampersand = bytes.firstIndex(of: UInt8(ascii: "&")) else { return text }
        var result = ""
        result.reserveCapacity(bytes.count)
        // Text up to here is in `result`; "&" and ";" are ASCII, so the places found byte by byte cut no character.
        var copied = bytes.startIndex
        while true {
            let nameStart = bytes.index(after: ampersand)
            var next = nameStart
            if let semicolon = bytes[nameStart...].prefix(11).firstIndex(of: UInt8(ascii: ";")),
                let decoded = entity(text[nameStart..<semicolon])
            {
                result += text[copied..<ampersand]
                result += decoded
                copied = bytes.index(after: semicolon)
                next = copied
            }
            guard let found = bytes[next...].firstIndex(of: UInt8(ascii: "&")) else { break }
            ampersand = found
        }
        result += text[copied...]
        return result
    }

    private static func entity(_ name: Substring) -> String? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
        }
        if name.hasPrefix("#") { return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) } }
        // `&apos;` is XML's, and HTML5's; every other name here is HTML 4's.
        if name == "apos" { return "'" }
        return HTMLEntities.codePoint(named: name).flatMap(Unicode.Scalar.init).map { String($0) }
    }
}

extension Substring {
    /// The text without spaces at its end.
    fileprivate func trimmingTrailingSpaces() -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[startIndex..<end]
    }
}
