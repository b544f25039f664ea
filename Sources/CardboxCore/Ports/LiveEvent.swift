/// Something that happened which open pages should hear about at once, addressed to one stream key (such as
/// `user-42`, every live page of user 42).
///
/// The body is JSON text the event's name defines; the channel carries it unchanged.
public struct LiveEvent: Sendable, Equatable {
    /// The key of the streams the event is for.
    public var stream: String
    /// The event's name, as the stream's `event:` field shows it (`review`, `import`).
    public var name: String
    /// The event's data: JSON text.
    public var body: String

    /// An event named `name` with `body` for the streams of `stream`.
    public init(stream: String, name: String, body: String) {
        self.stream = stream
        self.name = name
        self.body = body
    }
}
