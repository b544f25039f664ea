public import CardboxTuning
import Foundation

/// What an optimization is doing, as its page and the API show it.
public struct OptimizeStatus: Sendable, Encodable, Equatable, JobStatusReport {
    /// Where an optimization is.
    public enum Phase: String, Sendable, Codable, Equatable, CaseIterable {
        /// Queued behind other work of the same owner or server.
        case waiting
        /// Fitting.
        case running
        /// Done: ``OptimizeStatus/result`` says what was found.
        case finished
        /// Stopped with an error.
        case failed
    }

    /// The job's id.
    public var id: Int
    /// The deck being optimized.
    public var deckID: Int64
    /// Where the job is.
    public var state: Phase
    /// Percent of the fit done.
    public var done: Int
    /// A sentence for the user.
    public var message: String
    /// Why the job failed.
    public var error: String?
    /// The place in the queue while waiting: 1 when it is next.
    public var position: Int?
    /// What the fit found, once finished.
    public var result: OptimizationReport?

    /// Whether the job has ended.
    public var finished: Bool { state == .finished || state == .failed }
    /// The page that shows the job and, once it ended, its result.
    public var next: String { "/optimizations/\(id)" }

    enum CodingKeys: String, CodingKey {
        case id, state, done, total, message, error, position, result, finished, next
        case deckID = "deck_id"
    }

    /// Encodes the status with its derived fields (`total` is always 100: `done` is a percentage).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(deckID, forKey: .deckID)
        try container.encode(state, forKey: .state)
        try container.encode(done, forKey: .done)
        try container.encode(100, forKey: .total)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(error, forKey: .error)
        try container.encodeIfPresent(position, forKey: .position)
        try container.encodeIfPresent(result, forKey: .result)
        try container.encode(finished, forKey: .finished)
        try container.encode(next, forKey: .next)
    }
}

/// An optimization job's payload and progress as stored with the job.
struct OptimizePayload: Codable {
    /// The deck.
    var deckID: Int64

    enum CodingKeys: String, CodingKey { case deckID = "deck_id" }
}

/// The progress an optimization job records.
struct OptimizeProgress: Codable {
    /// Percent done.
    var percent: Int
    /// A sentence for the user.
    var message: String
    /// What was found, once done.
    var report: OptimizationReport?

    static func decoded(_ text: String) -> OptimizeProgress {
        (try? JSONDecoder().decode(OptimizeProgress.self, from: Data(text.utf8)))
            ?? OptimizeProgress(percent: 0, message: "Waiting to start…", report: nil)
    }

    func encoded() -> String {
        (try? JSONEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
