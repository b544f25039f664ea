import CardboxClassrooms
import CardboxCore
import CardboxHTTP
import Foundation

/// The pages that change a quiz after it was made: the editor (the whole quiz until the first attempt), the deadline
/// (at any time) and deleting it with its attempts after a confirmation that counts them.
struct QuizEditController {
    let services: WebServices

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.add(ClassroomRoutes.editQuizPage, services: services) { request, context, access in
            let quiz = try services.quiz(request.parameters["quizID"], in: access, user: context.user)
            let stored = try services.quizForEditing(quiz, by: context.user)
            return Layout.response(
                QuizEditViews.edit(
                    context.app, access, quiz: quiz, attempts: stored.attempts,
                    form: QuizForm.parameters(quiz, questions: stored.questions), error: nil))
        }
        router.add(ClassroomRoutes.updateQuizPage, services: services) { request, context, access in
            let quiz = try services.quiz(request.parameters["quizID"], in: access, user: context.user)
            let form = request.form()
            do {
                let content = try QuizForm.quiz(form, classroom: access.classroom.id, now: services.now())
                _ = try services.updateQuiz(quiz, with: content, by: context.user)
                return .redirect(to: "/classrooms/\(access.classroom.id)/quizzes/\(quiz.id)?notice=quiz-updated")
            } catch let error as WebError where error.status == .unprocessableContent || error.status == .conflict {
                let attempts = try services.quizDeletionCount(of: quiz, by: context.user)
                return Layout.response(
                    QuizEditViews.edit(context.app, access, quiz: quiz, attempts: attempts, form: form, error: error),
                    status: error.status)
            }
        }
        router.add(ClassroomRoutes.deadlinePage, services: services) { request, context, access in
            let quiz = try services.quiz(request.parameters["quizID"], in: access, user: context.user)
            do {
                let deadline = try ClassroomDates.deadline(request.form()["deadline"])
                _ = try services.setDeadline(of: quiz, to: deadline, by: context.user)
                return .redirect(to: "/classrooms/\(access.classroom.id)/quizzes/\(quiz.id)?notice=deadline-moved")
            } catch let error as WebError where error.status == .unprocessableContent {
                let stored = try services.quizForEditing(quiz, by: context.user)
                return Layout.response(
                    QuizEditViews.edit(
                        context.app, access, quiz: quiz, attempts: stored.attempts,
                        form: QuizForm.parameters(quiz, questions: stored.questions), error: error),
                    status: error.status)
            }
        }
        router.add(ClassroomRoutes.confirmDeleteQuizPage, services: services) { request, context, access in
            let quiz = try services.quiz(request.parameters["quizID"], in: access, user: context.user)
            let attempts = try services.quizDeletionCount(of: quiz, by: context.user)
            return Layout.response(QuizEditViews.confirmDelete(context.app, access, quiz: quiz, attempts: attempts))
        }
        router.add(ClassroomRoutes.deleteQuizPage, services: services) { request, context, access in
            let quiz = try services.quiz(request.parameters["quizID"], in: access, user: context.user)
            _ = try services.deleteQuiz(quiz, by: context.user)
            return .redirect(to: "/classrooms/\(access.classroom.id)?notice=quiz-deleted")
        }
    }
}
