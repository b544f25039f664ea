import Synchronization

/// The structured-output mode a server accepted, learnt on the first exchange and kept for the rest of the run, so
/// every later chunk goes straight to the mode that works.
///
/// One generator holds one memory; copies of the generator share it (it is a reference), as the chunks of one import
/// do.
public final class StructuredOutputMemory: Sendable {
    private let learnt = Mutex<StructuredOutputMode?>(nil)

    /// Creates an empty memory; `mode` presets what the server is known to accept.
    public init(mode: StructuredOutputMode? = nil) {
        learnt.withLock { $0 = mode }
    }

    /// The mode the server accepted, once known.
    public var mode: StructuredOutputMode? { learnt.withLock { $0 } }

    /// Records that the server accepted `mode`.
    func learn(_ mode: StructuredOutputMode) {
        learnt.withLock { $0 = mode }
    }
}
