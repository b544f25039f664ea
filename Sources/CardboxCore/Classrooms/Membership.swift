public import FoundationEssentials

/// A user's place in a classroom.
public struct Membership: Sendable, Equatable, Codable {
    /// The classroom.
    public var classroomID: ClassroomID
    /// The member.
    public var userID: UserID
    /// What the member may do there.
    public var role: ClassroomRole
    /// When the user joined (or, for the teacher, created the classroom).
    public var joinedAt: Date

    /// Creates a membership value.
    public init(classroomID: ClassroomID, userID: UserID, role: ClassroomRole, joinedAt: Date) {
        self.classroomID = classroomID
        self.userID = userID
        self.role = role
        self.joinedAt = joinedAt
    }
}
