/// A failure reported by PostgreSQL or by libpq, with the SQLSTATE code when the server sent one.
///
/// The description names the code, the server's primary message and the statement's SQL text, never the values
/// bound to it: messages of the data-exception class (SQLSTATE `22…`), which quote the offending input, are
/// replaced by the class name, and the server's DETAIL field (which quotes key values) is not kept.
public struct PostgresError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The five-character SQLSTATE code, `nil` when the failure happened before the server answered.
    public var sqlState: String?
    /// What went wrong, free of bound values.
    public var message: String
    /// The constraint that was violated, if the server named one.
    public var constraint: String?
    /// The SQL text of the statement that failed, if any.
    public var sql: String?

    /// An error with these parts; a data-exception message is replaced so that no input value is kept.
    public init(sqlState: String?, message: String, constraint: String? = nil, sql: String? = nil) {
        self.sqlState = sqlState
        self.message = sqlState?.hasPrefix("22") == true ? "invalid data (data exception)" : message
        self.constraint = constraint
        self.sql = sql
    }

    /// Whether a UNIQUE constraint or primary key was violated (SQLSTATE 23505).
    public var isUniqueViolation: Bool { sqlState == "23505" }

    /// Whether any integrity constraint was violated (SQLSTATE class 23).
    public var isConstraintViolation: Bool { sqlState?.hasPrefix("23") == true }

    /// Whether the connection failed (SQLSTATE class 08, or no answer at all), so that it should be reset.
    public var isConnectionFailure: Bool { sqlState == nil || sqlState?.hasPrefix("08") == true }

    /// Whether the statement ran past the statement timeout or was cancelled (SQLSTATE 57014).
    public var isCancelled: Bool { sqlState == "57014" }

    /// Whether the transaction lost a serialization or deadlock race and may be retried (40001, 40P01).
    public var isRetryable: Bool { sqlState == "40001" || sqlState == "40P01" }

    /// The code, the message, the constraint and the SQL, on one line.
    public var description: String {
        var text = "PostgreSQL error"
        if let sqlState { text += " \(sqlState)" }
        text += ": \(message)"
        if let constraint { text += " (constraint \(constraint))" }
        if let sql { text += " (in: \(sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")))" }
        return text
    }
}
