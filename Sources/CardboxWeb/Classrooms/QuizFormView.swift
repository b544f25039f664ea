import CardboxCore
import CardboxHTTP
import Foundation

/// The fields of the quiz form, shared by the new-quiz page and the quiz editor: name, instructions, deadline,
/// settings and the questions as text.
///
/// Every field carries the server's rules and their messages as attributes (`required`, `maxlength`, `min`, `max`,
/// `data-*-message`, the question check `data-questions`), so the page script can name a problem while it is typed;
/// the server checks again.
enum QuizFormView {
    /// The fields filled in from `form`; `futureDeadline` marks the deadline as one that must lie ahead, as the
    /// new-quiz form requires.
    static func fields(_ form: Parameters, error: WebError?, futureDeadline: Bool = false) -> HTML {
        let limit = ClassroomName.maximumLength
        let nameRules: HTML = """
             maxlength="\(limit)" data-blank-message="\(ClassroomQuizError.emptyName.description)" \
            data-long-message="\(ClassroomQuizError.nameTooLong(limit: limit).description)"
            """
        let questionsRule: HTML = """
             data-questions data-minimum-wrong="\(QuestionContent.minimumWrongOptions)" \
            data-maximum-wrong="\(QuestionContent.maximumWrongOptions)" \
            data-maximum-text="\(QuestionContent.maximumTextLength)" \
            data-empty-message="\(ClassroomQuizError.noQuestions.description)"
            """
        return """
            \(FormFields.input("Name", name: "name", value: form["name"] ?? "", error: error, extra: nameRules))
            \(settingsFields(form, error: error, futureDeadline: futureDeadline))
            <p class="muted" id="questions-help">One question per paragraph: the prompt, then <code>* right option</code>, at \
            least three <code>- wrong option</code> lines, and optionally <code>&gt; explanation</code>.</p>
            \(FormFields.textArea("Questions", name: "questions", value: form["questions"] ?? "", error: error, required: true, extra: questionsRule))
            """
    }

    /// The fields besides the name and the questions: instructions, deadline and settings, as the hand-written quiz
    /// and the quiz made from a deck both take them.
    static func settingsFields(_ form: Parameters, error: WebError?, futureDeadline: Bool = false) -> HTML {
        let gradings: [(value: String, title: String)] = GradingMethod.allCases.map {
            ($0.rawValue, $0.rawValue.capitalized)
        }
        let visibilities: [(value: String, title: String)] = [
            ("after_submit", "After submitting"), ("after_deadline", "After the deadline"), ("never", "Never"),
        ]
        let maximumMinutes = QuizSettings.maximumTimeLimitSeconds / 60
        let deadlineRule: HTML = futureDeadline ? " data-future-message=\"\(QuizForm.pastDeadlineMessage)\"" : ""
        let attemptsRule: HTML = """
             min="0" max="\(QuizSettings.maximumAttemptsAllowed)" \
            data-range-message="\(ClassroomQuizError.invalidAttemptsAllowed.description)"
            """
        let timeLimitRule: HTML = """
             min="1" max="\(maximumMinutes)" data-range-message="\(ClassroomQuizError.invalidTimeLimit.description)"
            """
        return """
            \(FormFields.textArea("Instructions (optional)", name: "instructions", value: form["instructions"] ?? ""))
            \(FormFields.input("Deadline (UTC, optional)", name: "deadline", type: "datetime-local", value: form["deadline"] ?? "", error: error, required: false, extra: deadlineRule))
            \(FormFields.input("Attempts allowed (0 = unlimited)", name: "attempts_allowed", type: "number", value: form["attempts_allowed"] ?? "1", error: error, extra: attemptsRule))
            \(FormFields.select("Grading", name: "grading", options: gradings, selected: form["grading"] ?? "highest"))
            \(FormFields.select("Show the right answers", name: "answer_visibility", options: visibilities, selected: form["answer_visibility"] ?? "after_submit"))
            \(FormFields.input("Time limit in minutes (optional)", name: "time_limit_minutes", type: "number", value: form["time_limit_minutes"] ?? "", error: error, required: false, extra: timeLimitRule))
            <label><input type="checkbox" name="shuffle_questions"\(checked(form, "shuffle_questions"))> Shuffle the questions</label>
            <label><input type="checkbox" name="shuffle_options"\(checked(form, "shuffle_options"))> Shuffle the options</label>
            """
    }

    private static func checked(_ form: Parameters, _ name: String) -> HTML {
        form[name] == "on" ? " checked" : ""
    }
}
