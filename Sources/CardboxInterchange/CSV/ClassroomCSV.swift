public import CardboxCore
import Foundation

/// The spreadsheets a teacher downloads: every attempt at one quiz, and every student's grade in every quiz of a
/// classroom.
///
/// Students are listed in the order given (the member list's order), names as they are now. Times are ISO 8601 in
/// UTC; scores are the number of right answers out of the number of questions, grades a percentage with one decimal.
public enum ClassroomCSV {
    /// One row per student and attempt (a student without attempts gets one row with the attempt cells empty), one
    /// column per question holding the option chosen, then score, out of, started, submitted and late.
    public static func quizExport(
        quiz: Quiz, questions: [Question], students: [MemberSummary], attempts: [Attempt]
    ) -> String {
        let ordered = questions.sorted { ($0.position, $0.id) < ($1.position, $1.id) }
        var writer = CSVWriter()
        writer.append(
            ["student", "attempt"] + ordered.enumerated().map { "Q\($0.offset + 1): \($0.element.content.prompt)" }
                + ["score", "out of", "started", "submitted", "late"])
        let byStudent = Dictionary(grouping: attempts, by: \.studentID)
        for student in students {
            let own = (byStudent[student.membership.userID] ?? []).sorted { $0.number < $1.number }
            if own.isEmpty {
                writer.append([student.name, ""] + ordered.map { _ in "" } + ["", "", "", "", ""])
            }
            for attempt in own {
                let chosen = ordered.map { question in
                    attempt.answers[question.id].flatMap { option in
                        question.content.options.indices.contains(option) ? question.content.options[option] : nil
                    } ?? ""
                }
                writer.append(
                    [student.name, String(attempt.number)] + chosen + [
                        attempt.score.map { String($0.right) } ?? "", attempt.score.map { String($0.total) } ?? "",
                        timestamp(attempt.startedAt), attempt.submittedAt.map(timestamp) ?? "",
                        attempt.isSubmitted ? (attempt.late ? "yes" : "no") : "",
                    ])
            }
        }
        return writer.text
    }

    /// One row per student and quiz: submitted attempts and the graded score under the quiz's grading method.
    public static func classroomExport(quizzes: [Quiz], students: [MemberSummary], attempts: [Attempt]) -> String {
        var writer = CSVWriter()
        writer.append(["student", "quiz", "deadline", "attempts", "graded score (%)"])
        let grouped = Dictionary(grouping: attempts) { AttemptKey(quiz: $0.quizID, student: $0.studentID) }
        for student in students {
            for quiz in quizzes {
                let own = grouped[AttemptKey(quiz: quiz.id, student: student.membership.userID)] ?? []
                let graded = quiz.settings.grading.gradedScore(of: own)
                writer.append([
                    student.name, quiz.name, quiz.deadline.map(timestamp) ?? "",
                    String(own.filter(\.isSubmitted).count), graded.map(percent) ?? "",
                ])
            }
        }
        return writer.text
    }

    /// A time as ISO 8601 in UTC, to the second.
    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// A fraction as a percentage with one decimal, such as `66.7`.
    static func percent(_ fraction: Double) -> String {
        let tenths = Int((fraction * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    private struct AttemptKey: Hashable {
        let quiz: QuizID
        let student: UserID
    }
}
