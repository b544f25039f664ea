import CardboxClassrooms
import CardboxCore
import CardboxHTTP
import Foundation

/// Editing after creation, as the pages and the API call it: renaming a classroom, editing a quiz until its first
/// attempt, moving its deadline at any time, and deleting it with its attempts.
extension WebServices {
    /// Gives the classroom a new name, trimmed and unique among its teacher's classrooms.
    func renameClassroom(_ access: ClassroomAccess, to name: String, by user: User) throws {
        try classroomCall { try classroomUseCases.classrooms.rename(access.classroom.id, to: name, by: user.id) }
    }

    /// A quiz with its questions and how many attempts it has, for the editor.
    func quizForEditing(_ quiz: Quiz, by user: User) throws -> (questions: [Question], attempts: Int) {
        try classroomCall {
            let questions = try classroomUseCases.quizzes.quizForEditing(quiz.id, by: user.id).questions
            return (questions, try classroomUseCases.quizzes.deletionCount(of: quiz.id, by: user.id))
        }
    }

    /// Replaces a quiz's content, keeping when it was created and published; refused once an attempt exists unless
    /// only the deadline changes.
    func updateQuiz(_ quiz: Quiz, with content: NewQuiz, by user: User) throws -> Quiz {
        var edited = content
        edited.classroomID = quiz.classroomID
        edited.createdAt = quiz.createdAt
        edited.publishedAt = quiz.publishedAt
        return try classroomCall { try classroomUseCases.quizzes.update(quiz.id, with: edited, by: user.id) }
    }

    /// Moves a quiz's deadline or removes it; allowed after attempts have started.
    func setDeadline(of quiz: Quiz, to deadline: Date?, by user: User) throws -> Quiz {
        try classroomCall {
            try classroomUseCases.quizzes.setDeadline(quiz.id, to: deadline, by: user.id)
            return try classroomUseCases.quizzes.quizForEditing(quiz.id, by: user.id).quiz
        }
    }

    /// How many attempts deleting the quiz would delete.
    func quizDeletionCount(of quiz: Quiz, by user: User) throws -> Int {
        try classroomCall { try classroomUseCases.quizzes.deletionCount(of: quiz.id, by: user.id) }
    }

    /// Deletes a quiz with its questions and attempts; returns how many attempts went.
    func deleteQuiz(_ quiz: Quiz, by user: User) throws -> Int {
        try classroomCall { try classroomUseCases.quizzes.delete(quiz.id, by: user.id) }
    }
}
