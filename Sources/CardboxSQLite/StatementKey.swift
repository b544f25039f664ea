/// A statement's SQL as a cache key, hashed by its length and last bytes rather than all of it: queries are
/// hundreds of bytes long and are looked up for every statement run, and equal texts (the same constant) compare
/// at once.
package struct StatementKey: Hashable {
    /// The SQL.
    package let sql: String

    /// The key of `sql`.
    package init(_ sql: String) {
        self.sql = sql
    }

    package func hash(into hasher: inout Hasher) {
        let utf8 = sql.utf8
        hasher.combine(utf8.count)
        for byte in utf8.suffix(32) { hasher.combine(byte) }
    }
}
