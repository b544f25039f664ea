import CardboxCore
import Foundation

/// The role check every use case makes first: the caller's membership, looked up now, against
/// ``ClassroomPermissions``.
///
/// Roles are read from the store on every call, so a removed member loses access at once.
struct ClassroomAccess: Sendable {
    /// Where memberships are stored.
    let store: any ClassroomStore

    /// The caller's role, after checking it allows `action`.
    ///
    /// - Throws: ``ClassroomError/notFound`` for an outsider or a missing classroom, ``ClassroomError/notAllowed``
    ///   when the role does not allow the action.
    @discardableResult
    func require(_ action: ClassroomAction, by user: UserID, in classroom: ClassroomID) throws -> ClassroomRole {
        guard let role = try store.membership(in: classroom, of: user)?.role else { throw ClassroomError.notFound }
        try ClassroomPermissions.check(role, action)
        return role
    }

    /// A quiz and the caller's role in its classroom, after checking the role allows `action`; a draft is hidden
    /// from anyone who may not manage quizzes.
    ///
    /// - Throws: ``ClassroomQuizError/notFound`` when the quiz is missing, the caller is an outsider, or the quiz is
    ///   a draft the caller may not see; ``ClassroomError/notAllowed`` when the role does not allow the action.
    @discardableResult
    func quiz(
        _ id: QuizID, for action: ClassroomAction, by user: UserID, at now: Date? = nil
    ) throws -> (
        quiz: Quiz, role: ClassroomRole
    ) {
        guard let quiz = try store.findQuiz(id) else { throw ClassroomQuizError.notFound }
        let role = try Self.check(
            quiz, membership: try store.membership(in: quiz.classroomID, of: user), for: action, at: now)
        return (quiz, role)
    }

    /// The role `membership` gives in `quiz`'s classroom, after checking with `rule` that it allows `action`; a draft
    /// is hidden from anyone who may not manage quizzes.
    ///
    /// - Throws: as ``quiz(_:for:by:at:)`` does.
    static func check(
        _ quiz: Quiz, membership: Membership?, for action: ClassroomAction, at now: Date?,
        rule: (ClassroomRole?, ClassroomAction) -> Bool = ClassroomPermissions.allows
    ) throws -> ClassroomRole {
        guard let role = membership?.role else { throw ClassroomQuizError.notFound }
        if hides(quiz, from: role, at: now, rule: rule) { throw ClassroomQuizError.notFound }
        guard rule(role, action) else { throw ClassroomError.notAllowed }
        return role
    }

    /// Whether `quiz` is a draft at `now` that `role` may not see.
    ///
    /// Only those who may manage quizzes see drafts; with no `now`, nothing is hidden.
    static func hides(
        _ quiz: Quiz, from role: ClassroomRole, at now: Date?, rule: (ClassroomRole?, ClassroomAction) -> Bool
    ) -> Bool {
        guard let now else { return false }
        return quiz.state(at: now) == .draft && !rule(role, .manageQuizzes)
    }
}
