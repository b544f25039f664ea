import Foundation

/// Runs blocking test work (waiting on processes or sockets) on a thread of its own and awaits it.
///
/// Swift Testing runs tests on the concurrency pool, which has one thread per core: a test that blocks a pool
/// thread for a minute on a two-core machine leaves the other tests one thread, and two such tests leave none, so
/// short tests wait past their time limits. Long blocking tests go through this instead.
public func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try work() }) }
        thread.name = "cardbox-test-blocking"
        thread.stackSize = 8 << 20
        thread.start()
    }
}
