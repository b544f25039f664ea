/// The stack of open headings while reading a document from top to bottom.
///
/// A heading closes the open headings at its level or deeper. A numbered heading ("2.1 Results") also closes
/// every open numbered heading whose number is not a prefix of its own ("1 Introduction"), whatever their
/// levels by size, and stays inside an open heading whose number its own continues ("2.1" in "2") even at the same
/// size, so that sections nest by their numbers.
struct HeadingOutline {
    private var open: [(level: Int, text: String, number: [Substring]?)] = []

    /// The open headings, outermost first.
    var path: [String] { open.map(\.text) }

    /// Closes headings at `level` or deeper (and numbered ones that do not contain `number`), opens `text`,
    /// and returns the headings above it.
    mutating func enter(_ text: String, level: Int, number: String? = nil) -> [String] {
        let parts = number.map { $0.split(separator: ".") }
        while let last = open.last,
            (last.level >= level && !Self.extends(parts, last.number)) || !Self.contains(last.number, parts)
        {
            open.removeLast()
        }
        let ancestors = path
        open.append((level, text, parts))
        return ancestors
    }

    /// Whether number `inner` continues number `outer` ("2.1" under "2"), which nests it whatever the sizes.
    private static func extends(_ inner: [Substring]?, _ outer: [Substring]?) -> Bool {
        guard let outer, let inner else { return false }
        return contains(outer, inner)
    }

    /// Whether a heading numbered `outer` may contain one numbered `inner`; unnumbered headings contain all.
    private static func contains(_ outer: [Substring]?, _ inner: [Substring]?) -> Bool {
        guard let outer, let inner else { return true }
        return outer.count < inner.count && Array(inner.prefix(outer.count)) == outer
    }
}
