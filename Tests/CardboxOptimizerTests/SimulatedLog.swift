import CardboxOptimizer
import CardboxTestSupport
import Foundation

/// A review log simulated by the Python peer from known weights, with fsrs-rs's fit of it.
struct SimulatedLog: Decodable {
    var seed: Int
    var true_weights: [Double]
    var fitted_weights: [Double]
    var fit_seconds: Double
    var reviews: [[Int]]

    /// Simulates `reviews` reviews for `seed`, fitting them with fsrs-rs unless `fit` is false.
    static func make(seed: Int, reviews: Int, fit: Bool = true) throws -> SimulatedLog {
        let output = try PythonPeer.run(
            script: "peers/fsrs_optimizer_peer.py",
            arguments: ["--seed", "\(seed)", "--reviews", "\(reviews)"] + (fit ? [] : ["--no-fit"]))
        return try JSONDecoder().decode(SimulatedLog.self, from: output)
    }

    /// The log as training data: one study day per simulated day, reviews ordered as simulated.
    var trainingData: TrainingData {
        TrainingData(
            events: reviews.enumerated().map { offset, review in
                TrainingData.Event(
                    cardID: Int64(review[0]), time: Double(review[1]) * 86_400 + Double(offset),
                    studyDay: review[1], rating: review[2])
            })
    }
}
