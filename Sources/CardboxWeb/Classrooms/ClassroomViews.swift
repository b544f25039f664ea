import CardboxClassrooms
import CardboxCore
import CardboxHTTP
import Foundation

/// The classroom pages' markup.
enum ClassroomViews {
    /// The notices classroom pages show after a redirect; only these codes are shown.
    static let notices: [String: Notice] = [
        "joined": Notice(kind: .good, text: "You have joined the classroom."),
        "password-regenerated": Notice(
            kind: .good, text: "The join password has been replaced; the old one no longer works."),
        "member-removed": Notice(kind: .good, text: "The member has been removed with their attempts."),
        "co-teacher-added": Notice(kind: .good, text: "The member is now a co-teacher."),
        "classroom-left": Notice(kind: .good, text: "You have left the classroom."),
        "classroom-deleted": Notice(kind: .good, text: "The classroom has been deleted."),
        "quiz-created": Notice(kind: .good, text: "The quiz has been created."),
        "quiz-published": Notice(kind: .good, text: "The quiz is open to students."),
        "quiz-updated": Notice(kind: .good, text: "The quiz has been saved."),
        "deadline-moved": Notice(kind: .good, text: "The deadline has been saved."),
        "quiz-deleted": Notice(kind: .good, text: "The quiz has been deleted with its attempts."),
        "classroom-renamed": Notice(kind: .good, text: "The classroom has been renamed."),
    ]

    /// The notice named by the request's `notice` parameter.
    static func notice(_ request: Request) -> Notice? {
        request.query["notice"].flatMap { notices[$0] }
    }

    static func list(
        _ context: AppContext, query: ClassroomQuery, page: ClassroomOverviewPage, firstVisit: Bool, created: String,
        notice: Notice?
    ) -> HTML {
        let tabs = ClassroomQuery.View.allCases.map { view -> HTML in
            let current: HTML = view == query.view ? " aria-current=\"page\"" : ""
            let title = view == .teaching ? "Teaching" : "Enrolled"
            return "<a href=\"/classrooms?view=\(view.rawValue)\"\(current)>\(title)</a>"
        }
        let actions: HTML = """
            <p><a class="button" href="/classrooms/new">Create a classroom</a> \
            <a class="button secondary" href="/join">Join a classroom</a></p>
            """
        if firstVisit {
            return Layout.page(
                title: "Classrooms", context: context, current: "/classrooms", notice: notice,
                body: """
                    <h1>Classrooms</h1>
                    <section class="panel first-visit">
                    <h2>Teach or learn together</h2>
                    <p>As a teacher, create a classroom, give your students its join password, and set quizzes with a \
                    deadline; their results arrive live on your dashboard.</p>
                    <p>As a student, join with the password your teacher gave you, take the quizzes and see your scores.</p>
                    \(actions)
                    </section>
                    """)
        }
        let sorts: [(value: String, title: String)] = [
            ("newest", "Newest first"), ("oldest", "Oldest first"), ("name", "By name"),
        ]
        let rows = page.items.map { item -> HTML in
            """
            <tr><td><a href="/classrooms/\(item.id)">\(item.name)</a></td><td>\(item.teacherName)</td>\
            <td>\(item.studentCount)</td><td>\(ClassroomDates.text(item.createdAt))</td></tr>
            """
        }
        let empty: HTML =
            query.view == .teaching
            ? "<p class=\"muted\">No classrooms to show. <a href=\"/classrooms/new\">Create one</a>.</p>"
            : "<p class=\"muted\">No classrooms to show. <a href=\"/join\">Join one</a> with a password.</p>"
        let table: HTML =
            rows.isEmpty
            ? empty
            : """
            <table><thead><tr><th scope="col">Classroom</th><th scope="col">Teacher</th><th scope="col">Students</th>\
            <th scope="col">Created</th></tr></thead><tbody>\(rows)</tbody></table>
            """
        let next: HTML =
            page.next.map { cursor -> HTML in
                let link =
                    "/classrooms?view=\(query.view.rawValue)&sort=\(query.sort.rawValue)"
                    + "&q=\(Parameters.encode(query.search ?? ""))&created=\(Parameters.encode(created))"
                    + "&after=\(Parameters.encode(cursor.token))"
                return "<p><a class=\"button secondary\" rel=\"next\" href=\"\(link)\">More classrooms</a></p>"
            } ?? ""
        return Layout.page(
            title: "Classrooms", context: context, current: "/classrooms", notice: notice,
            body: """
                <h1>Classrooms</h1>
                <nav class="tabs" aria-label="Classroom lists">\(tabs)</nav>
                \(actions)
                <form method="get" action="/classrooms" class="inline-form" role="search" aria-label="Find classrooms">
                <input type="hidden" name="view" value="\(query.view.rawValue)">
                <label>Name or teacher<input type="search" name="q" value="\(query.search ?? "")"></label>
                <label>Created (month or year)<input type="text" name="created" value="\(created)" \
                placeholder="2026-09" pattern="[0-9]{4}(-[0-9]{1,2})?"></label>
                \(FormFields.select("Sort", name: "sort", options: sorts, selected: query.sort.rawValue))
                <button type="submit" class="secondary">Show</button>
                </form>
                <section class="panel">\(table)\(next)</section>
                """)
    }

    static func create(_ context: AppContext, name: String, error: WebError?) -> HTML {
        Layout.page(
            title: "New classroom", context: context, current: "/classrooms",
            body: """
                <section class="panel">
                <h1>Create a classroom</h1>
                \(FormFields.summary(error))
                <form method="post" action="/classrooms" class="stack" data-validate data-check-as-typed>
                \(Layout.csrfField(context))
                \(nameField(name, error: error))
                <button type="submit">Create</button>
                </form>
                </section>
                """)
    }

    /// The name field of the create and rename forms, with the server's rules for the page script.
    static func nameField(_ name: String, error: WebError?) -> HTML {
        let limit = ClassroomName.maximumLength
        let rules: HTML = """
             maxlength="\(limit)" data-blank-message="\(ClassroomError.emptyName.description)" \
            data-long-message="\(ClassroomError.nameTooLong(limit: limit).description)"
            """
        return FormFields.input("Name", name: "name", value: name, error: error, extra: rules)
    }

    /// What the join form says while the typed password cannot be one: the server reads it the same way.
    static let joinPasswordFormat =
        "A join password is 8 letters and digits, such as ABCD-EF23; it has no 0, O, 1, I or L."

    /// The join password field, with the alphabet and length the page script checks while it is typed.
    static func joinPasswordField(_ password: String, error: WebError?) -> HTML {
        let rules: HTML = """
             autocomplete="off" autocapitalize="characters" minlength="8" maxlength="40" \
            data-join-password="\(String(JoinPassword.alphabet))" data-join-length="\(JoinPassword.length)" \
            data-format-message="\(joinPasswordFormat)"
            """
        return FormFields.input("Join password", name: "password", value: password, error: error, extra: rules)
    }

    static func rename(_ context: AppContext, _ access: ClassroomAccess, name: String, error: WebError?) -> HTML {
        let base = "/classrooms/\(access.classroom.id)"
        return Layout.page(
            title: "Rename a classroom", context: context, current: "/classrooms",
            body: """
                <section class="panel">
                <h1>Rename \(access.classroom.name)</h1>
                \(FormFields.summary(error))
                <form method="post" action="\(base)/rename" class="stack" data-validate data-check-as-typed>
                \(Layout.csrfField(context))
                \(nameField(name, error: error))
                <button type="submit">Rename</button>
                </form>
                <p><a href="\(base)">Cancel</a></p>
                </section>
                """)
    }

    static func join(_ context: AppContext, password: String, error: WebError?) -> HTML {
        Layout.page(
            title: "Join a classroom", context: context, current: "/classrooms",
            body: """
                <section class="panel">
                <h1>Join a classroom</h1>
                <p>Type the join password your teacher gave you, such as ABCD-EF23.</p>
                \(FormFields.summary(error))
                <form method="post" action="/join" class="stack" data-validate data-check-as-typed>
                \(Layout.csrfField(context))
                \(joinPasswordField(password, error: error))
                <button type="submit">Join</button>
                </form>
                </section>
                """)
    }

    static func show(
        _ context: AppContext, _ access: ClassroomAccess, members: [MemberSummary], quizzes: [QuizSummary],
        sort: QuizSort, now: Date,
        rule: (ClassroomRole?, ClassroomAction) -> Bool, origin: String, notice: Notice?
    ) -> HTML {
        let classroom = access.classroom
        let base = "/classrooms/\(classroom.id)"
        let csrf = Layout.csrfField(context)
        let password: HTML
        if rule(access.role, .viewJoinPassword) {
            let link = origin + "/join?password=" + classroom.joinPassword.value
            let regenerate: HTML =
                rule(access.role, .regenerateJoinPassword)
                ? """
                <form method="post" action="\(base)/password" class="inline">\(csrf)\
                <button type="submit" class="secondary">Make a new password</button></form>
                """ : ""
            password = """
                <section class="panel"><h2>Join password</h2>
                <p><strong class="join-password" data-join-password>\(classroom.joinPassword.display)</strong> \
                <button type="button" class="secondary" data-copy="\(classroom.joinPassword.display)">Copy password</button></p>
                <p>Join link: <a href="\(link)" data-join-link>\(link)</a> \
                <button type="button" class="secondary" data-copy="\(link)">Copy link</button></p>
                \(regenerate)
                </section>
                """
        } else {
            password = ""
        }
        let quizRows = quizzes.map { item -> HTML in
            let quiz = item.quiz
            let deadline = quiz.deadline.map { ClassroomDates.text($0) } ?? "no deadline"
            return """
                <tr><td><a href="\(base)/quizzes/\(quiz.id)">\(quiz.name)</a></td>\
                <td><span class="pill" data-state="\(quiz.state(at: now).rawValue)">\(quiz.state(at: now).rawValue)</span></td>\
                <td>\(deadline)</td><td>\(item.questionCount)</td></tr>
                """
        }
        let newQuiz: HTML =
            rule(access.role, .manageQuizzes)
            ? "<p><a class=\"button\" href=\"\(base)/quizzes/new\">New quiz</a></p>" : ""
        let order: HTML =
            quizRows.count < 2
            ? .empty
            : """
            <form method="get" action="\(base)" class="inline-form" aria-label="Order the quizzes">\
            \(FormFields.select("Order", name: "sort", options: QuizSortQuery.choices, selected: sort.rawValue))\
            <button type="submit" class="secondary">Show</button></form>
            """
        let quizTable: HTML =
            quizRows.isEmpty
            ? "<p class=\"muted\">No quizzes yet.</p>"
            : """
            \(order)<table><thead><tr><th scope="col">Quiz</th><th scope="col">State</th><th scope="col">Deadline</th>\
            <th scope="col">Questions</th></tr></thead><tbody>\(quizRows)</tbody></table>
            """
        let memberSection = members.isEmpty ? HTML.empty : membersPanel(context, access, members, rule: rule)
        let leave: HTML =
            rule(access.role, .leave)
            ? """
            <form method="post" action="\(base)/leave" class="inline">\(csrf)\
            <button type="submit" class="secondary">Leave the classroom</button></form>
            """ : ""
        let export: HTML =
            rule(access.role, .exportResults)
            ? "<a class=\"button secondary\" href=\"\(base)/export.csv\" download>Export results (CSV)</a>" : ""
        let rename: HTML =
            rule(access.role, .rename) ? "<a class=\"button secondary\" href=\"\(base)/rename\">Rename</a>" : ""
        let delete: HTML =
            rule(access.role, .delete)
            ? """
            <form method="post" action="\(base)/delete" class="inline" data-confirm="Delete this classroom with all its quizzes and attempts?">\
            \(csrf)<button type="submit" class="danger">Delete the classroom</button></form>
            """ : ""
        return Layout.page(
            title: classroom.name, context: context, current: "/classrooms", notice: notice,
            body: """
                <h1>\(classroom.name)</h1>
                <p class="muted">Teacher: \(access.summary.teacherName) · \(access.summary.studentCount) \
                student\(access.summary.studentCount == 1 ? "" : "s") · you are \(roleTitle(access.role))</p>
                \(password)
                <section class="panel"><h2>Quizzes</h2>\(newQuiz)\(quizTable)</section>
                \(memberSection)
                <p>\(export) \(rename) \(leave) \(delete)</p>
                """)
    }

    static func roleTitle(_ role: ClassroomRole) -> String {
        switch role {
        case .teacher: "the teacher"
        case .coTeacher: "a co-teacher"
        case .student: "a student"
        }
    }

    private static func membersPanel(
        _ context: AppContext, _ access: ClassroomAccess, _ members: [MemberSummary],
        rule: (ClassroomRole?, ClassroomAction) -> Bool
    ) -> HTML {
        let base = "/classrooms/\(access.classroom.id)"
        let csrf = Layout.csrfField(context)
        let rows = members.map { member -> HTML in
            let user = member.membership.userID
            var actions: [HTML] = []
            if member.membership.role != .teacher, rule(access.role, .removeMember) {
                actions.append(
                    "<a class=\"button secondary\" href=\"\(base)/members/\(user)/remove\" aria-label=\"Remove \(member.name)\">Remove</a>"
                )
            }
            if member.membership.role == .student, rule(access.role, .addCoTeacher) {
                actions.append(
                    """
                    <form method="post" action="\(base)/co-teachers" class="inline">\(csrf)\
                    <input type="hidden" name="user_id" value="\(user)">\
                    <button type="submit" class="secondary" aria-label="Make \(member.name) a co-teacher">Make co-teacher</button></form>
                    """)
            }
            return """
                <tr data-member="\(user)"><td>\(member.name)</td><td>\(member.membership.role.rawValue)</td>\
                <td>\(member.attemptCount)</td><td>\(actions.joined())</td></tr>
                """
        }
        return """
            <section class="panel"><h2>Members</h2>
            <table><thead><tr><th scope="col">Name</th><th scope="col">Role</th><th scope="col">Attempts</th>\
            <th scope="col">Actions</th></tr></thead><tbody>\(rows)</tbody></table></section>
            """
    }

    static func confirmRemove(
        _ context: AppContext, _ access: ClassroomAccess, member: UserID, name: String, attempts: Int
    ) -> HTML {
        let base = "/classrooms/\(access.classroom.id)"
        return Layout.page(
            title: "Remove a member", context: context, current: "/classrooms",
            body: """
                <section class="panel">
                <h1>Remove \(name)?</h1>
                <p data-attempts-deleted="\(attempts)">Removing \(name) from \(access.classroom.name) deletes their \
                \(attempts) attempt\(attempts == 1 ? "" : "s") in this classroom. This cannot be undone.</p>
                <form method="post" action="\(base)/members/\(member)/remove" class="inline">\
                \(Layout.csrfField(context))<button type="submit" class="danger">Remove and delete \(attempts) \
                attempt\(attempts == 1 ? "" : "s")</button></form>
                <a class="button secondary" href="\(base)">Cancel</a>
                </section>
                """)
    }
}
