import CardboxCore
import CardboxHTTP
import Foundation

/// The classroom's live events: the one place they are published, so they can be carried to other nodes.
struct ClassroomEvents {
    let services: WebServices

    /// The stream key of a quiz's live dashboards.
    static func key(for quiz: QuizID) -> String { "quiz-\(quiz)" }

    /// Tells the quiz's dashboards, on every node, that an attempt was submitted (`event: attempt`).
    func attemptSubmitted(_ attempt: Attempt, quiz: Quiz) {
        let body = SubmittedAttempt(
            attemptId: attempt.id.rawValue, right: attempt.score?.right ?? 0, total: attempt.score?.total ?? 0)
        services.publishLiveEvent("attempt", body: body, toStream: Self.key(for: quiz.id))
    }

    /// The body of an `attempt` event.
    private struct SubmittedAttempt: Encodable {
        let attemptId: Int64
        let right: Int
        let total: Int
    }

    /// Opens a dashboard's stream of a quiz.
    func open(_ quiz: Quiz, session: String?) throws -> EventStream {
        let stream = try services.eventStreams.open(key: Self.key(for: quiz.id), session: session)
        stream.send("{}", event: "ready")
        return stream
    }
}
