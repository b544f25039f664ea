import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

@testable import CardboxWeb

/// An answer graded from a card that another answer changed in the meantime is graded again from the new state, so
/// both answers count and neither schedule replaces the other.
@Suite struct ConcurrentAnswerTests {
    @Test func anAnswerToACardAnsweredMeanwhileIsGradedAgainFromTheNewState() throws {
        let app = try WebHarness(singleUser: true)
        let user = try #require(app.localUser)
        let deck = try app.store.insertDeck(NewDeck(ownerID: user.id, name: "Capitals", createdAt: Fixtures.now))
        let stale = try app.store.insertCard(
            Fixtures.content(), into: deck.id, createdAt: Fixtures.now, today: Fixtures.today)
        let study = StudyService(services: app.services)

        let first = try study.answer(
            user: user, card: stale, deck: deck, mode: .flip, seed: 1, answer: .rating(.good), session: nil,
            elapsedMilliseconds: 1_000)
        let afterFirst = try #require(try app.store.findCard(stale.id))
        #expect(first.review != nil)
        #expect(afterFirst.schedule != stale.schedule)

        // Graded from the card as it was before the first answer, as a second tab or server would have it.
        let second = try study.answer(
            user: user, card: stale, deck: deck, mode: .flip, seed: 1, answer: .rating(.good), session: nil,
            elapsedMilliseconds: 1_000)
        #expect(second.review != nil)
        #expect(try app.store.fetchReviews(deck: deck.id).count == 2)
        let fromNewState = try #require(
            try QuizSession.grade(
                .rating(.good), to: StudyCard(card: afterFirst, deckOptions: deck.options), mode: .flip, seed: 1,
                in: app.services.calendar(for: user).context(at: app.services.now()), elapsedMilliseconds: 1_000))
        #expect(fromNewState.record.newState != afterFirst.schedule)
        #expect(try app.store.findCard(stale.id)?.schedule == fromNewState.record.newState)
    }
}
