import CardboxGeneration
import CardboxJSON
import CardboxTestSupport
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `peers/llm_stub_server.py` running one scenario on a loopback port, for as long as the value lives.
///
/// The server stops when this value is released (its standard input closes), or when the test process dies, so a
/// failed test cannot leave it behind; its idle limit is only a last resort, ten minutes, since on two busy cores a
/// test can wait minutes between starting the stub and sending it a request.
final class StubServer {
    /// A request as the stub recorded it (credentials reduced to whether they were present and as expected).
    struct Recorded: Decodable {
        struct Credential: Decodable {
            var present: Bool
            var matches: Bool
        }

        struct Auth: Decodable {
            var authorization: Credential
            var apiKey: Credential

            enum CodingKeys: String, CodingKey {
                case authorization
                case apiKey = "x-api-key"
            }
        }

        var method: String
        var path: String
        var headers: [String: String]
        var auth: Auth
        var body: JSONValue?
    }

    /// A stub could not start.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The stub's root URL, `http://127.0.0.1:<port>`.
    let url: URL
    private let process: Process
    private let input: Pipe

    private init(url: URL, process: Process, input: Pipe) {
        self.url = url
        self.process = process
        self.input = input
    }

    deinit { stop() }

    /// Stops the server; call it from a `defer` right after starting, which also keeps the stub alive until the test
    /// ends (Swift may release a value after its last use).
    func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
    }

    /// The interpreter the Python peers run with (the project virtualenv's, or `$CARDBOX_PYTHON`).
    static func interpreter() throws -> String {
        guard FileManager.default.isExecutableFile(atPath: PythonPeer.interpreter) else {
            throw Failure(description: "No Python interpreter at \(PythonPeer.interpreter); run scripts/setup.")
        }
        return PythonPeer.interpreter
    }

    /// Starts the stub with the built-in `scenario`; requests carrying `expectedKey` are recorded as matching.
    static func start(_ scenario: String, expectedKey: String? = nil) async throws -> StubServer {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try interpreter())
        var arguments = [
            PythonPeer.repositoryRoot.appendingPathComponent("peers/llm_stub_server.py").path, "--scenario",
            scenario,
            "--idle-timeout", "600", "--exit-on-stdin-eof",
        ]
        if let expectedKey { arguments += ["--expect-key", expectedKey] }
        process.arguments = arguments
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let (line, message) = try await firstLine(of: output.fileHandleForReading, errors: errors.fileHandleForReading)
        guard let port = Int(line), let url = URL(string: "http://127.0.0.1:\(port)") else {
            try? input.fileHandleForWriting.close()
            if process.isRunning { process.terminate() }
            throw Failure(description: "The LLM stub did not start (\(scenario)): \(message)")
        }
        return StubServer(url: url, process: process, input: input)
    }

    /// The first line `output` delivers and, if there is none (the script died), what it wrote to `errors`; read off
    /// the cooperative thread pool because pipe reads block.
    private static func firstLine(of output: FileHandle, errors: FileHandle) async throws -> (String, String) {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                var data = Data()
                while !data.contains(0x0A) {
                    let chunk = output.availableData
                    if chunk.isEmpty { break }
                    data.append(chunk)
                }
                let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first ?? ""
                let message =
                    data.contains(0x0A) ? "" : String(decoding: errors.readDataToEndOfFile(), as: UTF8.self)
                continuation.resume(returning: (line.trimmingCharacters(in: .whitespaces), message))
            }
        }
    }

    /// The requests received so far, oldest first.
    func requests() async throws -> [Recorded] {
        let (data, _) = try await URLSession.shared.data(from: url.appendingPathComponent("__stub/requests"))
        return try JSONDecoder().decode([Recorded].self, from: data)
    }
}
