public import Foundation

/// Runs the built `cardbox` binary with its own data directory, a fixed clock and no colour.
public final class CardboxProcess: Sendable {
    /// The data directory this runner's commands share.
    public let home: TemporaryDirectory
    /// Extra environment for every command.
    public let environment: [String: String]
    /// The program this runner starts.
    public let executable: String

    /// The binary: `$CARDBOX_BINARY`, else `.build/debug/cardbox` in the repository.
    public static var binary: String {
        ProcessInfo.processInfo.environment["CARDBOX_BINARY"]
            ?? PythonPeer.repositoryRoot.appendingPathComponent(".build/debug/cardbox").path
    }

    /// Creates a runner with a fresh data directory; `now` is what the binary takes as the current time.
    public init(
        now: String = "2025-06-24T08:00:00Z", environment: [String: String] = [:], executable: String = binary
    ) throws {
        home = try TemporaryDirectory()
        self.executable = executable
        var base = [
            "CARDBOX_HOME": home.path, "XDG_CACHE_HOME": home.path + "/cache", "CARDBOX_NOW": now, "TZ": "UTC",
            "NO_COLOR": "1", "LANG": "C",
        ]
        base.merge(environment) { $1 }
        self.environment = base
    }

    /// What a finished command did.
    public struct Result: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output.
        public var stdout: String
        /// Standard error.
        public var stderr: String
    }

    /// Runs `cardbox` with `arguments`, feeding `input` on standard input, and waits for it.
    public func run(
        _ arguments: [String], input: String = "", environment extra: [String: String] = [:]
    ) throws -> Result {
        let process = try start(arguments, environment: extra)
        let stdin = try requireProcessPipe(process.standardInput)
        let stdout = try requireProcessPipe(process.standardOutput)
        let stderr = try requireProcessPipe(process.standardError)
        try stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let errors = ReadAll(stderr.fileHandleForReading)
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: errors.wait(), as: UTF8.self)
        )
    }

    /// Starts `cardbox` with pipes on all three standard streams, without waiting.
    public func start(_ arguments: [String], environment extra: [String: String] = [:]) throws -> Process {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw PythonPeer.Failure(description: "No cardbox binary at \(executable); run 'swift build' first.")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment.merging(extra) { $1 }
        process.standardInput = Pipe()
        process.standardOutput = Pipe()
        process.standardError = Pipe()
        try process.run()
        return process
    }
}

/// Casts a process stream to the pipe it was given.
private func requireProcessPipe(_ stream: Any?) throws -> Pipe {
    guard let pipe = stream as? Pipe else { throw PythonPeer.Failure(description: "process stream is not a pipe") }
    return pipe
}

/// Reads a file handle to its end on a background thread, so two pipes can drain at once.
private final class ReadAll: @unchecked Sendable {
    // Safe because `data` is written once on the reader thread before `done` is signalled and read only after.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
