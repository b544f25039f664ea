import CardboxClassrooms
import CardboxCore
import CardboxHTTP
import Foundation

/// The CSV downloads, written by the results use case: a quiz's attempts and a classroom's graded scores.
struct ClassroomExport {
    let services: WebServices

    func quiz(_ quiz: Quiz, by user: User) throws -> Response {
        let text = try services.classroomCall {
            try services.classroomUseCases.results.quizCSV(for: quiz.id, by: user.id)
        }
        return Self.csv(text, filename: "quiz-\(quiz.id).csv")
    }

    func classroom(_ access: ClassroomAccess, by user: User) throws -> Response {
        let text = try services.classroomCall {
            try services.classroomUseCases.results.classroomCSV(for: access.classroom.id, by: user.id)
        }
        return Self.csv(text, filename: "classroom-\(access.classroom.id).csv")
    }

    static func csv(_ text: String, filename: String) -> Response {
        var response = Response(status: .ok, contentType: "text/csv; charset=utf-8", body: Array(text.utf8))
        response.headers["Content-Disposition"] = "attachment; filename=\"\(filename)\""
        return response
    }
}
