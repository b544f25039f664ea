import CardboxCore

/// Card text drawn for a terminal: running text wrapped at a width between words (a word longer than the width
/// keeps its own line, whole), strong and emphasised text bold (underlined within bold text), code in colour, lists
/// with hanging indents, code blocks and display maths as written, indented four spaces, and tables in lined-up
/// columns (one wrapped line per row, cells between ` | `, when the columns do not fit).
struct TerminalCardText {
    /// A run of characters in one set of styles.
    struct Piece: Equatable {
        var text: String
        var styles: [TextStyle]

        init(_ text: String, _ styles: [TextStyle] = []) {
            self.text = text
            self.styles = styles
        }
    }

    /// The columns a line may fill.
    let width: Int
    /// Whether styles are drawn (else every piece is plain text).
    let usesColor: Bool

    init(width: Int, usesColor: Bool) {
        self.width = max(width, 1)
        self.usesColor = usesColor
    }

    init(console: Console, wraps: Bool) {
        self.init(width: wraps ? console.width : Int.max, usesColor: console.usesColor)
    }

    /// The style code spans and code blocks are drawn in.
    static let codeStyle = TextStyle.yellow

    /// `source` parsed as card text and drawn in `styles`, with `firstPrefix` before its first line and
    /// `restPrefix` before the others.
    func lines(
        _ source: String, _ styles: [TextStyle] = [], firstPrefix: String = "", restPrefix: String = ""
    ) -> [String] {
        lines(CardText(parsing: source), styles, firstPrefix: firstPrefix, restPrefix: restPrefix)
    }

    /// `text` drawn in `styles`, with `firstPrefix` before its first line and `restPrefix` before the others.
    func lines(
        _ text: CardText, _ styles: [TextStyle] = [], firstPrefix: String = "", restPrefix: String = ""
    ) -> [String] {
        var output: [String] = []
        for (index, block) in text.blocks.enumerated() {
            if index > 0 { output.append("") }
            output += lines(block, styles, prefixWidth: TerminalColumns.count(firstPrefix))
        }
        return prefixed(output.isEmpty ? [""] : output, first: firstPrefix, rest: restPrefix)
    }

    /// `pieces` as running text, wrapped, with `firstPrefix` before the first line and `restPrefix` before the others.
    func wrap(_ pieces: [Piece], firstPrefix: String = "", restPrefix: String = "") -> [String] {
        let columns = max(width - TerminalColumns.count(restPrefix), 1)
        return prefixed(wrap(pieces, columns: columns), first: firstPrefix, rest: restPrefix)
    }

    /// The pieces of running text, in `styles`.
    func pieces(_ inlines: [CardTextInline], _ styles: [TextStyle] = []) -> [Piece] {
        inlines.flatMap { inline -> [Piece] in
            switch inline {
            case .text(let text): [Piece(text, styles)]
            case .emphasis(let inner), .strong(let inner):
                // Text that is bold already (a card's front) shows its emphasis underlined.
                pieces(inner, Self.adding(styles.contains(.bold) ? .underline : .bold, to: styles))
            case .code(let code): [Piece(code, Self.adding(Self.codeStyle, to: styles))]
            case .lineBreak: [Piece("\n", styles)]
            case .math(let source, _): [Piece(source, styles)]
            case .ruby(let base, let reading): [Piece("\(base)（\(reading)）", styles)]
            case .media(let reference):
                [Piece("[\(reference.format.isAudio ? "sound" : "image"): \(reference.label)]", [.dim])]
            case .link(let destination, let label):
                CardText(blocks: [.paragraph(label)]).plainText == destination
                    ? [Piece(destination, styles)] : pieces(label, styles) + [Piece(" (\(destination))", [.dim])]
            }
        }
    }

    /// One piece drawn with its styles.
    func draw(_ piece: Piece) -> String {
        guard usesColor, !piece.styles.isEmpty, !piece.text.isEmpty else { return piece.text }
        return "\u{1B}[" + piece.styles.map(\.rawValue).joined(separator: ";") + "m" + piece.text + "\u{1B}[0m"
    }

    private func lines(_ block: CardTextBlock, _ styles: [TextStyle], prefixWidth: Int) -> [String] {
        let columns = max(width == Int.max ? width : width - prefixWidth, 1)
        switch block {
        case .paragraph(let inlines):
            return wrap(pieces(inlines, styles), columns: columns)
        case .code(_, let text):
            return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.isEmpty ? "" : "    " + draw(Piece(String(line), Self.adding(Self.codeStyle, to: styles)))
            }
        case .displayMath(let source):
            return source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.isEmpty ? "" : "    " + draw(Piece(String(line), styles))
            }
        case .bulletList(let items):
            return items.flatMap { item in listItem(item, marker: "• ", styles, prefixWidth: prefixWidth) }
        case .numberedList(let start, let items):
            let widest = "\(start + items.count - 1). ".count
            return items.enumerated().flatMap { offset, item in
                let marker = "\(start + offset). "
                return listItem(
                    item, marker: marker + String(repeating: " ", count: widest - marker.count), styles,
                    prefixWidth: prefixWidth)
            }
        case .table(let table):
            return self.table(table, styles, columns: columns)
        }
    }

    /// A table in columns padded to their widest cell, the header bold and underlined by dashes; rows of running
    /// text when the columns are wider than `columns` or a cell holds a line break.
    private func table(_ table: CardTextTable, _ styles: [TextStyle], columns: Int) -> [String] {
        let rows = table.allRows.enumerated().map { index, row in
            row.map { pieces($0, index == 0 ? Self.adding(.bold, to: styles) : styles) }
        }
        let widths = table.header.indices.map { column in
            rows.map { TerminalColumns.count($0[column].map(\.text).joined()) }.max() ?? 0
        }
        let fits =
            widths.reduce(0, +) + 3 * (widths.count - 1) <= columns
            && !rows.contains { $0.contains { $0.contains { $0.text.contains("\n") } } }
        guard fits else {
            return rows.flatMap { row in
                wrap(Array(row.joined(separator: [Piece(" | ", styles)])), columns: columns)
            }
        }
        let drawn = rows.map { row in
            zip(row, zip(widths, table.alignments)).map { cell, layout in
                let text = merged(cell).map(draw).joined()
                let padding = layout.0 - TerminalColumns.count(cell.map(\.text).joined())
                let before =
                    switch layout.1 {
                    case .right: padding
                    case .center: padding / 2
                    case .none, .left: 0
                    }
                return String(repeating: " ", count: before) + text + String(repeating: " ", count: padding - before)
            }.joined(separator: " | ")
        }.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "-+-")
        return [drawn[0], rule] + drawn.dropFirst()
    }

    private func listItem(
        _ blocks: [CardTextBlock], marker: String, _ styles: [TextStyle], prefixWidth: Int
    ) -> [String] {
        let inner = TerminalCardText(
            width: width == Int.max ? width : max(width - marker.count, 1), usesColor: usesColor)
        let body = blocks.flatMap { inner.lines($0, styles, prefixWidth: prefixWidth) }
        return prefixed(body.isEmpty ? [""] : body, first: marker, rest: String(repeating: " ", count: marker.count))
    }

    /// The greedy fill: words go on a line while they fit in `columns`; a line break in the text starts a new one.
    private func wrap(_ pieces: [Piece], columns: Int) -> [String] {
        var lines: [String] = []
        var line: [Piece] = []
        var lineColumns = 0
        var word: [Piece] = []
        var wordColumns = 0
        var spaceBefore = false

        func endLine() {
            lines.append(merged(line).map(draw).joined())
            line = []
            lineColumns = 0
        }

        func endWord() {
            guard !word.isEmpty else { return }
            if lineColumns > 0 && lineColumns + 1 + wordColumns > columns {
                endLine()
            } else if lineColumns > 0 && spaceBefore {
                // The space takes its neighbours' styles when they share them, so a styled phrase is one run.
                let styles = line.last?.styles == word.first?.styles ? word[0].styles : []
                line.append(Piece(" ", styles))
                lineColumns += 1
            }
            line += word
            lineColumns += wordColumns
            word = []
            wordColumns = 0
            spaceBefore = false
        }

        for piece in pieces {
            var run = ""
            func endRun() {
                guard !run.isEmpty else { return }
                word.append(Piece(run, piece.styles))
                wordColumns += TerminalColumns.count(run)
                run = ""
            }
            for character in piece.text {
                if character == "\n" {
                    endRun()
                    endWord()
                    endLine()
                    spaceBefore = false
                } else if character.isWhitespace {
                    endRun()
                    endWord()
                    spaceBefore = true
                } else {
                    run.append(character)
                }
            }
            endRun()
        }
        endWord()
        endLine()
        return lines
    }

    /// `pieces` with neighbours in the same styles joined.
    private func merged(_ pieces: [Piece]) -> [Piece] {
        pieces.reduce(into: []) { runs, piece in
            if let last = runs.last, last.styles == piece.styles {
                runs[runs.count - 1].text += piece.text
            } else {
                runs.append(piece)
            }
        }
    }

    private func prefixed(_ lines: [String], first: String, rest: String) -> [String] {
        lines.enumerated().map { index, line in
            line.isEmpty && index > 0 ? "" : (index == 0 ? first : rest) + line
        }
    }

    private static func adding(_ style: TextStyle, to styles: [TextStyle]) -> [TextStyle] {
        styles.contains(style) ? styles : styles + [style]
    }
}
