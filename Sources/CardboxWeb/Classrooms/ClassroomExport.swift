import CardboxCore
import CardboxHTTP
import Foundation

/// The CSV downloads: a quiz's attempts (one row per student and attempt, a column per question with the chosen
/// option, then score, started, submitted and late) and a classroom's graded scores (one row per student and quiz).
struct ClassroomExport {
    let services: WebServices

    func quiz(_ quiz: Quiz) throws -> Response {
        let store = services.classrooms
        let questions = try store.questions(of: quiz.id)
        let names = try memberNames(quiz.classroomID)
        var rows: [[String]] = [
            ["student"] + questions.indices.map { "question \($0 + 1)" } + ["score", "started", "submitted", "late"]
        ]
        for attempt in try store.attempts(at: quiz.id) {
            let answers = questions.map { question -> String in
                attempt.answers[question.id].flatMap { option in
                    question.content.options.indices.contains(option) ? question.content.options[option] : nil
                } ?? ""
            }
            rows.append(
                [names[attempt.studentID] ?? ""] + answers + [
                    attempt.score.map { "\($0.right)/\($0.total)" } ?? "",
                    ClassroomDates.iso(attempt.startedAt), attempt.submittedAt.map(ClassroomDates.iso) ?? "",
                    attempt.late ? "yes" : "no",
                ])
        }
        return Self.csv(rows, filename: "quiz-\(quiz.id).csv")
    }

    func classroom(_ access: ClassroomAccess) throws -> Response {
        let store = services.classrooms
        let members = try store.members(of: access.classroom.id).filter { $0.membership.role == .student }
        let quizzes = try store.quizzes(in: access.classroom.id, sort: .newest).map(\.quiz)
        let attempts = Dictionary(grouping: try store.attempts(in: access.classroom.id)) {
            "\($0.quizID)-\($0.studentID)"
        }
        var rows: [[String]] = [["student", "quiz", "attempts", "graded score"]]
        for member in members {
            for quiz in quizzes {
                let own = attempts["\(quiz.id)-\(member.membership.userID)"] ?? []
                let graded = quiz.settings.grading.gradedScore(of: own).map { String(format: "%.3f", $0) } ?? ""
                rows.append([member.name, quiz.name, String(own.count), graded])
            }
        }
        return Self.csv(rows, filename: "classroom-\(access.classroom.id).csv")
    }

    private func memberNames(_ classroom: ClassroomID) throws -> [UserID: String] {
        Dictionary(
            try services.classrooms.members(of: classroom).map { ($0.membership.userID, $0.name) },
            uniquingKeysWith: { first, _ in first })
    }

    /// RFC 4180 text; a cell that a spreadsheet would read as a formula is prefixed with `'`.
    static func csv(_ rows: [[String]], filename: String) -> Response {
        let text = rows.map { $0.map(cell).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
        var response = Response(status: .ok, contentType: "text/csv; charset=utf-8", body: Array(text.utf8))
        response.headers["Content-Disposition"] = "attachment; filename=\"\(filename)\""
        return response
    }

    private static func cell(_ value: String) -> String {
        var text = value
        if let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first) { text = "'" + text }
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
