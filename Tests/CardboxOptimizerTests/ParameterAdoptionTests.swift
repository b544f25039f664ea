import CardboxCore
import CardboxOptimizer
import Testing

/// The adopt-only-if-better rule.
@Suite struct ParameterAdoptionTests {
    @Test func rejectsAFitThatOverfitsATinyHistory() {
        // Twelve cards, each seen once and recalled two days later; then, in the held-back part, all forgotten.
        var events: [TrainingData.Event] = []
        for card in 0..<80 {
            let start = card / 8
            events.append(.init(cardID: Int64(card), time: Double(start * 86_400), studyDay: start, rating: 3))
            let day = start + 2
            let rating = card < 64 ? 3 : 1
            events.append(.init(cardID: Int64(card), time: Double(day * 86_400), studyDay: day, rating: rating))
        }
        let data = TrainingData(events: events)
        let decision = ParameterAdoption().decide(data, current: FSRSParameters.defaultWeights)
        #expect(!decision.adopted)
        #expect(decision.weights == FSRSParameters.defaultWeights)
        #expect(decision.candidate.logLoss > decision.current.logLoss)
        #expect(decision.current.count == 16)
    }

    @Test(.timeLimit(.minutes(10)))
    func adoptsAFitThatPredictsNewReviewsBetter() throws {
        let data = try SimulatedLog.make(seed: 4, reviews: 3_000, fit: false).trainingData
        let decision = ParameterAdoption().decide(data, current: FSRSParameters.defaultWeights)
        #expect(decision.adopted)
        #expect(decision.candidate.logLoss < decision.current.logLoss)
        #expect(decision.outcome == .full)
        #expect(decision.weights != FSRSParameters.defaultWeights)
    }
}
