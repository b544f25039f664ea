import CardboxCore
import CardboxHTTP
import Foundation

/// The classroom's live events: the one place they are published, so they can be carried to other nodes.
struct ClassroomEvents {
    let services: WebServices

    /// The stream key of a quiz's live dashboards.
    static func key(for quiz: QuizID) -> String { "quiz-\(quiz)" }

    /// Tells the quiz's dashboards that an attempt was submitted (`event: attempt`).
    func attemptSubmitted(_ attempt: Attempt, quiz: Quiz) {
        let right = attempt.score?.right ?? 0
        let total = attempt.score?.total ?? 0
        let data = "{\"attempt_id\":\(attempt.id),\"right\":\(right),\"total\":\(total)}"
        services.eventStreams.publish(data, event: "attempt", to: Self.key(for: quiz.id))
    }

    /// Opens a dashboard's stream of a quiz.
    func open(_ quiz: Quiz, session: String?) throws -> EventStream {
        let stream = try services.eventStreams.open(key: Self.key(for: quiz.id), session: session)
        stream.send("{}", event: "ready")
        return stream
    }
}
