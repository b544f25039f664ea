@testable import CardboxCLI

/// A console that keeps what a command line writes, at a fixed width and without colour.
final class RecordingConsole: Sendable {
    private let output = Locked<(out: String, err: String)>((out: "", err: ""))

    /// The console that records.
    var console: Console {
        Console(
            out: { text in self.output.withLock { $0.out += text } },
            err: { text in self.output.withLock { $0.err += text } }, isTerminal: false, usesColor: false, width: 80)
    }

    /// What went to standard output.
    var out: String { output.value.out }
    /// What went to standard error.
    var err: String { output.value.err }
}
