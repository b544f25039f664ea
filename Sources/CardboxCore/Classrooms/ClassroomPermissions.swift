/// Who may do what in a classroom: the one table every front end checks.
///
/// The teacher may do everything but leave (they delete the classroom instead); a co-teacher everything the
/// teacher may except delete the classroom, and may leave; a student may view the classroom, take quizzes, see their
/// own results and leave; an outsider (no membership) may do nothing.
public enum ClassroomPermissions {
    /// Whether someone with `role` (`nil` for an outsider) may do `action`.
    public static func allows(_ role: ClassroomRole?, _ action: ClassroomAction) -> Bool {
        guard let role else { return false }
        switch role {
        case .teacher: return action != .leave && action != .takeQuiz
        case .coTeacher: return action != .delete && action != .takeQuiz
        case .student: return studentActions.contains(action)
        }
    }

    /// Whether someone with `actor` may remove a member with `target`: teachers and co-teachers may remove students
    /// and co-teachers, nobody removes the teacher.
    public static func mayRemove(_ actor: ClassroomRole?, member target: ClassroomRole) -> Bool {
        allows(actor, .removeMember) && target != .teacher
    }

    /// Checks ``allows(_:_:)``.
    ///
    /// - Throws: ``ClassroomError/notFound`` for an outsider (so a classroom's existence is not revealed) and
    ///   ``ClassroomError/notAllowed`` for a member whose role does not allow the action.
    public static func check(_ role: ClassroomRole?, _ action: ClassroomAction) throws(ClassroomError) {
        guard let role else { throw .notFound }
        guard allows(role, action) else { throw .notAllowed }
    }

    private static let studentActions: Set<ClassroomAction> = [.view, .takeQuiz, .viewOwnResults, .leave]
}
