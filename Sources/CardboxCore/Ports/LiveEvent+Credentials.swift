extension LiveEvent {
    /// The stream key of announcements that a user's sign-in sessions, API tokens or account changed; no page
    /// listens on it, every server's credential cache does.
    public static let credentialsStream = "credentials"
    /// The name of such an announcement; its body is the user's id.
    static let forgetName = "forget"

    /// The announcement that `user`'s sessions, tokens or account changed, so every server forgets what it
    /// verified of them.
    public static func credentialsChanged(of user: UserID) -> LiveEvent {
        LiveEvent(stream: credentialsStream, name: forgetName, body: String(user.rawValue))
    }

    /// The user whose credentials this event says changed, or `nil` for any other event.
    public var credentialsChangedUser: UserID? {
        guard stream == Self.credentialsStream, name == Self.forgetName,
            let id = Int64(body.trimmed)
        else { return nil }
        return UserID(rawValue: id)
    }
}
