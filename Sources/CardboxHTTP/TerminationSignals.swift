import Glibc

/// Waiting for SIGINT or SIGTERM on the main thread.
///
/// Call ``block()`` before the server starts its threads (they inherit the signal mask), then ``wait()``.
public enum TerminationSignals {
    /// Blocks SIGINT and SIGTERM in this thread and every thread started after it.
    public static func block() {
        var signals = set()
        pthread_sigmask(SIG_BLOCK, &signals, nil)
    }

    /// Waits for SIGINT or SIGTERM and returns its number.
    public static func wait() -> Int32 {
        var signals = set()
        var received: Int32 = 0
        while sigwait(&signals, &received) != 0 {}
        return received
    }

    private static func set() -> sigset_t {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        return signals
    }
}
