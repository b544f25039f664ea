public import CardboxCore
public import Foundation

/// The member use cases: list members, add a co-teacher, remove a member (saying first how many attempts go with
/// them), leave.
public struct ClassroomMembers: Sendable {
    /// Where memberships are stored.
    public var store: any ClassroomStore

    /// Creates the use cases.
    public init(store: any ClassroomStore) { self.store = store }

    /// Every member with their current name and attempt count (teacher and co-teachers only).
    public func members(of classroom: ClassroomID, by user: UserID) throws -> [MemberSummary] {
        try ClassroomAccess(store: store).require(.viewMembers, by: user, in: classroom)
        return try store.members(of: classroom)
    }

    /// Makes `member` a co-teacher: a student is promoted, anyone else is added as one.
    ///
    /// - Throws: ``ClassroomError/notAllowed`` when `member` is the teacher, or the caller may not add co-teachers.
    public func addCoTeacher(_ member: UserID, to classroom: ClassroomID, by user: UserID, at now: Date) throws {
        try ClassroomAccess(store: store).require(.addCoTeacher, by: user, in: classroom)
        switch try store.membership(in: classroom, of: member)?.role {
        case .teacher?: throw ClassroomError.notAllowed
        case .coTeacher?: return
        case .student?: try store.setRole(.coTeacher, in: classroom, of: member)
        case nil:
            try store.addMember(Membership(classroomID: classroom, userID: member, role: .coTeacher, joinedAt: now))
        }
    }

    /// How many attempts removing `member` would delete, for the confirmation.
    public func removalCount(of member: UserID, from classroom: ClassroomID, by user: UserID) throws -> Int {
        try checkRemoval(of: member, from: classroom, by: user)
        return try store.attemptCount(in: classroom, of: member)
    }

    /// Removes `member` and their attempts in this classroom; returns how many attempts were deleted.
    ///
    /// - Throws: ``ClassroomError/notMember``, ``ClassroomError/teacherCannotLeave`` for the teacher, or the role
    ///   errors of ``ClassroomPermissions``.
    public func remove(_ member: UserID, from classroom: ClassroomID, by user: UserID) throws -> Int {
        try checkRemoval(of: member, from: classroom, by: user)
        return try store.removeMember(member, from: classroom)
    }

    /// Takes `user` out of the classroom and deletes their attempts there.
    ///
    /// The teacher cannot leave; they delete the classroom instead.
    public func leave(_ classroom: ClassroomID, user: UserID) throws {
        let role = try store.membership(in: classroom, of: user)?.role
        if role == .teacher { throw ClassroomError.teacherCannotLeave }
        try ClassroomPermissions.check(role, .leave)
        _ = try store.removeMember(user, from: classroom)
    }

    private func checkRemoval(of member: UserID, from classroom: ClassroomID, by user: UserID) throws {
        let actor = try ClassroomAccess(store: store).require(.removeMember, by: user, in: classroom)
        guard let target = try store.membership(in: classroom, of: member)?.role else {
            throw ClassroomError.notMember
        }
        if target == .teacher { throw ClassroomError.teacherCannotLeave }
        guard ClassroomPermissions.mayRemove(actor, member: target) else { throw ClassroomError.notAllowed }
    }
}
