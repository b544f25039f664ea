import CardboxTestSupport
import Foundation
import Testing

/// `cardbox optimize`: fitting a plain review log, and clear errors for bad input.
@Suite(.timeLimit(.minutes(10))) struct OptimizeCLITests {
    /// A review log of 150 cards over two months, in both time formats.
    func reviewLog() -> String {
        var lines = ["card_id,review_time,rating"]
        let start = 1_704_106_800.0  // 2024-01-01 11:00 UTC
        var generator = SystemRandomNumberGenerator.Seeded(state: 7)
        for card in 1...150 {
            var day = Double(card / 5)
            var gap = 1.0
            for review in 0..<6 {
                let time = start + day * 86_400 + Double(card)
                let rating = review == 0 ? 3 : (generator.next() % 5 == 0 ? 1 : 3)
                let stamp =
                    card.isMultiple(of: 2)
                    ? "\(Int64(time * 1000))"
                    : ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: time))
                lines.append("\(card),\(stamp),\(rating)")
                gap = rating == 1 ? 1 : gap * 2.5
                day += gap.rounded()
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func fitsAReviewLogAndReportsHeldOutMetricsForTheFitAndTheDefaults() throws {
        let cardbox = try CardboxProcess()
        let file = URL(fileURLWithPath: cardbox.home.file("log.csv"))
        try reviewLog().write(to: file, atomically: true, encoding: .utf8)
        let result = try cardbox.run([
            "optimize", "--from-csv", file.path, "--holdout", "0.2", "--json", "--time-zone", "Europe/Berlin",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(
            JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["reviews"] as? Int == 900)
        #expect((json["weights"] as? [Double])?.count == 21)
        let fit = try #require(json["fit"] as? [String: Any])
        let defaults = try #require(json["defaults"] as? [String: Any])
        #expect(fit["count"] as? Int == defaults["count"] as? Int)
        #expect((fit["count"] as? Int ?? 0) > 100)
        #expect((defaults["log_loss"] as? Double ?? 0) > 0)
        #expect(json["adopted"] is Bool)
    }

    @Test func aMalformedRowNamesTheLineAndExitsWithDataError() throws {
        let cardbox = try CardboxProcess()
        let file = URL(fileURLWithPath: cardbox.home.file("bad.csv"))
        try "card_id,review_time,rating\n1,2024-01-01T10:00:00Z,3\n2,yesterday,3\n".write(
            to: file, atomically: true, encoding: .utf8)
        let bad = try cardbox.run(["optimize", "--from-csv", file.path])
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("line 3: review_time 'yesterday' is neither ISO-8601 nor milliseconds"))
        try "card_id,review_time,rating\n1,2024-01-01T10:00:00Z,7\n".write(to: file, atomically: true, encoding: .utf8)
        let rating = try cardbox.run(["optimize", "--from-csv", file.path])
        #expect(rating.status == 65)
        #expect(rating.stderr.contains("line 2: rating '7' is not 1, 2, 3 or 4"))
        let zone = try cardbox.run(["optimize", "--from-csv", file.path, "--time-zone", "Mars/Olympus"])
        #expect(zone.status == 65)
        #expect(zone.stderr.contains("'--time-zone'"))
    }

    @Test func aMissingFileOrUnknownDeckExitsWithNoInput() throws {
        let cardbox = try CardboxProcess()
        let missing = try cardbox.run(["optimize", "--from-csv", "/nonexistent/log.csv"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("Cannot read '/nonexistent/log.csv'"))
        let empty = try cardbox.run(["optimize"])
        #expect(empty.status == 0)
        #expect(empty.stdout == "No reviews to learn from yet in 0 FSRS decks: the weights stay as they are.\n")
        let deck = try cardbox.run(["optimize", "Nope"])
        #expect(deck.status == 66)
        #expect(deck.stderr.contains("There is no deck named 'Nope'"))
    }
}

extension SystemRandomNumberGenerator {
    /// A tiny seeded generator for building test data.
    struct Seeded {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
    }
}
