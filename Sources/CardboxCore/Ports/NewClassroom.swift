public import FoundationEssentials

/// A classroom to create; its creator becomes its teacher member in the same transaction.
public struct NewClassroom: Sendable, Equatable {
    /// The creator.
    public var teacherID: UserID
    /// The validated name (see ``ClassroomName/validated(_:)``).
    public var name: String
    /// A freshly generated join password.
    public var joinPassword: JoinPassword
    /// When.
    public var createdAt: Date

    /// Creates the value.
    public init(teacherID: UserID, name: String, joinPassword: JoinPassword, createdAt: Date) {
        self.teacherID = teacherID
        self.name = name
        self.joinPassword = joinPassword
        self.createdAt = createdAt
    }
}
