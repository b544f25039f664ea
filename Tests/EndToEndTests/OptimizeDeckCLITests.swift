import CardboxTestSupport
import Foundation
import Testing

/// `cardbox optimize DECK` on a deck whose history was simulated from weights unlike the defaults: the fit is
/// adopted and stored, and `cardbox reschedule` then moves due dates, and `--undo` puts them back.
@Suite(.timeLimit(.minutes(10))) struct OptimizeDeckCLITests {
    struct Simulated: Decodable {
        var reviews: [[Int]]
    }

    /// A backup with one FSRS deck holding the simulated history.
    func backup() throws -> Data {
        let output = try PythonPeer.run(
            script: "peers/fsrs_optimizer_peer.py", arguments: ["--seed", "4", "--reviews", "3000", "--no-fit"])
        let log = try JSONDecoder().decode(Simulated.self, from: output)
        let start = 1_704_110_400.0  // 2024-01-01 12:00 UTC
        let stamp = ISO8601DateFormatter()
        stamp.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let dayFormat = ISO8601DateFormatter()
        dayFormat.formatOptions = [.withFullDate]
        func day(_ index: Int) -> String {
            dayFormat.string(from: Date(timeIntervalSince1970: start + Double(index) * 86_400))
        }
        let cards = Set(log.reviews.map { $0[0] }).sorted()
        let deck: [String: Any] = [
            "id": 1, "ownerID": 1, "name": "Spanish",
            "createdAt": stamp.string(from: Date(timeIntervalSince1970: start)),
            "style": [String: Any](),
            "options": [
                "scheduler": "fsrs", "newCardsPerDay": 20, "desiredRetention": 0.9, "learningSteps": [60, 600],
                "relearningSteps": [600], "maximumInterval": 36_500, "fuzz": true,
                "fsrsWeights": [
                    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614,
                    0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
                ],
            ],
        ]
        let cardRecords: [[String: Any]] = cards.map { card in
            [
                "id": card, "deckID": 1, "createdAt": stamp.string(from: Date(timeIntervalSince1970: start)),
                "content": [
                    "front": "q\(card)", "back": "a\(card)", "explanation": "", "distractors": [String](),
                    "category": "",
                    "tags": [String](), "style": [String: Any](), "answerIsCode": false,
                ],
                "schedule": [
                    "phase": "new", "dueDay": day(0), "step": 0, "box": 0, "intervalDays": 0, "ease": 2.5,
                    "repetitions": 0, "lapses": 0,
                ],
            ]
        }
        let reviews: [[String: Any]] = log.reviews.enumerated().map { offset, review in
            [
                "id": offset + 1, "cardID": review[0],
                "reviewedAt": stamp.string(
                    from: Date(timeIntervalSince1970: start + Double(review[1]) * 86_400 + Double(offset))),
                "studyDay": day(review[1]), "mode": "flip", "rating": review[2], "isCorrect": review[2] > 1,
                "elapsedMilliseconds": 0,
            ]
        }
        let file: [String: Any] = [
            "format": "cardbox-backup", "version": 1, "exportedAt": "2025-06-24T08:00:00.000Z", "decks": [deck],
            "cards": cardRecords, "reviews": reviews, "sessions": [[String: Any]](), "settings": [String: Any](),
        ]
        return try JSONSerialization.data(withJSONObject: file)
    }

    @Test func adoptsAndStoresABetterFitThenReschedulesAndUndoes() throws {
        let cardbox = try CardboxProcess()
        let path = cardbox.home.file("simulated.json")
        try backup().write(to: URL(fileURLWithPath: path))
        #expect(try cardbox.run(["restore", path]).status == 0)
        let before = try cardbox.run(["card", "list", "--deck", "Spanish"]).stdout
        let optimized = try cardbox.run(["optimize", "Spanish"])
        #expect(optimized.status == 0, "\(optimized.stderr)")
        #expect(optimized.stdout.contains("Adopted: the new weights predict the held-back reviews"))
        let shown = try cardbox.run(["deck", "show", "Spanish", "--json"]).stdout
        #expect(!shown.contains("0.2629"))
        let rescheduled = try cardbox.run(["reschedule", "Spanish"])
        #expect(rescheduled.status == 0)
        #expect(!rescheduled.stdout.hasPrefix("Rescheduled 'Spanish': 0 cards"))
        #expect(try cardbox.run(["card", "list", "--deck", "Spanish"]).stdout != before)
        let undone = try cardbox.run(["reschedule", "--undo", "Spanish"])
        #expect(undone.stdout == "Restored the due dates of 342 cards in 'Spanish'.\n")
        #expect(try cardbox.run(["card", "list", "--deck", "Spanish"]).stdout == before)
    }
}
