import CardboxCore
import CardboxOptimizer
import CardboxSQLite
import CardboxTestSupport
import CardboxTuning
import Foundation
import Testing

/// The tuning rules both front ends call: which weights a fit is compared with, the least history a fit is tried
/// on, and a reschedule's saved due dates, whose undo loses nothing.
@Suite struct DeckTuningTests {
    /// A store with one user's FSRS deck holding `cards` cards, each answered Good on the days given.
    static func deck(cards: Int, days: [Int]) throws -> (SQLiteStore, Deck) {
        let store = try SQLiteStore.inMemory()
        let user = try store.insertUser(Fixtures.newUser())
        let deck = try store.insertDeck(NewDeck(ownerID: user.id, name: "Spanish", createdAt: Fixtures.now))
        for index in 0..<cards {
            let card = try store.insertCard(
                Fixtures.content(front: "q\(index)"), into: deck.id, createdAt: Fixtures.now, today: Fixtures.today)
            for day in days {
                _ = try store.record(
                    ReviewRecord(
                        cardID: card.id,
                        reviewedAt: Fixtures.now.addingTimeInterval(Double(day) * 86_400 + Double(index)),
                        studyDay: Fixtures.today.adding(days: day), mode: .flip, rating: .good, givenAnswer: nil,
                        isCorrect: true, elapsedMilliseconds: 900, newState: card.schedule),
                    session: nil)
            }
        }
        return (store, deck)
    }

    @Test func aFitNeedsAHundredScoredReviewsAndChangesNothingWithout() throws {
        let (store, deck) = try Self.deck(cards: 33, days: [0, 0, 3, 9])
        // Per card: the first answer sets the state, the same-day one is not scored, the two later ones are.
        #expect(try DeckOptimization(store: store).trainingData([deck]).data.scorableCount == 66)
        #expect(throws: TuningError.tooFewReviews(scored: 66, needed: 100)) {
            try DeckOptimization(store: store).run([deck])
        }
        #expect(throws: TuningError.tooFewReviews(scored: 66, needed: 100)) {
            try DeckOptimization(store: store).checkHistory([deck])
        }
        #expect(try store.findDeck(deck.id)?.options.fsrsWeights == FSRSParameters.defaultWeights)
        #expect(
            TuningError.tooFewReviews(scored: 1, needed: 100).description.hasPrefix(
                "Too few reviews to learn from: 1 scored review, and a fit needs at least 100"))
    }

    @Test func oneDeckIsComparedWithItsOwnWeightsSeveralWithTheDefaults() throws {
        let (_, deck) = try Self.deck(cards: 0, days: [])
        var own = deck
        own.options.fsrsWeights[0] = 1.5
        #expect(DeckOptimization.currentWeights(of: [own]) == own.options.fsrsWeights)
        #expect(DeckOptimization.currentWeights(of: [own, deck]) == FSRSParameters.defaultWeights)
    }

    @Test func aRescheduleThatCannotSaveTheDueDatesChangesNothing() throws {
        let (store, deck) = try Self.deck(cards: 3, days: [0, 4])
        let folder = try TemporaryDirectory()
        let blocker = folder.file("taken")
        try Data("a file, not a folder".utf8).write(to: URL(fileURLWithPath: blocker))
        let before = try store.fetchCards(deck: deck.id).map(\.schedule)
        let rescheduling = DeckRescheduling(store: store, directory: blocker + "/undo", now: { Fixtures.now })
        #expect {
            try rescheduling.reschedule(deck, calendar: StudyCalendar(timeZone: .gmt, rolloverHour: 4))
        } throws: { error in
            guard case TuningError.cannotSaveSnapshot = error else { return false }
            return true
        }
        #expect(try store.fetchCards(deck: deck.id).map(\.schedule) == before)
        #expect(!rescheduling.canUndo(deck))
    }

    @Test func undoRefusesWhenThereIsNothingOrTheSavedDueDatesAreUnreadable() throws {
        let (store, deck) = try Self.deck(cards: 3, days: [0, 4])
        let folder = try TemporaryDirectory()
        let rescheduling = DeckRescheduling(store: store, directory: folder.path, now: { Fixtures.now })
        #expect(throws: TuningError.nothingToUndo(deck: "Spanish")) { try rescheduling.undo(deck) }
        let done = try rescheduling.reschedule(deck, calendar: StudyCalendar(timeZone: .gmt, rolloverHour: 4))
        #expect(done.changed == 3)
        #expect(done.cards == 3)
        #expect(rescheduling.canUndo(deck))
        let saved = folder.file("reschedule-undo-\(deck.id.rawValue).json")
        try Data("{".utf8).write(to: URL(fileURLWithPath: saved))
        let after = try store.fetchCards(deck: deck.id).map(\.schedule)
        #expect {
            try rescheduling.undo(deck)
        } throws: { error in
            guard case TuningError.unreadableSnapshot(let name, _) = error else { return false }
            return name == "Spanish"
        }
        #expect(try store.fetchCards(deck: deck.id).map(\.schedule) == after)
    }
}
