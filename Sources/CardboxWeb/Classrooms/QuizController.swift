import CardboxClassrooms
import CardboxCore
import CardboxHTTP
import Foundation

/// The quiz pages: making a quiz (by hand or from a deck), publishing it, taking it, the result page, the teacher's
/// live dashboard and the CSV exports.
struct QuizController {
    let services: WebServices

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.add(ClassroomRoutes.newQuizPage, services: services) { _, context, access in
            Layout.response(
                QuizViews.create(
                    context.app, access, form: QuizForm.defaults,
                    decks: try services.store.fetchDecks(owner: context.user.id), error: nil))
        }
        router.add(ClassroomRoutes.createQuizPage, services: services) { request, context, access in
            let form = request.form()
            do {
                let quiz = try services.createQuiz(
                    try QuizForm.newQuiz(form, classroom: access.classroom.id, now: services.now()), by: context.user)
                return .redirect(to: "/classrooms/\(access.classroom.id)/quizzes/\(quiz.id)?notice=quiz-created")
            } catch let error as WebError where error.status == .unprocessableContent || error.status == .conflict {
                let decks = try services.store.fetchDecks(owner: context.user.id)
                return Layout.response(
                    QuizViews.create(context.app, access, form: form, decks: decks, error: error), status: error.status)
            }
        }
        router.add(ClassroomRoutes.quizFromDeckPage, services: services) { request, context, access in
            let form = request.form()
            let deadline = try QuizForm.futureDeadline(form, now: services.now())
            let outcome = try services.quizFromDeck(
                form["deck_id"], selection: try Self.selection(category: form["category"], count: form["count"]),
                name: form["name"] ?? "", instructions: form["instructions"] ?? "",
                settings: try QuizForm.settings(form), deadline: deadline, publish: form["publish"] == "on",
                teacher: context.user, access: access)
            return .redirect(
                to: "/classrooms/\(access.classroom.id)/quizzes/\(outcome.quiz.id)?notice=quiz-created")
        }
        router.add(ClassroomRoutes.quizPage, services: services) { request, context, access in
            let quiz = try services.quiz(request.parameters["quizID"], in: access, user: context.user)
            let questions = try services.classrooms.questions(of: quiz.id)
            let own = try services.classrooms.attempts(at: quiz.id, by: context.user.id)
            return Layout.response(
                QuizViews.show(
                    context.app, access, quiz: quiz, questions: questions, attempts: own, now: services.now(),
                    rule: services.classroomRule, notice: ClassroomViews.notice(request)))
        }
        router.add(ClassroomRoutes.publishPage, services: services) { request, context, access in
            let quiz = try services.quiz(request.parameters["quizID"], in: access, user: context.user)
            try services.publish(quiz, by: context.user)
            return .redirect(to: "/classrooms/\(access.classroom.id)/quizzes/\(quiz.id)?notice=quiz-published")
        }
        router.addTaking(ClassroomRoutes.startPage) { request, context, classroom in
            let view = try services.startAttempt(at: request.parameters["quizID"], in: classroom, user: context.user)
            return .redirect(to: "/classrooms/\(classroom)/quizzes/\(view.quiz.id)/attempts/\(view.attempt.id)")
        }
        router.add(ClassroomRoutes.attemptPage, services: services) { request, context, access in
            let quiz = try services.quiz(request.parameters["quizID"], in: access, user: context.user)
            let attempt = try services.attempt(
                request.parameters["attemptID"], at: quiz, user: context.user, in: access)
            let view = try services.attemptView(attempt, quiz: quiz, user: context.user)
            return Layout.response(
                QuizViews.attempt(context.app, access, view, mine: attempt.studentID == context.user.id))
        }
        router.addTaking(ClassroomRoutes.answerPage) { request, context, classroom in
            let (attempt, place) = try services.attemptAddress(request, in: classroom)
            let form = request.form()
            guard let question = form["question"].flatMap(Int64.init), let position = form["position"].flatMap(Int.init)
            else {
                try services.refuseAnswer(
                    WebError.invalid("Send a question and the position of the chosen option.", field: "question"),
                    to: (attempt, place), user: context.user)
            }
            try services.saveAnswer(
                position: position, to: QuestionID(rawValue: question), in: attempt, at: place, user: context.user)
            return Response(status: .noContent)
        }
        router.addTaking(ClassroomRoutes.submitPage) { request, context, classroom in
            let (attempt, place) = try services.attemptAddress(request, in: classroom)
            let answers = request.form().compactMap { pair -> (QuestionID, Int)? in
                guard pair.name.hasPrefix("q"), let question = Int64(pair.name.dropFirst()),
                    let position = Int(pair.value)
                else { return nil }
                return (QuestionID(rawValue: question), position)
            }
            let view = try services.submitAttempt(attempt, at: place, answers: answers, user: context.user)
            return .redirect(to: "/classrooms/\(classroom)/quizzes/\(view.quiz.id)/attempts/\(view.attempt.id)")
        }
        router.add(ClassroomRoutes.dashboardPage, services: services) { request, context, access in
            let quiz = try services.quiz(request.parameters["quizID"], in: access, user: context.user)
            let report = try services.report(of: quiz, by: context.user)
            return Layout.response(
                DashboardViews.page(
                    context.app, access, quiz: quiz, results: report.results, questions: report.questions,
                    members: report.students))
        }
        router.add(ClassroomRoutes.dashboardEvents, services: services) { request, context, access in
            let quiz = try services.quiz(request.parameters["quizID"], in: access, user: context.user)
            return .eventStream(
                try ClassroomEvents(services: services).open(quiz, session: context.session?.tokenHash))
        }
        router.add(ClassroomRoutes.quizExportPage, services: services) { request, context, access in
            let quiz = try services.quiz(request.parameters["quizID"], in: access, user: context.user)
            return try ClassroomExport(services: services).quiz(quiz, by: context.user)
        }
        router.add(ClassroomRoutes.classroomExportPage, services: services) { _, context, access in
            try ClassroomExport(services: services).classroom(access, by: context.user)
        }
    }

    /// Which cards of the deck become questions: a category's, `count` at random, or all.
    static func selection(category: String?, count: String?) throws -> QuizFromDeck.Selection {
        if let count, !count.isEmpty {
            guard let number = Int(count), (1...WebServices.maximumDeckQuizQuestions).contains(number) else {
                throw WebError.invalid(
                    "The number of questions must be from 1 to \(WebServices.maximumDeckQuizQuestions).", field: "count"
                )
            }
            return .random(count: number)
        }
        if let category, !category.trimmingCharacters(in: .whitespaces).isEmpty { return .category(category) }
        return .all
    }
}
