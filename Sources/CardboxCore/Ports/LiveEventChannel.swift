/// Carries live events to every server node that shares a store, so a page open on one node hears what happened on
/// another.
///
/// A node publishes an event once; every subscriber on every node receives it once, the publishing node included.
/// With one process (the SQLite store) the channel is a hand-over in memory; with several nodes on one PostgreSQL
/// database it goes through the database. Delivery is best effort: an event published while a node cannot reach the
/// database may be missed by that node, so an event only ever tells a page to look again, never carries the only
/// copy of anything.
public protocol LiveEventChannel: Sendable {
    /// Sends `event` to every node's subscribers.
    ///
    /// - Throws: The store's error when the event cannot be handed on (nothing is sent then).
    func publish(_ event: LiveEvent) throws

    /// Adds `receiver`, called with every event published from now on, on the thread the channel delivers from
    /// (the publisher's in memory, a listening thread of the channel's otherwise); it must return quickly.
    func subscribe(_ receiver: @escaping @Sendable (LiveEvent) -> Void)

    /// Stops delivering events and lets go of what the channel holds (threads, connections).
    func close()
}
