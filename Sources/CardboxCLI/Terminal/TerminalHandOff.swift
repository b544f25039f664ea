import Foundation

/// Lends the terminal to an interactive program, an editor, and takes it back when the program ends.
///
/// The program runs in Cardbox's own process group, so it is in the terminal's foreground and may read keys and change
/// the terminal's mode; a child in a group of its own is stopped by the kernel the moment it touches the terminal.
/// While it runs, Cardbox ignores Ctrl-C and Ctrl-\ (the program gets them, as from a shell), and the program starts
/// with default signal handling and nothing blocked. This is how `git commit` runs `$EDITOR`.
enum TerminalHandOff {
    /// A program could not be started.
    struct LaunchError: Error, CustomStringConvertible {
        let command: String
        let code: Int32

        var description: String { "Cannot start '\(command)': \(String(cString: strerror(code)))." }
    }

    /// Runs `command` through `/bin/sh -c`, with `arguments` as its `"$@"`, and waits for it.
    ///
    /// - Returns: the exit status, or 128 plus the signal that ended it.
    static func run(shellCommand command: String, arguments: [String], environment: [String: String]) throws -> Int32 {
        let argv = ["/bin/sh", "-c", "\(command) \"$@\"", "cardbox-editor"] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let ignored = IgnoredSignals([SIGINT, SIGQUIT])
        defer { ignored.restore() }
        var pid: pid_t = 0
        let code = withCStrings(argv) { argvPointer in
            withCStrings(envp) { envpPointer in
                posix_spawn(&pid, "/bin/sh", nil, &attributes, argvPointer, envpPointer)
            }
        }
        guard code == 0 else { throw LaunchError(command: command, code: code) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return 1 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Calls `body` with a NULL-terminated array of C strings for `strings`, valid only inside it.
    private static func withCStrings<Result>(
        _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
    ) -> Result {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        return pointers.withUnsafeBufferPointer { buffer in
            // The array is never empty (it ends with the NULL), so it has storage.
            guard let base = buffer.baseAddress else { preconditionFailure("an empty C string array") }
            return body(base)
        }
    }

    /// Signals set to be ignored, and their previous handling to put back.
    private struct IgnoredSignals {
        private var previous: [(Int32, sigaction)] = []

        init(_ signals: [Int32]) {
            for signal in signals {
                var ignore = sigaction()
                ignore.__sigaction_handler.sa_handler = SIG_IGN
                sigemptyset(&ignore.sa_mask)
                var old = sigaction()
                if sigaction(signal, &ignore, &old) == 0 { previous.append((signal, old)) }
            }
        }

        func restore() {
            for (signal, old) in previous {
                var old = old
                sigaction(signal, &old, nil)
            }
        }
    }
}
