import CardboxCore

/// Anki's field HTML as card text (``CardboxCore/CardText``'s Markdown subset), keeping what the subset can show.
///
/// - `<b>`/`<strong>` become `**…**`, `<i>`/`<em>` `*…*`, `<code>` backticks, `<pre>` a code block;
/// - `<br>` a line break, `<div>`, `<p>` and headings new lines, `<ul>`/`<ol>` items `- ` and `1. ` lines;
/// - a table a card-text table (``CardboxCore/CardTextTable``), its first row the header; a table inside a cell is
///   flattened into the cell, and line breaks in a cell become spaces;
/// - `<ruby>` `{base|reading}`, or the base with the reading after it in brackets when card text cannot hold it
///   as ruby;
/// - `<img src>` and `[sound:…]` become the media the caller maps their file names to (or the file's name, when it has
///   none);
/// - Anki's `[$]…[/$]` and `[$$]…[/$$]` become `$…$` and `$$…$$`; `\(…\)` and `\[…\]` stay;
/// - `<script>`, `<style>` and comments are dropped with their content, every other tag is dropped and its text kept,
///   entities are decoded, and characters the subset would read as markup are escaped.
///
/// ```swift
/// AnkiFieldText.cardText(fromHTML: "<b>perro</b><br>dog &amp; cat").text  // "**perro**\ndog & cat"
/// ```
public enum AnkiFieldText {
    /// The converted text and the media file names it refers to, in order.
    public struct Converted: Sendable, Equatable {
        /// The card text.
        public var text: String
        /// The file names of the images and sounds it places.
        public var mediaNames: [String]
    }

    /// Converts `html`; `media` gives the card text that places a file, given its name.
    public static func cardText(fromHTML html: String, media: (String) -> String? = { _ in nil }) -> Converted {
        // Most fields are one plain line: no tag, entity, markup character or line break to convert.
        if !html.utf8.contains(where: { Converter.specialBytes.contains($0) || $0 == 0xC2 }) {
            return Converted(text: html.trimmed, mediaNames: [])
        }
        return withoutActuallyEscaping(media) { media in
            var converter = Converter(media: media)
            converter.convert(html)
            return Converted(text: converter.finish(), mediaNames: converter.mediaNames)
        }
    }

    /// The text of `html` alone, as Anki compares a first field: tags dropped, entities decoded, image file names
    /// kept.
    public static func plainText(fromHTML html: String) -> String {
        if !html.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }) { return html }
        var text = ""
        var index = html.startIndex
        while index < html.endIndex {
            if html[index] == "<", let close = html[index...].firstIndex(of: ">") {
                let tag = html[index...close]
                if let source = Converter.attribute("src", in: tag) { text += " \(source) " }
                index = html.index(after: close)
            } else {
                text.append(html[index])
                index = html.index(after: index)
            }
        }
        return Converter.decodeEntities(text)
    }
}

/// The state of one conversion.
private struct Converter {
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

    mutating func convert(_ html: String) {
        var index = html.startIndex
        var text = ""
        func flush(_ converter: inout Converter) {
            guard !text.isEmpty else { return }
            converter.appendText(Self.decodeEntities(text))
            text = ""
        }
        while index < html.endIndex {
            guard let open = html[index...].firstIndex(of: "<") else {
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
            if let close = html[index...].firstIndex(of: ">"),
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
        case "div", "p", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote":
            newLine()
        case "table", "tr", "td", "th":
            handleTableTag(name, closing: closing)
        case "ruby", "rt":
            handleRubyTag(name, closing: closing)
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

    mutating func handleTableTag(_ name: String, closing: Bool) {
        guard var state = table else {
            if name == "table" && !closing {
                newLine()
                table = TableState()
            }
            return
        }
        table = nil
        if state.nested > 0 || (name == "table" && !closing) {
            // A table inside a cell: its cells are words of that cell, which stays open.
            if name == "table" { state.nested += closing ? -1 : 1 }
            if state.outputBeforeCell == nil {
                if state.row == nil { state.row = [] }
                state.outputBeforeCell = output
                output = ""
            }
            append(" ")
            table = state
            return
        }
        endCell(&state)
        switch (name, closing) {
        case ("table", true):
            endRow(&state)
            writeTable(state.rows)
            return
        case ("tr", _):
            endRow(&state)
            if !closing { state.row = [] }
        case (_, false):
            if state.row == nil { state.row = [] }
            state.outputBeforeCell = output
            output = ""
        default: break
        }
        table = state
    }

    /// Ends the cell being read, if any, adding its text to the row.
    mutating func endCell(_ state: inout TableState) {
        guard let before = state.outputBeforeCell else { return }
        let cell = output.collapsingWhitespace.replacing("|", with: "\\|")
        if state.row == nil { state.row = [] }
        state.row?.append(cell)
        output = before
        state.outputBeforeCell = nil
    }

    mutating func endRow(_ state: inout TableState) {
        if let row = state.row, !row.isEmpty { state.rows.append(row) }
        state.row = nil
    }

    /// The rows as a card-text table, the first as its header.
    mutating func writeTable(_ rows: [[String]]) {
        let width = min(rows.map(\.count).max() ?? 0, CardTextTable.maximumColumns)
        guard width > 0 else { return }
        func line(_ cells: [String]) -> String {
            let padded = Array(cells.prefix(width)) + Array(repeating: "", count: max(width - cells.count, 0))
            return "| " + padded.joined(separator: " | ") + " |"
        }
        newLine()
        append(
            ([line(rows[0]), line(Array(repeating: "---", count: width))] + rows.dropFirst().map(line))
                .joined(separator: "\n"))
        append("\n")
    }

    mutating func handleRubyTag(_ name: String, closing: Bool) {
        let here = output.utf8.count
        switch (name, closing) {
        case ("ruby", false):
            rubyBase = here
            rubyReading = nil
        case ("ruby", true):
            rubyBase = nil
            rubyReading = nil
        case ("rt", false):
            if rubyBase != nil { rubyReading = here }
        case ("rt", true):
            guard let baseStart = rubyBase, let readingStart = rubyReading, baseStart <= readingStart,
                readingStart <= here
            else { return }
            let utf8 = Array(output.utf8)
            let base = String(decoding: utf8[baseStart..<readingStart], as: UTF8.self).trimmed
            let reading = String(decoding: utf8[readingStart...], as: UTF8.self).trimmed
            let kept = String(decoding: utf8[..<baseStart], as: UTF8.self)
            let ruby = "{\(base)|\(reading)}"
            if case .ruby = CardText(parsing: ruby).blocks.first.flatMap(Self.onlyInline) {
                output = kept + ruby
            } else {
                output = kept + base + (reading.isEmpty ? "" : "（\(reading)）")
            }
            rubyBase = output.utf8.count
            rubyReading = nil
        default: break
        }
    }

    /// The one inline piece of a paragraph that holds nothing else.
    static func onlyInline(_ block: CardTextBlock) -> CardTextInline? {
        guard case .paragraph(let inlines) = block, inlines.count == 1 else { return nil }
        return inlines[0]
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
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.replacing("\u{A0}", with: " ").trimmingTrailingSpaces()
        }
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
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] == "&", let semicolon = text[index...].prefix(12).firstIndex(of: ";") else {
                result.append(text[index])
                index = text.index(after: index)
                continue
            }
            let name = text[text.index(after: index)..<semicolon]
            if let decoded = entity(name) {
                result += decoded
                index = text.index(after: semicolon)
            } else {
                result.append("&")
                index = text.index(after: index)
            }
        }
        return result
    }

    private static func entity(_ name: Substring) -> String? {
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
        }
        if name.hasPrefix("#") { return UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) } }
        return [
            "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "ndash": "–",
            "mdash": "—", "hellip": "…", "laquo": "«", "raquo": "»", "copy": "©", "deg": "°", "times": "×",
        ][String(name)]
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
