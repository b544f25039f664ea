import CLibPQ
public import CardboxSQLite

#if canImport(Glibc)
    import Glibc
#endif

/// One connection to a PostgreSQL server: owns the `PGconn`, runs statements with bound parameters over the extended
/// query protocol and runs transactions.
///
/// Every parameterised statement is prepared once per connection (the server infers parameter types from the SQL)
/// and then executed with text parameters, or binary ones for bytes; values are never put into the SQL text.
/// Not thread-safe: libpq lets a connection move between threads but never be used by two at once, which
/// ``PostgresDatabase`` guarantees by handing each connection to one caller at a time.
public final class PostgresConnection {
    let handle: OpaquePointer
    private var prepared: [StatementKey: String] = [:]
    private var lastChanges = 0

    /// Connects with `configuration`: its URL or key/value string (`sslmode` and any other libpq setting pass
    /// through), then sets the statement timeout and keeps notices quiet.
    ///
    /// - Throws: ``PostgresError`` when the server cannot be reached or refuses the connection.
    public init(_ configuration: PostgresConfiguration) throws {
        let keywords = ["fallback_application_name", "connect_timeout", "client_encoding", "dbname"]
        let values = [
            configuration.applicationName, String(configuration.connectTimeoutSeconds), "UTF8",
            configuration.connectionString,
        ]
        let connection = Self.connect(keywords: keywords, values: values)
        guard let connection, PQstatus(connection) == CONNECTION_OK else {
            let message = connection.map { Self.trimmed(PQerrorMessage($0)) } ?? "out of memory"
            // "Note that when PQconnectdbParams returns a non-null pointer, you must call PQfinish when you are
            // finished with it, in order to dispose of the structure and any associated memory blocks. This must be
            // done even if the connection attempt fails or is abandoned."
            PQfinish(connection)
            throw PostgresError(sqlState: "08001", message: message)
        }
        handle = connection
        do {
            try execute("SET statement_timeout = \(max(0, configuration.statementTimeoutMilliseconds))")
            // Notices ("relation already exists, skipping") would go to standard error; warnings still do.
            try execute("SET client_min_messages = warning")
        } catch {
            PQfinish(handle)
            throw error
        }
    }

    deinit {
        PQfinish(handle)
    }

    private static func connect(keywords: [String], values: [String]) -> OpaquePointer? {
        let keywordCopies = keywords.map { strdup($0) }
        let valueCopies = values.map { strdup($0) }
        defer {
            keywordCopies.forEach { free($0) }
            valueCopies.forEach { free($0) }
        }
        let keywordPointers = keywordCopies.map { UnsafePointer($0) } + [nil]
        let valuePointers = valueCopies.map { UnsafePointer($0) } + [nil]
        return PQconnectdbParams(keywordPointers, valuePointers, 1)
    }

    /// Whether the connection is up, as far as libpq knows without asking the server.
    public var isOpen: Bool { PQstatus(handle) == CONNECTION_OK }

    /// Whether the connection is idle and outside any transaction, ready for the next caller.
    public var isIdle: Bool { PQtransactionStatus(handle) == PQTRANS_IDLE }

    /// Asks the server whether the connection works (`SELECT 1`).
    public func isHealthy() -> Bool {
        guard isOpen, isIdle else { return false }
        return (try? queryOne("SELECT 1") { $0.int64(0) }) == 1
    }

    /// Re-opens the connection with the same settings; prepared statements are prepared again on next use.
    ///
    /// - Returns: whether the connection works again.
    @discardableResult
    public func reset() -> Bool {
        prepared.removeAll()
        PQreset(handle)
        return isOpen
    }

    /// The server's process id for this connection (shown in `pg_stat_activity`).
    public var backendProcessID: Int { Int(PQbackendPID(handle)) }

    /// Runs one or more statements without parameters (migrations, `SET`, transaction control), ignoring rows.
    public func execute(_ sql: String) throws {
        _ = try check(PQexec(handle, sql), sql: sql)
    }

    /// Runs `sql` with `arguments` and decodes every row with `decode`.
    public func query<T>(
        _ sql: String, _ arguments: [any SQLBindable] = [], decoding decode: (PostgresRow) throws -> T
    ) throws -> [T] {
        let result = try perform(sql, arguments)
        return try (0..<result.rowCount).map { try decode(PostgresRow(result: result, index: $0)) }
    }

    /// Runs `sql` with `arguments` and decodes the first row with `decode`, if there is one.
    public func queryOne<T>(
        _ sql: String, _ arguments: [any SQLBindable] = [], decoding decode: (PostgresRow) throws -> T
    ) throws -> T? {
        let result = try perform(sql, arguments)
        return result.rowCount > 0 ? try decode(PostgresRow(result: result, index: 0)) : nil
    }

    /// Runs `sql` with `arguments` and tells whether it returned a row.
    public func exists(_ sql: String, _ arguments: [any SQLBindable] = []) throws -> Bool {
        try perform(sql, arguments).rowCount > 0
    }

    /// Runs `sql` with `arguments`, ignoring any rows.
    public func run(_ sql: String, _ arguments: [any SQLBindable] = []) throws {
        _ = try perform(sql, arguments)
    }

    /// Rows changed by the last statement run with ``run(_:_:)`` or a query.
    public var changes: Int { lastChanges }

    /// Runs `body` inside `BEGIN … COMMIT` (read committed), rolling back if it throws.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            if isOpen { _ = try? execute("ROLLBACK") }
            throw error
        }
    }

    private func perform(_ sql: String, _ arguments: [any SQLBindable]) throws -> PostgresResult {
        let name = try statementName(sql)
        let values = arguments.map(\.sqlValue)
        var copies: [UnsafeMutablePointer<CChar>?] = []
        var lengths: [Int32] = []
        var formats: [Int32] = []
        for value in values {
            switch value {
            case .null:
                copies.append(nil)
                lengths.append(0)
                formats.append(0)
            case .integer(let number):
                copies.append(strdup(String(number)))
                lengths.append(0)
                formats.append(0)
            case .real(let number):
                copies.append(strdup(Self.text(of: number)))
                lengths.append(0)
                formats.append(0)
            case .text(let text):
                copies.append(strdup(text))
                lengths.append(0)
                formats.append(0)
            case .blob(let bytes):
                let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: max(1, bytes.count))
                bytes.withUnsafeBufferPointer { source in
                    if let base = source.baseAddress {
                        UnsafeMutableRawPointer(buffer).copyMemory(from: base, byteCount: bytes.count)
                    }
                }
                copies.append(buffer)
                lengths.append(Int32(bytes.count))
                formats.append(1)
            }
        }
        defer {
            for (copy, value) in zip(copies, values) {
                if case .blob = value { copy?.deallocate() } else { free(copy) }
            }
        }
        let pointers = copies.map { UnsafePointer($0) }
        let raw = PQexecPrepared(handle, name, Int32(values.count), pointers, lengths, formats, 0)
        let result = try check(raw, sql: sql)
        lastChanges = result.changedRows
        return result
    }

    private func statementName(_ sql: String) throws -> String {
        if let name = prepared[StatementKey(sql)] { return name }
        let name = "cardbox_\(prepared.count + 1)"
        _ = try check(PQprepare(handle, name, sql, 0, nil), sql: sql)
        prepared[StatementKey(sql)] = name
        return name
    }

    private func check(_ raw: OpaquePointer?, sql: String) throws -> PostgresResult {
        guard let raw else {
            throw PostgresError(sqlState: nil, message: Self.trimmed(PQerrorMessage(handle)), sql: sql)
        }
        let result = PostgresResult(raw)
        switch PQresultStatus(raw) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_EMPTY_QUERY:
            return result
        default:
            throw PostgresError(
                sqlState: Self.field(raw, "C"),
                message: Self.field(raw, "M") ?? Self.trimmed(PQerrorMessage(handle)),
                constraint: Self.field(raw, "n"), sql: sql)
        }
    }

    private static func field(_ result: OpaquePointer, _ code: Unicode.Scalar) -> String? {
        PQresultErrorField(result, Int32(code.value)).map { String(cString: $0) }
    }

    private static func trimmed(_ message: UnsafePointer<CChar>?) -> String {
        message.map { String(cString: $0).trimmingWhitespace } ?? "unknown error"
    }

    /// A double as PostgreSQL reads it back exactly.
    private static func text(of number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
        return "\(number)"
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        return String(text)
    }
}

@available(*, unavailable, message: "Use PostgresDatabase to share connections between threads")
extension PostgresConnection: Sendable {}
