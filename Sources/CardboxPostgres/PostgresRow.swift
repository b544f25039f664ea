public import CardboxSQLite

/// One row of a PostgreSQL result read in place, answering the ``SQLRow`` questions from the values' text form.
///
/// Booleans read as 1 and 0 and `bytea` values are decoded from their hex form, so the row decoders shared with the
/// SQLite store read the same Swift values from either database.
public struct PostgresRow: SQLRow {
    let result: PostgresResult
    let index: Int

    /// Column `column` as a 64-bit integer (0 for NULL or text that is no number).
    public func int64(_ column: Int) -> Int64 {
        if result.isNull(index, column) { return 0 }
        let text = result.text(index, column)
        if result.isBoolean(column) { return text == "t" ? 1 : 0 }
        if let value = Int64(text) { return value }
        return Double(text).map { Int64(exactly: $0.rounded(.towardZero)) ?? 0 } ?? 0
    }

    /// Column `column` as a double (0 for NULL or text that is no number).
    public func double(_ column: Int) -> Double {
        if result.isNull(index, column) { return 0 }
        let text = result.text(index, column)
        switch text {
        case "Infinity": return .infinity
        case "-Infinity": return -.infinity
        case "NaN": return .nan
        default: return Double(text) ?? 0
        }
    }

    /// Column `column` as text ("" for NULL).
    public func text(_ column: Int) -> String { result.text(index, column) }

    /// Column `column` as bytes: a `bytea` value decoded, any other value's text as UTF-8 (empty for NULL).
    public func blob(_ column: Int) -> [UInt8] {
        let raw = result.bytes(index, column)
        guard result.isBytes(column) else { return raw }
        return PostgresBytes.decodeHex(raw) ?? raw
    }

    /// Whether column `column` is NULL.
    public func isNull(_ column: Int) -> Bool { result.isNull(index, column) }

    /// Column `column` as the value its type stands for: integers (and booleans as 1 or 0), reals, bytes or text.
    public func value(_ column: Int) -> SQLValue {
        if isNull(column) { return .null }
        switch result.type(column) {
        case 16, 20, 21, 23: return .integer(int64(column))
        case 700, 701, 1700: return .real(double(column))
        case 17: return .blob(blob(column))
        default: return .text(text(column))
        }
    }
}

@available(*, unavailable, message: "A row is read while its connection is checked out")
extension PostgresRow: Sendable {}
