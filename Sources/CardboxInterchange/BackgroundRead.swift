import Foundation

/// A value read on a thread of its own while the caller goes on, waited for when needed.
///
/// ```swift
/// let answers = BackgroundRead { try store.fetchReviews(deck: id) }
/// let cards = try store.fetchCards(deck: id)
/// let reviews = try answers.value()
/// ```
final class BackgroundRead<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Result<Value, any Error>?

    /// Starts `read` on a new thread, with a stack of `stackSize` bytes when given.
    init(stackSize: Int? = nil, _ read: @escaping @Sendable () throws -> Value) {
        let thread = Thread { [self] in
            let outcome = Result { try read() }
            condition.lock()
            result = outcome
            condition.broadcast()
            condition.unlock()
        }
        if let stackSize { thread.stackSize = stackSize }
        thread.start()
    }

    /// A read that has already given `value`, for a caller that has it at hand.
    init(value: Value) { result = .success(value) }

    /// Whether the read has ended: ``value()`` returns at once.
    var isDone: Bool {
        condition.lock()
        defer { condition.unlock() }
        return result != nil
    }

    /// The value, once read.
    ///
    /// - Throws: what the read threw.
    func value() throws -> Value {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let result { return try result.get() }
            condition.wait()
        }
    }
}
