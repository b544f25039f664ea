import CardboxCore
import CardboxOptimizer
import Foundation

#if canImport(Glibc)
    import Glibc

    /// The CPU seconds this process has used.
    private func processCPUSeconds() -> Double { Double(Glibc.clock()) / Double(CLOCKS_PER_SEC) }
#elseif canImport(Darwin)
    import Darwin

    /// The CPU seconds this process has used.
    private func processCPUSeconds() -> Double { Double(Darwin.clock()) / Double(CLOCKS_PER_SEC) }
#endif

/// `cardbox-bench optimizer --reviews FILE`: one FSRS-6 fit of a simulated review log (JSON from
/// peers/fsrs_optimizer_peer.py), timed, printed as one JSON line with the fitted weights and the in-sample log loss
/// of the fit and of the given peer weights; the fit is timed in wall-clock and in process CPU seconds.
func runOptimizerBenchmark(_ arguments: [String]) -> Never {
    struct Log: Decodable {
        var fitted_weights: [Double]
        var reviews: [[Int]]
    }
    guard arguments.count == 2, arguments[0] == "--reviews",
        let data = FileManager.default.contents(atPath: arguments[1])
    else { fail("usage: cardbox-bench optimizer --reviews FILE") }
    guard let log = try? JSONDecoder().decode(Log.self, from: data) else { fail("cannot decode \(arguments[1])") }
    let training = TrainingData(
        events: log.reviews.enumerated().map { offset, review in
            TrainingData.Event(
                cardID: Int64(review[0]), time: Double(review[1]) * 86_400 + Double(offset), studyDay: review[1],
                rating: review[2])
        })
    let started = Date()
    let startedCPU = processCPUSeconds()
    let fit = ParameterFitter().fit(training)
    let seconds = Date().timeIntervalSince(started)
    let cpuSeconds = processCPUSeconds() - startedCPU
    let ours = Evaluation.evaluate(fit.weights, on: training)
    let peer = log.fitted_weights.count == 21 ? Evaluation.evaluate(log.fitted_weights, on: training).logLoss : nil
    let line: [String: Any] = [
        "fit_seconds": seconds, "fit_cpu_seconds": cpuSeconds, "log_loss": ours.logLoss,
        "peer_log_loss": peer ?? NSNull(),
        "scored": ours.count, "weights": fit.weights, "outcome": fit.outcome.rawValue,
    ]
    guard let json = try? JSONSerialization.data(withJSONObject: line, options: [.sortedKeys]) else {
        fail("cannot encode the result")
    }
    print(String(decoding: json, as: UTF8.self))
    exit(0)
}
