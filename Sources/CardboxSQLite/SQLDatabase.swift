/// A database ``SQLStore`` runs its transactions on: it hands out a ``SQLConnection`` for one read or one write.
public protocol SQLDatabase: Sendable {
    /// The connection a transaction's body uses.
    associatedtype Connection: SQLConnection

    /// The statements and locks in which this database differs from the shared query files.
    static var dialect: SQLDialect { get }

    /// Runs `body` in one read transaction.
    func read<T: Sendable>(_ body: (Connection) throws -> T) throws -> T

    /// Runs `body` in one write transaction; it commits if `body` returns and rolls back if it throws.
    func write<T: Sendable>(_ body: (Connection) throws -> T) throws -> T

    /// Runs `body`, which writes a great many rows, in one write transaction, with whatever settings make that fast.
    func writeInBulk<T: Sendable>(_ body: (Connection) throws -> T) throws -> T
}

extension SQLDatabase {
    /// Runs `body` in one ordinary write transaction.
    public func writeInBulk<T: Sendable>(_ body: (Connection) throws -> T) throws -> T { try write(body) }
}

extension SQLiteDatabase: SQLDatabase {
    /// SQLite's dialect: the shared statements, no row locks (one writer at a time).
    public static var dialect: SQLDialect { .sqlite }
}
