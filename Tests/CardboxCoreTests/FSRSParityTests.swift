import CardboxCore
import CardboxTestSupport
import Foundation
import Testing

/// FSRS-6 against the real py-fsrs 6.3.2 on 1,200 random review histories (fuzz off, py-fsrs day counting).
@Suite struct FSRSParityTests {
    struct Reference: Decodable {
        var fsrs_version: String
        var histories: [History]
    }

    struct History: Decodable {
        var id: Int
        var parameters: [Double]
        var desired_retention: Double
        var learning_steps_s: [Int]
        var relearning_steps_s: [Int]
        var maximum_interval: Int
        var reviews: [Review]
    }

    struct Review: Decodable {
        var at_ms: Int64
        var rating: Int
        var expected: Expected
    }

    struct Expected: Decodable {
        var state: Int
        var step: Int?
        var stability: Double
        var difficulty: Double
        var due_ms: Int64
        var retrievability_before: Double?
    }

    @Test(.timeLimit(.minutes(10)))
    func matchesPyFSRSOnRandomHistories() throws {
        let output = try PythonPeer.run(
            script: "peers/fsrs_parity.py", arguments: ["--seed", "7", "--histories", "1200"])
        let reference = try JSONDecoder().decode(Reference.self, from: output)
        #expect(reference.fsrs_version == "6.3.2")
        #expect(reference.histories.count == 1_200)
        var reviews = 0
        var failures: [String] = []
        let utc = StudyCalendar(timeZone: TimeZone(secondsFromGMT: 0) ?? .current, rolloverHour: 0)
        for history in reference.histories {
            let scheduler = FSRSScheduler(
                parameters: FSRSParameters(
                    weights: history.parameters, desiredRetention: history.desired_retention,
                    learningSteps: history.learning_steps_s, relearningSteps: history.relearning_steps_s,
                    maximumInterval: history.maximum_interval, fuzz: false, dayCounting: .elapsedTime
                )
            )
            var state = SchedulingState.new(dueOn: StudyDay(index: 0))
            for (index, review) in history.reviews.enumerated() where failures.count < 10 {
                reviews += 1
                let now = Date(timeIntervalSince1970: Double(review.at_ms) / 1000)
                let context = utc.context(at: now)
                let recall = scheduler.retrievability(of: state, in: context)
                guard let rating = Rating(rawValue: review.rating) else {
                    preconditionFailure("bad rating in reference")
                }
                state = scheduler.nextStates(from: state, in: context)[rating]
                let expected = review.expected
                let dueMilliseconds: Int64 =
                    if let dueAt = state.dueAt {
                        Int64((dueAt.timeIntervalSince1970 * 1000).rounded())
                    } else {
                        review.at_ms + Int64(state.intervalDays) * 86_400_000
                    }
                let phase: [SchedulingState.Phase: Int] = [.learning: 1, .review: 2, .relearning: 3]
                let place = "history \(history.id) review \(index + 1)"
                if phase[state.phase] != expected.state {
                    failures.append("\(place): phase \(state.phase) vs \(expected.state)")
                }
                if expected.step != nil && state.step != expected.step {
                    failures.append("\(place): step \(state.step)")
                }
                if abs((state.stability ?? 0) - expected.stability) >= 1e-4 {
                    failures.append("\(place): S \(state.stability ?? 0) vs \(expected.stability)")
                }
                if abs((state.difficulty ?? 0) - expected.difficulty) >= 1e-4 {
                    failures.append("\(place): D \(state.difficulty ?? 0) vs \(expected.difficulty)")
                }
                if dueMilliseconds != expected.due_ms {
                    failures.append(
                        "\(place): due in \(dueMilliseconds - review.at_ms) ms vs \(expected.due_ms - review.at_ms) ms")
                }
                if let expectedRecall = expected.retrievability_before, abs((recall ?? -1) - expectedRecall) >= 1e-9 {
                    failures.append("\(place): R \(recall ?? -1) vs \(expectedRecall)")
                }
            }
        }
        #expect(reviews > 10_000)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
