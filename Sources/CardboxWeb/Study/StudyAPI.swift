import CardboxCore
import CardboxHTTP
import CardboxWire
import Foundation

/// The JSON API's studying: due cards, the next prompt, answers and statistics, as `OpenAPI+Study.swift` describes.
struct StudyAPI {
    let services: WebServices

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.get("/decks/:deckID/due") { request, context in try due(request, context) }
        router.get("/study/next") { request, context in try next(request, context) }
        router.post("/cards/:cardID/answer") { request, context in try answer(request, context) }
        router.post("/study/undo") { request, context in try undo(request, context) }
        router.post("/study/overrule") { request, context in try overrule(request, context) }
        for action in StudyService.SetAsideAction.allCases {
            router.post("/cards/:cardID/\(action.rawValue)") { request, context in
                try setAside(action, request, context)
            }
        }
        router.get("/stats") { _, context in
            try JSONResponse.ok(try StatsReport.make(services, user: context.user))
        }
    }

    private func due(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let deck = try services.deckID(request.parameters["deckID"])
        let limit = try APIQuery.integer(request.query["limit"], name: "limit", in: 1...1000) ?? 50
        let query = DueQuery(
            owner: user.id, deck: deck, category: nil, today: services.today(for: user), now: services.now(),
            limit: limit, limitNewCards: true)
        guard let cards = try services.store.fetchDueCards(inOwnedDeck: query) else {
            throw WebError.notFound("The deck")
        }
        return JSONResponse.ok(API.Due(deckId: deck.rawValue, count: cards.count, cards: cards.map(API.CardBody.init)))
    }

    private func mode(_ text: String?) throws -> StudyMode {
        try QuizInputParsing.mode(text)
    }

    private func next(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let deck = try request.query["deck_id"].map { try services.ownedDeck($0, of: user) }
        let mode = try mode(request.query["mode"])
        let study = StudyService(services: services)
        var session: SessionID?
        if let text = request.query["session_id"] {
            guard let raw = Int64(text), try study.owns(SessionID(rawValue: raw), user: user) else {
                throw WebError.notFound("The session")
            }
            session = SessionID(rawValue: raw)
        }
        guard
            let next = try study.next(
                user: user, deck: deck, mode: mode, category: request.query["category"], session: session)
        else {
            return try JSONResponse.ok(
                API.Next(card: nil, mode: mode.rawValue, options: [], intervals: nil, seed: nil, remaining: 0))
        }
        let prompt = next.prompt
        let intervals =
            prompt.intervals.isEmpty
            ? nil
            : API.Intervals(
                again: prompt.intervals[.again] ?? "", hard: prompt.intervals[.hard] ?? "",
                good: prompt.intervals[.good] ?? "", easy: prompt.intervals[.easy] ?? "")
        return try JSONResponse.ok(
            API.Next(
                card: API.CardBody(prompt.card), mode: prompt.mode.rawValue, options: prompt.options,
                intervals: intervals, seed: String(next.seed), remaining: next.remaining))
    }

    private func answer(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let (card, deck) = try services.ownedCard(request.parameters["cardID"], of: user)
        let input = try JSONResponse.decode(API.AnswerInput.self, from: request)
        let mode = try mode(input.mode)
        guard let seed = UInt64(input.seed) else {
            throw WebError.invalid("'seed' must be the seed of the prompt.", field: "seed")
        }
        let answer = try QuizInputParsing.answer(
            QuizInput(rating: input.rating.map(String.init), choice: input.choice.map(String.init), typed: input.typed),
            mode: mode)
        let study = StudyService(services: services)
        var session: SessionID?
        if let raw = input.sessionId {
            guard try study.owns(SessionID(rawValue: raw), user: user) else { throw WebError.notFound("The session") }
            session = SessionID(rawValue: raw)
        }
        let answered = try study.answer(
            user: user, card: card, deck: deck, mode: mode, seed: seed, answer: answer, session: session,
            elapsedMilliseconds: max(0, min(3_600_000, input.elapsedMs ?? 0)))
        let feedback = answered.feedback
        var body = API.Feedback(
            correct: feedback?.isCorrect ?? true, rating: feedback?.rating?.rawValue,
            correctAnswer: feedback?.correctAnswer ?? card.content.back, givenAnswer: feedback?.givenAnswer,
            nearMiss: feedback?.nearMiss, explanation: feedback?.explanation ?? card.content.explanation,
            nextDue: feedback?.nextDue?.description)
        if let feedback { Self.addDetails(of: feedback, review: answered.review, to: &body) }
        return try JSONResponse.ok(body)
    }

    /// The review id, the marked options, the typed answer's diff and whether it was overruled.
    private static func addDetails(of feedback: QuizFeedback, review: ReviewLog?, to body: inout API.Feedback) {
        body.reviewId = review?.id.rawValue
        if !feedback.options.isEmpty { body.optionMarks = feedback.optionMarks.map(\.rawValue) }
        body.diff = feedback.typedDiff?.pieces.map { API.DiffPiece(kind: $0.kind.rawValue, text: $0.text) }
        if feedback.overruled { body.overruled = true }
    }

    private func overrule(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let input = try JSONResponse.decode(API.OverruleInput.self, from: request)
        guard let review = try services.store.findReview(ReviewID(rawValue: input.reviewId), owner: user.id) else {
            throw WebError.notFound("The answer")
        }
        let (card, deck) = try services.ownedCard(String(review.cardID.rawValue), of: user)
        let stored = try StudyService(services: services).overrule(
            review: String(review.id.rawValue), card: card, deck: deck, user: user)
        let now = try services.store.findCard(card.id) ?? card
        let feedback = QuizFeedback(card: now, review: stored, today: services.today(for: user))
        var body = API.Feedback(
            correct: feedback.isCorrect, rating: feedback.rating?.rawValue, correctAnswer: feedback.correctAnswer,
            givenAnswer: feedback.givenAnswer, nearMiss: feedback.nearMiss, explanation: feedback.explanation,
            nextDue: feedback.nextDue?.description)
        Self.addDetails(of: feedback, review: stored, to: &body)
        return try JSONResponse.ok(body)
    }

    private func undo(_ request: Request, _ context: SignedInContext) throws -> Response {
        let input = try JSONResponse.decode(API.UndoInput.self, from: request)
        let card = try StudyService(services: services).undo(
            user: context.user, session: SessionID(rawValue: input.sessionId))
        return try JSONResponse.ok(API.Undone(cardId: card.rawValue))
    }

    private func setAside(
        _ action: StudyService.SetAsideAction, _ request: Request, _ context: SignedInContext
    ) throws -> Response {
        let (card, _) = try services.ownedCard(request.parameters["cardID"], of: context.user)
        let request = try StudyService(services: services).setAside(card, action, user: context.user)
        let state: API.SetAside =
            switch request.setAside {
            case .buried(let until): API.SetAside(cardId: card.id.rawValue, state: "buried", until: until.description)
            case .suspended: API.SetAside(cardId: card.id.rawValue, state: "suspended", until: nil)
            case nil: API.SetAside(cardId: card.id.rawValue, state: "studied", until: nil)
            }
        return try JSONResponse.ok(state)
    }
}
