public import CardboxCore
public import Foundation

/// The classroom use cases the web pages, the JSON API and the command line all call: create, find, list, rename,
/// delete, join passwords and joining.
///
/// Every call checks the caller's role with ``ClassroomPermissions`` first; an outsider is told the classroom does
/// not exist. Member management is in ``ClassroomMembers``.
public struct Classrooms: Sendable {
    /// Where classrooms are stored.
    public var store: any ClassroomStore
    /// Slows down wrong join passwords, per account.
    public var throttle: JoinThrottle

    /// How many times creation draws a new join password when the drawn one is in use.
    static let passwordDraws = 8

    /// Creates the use cases.
    public init(store: any ClassroomStore & ThrottleStore, throttle: JoinThrottle? = nil) {
        self.store = store
        self.throttle = throttle ?? JoinThrottle(store: store)
    }

    /// Creates a classroom named `name` with `teacher` as its teacher and a freshly drawn join password.
    ///
    /// - Parameter generator: The source of the password's symbols: a cryptographically secure generator in
    ///   production (`SystemRandomNumberGenerator`), a seeded one in tests.
    /// - Throws: A ``ClassroomError`` for an invalid or taken name.
    public func create(
        named name: String, teacher: UserID, at now: Date, using generator: inout some RandomNumberGenerator
    ) throws -> Classroom {
        let name = try ClassroomName.validated(name)
        for _ in 0..<Self.passwordDraws {
            let password = JoinPassword.generate(using: &generator)
            do {
                return try store.createClassroom(
                    NewClassroom(teacherID: teacher, name: name, joinPassword: password, createdAt: now))
            } catch ClassroomError.joinPasswordTaken {
                continue
            }
        }
        throw ClassroomError.joinPasswordTaken
    }

    /// One classroom as `viewer` sees it; the join password only for teachers and co-teachers.
    ///
    /// - Throws: ``ClassroomError/notFound`` when it is missing or `viewer` is not a member.
    public func find(_ id: ClassroomID, viewer: UserID) throws -> ClassroomOverview {
        guard let summary = try store.findClassroom(id, viewer: viewer), let overview = ClassroomOverview(summary)
        else { throw ClassroomError.notFound }
        return overview
    }

    /// One page of the "Teaching" or "Enrolled" list of `query.userID`, join passwords only where they may be seen.
    public func list(_ query: ClassroomQuery) throws -> ClassroomOverviewPage {
        let page = try store.classrooms(query)
        return ClassroomOverviewPage(items: page.items.compactMap(ClassroomOverview.init), next: page.next)
    }

    /// Renames a classroom (teacher or co-teacher).
    public func rename(_ id: ClassroomID, to name: String, by user: UserID) throws {
        try ClassroomAccess(store: store).require(.rename, by: user, in: id)
        try store.renameClassroom(id, to: try ClassroomName.validated(name))
    }

    /// Deletes a classroom with its members' places, quizzes and attempts (the teacher only).
    public func delete(_ id: ClassroomID, by user: UserID) throws {
        try ClassroomAccess(store: store).require(.delete, by: user, in: id)
        guard try store.deleteClassroom(id) else { throw ClassroomError.notFound }
    }

    /// The join password, for the teacher and co-teachers to show and share.
    public func joinPassword(of id: ClassroomID, by user: UserID) throws -> JoinPassword {
        try ClassroomAccess(store: store).require(.viewJoinPassword, by: user, in: id)
        guard let password = try find(id, viewer: user).joinPassword else { throw ClassroomError.notAllowed }
        return password
    }

    /// Replaces the join password: the old one stops working at once, members stay.
    public func regenerateJoinPassword(
        of id: ClassroomID, by user: UserID, using generator: inout some RandomNumberGenerator
    ) throws -> JoinPassword {
        try ClassroomAccess(store: store).require(.regenerateJoinPassword, by: user, in: id)
        for _ in 0..<Self.passwordDraws {
            let password = JoinPassword.generate(using: &generator)
            do {
                try store.replaceJoinPassword(of: id, with: password)
                return password
            } catch ClassroomError.joinPasswordTaken {
                continue
            }
        }
        throw ClassroomError.joinPasswordTaken
    }

    /// Joins the classroom whose password `user` typed (spaces, hyphens and case do not matter), as a student.
    ///
    /// Wrong passwords count against `user`'s account in ``throttle``; after a few, the account waits.
    ///
    /// - Throws: ``ClassroomError/tooManyAttempts(retryAfterSeconds:)`` while waiting (nothing is checked then),
    ///   ``ClassroomError/wrongJoinPassword``, or ``ClassroomError/alreadyMember`` when `user` is in the classroom.
    public func join(password typed: String, user: UserID, at now: Date) throws -> Classroom {
        if let wait = throttle.wait(for: user, at: now) {
            throw ClassroomError.tooManyAttempts(retryAfterSeconds: wait)
        }
        guard let password = JoinPassword.normalized(typed: typed),
            let classroom = try store.findClassroom(joinPassword: password),
            classroom.joinPassword.matches(password)
        else {
            throttle.recordFailure(for: user, at: now)
            throw ClassroomError.wrongJoinPassword
        }
        throttle.recordSuccess(for: user)
        try store.addMember(Membership(classroomID: classroom.id, userID: user, role: .student, joinedAt: now))
        return classroom
    }
}
