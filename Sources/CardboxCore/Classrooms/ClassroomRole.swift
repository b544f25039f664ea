/// What a member is in a classroom.
public enum ClassroomRole: String, Sendable, Codable, CaseIterable {
    /// The person who created the classroom; there is exactly one.
    case teacher
    /// A teacher the creator added; may do everything the teacher may except delete the classroom.
    case coTeacher = "co_teacher"
    /// Anyone who joined with the password.
    case student

    /// Whether the role teaches (teacher or co-teacher).
    public var teaches: Bool { self != .student }
}
