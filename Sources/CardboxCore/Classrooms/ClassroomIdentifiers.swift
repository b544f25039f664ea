/// Identifies a ``Classroom``.
public struct ClassroomID: EntityID {
    /// The database row identifier.
    public let rawValue: Int64
    /// Wraps a raw database identifier.
    public init(rawValue: Int64) { self.rawValue = rawValue }
}

/// Identifies a ``Quiz``.
public struct QuizID: EntityID {
    /// The database row identifier.
    public let rawValue: Int64
    /// Wraps a raw database identifier.
    public init(rawValue: Int64) { self.rawValue = rawValue }
}

/// Identifies a ``Question`` of a quiz.
public struct QuestionID: EntityID {
    /// The database row identifier.
    public let rawValue: Int64
    /// Wraps a raw database identifier.
    public init(rawValue: Int64) { self.rawValue = rawValue }
}

/// Identifies an ``Attempt`` at a quiz.
public struct AttemptID: EntityID {
    /// The database row identifier.
    public let rawValue: Int64
    /// Wraps a raw database identifier.
    public init(rawValue: Int64) { self.rawValue = rawValue }
}
