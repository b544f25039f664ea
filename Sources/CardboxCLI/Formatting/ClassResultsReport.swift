import Foundation

/// A quiz's results as `cardbox class results` prints them: "N of M answered", a table of students with their graded
/// scores, and a table of questions with the share answered right.
struct ClassResultsReport {
    /// The quiz.
    let quiz: RemoteQuiz
    /// Its results.
    let results: RemoteResults

    /// The report as text.
    var rendered: String {
        var text = "\(quiz.name) (\(quiz.state))"
        if let deadline = quiz.deadline { text += ", closes \(ISO8601DateFormatter().string(from: deadline))" }
        text += "\n\(results.answeredCount) of \(results.memberCount) students answered; "
        text += Plural.count(results.submittedAttempts, "attempt") + " submitted.\n"
        if !results.students.isEmpty {
            let students = TextTable(
                headers: ["Student", "Attempts", "Graded", "Last"],
                rows: results.students.map { row in
                    [
                        row.name, "\(row.submittedAttempts)" + (row.attemptsInProgress > 0 ? " (+1 open)" : ""),
                        row.gradedScore.map(Self.percent) ?? "-",
                        row.lastScore.map { "\($0.right)/\($0.total)" } ?? "-",
                    ]
                },
                rightAligned: [1, 2, 3])
            text += "\n" + students.rendered
        }
        if !results.questions.isEmpty {
            let questions = TextTable(
                headers: ["#", "Question", "Right", "Most chosen wrong"],
                rows: results.questions.enumerated().map { index, row in
                    [
                        "\(index + 1)", Self.shortened(row.prompt),
                        row.percentRight.map { Self.percent($0 / 100) } ?? "-",
                        row.mostChosenWrongOption.map(Self.shortened) ?? "-",
                    ]
                },
                rightAligned: [0, 2])
            text += "\n" + questions.rendered
        }
        return text
    }

    /// `0.75` as `75%`.
    static func percent(_ share: Double) -> String {
        "\(Int((share * 100).rounded()))%"
    }

    /// The first line of `text`, cut to 40 characters.
    static func shortened(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }
}
