import CardboxCore
import Foundation
import Testing

/// Answers and study sessions: the cases of ``StoreContract`` for this area.
extension StoreContract {
    /// Recording an answer stores the log entry, the card's new state and the session totals.
    public static func recordingAReviewUpdatesStateLogAndSession(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let deck = start.deck
        let today = Fixtures.today
        let now = Fixtures.now
        let card = try store.insertCard(Fixtures.content(), into: deck.id, createdAt: now, today: today)
        let session = try store.startSession(
            NewSession(userID: user.id, deckID: deck.id, mode: .choice, startedAt: now, studyDay: today)
        )
        var wrong = review(card, rating: .again, at: now)
        wrong.isCorrect = false
        wrong.givenAnswer = "goodbye"
        let log = try store.record(wrong, session: session.id)
        #expect(log.givenAnswer == "goodbye")
        #expect(log.sessionID == session.id)
        #expect(try store.findCard(card.id)?.schedule == wrong.newState)
        #expect(try store.fetchReviews(deck: deck.id) == [log])
        #expect(try store.findReview(log.id) == log)
        #expect(try store.findReview(ReviewID(rawValue: log.id.rawValue + 1000)) == nil)
        let right = review(card, rating: .good, at: now.addingTimeInterval(60))
        _ = try store.record(right, session: session.id)
        try store.finishSession(session.id, at: now.addingTimeInterval(120))
        let stored = try #require(try store.fetchSessions(owner: user.id).first)
        #expect(stored.answered == 2)
        #expect(stored.correct == 1)
        #expect(stored.endedAt == now.addingTimeInterval(120))
        #expect(try store.findSession(session.id) == stored)
        #expect(try store.findSession(SessionID(rawValue: session.id.rawValue + 1000)) == nil)
        #expect(try store.fetchGradedAnswers(owner: user.id, deck: nil).map(\.isCorrect) == [false, true])
    }

    /// An answer that names the state it was graded from is stored only while the card still has that state: once
    /// another answer changed it, the late one is refused and nothing of it is stored.
    public static func anAnswerGradedFromAnOlderStateIsRefused(_ start: Start) throws {
        let store = start.store
        let now = Fixtures.now
        let card = try store.insertCard(Fixtures.content(), into: start.deck.id, createdAt: now, today: Fixtures.today)
        var first = review(card, rating: .good, at: now)
        first.previousState = card.schedule
        var late = review(card, rating: .again, at: now)
        late.previousState = card.schedule
        late.newState.lapses = 1
        _ = try store.record(first, session: nil)
        #expect(throws: CardError.answeredMeanwhile(card.id)) { try store.record(late, session: nil) }
        #expect(try store.findCard(card.id)?.schedule == first.newState)
        #expect(try store.fetchReviews(deck: start.deck.id).count == 1)

        let current = try #require(try store.findCard(card.id))
        var next = review(current, rating: .good, at: now.addingTimeInterval(60))
        next.previousState = current.schedule
        _ = try store.record(next, session: nil)
        #expect(try store.fetchReviews(deck: start.deck.id).count == 2)
        var unchecked = review(card, rating: .hard, at: now.addingTimeInterval(120))
        unchecked.previousState = nil
        _ = try store.record(unchecked, session: nil)
        #expect(try store.findCard(card.id)?.schedule == unchecked.newState)
    }

    /// Study days are the days with at least one answer, whether it was given in a session or not (the API's
    /// answers need not name one); a session without answers adds no day.
    public static func studyDaysComeFromAnswers(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let deck = start.deck
        let today = Fixtures.today
        let now = Fixtures.now
        let card = try store.insertCard(Fixtures.content(), into: deck.id, createdAt: now, today: today)
        _ = try store.startSession(
            NewSession(
                userID: user.id, deckID: deck.id, mode: .flip, startedAt: now, studyDay: today.adding(days: -1))
        )
        let session = try store.startSession(
            NewSession(userID: user.id, deckID: nil, mode: .flip, startedAt: now, studyDay: today)
        )
        _ = try store.record(review(card, rating: .good, at: now), session: session.id)
        #expect(try store.fetchStudyDays(owner: user.id) == [today])
        var later = review(card, rating: .good, at: now.addingTimeInterval(86_400 * 2))
        later.studyDay = today.adding(days: 2)
        _ = try store.record(later, session: nil)
        #expect(try store.fetchStudyDays(owner: user.id) == [today, today.adding(days: 2)])
        let other = try store.insertUser(Fixtures.newUser("other"))
        #expect(try store.fetchStudyDays(owner: other.id).isEmpty)
        _ = try store.record(review(card, rating: .again, at: now.addingTimeInterval(60)), session: nil)
        #expect(
            try store.fetchDailyAnswers(owner: user.id) == [
                DailyAnswers(day: today, answered: 2, correct: 1),
                DailyAnswers(day: today.adding(days: 2), answered: 1, correct: 1),
            ])
        #expect(try store.fetchDailyAnswers(owner: other.id).isEmpty)
    }

    /// A study session and an answer are found by id for their owner only.
    public static func sessionsAndReviewsAreFoundByIDOnlyForTheirOwner(_ start: Start) throws {
        let store = start.store
        let (user, deck, now, today) = (start.user, start.deck, Fixtures.now, Fixtures.today)
        let card = try store.insertCard(Fixtures.content(), into: deck.id, createdAt: now, today: today)
        let session = try store.startSession(
            NewSession(userID: user.id, deckID: deck.id, mode: .flip, startedAt: now, studyDay: today))
        let log = try store.record(review(card, rating: .good, at: now), session: session.id)
        let other = try store.insertUser(Fixtures.newUser("other"))
        #expect(try store.findSession(session.id, owner: user.id) == store.findSession(session.id))
        #expect(try store.findSession(session.id, owner: user.id)?.answered == 1)
        #expect(try store.findSession(session.id, owner: other.id) == nil)
        #expect(try store.findReview(log.id, owner: user.id) == log)
        #expect(try store.findReview(log.id, owner: other.id) == nil)
        #expect(try store.findReview(ReviewID(rawValue: log.id.rawValue + 1000), owner: user.id) == nil)
    }
}
