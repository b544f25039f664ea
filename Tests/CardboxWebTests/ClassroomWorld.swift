import CardboxClassrooms
import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation

@testable import CardboxWeb

/// A classroom with one person in every role, an open quiz with one question, and an attempt in progress by a
/// second student; everyone signs in with an API token named after their role.
struct ClassroomWorld {
    /// Who calls a route.
    enum Caller: String, CaseIterable, Sendable {
        case teacher
        case coTeacher
        case student
        case removed
        case outsider
        case signedOut
    }

    let app: WebHarness
    let users: [String: User]
    let decks: [String: DeckID]
    let classroom: Classroom
    let quiz: Quiz
    let question: Question
    let otherAttempt: Attempt

    init(rule: (@Sendable (ClassroomRole?, ClassroomAction) -> Bool)? = nil) throws {
        let app = try WebHarness(classroomRule: rule)
        let services = app.services
        var users: [String: User] = [:]
        var decks: [String: DeckID] = [:]
        for name in ["teacher", "coTeacher", "student", "other", "removed", "outsider"] {
            let user = try app.store.createAccount(
                Fixtures.newUser(name), email: "\(name.lowercased())@example.org", passwordHash: "unused")
            try app.store.insertSession(
                AuthSession(
                    tokenHash: SecureTokenHash.of("token-\(name)"), userID: user.id, kind: .api, label: name,
                    csrfSecret: "unused", createdAt: Fixtures.now, lastSeenAt: Fixtures.now, expiresAt: nil))
            let deck = try app.store.insertDeck(NewDeck(ownerID: user.id, name: "Capitals", createdAt: Fixtures.now))
            for (country, capital) in [("France", "Paris"), ("Italy", "Rome"), ("Spain", "Madrid"), ("Peru", "Lima")] {
                _ = try app.store.insertCard(
                    CardContent(front: "Capital of \(country)?", back: capital, category: "Europe"), into: deck.id,
                    createdAt: Fixtures.now, today: Fixtures.today)
            }
            users[name] = user
            decks[name] = deck.id
        }
        let teacher = try Self.user(users, "teacher")
        let classroom = try services.createClassroom(named: "Geography 7B", teacher: teacher)
        for name in ["coTeacher", "student", "other", "removed"] {
            _ = try services.join(typed: classroom.joinPassword.display, user: try Self.user(users, name))
        }
        try app.store.setRole(.coTeacher, in: classroom.id, of: try Self.user(users, "coTeacher").id)
        let quiz = try services.createQuiz(
            NewQuiz(
                classroomID: classroom.id, name: "Capitals", deadline: nil, publishedAt: Fixtures.now,
                createdAt: Fixtures.now,
                questions: [
                    QuestionContent(
                        prompt: "Capital of France?", rightOption: "Paris", wrongOptions: ["Rome", "Lima", "Oslo"])
                ]), by: teacher)
        var generator = SplitMix64(seed: 7)
        // The attempts the world starts with are made under the real rule, whatever rule the routes are given.
        let taking = QuizTaking(store: app.store)
        _ = try taking.start(quiz.id, student: try Self.user(users, "removed").id, at: Fixtures.now, using: &generator)
        _ = try app.store.removeMember(try Self.user(users, "removed").id, from: classroom.id)
        let otherAttempt = try taking.start(
            quiz.id, student: try Self.user(users, "other").id, at: Fixtures.now, using: &generator
        ).attempt
        guard let question = try app.store.questions(of: quiz.id).first else {
            throw TestBrowser.Failure("the quiz has no question")
        }
        self.app = app
        self.users = users
        self.decks = decks
        self.classroom = classroom
        self.quiz = quiz
        self.question = question
        self.otherAttempt = otherAttempt
    }

    private static func user(_ users: [String: User], _ name: String) throws -> User {
        guard let user = users[name] else { throw TestBrowser.Failure("no user \(name)") }
        return user
    }

    /// A client for `caller`: an API token, or a browser that is signed out (with its CSRF token).
    func client(_ caller: Caller) -> TestBrowser {
        let browser = app.browser()
        if caller == .signedOut {
            browser.get("/signin")
        } else {
            browser.bearer = "token-\(caller.rawValue)"
        }
        return browser
    }

    /// The user behind `caller`, if any.
    func user(_ caller: Caller) -> User? { users[caller.rawValue] }

    /// `route`'s path with this world's ids: the second student's attempt, and that student as the member.
    func path(_ route: ClassroomRoute) -> String {
        route.path
            .replacingOccurrences(of: ":classroomID", with: String(classroom.id.rawValue))
            .replacingOccurrences(of: ":quizID", with: String(quiz.id.rawValue))
            .replacingOccurrences(of: ":attemptID", with: String(otherAttempt.id.rawValue))
            .replacingOccurrences(of: ":questionID", with: String(question.id.rawValue))
            .replacingOccurrences(of: ":userID", with: String(users["other"]?.id.rawValue ?? 0))
    }

    /// Sends `route` as `caller` with a body that would succeed for someone allowed.
    func call(_ route: ClassroomRoute, as caller: Caller) throws -> Response {
        let client = client(caller)
        let deck = decks[caller.rawValue].map { String($0.rawValue) } ?? "1"
        let other = String(users["other"]?.id.rawValue ?? 0)
        let path = path(route)
        if route.isAPI {
            let bodies: [String: [String: Any]] = [
                "create quiz": [
                    "name": "Rivers", "publish": true,
                    "questions": [
                        ["prompt": "Longest river?", "right_option": "Nile", "wrong_options": ["Seine", "Po", "Ebro"]]
                    ],
                ],
                "quiz from deck": ["deck_id": Int(deck) ?? 1, "name": "From the deck"],
                "rename": ["name": "Geography 7C"],
                "update quiz": [
                    "name": "Capitals", "deadline": "2030-01-01T09:00:00Z",
                    "questions": [
                        [
                            "prompt": "Capital of France?", "right_option": "Paris",
                            "wrong_options": ["Rome", "Lima", "Oslo"],
                        ]
                    ],
                ],
                "deadline": ["deadline": "2030-01-01T09:00:00Z"],
                "co-teacher": ["user_id": Int(other) ?? 1],
                "answer": ["option": 0],
            ]
            return try client.json(route.method, path, bodies[route.name])
        }
        guard route.method == .post else { return client.send(route.method, path) }
        let forms: [String: [String: String]] = [
            "create quiz page": ["name": "Rivers", "questions": "Longest river?\n* Nile\n- Seine\n- Po\n- Ebro"],
            "quiz from deck page": ["deck_id": deck, "name": "From the deck"],
            "rename page": ["name": "Geography 7C"],
            "update quiz page": ["name": "Rivers", "questions": "Longest river?\n* Nile\n- Seine\n- Po\n- Ebro"],
            "deadline page": ["deadline": "2030-01-01T09:00"],
            "co-teacher page": ["user_id": other],
            "answer page": ["question": String(question.id.rawValue), "position": "0"],
        ]
        var fields = forms[route.name] ?? [:]
        if caller == .signedOut { fields["_csrf"] = client.csrf }
        let body = fields.sorted { $0.key < $1.key }.map {
            "\(Parameters.encode($0.key))=\(Parameters.encode($0.value))"
        }
        .joined(separator: "&")
        return client.send(route.method, path, body: Array(body.utf8), contentType: "application/x-www-form-urlencoded")
    }
}
