import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation

/// A deck whose review history is simulated from FSRS-6 weights unlike the defaults (memories that last much
/// longer after the first answer), so a fit to it predicts the newest reviews better than the defaults do.
enum SimulatedHistory {
    /// The weights the reviews are drawn from.
    static let trueWeights: [Double] = [
        1.6, 4.5, 9.0, 24.0, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629, 1.6483,
        0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    /// Adds an FSRS deck named `name` for `owner` with `cards` cards, each reviewed at intervals the true weights
    /// give, over the year before `Fixtures.now`; returns the deck and the number of reviews.
    ///
    /// From day `forgettingFrom` on (of 395), a card's next answer is Again whatever the model predicts, and its
    /// last: a history whose older part misleads a fit about its newest.
    @discardableResult
    static func deck(
        _ name: String, owner: UserID, in store: SQLiteStore, cards: Int = 300, seed: UInt64 = 11,
        forgettingFrom: Int? = nil
    ) throws -> (deck: Deck, reviews: Int) {
        let start = Fixtures.now.addingTimeInterval(-400 * 86_400)
        let firstDay = Fixtures.today.index - 400
        let deck = try store.insertDeck(NewDeck(ownerID: owner, name: name, createdAt: start))
        let model = FSRSModel(weights: trueWeights)
        var random = SplitMix64(seed: seed)
        func draw() -> Double { Double(random.next() >> 11) / Double(1 << 53) }
        var count = 0
        for index in 0..<cards {
            let card = try store.insertCard(
                Fixtures.content(front: "q\(index)", back: "a\(index)"), into: deck.id, createdAt: start,
                today: StudyDay(index: firstDay))
            var day = index % 90
            var rating: Rating = draw() < 0.25 ? .again : draw() < 0.9 ? .good : .easy
            var stability = model.initialStability(rating)
            var difficulty = model.initialDifficulty(rating)
            var last = day
            func record() throws {
                _ = try store.record(
                    ReviewRecord(
                        cardID: card.id, reviewedAt: start.addingTimeInterval(Double(day) * 86_400 + Double(count)),
                        studyDay: StudyDay(index: firstDay + day), mode: .flip, rating: rating, givenAnswer: nil,
                        isCorrect: rating != .again, elapsedMilliseconds: 1_000, newState: card.schedule),
                    session: nil)
                count += 1
            }
            try record()
            while true {
                let interval = max(1, model.interval(stability: stability, desiredRetention: 0.85, maximum: 36_500))
                day = last + interval + Int(draw() * 3)
                guard day < 395 else { break }
                let recall = model.retrievability(elapsedDays: Double(day - last), stability: stability)
                rating = draw() < recall ? (draw() < 0.15 ? .hard : draw() < 0.9 ? .good : .easy) : .again
                let forgetting = forgettingFrom.map { day >= $0 } ?? false
                if forgetting { rating = .again }
                stability = model.nextStability(
                    difficulty: difficulty, stability: stability, retrievability: recall, rating: rating)
                difficulty = model.nextDifficulty(difficulty, rating: rating)
                last = day
                try record()
                if forgetting { break }
            }
        }
        return (deck, count)
    }
}
