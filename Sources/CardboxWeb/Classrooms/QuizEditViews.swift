import CardboxCore
import CardboxHTTP
import Foundation

/// The markup of a quiz's editor, its deadline form and the confirmation before deleting it.
enum QuizEditViews {
    /// The editor: the whole quiz while nobody has started it, afterwards only the deadline.
    static func edit(
        _ context: AppContext, _ access: ClassroomAccess, quiz: Quiz, attempts: Int, form: Parameters,
        error: WebError?
    ) -> HTML {
        let base = "/classrooms/\(access.classroom.id)/quizzes/\(quiz.id)"
        let csrf = Layout.csrfField(context)
        let body: HTML
        if attempts == 0 {
            body = """
                <section class="panel"><h2>The whole quiz</h2>
                <p class="muted">Everything can change until a student starts the quiz; then only the deadline can.</p>
                <form method="post" action="\(base)/edit" class="stack" data-validate data-check-as-typed>\(csrf)
                \(QuizFormView.fields(form, error: error))
                <button type="submit">Save the quiz</button>
                </form></section>
                """
        } else {
            body = """
                <div class="notice" role="status" data-quiz-locked>Students have started this quiz \
                (\(attempts) attempt\(attempts == 1 ? "" : "s")), so only its deadline can change now. To change \
                anything else, delete it and make a new one.</div>
                """
        }
        return Layout.page(
            title: "Edit \(quiz.name)", context: context, current: "/classrooms",
            body: """
                <p><a href="\(base)">\(quiz.name)</a></p>
                <h1>Edit \(quiz.name)</h1>
                \(FormFields.summary(error))
                \(body)
                \(deadlineForm(base: base, csrf: csrf, quiz: quiz, error: attempts == 0 ? nil : error))
                <p><a class="button secondary" href="\(base)/delete">Delete the quiz</a></p>
                """)
    }

    /// The form that moves or removes the deadline, which works before and after attempts have started.
    private static func deadlineForm(base: String, csrf: HTML, quiz: Quiz, error: WebError?) -> HTML {
        let current = quiz.deadline.map { "Now: " + ClassroomDates.text($0) + "." } ?? "There is no deadline now."
        return """
            <section class="panel"><h2>Deadline</h2>
            <p class="muted">\(current) Leave the field empty to remove the deadline.</p>
            <form method="post" action="\(base)/deadline" class="stack" data-validate data-check-as-typed>\(csrf)
            \(FormFields.input("New deadline (UTC)", name: "deadline", type: "datetime-local", value: quiz.deadline.map(QuizForm.deadlineText) ?? "", error: error, required: false))
            <button type="submit" class="secondary">Save the deadline</button>
            </form></section>
            """
    }

    /// The confirmation before deleting a quiz, saying how many attempts go with it.
    static func confirmDelete(_ context: AppContext, _ access: ClassroomAccess, quiz: Quiz, attempts: Int) -> HTML {
        let base = "/classrooms/\(access.classroom.id)/quizzes/\(quiz.id)"
        let plural = attempts == 1 ? "" : "s"
        return Layout.page(
            title: "Delete a quiz", context: context, current: "/classrooms",
            body: """
                <section class="panel">
                <h1>Delete \(quiz.name)?</h1>
                <p data-attempts-deleted="\(attempts)">Deleting \(quiz.name) also deletes its questions and its \
                \(attempts) attempt\(plural) by students. This cannot be undone.</p>
                <form method="post" action="\(base)/delete" class="inline">\
                \(Layout.csrfField(context))<button type="submit" class="danger">Delete the quiz and \(attempts) \
                attempt\(plural)</button></form>
                <a class="button secondary" href="\(base)">Cancel</a>
                </section>
                """)
    }
}
