import CardboxCore

/// Card text as the HTML of an Anki field: what ``AnkiFieldText`` reads back.
///
/// Paragraphs are separated by `<br><br>` and line breaks are `<br>`, as Anki's editor writes them; lists, code and
/// emphasis keep their HTML elements, tables and ruby too; maths becomes MathJax's `\(…\)` and `\[…\]`, which Anki
/// typesets; an image is
/// `<img src="NAME">` and a sound `[sound:NAME]`, named by ``mediaName(_:)``.
enum AnkiFieldHTML {
    /// The file name a media file has inside an exported package: its label, the start of its key (so two files of
    /// one label stay apart), and its extension: `map-0f3a9c2e81b4d7a6.png`.
    static func mediaName(_ reference: CardMediaReference) -> String {
        let label = String(reference.label.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "_" }.prefix(60))
        let stem = label.trimmed.isEmpty ? (reference.format.isAudio ? "sound" : "image") : label
        return "\(stem)-\(reference.key.rawValue.prefix(keyDigits)).\(reference.format.fileExtension)"
    }

    /// The label a media file named `name` in a package shows: ``mediaName(_:)``'s label, or the file's name.
    static func label(ofMediaNamed name: String, format: CardMediaFormat) -> String {
        let label = CardMediaReference.label(forFileNamed: name, format: format)
        guard let dash = label.lastIndex(of: "-") else { return label }
        let suffix = label[label.index(after: dash)...]
        guard suffix.count == keyDigits, suffix.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else { return label }
        return String(label[..<dash])
    }

    /// How many digits of a media file's key its exported name carries.
    private static let keyDigits = 16

    /// `text` as field HTML.
    static func html(_ text: String) -> String {
        // Text without markup, HTML's special characters, line breaks or a list marker in front is its own HTML.
        if let first = text.utf8.first, !listStarts[Int(first)], !text.utf8.contains(where: { specialBytes[Int($0)] }) {
            return text
        }
        return blocks(CardText(parsing: text).blocks).joined(separator: "<br><br>")
    }

    /// Which bytes make card text more than plain text for a field: markup, maths, media, HTML's specials.
    private static let specialBytes = byteTable("*_`[]()$\\<>&\"\n\r!{|")
    /// Which bytes a list item can start with.
    private static let listStarts = byteTable("-+*0123456789 \t")

    /// A table saying for each byte value whether `characters` hold it.
    private static func byteTable(_ characters: String) -> [Bool] {
        var table = [Bool](repeating: false, count: 256)
        for byte in characters.utf8 { table[Int(byte)] = true }
        return table
    }

    private static func blocks(_ blocks: [CardTextBlock]) -> [String] {
        blocks.map { block in
            switch block {
            case .paragraph(let inlines): inlines.map(inline).joined()
            case .code(_, let text): "<pre><code>\(escape(text))</code></pre>"
            case .bulletList(let items):
                "<ul>" + items.map { "<li>\(self.blocks($0).joined(separator: "<br>"))</li>" }.joined() + "</ul>"
            case .numberedList(let start, let items):
                "<ol start=\"\(start)\">"
                    + items.map { "<li>\(self.blocks($0).joined(separator: "<br>"))</li>" }.joined() + "</ol>"
            case .displayMath(let math): "\\[\(escape(math))\\]"
            case .table(let table): self.table(table)
            }
        }
    }

    private static func table(_ table: CardTextTable) -> String {
        let rows = table.allRows.enumerated().map { index, row in
            let element = index == 0 ? "th" : "td"
            return "<tr>" + row.map { "<\(element)>\($0.map(self.inline).joined())</\(element)>" }.joined() + "</tr>"
        }
        return "<table>" + rows.joined() + "</table>"
    }

    private static func inline(_ inline: CardTextInline) -> String {
        switch inline {
        case .text(let text): escape(text)
        case .emphasis(let inner): "<i>\(inner.map(self.inline).joined())</i>"
        case .strong(let inner): "<b>\(inner.map(self.inline).joined())</b>"
        case .code(let code): "<code>\(escape(code))</code>"
        case .lineBreak: "<br>"
        case .link(let destination, let label):
            "<a href=\"\(escape(destination))\">\(label.map(self.inline).joined())</a>"
        case .math(let math, let display): display ? "\\[\(escape(math))\\]" : "\\(\(escape(math))\\)"
        case .media(let reference):
            reference.format.isAudio
                ? "[sound:\(mediaName(reference))]"
                : "<img src=\"\(mediaName(reference))\" alt=\"\(escape(reference.label))\">"
        case .ruby(let base, let reading): "<ruby>\(escape(base))<rt>\(escape(reading))</rt></ruby>"
        }
    }

    /// `text` with the characters HTML gives meaning to as entities.
    static func escape(_ text: String) -> String {
        let specials: (UInt8, UInt8, UInt8, UInt8) = (
            UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\"")
        )
        guard
            text.utf8.contains(where: { $0 == specials.0 || $0 == specials.1 || $0 == specials.2 || $0 == specials.3 })
        else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case specials.0: bytes += "&amp;".utf8
            case specials.1: bytes += "&lt;".utf8
            case specials.2: bytes += "&gt;".utf8
            case specials.3: bytes += "&quot;".utf8
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
