import Foundation

/// The classroom part of a Cardbox server's API as `cardbox class` uses it, with classrooms, quizzes and decks named
/// the way people type them.
struct ClassroomAPIClient: Sendable {
    /// The server.
    let client: ServerClient

    /// Every classroom the caller teaches (or, with `enrolled`, has joined as a student), following the cursor.
    func classrooms(enrolled: Bool = false) throws -> [RemoteClassroom] {
        var all: [RemoteClassroom] = []
        var after: String?
        repeat {
            var path = "/api/v1/classrooms?view=\(enrolled ? "enrolled" : "teaching")&sort=name&limit=100"
            if let after { path += "&after=" + Self.queryValue(after) }
            let page = try client.decode(RemoteClassroomPage.self, from: try client.get(path))
            all += page.items
            after = page.next
        } while after != nil
        return all
    }

    /// Makes a classroom the caller teaches.
    func createClassroom(named name: String) throws -> RemoteClassroom {
        struct Input: Encodable { let name: String }
        return try client.decode(
            RemoteClassroom.self, from: try client.send("POST", "/api/v1/classrooms", json: Input(name: name)))
    }

    /// The classroom named `text` (compared as the server compares names), or with that id, among those the caller
    /// teaches or has joined.
    ///
    /// - Throws: ``CLIError/notFound(_:)`` naming the classrooms there are.
    func classroom(_ text: String) throws -> RemoteClassroom {
        let teaching = try classrooms()
        let all = teaching + (try classrooms(enrolled: true))
        if let match = all.first(where: { Self.sameName($0.name, text) }) { return match }
        if let id = Int64(text), let match = all.first(where: { $0.id == id }) { return match }
        let names = teaching.map { "'\($0.name)'" }
        throw CLIError.notFound(
            "There is no classroom named '\(text)' on the server."
                + (names.isEmpty
                    ? " Make one with: cardbox class create NAME"
                    : " Yours: \(names.joined(separator: ", ")).")
        )
    }

    /// The quizzes of a classroom.
    func quizzes(in classroom: RemoteClassroom) throws -> [RemoteQuiz] {
        try client.decode(
            RemoteItems<RemoteQuiz>.self, from: try client.get("/api/v1/classrooms/\(classroom.id)/quizzes")
        ).items
    }

    /// The quiz named `text`, or with that id, in `classroom`.
    func quiz(_ text: String, in classroom: RemoteClassroom) throws -> RemoteQuiz {
        let quizzes = try quizzes(in: classroom)
        if let match = quizzes.first(where: { Self.sameName($0.name, text) }) { return match }
        if let id = Int64(text), let match = quizzes.first(where: { $0.id == id }) { return match }
        let names = quizzes.map { "'\($0.name)'" }
        throw CLIError.notFound(
            "'\(classroom.name)' has no quiz named '\(text)'."
                + (names.isEmpty ? " It has no quizzes yet." : " Its quizzes: \(names.joined(separator: ", ")).")
        )
    }

    /// The caller's deck named `text` on the server.
    func deck(named text: String) throws -> RemoteDeck {
        var decks: [RemoteDeck] = []
        var page = 1
        while true {
            let reply = try client.decode(
                RemoteDeckPage.self, from: try client.get("/api/v1/decks?page=\(page)&per_page=200"))
            decks += reply.items
            if decks.count >= reply.total || reply.items.isEmpty { break }
            page += 1
        }
        if let match = decks.first(where: { Self.sameName($0.name, text) }) { return match }
        throw CLIError.notFound(
            "You have no deck named '\(text)' on the server."
                + (decks.isEmpty ? "" : " Decks: \(decks.map { "'\($0.name)'" }.joined(separator: ", ")).")
        )
    }

    /// What `quiz-from-deck` sends.
    struct QuizFromDeckInput: Encodable {
        /// The deck's id.
        let deckId: Int64
        /// Only this category's cards.
        let category: String?
        /// This many cards at random.
        let count: Int?
        /// The quiz's name.
        let name: String
        /// What students read first.
        let instructions: String?
        /// When it closes, as ISO 8601.
        let deadline: String?
        /// Whether students can take it at once.
        let publish: Bool
        /// Attempts per student, 0 for unlimited.
        let attemptsAllowed: Int?
        /// `highest`, `average`, `first` or `last`.
        let grading: String?
        /// Whether each attempt orders the questions its own way.
        let shuffleQuestions: Bool?
        /// Whether each attempt orders each question's options its own way.
        let shuffleOptions: Bool?
        /// `after_submit`, `after_deadline` or `never`.
        let answerVisibility: String?
        /// The time an attempt may take.
        let timeLimitSeconds: Int?
    }

    /// Makes a quiz in `classroom` from one of the caller's decks.
    func quizFromDeck(_ input: QuizFromDeckInput, in classroom: RemoteClassroom) throws -> RemoteQuiz {
        try client.decode(
            RemoteQuiz.self,
            from: try client.send("POST", "/api/v1/classrooms/\(classroom.id)/quiz_from_deck", json: input))
    }

    /// The results of a quiz.
    func results(of quiz: RemoteQuiz, in classroom: RemoteClassroom) throws -> RemoteResults {
        try client.decode(
            RemoteResults.self,
            from: try client.get("/api/v1/classrooms/\(classroom.id)/quizzes/\(quiz.id)/results"))
    }

    /// The CSV export of a quiz's attempts, or of the whole classroom's graded scores when `quiz` is `nil`.
    func export(_ classroom: RemoteClassroom, quiz: RemoteQuiz?) throws -> Data {
        let path =
            quiz.map { "/api/v1/classrooms/\(classroom.id)/quizzes/\($0.id)/export" }
            ?? "/api/v1/classrooms/\(classroom.id)/export"
        return try client.get(path)
    }

    /// Whether two names are the same as the server compares them: trimmed, whitespace collapsed, any case.
    static func sameName(_ first: String, _ second: String) -> Bool {
        normalized(first) == normalized(second)
    }

    private static func normalized(_ name: String) -> String {
        name.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }

    private static func queryValue(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}
