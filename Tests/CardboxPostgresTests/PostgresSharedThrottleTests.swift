import CardboxTestSupport
import CardboxWeb
import Foundation
import Testing

/// Sign-in throttling on two `cardbox serve` processes, each with its own data directory, on one PostgreSQL
/// database: what one server counts, the other refuses on.
@Suite(
    .enabled(if: TestDatabase.isRunnable, "set CARDBOX_TEST_DATABASE_URL or run through make test"),
    .timeLimit(.minutes(10)))
struct PostgresSharedThrottleTests {
    /// A pre-session token the client makes up; the server accepts any 43-character one as its CSRF token.
    private static let csrf = String(repeating: "c", count: 43)

    /// Starts `cardbox serve --port 0` for accounts, with cheap password hashing, its output going to a file in its
    /// data directory, and returns it with the port it reports once it listens.
    private func serve(_ cardbox: CardboxProcess) throws -> (process: Process, port: Int) {
        let output = cardbox.home.file("serve.log")
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CardboxProcess.binary)
        process.arguments = ["serve", "--port", "0"]
        process.environment = cardbox.environment.merging(
            ["CARDBOX_PASSWORD_MEMORY_MIB": "19", "CARDBOX_PASSWORD_ITERATIONS": "2"]) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        do {
            return (process, try ServedPort.read(fromOutputAt: output, of: process))
        } catch {
            process.terminate()
            throw error
        }
    }

    /// Waits up to ten seconds for `port` to answer `/healthz` with 200 (it answers 503 while it starts).
    private func waitUntilServing(_ port: Int) throws {
        for _ in 0..<100 {
            if let connection = try? RawHTTPConnection(port: port),
                (try? connection.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"))
                    != nil,
                (try? connection.readReply())?.status == 200
            {
                return
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw NotAnswering(port: port)
    }

    /// Posts the sign-in form with `email` and `password` to `port`; returns the status and page.
    private func signIn(port: Int, email: String, password: String) throws -> RawHTTPConnection.Reply {
        let body =
            "email=\(email.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? email)"
            + "&password=\(password)&_csrf=\(Self.csrf)"
        let connection = try RawHTTPConnection(port: port)
        try connection.send(
            "POST /signin HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                + "Cookie: cardbox_pre=\(Self.csrf)\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
        return try connection.readReply()
    }

    @Test func failuresOnOneServerMakeTheOtherRefuse() throws {
        let url = try TestDatabase.freshSchema()
        let first = try CardboxProcess(environment: ["CARDBOX_DATABASE_URL": url])
        let second = try CardboxProcess(environment: ["CARDBOX_DATABASE_URL": url])
        let (serverA, portA) = try serve(first)
        defer { serverA.terminate() }
        let (serverB, portB) = try serve(second)
        defer { serverB.terminate() }
        let ports = (portA, portB)
        try waitUntilServing(ports.0)
        try waitUntilServing(ports.1)

        // Another account's first wrong password on B is only a wrong password.
        #expect(try signIn(port: ports.1, email: "bob@example.org", password: "wrong").status == 401)
        for _ in 0...SignInThrottle.freeFailures {
            #expect(try signIn(port: ports.0, email: "ada@example.org", password: "wrong").status == 401)
        }
        let refused = try signIn(port: ports.1, email: "ada@example.org", password: "wrong")
        #expect(refused.status == 429)
        #expect(refused.text.contains("Too many attempts"))
        #expect(try signIn(port: ports.1, email: "bob@example.org", password: "wrong").status == 401)
    }

    @Test func anAddressGetsItsAttemptsOnceForBothServers() throws {
        let url = try TestDatabase.freshSchema()
        let first = try CardboxProcess(environment: ["CARDBOX_DATABASE_URL": url])
        let second = try CardboxProcess(environment: ["CARDBOX_DATABASE_URL": url])
        let (serverA, portA) = try serve(first)
        defer { serverA.terminate() }
        let (serverB, portB) = try serve(second)
        defer { serverB.terminate() }
        let ports = (portA, portB)
        try waitUntilServing(ports.0)
        try waitUntilServing(ports.1)

        let limit = SignInThrottle.attemptsPerMinutePerAddress
        for index in 0..<limit {
            let port = index.isMultiple(of: 2) ? ports.0 : ports.1
            #expect(try signIn(port: port, email: "n\(index)@example.org", password: "wrong").status == 401)
        }
        #expect(try signIn(port: ports.0, email: "last@example.org", password: "wrong").status == 429)
        #expect(try signIn(port: ports.1, email: "last@example.org", password: "wrong").status == 429)
    }
}
