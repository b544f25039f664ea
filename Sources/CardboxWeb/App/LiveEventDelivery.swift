public import CardboxCore
public import CardboxHTTP

/// Where live events go: through the channel that reaches every node when there is one, else straight to this
/// process's streams.
public struct LiveEventDelivery: Sendable {
    /// The channel shared by the nodes, if any.
    public var channel: (any LiveEventChannel)?
    /// This process's open streams.
    public var hub: EventStreamHub?

    /// Delivery through `channel` when given, else to `hub`.
    public init(channel: (any LiveEventChannel)?, hub: EventStreamHub?) {
        self.channel = channel
        self.hub = hub
    }

    /// Publishes `event`.
    ///
    /// - Throws: The channel's error when it cannot take the event.
    public func publish(_ event: LiveEvent) throws {
        if let channel {
            try channel.publish(event)
        } else {
            hub?.publish(event.body, event: event.name, to: event.stream)
        }
    }

    /// Connects `channel` to `hub`: every event the channel receives goes to the hub's streams of its key.
    public static func connect(_ channel: any LiveEventChannel, to hub: EventStreamHub) {
        channel.subscribe { [weak hub] event in
            hub?.publish(event.body, event: event.name, to: event.stream)
        }
    }
}
