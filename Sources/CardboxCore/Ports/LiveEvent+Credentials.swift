extension LiveEvent {
    /// The stream key of announcements that a user's sign-in sessions, API tokens or account changed; no page
    /// listens on it, every server's credential cache does.
    public static let credentialsStream = "credentials"

    /// The announcement that `user`'s sessions, tokens or account changed, so every server forgets what it
    /// verified of them.
    public static func credentialsChanged(of user: UserID) -> LiveEvent {
        LiveEvent(stream: credentialsStream, name: "forget", body: String(user.rawValue))
    }

    /// The user whose credentials this event says changed, or `nil` for any other event.
    public var credentialsChangedUser: UserID? {
        guard stream == Self.credentialsStream, name == "forget",
            let id = Int64(body.trimmed)
        else { return nil }
        return UserID(rawValue: id)
    }
}
