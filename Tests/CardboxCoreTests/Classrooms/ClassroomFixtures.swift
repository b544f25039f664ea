import CardboxCore
import FoundationEssentials

/// Fixed times and small builders for the classroom rule tests.
enum ClassroomFixtures {
    /// The fixed "now" every rule test measures from.
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// `now` moved by `seconds`.
    static func at(_ seconds: TimeInterval) -> Date { now.addingTimeInterval(seconds) }

    /// A published quiz with the given deadline offset (seconds from `now`) and settings.
    static func quiz(
        deadline: TimeInterval? = 3600, settings: QuizSettings = QuizSettings(), published: Bool = true
    )
        -> Quiz
    {
        Quiz(
            id: QuizID(rawValue: 7), classroomID: ClassroomID(rawValue: 1), name: "Week 1",
            deadline: deadline.map(at), settings: settings, publishedAt: published ? at(-7200) : nil,
            createdAt: at(-10_000))
    }

    /// `count` questions with four options each, ids 1...count.
    static func questions(_ count: Int) -> [Question] {
        (0..<count).map { index in
            Question(
                id: QuestionID(rawValue: Int64(index + 1)), quizID: QuizID(rawValue: 7), position: index,
                content: QuestionContent(
                    prompt: "Q\(index)", rightOption: "right", wrongOptions: ["a", "b", "c"], explanation: ""))
        }
    }

    /// An attempt by `student` started `started` seconds from `now`.
    static func attempt(
        _ id: Int64, student: Int64 = 1, number: Int = 1, started: TimeInterval = 0, submitted: TimeInterval? = nil,
        answers: [QuestionID: Int] = [:], score: AttemptScore? = nil
    ) -> Attempt {
        Attempt(
            id: AttemptID(rawValue: id), quizID: QuizID(rawValue: 7), studentID: UserID(rawValue: student),
            number: number, seed: UInt64(id), startedAt: at(started), submittedAt: submitted.map(at),
            answers: answers, score: score)
    }
}
