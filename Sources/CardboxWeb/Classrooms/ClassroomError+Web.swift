import CardboxCore
import CardboxHTTP

extension WebError {
    /// The answer to a refused classroom operation: 404 for what the caller may not see, 403 for a role that does
    /// not allow the action, 409 for a clash with what is stored, 429 for too many wrong join passwords, 422 for
    /// input that does not pass validation.
    static func classroom(_ error: ClassroomError) -> WebError {
        let message = error.description
        switch error {
        case .notFound: return WebError(.notFound, code: "not_found", message)
        case .notAllowed: return WebError(.forbidden, code: "not_allowed", message)
        case .nameTaken: return WebError(.conflict, code: "name_taken", message, fields: ["name": message])
        case .alreadyMember: return WebError(.conflict, code: "already_member", message)
        case .joinPasswordTaken: return WebError(.conflict, code: "join_password_taken", message)
        case .teacherCannotLeave: return WebError(.conflict, code: "teacher_cannot_leave", message)
        case .notMember: return WebError(.notFound, code: "not_found", message)
        case .wrongJoinPassword: return WebError.invalid(message, field: "password")
        case .tooManyAttempts:
            return WebError(.tooManyRequests, code: "too_many_attempts", message)
        case .emptyName, .nameTooLong, .nulCharacter: return WebError.invalid(message, field: "name")
        }
    }

    /// The answer to a refused quiz or attempt operation.
    static func quiz(_ error: ClassroomQuizError) -> WebError {
        let message = error.description
        switch error {
        case .notFound, .unknownQuestion: return WebError(.notFound, code: "not_found", message)
        case .nameTaken: return WebError(.conflict, code: "name_taken", message, fields: ["name": message])
        case .locked, .notPublished, .closed, .noAttemptsLeft, .timeUp, .alreadySubmitted:
            return WebError(.conflict, code: Self.code(of: error), message)
        case .emptyName, .nameTooLong: return WebError.invalid(message, field: "name")
        case .noQuestions, .invalidQuestion: return WebError.invalid(message, field: "questions")
        case .invalidAttemptsAllowed: return WebError.invalid(message, field: "attempts_allowed")
        case .invalidTimeLimit: return WebError.invalid(message, field: "time_limit_seconds")
        case .unknownOption: return WebError.invalid(message, field: "option")
        }
    }

    private static func code(of error: ClassroomQuizError) -> String {
        switch error {
        case .locked: "quiz_locked"
        case .notPublished: "quiz_not_published"
        case .closed: "quiz_closed"
        case .noAttemptsLeft: "no_attempts_left"
        case .timeUp: "time_up"
        default: "already_submitted"
        }
    }
}

extension WebServices {
    /// Runs `body`, turning classroom and quiz refusals into ``WebError``s.
    func classroomCall<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ClassroomError {
            throw WebError.classroom(error)
        } catch let error as ClassroomQuizError {
            throw WebError.quiz(error)
        }
    }
}
