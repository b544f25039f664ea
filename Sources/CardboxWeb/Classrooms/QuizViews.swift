import CardboxClassrooms
import CardboxCore
import CardboxHTTP
import Foundation

/// The quiz pages' markup: making a quiz, the quiz page, taking an attempt and its result.
enum QuizViews {
    static func create(
        _ context: AppContext, _ access: ClassroomAccess, form: Parameters, decks: [Deck], error: WebError?
    ) -> HTML {
        let base = "/classrooms/\(access.classroom.id)"
        let csrf = Layout.csrfField(context)
        let deckOptions: [(value: String, title: String)] = decks.map { deck in (deck.id.description, deck.name) }
        let fromDeck: HTML =
            decks.isEmpty
            ? "<p class=\"muted\">You have no decks to make a quiz from.</p>"
            : """
            <form method="post" action="\(base)/quizzes/from-deck" class="stack">\(csrf)
            \(FormFields.select("Deck", name: "deck_id", options: deckOptions, selected: ""))
            \(FormFields.input("Category (optional)", name: "category", required: false))
            \(FormFields.input("Questions at random (optional; default all)", name: "count", type: "number", required: false, extra: " min=\"1\" max=\"\(WebServices.maximumDeckQuizQuestions)\""))
            \(FormFields.input("Quiz name (default: the deck's)", name: "name", required: false))
            \(QuizFormView.settingsFields(QuizForm.defaults, error: nil, futureDeadline: true))
            <label><input type="checkbox" name="publish"> Open it to students now</label>
            <button type="submit">Make the quiz from the deck</button>
            </form>
            """
        return Layout.page(
            title: "New quiz", context: context, current: "/classrooms",
            body: """
                <h1>New quiz in \(access.classroom.name)</h1>
                \(FormFields.summary(error))
                <section class="panel"><h2>From one of your decks</h2>\(fromDeck)</section>
                <section class="panel"><h2>Write the questions</h2>
                <form method="post" action="\(base)/quizzes" class="stack" data-validate data-check-as-typed>\(csrf)
                \(QuizFormView.fields(form, error: error, futureDeadline: true))
                <label><input type="checkbox" name="publish"\(form["publish"] == "on" ? " checked" : "")> Open it to \
                students now</label>
                <button type="submit">Create the quiz</button>
                </form></section>
                """)
    }

    static func show(
        _ context: AppContext, _ access: ClassroomAccess, quiz: Quiz, questions: [Question], attempts: [Attempt],
        now: Date, rule: (ClassroomRole?, ClassroomAction) -> Bool, notice: Notice?
    ) -> HTML {
        let base = "/classrooms/\(access.classroom.id)/quizzes/\(quiz.id)"
        let csrf = Layout.csrfField(context)
        let state = quiz.state(at: now)
        var parts: [HTML] = []
        if rule(access.role, .manageQuizzes), state == .draft {
            parts.append(
                """
                <form method="post" action="\(base)/publish" class="inline">\(csrf)\
                <button type="submit">Open to students</button></form>
                """)
        }
        if rule(access.role, .manageQuizzes) {
            parts.append("<a class=\"button secondary\" href=\"\(base)/edit\">Edit the quiz</a>")
            parts.append("<a class=\"button secondary\" href=\"\(base)/delete\">Delete the quiz</a>")
        }
        if rule(access.role, .viewAllResults) {
            parts.append("<a class=\"button\" href=\"\(base)/dashboard\">Live results</a>")
        }
        if rule(access.role, .exportResults) {
            parts.append("<a class=\"button secondary\" href=\"\(base)/export.csv\" download>Export (CSV)</a>")
        }
        if rule(access.role, .takeQuiz), state == .open || attempts.contains(where: { !$0.isSubmitted }) {
            let title = attempts.contains(where: { !$0.isSubmitted }) ? "Continue the quiz" : "Start the quiz"
            parts.append(
                """
                <form method="post" action="\(base)/attempts" class="inline">\(csrf)\
                <button type="submit">\(title)</button></form>
                """)
        }
        let own = attempts.map { attempt -> HTML in
            let score = attempt.score.map { "\($0.right) of \($0.total)" } ?? "in progress"
            return """
                <li><a href="\(base)/attempts/\(attempt.id)">Attempt \(attempt.number)</a>: \(score)\
                \(attempt.late ? " (late)" : "")</li>
                """
        }
        let ownList: HTML =
            own.isEmpty ? "" : "<section class=\"panel\"><h2>Your attempts</h2><ul>\(own)</ul></section>"
        let questionItems = questions.map { question -> HTML in
            """
            <li>\(CardTextHTML.render(question.content.prompt, in: .phrasing)) <span class="muted">(right: \
            \(CardTextHTML.render(question.content.rightOption, in: .phrasing)))</span></li>
            """
        }
        let questionList: HTML =
            rule(access.role, .manageQuizzes)
            ? "<section class=\"panel\"><h2>Questions</h2><ol>\(questionItems)</ol></section>" : ""
        let deadline = quiz.deadline.map { "Deadline: " + ClassroomDates.text($0) } ?? "No deadline"
        let allowed = quiz.settings.attemptsAllowed == 0 ? "unlimited" : String(quiz.settings.attemptsAllowed)
        return Layout.page(
            title: quiz.name, context: context, current: "/classrooms", notice: notice,
            body: """
                <p><a href="/classrooms/\(access.classroom.id)">\(access.classroom.name)</a></p>
                <h1>\(quiz.name)</h1>
                <p><span class="pill" data-state="\(state.rawValue)">\(state.rawValue)</span> · \(deadline) · \
                \(questions.count) question\(questions.count == 1 ? "" : "s") · attempts allowed: \(allowed)</p>
                \(quiz.instructions.isEmpty ? HTML.empty : "<p>\(quiz.instructions)</p>")
                <p>\(parts.joined())</p>
                \(ownList)\(questionList)
                """)
    }

    static func attempt(_ context: AppContext, _ access: ClassroomAccess, _ view: AttemptView, mine: Bool) -> HTML {
        let quiz = view.quiz
        let attempt = view.attempt
        let base = "/classrooms/\(access.classroom.id)/quizzes/\(quiz.id)/attempts/\(attempt.id)"
        let taking = mine && !attempt.isSubmitted
        let showAnswers = attempt.isSubmitted && (!mine || view.showsAnswers)
        let items = view.items.enumerated().map { index, item -> HTML in
            let choices = item.options.enumerated().map { position, option -> HTML in
                let checked: HTML = item.chosen == position ? " checked" : ""
                let disabled: HTML = taking ? "" : " disabled"
                let mark: HTML =
                    showAnswers && item.right == position
                    ? " <strong class=\"right-answer\">(right answer)</strong>" : ""
                return """
                    <label class="option"><input type="radio" name="q\(item.questionID)" value="\(position)"\(checked)\(disabled)> \
                    \(CardTextHTML.render(option, in: .phrasing, media: false))\(mark)</label>
                    """
            }
            let explanation: HTML =
                showAnswers && !(item.explanation ?? "").isEmpty
                ? "<div class=\"explanation\">\(CardTextHTML.render(item.explanation ?? ""))</div>" : ""
            return """
                <fieldset class="quiz-question" data-question="\(item.questionID)">\
                <legend>Question \(index + 1) of \(view.items.count)</legend>\
                <div class="prompt">\(CardTextHTML.render(item.prompt))</div>\(choices)\(explanation)</fieldset>
                """
        }
        let header: HTML
        if let score = attempt.score {
            let percent = Int((score.fraction * 100).rounded())
            header = """
                <section class="panel result" role="status"><h2>Score</h2>\
                <p data-score="\(score.right)"><strong>\(score.right) of \(score.total)</strong> (\(percent)%)\
                \(attempt.late ? " · submitted late" : "")</p>\
                \(showAnswers ? HTML.empty : "<p class=\"muted\">The right answers are not shown for this quiz yet.</p>")</section>
                """
        } else if !mine {
            header = "<p class=\"muted\">This attempt is still in progress.</p>"
        } else {
            let due = view.dueAt.map { "Due " + ClassroomDates.text($0) + ". " } ?? ""
            header = "<p class=\"muted\">\(due)Your answers are saved as you choose them.</p>"
        }
        let body: HTML
        if taking {
            body = """
                <form method="post" action="\(base)/submit" class="quiz-form" data-answers-url="\(base)/answers">\
                \(Layout.csrfField(context))<div class="quiz-questions">\(items)</div>\
                <p data-save-status aria-live="polite" class="muted"></p>\
                <button type="submit">Submit the answers</button></form>
                """
        } else {
            body = "<div class=\"quiz-questions\">\(items)</div>"
        }
        return Layout.page(
            title: quiz.name, context: context, current: "/classrooms",
            body: """
                <p><a href="/classrooms/\(access.classroom.id)/quizzes/\(quiz.id)">\(quiz.name)</a></p>
                <h1>\(quiz.name): attempt \(attempt.number)</h1>
                \(header)\(body)
                """)
    }
}
