import Foundation

/// Hands the parts of an import from the thread that reads a file to the thread that stores them, a few at a time.
///
/// The reader waits while ``capacity`` parts wait to be taken, so reading runs at most that far ahead of storing and
/// holds that much in memory; when the taker stops early (``close()``), the reader's next ``put(_:)`` says so.
final class PartPipe<Part: Sendable>: @unchecked Sendable {
    /// How many parts may wait.
    let capacity: Int
    private let condition = NSCondition()
    private var waiting: [Part] = []
    private var isFinished = false
    private var failure: (any Error)?
    private var isClosed = false

    /// A pipe holding up to `capacity` parts.
    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// Called by the reader: adds `part`, waiting while the pipe is full; `false` when the taker has stopped.
    func put(_ part: Part) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while waiting.count >= capacity && !isClosed { condition.wait() }
        guard !isClosed else { return false }
        waiting.append(part)
        condition.broadcast()
        return true
    }

    /// Called by the reader once, at its end: with the error it stopped on, if it did.
    func finish(failure: (any Error)? = nil) {
        condition.lock()
        isFinished = true
        self.failure = failure
        condition.broadcast()
        condition.unlock()
    }

    /// Called by the taker: the next part, or `nil` once the reader has finished and every part was taken.
    ///
    /// - Throws: the error the reader stopped on.
    func take() throws -> Part? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty && !isFinished { condition.wait() }
        if !waiting.isEmpty {
            let part = waiting.removeFirst()
            condition.broadcast()
            return part
        }
        if let failure { throw failure }
        return nil
    }

    /// Called by the taker: the next part if one is waiting or comes within `seconds`; `nil` when none did, or the
    /// reader has finished and every part was taken (``isDrained`` tells which).
    ///
    /// - Throws: the error the reader stopped on.
    func take(waitingAtMost seconds: TimeInterval) throws -> Part? {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty && !isFinished && condition.wait(until: deadline) {}
        if !waiting.isEmpty {
            let part = waiting.removeFirst()
            condition.broadcast()
            return part
        }
        if isFinished, let failure { throw failure }
        return nil
    }

    /// Whether the reader has finished and every part was taken.
    var isDrained: Bool {
        condition.lock()
        defer { condition.unlock() }
        return isFinished && waiting.isEmpty
    }

    /// Called by the taker when it stops taking: the reader stops at its next part.
    func close() {
        condition.lock()
        isClosed = true
        waiting.removeAll()
        condition.broadcast()
        condition.unlock()
    }
}
