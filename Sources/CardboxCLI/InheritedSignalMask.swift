import Glibc

/// The signal mask a program starts with is its parent's: a launcher that blocks SIGINT or SIGTERM for its own threads
/// hands that on, and Ctrl-C, `kill` and a closed terminal would then do nothing until the command ends.
public enum InheritedSignalMask {
    /// Unblocks the signals that stop or suspend a command (SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGTSTP).
    ///
    /// Signals the parent chose to ignore stay ignored (as `nohup` and shells without job control ask); only the
    /// blocking is undone. Call it first thing, before any thread starts.
    public static func reset() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in [SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGTSTP] { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }
}
