import CardboxClassrooms
import CardboxCore
import CardboxWire
import Foundation

/// The JSON shapes of the classroom API (keys in snake_case).
extension API {
    struct ClassroomBody: Encodable {
        let id: Int64
        let name: String
        let teacherId: Int64
        let teacherName: String
        let studentCount: Int
        let role: String?
        let createdAt: Date
        let joinPassword: String?
        let joinLink: String?

        /// The classroom as its caller sees it: the join password only for those who teach it.
        init(_ overview: ClassroomOverview, origin: String) {
            id = overview.id.rawValue
            name = overview.name
            teacherId = overview.teacherID.rawValue
            teacherName = overview.teacherName
            studentCount = overview.studentCount
            role = overview.role.rawValue
            createdAt = overview.createdAt
            joinPassword = overview.joinPassword?.display
            joinLink = overview.joinPassword.map { origin + "/join?password=" + $0.value }
        }
    }

    struct ClassroomList: Encodable {
        let items: [ClassroomBody]
        let next: String?
    }

    struct Items<Item: Encodable>: Encodable {
        let items: [Item]
    }

    struct JoinPasswordBody: Encodable {
        let joinPassword: String
        let joinLink: String
    }

    struct MemberBody: Encodable {
        let userId: Int64
        let name: String
        let role: String
        let joinedAt: Date
        let attemptCount: Int

        init(_ member: MemberSummary) {
            userId = member.membership.userID.rawValue
            name = member.name
            role = member.membership.role.rawValue
            joinedAt = member.membership.joinedAt
            attemptCount = member.attemptCount
        }
    }

    struct Removed: Encodable {
        let attemptsDeleted: Int
    }

    struct QuizBody: Encodable {
        let id: Int64
        let classroomId: Int64
        let name: String
        let instructions: String
        let state: String
        let deadline: Date?
        let publishedAt: Date?
        let createdAt: Date
        let settings: Wire.QuizSettings
        let questionCount: Int?

        init(_ quiz: Quiz, now: Date, questionCount: Int?) {
            id = quiz.id.rawValue
            classroomId = quiz.classroomID.rawValue
            name = quiz.name
            instructions = quiz.instructions
            state = quiz.state(at: now).rawValue
            deadline = quiz.deadline
            publishedAt = quiz.publishedAt
            createdAt = quiz.createdAt
            settings = Wire.QuizSettings(quiz.settings)
            self.questionCount = questionCount
        }
    }

    struct ScoreBody: Encodable {
        let right: Int
        let total: Int
    }

    struct AttemptQuestionBody: Encodable {
        let id: Int64
        let prompt: String
        let options: [String]
        let chosen: Int?
        let right: Int?
        let explanation: String?
    }

    struct AttemptBody: Encodable {
        let id: Int64
        let quizId: Int64
        let studentId: Int64
        let number: Int
        let startedAt: Date
        let dueAt: Date?
        let submittedAt: Date?
        let score: ScoreBody?
        let late: Bool
        let questions: [AttemptQuestionBody]

        /// The attempt with its questions in its own order; `chosen` and `right` are positions in `options`, and
        /// `right` and `explanation` are there only when the answers may be shown.
        init(_ view: AttemptView) {
            let attempt = view.attempt
            id = attempt.id.rawValue
            quizId = view.quiz.id.rawValue
            studentId = attempt.studentID.rawValue
            number = attempt.number
            startedAt = attempt.startedAt
            dueAt = view.dueAt
            submittedAt = attempt.submittedAt
            score = attempt.score.map { ScoreBody(right: $0.right, total: $0.total) }
            late = attempt.late
            questions = view.items.map { item in
                AttemptQuestionBody(
                    id: item.questionID.rawValue, prompt: item.prompt, options: item.options, chosen: item.chosen,
                    right: item.right,
                    explanation: item.explanation)
            }
        }
    }

    struct StudentResultBody: Encodable {
        let userId: Int64
        let name: String
        let submittedAttempts: Int
        let attemptsInProgress: Int
        let gradedScore: Double?
        let lastScore: ScoreBody?
        let lastSubmittedAt: Date?
    }

    struct QuestionResultBody: Encodable {
        let questionId: Int64
        let prompt: String
        let answered: Int
        let right: Int
        let percentRight: Double?
        let mostChosenWrongOption: String?
    }

    struct ResultsBody: Encodable {
        let answeredCount: Int
        let memberCount: Int
        let submittedAttempts: Int
        let students: [StudentResultBody]
        let questions: [QuestionResultBody]

        init(_ results: QuizResults, questions: [Question], members: [MemberSummary]) {
            let names = Dictionary(
                members.map { ($0.membership.userID, $0.name) }, uniquingKeysWith: { first, _ in first })
            let contents = Dictionary(questions.map { ($0.id, $0.content) }, uniquingKeysWith: { first, _ in first })
            answeredCount = results.answeredCount
            memberCount = results.memberCount
            submittedAttempts = results.submittedAttempts
            students = results.students.map { row in
                StudentResultBody(
                    userId: row.userID.rawValue, name: names[row.userID] ?? "",
                    submittedAttempts: row.submittedAttempts, attemptsInProgress: row.attemptsInProgress,
                    gradedScore: row.gradedScore,
                    lastScore: row.lastScore.map { ScoreBody(right: $0.right, total: $0.total) },
                    lastSubmittedAt: row.lastSubmittedAt)
            }
            self.questions = results.questions.map { row in
                let content = contents[row.questionID]
                return QuestionResultBody(
                    questionId: row.questionID.rawValue, prompt: content?.prompt ?? "", answered: row.answered,
                    right: row.right, percentRight: row.percentRight(of: results.submittedAttempts),
                    mostChosenWrongOption: row.mostChosenWrongOption.flatMap { option in
                        content.flatMap { $0.options.indices.contains(option) ? $0.options[option] : nil }
                    })
            }
        }
    }

    struct ClassroomInput: Decodable {
        var name: String?
    }

    struct JoinInput: Decodable {
        var password: String?
    }

    struct MemberInput: Decodable {
        var userId: Int64?
    }

    struct QuestionInput: Decodable {
        var prompt: String?
        var rightOption: String?
        var wrongOptions: [String]?
        var explanation: String?
    }

    struct QuizInput: Decodable, QuizSettingsInput {
        var name: String?
        var instructions: String?
        var deadline: String?
        var publish: Bool?
        var attemptsAllowed: Int?
        var grading: String?
        var shuffleQuestions: Bool?
        var shuffleOptions: Bool?
        var answerVisibility: String?
        var timeLimitSeconds: Int?
        var questions: [QuestionInput]?
    }

    struct QuizFromDeckInput: Decodable, QuizSettingsInput {
        var deckId: Int64?
        var category: String?
        var count: Int?
        var name: String?
        var instructions: String?
        var deadline: String?
        var publish: Bool?
        var attemptsAllowed: Int?
        var grading: String?
        var shuffleQuestions: Bool?
        var shuffleOptions: Bool?
        var answerVisibility: String?
        var timeLimitSeconds: Int?
    }

    struct DeadlineInput: Decodable {
        var deadline: String?
    }

    struct AttemptAnswerInput: Decodable {
        var option: Int?
    }
}
