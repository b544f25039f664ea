import CSQLite

/// A prepared statement, owned by its connection's cache.
public final class SQLiteStatement {
    private let handle: OpaquePointer
    private unowned let connection: SQLiteConnection
    private let sql: String
    private let parameterIndexes: [Int32]

    init(handle: OpaquePointer, connection: SQLiteConnection, sql: String) {
        self.handle = handle
        self.connection = connection
        self.sql = sql
        // Each parameter's name, read by its index, tells which `$n` it is: looking each `$n` up by name instead
        // compares it with every name before it, which a batch insert of 1,920 values felt.
        let count = sqlite3_bind_parameter_count(handle)
        var indexes = [Int32](repeating: 0, count: Int(count))
        for index in stride(from: Int32(1), through: count, by: 1) {
            guard let name = sqlite3_bind_parameter_name(handle, index).map({ String(cString: $0) }),
                name.hasPrefix("$"), let number = Int(name.dropFirst()), (1...Int(count)).contains(number),
                name == "$\(number)"
            else { continue }
            indexes[number - 1] = index
        }
        parameterIndexes = indexes
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds `$1`, `$2`, … to `arguments` in order.
    public func bind(_ arguments: [any SQLBindable]) throws {
        sqlite3_clear_bindings(handle)
        guard arguments.count == parameterIndexes.count else {
            preconditionFailure("\(sql) takes \(parameterIndexes.count) arguments, got \(arguments.count)")
        }
        for (offset, argument) in arguments.enumerated() {
            let index = parameterIndexes[offset]
            precondition(index > 0, "parameter $\(offset + 1) missing in \(sql)")
            let code: Int32
            switch argument.sqlValue {
            case .null: code = sqlite3_bind_null(handle, index)
            case .integer(let value): code = sqlite3_bind_int64(handle, index, value)
            case .real(let value): code = sqlite3_bind_double(handle, index, value)
            case .text(let value):
                var text = value
                code = text.withUTF8 { buffer in
                    sqlite3_bind_text64(
                        handle, index,
                        buffer.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                        sqlite3_uint64(buffer.count), cardbox_sqlite_transient(), UInt8(SQLITE_UTF8)
                    )
                }
            case .blob(let bytes):
                code = bytes.withUnsafeBytes { buffer in
                    sqlite3_bind_blob64(
                        handle, index, buffer.baseAddress, sqlite3_uint64(buffer.count), cardbox_sqlite_transient()
                    )
                }
            }
            guard code == SQLITE_OK else {
                throw SQLiteError(code: code, message: connection.lastErrorMessage, sql: sql)
            }
        }
    }

    /// Binds `$1`, `$2`, … to the whole numbers `integers` in order, without a value's cost of saying its type.
    public func bind(integers: [Int64]) throws {
        guard integers.count == parameterIndexes.count else {
            preconditionFailure("\(sql) takes \(parameterIndexes.count) arguments, got \(integers.count)")
        }
        for (offset, integer) in integers.enumerated() {
            let index = parameterIndexes[offset]
            precondition(index > 0, "parameter $\(offset + 1) missing in \(sql)")
            let code = sqlite3_bind_int64(handle, index, integer)
            guard code == SQLITE_OK else {
                throw SQLiteError(code: code, message: connection.lastErrorMessage, sql: sql)
            }
        }
    }

    /// Steps once; returns the row, or `nil` when the statement is done.
    public func step() throws -> SQLiteRow? {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return SQLiteRow(statement: handle)
        case SQLITE_DONE: return nil
        default:
            let error = SQLiteError(code: code, message: connection.lastErrorMessage, sql: sql)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Every remaining row.
    public func rows() throws -> [SQLiteRow] {
        var rows: [SQLiteRow] = []
        while let row = try step() { rows.append(row) }
        return rows
    }

    /// Steps to the next row, leaving the statement on it to be read in place as an ``SQLRow``; `false` when the
    /// statement is done.
    public func advance() throws -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = SQLiteError(code: code, message: connection.lastErrorMessage, sql: sql)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Makes the statement ready to run again.
    public func reset() {
        sqlite3_reset(handle)
    }
}

@available(*, unavailable, message: "Statements belong to one connection")
extension SQLiteStatement: Sendable {}

/// One result row, copied out of SQLite.
public struct SQLiteRow: Sendable {
    private let values: [SQLValue]

    init(statement: OpaquePointer) {
        let count = sqlite3_column_count(statement)
        var values: [SQLValue] = []
        values.reserveCapacity(Int(count))
        for column in 0..<count {
            switch sqlite3_column_type(statement, column) {
            case SQLITE_INTEGER: values.append(.integer(sqlite3_column_int64(statement, column)))
            case SQLITE_FLOAT: values.append(.real(sqlite3_column_double(statement, column)))
            case SQLITE_TEXT:
                let length = Int(sqlite3_column_bytes(statement, column))
                if let pointer = sqlite3_column_text(statement, column) {
                    let buffer = UnsafeBufferPointer(start: pointer, count: length)
                    values.append(.text(String(decoding: buffer, as: UTF8.self)))
                } else {
                    values.append(.text(""))
                }
            case SQLITE_BLOB:
                let length = Int(sqlite3_column_bytes(statement, column))
                if let pointer = sqlite3_column_blob(statement, column), length > 0 {
                    values.append(.blob(Array(UnsafeRawBufferPointer(start: pointer, count: length))))
                } else {
                    values.append(.blob([]))
                }
            default: values.append(.null)
            }
        }
        self.values = values
    }

    /// The raw value of column `index`.
    public subscript(index: Int) -> SQLValue { values[index] }
}

extension SQLiteRow: SQLRow {
    /// Column `column` as a 64-bit integer: a real is truncated, anything else is 0.
    public func int64(_ column: Int) -> Int64 {
        switch values[column] {
        case .integer(let value): value
        case .real(let value): Int64(value)
        default: 0
        }
    }

    /// Column `column` as a double: an integer is converted, anything else is 0.
    public func double(_ column: Int) -> Double {
        switch values[column] {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: 0
        }
    }

    /// Column `column` as text: a number is written out, a blob or NULL is "".
    public func text(_ column: Int) -> String {
        switch values[column] {
        case .text(let value): value
        case .integer(let value): String(value)
        case .real(let value): String(value)
        default: ""
        }
    }

    /// Column `column` as bytes: empty unless the column holds a blob.
    public func blob(_ column: Int) -> [UInt8] {
        if case .blob(let bytes) = values[column] { return bytes }
        return []
    }

    /// Whether column `column` is NULL.
    public func isNull(_ column: Int) -> Bool { values[column] == .null }
}

extension SQLiteStatement: SQLRow {
    /// Column `column` of the current row as a 64-bit integer, converted by SQLite.
    public func int64(_ column: Int) -> Int64 { sqlite3_column_int64(handle, Int32(column)) }

    /// Column `column` of the current row as a double, converted by SQLite.
    public func double(_ column: Int) -> Double { sqlite3_column_double(handle, Int32(column)) }

    /// Column `column` of the current row as text, decoded from its UTF-8 bytes with their real length.
    public func text(_ column: Int) -> String {
        guard let pointer = sqlite3_column_text(handle, Int32(column)) else { return "" }
        let length = Int(sqlite3_column_bytes(handle, Int32(column)))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    /// Column `column` of the current row as bytes.
    public func blob(_ column: Int) -> [UInt8] {
        let pointer = sqlite3_column_blob(handle, Int32(column))
        let length = Int(sqlite3_column_bytes(handle, Int32(column)))
        guard let pointer, length > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: pointer, count: length))
    }

    /// Whether column `column` of the current row is NULL.
    public func isNull(_ column: Int) -> Bool { sqlite3_column_type(handle, Int32(column)) == SQLITE_NULL }
}
