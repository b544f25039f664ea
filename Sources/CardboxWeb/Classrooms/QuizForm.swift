import CardboxCore
import CardboxHTTP
import Foundation

/// Reads the new-quiz form: name, instructions, deadline, settings, and the questions written as text.
///
/// Questions are separated by blank lines; in each, the first line is the prompt, a line starting with `*` the right
/// option, lines starting with `-` the wrong options and a line starting with `>` the explanation.
enum QuizForm {
    static func quiz(_ form: Parameters, classroom: ClassroomID, now: Date) throws -> NewQuiz {
        let settings = try settings(form)
        return NewQuiz(
            classroomID: classroom, name: form["name"] ?? "", instructions: form["instructions"] ?? "",
            deadline: try ClassroomDates.deadline(form["deadline"]), settings: settings,
            publishedAt: form["publish"] == "on" ? now : nil, createdAt: now,
            questions: try questions(form["questions"] ?? ""))
    }

    /// What the new-quiz form says about a deadline that is not ahead of now.
    static let pastDeadlineMessage = "The deadline must be in the future."

    /// Reads the new-quiz form like ``quiz(_:classroom:now:)``, refusing a deadline that is not after `now`: a quiz
    /// made on the page would otherwise be closed before anyone saw it. (The editor and the deadline form may move a
    /// deadline into the past, which closes the quiz.)
    static func newQuiz(_ form: Parameters, classroom: ClassroomID, now: Date) throws -> NewQuiz {
        let quiz = try quiz(form, classroom: classroom, now: now)
        try requireFuture(quiz.deadline, now: now)
        return quiz
    }

    /// The deadline of a form that makes a new quiz (by hand or from a deck): none, or one after `now`.
    static func futureDeadline(_ form: Parameters, now: Date) throws -> Date? {
        let deadline = try ClassroomDates.deadline(form["deadline"])
        try requireFuture(deadline, now: now)
        return deadline
    }

    private static func requireFuture(_ deadline: Date?, now: Date) throws {
        if let deadline, deadline <= now { throw WebError.invalid(pastDeadlineMessage, field: "deadline") }
    }

    /// The fields of a new quiz's form before anything is typed: the default settings.
    static var defaults: Parameters { fields(QuizSettings()) }

    /// The form's fields filled in from a stored quiz, for its editor.
    static func parameters(_ quiz: Quiz, questions: [Question]) -> Parameters {
        var pairs: [(String, String)] = [
            ("name", quiz.name), ("instructions", quiz.instructions),
            ("deadline", quiz.deadline.map(deadlineText) ?? ""),
            ("questions", text(questions.map(\.content))),
        ]
        pairs += fields(quiz.settings).map { ($0.name, $0.value) }
        return Parameters(pairs)
    }

    /// A deadline as a `datetime-local` field shows it: `2026-12-01T09:00`, in UTC.
    static func deadlineText(_ date: Date) -> String {
        String(ClassroomDates.iso(date).prefix(16))
    }

    /// Questions written back in the form's text format, which ``questions(_:)`` reads.
    static func text(_ questions: [QuestionContent]) -> String {
        questions.map { question in
            var lines = [question.prompt, "* " + question.rightOption] + question.wrongOptions.map { "- " + $0 }
            lines += question.explanation.split(separator: "\n").map { "> " + $0 }
            return lines.joined(separator: "\n")
        }
        .joined(separator: "\n\n")
    }

    private static func fields(_ settings: QuizSettings) -> Parameters {
        var pairs: [(String, String)] = [
            ("attempts_allowed", String(settings.attemptsAllowed)), ("grading", settings.grading.rawValue),
            ("answer_visibility", settings.answerVisibility.rawValue),
            ("time_limit_minutes", settings.timeLimitSeconds.map { String(($0 + 59) / 60) } ?? ""),
        ]
        if settings.shuffleQuestions { pairs.append(("shuffle_questions", "on")) }
        if settings.shuffleOptions { pairs.append(("shuffle_options", "on")) }
        return Parameters(pairs)
    }

    static func settings(_ form: Parameters) throws -> QuizSettings {
        var settings = QuizSettings()
        if let text = form["attempts_allowed"], !text.isEmpty {
            guard let number = Int(text) else {
                throw WebError.invalid(ClassroomQuizError.invalidAttemptsAllowed.description, field: "attempts_allowed")
            }
            settings.attemptsAllowed = number
        }
        if let text = form["grading"], !text.isEmpty {
            guard let grading = GradingMethod(rawValue: text) else {
                throw WebError.invalid("Grading must be highest, average, first or last.", field: "grading")
            }
            settings.grading = grading
        }
        if let text = form["answer_visibility"], !text.isEmpty {
            guard let visibility = AnswerVisibility(rawValue: text) else {
                throw WebError.invalid(
                    "Show answers must be after_submit, after_deadline or never.", field: "answer_visibility")
            }
            settings.answerVisibility = visibility
        }
        settings.shuffleQuestions = form["shuffle_questions"] == "on"
        settings.shuffleOptions = form["shuffle_options"] == "on"
        if let text = form["time_limit_minutes"], !text.isEmpty {
            guard let minutes = Int(text), minutes > 0, minutes <= QuizSettings.maximumTimeLimitSeconds / 60 else {
                throw WebError.invalid(ClassroomQuizError.invalidTimeLimit.description, field: "time_limit_minutes")
            }
            settings.timeLimitSeconds = minutes * 60
        }
        return settings
    }

    static func questions(_ text: String) throws -> [QuestionContent] {
        let blocks = text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n\n")
        return blocks.compactMap { block -> QuestionContent? in
            let lines = block.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
            guard let prompt = lines.first else { return nil }
            var content = QuestionContent(prompt: prompt, rightOption: "", wrongOptions: [])
            for line in lines.dropFirst() {
                let rest = line.dropFirst().trimmingCharacters(in: .whitespaces)
                switch line.first {
                case "*": content.rightOption = rest
                case "-": content.wrongOptions.append(rest)
                case ">": content.explanation += (content.explanation.isEmpty ? "" : "\n") + rest
                default: content.prompt += "\n" + line
                }
            }
            return content
        }
    }
}
