import CardboxTestSupport
import Foundation
import Testing

/// Two `cardbox serve` processes, each with its own data directory, on one PostgreSQL database.
@Suite(.enabled(if: TestDatabase.isRunnable, "set CARDBOX_TEST_DATABASE_URL or run through make test"))
struct PostgresTwoServerTests {
    /// Starts `cardbox serve --single-user --port 0` with the runner's environment, its output going to a file in
    /// its data directory, and returns it with the port it reports.
    private func serve(_ cardbox: CardboxProcess) throws -> (process: Process, port: Int) {
        let output = cardbox.home.file("serve.log")
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CardboxProcess.binary)
        process.arguments = ["serve", "--single-user", "--port", "0"]
        process.environment = cardbox.environment
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
        let (serverA, portA) = try serve(first)
        defer { serverA.terminate() }
        let (serverB, portB) = try serve(second)
        defer { serverB.terminate() }
        let ports = (portA, portB)
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
