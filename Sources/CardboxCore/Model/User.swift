public import FoundationEssentials

/// A person who owns decks and studies them.
///
/// The CLI works as one local user; the server adds more users without changing what a deck's owner means.
public struct User: Sendable, Equatable, Codable, Identifiable {
    /// The user's identifier.
    public var id: UserID
    /// The name shown to the user and, later, to classmates.
    public var name: String
    /// The sign-in email address, if the user has an account.
    public var email: String?
    /// The IANA time zone identifier the user's days are counted in, such as `Australia/Sydney`.
    public var timeZoneIdentifier: String
    /// The hour (0–23, local time) at which one study day rolls over to the next.
    public var rolloverHour: Int
    /// When the user was created.
    public var createdAt: Date

    /// Creates a user value.
    public init(
        id: UserID, name: String, email: String? = nil, timeZoneIdentifier: String = "UTC",
        rolloverHour: Int = User.defaultRolloverHour, createdAt: Date
    ) {
        self.id = id
        self.name = name
        self.email = email
        self.timeZoneIdentifier = timeZoneIdentifier
        self.rolloverHour = rolloverHour
        self.createdAt = createdAt
    }

    /// The default start of a study day: 4 am, so a late-night session still counts for the evening before.
    public static let defaultRolloverHour = 4
    /// The name of the single user the command-line tool works as.
    public static let localUserName = "local"

    /// The longest display name, in characters.
    public static let maximumNameLength = 80

    /// Trims a proposed display name and checks it: not empty, not made only of invisible characters (zero-width
    /// spaces, direction overrides), at most ``maximumNameLength`` characters, no NUL.
    public static func validatedName(_ name: String) throws(UserNameError) -> String {
        if name.unicodeScalars.contains("\0") { throw .nulCharacter }
        let trimmed = name.trimmed
        if trimmed.isInvisible { throw .empty }
        if trimmed.count > maximumNameLength { throw .tooLong(limit: maximumNameLength) }
        return trimmed
    }
}

/// A reason a display name was refused.
public enum UserNameError: Error, Equatable, CustomStringConvertible {
    /// The name is empty or shows nothing.
    case empty
    /// The name is longer than the limit.
    case tooLong(limit: Int)
    /// The name contains a NUL character.
    case nulCharacter

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .empty: "Enter your name."
        case .tooLong(let limit): "Use at most \(limit) characters for your name."
        case .nulCharacter: "A name cannot contain NUL characters."
        }
    }
}
