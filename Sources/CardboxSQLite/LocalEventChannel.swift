public import CardboxCore
import Synchronization

/// The live-event channel of a single process (the SQLite store, which one server owns): a published event is handed
/// to every receiver at once, on the publisher's thread.
public final class LocalEventChannel: LiveEventChannel {
    private let receivers = Mutex<[@Sendable (LiveEvent) -> Void]>([])
    private let closed = Atomic<Bool>(false)

    /// A channel with no receivers yet.
    public init() {}

    /// Hands `event` to every receiver, in the order they subscribed; does nothing once closed.
    public func publish(_ event: LiveEvent) {
        guard !closed.load(ordering: .acquiring) else { return }
        for receiver in receivers.withLock({ $0 }) { receiver(event) }
    }

    /// Adds `receiver`; ignored once closed.
    public func subscribe(_ receiver: @escaping @Sendable (LiveEvent) -> Void) {
        receivers.withLock { receivers in
            if !closed.load(ordering: .acquiring) { receivers.append(receiver) }
        }
    }

    /// Forgets every receiver; later events go nowhere.
    public func close() {
        closed.store(true, ordering: .releasing)
        receivers.withLock { $0.removeAll() }
    }
}
