/// A value bound to, or read from, an SQL statement.
public enum SQLValue: Sendable, Equatable {
    /// NULL.
    case null
    /// A 64-bit integer.
    case integer(Int64)
    /// A double.
    case real(Double)
    /// UTF-8 text.
    case text(String)
    /// Bytes.
    case blob([UInt8])
}

/// A Swift value that can be bound as a statement parameter.
public protocol SQLBindable {
    /// The value to bind.
    var sqlValue: SQLValue { get }
}

extension Int: SQLBindable {
    /// The value as an integer.
    public var sqlValue: SQLValue { .integer(Int64(self)) }
}

extension Int64: SQLBindable {
    /// The value as an integer.
    public var sqlValue: SQLValue { .integer(self) }
}

extension Bool: SQLBindable {
    /// 1 or 0.
    public var sqlValue: SQLValue { .integer(self ? 1 : 0) }
}

extension Double: SQLBindable {
    /// The value as a real.
    public var sqlValue: SQLValue { .real(self) }
}

extension String: SQLBindable {
    /// The value as text.
    public var sqlValue: SQLValue { .text(self) }
}

extension SQLValue: SQLBindable {
    /// The value itself.
    public var sqlValue: SQLValue { self }
}

extension Optional: SQLBindable where Wrapped: SQLBindable {
    /// The wrapped value, or NULL.
    public var sqlValue: SQLValue { self?.sqlValue ?? .null }
}
