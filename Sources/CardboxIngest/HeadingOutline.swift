/// The stack of open headings while reading a document from top to bottom.
struct HeadingOutline {
    private var open: [(level: Int, text: String)] = []

    /// The open headings, outermost first.
    var path: [String] { open.map(\.text) }

    /// Closes headings at `level` or deeper, opens `text`, and returns the headings above it.
    mutating func enter(_ text: String, level: Int) -> [String] {
        while let last = open.last, last.level >= level { open.removeLast() }
        let ancestors = path
        open.append((level, text))
        return ancestors
    }
}
