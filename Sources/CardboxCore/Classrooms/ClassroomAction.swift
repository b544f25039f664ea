/// Something a person may try to do in a classroom; ``ClassroomPermissions`` says who may.
public enum ClassroomAction: String, Sendable, CaseIterable {
    /// See the classroom's name, teacher and published quizzes.
    case view
    /// See the member list.
    case viewMembers
    /// See the join password and join link.
    case viewJoinPassword
    /// Make a new join password.
    case regenerateJoinPassword
    /// Rename the classroom.
    case rename
    /// Delete the classroom and everything in it.
    case delete
    /// Make a student a co-teacher (or add a co-teacher).
    case addCoTeacher
    /// Remove a member, deleting their attempts in this classroom.
    case removeMember
    /// Leave the classroom.
    case leave
    /// Create, edit, publish or delete quizzes, and see drafts.
    case manageQuizzes
    /// Take a published quiz.
    case takeQuiz
    /// See one's own attempts and scores.
    case viewOwnResults
    /// See every student's attempts, the results and the live dashboard.
    case viewAllResults
    /// Download results as CSV.
    case exportResults
}
