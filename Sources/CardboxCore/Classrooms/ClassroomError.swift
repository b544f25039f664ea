/// A reason a classroom operation was refused.
public enum ClassroomError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The name is empty or shows nothing.
    case emptyName
    /// The name is longer than the limit.
    case nameTooLong(limit: Int)
    /// The name contains a NUL character.
    case nulCharacter
    /// The teacher already has a classroom with that name (compared normalised).
    case nameTaken(String)
    /// Another live classroom already uses the generated join password; generate another and try again.
    case joinPasswordTaken
    /// No classroom matches, or the caller may not see it.
    case notFound
    /// The join password does not open any classroom.
    case wrongJoinPassword
    /// The user is a member of this classroom already.
    case alreadyMember
    /// The user is not a member of this classroom.
    case notMember
    /// The caller's role does not allow the action.
    case notAllowed
    /// The classroom's teacher cannot leave or be removed; the classroom is deleted instead.
    case teacherCannotLeave
    /// Too many wrong join passwords were tried; the caller should wait this many seconds.
    case tooManyAttempts(retryAfterSeconds: Int)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .emptyName: "A classroom needs a name."
        case .nameTooLong(let limit): "A classroom name may be at most \(limit) characters long."
        case .nulCharacter: "A name cannot contain NUL characters."
        case .nameTaken(let name): "You already have a classroom named '\(name)'."
        case .joinPasswordTaken: "That join password is in use; a new one is needed."
        case .notFound: "There is no such classroom."
        case .wrongJoinPassword: "That join password does not match any classroom. Check it and try again."
        case .alreadyMember: "You are already a member of this classroom."
        case .notMember: "That person is not a member of this classroom."
        case .notAllowed: "Your role in this classroom does not allow that."
        case .teacherCannotLeave: "The teacher cannot leave the classroom; delete it instead."
        case .tooManyAttempts(let seconds): "Too many wrong join passwords. Try again in \(seconds) seconds."
        }
    }
}
