import CardboxCore
import Foundation
import Testing

@testable import CardboxOptimizer

/// The dual-number gradient against finite differences of the same loss.
@Suite struct GradientTests {
    @Test func gradientMatchesFiniteDifferences() {
        let reviews: [TrainingData.Review] = [
            .init(elapsedDays: 0, rating: 1, time: 0), .init(elapsedDays: 0, rating: 3, time: 1),
            .init(elapsedDays: 2, rating: 3, time: 2), .init(elapsedDays: 5, rating: 1, time: 3),
            .init(elapsedDays: 0, rating: 2, time: 4), .init(elapsedDays: 3, rating: 4, time: 5),
            .init(elapsedDays: 12, rating: 3, time: 6),
        ]
        let set = TrainingSet(histories: [.init(cardID: 1, reviews: reviews)], maximumLength: 256)
        let weights = FSRSParameters.defaultWeights.enumerated().map { $0.element * (1 + 0.01 * Double($0.offset % 3)) }
        let gradient = set.gradient(of: [0], weights: weights)
        func loss(_ w: [Double]) -> Double {
            var total = 0.0
            MemoryReplay(weights: w).run(reviews) { index, recall in
                let y: Double = reviews[index].rating > 1 ? 1 : 0
                let likelihood: Double = y * log(recall) + (1 - y) * log(1 - recall)
                total -= set.weights[0][index] * likelihood
            }
            return total
        }
        for index in 0..<21 where index != 7 {
            var up = weights
            var down = weights
            let step = 1e-6 * max(1, abs(weights[index]))
            up[index] += step
            down[index] -= step
            let numeric = (loss(up) - loss(down)) / (2 * step)
            #expect(abs(numeric - gradient[index]) <= 1e-4 * max(1, abs(numeric)), "w\(index)")
        }
    }
}
