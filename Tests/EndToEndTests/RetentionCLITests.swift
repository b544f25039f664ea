import CardboxTestSupport
import Foundation
import Testing

/// `cardbox retention`: the workload curve as JSON, and clear errors.
@Suite(.timeLimit(.minutes(10))) struct RetentionCLITests {
    @Test func printsTheCurveFrom070To097WithTheCheapestMarked() throws {
        let cardbox = try CardboxProcess()
        let result = try cardbox.run(["retention", "--days", "60", "--new-per-day", "5", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let points = try #require(json["points"] as? [[String: Any]])
        #expect(points.count == 28)
        #expect(points.first?["retention"] as? Double == 0.7)
        #expect(points.last?["retention"] as? Double == 0.97)
        let cheapest = try #require(json["cheapest"] as? Double)
        #expect((0.7...0.97).contains(cheapest))
    }

    @Test func badValuesAndUnknownDecksGetSysexitsCodes() throws {
        let cardbox = try CardboxProcess()
        let bad = try cardbox.run(["retention", "--days", "0"])
        #expect(bad.status == 65)
        #expect(bad.stderr.contains("The value '0' is invalid for '--days': expected 1–3650."))
        let deck = try cardbox.run(["retention", "Nope"])
        #expect(deck.status == 66)
    }
}
