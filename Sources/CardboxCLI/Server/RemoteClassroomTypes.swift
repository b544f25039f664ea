import CardboxWire
import Foundation

/// A classroom as the server's API lists it.
struct RemoteClassroom: Codable, Sendable {
    /// The classroom's id.
    let id: Int64
    /// Its name.
    let name: String
    /// The teacher's name.
    let teacherName: String
    /// How many students have joined.
    let studentCount: Int
    /// The caller's role: teacher, co_teacher or student.
    let role: String?
    /// When it was made.
    let createdAt: Date
    /// The join password, shown only to those who teach it.
    let joinPassword: String?
    /// The join link, shown only to those who teach it.
    let joinLink: String?
}

/// One page of `GET /api/v1/classrooms`.
struct RemoteClassroomPage: Decodable, Sendable {
    /// The classrooms on the page.
    let items: [RemoteClassroom]
    /// The cursor of the next page, or `nil` on the last.
    let next: String?
}

/// A quiz as the server's API lists it.
struct RemoteQuiz: Codable, Sendable {
    /// The quiz's id.
    let id: Int64
    /// Its name.
    let name: String
    /// draft, open or closed.
    let state: String
    /// When it closes, if ever.
    let deadline: Date?
    /// How many questions it has.
    let questionCount: Int?
    /// What students read first.
    let instructions: String?
    /// Its attempts, grading, order and answer settings.
    let settings: Wire.QuizSettings?
}

extension Wire.QuizSettings {
    /// The settings in words, such as "1 attempt, highest counts, answers after submitting, no time limit".
    var summary: String {
        let attempts = attemptsAllowed == 0 ? "unlimited attempts" : Plural.count(attemptsAllowed, "attempt")
        let answers =
            switch answerVisibility {
            case "after_deadline": "answers after the deadline"
            case "never": "answers never shown"
            default: "answers after submitting"
            }
        let limit = timeLimitSeconds.map { "\($0 / 60) min per attempt" } ?? "no time limit"
        let order =
            switch (shuffleQuestions, shuffleOptions) {
            case (true, true): "questions and options shuffled"
            case (true, false): "questions shuffled"
            case (false, true): "options shuffled"
            case (false, false): "nothing shuffled"
            }
        return [attempts, "\(grading) counts", answers, limit, order].joined(separator: ", ")
    }
}

/// A deck as the server's API lists it (only what the command line needs).
struct RemoteDeck: Decodable, Sendable {
    /// The deck's id.
    let id: Int64
    /// Its name.
    let name: String
}

/// One page of `GET /api/v1/decks`.
struct RemoteDeckPage: Decodable, Sendable {
    /// The decks on the page.
    let items: [RemoteDeck]
    /// The page number, from 1.
    let page: Int
    /// Decks per page.
    let perPage: Int
    /// Decks in all.
    let total: Int
}

/// A list under `items`, as several API answers are.
struct RemoteItems<Item: Decodable & Sendable>: Decodable, Sendable {
    /// The items.
    let items: [Item]
}

/// `GET …/quizzes/{id}/results`: who answered, per student and per question.
struct RemoteResults: Codable, Sendable {
    /// A right-out-of score.
    struct Score: Codable, Sendable {
        /// Questions answered right.
        let right: Int
        /// Questions in all.
        let total: Int
    }

    /// One student's row.
    struct Student: Codable, Sendable {
        /// The student's account id.
        let userId: Int64
        /// The student's name.
        let name: String
        /// Attempts submitted.
        let submittedAttempts: Int
        /// Attempts started and not yet submitted.
        let attemptsInProgress: Int
        /// The score under the quiz's grading method, 0–1.
        let gradedScore: Double?
        /// The last submitted attempt's score.
        let lastScore: Score?
    }

    /// One question's row.
    struct Question: Codable, Sendable {
        /// The question's id.
        let questionId: Int64
        /// Its prompt.
        let prompt: String
        /// Submitted attempts that answered it.
        let answered: Int
        /// Submitted attempts that answered it right.
        let right: Int
        /// The share of submitted attempts that answered it right, 0–100.
        let percentRight: Double?
        /// The wrong option chosen most.
        let mostChosenWrongOption: String?
    }

    /// Students who submitted at least one attempt.
    let answeredCount: Int
    /// Students in the classroom.
    let memberCount: Int
    /// Attempts submitted in all.
    let submittedAttempts: Int
    /// Per student.
    let students: [Student]
    /// Per question.
    let questions: [Question]
}
