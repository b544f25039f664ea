/// One `NOTIFY` a listening connection received.
public struct PostgresNotification: Sendable, Equatable {
    /// The channel it was sent on.
    public var channel: String
    /// Its payload text (empty when none was given).
    public var payload: String
    /// The server process of the connection that sent it.
    public var senderProcessID: Int

    /// A notification with the given parts.
    public init(channel: String, payload: String, senderProcessID: Int) {
        self.channel = channel
        self.payload = payload
        self.senderProcessID = senderProcessID
    }
}
