import CardboxClassrooms
import CardboxCore
import CardboxHTTP

/// A signed-in user's standing in one classroom, checked against the action a route performs.
struct ClassroomAccess: Sendable {
    /// The classroom with its teacher's name and size.
    let summary: ClassroomSummary
    /// The user's role in it.
    let role: ClassroomRole

    /// The classroom.
    var classroom: Classroom { summary.classroom }
}

extension WebServices {
    /// The store's classrooms part.
    var classrooms: any ClassroomStore { store }

    /// The classroom named by `text` for `user`, when ``classroomRule`` lets their role do `action`.
    ///
    /// An outsider, an unknown id and a removed member all get 404, so nobody learns which classrooms exist; a member
    /// whose role does not allow the action gets 403. Membership is read on every request, so a removed member loses
    /// access at once.
    func classroomAccess(_ text: String?, user: User, action: ClassroomAction) throws -> ClassroomAccess {
        guard let raw = Self.positiveID(text) else { throw WebError.classroom(.notFound) }
        return try classroomAccess(ClassroomID(rawValue: raw), user: user, action: action)
    }

    /// Classroom `id` for `user`, checked as ``classroomAccess(_:user:action:)`` checks the one a path names.
    func classroomAccess(_ id: ClassroomID, user: User, action: ClassroomAction) throws -> ClassroomAccess {
        guard let summary = try classrooms.findClassroom(id, viewer: user.id), let role = summary.role else {
            throw WebError.classroom(.notFound)
        }
        guard classroomRule(role, action) else { throw WebError.classroom(.notAllowed) }
        return ClassroomAccess(summary: summary, role: role)
    }

    /// The quiz named by `text` in the classroom, as `user` may see it (drafts only for those who manage quizzes).
    func quiz(_ text: String?, in access: ClassroomAccess, user: User) throws -> Quiz {
        guard let raw = Self.positiveID(text) else { throw WebError.quiz(.notFound) }
        let quiz = try classroomCall {
            try classroomUseCases.quizzes.quiz(QuizID(rawValue: raw), by: user.id, at: now())
        }
        guard quiz.classroomID == access.classroom.id else { throw WebError.quiz(.notFound) }
        return quiz
    }

    /// The attempt named by `text` at `quiz`: the user's own, or anyone's for a role that may see all results.
    func attempt(_ text: String?, at quiz: Quiz, user: User, in access: ClassroomAccess) throws -> Attempt {
        guard let raw = Self.positiveID(text),
            let attempt = try classrooms.findAttempt(AttemptID(rawValue: raw)), attempt.quizID == quiz.id,
            attempt.studentID == user.id || classroomRule(access.role, .viewAllResults)
        else { throw Self.noSuchAttempt }
        return attempt
    }

    /// The attempt named in the request's path (`quizID`, `attemptID`) and where the path puts it.
    ///
    /// Only the address is read here: the use case reads the attempt in the transaction that saves an answer to it or
    /// submits it, and checks there that it is the user's own (taking a quiz is never done on someone else's attempt,
    /// whatever the role) and at that place.
    func attemptAddress(_ request: Request, in classroom: ClassroomID) throws -> (AttemptID, AttemptPlace) {
        guard let quiz = Self.positiveID(request.parameters["quizID"]) else { throw WebError.quiz(.notFound) }
        guard let raw = Self.positiveID(request.parameters["attemptID"]) else { throw Self.noSuchAttempt }
        return (AttemptID(rawValue: raw), AttemptPlace(classroomID: classroom, quizID: QuizID(rawValue: quiz)))
    }

    /// Refuses a malformed request to save an answer to `attempt` with `error`, once the caller's standing has been
    /// checked as ``RouterGroup/add(_:services:handler:)`` and the use case would: someone who may not see the attempt
    /// gets 404 (or 403) whatever they send, and learns nothing from it.
    func refuseAnswer(_ error: WebError, to attempt: (AttemptID, AttemptPlace), user: User) throws -> Never {
        let (id, place) = attempt
        _ = try classroomAccess(place.classroomID, user: user, action: .takeQuiz)
        let context = try attemptCall {
            try classroomUseCases.taking.context(of: id, student: user.id, at: now())
        }
        guard context.quiz.id == place.quizID, context.quiz.classroomID == place.classroomID else {
            throw Self.noSuchAttempt
        }
        throw error
    }

    /// What a request about an attempt that is missing, someone else's or elsewhere gets.
    static let noSuchAttempt = WebError(.notFound, code: "not_found", "There is no such attempt.")
}

extension RouterGroup where Context == SignedInContext {
    /// Adds a classroom route whose handler runs only after the user's role passed the route's action.
    mutating func add(
        _ route: ClassroomRoute, services: WebServices,
        handler: @escaping @Sendable (Request, SignedInContext, ClassroomAccess) throws -> Response
    ) {
        let action = route.action
        add(route.method, route.pattern) { request, context in
            let access = try services.classroomAccess(
                request.parameters["classroomID"], user: context.user, action: action)
            return try handler(request, context, access)
        }
    }

    /// Adds a route of taking a quiz (starting, answering, submitting), whose use case reads the caller's membership
    /// and checks it against the route's action in the one transaction that writes (``QuizTaking``), so the handler
    /// gets only the classroom's id from the path and an answer costs no read besides.
    ///
    /// The use case's check gives what ``add(_:services:handler:)``'s would: 404 for an outsider or a removed member,
    /// 403 for a role that may not take quizzes.
    mutating func addTaking(
        _ route: ClassroomRoute, handler: @escaping @Sendable (Request, SignedInContext, ClassroomID) throws -> Response
    ) {
        precondition(route.action == .takeQuiz, "\(route.name) is not a route of taking a quiz")
        add(route.method, route.pattern) { request, context in
            guard let raw = WebServices.positiveID(request.parameters["classroomID"]) else {
                throw WebError.classroom(.notFound)
            }
            return try handler(request, context, ClassroomID(rawValue: raw))
        }
    }
}
