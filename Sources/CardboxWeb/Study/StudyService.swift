import CardboxCore
import CardboxGeneration
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
        /// Answers given so far in the session, for the progress bar.
        var answered = 0
    }

    /// The seed for a card's prompt: fixed in tests, otherwise from the card and its review count.
    func seed(for card: Card) -> UInt64 {
        services.seed ?? (UInt64(bitPattern: card.id.rawValue) &* 0x9E37_79B9_7F4A_7C15)
            ^ UInt64(card.schedule.repetitions)
    }

    /// The next card of `deck` (or of all decks) in `mode` by ``StudyQueue``'s rule, or `nil` when nothing is due.
    ///
    /// - Parameters:
    ///   - session: The study session, whose latest answers keep a card just answered from coming straight back.
    ///   - preferred: A card to ask first if it is due, such as the card whose answer was just undone.
    func next(
        user: User, deck: Deck?, mode: StudyMode, category: String?, session: SessionID? = nil,
        preferring preferred: CardID? = nil
    ) throws -> Prompt? {
        let now = services.now()
        let today = services.today(for: user)
        // Cards whose learning step ends soon are fetched too: with nothing else left, they are asked early.
        let due = try services.store.fetchDueCards(
            DueQuery(
                owner: user.id, deck: deck?.id, category: category, today: today,
                now: now.addingTimeInterval(StudyQueue.learnAhead), limit: 200, limitNewCards: true))
        let recent = try session.map { try services.store.fetchLatestReviews(session: $0, limit: StudyQueue.returnGap) }
        let index =
            due.firstIndex { $0.id == preferred }
            ?? StudyQueue.nextIndex(
                in: due, recentlyAnswered: (recent ?? []).reversed().map(\.cardID), now: now)
        guard let index else { return nil }
        let card = due[index]
        let cardDeck = try deck ?? services.store.findDeck(card.deckID)
        guard let cardDeck else { return nil }
        var next = prompt(for: card, deck: cardDeck, mode: mode, user: user, remaining: due.count)
        next.answered = try session.flatMap { try services.store.findSession($0)?.answered } ?? 0
        return next
    }

    /// Undoes the newest answer of the user's `session`: its review is removed and the card's schedule restored.
    ///
    /// - Returns: The card whose answer was undone, to ask again.
    func undo(user: User, session: SessionID) throws -> CardID {
        guard try owns(session, user: user) else { throw WebError.notFound("The session") }
        guard let review = try services.store.fetchLatestReviews(session: session, limit: 1).first else {
            throw Self.nothingToUndo
        }
        let previous = try services.store.previousState(of: review.id)
        let revert: ReviewRevert
        do {
            revert = try QuizSession.revert(review, previousState: previous)
        } catch {
            throw Self.nothingToUndo
        }
        try services.store.revert(revert)
        return review.cardID
    }

    /// 409 when the session has no answer left that can be undone.
    static let nothingToUndo = WebError(.conflict, code: "nothing_to_undo", QuizError.nothingToUndo.description)

    /// Buries `card` until tomorrow, suspends it, or takes it back into study, as `action` says.
    func setAside(_ card: Card, _ action: SetAsideAction, user: User) throws -> CardSetAside {
        let request =
            switch action {
            case .bury: QuizSession.bury(card.id, in: services.calendar(for: user).context(at: services.now()))
            case .suspend: QuizSession.suspend(card.id)
            case .restore: QuizSession.restore(card.id)
            }
        try services.store.setAside(request)
        return request
    }

    /// What the learner asked to do with a card besides answering it.
    enum SetAsideAction: String, CaseIterable {
        /// Until tomorrow.
        case bury
        /// Until taken back.
        case suspend
        /// Back into study.
        case restore
    }

    /// When the next cards of `deck` (or of all decks) are due after today's study is done, as a sentence.
    func nextDueSentence(user: User, deck: Deck?) throws -> String? {
        let today = services.today(for: user)
        let days = try services.store.fetchDueDays(owner: user.id, deck: deck?.id)
        if days.contains(today) || days.contains(where: { $0 < today }) {
            return "More cards come back later today, when their learning steps end."
        }
        guard let next = days.filter({ $0 > today }).min() else { return nil }
        let count = days.filter { $0 == next }.count
        let when = next == today.adding(days: 1) ? "tomorrow" : "in \(next.index - today.index) days (\(next))"
        return "Next: \(count) \(count == 1 ? "card is" : "cards are") due \(when)."
    }

    /// `card` as a study card; in multiple choice, a card without wrong answers of its own gets three from its
    /// deck's other answers (the same picks for its prompt and for grading its answer).
    private func studyCard(_ card: Card, deck: Deck, mode: StudyMode) -> StudyCard {
        let item = StudyCard(card: card, deckOptions: deck.options)
        guard mode == .choice, !card.content.supportsMultipleChoice,
            let cards = try? services.store.fetchCards(deck: deck.id)
        else { return item }
        return DeckDistractors(deck: cards).studyCard(item)
    }

    /// The prompt for `card` in `mode`.
    func prompt(for card: Card, deck: Deck, mode: StudyMode, user: User, remaining: Int) -> Prompt {
        let seed = seed(for: card)
        let prompt = QuizSession.prompt(
            for: studyCard(card, deck: deck, mode: mode), mode: mode, seed: seed, remaining: remaining,
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
                    answer, to: studyCard(card, deck: deck, mode: mode), mode: mode, seed: seed,
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
    ///
    /// With the prompt's `seed`, a multiple-choice answer comes back with its options in the order they were shown.
    func feedback(
        review reviewText: String?, card cardText: String?, user: User, seed: UInt64? = nil
    ) throws -> QuizFeedback {
        let (card, deck) = try services.ownedCard(cardText, of: user)
        guard let raw = reviewText.flatMap(Int64.init),
            let review = try services.store.findReview(ReviewID(rawValue: raw), owner: user.id),
            review.cardID == card.id
        else { throw WebError.notFound("The answer") }
        var feedback = QuizFeedback(card: card, review: review, today: services.today(for: user))
        if review.mode == .choice, let seed {
            let prompt = QuizSession.prompt(
                for: studyCard(card, deck: deck, mode: .choice), mode: .choice, seed: seed, remaining: 1,
                in: services.calendar(for: user).context(at: services.now()))
            if prompt.mode == .choice { feedback.options = prompt.options }
        }
        return feedback
    }

    /// "I was right" for the user's wrong typed answer `reviewText` to `card`: it is replaced, in one transaction,
    /// by the same answer counted as Good.
    ///
    /// - Returns: The stored answer that took its place.
    func overrule(review reviewText: String?, card: Card, deck: Deck, user: User) throws -> ReviewLog {
        guard let raw = reviewText.flatMap(Int64.init),
            let review = try services.store.findReview(ReviewID(rawValue: raw), owner: user.id),
            review.cardID == card.id
        else { throw WebError.notFound("The answer") }
        let previous = try services.store.previousState(of: review.id)
        let overruled: (revert: ReviewRevert, record: ReviewRecord, feedback: QuizFeedback)
        do {
            overruled = try QuizSession.overrule(
                review, previousState: previous, of: StudyCard(card: card, deckOptions: deck.options))
        } catch {
            throw WebError(.conflict, code: "cannot_overrule", error.description)
        }
        return try services.store.replaceReview(overruled.revert, with: overruled.record)
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
