public import Foundation
import Synchronization

/// A `cardbox` command in a real pseudo-terminal (through `script`), typed at as a person would: each key goes in
/// only once the screen shows the text it answers.
public final class TerminalSession: Sendable {
    private let process: Process
    private let input: FileHandle
    private let screen = Screen()

    /// What the terminal showed, collected as it arrives.
    private final class Screen: Sendable {
        let state = Mutex<(bytes: Data, ended: Bool, typedAt: Int)>((Data(), false, 0))
    }

    /// Starts `cardbox ARGUMENTS` (a shell command line after the binary's path) in a pseudo-terminal.
    public convenience init(_ cardbox: CardboxProcess, _ arguments: String, environment: [String: String] = [:]) throws
    {
        try self.init(
            shellCommand: "exec '\(CardboxProcess.binary)' \(arguments)",
            environment: cardbox.environment.merging(environment) { $1 })
    }

    /// Starts `command` with `/bin/sh` in a pseudo-terminal: `cardbox` itself, or an interactive shell to run it in.
    public init(shellCommand command: String, environment: [String: String]) throws {
        // Keys typed after the program ended must fail as a write error, not end the test process.
        signal(SIGPIPE, SIG_IGN)
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", command, "/dev/null"]
        process.environment = environment
        let inputPipe = Pipe()
        let output = Pipe()
        process.standardInput = inputPipe
        process.standardOutput = output
        input = inputPipe.fileHandleForWriting
        output.fileHandleForReading.readabilityHandler = { [screen] handle in
            let chunk = handle.availableData
            if chunk.isEmpty { handle.readabilityHandler = nil }
            screen.state.withLock { chunk.isEmpty ? ($0.ended = true) : $0.bytes.append(chunk) }
        }
        try process.run()
    }

    /// Everything the terminal has shown so far.
    public var text: String { String(decoding: screen.state.withLock { $0.bytes }, as: UTF8.self) }

    /// What the terminal has shown since the last keys were typed.
    public var textSinceTyping: String {
        String(decoding: screen.state.withLock { $0.bytes.dropFirst($0.typedAt) }, as: UTF8.self)
    }

    /// Waits until `condition` holds of the text since the last keys, for at most `seconds`; whether it did.
    public func wait(seconds: TimeInterval = 60, until condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition(textSinceTyping) && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return condition(textSinceTyping)
    }

    /// Types `keys` once the screen shows `prompt` (after the keys typed before); whether it showed in time.
    @discardableResult
    public func type(_ keys: String, after prompt: String, seconds: TimeInterval = 60) throws -> Bool {
        let shown = wait(seconds: seconds) { $0.contains(prompt) }
        screen.state.withLock { $0.typedAt = $0.bytes.count }
        try input.write(contentsOf: Data(keys.utf8))
        return shown
    }

    /// Waits for the command to end and returns its exit status, or `nil` when it is still running after `seconds`
    /// (it is then killed).
    public func finish(seconds: TimeInterval = 60) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while !screen.state.withLock({ $0.ended }) && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        guard screen.state.withLock({ $0.ended }) else {
            kill(-process.processIdentifier, SIGKILL)
            process.terminate()
            return nil
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
