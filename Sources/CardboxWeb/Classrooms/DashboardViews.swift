import CardboxCore
import CardboxHTTP
import Foundation

/// The teacher's live dashboard of one quiz: "N of M answered", the score distribution and per-question bars drawn
/// as SVG on the server, and a row per student; the page reloads its dashboard section when an attempt is submitted.
enum DashboardViews {
    static func page(
        _ context: AppContext, _ access: ClassroomAccess, quiz: Quiz, results: QuizResults, questions: [Question],
        members: [MemberSummary]
    ) -> HTML {
        let base = "/classrooms/\(access.classroom.id)/quizzes/\(quiz.id)"
        let names = Dictionary(
            members.map { ($0.membership.userID, $0.name) }, uniquingKeysWith: { first, _ in first })
        let rows = results.students.map { row -> HTML in
            let graded = row.gradedScore.map { "\(Int(($0 * 100).rounded()))%" } ?? "–"
            let last = row.lastScore.map { "\($0.right) of \($0.total)" } ?? "–"
            return """
                <tr data-student="\(row.userID)"><td>\(names[row.userID] ?? "")</td><td>\(row.submittedAttempts)</td>\
                <td>\(row.attemptsInProgress)</td><td>\(graded)</td><td>\(last)</td></tr>
                """
        }
        let studentTable: HTML =
            rows.isEmpty
            ? "<p class=\"muted\">No students have joined yet.</p>"
            : """
            <table><thead><tr><th scope="col">Student</th><th scope="col">Submitted</th><th scope="col">In progress</th>\
            <th scope="col">Graded score</th><th scope="col">Last score</th></tr></thead><tbody>\(rows)</tbody></table>
            """
        return Layout.page(
            title: "Results of \(quiz.name)", context: context, current: "/classrooms",
            body: """
                <p><a href="\(base)">\(quiz.name)</a></p>
                <h1>Live results: \(quiz.name)</h1>
                <p class="muted" data-live-status role="status"></p>
                <section id="dashboard" data-dashboard-events="\(base)/events" aria-live="polite">
                <p class="answered" data-answered="\(results.answeredCount)"><strong>\(results.answeredCount) of \
                \(results.memberCount)</strong> students answered</p>
                <div class="grid">
                <section class="panel"><h2>Score distribution</h2>\(distribution(results))</section>
                <section class="panel"><h2>Right answers per question</h2>\(questionBars(results, questions))</section>
                </div>
                <section class="panel"><h2>Students</h2>\(studentTable)</section>
                </section>
                <p><a class="button secondary" href="\(base)/export.csv" download>Export (CSV)</a></p>
                """)
    }

    /// Students per tenth of the graded score, as bars.
    static func distribution(_ results: QuizResults) -> HTML {
        var buckets = Array(repeating: 0, count: 10)
        for score in results.students.compactMap(\.gradedScore) {
            buckets[min(9, max(0, Int(score * 10)))] += 1
        }
        let highest = max(1, buckets.max() ?? 1)
        let barWidth = 28
        let height = 120
        let bars = buckets.enumerated().map { index, count -> HTML in
            let barHeight = count * height / highest
            let x = index * (barWidth + 4) + 4
            return """
                <rect class="bar" x="\(x)" y="\(height - barHeight + 4)" width="\(barWidth)" height="\(barHeight)">\
                <title>\(index * 10)–\(index == 9 ? 100 : index * 10 + 9)%: \(count) student\(count == 1 ? "" : "s")</title></rect>\
                <text x="\(x + barWidth / 2)" y="\(height + 18)" text-anchor="middle" font-size="10">\(index * 10)</text>
                """
        }
        return """
            <svg class="chart" role="img" aria-label="Graded scores of \(results.answeredCount) students in tenths" \
            viewBox="0 0 \(10 * (barWidth + 4) + 4) \(height + 24)" data-chart="distribution">\(bars)</svg>
            """
    }

    /// The share of submitted attempts that chose the right option, per question.
    static func questionBars(_ results: QuizResults, _ questions: [Question]) -> HTML {
        let prompts = Dictionary(questions.map { ($0.id, $0.content) }, uniquingKeysWith: { first, _ in first })
        let rowHeight = 22
        let width = 300
        let bars = results.questions.enumerated().map { index, row -> HTML in
            let percent = row.percentRight(of: results.submittedAttempts) ?? 0
            let barWidth = Int((percent / 100 * Double(width - 60)).rounded())
            let y = index * rowHeight + 2
            let content = prompts[row.questionID]
            let wrong = row.mostChosenWrongOption.flatMap { option in content.map { $0.options[option] } }
            let note = wrong.map { "; most chosen wrong option: " + $0 } ?? ""
            return """
                <text x="0" y="\(y + 14)" font-size="11">Q\(index + 1)</text>\
                <rect class="bar" x="30" y="\(y)" width="\(barWidth)" height="\(rowHeight - 6)">\
                <title>Question \(index + 1): \(Int(percent.rounded()))% right\(note)</title></rect>\
                <text x="\(34 + barWidth)" y="\(y + 14)" font-size="11">\(Int(percent.rounded()))%</text>
                """
        }
        return """
            <svg class="chart" role="img" aria-label="Percent right per question" \
            viewBox="0 0 \(width) \(max(1, results.questions.count) * rowHeight + 4)" data-chart="questions">\(bars)</svg>
            """
    }
}
