/// A classroom as lists and pages show it: with its teacher's current name, its size and the viewer's role.
public struct ClassroomSummary: Sendable, Equatable {
    /// The classroom.
    public var classroom: Classroom
    /// The teacher's name, read from their account so a rename shows at once.
    public var teacherName: String
    /// How many students it has.
    public var studentCount: Int
    /// The viewer's role, or `nil` when the viewer is not a member.
    public var role: ClassroomRole?

    /// Creates the value.
    public init(classroom: Classroom, teacherName: String, studentCount: Int, role: ClassroomRole?) {
        self.classroom = classroom
        self.teacherName = teacherName
        self.studentCount = studentCount
        self.role = role
    }
}
