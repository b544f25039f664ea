import CardboxPostgres
import CardboxTestSupport
import Foundation
import Glibc
import Testing

/// Two `cardbox serve` nodes, each with its own data directory, on one PostgreSQL database: what happens on one
/// node reaches the live streams opened on the other, and a node killed in the middle of an import leaves it to the
/// other, whose stream announces its end.
@Suite(
    .enabled(if: TestDatabase.isRunnable, "set CARDBOX_TEST_DATABASE_URL or run through make test"),
    .timeLimit(.minutes(10))
)
struct PostgresTwoNodeEventTests {
    /// One running `cardbox serve --single-user` node.
    final class Node {
        let name: String
        let cardbox: CardboxProcess
        let port: Int
        let process: Process
        let logFile: String

        /// Starts a node named `name` on the database at `url`, with `environment` added: serving the local user
        /// (`--single-user`), or with accounts when `singleUser` is false.
        init(_ name: String, url: String, environment: [String: String] = [:], singleUser: Bool = true) throws {
            self.name = name
            cardbox = try CardboxProcess(
                environment: [
                    "CARDBOX_DATABASE_URL": url, "CARDBOX_NODE_ID": name, "CARDBOX_PASSWORD_MEMORY_MIB": "19",
                ]
                .merging(environment) { $1 })
            logFile = cardbox.home.file("serve.log")
            FileManager.default.createFile(atPath: logFile, contents: nil)
            let output = FileHandle(forWritingAtPath: logFile)
            process = Process()
            process.executableURL = URL(fileURLWithPath: CardboxProcess.binary)
            process.arguments = ["serve", "--port", "0"] + (singleUser ? ["--single-user"] : [])
            process.environment = cardbox.environment
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = output
            process.standardError = output
            try process.run()
            do {
                // Starting takes a while on a busy machine.
                port = try ServedPort.read(fromOutputAt: logFile, of: process, timeout: 120)
            } catch {
                process.terminate()
                process.waitUntilExit()
                throw error
            }
        }

        deinit {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
        }

        /// What the node logged so far.
        var log: String { (try? String(contentsOfFile: logFile, encoding: .utf8)) ?? "" }

        /// Kills the node at once, as a crash or a power cut would, and waits until it is gone.
        func kill() {
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }

        /// One request and its reply.
        func exchange(
            _ method: String, _ path: String, headers: [(String, String)] = [], body: String = ""
        ) throws -> RawHTTPConnection.Reply {
            let connection = try RawHTTPConnection(port: port, timeout: 60)
            var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
            head += "Content-Length: \(body.utf8.count)\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            try connection.send(head + "\r\n" + body)
            return try connection.readReply()
        }

        /// Waits until the node answers `/healthz` (at most two minutes: starting takes a while on a busy machine)
        /// and returns the answer.
        func health() throws -> [String: Any] {
            let deadline = Date().addingTimeInterval(120)
            while Date() < deadline {
                if let reply = try? exchange("GET", "/healthz"), reply.status == 200 {
                    return try PostgresTwoNodeEventTests.object(reply.body)
                }
                if !process.isRunning { break }
                Thread.sleep(forTimeInterval: 0.1)
            }
            throw ServeFailure(description: "node \(name) did not start:\n\(log)")
        }

        /// The status of `GET /api/v1/me` with `token`.
        func me(_ token: String) throws -> Int {
            try exchange("GET", "/api/v1/me", headers: [("Authorization", "Bearer \(token)")]).status
        }

        /// The status of `GET /api/v1/me` with `token` once it is no longer 200, asking again for up to 20 seconds
        /// (an announcement between nodes takes moments); 200 if it never changed.
        func meOnceRefused(_ token: String) throws -> Int {
            let deadline = Date().addingTimeInterval(20)
            var status = try me(token)
            while status == 200, Date() < deadline {
                Thread.sleep(forTimeInterval: 0.05)
                status = try me(token)
            }
            return status
        }

        /// A new API token of the local user, made through the account page as a browser would.
        func createToken() throws -> String {
            try WebForms.createLocalToken(label: "two-nodes") { try exchange($0, $1, headers: $2, body: $3) }
        }

        /// Signs up a new account on this node (one with accounts) and returns an API token of it.
        func signUp(name: String, email: String) throws -> String {
            try WebForms.signUpAndCreateToken(name: name, email: email) { try exchange($0, $1, headers: $2, body: $3) }
        }

        /// One JSON request with `token`, which must succeed; its reply as an object.
        func api(_ method: String, _ path: String, token: String, body: String = "") throws -> [String: Any] {
            let reply = try exchange(
                method, path, headers: [("Authorization", "Bearer \(token)"), ("Content-Type", "application/json")],
                body: body)
            guard (200..<300).contains(reply.status) else {
                throw ServeFailure(description: "\(method) \(path) on \(name): \(reply.status) \(reply.text)")
            }
            return reply.body.isEmpty ? [:] : try PostgresTwoNodeEventTests.object(reply.body)
        }

        /// Opens the live stream at `path` (the local user's by default, or with `token`) and waits for its
        /// `ready` event.
        func openStream(_ path: String = "/events", token: String? = nil) throws -> LiveStream {
            let connection = try RawHTTPConnection(port: port, timeout: 120)
            let authorization = token.map { "Authorization: Bearer \($0)\r\n" } ?? ""
            try connection.send(
                "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\(authorization)\r\n")
            let head = try connection.readHead()
            guard head.status == 200 else {
                throw ServeFailure(description: "node \(name) refused the stream: \(head.status)")
            }
            let stream = LiveStream(connection: connection)
            _ = try stream.next(named: "ready", timeout: 60) { _ in true }
            return stream
        }
    }

    /// The events read from one open `/events` response.
    final class LiveStream {
        let connection: RawHTTPConnection
        private var text = ""

        init(connection: RawHTTPConnection) {
            self.connection = connection
        }

        /// The data of the next event called `name` whose data satisfies `matches`, reading for at most `timeout`
        /// seconds (heartbeats keep arriving meanwhile); `nil` when none came.
        func next(named name: String, timeout: TimeInterval, matching matches: (String) -> Bool) throws -> String? {
            let deadline = Date().addingTimeInterval(timeout)
            while true {
                while let end = text.range(of: "\n\n") {
                    let block = String(text[..<end.lowerBound])
                    text.removeSubrange(..<end.upperBound)
                    let lines = block.split(separator: "\n").map(String.init)
                    let event = lines.first { $0.hasPrefix("event: ") }.map { String($0.dropFirst(7)) }
                    let data = lines.filter { $0.hasPrefix("data: ") }.map { String($0.dropFirst(6)) }
                        .joined(separator: "\n")
                    if event == name && matches(data) { return data }
                }
                guard Date() < deadline else { return nil }
                let chunk = try connection.readChunk()
                if chunk.isEmpty { return nil }
                text += chunk
            }
        }
    }

    /// What a node did not do.
    struct ServeFailure: Error, CustomStringConvertible {
        var description: String
    }

    static func object(_ bytes: [UInt8]) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] else {
            throw ServeFailure(description: "not a JSON object: \(String(decoding: bytes, as: UTF8.self))")
        }
        return object
    }

    @Test func anAnswerOnNodeAReachesTheStreamOnNodeB() throws {
        let url = try TestDatabase.freshSchema()
        let nodeA = try Node("node-a", url: url)
        let nodeB = try Node("node-b", url: url)
        #expect(try nodeA.health()["node"] as? String == "node-a")
        #expect(try nodeB.health()["node"] as? String == "node-b")
        let token = try nodeA.createToken()
        let streamOnB = try nodeB.openStream()

        let auth = ("Authorization", "Bearer \(token)")
        let next = try Self.object(try nodeA.exchange("GET", "/api/v1/study/next?mode=flip", headers: [auth]).body)
        let card = try #require((next["card"] as? [String: Any])?["id"] as? Int, "no card is due: \(next)")
        let seed = try #require(next["seed"] as? String)
        let answered = try nodeA.exchange(
            "POST", "/api/v1/cards/\(card)/answer", headers: [auth, ("Content-Type", "application/json")],
            body: #"{"mode": "flip", "seed": "\#(seed)", "rating": 3}"#)
        #expect(answered.status == 200, "\(answered.text)")

        let data = try streamOnB.next(named: "review", timeout: 120) { $0.contains("\"card_id\":\(card)") }
        let review = try Self.object(Array(try #require(data, "node B's stream never heard: \(nodeB.log)").utf8))
        #expect(review["card_id"] as? Int == card)
        #expect(review["rating"] as? Int == 3)
        #expect(review["correct"] as? Bool == true)
        #expect(review["next_due"] as? String == (try Self.object(answered.body)["next_due"] as? String))
    }

    @Test func aSubmitOnNodeBReachesTheTeachersDashboardOnNodeA() throws {
        let url = try TestDatabase.freshSchema()
        let nodeA = try Node("node-a", url: url, singleUser: false)
        let nodeB = try Node("node-b", url: url, singleUser: false)
        _ = try nodeA.health()
        _ = try nodeB.health()
        let teacher = try nodeA.signUp(name: "Ada+Teacher", email: "ada%40example.com")
        let student = try nodeB.signUp(name: "Ben+Student", email: "ben%40example.com")

        let deck = try nodeA.api("POST", "/api/v1/decks", token: teacher, body: #"{"name": "Spanish"}"#)
        let deckID = try #require(deck["id"] as? Int)
        let cards = [("hola", "hello", "goodbye"), ("gato", "cat", "dog"), ("rojo", "red", "blue")]
        for (front, back, wrong) in cards {
            _ = try nodeA.api(
                "POST", "/api/v1/decks/\(deckID)/cards", token: teacher,
                body: #"{"front": "\#(front)", "back": "\#(back)", "distractors": ["\#(wrong)", "yes", "no"]}"#)
        }
        let classroom = try nodeA.api("POST", "/api/v1/classrooms", token: teacher, body: #"{"name": "Spanish 1"}"#)
        let classroomID = try #require(classroom["id"] as? Int)
        let password = try #require(classroom["join_password"] as? String, "\(classroom)")
        let quiz = try nodeA.api(
            "POST", "/api/v1/classrooms/\(classroomID)/quiz_from_deck", token: teacher,
            body: #"{"deck_id": \#(deckID), "name": "Week 1", "publish": true}"#)
        let quizID = try #require(quiz["id"] as? Int)
        _ = try nodeB.api("POST", "/api/v1/classrooms/join", token: student, body: #"{"password": "\#(password)"}"#)

        let dashboard = try nodeA.openStream("/classrooms/\(classroomID)/quizzes/\(quizID)/events", token: teacher)
        let attempts = "/api/v1/classrooms/\(classroomID)/quizzes/\(quizID)/attempts"
        let attempt = try nodeB.api("POST", attempts, token: student)
        let attemptID = try #require(attempt["id"] as? Int)
        for question in try #require(attempt["questions"] as? [[String: Any]]) {
            let questionID = try #require(question["id"] as? Int)
            _ = try nodeB.api(
                "PUT", "\(attempts)/\(attemptID)/answers/\(questionID)", token: student, body: #"{"option": 0}"#)
        }
        _ = try nodeB.api("POST", "\(attempts)/\(attemptID)/submit", token: student)

        let data = try dashboard.next(named: "attempt", timeout: 120) { $0.contains("\"attempt_id\":\(attemptID)") }
        let event = try Self.object(
            Array(try #require(data, "node A's dashboard never heard of the attempt:\n\(nodeA.log)").utf8))
        #expect(event["total"] as? Int == cards.count, "\(event)")
        let results = try nodeA.api(
            "GET", "/api/v1/classrooms/\(classroomID)/quizzes/\(quizID)/results", token: teacher)
        #expect(results["answered_count"] as? Int == 1, "\(results)")
    }

    /// Markdown long enough that importing it keeps a node busy for a while.
    static let longNotes: String = (1...300).map { section in
        """
        ## Topic \(section)

        The organelle number \(section) is the compartment that stores the protein called marker\(section) in the \
        cell. It was described in \(1900 + section % 100) by a team that measured \(section * 3) samples.

        Osmosis across membrane \(section) is the movement of water toward the side with more solute \(section).
        """
    }.joined(separator: "\n\n")

    /// Each node keeps the tokens it verified for five minutes here, so only the announcement through the database
    /// can make node B refuse a token revoked on node A at once.
    @Test func aTokenRevokedOnNodeAIsRefusedByNodeBAtOnce() throws {
        let url = try TestDatabase.freshSchema()
        let cache = ["CARDBOX_CREDENTIAL_CACHE_SECONDS": "300"]
        let nodeA = try Node("node-a", url: url, environment: cache, singleUser: false)
        let nodeB = try Node("node-b", url: url, environment: cache, singleUser: false)
        let (session, token) = try WebForms.signUp(name: "Ada", email: "ada%40school.example") {
            try nodeA.exchange($0, $1, headers: $2, body: $3)
        }
        #expect(try nodeB.me(token) == 200)
        #expect(try nodeB.me(token) == 200)

        let account = try nodeA.exchange("GET", "/account", headers: [("Cookie", session)])
        let hash = try WebForms.between(#"name="token" value=""#, "\"", in: account.text, what: "the token's form")
        let revoked = try nodeA.exchange(
            "POST", "/account/tokens/delete",
            headers: [("Cookie", session), ("Content-Type", "application/x-www-form-urlencoded")],
            body: "_csrf=\(try WebForms.csrfToken(account))&token=\(hash)")
        #expect(revoked.status == 303)
        #expect(revoked.headers["location"] == "/account?notice=token-revoked")
        // The announcement travels through LISTEN/NOTIFY: node B hears it within moments, not minutes.
        #expect(try nodeB.meOnceRefused(token) == 401, "node B still accepted the revoked token:\n\(nodeB.log)")
    }

    /// `cardbox token revoke` on a shared database announces the change, so a server that keeps verified tokens for
    /// five minutes refuses it at once.
    @Test func aTokenRevokedFromTheTerminalIsRefusedByARunningServerAtOnce() throws {
        let url = try TestDatabase.freshSchema()
        let node = try Node("node-a", url: url, environment: ["CARDBOX_CREDENTIAL_CACHE_SECONDS": "300"])
        let token = try node.createToken()
        #expect(try node.me(token) == 200)
        let revoked = try node.cardbox.run(["token", "revoke", "two-nodes"])
        #expect(revoked.status == 0, "\(revoked.stderr)")
        #expect(revoked.stdout.contains("requests with it now get 401"), "\(revoked.stdout)")
        #expect(try node.meOnceRefused(token) == 401, "the server still accepted the revoked token:\n\(node.log)")
    }

    @Test func anImportLeftByAKilledNodeFinishesOnTheOtherWhoseStreamAnnouncesIt() throws {
        let url = try TestDatabase.freshSchema()
        // A short lease, so the surviving node takes the job over soon after the other stops renewing it.
        let lease = ["CARDBOX_JOB_LEASE_SECONDS": "3"]
        let nodeA = try Node("node-a", url: url, environment: lease)
        let nodeB = try Node("node-b", url: url, environment: lease)
        _ = try nodeA.health()
        _ = try nodeB.health()
        let token = try nodeA.createToken()
        let streams = (a: try nodeA.openStream(), b: try nodeB.openStream())

        let boundary = "twonodes"
        let body =
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"engine\"\r\n\r\nextractive\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"long.md\"\r\n"
            + "Content-Type: text/markdown\r\n\r\n\(Self.longNotes)\r\n--\(boundary)--\r\n"
        let started = try nodeA.exchange(
            "POST", "/api/v1/imports",
            headers: [
                ("Authorization", "Bearer \(token)"), ("Content-Type", "multipart/form-data; boundary=\(boundary)"),
            ],
            body: body)
        #expect(started.status == 202, "\(started.text)")
        let job = try #require(try Self.object(started.body)["id"] as? Int)

        // The node that claimed the job is killed while it runs; the import was started on A, whose runner is woken
        // by the upload and so claims it first, except when B's regular look at the queue happens to come first.
        let database = try TestDatabaseConnection(url: url)
        let holder = try #require(
            try database.waitForRunningJob(job, timeout: 120), "the import never started:\n\(nodeA.log)")
        let aHeldIt = holder.contains("-\(nodeA.process.processIdentifier)-")
        let (killed, survivor, survivorStream) = aHeldIt ? (nodeA, nodeB, streams.b) : (nodeB, nodeA, streams.a)
        #expect(holder.contains("-\(killed.process.processIdentifier)-"))
        killed.kill()
        #expect(try database.jobState(job).state == "running", "the import ended before \(killed.name) was killed")

        let data = try survivorStream.next(named: "import", timeout: 240) { $0.contains("\"id\":\(job)") }
        let announced = try Self.object(
            Array(try #require(data, "\(survivor.name)'s stream never announced the import:\n\(survivor.log)").utf8))
        #expect(announced["finished"] as? Bool == true)
        #expect(announced["state"] as? String == "finished", "\(announced)")
        let stored = try database.jobState(job)
        #expect(stored.state == "finished")
        #expect(stored.attempts == 2)
    }
}

/// A plain connection to the test database for looking at the job queue.
struct TestDatabaseConnection {
    let connection: PostgresConnection

    init(url: String) throws {
        connection = try PostgresConnection(PostgresConfiguration(url))
    }

    /// A job's state and how often it was claimed.
    func jobState(_ id: Int) throws -> (state: String, attempts: Int) {
        let row = try connection.queryOne("SELECT state, attempts FROM job WHERE id = $1", [Int64(id)]) {
            ($0.text(0), Int($0.int64(1)))
        }
        return row ?? ("missing", 0)
    }

    /// Waits until job `id` runs, at most `timeout` seconds; returns its lease holder.
    func waitForRunningJob(_ id: Int, timeout: TimeInterval) throws -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let holder = try connection.queryOne(
                "SELECT lease_holder FROM job WHERE id = $1 AND state = 'running'", [Int64(id)]
            ) { $0.text(0) }
            if let holder { return holder }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return nil
    }
}
