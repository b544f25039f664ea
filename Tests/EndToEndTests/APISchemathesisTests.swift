import CardboxTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs schemathesis against `cardbox serve`: generated requests for every operation of the OpenAPI document, each
/// response checked against the document (status, content type, headers, schema) and for server errors.
@Suite(.timeLimit(.minutes(10))) struct APISchemathesisTests {
    @Test func apiConformsToItsOpenAPIDocument() async throws {
        let server = try ServedCardbox()
        defer { server.stop() }
        let token = try server.signUpAndCreateToken()
        let seeded = try server.seed(token: token)
        #expect(seeded.cards == 3)
        let oversized = try server.declaringOversizedBody("/api/v1/imports", token: token)
        #expect(oversized.status == 413)
        #expect(oversized.headers["content-type"] == "application/json")
        #expect(oversized.text.contains(#""code":"content_too_large""#))

        let work = try TemporaryDirectory()
        try Self.configuration.write(toFile: work.file("schemathesis.toml"), atomically: true, encoding: .utf8)
        // One worker: with threads, Python 3.11's ast.parse (called by Hypothesis to describe strategies) fails
        // now and then with "AST constructor recursion depth mismatch", an error of the tool, not of the API.
        let directory = work.path
        let port = server.port
        let run = try await onOwnThread {
            try Self.schemathesis(
                [
                    "run", "http://127.0.0.1:\(port)/api/openapi.json",
                    "--header", "Authorization: Bearer \(token)",
                    "--max-examples", "25", "--seed", "20250624", "--generation-database", "none",
                    "--request-timeout", "20", "--workers", "1", "--no-color", "--suppress-health-check", "all",
                ], in: directory)
        }
        let report =
            "schemathesis exited with \(run.status):\n\(run.output.suffix(20_000))\n--- server log ---\n"
            + server.log().suffix(4_000)
        #expect(run.status == 0, "\(report)")
        #expect(run.output.contains("schemathesis.toml"), "schemathesis did not read its configuration.")
        let operations = try server.documentedOperationCount()
        #expect(operations > 20)
        // schemathesis leaves out the operation that serves the document it reads.
        #expect(run.output.contains("Tested: \(operations - 1)\n"), "schemathesis did not test every operation.")
    }

    /// schemathesis' configuration, read from the directory it runs in: the checks run on every response, except
    /// that a multipart body carries every field as text, so "a number where the document says string" cannot be
    /// told apart from a valid deck name there.
    static let configuration = """
        [checks]
        enabled = false
        not_a_server_error.enabled = true
        status_code_conformance.enabled = true
        content_type_conformance.enabled = true
        response_schema_conformance.enabled = true
        response_headers_conformance.enabled = true
        negative_data_rejection.enabled = true
        ignored_auth.enabled = true
        unsupported_method.enabled = true

        [[operations]]
        include-operation-id = "startImport"
        checks.negative_data_rejection.enabled = false

        """

    /// Runs the virtualenv's schemathesis in `directory` (where it may write its cache) and collects its output.
    static func schemathesis(_ arguments: [String], in directory: String) throws -> (status: Int32, output: String) {
        let executable = PythonPeer.repositoryRoot.appendingPathComponent(".venv/bin/schemathesis").path
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw ServeFailure(description: "No schemathesis at \(executable); run scripts/setup first.")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = "160"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The server or a peer could not do its part.
struct ServeFailure: Error, CustomStringConvertible {
    /// What went wrong.
    let description: String
}

/// `cardbox serve` on the loopback port it picks (`--port 0`), in multi-user mode with its own data directory, or in single-user mode
/// over the data directory of a command line.
final class ServedCardbox {
    /// The port it listens on.
    let port: Int
    /// The server's process ID.
    var processIdentifier: Int32 { process.processIdentifier }
    private let cardbox: CardboxProcess
    private let process: Process
    private let errors: FileHandle
    /// Where its standard output and error go.
    private let logPath: String

    /// Starts the server and waits until it answers `/healthz`.
    ///
    /// - Parameter commandLine: Serve the data of this command line as its local user (`--single-user`); `nil`
    ///   serves a data directory of its own with accounts.
    init(sharing commandLine: CardboxProcess? = nil) throws {
        cardbox = try commandLine ?? CardboxProcess(environment: ["CARDBOX_PASSWORD_MEMORY_MIB": "19"])
        logPath = cardbox.home.file("serve-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        errors = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CardboxProcess.binary)
        process.arguments =
            ["serve", "--host", "127.0.0.1", "--port", "0"] + (commandLine == nil ? [] : ["--single-user"])
        process.environment = cardbox.environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = errors
        process.standardError = errors
        try process.run()
        self.process = process
        do {
            port = try ServedPort.read(fromOutputAt: logPath, of: process)
        } catch {
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
            throw ServeFailure(description: "cardbox serve did not start: \(error)")
        }
        // It prints its address once it answers; /healthz confirms it.
        guard (try? exchange("GET", "/healthz").status) == 200 else {
            stop()
            throw ServeFailure(description: "cardbox serve does not answer /healthz:\n\(log())")
        }
    }

    /// Waits for the work `cardbox serve` starts in the background (it scans the word categories), so that a memory
    /// measurement after it sees only what the test does: a categories request waits for the scan under way.
    func waitForStartUpWork(token: String) throws {
        let reply = try exchange("GET", "/api/v1/words/categories", headers: [("Authorization", "Bearer \(token)")])
        guard reply.status == 200 || reply.status == 503 else {
            throw ServeFailure(description: "the word categories answered \(reply.status):\n\(log())")
        }
    }

    /// Stops the server by its process ID (SIGKILL: a process started from a test thread has SIGTERM blocked).
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// What the server wrote to standard output and error.
    func log() -> String {
        (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    }

    /// One request on a fresh connection.
    func exchange(
        _ method: String, _ path: String, headers: [(String, String)] = [], body: String = ""
    ) throws -> RawHTTPConnection.Reply {
        // A shared machine may be slow to answer: the first dictionary page reads WordNet's category files.
        let connection = try RawHTTPConnection(port: port, timeout: 60)
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        head += "Content-Length: \(body.utf8.count)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        try connection.send(head + "\r\n" + body)
        return try connection.readReply()
    }

    /// How many operations the served OpenAPI document describes.
    func documentedOperationCount() throws -> Int {
        let reply = try exchange("GET", "/api/openapi.json")
        let document = try JSONSerialization.jsonObject(with: Data(reply.body)) as? [String: Any]
        let paths = document?["paths"] as? [String: [String: Any]] ?? [:]
        let methods: Set<String> = ["get", "put", "post", "delete", "patch", "head", "options", "trace"]
        return paths.values.reduce(0) { count, item in count + item.keys.filter(methods.contains).count }
    }

    /// Sends only the head of a request whose declared body is over the server's 64 MB cap, and reads the answer.
    func declaringOversizedBody(_ path: String, token: String) throws -> RawHTTPConnection.Reply {
        let connection = try RawHTTPConnection(port: port)
        try connection.send(
            "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAuthorization: Bearer \(token)\r\n"
                + "Content-Type: multipart/form-data; boundary=x\r\nContent-Length: \(65 << 20)\r\n\r\n")
        return try connection.readReply()
    }

    /// Signs up through the forms (CSRF tokens and cookies as a browser would) and makes an API token.
    ///
    /// - Parameters:
    ///   - name: The account's name, form-encoded (`+` for a space).
    ///   - email: The account's address, form-encoded.
    func signUpAndCreateToken(name: String = "Schema+Tester", email: String = "tester%40example.com") throws -> String {
        try WebForms.signUpAndCreateToken(name: name, email: email) { try exchange($0, $1, headers: $2, body: $3) }
    }

    /// Asks for a password-reset link for `email` through the form, as a browser would.
    func requestPasswordReset(email: String) throws -> RawHTTPConnection.Reply {
        let page = try exchange("GET", "/forgot")
        let preSession = try WebForms.cookie(page, "cardbox_pre")
        return try exchange(
            "POST", "/forgot",
            headers: [("Cookie", "cardbox_pre=\(preSession)"), ("Content-Type", "application/x-www-form-urlencoded")],
            body: "_csrf=\(try WebForms.csrfToken(page))&email=\(email.replacingOccurrences(of: "@", with: "%40"))")
    }

    /// Makes an API token for the local user of a single-user server, through the account page's form.
    func createLocalToken() throws -> String {
        try WebForms.createLocalToken(label: "shared-rules") { try exchange($0, $1, headers: $2, body: $3) }
    }

    /// Adds a deck with three cards (one with distractors, for multiple choice) through the API.
    func seed(token: String) throws -> (deck: Int, cards: Int) {
        let headers = [("Authorization", "Bearer \(token)"), ("Content-Type", "application/json")]
        let deck = try exchange("POST", "/api/v1/decks", headers: headers, body: #"{"name": "Spanish"}"#)
        #expect(deck.status == 201, "creating the deck failed: \(deck.text)")
        let id = try WebForms.between(#""id":"#, ",", in: deck.text, what: "the deck id")
        let cards = [
            #"{"front": "hola", "back": "hello", "distractors": ["goodbye", "please", "thanks"]}"#,
            #"{"front": "gato", "back": "cat", "category": "Animals"}"#,
            #"{"front": "perro", "back": "dog", "explanation": "A common pet."}"#,
        ]
        var added = 0
        for card in cards {
            let reply = try exchange("POST", "/api/v1/decks/\(id)/cards", headers: headers, body: card)
            #expect(reply.status == 201, "adding a card failed: \(reply.text)")
            if reply.status == 201 { added += 1 }
        }
        return (Int(id) ?? 0, added)
    }
}
