/// How a student's several submitted attempts at one quiz become one graded score.
public enum GradingMethod: String, Sendable, Codable, CaseIterable {
    /// The best attempt counts.
    case highest
    /// The mean of all submitted attempts counts.
    case average
    /// The first submitted attempt counts.
    case first
    /// The most recent submitted attempt counts.
    case last

    /// The graded score of `attempts`, a fraction from 0 to 1, or `nil` when none is submitted.
    ///
    /// Only submitted attempts count, ordered by their number.
    public func gradedScore(of attempts: [Attempt]) -> Double? {
        let scores = attempts.filter(\.isSubmitted).sorted { $0.number < $1.number }.compactMap(\.score)
        guard let firstScore = scores.first, let lastScore = scores.last else { return nil }
        switch self {
        case .highest: return scores.map(\.fraction).max()
        case .average: return scores.map(\.fraction).reduce(0, +) / Double(scores.count)
        case .first: return firstScore.fraction
        case .last: return lastScore.fraction
        }
    }
}
