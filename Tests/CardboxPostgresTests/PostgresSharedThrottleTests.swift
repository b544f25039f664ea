import CardboxTestSupport
import CardboxWeb
import Foundation
import Testing

/// Sign-in throttling on two `cardbox serve` processes, each with its own data directory, on one PostgreSQL
/// database: what one server counts, the other refuses on.
@Suite(
    .enabled(if: TestDatabase.isRunnable, "set CARDBOX_TEST_DATABASE_URL or run through make test"),
    .timeLimit(.minutes(5)))
struct PostgresSharedThrottleTests {
    /// A pre-session token the client makes up; the server accepts any 43-character one as its CSRF token.
    private static let csrf = String(repeating: "c", count: 43)

    /// Starts `cardbox serve` for accounts on `port`, with cheap password hashing; output goes to a file.
    private func serve(_ cardbox: CardboxProcess, port: Int) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CardboxProcess.binary)
        process.arguments = ["serve", "--port", String(port)]
        process.environment = cardbox.environment.merging(
            ["CARDBOX_PASSWORD_MEMORY_MIB": "19", "CARDBOX_PASSWORD_ITERATIONS": "2"]) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Waits up to ten seconds for `port` to answer `/healthz`.
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
        let ports = (try SMTPSink.freePort(), try SMTPSink.freePort())
        let serverA = try serve(first, port: ports.0)
        defer { serverA.terminate() }
        try waitUntilServing(ports.0)
        let serverB = try serve(second, port: ports.1)
        defer { serverB.terminate() }
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
        let ports = (try SMTPSink.freePort(), try SMTPSink.freePort())
        let serverA = try serve(first, port: ports.0)
        defer { serverA.terminate() }
        try waitUntilServing(ports.0)
        let serverB = try serve(second, port: ports.1)
        defer { serverB.terminate() }
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
