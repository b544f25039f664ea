/// A table in card text: rows of cells between `|`, with a row of dashes under the first.
///
/// ```
/// | Verb  | Past    |
/// | ----- | :-----: |
/// | go    | went    |
/// ```
///
/// Every row has one cell per column: a short row is filled with empty cells, a long one loses its extra cells.
public struct CardTextTable: Sendable, Equatable {
    /// How a column's cells line up.
    public enum Alignment: Sendable, Equatable {
        case none, left, center, right
    }

    /// The first row's cells.
    public var header: [[CardTextInline]]
    /// Each column's alignment, one per header cell.
    public var alignments: [Alignment]
    /// The other rows, each with one cell per column.
    public var rows: [[[CardTextInline]]]

    /// Creates a table; rows are padded or cut to the header's width.
    public init(header: [[CardTextInline]], alignments: [Alignment], rows: [[[CardTextInline]]]) {
        self.header = header
        self.alignments =
            Array(alignments.prefix(header.count))
            + Array(repeating: .none, count: max(header.count - alignments.count, 0))
        self.rows = rows.map { row in
            Array(row.prefix(header.count)) + Array(repeating: [], count: max(header.count - row.count, 0))
        }
    }

    /// The most columns a table may have; a wider one is read as text.
    public static let maximumColumns = 64

    /// Every row, the header first.
    public var allRows: [[[CardTextInline]]] { [header] + rows }

    // MARK: - Reading

    /// The table that starts at `index`, when the line there is a header row and the next a matching delimiter row;
    /// `index` moves past its last row.
    static func parse(lines: ArraySlice<String>, index: inout Int) -> CardTextTable? {
        guard starts(at: index, in: lines), let alignments = delimiterRow(lines[index + 1]) else { return nil }
        let header = cells(of: lines[index])
        var rows: [[[CardTextInline]]] = []
        var end = index + 2
        while end < lines.endIndex, !endsTable(lines[end]) {
            rows.append(cells(of: lines[end]).map(cellInlines))
            end += 1
        }
        index = end
        return CardTextTable(header: header.map(cellInlines), alignments: alignments, rows: rows)
    }

    /// Whether a table starts at `index`: a line holding a `|`, then a delimiter row with as many cells.
    static func starts(at index: Int, in lines: ArraySlice<String>) -> Bool {
        guard index + 1 < lines.endIndex, lines[index].utf8.contains(UInt8(ascii: "|")),
            lines[index].leadingSpaces <= 3, let alignments = delimiterRow(lines[index + 1])
        else { return false }
        return cells(of: lines[index]).count == alignments.count
    }

    /// A row of `---` cells, each with an optional `:` at either end, and at least one `|`: the columns'
    /// alignments.
    static func delimiterRow(_ line: String) -> [Alignment]? {
        guard line.utf8.contains(UInt8(ascii: "|")), line.leadingSpaces <= 3 else { return nil }
        let cells = cells(of: line)
        guard !cells.isEmpty, cells.count <= maximumColumns else { return nil }
        var alignments: [Alignment] = []
        for cell in cells {
            let left = cell.hasPrefix(":")
            let right = cell.hasSuffix(":") && cell.count > 1
            let dashes = cell.dropFirst(left ? 1 : 0).dropLast(right ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == "-" }) else { return nil }
            alignments.append(left && right ? .center : left ? .left : right ? .right : .none)
        }
        return alignments
    }

    /// A body row ends the table when it is blank or starts another block.
    static func endsTable(_ line: String) -> Bool {
        line.isBlank || CardTextParser.Fence(opening: line) != nil || CardTextParser.startsDisplayMath(line)
            || CardTextParser.ListMarker(line: line) != nil
    }

    /// The cells of a row, trimmed: split at every `|` without a backslash before it, the outer `|`s dropped; `\|`
    /// is a `|` in the cell.
    static func cells(of line: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var characters = line.trimmed[...]
        if characters.first == "|" { characters = characters.dropFirst() }
        var sawText = false
        while let character = characters.first {
            characters = characters.dropFirst()
            if character == "\\", characters.first == "|" {
                cell.append("|")
                characters = characters.dropFirst()
            } else if character == "|" {
                cells.append(cell.trimmed)
                cell = ""
            } else {
                cell.append(character)
            }
            sawText = true
        }
        if !cell.trimmed.isEmpty || !sawText || cells.isEmpty { cells.append(cell.trimmed) }
        return cells
    }

    private static func cellInlines(_ cell: String) -> [CardTextInline] {
        cell.isEmpty ? [] : InlineParser.inlines(of: cell)
    }
}
