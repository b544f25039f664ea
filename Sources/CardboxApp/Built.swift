import Synchronization

/// A value built on first use and shared after that; a failed build is tried again on the next use.
final class Built<Value: Sendable>: Sendable {
    private let make: @Sendable () throws -> Value
    private let built = Mutex<Value?>(nil)

    init(_ make: @escaping @Sendable () throws -> Value) {
        self.make = make
    }

    /// The value, building it the first time.
    func value() throws -> Value {
        try built.withLock { built in
            if let built { return built }
            let value = try make()
            built = value
            return value
        }
    }
}
