import CardboxTestSupport
import Foundation
import Testing

/// Two `cardbox serve` processes, each with its own data directory, on one PostgreSQL database.
@Suite(.enabled(if: TestDatabase.isRunnable, "set CARDBOX_TEST_DATABASE_URL or run through make test"))
struct PostgresTwoServerTests {
    /// Starts `cardbox serve --single-user` on `port` with the runner's environment; output goes to a file.
    private func serve(_ cardbox: CardboxProcess, port: Int) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CardboxProcess.binary)
        process.arguments = ["serve", "--single-user", "--port", String(port)]
        process.environment = cardbox.environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// `GET path` on `port` once the server answers, retrying for up to ten seconds while it starts.
    private func get(_ path: String, port: Int) throws -> RawHTTPConnection.Reply {
        var lastError: (any Error)?
        for _ in 0..<100 {
            do {
                let connection = try RawHTTPConnection(port: port)
                try connection.send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
                return try connection.readReply()
            } catch {
                lastError = error
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        throw lastError ?? NotAnswering(port: port)
    }

    @Test func serversStartingTogetherShareOneDatabase() throws {
        let url = try TestDatabase.freshSchema()
        let first = try CardboxProcess(environment: ["CARDBOX_DATABASE_URL": url])
        let second = try CardboxProcess(environment: ["CARDBOX_DATABASE_URL": url])
        let ports = (try SMTPSink.freePort(), try SMTPSink.freePort())
        let serverA = try serve(first, port: ports.0)
        defer { serverA.terminate() }
        let serverB = try serve(second, port: ports.1)
        defer { serverB.terminate() }
        #expect(try get("/healthz", port: ports.0).status == 200)
        #expect(try get("/healthz", port: ports.1).status == 200)
        #expect(try get("/api/v1/decks", port: ports.1).text.contains("\"total\":1"))

        #expect(try first.run(["deck", "new", "Verbs"]).status == 0)
        for port in [ports.0, ports.1] {
            let decks = try get("/api/v1/decks", port: port).text
            #expect(decks.contains("\"name\":\"Verbs\""))
            #expect(decks.contains("\"name\":\"Swift Syntax\""))
        }
    }
}

/// A server did not answer while it was being waited for.
struct NotAnswering: Error {
    /// The port it should listen on.
    var port: Int
}
