public import CardboxCore
public import Foundation

/// A classroom as one viewer may see it: the join password is included only for those allowed to see it
/// (teacher and co-teachers), so no page or API answer can leak it to a student by accident.
public struct ClassroomOverview: Sendable, Equatable, Identifiable {
    /// The classroom's identifier.
    public var id: ClassroomID
    /// Its name.
    public var name: String
    /// Its teacher.
    public var teacherID: UserID
    /// The teacher's current name.
    public var teacherName: String
    /// How many students it has.
    public var studentCount: Int
    /// When it was created.
    public var createdAt: Date
    /// The viewer's role.
    public var role: ClassroomRole
    /// The join password, or `nil` when the viewer may not see it.
    public var joinPassword: JoinPassword?

    /// Creates the value.
    public init(
        id: ClassroomID, name: String, teacherID: UserID, teacherName: String, studentCount: Int, createdAt: Date,
        role: ClassroomRole, joinPassword: JoinPassword?
    ) {
        self.id = id
        self.name = name
        self.teacherID = teacherID
        self.teacherName = teacherName
        self.studentCount = studentCount
        self.createdAt = createdAt
        self.role = role
        self.joinPassword = joinPassword
    }

    /// The overview of `summary` for its viewer, or `nil` when the viewer is not a member.
    public init?(_ summary: ClassroomSummary) {
        guard let role = summary.role else { return nil }
        let classroom = summary.classroom
        self.init(
            id: classroom.id, name: classroom.name, teacherID: classroom.teacherID, teacherName: summary.teacherName,
            studentCount: summary.studentCount, createdAt: classroom.createdAt, role: role,
            joinPassword: ClassroomPermissions.allows(role, .viewJoinPassword) ? classroom.joinPassword : nil)
    }
}

/// One page of classroom overviews and where the next one starts.
public struct ClassroomOverviewPage: Sendable, Equatable {
    /// The classrooms on this page.
    public var items: [ClassroomOverview]
    /// Pass this as ``ClassroomQuery/after`` for the next page (its ``ClassroomCursor/token`` in a URL); `nil` on
    /// the last page.
    public var next: ClassroomCursor?

    /// Creates the value.
    public init(items: [ClassroomOverview], next: ClassroomCursor?) {
        self.items = items
        self.next = next
    }
}
