import Foundation

/// `peers/llm_stub_server.py` on a loopback port with a scripted scenario, for end-to-end tests of the binary.
public final class LLMStub: Sendable {
    /// The port it listens on.
    public let port: Int
    private let process: Process
    private let input: Pipe

    /// Starts the stub with a `--script` file (see the script's documentation for the format).
    public convenience init(script: String) throws {
        try self.init(arguments: ["--script", script])
    }

    /// Starts the stub with one of its built-in scenarios.
    public convenience init(scenario: String) throws {
        try self.init(arguments: ["--scenario", scenario])
    }

    private init(arguments selection: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PythonPeer.interpreter)
        process.arguments =
            [
                PythonPeer.repositoryRoot.appendingPathComponent("peers/llm_stub_server.py").path
            ] + selection + ["--idle-timeout", "600", "--exit-on-stdin-eof"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var data = Data()
        while !data.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            data.append(chunk)
        }
        guard let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first, let port = Int(line) else {
            process.terminate()
            throw PythonPeer.Failure(description: "The LLM stub did not start with \(selection).")
        }
        self.port = port
        self.process = process
        self.input = input
    }

    /// Stops the stub.
    public func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
    }
}
