import CardboxCore
import CardboxOptimizer
import Testing

/// The workload-versus-retention simulation.
@Suite struct RetentionAdvisorTests {
    @Test func higherRetentionCostsMoreAndRemembersMore() {
        let advisor = RetentionAdvisor(weights: FSRSParameters.defaultWeights, days: 120, newCardsPerDay: 10)
        let curve = advisor.curve(retentions: [0.7, 0.8, 0.9, 0.97])
        #expect(curve.map(\.retention) == [0.7, 0.8, 0.9, 0.97])
        #expect(curve[3].minutesPerDay > curve[2].minutesPerDay)
        #expect(curve[2].minutesPerDay > curve[0].minutesPerDay)
        #expect(curve[3].remembered > curve[0].remembered)
        #expect(curve.allSatisfy { $0.remembered <= 1_200 && $0.minutesPerDay > 0 })
        let cheapest = RetentionAdvisor.cheapest(curve)
        #expect(
            cheapest.map { point in curve.allSatisfy { point.minutesPerRememberedCard <= $0.minutesPerRememberedCard } }
                == true)
        #expect(advisor.curve(retentions: [0.85]) == advisor.curve(retentions: [0.85]))
    }

    @Test func theReviewLimitCapsTheWorkload() {
        let limited = RetentionAdvisor(
            weights: FSRSParameters.defaultWeights, days: 90, newCardsPerDay: 20, reviewLimit: 5)
        let free = RetentionAdvisor(
            weights: FSRSParameters.defaultWeights, days: 90, newCardsPerDay: 20, reviewLimit: 10_000)
        let costs = RetentionAdvisor.Costs()
        // At most 5 reviews (23 s + 10 s each at worst) and 20 new cards (20 s + 10 s) a day.
        let ceiling = (5 * 33 + 20 * 30) / 60.0
        #expect(limited.simulate(0.95).minutesPerDay <= ceiling)
        #expect(free.simulate(0.95).minutesPerDay > limited.simulate(0.95).minutesPerDay)
        #expect(costs.review.count == 4)
    }
}
