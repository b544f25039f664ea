/// One result row read by column index: all the row decoders need from a database driver.
///
/// ``SQLiteRow`` (a row copied out of SQLite) and ``SQLiteStatement`` (the row a statement stands on, read in place)
/// conform; another driver's row type conforms by answering these five questions, and then shares the decoders.
/// Integers and reals read as each other and as text; reading a blob as text, or text as a blob, is up to the driver.
public protocol SQLRow {
    /// Column `column` as a 64-bit integer (0 for NULL).
    func int64(_ column: Int) -> Int64
    /// Column `column` as a double (0 for NULL).
    func double(_ column: Int) -> Double
    /// Column `column` as text ("" for NULL).
    func text(_ column: Int) -> String
    /// Column `column` as bytes (empty for NULL).
    func blob(_ column: Int) -> [UInt8]
    /// Whether column `column` is NULL.
    func isNull(_ column: Int) -> Bool
}

extension SQLRow {
    /// Column `column` as an integer (0 for NULL).
    public func int(_ column: Int) -> Int { Int(int64(column)) }

    /// Column `column` as a boolean: any non-zero integer is true.
    public func bool(_ column: Int) -> Bool { int64(column) != 0 }

    /// Column `column` as text ("" for NULL).
    public func string(_ column: Int) -> String { text(column) }

    /// Column `column` as an integer, or `nil` for NULL.
    public func optionalInt(_ column: Int) -> Int? { isNull(column) ? nil : int(column) }

    /// Column `column` as a double, or `nil` for NULL.
    public func optionalDouble(_ column: Int) -> Double? { isNull(column) ? nil : double(column) }

    /// Column `column` as text, or `nil` for NULL.
    public func optionalString(_ column: Int) -> String? { isNull(column) ? nil : text(column) }
}
