import CardboxCore
import CardboxOptimizer
import Testing

/// The optimizer against fsrs-rs (fsrs-rs-python) on logs simulated from known weights.
@Suite struct OptimizerParityTests {
    @Test(.timeLimit(.minutes(10)), arguments: [1, 2])
    func fittedLogLossIsWithinOnePercentOfFSRSRS(seed: Int) throws {
        let log = try SimulatedLog.make(seed: seed, reviews: 4_000)
        let data = log.trainingData
        let fit = ParameterFitter().fit(data)
        #expect(fit.outcome == .full)
        let ours = Evaluation.evaluate(fit.weights, on: data)
        let theirs = Evaluation.evaluate(log.fitted_weights, on: data)
        let defaults = Evaluation.evaluate(FSRSParameters.defaultWeights, on: data)
        #expect(ours.count > 2_000)
        #expect(ours.logLoss <= theirs.logLoss * 1.01, "ours \(ours.logLoss) vs fsrs-rs \(theirs.logLoss)")
        #expect(ours.logLoss < defaults.logLoss)
        let truth = Evaluation.evaluate(log.true_weights, on: data)
        #expect(ours.logLoss <= truth.logLoss * 1.01, "ours \(ours.logLoss) vs generating \(truth.logLoss)")
        // Recovery of the generating weights, in units of each weight's spread across learners: about as close as
        // fsrs-rs gets.
        let spreads = [
            6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6, 0.12, 0.39, 0.18, 0.33, 0.3, 0.09, 0.16, 0.57, 0.25, 1.03, 0.31,
            0.32, 0.14, 0.27,
        ]
        func distance(_ weights: [Double]) -> Double {
            weights.indices.reduce(0.0) { total, index in
                let gap = (weights[index] - log.true_weights[index]) / spreads[index]
                return total + gap * gap
            }.squareRoot()
        }
        #expect(distance(fit.weights) <= distance(log.fitted_weights) * 1.25)
    }

    @Test func sameSeedGivesSameWeights() throws {
        let data = try SimulatedLog.make(seed: 3, reviews: 1_500, fit: false).trainingData
        let first = ParameterFitter().fit(data)
        let second = ParameterFitter().fit(data)
        #expect(first == second)
        let other = ParameterFitter(configuration: OptimizerConfiguration(seed: 9)).fit(data)
        #expect(other.weights != first.weights)
    }
}
