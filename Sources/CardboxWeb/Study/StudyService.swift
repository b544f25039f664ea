import CardboxCore
import CardboxHTTP
import Foundation

/// One card at a time over the stateless web: the next prompt, and grading an answer, through the core's quiz
/// engine so the browser, the API and the terminal grade alike.
///
/// A prompt is rebuilt from the card and a seed (which fixes the order of the multiple-choice options), so the page
/// and the answer that comes back from it agree without server-side session state.
struct StudyService {
    let services: WebServices

    /// What to ask next.
    struct Prompt {
        let prompt: QuizPrompt
        let deck: Deck
        let seed: UInt64
        let remaining: Int
    }

    /// The seed for a card's prompt: fixed in tests, otherwise from the card and its review count.
    func seed(for card: Card) -> UInt64 {
        services.seed ?? (UInt64(bitPattern: card.id.rawValue) &* 0x9E37_79B9_7F4A_7C15)
            ^ UInt64(card.schedule.repetitions)
    }

    /// The next due card of `deck` (or of all decks) in `mode`, or `nil` when nothing is due.
    func next(user: User, deck: Deck?, mode: StudyMode, category: String?) throws -> Prompt? {
        let now = services.now()
        let today = services.today(for: user)
        let due = try services.store.fetchDueCards(
            DueQuery(
                owner: user.id, deck: deck?.id, category: category, today: today, now: now, limit: 200,
                limitNewCards: true))
        guard let card = due.first else { return nil }
        let cardDeck = try deck ?? services.store.findDeck(card.deckID)
        guard let cardDeck else { return nil }
        return prompt(for: card, deck: cardDeck, mode: mode, user: user, remaining: due.count)
    }

    /// The prompt for `card` in `mode`.
    func prompt(for card: Card, deck: Deck, mode: StudyMode, user: User, remaining: Int) -> Prompt {
        let seed = seed(for: card)
        let prompt = QuizSession.prompt(
            for: StudyCard(card: card, deckOptions: deck.options), mode: mode, seed: seed, remaining: remaining,
            in: services.calendar(for: user).context(at: services.now()))
        return Prompt(prompt: prompt, deck: deck, seed: seed, remaining: remaining)
    }

    /// What an answer produced: the feedback to show and the stored review.
    struct Answered {
        let feedback: QuizFeedback?
        let review: ReviewLog?
    }

    /// How often an answer is graded again from the card's newer state when another answer to the same card was
    /// stored in between (on another connection or server).
    static let answerAttempts = 3

    /// Grades `answer` to `card`, stores the review, and returns the feedback.
    ///
    /// The store checks that the card still has the state the answer was graded from; when another answer to it
    /// was stored in between, the card is read again and the answer graded from its new state, so neither answer's
    /// schedule is lost. After ``answerAttempts`` such races the request fails with 409.
    func answer(
        user: User, card: Card, deck: Deck, mode: StudyMode, seed: UInt64, answer: QuizAnswer, session: SessionID?,
        elapsedMilliseconds: Int
    ) throws -> Answered {
        var card = card
        for _ in 0..<Self.answerAttempts {
            let graded: (record: ReviewRecord, feedback: QuizFeedback)?
            do {
                graded = try QuizSession.grade(
                    answer, to: StudyCard(card: card, deckOptions: deck.options), mode: mode, seed: seed,
                    in: services.calendar(for: user).context(at: services.now()),
                    elapsedMilliseconds: elapsedMilliseconds)
            } catch {
                throw WebError.invalid(error.description)
            }
            guard var graded else { return Answered(feedback: nil, review: nil) }
            graded.record.previousState = card.schedule
            do {
                let review = try services.store.record(graded.record, session: session)
                services.publishLiveEvent(
                    "review",
                    body: ReviewEvent(
                        cardId: card.id.rawValue, deckId: deck.id.rawValue, reviewId: review.id.rawValue,
                        rating: graded.feedback.rating?.rawValue, correct: graded.feedback.isCorrect,
                        nextDue: graded.feedback.nextDue?.description),
                    to: user.id)
                return Answered(feedback: graded.feedback, review: review)
            } catch CardError.answeredMeanwhile {
                guard let current = try services.store.findCard(card.id) else { throw WebError.notFound("The card") }
                card = current
            }
        }
        throw WebError(
            .conflict, code: "answered_meanwhile", "The card was answered elsewhere at the same time; answer it again.")
    }

    /// The feedback on the user's stored answer `reviewText` to the card `cardText`, or 404.
    func feedback(review reviewText: String?, card cardText: String?, user: User) throws -> QuizFeedback {
        let (card, deck) = try services.ownedCard(cardText, of: user)
        guard let raw = reviewText.flatMap(Int64.init),
            let review = try services.store.findReview(ReviewID(rawValue: raw), owner: user.id),
            review.cardID == card.id
        else { throw WebError.notFound("The answer") }
        return QuizFeedback(card: card, review: review, today: services.today(for: user))
    }

    /// The user's study session `text`, or a new one when `text` is missing or not the user's.
    func session(_ text: String?, user: User, deck: Deck?, mode: StudyMode) throws -> SessionID {
        if let raw = text.flatMap(Int64.init), try owns(SessionID(rawValue: raw), user: user) {
            return SessionID(rawValue: raw)
        }
        return try services.store.startSession(
            NewSession(
                userID: user.id, deckID: deck?.id, mode: mode, startedAt: services.now(),
                studyDay: services.today(for: user))
        ).id
    }

    /// Whether `session` belongs to `user`.
    func owns(_ session: SessionID, user: User) throws -> Bool {
        try services.store.findSession(session, owner: user.id) != nil
    }
}
