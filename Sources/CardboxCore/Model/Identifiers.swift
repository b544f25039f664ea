/// A typed database identifier, so a card ID can never be passed where a deck ID is expected.
public protocol EntityID: RawRepresentable, Hashable, Comparable, Codable, Sendable, CustomStringConvertible
where RawValue == Int64 {
    /// Wraps a raw database identifier.
    init(rawValue: Int64)
}

extension EntityID {
    /// Orders identifiers by their raw value.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The raw value as decimal text.
    public var description: String { String(rawValue) }
}

/// Identifies a ``User``.
public struct UserID: EntityID {
    /// The database row identifier.
    public let rawValue: Int64
    /// Wraps a raw database identifier.
    public init(rawValue: Int64) { self.rawValue = rawValue }
}

/// Identifies a ``Deck``.
public struct DeckID: EntityID {
    /// The database row identifier.
    public let rawValue: Int64
    /// Wraps a raw database identifier.
    public init(rawValue: Int64) { self.rawValue = rawValue }
}

/// Identifies a ``Card``.
public struct CardID: EntityID {
    /// The database row identifier.
    public let rawValue: Int64
    /// Wraps a raw database identifier.
    public init(rawValue: Int64) { self.rawValue = rawValue }
}

/// Identifies a ``ReviewLog``.
public struct ReviewID: EntityID {
    /// The database row identifier.
    public let rawValue: Int64
    /// Wraps a raw database identifier.
    public init(rawValue: Int64) { self.rawValue = rawValue }
}

/// Identifies a ``StudySession``.
public struct SessionID: EntityID {
    /// The database row identifier.
    public let rawValue: Int64
    /// Wraps a raw database identifier.
    public init(rawValue: Int64) { self.rawValue = rawValue }
}
