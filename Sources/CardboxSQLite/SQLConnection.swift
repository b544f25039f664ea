/// The few operations ``SQLStore`` needs from one database connection, so one store implementation runs over SQLite
/// and PostgreSQL alike.
///
/// Statements use numbered `$1` parameters and `RETURNING`, which both databases understand; each conforming
/// connection keeps its C library to itself.
public protocol SQLConnection {
    /// The row a decoder reads from.
    associatedtype Row: SQLRow

    /// Runs `sql` with `arguments` and decodes every row with `decode`.
    func query<T>(_ sql: String, _ arguments: [any SQLBindable], decoding decode: (Row) throws -> T) throws -> [T]

    /// Runs `sql` with `arguments` and decodes the first row with `decode`, if there is one.
    func queryOne<T>(_ sql: String, _ arguments: [any SQLBindable], decoding decode: (Row) throws -> T) throws -> T?

    /// Runs `sql` with `arguments` and tells whether it returned a row.
    func exists(_ sql: String, _ arguments: [any SQLBindable]) throws -> Bool

    /// Runs `sql` with `arguments`, ignoring any rows.
    func run(_ sql: String, _ arguments: [any SQLBindable]) throws

    /// Rows changed by the last statement.
    var changes: Int { get }
}

extension SQLConnection {
    /// Runs `sql` with `arguments` and tells whether it returned a row, by decoding nothing from the first row.
    public func exists(_ sql: String, _ arguments: [any SQLBindable]) throws -> Bool {
        try queryOne(sql, arguments) { _ in true } ?? false
    }
}

extension SQLiteConnection: SQLConnection {}
