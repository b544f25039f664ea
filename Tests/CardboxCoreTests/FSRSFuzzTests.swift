import CardboxCore
import CardboxTestSupport
import Foundation
import Testing

/// The fuzz users get: the same intervals as py-fsrs for the same draws, within range, and evenly spread.
@Suite struct FSRSFuzzTests {
    struct Reference: Decodable {
        var cases: [Case]
    }

    struct Case: Decodable {
        var interval: Int
        var maximum_interval: Int
        var draw: Double
        var fuzzed: Int
    }

    @Test(.timeLimit(.minutes(10)))
    func sameIntervalsAsPyFSRSForTheSameDraws() throws {
        let output = try PythonPeer.run(
            script: "peers/fsrs_fuzz_peer.py", arguments: ["--seed", "11", "--count", "3000"])
        let reference = try JSONDecoder().decode(Reference.self, from: output)
        #expect(reference.cases.count == 3_007)
        var mismatches: [String] = []
        for item in reference.cases {
            let scheduler = FSRSScheduler(parameters: FSRSParameters(maximumInterval: item.maximum_interval))
            let ours = scheduler.fuzzed(item.interval, factor: item.draw)
            if ours != item.fuzzed {
                mismatches.append("\(item.interval) d, max \(item.maximum_interval), draw \(item.draw): \(ours)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func fuzzStaysInRangeAndSpreadsEvenlyOverIt() {
        let scheduler = FSRSScheduler(parameters: FSRSParameters())
        // 10 days: delta = 1 + 0.15 · 4.5 + 0.10 · 3 = 1.975, so the range is 8…12.
        var counts: [Int: Int] = [:]
        let draws = 20_000
        for card in 1...draws {
            let factor = FuzzFactor.value(cardID: CardID(rawValue: Int64(card)), repetitions: 3)
            counts[scheduler.fuzzed(10, factor: factor), default: 0] += 1
        }
        // As in py-fsrs, the draw spans five slots from 8 (8 + 5·f rounded half to even), so 8 and 13 get half a
        // slot each: the top day can be one past the range.
        #expect(Set(counts.keys) == [8, 9, 10, 11, 12, 13])
        let expected: [Int: Double] = [8: 0.1, 9: 0.2, 10: 0.2, 11: 0.2, 12: 0.2, 13: 0.1]
        for (day, share) in expected {
            let observed = Double(counts[day, default: 0]) / Double(draws)
            #expect(abs(observed - share) < 0.012, "day \(day): \(observed) vs \(share)")
        }
        let mean = Double(counts.reduce(0) { $0 + $1.key * $1.value }) / Double(draws)
        #expect(abs(mean - 10.5) < 0.05)
        #expect(counts.values.reduce(0, +) == draws)
        // A year: delta = 1 + 0.675 + 1.3 + 0.05 · 345 = 20.225, so 345…385.
        let year = (0..<2_000).map { scheduler.fuzzed(365, factor: Double($0) / 2_000) }
        #expect(year.min() == 345)
        #expect(year.max() == 386)
        #expect(scheduler.fuzzed(2, factor: 0.99) == 2)
    }
}
