/// An error reported by SQLite, with the statement that failed.
///
/// The description holds SQLite's message and the SQL text, never the values bound to it, so user data does not
/// reach logs.
public struct SQLiteError: Error, CustomStringConvertible, Equatable {
    /// SQLite's primary or extended result code.
    public var code: Int32
    /// SQLite's message.
    public var message: String
    /// The SQL being run, if any.
    public var sql: String?

    /// Creates an error.
    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
    }

    /// Whether a UNIQUE, PRIMARY KEY or similar constraint failed.
    public var isConstraintViolation: Bool { code & 0xFF == 19 }

    /// Whether the database was busy or locked beyond the timeout.
    public var isBusy: Bool { code & 0xFF == 5 || code & 0xFF == 6 }

    /// The message and the statement, without bound values.
    public var description: String {
        if let sql { return "SQLite error \(code): \(message) (in: \(sql.collapsingSQL))" }
        return "SQLite error \(code): \(message)"
    }
}

extension String {
    fileprivate var collapsingSQL: String {
        split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
