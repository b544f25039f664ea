public import FoundationEssentials

/// A class a teacher runs: students join it with its password and take its quizzes.
public struct Classroom: Sendable, Equatable, Codable, Identifiable {
    /// The classroom's identifier.
    public var id: ClassroomID
    /// The user who created it and is its teacher.
    public var teacherID: UserID
    /// The name, unique per teacher when compared with ``ClassroomName/key(_:)``.
    public var name: String
    /// The password that lets students join; regenerating it replaces it at once.
    public var joinPassword: JoinPassword
    /// When it was created.
    public var createdAt: Date

    /// Creates a classroom value.
    public init(id: ClassroomID, teacherID: UserID, name: String, joinPassword: JoinPassword, createdAt: Date) {
        self.id = id
        self.teacherID = teacherID
        self.name = name
        self.joinPassword = joinPassword
        self.createdAt = createdAt
    }
}
