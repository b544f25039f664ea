import CardboxCore

/// The parts of field HTML that card text holds in a form of its own: tables, ruby, links, sub- and superscripts.
extension AnkiHTMLConverter {
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

    /// `<a href>`: a card-text link when the address is one card text links to and the text fits in one line;
    /// the text alone otherwise.
    mutating func handleLinkTag(closing: Bool, tag: Substring) {
        guard closing else {
            let address = Self.attribute("href", in: tag).map(Self.decodeEntities)?.trimmed
            link = address.flatMap { LinkAddress.isAllowed($0) && !$0.contains(where: \.isWhitespace) ? $0 : nil }
                .map { ($0, output.utf8.count) }
            return
        }
        guard let (address, start) = link, start <= output.utf8.count else { return }
        link = nil
        let (kept, label) = splitOutput(at: start)
        guard !label.trimmed.isEmpty, !label.contains("\n") else { return }
        let written = "[\(Self.escapingBrackets(label.trimmed))](\(address))"
        if case .link = CardText(parsing: written).blocks.first.flatMap(Self.onlyInline) {
            output = kept + written
        }
    }

    /// `<sub>` and `<sup>`: the text in Unicode's subscript or superscript characters when each has one (H₂O,
    /// x², 10⁻³), else after `_` or `^` in brackets: `e^(iπ)`.
    mutating func handleScriptTag(superscript: Bool, closing: Bool) {
        guard closing else {
            script = (superscript, output.utf8.count)
            return
        }
        guard let (isSuperscript, start) = script, isSuperscript == superscript, start <= output.utf8.count else {
            return
        }
        script = nil
        let (kept, text) = splitOutput(at: start)
        guard !text.isEmpty, !text.contains("\n") else { return }
        let table = superscript ? Self.superscripts : Self.subscripts
        let mapped = text.map { table[$0] }
        if mapped.allSatisfy({ $0 != nil }) {
            output = kept + String(mapped.compactMap { $0 })
        } else {
            output = kept + (superscript ? "^(" : "\\_(") + text + ")"
        }
    }

    /// ``output`` cut at UTF-8 offset `offset`: what comes before, and what comes after.
    func splitOutput(at offset: Int) -> (String, String) {
        let utf8 = Array(output.utf8)
        return (String(decoding: utf8[..<offset], as: UTF8.self), String(decoding: utf8[offset...], as: UTF8.self))
    }

    /// `text` with `[` and `]` escaped, for a link's label.
    static func escapingBrackets(_ text: String) -> String {
        text.replacing("[", with: "\\[").replacing("]", with: "\\]")
    }

    /// Unicode's subscript characters.
    static let subscripts: [Character: Character] = Dictionary(
        uniqueKeysWithValues: zip("0123456789+-−=()aehijklmnoprstuvx", "₀₁₂₃₄₅₆₇₈₉₊₋₋₌₍₎ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ"))
    /// Unicode's superscript characters (modifier letters for most lower-case letters).
    static let superscripts: [Character: Character] = Dictionary(
        uniqueKeysWithValues: zip(
            "0123456789+-−=()abcdefghijklmnoprstuvwxyz", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁻⁼⁽⁾ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ"))
}
