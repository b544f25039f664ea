import CardboxOptimizer
import Synchronization

/// The retention advisor's curves already simulated, by weights and new cards a day, so the stats page simulates
/// a year of study once per deck setting rather than on every visit.
final class RetentionCurves: Sendable {
    private struct Key: Hashable {
        var weights: [Double]
        var newCardsPerDay: Int
        var reviewLimit: Int
        var days: Int
    }

    /// The most curves kept; the oldest goes first.
    static let capacity = 64

    private let curves = Mutex<(entries: [Key: [RetentionAdvisor.Point]], order: [Key])>(([:], []))

    /// The curve of `advisor`, simulated on first use.
    func curve(_ advisor: RetentionAdvisor) -> [RetentionAdvisor.Point] {
        let key = Key(
            weights: advisor.weights, newCardsPerDay: advisor.newCardsPerDay, reviewLimit: advisor.reviewLimit,
            days: advisor.days)
        if let known = curves.withLock({ $0.entries[key] }) { return known }
        let points = advisor.curve()
        curves.withLock { cache in
            guard cache.entries[key] == nil else { return }
            cache.entries[key] = points
            cache.order.append(key)
            if cache.order.count > Self.capacity { cache.entries[cache.order.removeFirst()] = nil }
        }
        return points
    }
}
