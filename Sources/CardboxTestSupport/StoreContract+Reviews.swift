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

/// Undone answers and cards set aside: the cases of ``StoreContract`` for study actions.
extension StoreContract {
    /// Undoing an answer removes its review, restores the card's schedule exactly and uncounts it from its session.
    public static func undoneAnswersRestoreTheScheduleExactly(_ start: Start) throws {
        let store = start.store
        let today = Fixtures.today
        let now = Fixtures.now
        let card = try store.insertCard(Fixtures.content(), into: start.deck.id, createdAt: now, today: today)
        let session = try store.startSession(
            NewSession(userID: start.user.id, deckID: start.deck.id, mode: .flip, startedAt: now, studyDay: today))
        var record = review(card, rating: .good, at: now)
        record.previousState = card.schedule
        let stored = try store.record(record, session: session.id)
        #expect(try store.fetchLatestReviews(session: session.id, limit: 3) == [stored])
        #expect(try store.previousState(of: stored.id) == card.schedule)
        #expect(try store.findCard(card.id)?.schedule == record.newState)
        try store.revert(ReviewRevert(reviewID: stored.id, cardID: card.id, previousState: card.schedule))
        #expect(try store.findCard(card.id) == card)
        #expect(try store.fetchReviews(deck: start.deck.id).isEmpty)
        #expect(try store.findSession(session.id)?.answered == 0)
        #expect(try store.fetchStudyDays(owner: start.user.id).isEmpty)
        #expect(throws: StoreError.self) {
            try store.revert(ReviewRevert(reviewID: stored.id, cardID: card.id, previousState: card.schedule))
        }
        // Without an id, the card's newest answer is the one taken back.
        let older = try store.record(review(card, rating: .hard, at: now), session: nil)
        _ = try store.record(review(card, rating: .easy, at: now.addingTimeInterval(60)), session: nil)
        try store.revert(ReviewRevert(reviewID: nil, cardID: card.id, previousState: card.schedule))
        #expect(try store.fetchReviews(deck: start.deck.id).map(\.rating) == [.hard])
        #expect(try store.previousState(of: older.id) == nil)
    }

    /// Suspended cards stay out of study until taken back; buried cards until the day they are buried to.
    public static func setAsideCardsAreLeftOutOfStudy(_ start: Start) throws {
        let store = start.store
        let today = Fixtures.today
        let now = Fixtures.now
        let first = try store.insertCard(
            Fixtures.content(front: "uno"), into: start.deck.id, createdAt: now, today: today)
        let second = try store.insertCard(
            Fixtures.content(front: "dos"), into: start.deck.id, createdAt: now, today: today)
        func due(on day: StudyDay) throws -> [CardID] {
            try store.fetchDueCards(DueQuery(owner: start.user.id, today: day, now: now)).map(\.id)
        }
        #expect(try due(on: today) == [first.id, second.id])
        try store.setAside(CardSetAside(cardID: first.id, setAside: .suspended))
        try store.setAside(CardSetAside(cardID: second.id, setAside: .buried(until: today.adding(days: 1))))
        #expect(try due(on: today).isEmpty)
        #expect(try store.fetchDeckSummaries(owner: start.user.id, today: today, now: now).first?.newCount == 0)
        #expect(
            try store.fetchSetAside(deck: start.deck.id, today: today) == [
                first.id: .suspended, second.id: .buried(until: today.adding(days: 1)),
            ])
        #expect(try due(on: today.adding(days: 1)) == [second.id])
        #expect(try store.fetchSetAside(deck: start.deck.id, today: today.adding(days: 1)) == [first.id: .suspended])
        try store.setAside(CardSetAside(cardID: first.id, setAside: nil))
        #expect(try due(on: today.adding(days: 1)) == [first.id, second.id])
        #expect(try store.findCard(first.id)?.schedule == first.schedule)
        #expect(throws: CardError.self) {
            try store.setAside(CardSetAside(cardID: CardID(rawValue: second.id.rawValue + 100), setAside: .suspended))
        }
    }
}

extension StoreContract {
    /// "I was right" replaces a wrong answer by a right one in the same session, in one transaction.
    public static func aReplacedAnswerCountsOnceInItsSession(_ start: Start) throws {
        let store = start.store
        let now = Fixtures.now
        let card = try store.insertCard(Fixtures.content(), into: start.deck.id, createdAt: now, today: Fixtures.today)
        let session = try store.startSession(
            NewSession(
                userID: start.user.id, deckID: start.deck.id, mode: .type, startedAt: now, studyDay: Fixtures.today))
        var wrong = review(card, rating: .again, at: now)
        wrong.mode = .type
        wrong.isCorrect = false
        wrong.givenAnswer = "helo"
        wrong.previousState = card.schedule
        let stored = try store.record(wrong, session: session.id)
        var right = wrong
        right.rating = .good
        right.isCorrect = true
        let replaced = try store.replaceReview(
            ReviewRevert(reviewID: stored.id, cardID: card.id, previousState: card.schedule), with: right)
        #expect(replaced.id != stored.id)
        #expect(replaced.sessionID == session.id)
        #expect(try store.fetchReviews(deck: start.deck.id).map(\.rating) == [.good])
        let totals = try store.findSession(session.id)
        #expect(totals?.answered == 1 && totals?.correct == 1)
        #expect(try store.previousState(of: replaced.id) == card.schedule)
    }
}
