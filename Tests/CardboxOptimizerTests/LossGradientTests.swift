import CardboxCore
import Foundation
import Testing

@testable import CardboxOptimizer

/// The hand-derived reverse-mode gradient against forward-mode dual numbers run through the replay itself, so the
/// two can only agree if the derivation follows every branch of the model.
@Suite struct LossGradientTests {
    /// The gradient of `set`'s loss over `cards` by dual numbers: the reference.
    static func dualGradient(_ set: TrainingSet, cards: [Int], weights: [Double]) -> [Double] {
        let replay = MemoryReplay(weights: weights.indices.map { Dual.weight(weights[$0], index: $0) })
        var total = Partials()
        for card in cards {
            let reviews = set.histories[card].reviews
            replay.run(reviews, maximumLength: set.maximumLength) { index, recall in
                let weight = set.weights[card][index]
                let probability = recall.value
                guard weight > 0, probability > 1e-7, probability < 1 - 1e-7 else { return }
                let label = reviews[index].rating > 1 ? 1.0 : 0.0
                total += -weight * (label / probability - (1 - label) / (1 - probability)) * recall.partials
            }
        }
        return (0..<21).map { total[$0] }
    }

    static func expectClose(_ reverse: [Double], _ forward: [Double], _ label: String) {
        for index in 0..<21 {
            let scale = max(1e-6, abs(forward[index]))
            #expect(abs(reverse[index] - forward[index]) <= 1e-9 * scale, "\(label) w\(index)")
        }
    }

    @Test(arguments: [3, 11])
    func agreesWithDualNumbersOnASimulatedLog(seed: Int) throws {
        let log = try SimulatedLog.make(seed: seed, reviews: 3_000, fit: false)
        let set = TrainingSet(histories: log.trainingData.histories, maximumLength: 256)
        let cards = Array(set.histories.indices)
        for weights in [FSRSParameters.defaultWeights, log.true_weights] {
            Self.expectClose(
                set.gradient(of: cards, weights: weights), Self.dualGradient(set, cards: cards, weights: weights),
                "seed \(seed)")
        }
    }

    @Test func agreesWhereClampsAndTheLapseCapBind() {
        // Ratings 1…4 with same-day steps, lapses and long gaps; the weights drive difficulty to both of its
        // bounds, stability to its ceiling and the lapse formula past its cap.
        var generator = SplitMix64(seed: 9)
        let histories = (0..<60).map { card in
            var time = 0.0
            let reviews = (0..<12).map { step -> TrainingData.Review in
                let gap = step == 0 ? 0 : [0, 1, 3, 40, 400, 9_000][Int(generator.next() % 6)]
                time += Double(gap) * 86_400 + 1
                return .init(elapsedDays: gap, rating: Int(generator.next() % 4) + 1, time: time)
            }
            return TrainingData.History(cardID: Int64(card), reviews: reviews)
        }
        let set = TrainingSet(histories: histories, maximumLength: 256)
        let cards = Array(set.histories.indices)
        var steep = FSRSParameters.defaultWeights
        steep[6] = 4.5
        steep[8] = 4.0
        steep[11] = 6.0
        steep[19] = 0.6
        var flat = FSRSParameters.defaultWeights
        flat[4] = 9.5
        flat[5] = 0.02
        flat[13] = 0.9
        for (name, weights) in [("defaults", FSRSParameters.defaultWeights), ("steep", steep), ("flat", flat)] {
            Self.expectClose(
                set.gradient(of: cards, weights: weights), Self.dualGradient(set, cards: cards, weights: weights),
                name)
        }
    }
}
