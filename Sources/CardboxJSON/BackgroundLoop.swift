import Foundation

/// A thread that runs a body every interval until it is stopped, for the server's background chores (sending mail,
/// event-stream heartbeats).
///
/// ``stop()`` wakes the thread at once rather than after its current wait, and ``join()`` waits until the thread
/// has ended, so a caller can shut down what the body uses (a database, a mailer) knowing it is no longer in use.
public final class BackgroundLoop: @unchecked Sendable {
    // Safe because `started`, `stopping` and `finished` are only touched under `condition`'s lock, and the other
    // properties are constants.
    private let condition = NSCondition()
    private var started = false
    private var stopping = false
    private var finished = false
    private let name: String
    private let interval: Double
    private let waitsFirst: Bool
    private let body: @Sendable () -> Void

    /// A loop on a thread named `name` that runs `body` every `interval` seconds: first at once, or after one
    /// interval when `waitsFirst` is set.
    public init(name: String, every interval: Double, waitsFirst: Bool = false, body: @escaping @Sendable () -> Void) {
        self.name = name
        self.interval = interval
        self.waitsFirst = waitsFirst
        self.body = body
    }

    /// Starts the thread; a second call, or a call after ``stop()``, does nothing.
    public func start() {
        condition.lock()
        defer { condition.unlock() }
        guard !started, !stopping else { return }
        started = true
        let thread = Thread { [self] in run() }
        thread.name = name
        thread.start()
    }

    /// Asks the loop to end: a body already running finishes, and no further run begins.
    public func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until the thread has ended; returns at once if it never started.
    ///
    /// Call ``stop()`` first.
    public func join() {
        condition.lock()
        defer { condition.unlock() }
        while started && !finished { condition.wait() }
    }

    private func run() {
        var running = waitsFirst ? wait() : !isStopping
        while running {
            body()
            running = wait()
        }
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits one interval; `false` when the loop was stopped meanwhile.
    private func wait() -> Bool {
        let deadline = Date(timeIntervalSinceNow: interval)
        condition.lock()
        defer { condition.unlock() }
        while !stopping {
            if !condition.wait(until: deadline) { return !stopping }
        }
        return false
    }

    private var isStopping: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopping
    }
}
