import CardboxTestSupport
import Foundation
import Testing

/// `cardbox class …` against a real `cardbox serve` on loopback: a teacher makes a classroom and a quiz from a deck,
/// students join and take it, the teacher reads the results and exports CSV; bad input gets a message and a
/// sysexits code.
@Suite(.timeLimit(.minutes(10))) struct ClassCLITests {
    /// The teacher's deck: four cards with three distractors each, so every card can become a question.
    static let cards: [(front: String, back: String, wrong: [String])] = [
        ("hola", "hello", ["goodbye", "please", "thanks"]),
        ("gato", "cat", ["dog", "bird", "fish"]),
        ("rojo", "red", ["blue", "green", "yellow"]),
        ("uno", "one", ["two", "three", "four"]),
    ]

    /// A served Cardbox with a teacher, two students and the teacher's deck, and a command line pointed at it.
    final class Classroom {
        let server: ServedCardbox
        let cli: CardboxProcess
        let teacher: String
        let students: [String]

        init() throws {
            server = try ServedCardbox()
            teacher = try server.signUpAndCreateToken(name: "Ada+Teacher", email: "ada%40example.com")
            students = [
                try server.signUpAndCreateToken(name: "Ben+Student", email: "ben%40example.com"),
                try server.signUpAndCreateToken(name: "Cy+Student", email: "cy%40example.com"),
            ]
            cli = try CardboxProcess()
            let deck = try server.exchange(
                "POST", "/api/v1/decks", headers: Self.headers(teacher), body: #"{"name": "Spanish"}"#)
            #expect(deck.status == 201, "\(deck.text)")
            let deckID = try #require(try Self.object(deck.body)["id"] as? Int)
            for card in ClassCLITests.cards {
                let body = try Self.json([
                    "front": card.front, "back": card.back, "distractors": card.wrong,
                ])
                let added = try server.exchange(
                    "POST", "/api/v1/decks/\(deckID)/cards", headers: Self.headers(teacher), body: body)
                #expect(added.status == 201, "\(added.text)")
            }
        }

        deinit { server.stop() }

        /// The server's URL.
        var url: String { "http://127.0.0.1:\(server.port)" }

        /// Runs `cardbox class …` with the server and `token` in the environment.
        func run(_ arguments: [String], token: String?, server url: String? = nil) throws -> CardboxProcess.Result {
            var environment = ["CARDBOX_SERVER_URL": url ?? self.url]
            if let token { environment["CARDBOX_API_TOKEN"] = token }
            return try cli.run(["class"] + arguments, environment: environment)
        }

        /// A JSON request with `token`.
        func api(_ method: String, _ path: String, token: String, body: [String: Any] = [:]) throws -> [String: Any] {
            let reply = try server.exchange(
                method, path, headers: Self.headers(token), body: body.isEmpty ? "" : try Self.json(body))
            #expect((200..<300).contains(reply.status), "\(method) \(path): \(reply.text)")
            return reply.body.isEmpty ? [:] : try Self.object(reply.body)
        }

        static func headers(_ token: String) -> [(String, String)] {
            [("Authorization", "Bearer \(token)"), ("Content-Type", "application/json")]
        }

        static func json(_ value: [String: Any]) throws -> String {
            String(decoding: try JSONSerialization.data(withJSONObject: value), as: UTF8.self)
        }

        static func object(_ bytes: [UInt8]) throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        }
    }

    /// A command's JSON output as an object.
    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }

    /// The text after `label` up to the end of its line.
    static func value(after label: String, in text: String) throws -> String {
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix(label) }, "no '\(label)' in:\n\(text)")
        return String(line.dropFirst(label.count))
    }

    @Test func aTeacherRunsAClassroomFromTheTerminal() throws {
        let room = try Classroom()
        let created = try room.run(["create", "Spanish 1"], token: room.teacher)
        #expect(created.status == 0, "\(created.stderr)")
        let password = try Self.value(after: "Join password: ", in: created.stdout)
        #expect(password.count == 9 && password.contains("-"), "\(created.stdout)")

        let listed = try room.run(["list"], token: room.teacher)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("Spanish 1") && listed.stdout.contains(password), "\(listed.stdout)")
        let json = try room.run(["list", "--json"], token: room.teacher)
        let items = try #require(
            (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["items"]
                as? [[String: Any]], "\(json.stdout)")
        #expect(items.count == 1 && items.first?["name"] as? String == "Spanish 1")
        #expect(items.first?["join_password"] as? String == password)

        for student in room.students {
            _ = try room.api("POST", "/api/v1/classrooms/join", token: student, body: ["password": password])
        }

        let quiz = try room.run(
            ["quiz-from-deck", "spanish 1", "SPANISH", "--name", "Week 1", "--deadline", "2025-07-01T09:00:00Z"],
            token: room.teacher)
        #expect(quiz.status == 0, "\(quiz.stderr)")
        #expect(
            quiz.stdout.contains("'Week 1'") && quiz.stdout.contains("4 questions") && quiz.stdout.contains("open")
                && quiz.stdout.contains("2025-07-01T09:00:00Z"), "\(quiz.stdout)")
        #expect(
            quiz.stdout.contains(
                "Settings: 1 attempt, highest counts, answers after submitting, no time limit, questions and options "
                    + "shuffled."), "\(quiz.stdout)")

        let classroomID = try #require(items.first?["id"] as? Int)
        let quizzes = try room.api("GET", "/api/v1/classrooms/\(classroomID)/quizzes", token: room.students[0])
        let quizID = try #require((quizzes["items"] as? [[String: Any]])?.first?["id"] as? Int)
        try takeQuiz(room, classroomID: classroomID, quizID: quizID, wrongFirst: false, token: room.students[0])

        let results = try room.run(["results", "Spanish 1", "Week 1"], token: room.teacher)
        #expect(results.status == 0, "\(results.stderr)")
        #expect(results.stdout.contains("1 of 2 students answered; 1 attempt submitted."), "\(results.stdout)")
        let benRow = try #require(results.stdout.split(separator: "\n").first { $0.hasPrefix("Ben Student") })
        #expect(benRow.contains("100%") && benRow.contains("4/4"), "\(results.stdout)")
        #expect(results.stdout.contains("Cy Student"), "\(results.stdout)")
        for card in Self.cards {
            let row = try #require(results.stdout.split(separator: "\n").first { $0.contains(card.front) })
            #expect(row.contains("100%"), "\(results.stdout)")
        }

        try takeQuiz(room, classroomID: classroomID, quizID: quizID, wrongFirst: true, token: room.students[1])
        let after = try room.run(["results", "Spanish 1", "\(quizID)", "--json"], token: room.teacher)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [String: Any], "\(after.stdout)")
        #expect(report["answered_count"] as? Int == 2 && report["member_count"] as? Int == 2)

        let csv = try room.run(["export", "Spanish 1", "Week 1"], token: room.teacher)
        #expect(csv.status == 0, "\(csv.stderr)")
        let lines = csv.stdout.split(whereSeparator: \.isNewline)
        #expect(lines.count == 3, "\(csv.stdout)")
        #expect(lines.first?.contains("score") == true, "\(csv.stdout)")
        #expect(lines.contains { $0.hasPrefix("Ben Student") && $0.contains("hello") }, "\(csv.stdout)")
        let whole = try room.run(["export", "Spanish 1"], token: room.teacher)
        #expect(whole.status == 0 && whole.stdout.contains("Week 1"), "\(whole.stdout)\(whole.stderr)")

        let second = try room.run(["create", "Spanish 2", "--json"], token: room.teacher)
        let quizJSON = try room.run(
            ["quiz-from-deck", "Spanish 2", "Spanish", "--name", "Week 2", "--draft", "--json"], token: room.teacher)
        let week2 = try Self.object(quizJSON.stdout)
        let defaults = try #require(week2["settings"] as? [String: Any], "\(quizJSON.stdout)")
        #expect(week2["state"] as? String == "draft" && defaults["attempts_allowed"] as? Int == 1)
        #expect(defaults["grading"] as? String == "highest" && defaults["shuffle_questions"] as? Bool == true)

        let week3 = try room.run(
            [
                "quiz-from-deck", "Spanish 2", "Spanish", "--name", "Week 3", "--instructions", "No *notes*.",
                "--attempts", "0", "--grading", "last", "--answers", "after-deadline", "--time-limit", "20",
                "--no-shuffle-questions", "--shuffle-options", "--json",
            ], token: room.teacher)
        let made = try Self.object(week3.stdout)
        let settings = try #require(made["settings"] as? [String: Any], "\(week3.stdout)\(week3.stderr)")
        #expect(made["instructions"] as? String == "No *notes*.", "\(week3.stdout)")
        #expect(settings["attempts_allowed"] as? Int == 0 && settings["grading"] as? String == "last")
        #expect(settings["answer_visibility"] as? String == "after_deadline")
        #expect(settings["time_limit_seconds"] as? Int == 1_200)
        #expect(settings["shuffle_questions"] as? Bool == false && settings["shuffle_options"] as? Bool == true)

        let shapes = try CLIJSONContract.shapes()
        let printed: [(String, CardboxProcess.Result)] = [
            ("class list", json), ("class create", second), ("class quiz-from-deck", quizJSON),
            ("class results", after),
        ]
        #expect(
            try CLIJSONContract.problems(
                printed.map { .init(label: $0.0, definition: shapes[$0.0] ?? "?", text: $0.1.stdout) }) == [])
    }

    /// Starts an attempt, answers every question (right, or the first one wrong) and submits.
    private func takeQuiz(
        _ room: Classroom, classroomID: Int, quizID: Int, wrongFirst: Bool, token: String
    ) throws {
        let base = "/api/v1/classrooms/\(classroomID)/quizzes/\(quizID)/attempts"
        let attempt = try room.api("POST", base, token: token)
        let attemptID = try #require(attempt["id"] as? Int)
        let questions = try #require(attempt["questions"] as? [[String: Any]])
        for (index, question) in questions.enumerated() {
            let options = try #require(question["options"] as? [String])
            let prompt = question["prompt"] as? String ?? ""
            let right = try #require(Self.cards.first { prompt.contains($0.front) }?.back)
            let rightIndex = try #require(options.firstIndex(of: right))
            let chosen = wrongFirst && index == 0 ? (rightIndex + 1) % options.count : rightIndex
            let questionID = try #require(question["id"] as? Int)
            _ = try room.api(
                "PUT", "\(base)/\(attemptID)/answers/\(questionID)", token: token, body: ["option": chosen])
        }
        _ = try room.api("POST", "\(base)/\(attemptID)/submit", token: token)
    }

    @Test func badInputGetsAMessageAndASysexitsCode() throws {
        let room = try Classroom()
        #expect(try room.run(["create", "Biology"], token: room.teacher).status == 0)

        let noToken = try room.run(["list"], token: nil)
        #expect(noToken.status == 78 && noToken.stderr.contains("No API token"), "\(noToken.stderr)")
        let noServer = try room.cli.run(["class", "list"], environment: ["CARDBOX_API_TOKEN": room.teacher])
        #expect(noServer.status == 78 && noServer.stderr.contains("No server given"), "\(noServer.stderr)")
        let notURL = try room.run(["list"], token: room.teacher, server: "ftp://127.0.0.1")
        #expect(notURL.status == 78 && notURL.stderr.contains("is not a server URL"), "\(notURL.stderr)")

        let closed = try ClosedPort()
        defer { closed.close() }
        let nobody = try room.run(["list"], token: room.teacher, server: "http://127.0.0.1:\(closed.port)")
        #expect(nobody.status == 69 && nobody.stderr.contains("Cannot reach"), "\(nobody.stderr)")

        let wrongToken = try room.run(["list"], token: "not-a-token")
        #expect(wrongToken.status == 77 && wrongToken.stderr.contains("(401)"), "\(wrongToken.stderr)")
        let override = try room.run(["list", "--token", "not-a-token"], token: room.teacher)
        #expect(override.status == 77, "--token must win over the environment: \(override.stderr)")

        let unknownClass = try room.run(["results", "Chemistry", "Week 1"], token: room.teacher)
        #expect(
            unknownClass.status == 66 && unknownClass.stderr.contains("no classroom named 'Chemistry'")
                && unknownClass.stderr.contains("'Biology'"), "\(unknownClass.stderr)")
        let unknownDeck = try room.run(["quiz-from-deck", "Biology", "French", "--name", "Q"], token: room.teacher)
        #expect(
            unknownDeck.status == 66 && unknownDeck.stderr.contains("no deck named 'French'"), "\(unknownDeck.stderr)")
        let unknownQuiz = try room.run(["export", "Biology", "Week 9"], token: room.teacher)
        #expect(unknownQuiz.status == 66 && unknownQuiz.stderr.contains("no quiz named"), "\(unknownQuiz.stderr)")
        let badDeadline = try room.run(
            ["quiz-from-deck", "Biology", "Spanish", "--name", "Q", "--deadline", "soon"], token: room.teacher)
        #expect(badDeadline.status == 65 && badDeadline.stderr.contains("deadline"), "\(badDeadline.stderr)")
        let both = try room.run(
            ["quiz-from-deck", "Biology", "Spanish", "--name", "Q", "--category", "A", "--random", "2"],
            token: room.teacher)
        #expect(both.status == 64, "\(both.stderr)")
        let badSettings: [(flags: [String], message: String)] = [
            (["--grading", "best"], "expected highest, average, first or last"),
            (["--answers", "sometimes"], "expected after-submit, after-deadline or never"),
            (["--attempts", "101"], "from 0 to 100"),
            (["--time-limit", "0"], "from 1 to 1440"),
        ]
        for bad in badSettings {
            let refused = try room.run(
                ["quiz-from-deck", "Biology", "Spanish", "--name", "Q"] + bad.flags, token: room.teacher)
            #expect(refused.status == 64 && refused.stderr.contains(bad.message), "\(bad.flags): \(refused.stderr)")
        }
        let taken = try room.run(["create", "  biology "], token: room.teacher)
        #expect(taken.status == 65 && !taken.stderr.isEmpty, "\(taken.stderr)")

        let joined = try room.run(["list"], token: room.teacher)
        let password = try #require(
            joined.stdout.split(separator: "\n").last?.split(separator: " ").first { $0.count == 9 && $0.contains("-") }
        )
        _ = try room.api(
            "POST", "/api/v1/classrooms/join", token: room.students[0], body: ["password": String(password)])
        #expect(
            try room.run(["quiz-from-deck", "Biology", "Spanish", "--name", "Week 1"], token: room.teacher).status == 0)
        let forbidden = try room.run(["results", "Biology", "Week 1"], token: room.students[0])
        #expect(forbidden.status == 77 && forbidden.stderr.contains("(403)"), "\(forbidden.stderr)")
    }
}
