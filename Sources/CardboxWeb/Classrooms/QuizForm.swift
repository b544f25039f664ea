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
