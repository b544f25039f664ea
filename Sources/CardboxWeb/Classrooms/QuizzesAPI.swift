import CardboxClassrooms
import CardboxCore
import CardboxHTTP
import Foundation

/// The JSON API of a classroom's quizzes, attempts, results and exports.
struct QuizzesAPI {
    let services: WebServices

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.add(ClassroomRoutes.quizzesAPI, services: services) { request, context, access in
            let sort = try QuizSortQuery.make(request.query)
            let now = services.now()
            let items = try services.quizzes(in: access, by: context.user, sort: sort).map {
                API.QuizBody($0.summary.quiz, now: now, questionCount: $0.summary.questionCount)
            }
            return try JSONResponse.ok(API.Items(items: items))
        }
        router.add(ClassroomRoutes.createQuizAPI, services: services) { request, context, access in
            let input = try JSONResponse.decode(API.QuizInput.self, from: request)
            let quiz = try services.createQuiz(try newQuiz(input, classroom: access.classroom.id), by: context.user)
            return try createdQuiz(quiz, access)
        }
        router.add(ClassroomRoutes.quizFromDeckAPI, services: services) { request, context, access in
            let input = try JSONResponse.decode(API.QuizFromDeckInput.self, from: request)
            let outcome = try services.quizFromDeck(
                input.deckId.map { String($0) },
                selection: try QuizController.selection(
                    category: input.category, count: input.count.map { String($0) }),
                name: input.name ?? "", instructions: input.instructions ?? "", settings: try input.settings(),
                deadline: try ClassroomDates.apiDeadline(input.deadline), publish: input.publish == true,
                teacher: context.user, access: access)
            return try createdQuiz(outcome.quiz, access)
        }
        router.add(ClassroomRoutes.quizAPI, services: services) { request, context, access in
            let quiz = try services.quiz(request.parameters["quizID"], in: access, user: context.user)
            return try quizBody(quiz)
        }
        router.add(ClassroomRoutes.publishAPI, services: services) { request, context, access in
            let quiz = try services.quiz(request.parameters["quizID"], in: access, user: context.user)
            try services.publish(quiz, by: context.user)
            return try quizBody(try services.quiz(request.parameters["quizID"], in: access, user: context.user))
        }
        addEditRoutes(to: &router)
        addAttemptRoutes(to: &router)
        router.add(ClassroomRoutes.resultsAPI, services: services) { request, context, access in
            let quiz = try services.quiz(request.parameters["quizID"], in: access, user: context.user)
            let report = try services.report(of: quiz, by: context.user)
            return try JSONResponse.ok(
                API.ResultsBody(report.results, questions: report.questions, members: report.students))
        }
        router.add(ClassroomRoutes.quizExportAPI, services: services) { request, context, access in
            let quiz = try services.quiz(request.parameters["quizID"], in: access, user: context.user)
            return try ClassroomExport(services: services).quiz(quiz, by: context.user)
        }
    }

    private func addEditRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.add(ClassroomRoutes.updateQuizAPI, services: services) { request, context, access in
            let quiz = try services.quiz(request.parameters["quizID"], in: access, user: context.user)
            let input = try JSONResponse.decode(API.QuizInput.self, from: request)
            let content = try newQuiz(input, classroom: access.classroom.id)
            return try quizBody(try services.updateQuiz(quiz, with: content, by: context.user))
        }
        router.add(ClassroomRoutes.deadlineAPI, services: services) { request, context, access in
            let quiz = try services.quiz(request.parameters["quizID"], in: access, user: context.user)
            let input = try JSONResponse.decode(API.DeadlineInput.self, from: request)
            let deadline = try ClassroomDates.apiDeadline(input.deadline)
            return try quizBody(try services.setDeadline(of: quiz, to: deadline, by: context.user))
        }
        router.add(ClassroomRoutes.deleteQuizAPI, services: services) { request, context, access in
            let quiz = try services.quiz(request.parameters["quizID"], in: access, user: context.user)
            return try JSONResponse.ok(API.Removed(attemptsDeleted: try services.deleteQuiz(quiz, by: context.user)))
        }
    }

    private func addAttemptRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.addTaking(ClassroomRoutes.startAPI) { request, context, classroom in
            let view = try services.startAttempt(at: request.parameters["quizID"], in: classroom, user: context.user)
            return try JSONResponse.ok(API.AttemptBody(view), status: .created)
        }
        router.add(ClassroomRoutes.attemptAPI, services: services) { request, context, access in
            let quiz = try services.quiz(request.parameters["quizID"], in: access, user: context.user)
            let attempt = try services.attempt(
                request.parameters["attemptID"], at: quiz, user: context.user, in: access)
            return try JSONResponse.ok(
                API.AttemptBody(try services.attemptView(attempt, quiz: quiz, user: context.user)))
        }
        router.addTaking(ClassroomRoutes.answerAPI) { request, context, classroom in
            let (attempt, place) = try services.attemptAddress(request, in: classroom)
            let input: API.AttemptAnswerInput
            do {
                input = try JSONResponse.decode(API.AttemptAnswerInput.self, from: request)
            } catch let error as WebError {
                try services.refuseAnswer(error, to: (attempt, place), user: context.user)
            }
            guard let option = input.option, let question = request.parameters["questionID"].flatMap(Int64.init) else {
                try services.refuseAnswer(
                    WebError.invalid("Send 'option', the position of the chosen option.", field: "option"),
                    to: (attempt, place), user: context.user)
            }
            try services.saveAnswer(
                position: option, to: QuestionID(rawValue: question), in: attempt, at: place, user: context.user)
            return Response(status: .noContent)
        }
        router.addTaking(ClassroomRoutes.submitAPI) { request, context, classroom in
            let (attempt, place) = try services.attemptAddress(request, in: classroom)
            return try JSONResponse.ok(
                API.AttemptBody(try services.submitAttempt(attempt, at: place, user: context.user)))
        }
    }

    private func quizBody(_ quiz: Quiz) throws -> Response {
        let count = try services.classrooms.questions(of: quiz.id).count
        return try JSONResponse.ok(API.QuizBody(quiz, now: services.now(), questionCount: count))
    }

    private func createdQuiz(_ quiz: Quiz, _ access: ClassroomAccess) throws -> Response {
        let count = try services.classrooms.questions(of: quiz.id).count
        var response = try JSONResponse.ok(
            API.QuizBody(quiz, now: services.now(), questionCount: count), status: .created)
        response.headers["Location"] = "/api/v1/classrooms/\(access.classroom.id)/quizzes/\(quiz.id)"
        return response
    }

    private func newQuiz(_ input: API.QuizInput, classroom: ClassroomID) throws -> NewQuiz {
        let settings = try input.settings()
        let now = services.now()
        return NewQuiz(
            classroomID: classroom, name: input.name ?? "", instructions: input.instructions ?? "",
            deadline: try ClassroomDates.apiDeadline(input.deadline), settings: settings,
            publishedAt: input.publish == true ? now : nil, createdAt: now,
            questions: (input.questions ?? []).map { question in
                QuestionContent(
                    prompt: question.prompt ?? "", rightOption: question.rightOption ?? "",
                    wrongOptions: question.wrongOptions ?? [], explanation: question.explanation ?? "")
            })
    }
}
