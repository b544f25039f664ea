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
}
