import CardboxCore
import CardboxTestSupport
import Foundation
import Testing

/// FSRS-6 against the published reference vectors (py-fsrs 6.3.2, fsrs-rs).
@Suite struct FSRSReferenceVectorTests {
    let model = FSRSModel(weights: FSRSParameters.defaultWeights)
    let utc = StudyCalendar(timeZone: TimeZone(secondsFromGMT: 0) ?? .current, rolloverHour: 0)

    @Test func reviewSequenceMatchesPyFSRS() {
        let scheduler = FSRSScheduler(parameters: FSRSParameters(fuzz: false, dayCounting: .elapsedTime))
        let ratings: [Rating] = [
            .good, .good, .good, .good, .good, .good, .again, .again, .good, .good, .good, .good, .good,
        ]
        var state = SchedulingState.new(dueOn: StudyDay(index: 0))
        var now = Fixtures.utc(2022, 11, 29, 12, 30)
        var intervals: [Int] = []
        var stabilities: [Double] = []
        var difficulties: [Double] = []
        for rating in ratings {
            state = scheduler.nextStates(from: state, in: utc.context(at: now))[rating]
            let due = state.dueAt ?? now.addingTimeInterval(Double(state.intervalDays) * 86_400)
            intervals.append(Int(due.timeIntervalSince(now) / 86_400))
            stabilities.append(state.stability ?? 0)
            difficulties.append(state.difficulty ?? 0)
            now = due
        }
        #expect(intervals == [0, 2, 11, 46, 163, 498, 0, 0, 2, 4, 7, 12, 21])
        let expectedS = [
            2.3065, 2.3065, 10.971, 46.3169, 162.9998, 497.8766, 6.8904, 2.1546, 2.1546, 3.9831, 7.2363, 12.483,
            20.7704,
        ]
        let expectedD = [
            2.1181, 2.1112, 2.1043, 2.0975, 2.0906, 2.0837, 7.3832, 9.1251, 9.1112, 9.0973, 9.0835, 9.0696, 9.0558,
        ]
        for index in ratings.indices {
            #expect(abs(stabilities[index] - expectedS[index]) < 1e-4, "S at review \(index + 1)")
            #expect(abs(difficulties[index] - expectedD[index]) < 1e-4, "D at review \(index + 1)")
        }
    }

    @Test func memoryStateAfterSixReviews() {
        var stability = model.initialStability(.again)
        var difficulty = model.initialDifficulty(.again)
        for days in [0, 1, 3, 8, 21] {
            if days == 0 {
                stability = model.shortTermStability(stability, rating: .good)
            } else {
                let recall = model.retrievability(elapsedDays: Double(days), stability: stability)
                stability = model.nextStability(
                    difficulty: difficulty, stability: stability, retrievability: recall, rating: .good)
            }
            difficulty = model.nextDifficulty(difficulty, rating: .good)
        }
        #expect(abs(stability - 53.62691) < 1e-4)
        #expect(abs(difficulty - 6.3574867) < 1e-4)
    }

    @Test func intervalsForDesiredRetention() {
        let retentions = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0]
        let intervals = retentions.map { model.interval(stability: 1, desiredRetention: $0, maximum: 10_000_000) }
        #expect(intervals == [3_116_769, 34_793, 2_508, 387, 90, 27, 9, 3, 1, 1])
    }

    @Test func initialStates() {
        #expect(Rating.allCases.map(model.initialStability) == [0.212, 1.2931, 2.3065, 8.2956])
        let difficulties = Rating.allCases.map { model.initialDifficulty($0) }
        for (value, expected) in zip(difficulties, [6.4133, 5.112171, 2.118104, 1.0]) {
            #expect(abs(value - expected) < 1e-6)
        }
        #expect(abs(model.initialDifficulty(.easy, clamped: false) - -4.7716) < 1e-4)
    }

    @Test func nextDifficultyFromFive() {
        let next = Rating.allCases.map { model.nextDifficulty(5, rating: $0) }
        for (value, expected) in zip(next, [8.34176, 6.666, 4.99023, 3.31446]) { #expect(abs(value - expected) < 1e-4) }
    }

    @Test func stabilityFromFive() {
        let success = [Rating.hard, .good, .easy].map {
            model.nextStability(difficulty: 5, stability: 5, retrievability: 0.9, rating: $0)
        }
        for (value, expected) in zip(success, [12.43421, 17.36151, 28.15188]) { #expect(abs(value - expected) < 1e-4) }
        #expect(
            abs(model.nextStability(difficulty: 5, stability: 5, retrievability: 0.9, rating: .again) - 0.9535) < 1e-4)
        #expect(abs(model.shortTermStability(1, rating: .again) - 0.35504) < 1e-4)
        #expect(model.shortTermStability(1, rating: .hard) == 1.0)
    }

    @Test func optimizerModelVectors() {
        let difficulties = [1.0, 2, 3, 4]
        let recalls = [0.9, 0.8, 0.7, 0.6]
        let ratings: [Rating] = [.again, .hard, .good, .easy]
        let success = [25.6025, 28.2266, 58.6560, 127.2267]
        let failure = [1.05254, 1.18943, 1.36808, 1.58499]
        let shortTerm = [1.59682, 5.0, 5.0, 8.12961]
        for index in 0..<4 {
            let passed = model.nextStability(
                difficulty: difficulties[index], stability: 5, retrievability: recalls[index],
                rating: ratings[index] == .again ? .good : ratings[index]
            )
            let failed = model.nextStability(
                difficulty: difficulties[index], stability: 5, retrievability: recalls[index], rating: .again
            )
            let short = model.shortTermStability(5, rating: ratings[index])
            #expect(abs(passed - success[index]) < 1e-3, "success \(index)")
            #expect(abs(failed - failure[index]) < 1e-4, "failure \(index)")
            #expect(abs(short - shortTerm[index]) < 1e-4, "short-term \(index)")
        }
    }

    @Test func fuzzStaysInsideTheRangeAndIsOffBelowThreeDays() {
        let scheduler = FSRSScheduler()
        #expect(scheduler.fuzzed(2, factor: 0.99) == 2)
        // 10 days: delta = 1 + 0.15·4.5 + 0.1·3 = 1.975, so lo 8 and hi 12; py-fsrs rounds the draw, which reaches 13.
        let spread = Set(stride(from: 0.0, to: 1.0, by: 0.01).map { scheduler.fuzzed(10, factor: $0) })
        #expect(spread == Set(8...13))
        #expect(scheduler.fuzzed(10, factor: 0.5) == 10)
    }
}
