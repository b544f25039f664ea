/// A plain-text table with a header row and padded columns.
struct TextTable {
    var headers: [String]
    var rows: [[String]]
    var rightAligned: Set<Int> = []

    var rendered: String {
        var widths = headers.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], cell.count)
            }
        }
        func render(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                return rightAligned.contains(index) ? padding + cell : cell + padding
            }.joined(separator: "  ").trimmedTrailing
        }
        return ([render(headers)] + rows.map(render)).joined(separator: "\n") + "\n"
    }
}

extension String {
    /// The string without trailing spaces.
    var trimmedTrailing: String {
        // Spaces are one byte: cut at the last byte that is not one, with no generic collection on the way (their
        // first use costs a command's start-up a conformance search).
        guard let last = utf8.lastIndex(where: { $0 != 0x20 }) else { return "" }
        return String(decoding: utf8[...last], as: UTF8.self)
    }
}
