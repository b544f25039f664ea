import CardboxCore
import CardboxHTTP
import Foundation

/// The JSON API under `/api/v1`: decks, cards, due cards, study, stats, drafts and imports.
///
/// Scripts authenticate with `Authorization: Bearer TOKEN`; the browser's own scripts may use the session cookie
/// with `X-CSRF-Token`. The `OpenAPI+….swift` files describe every route in the OpenAPI document; keep them in step.
struct APIController {
    let services: WebServices
    static let maximumPerPage = 200

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.get("/me") { _, context in
            let user = context.user
            return try JSONResponse.ok(
                API.User(
                    id: user.id.rawValue, name: user.name, email: user.email, timeZone: user.timeZoneIdentifier,
                    rolloverHour: user.rolloverHour))
        }
        router.get("/decks") { request, context in try listDecks(request, context) }
        router.post("/decks") { request, context in try createDeck(request, context) }
        router.get("/decks/:deckID") { request, context in
            let user = context.user
            let deck = try services.ownedDeck(request.parameters["deckID"], of: user)
            return try JSONResponse.ok(try summary(deck, user))
        }
        router.patch("/decks/:deckID") { request, context in try updateDeck(request, context) }
        router.delete("/decks/:deckID") { request, context in
            let deck = try services.ownedDeck(request.parameters["deckID"], of: context.user)
            try services.store.deleteDeck(deck.id)
            return Response(status: .noContent)
        }
        router.get("/decks/:deckID/cards") { request, context in try listCards(request, context) }
        router.post("/decks/:deckID/cards") { request, context in try createCard(request, context) }
        router.get("/decks/:deckID/due") { request, context in try due(request, context) }
        router.get("/cards/:cardID") { request, context in
            let (card, _) = try services.ownedCard(request.parameters["cardID"], of: context.user)
            return try JSONResponse.ok(API.CardBody(card))
        }
        router.patch("/cards/:cardID") { request, context in try updateCard(request, context) }
        router.delete("/cards/:cardID") { request, context in
            let (card, _) = try services.ownedCard(request.parameters["cardID"], of: context.user)
            try services.store.deleteCard(card.id)
            return Response(status: .noContent)
        }
        router.get("/study/next") { request, context in try next(request, context) }
        router.post("/cards/:cardID/answer") { request, context in try answer(request, context) }
        router.get("/stats") { _, context in
            try JSONResponse.ok(try StatsReport.make(services, user: context.user))
        }
        router.get("/drafts") { _, context in
            let user = context.user
            return try JSONResponse.ok(try services.store.fetchDrafts(owner: user.id).map(API.DraftBody.init))
        }
        router.get("/drafts/:draftID") { request, context in
            let draft = try services.ownedDraft(request.parameters["draftID"], of: context.user)
            return try JSONResponse.ok(
                API.DraftDetail(
                    draft: API.DraftBody(draft),
                    cards: try services.store.fetchDraftCards(draft.id).map(API.DraftCardBody.init)))
        }
        router.patch("/drafts/:draftID/cards/:cardID") { request, context in
            try updateDraftCard(request, context)
        }
        router.post("/drafts/:draftID/save") { request, context in try saveDraft(request, context) }
        router.post("/imports") { request, context in
            let user = context.user
            let job = services.imports.start(
                try ImportController.importRequest(request, user: user, services: services))
            var response = try JSONResponse.ok(job, status: .accepted)
            response.headers["Location"] = "/api/v1/imports/\(job.id)"
            return response
        }
        router.get("/imports/:jobID") { request, context in
            let user = context.user
            guard let id = request.parameters["jobID"].flatMap(Int.init),
                let status = services.imports.status(id, owner: user.id)
            else { throw WebError.notFound("The import") }
            return try JSONResponse.ok(status)
        }
    }

    // MARK: - Decks

    private func summary(_ deck: Deck, _ user: User) throws -> API.DeckBody {
        let summaries = try services.store.fetchDeckSummaries(
            owner: user.id, today: services.today(for: user), now: services.now())
        guard let summary = summaries.first(where: { $0.deck.id == deck.id }) else {
            throw WebError.notFound("The deck")
        }
        return API.DeckBody(summary)
    }

    private func pagination(_ request: Request, total: Int) throws -> Pagination {
        let perPage = try integer(request.query["per_page"], name: "per_page", in: 1...Self.maximumPerPage) ?? 50
        _ = try integer(request.query["page"], name: "page", in: 1...Int(Int32.max))
        return Pagination(total: total, perPage: perPage, requested: request.query["page"])
    }

    private func integer(_ text: String?, name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw WebError.invalid(
                "'\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound).", field: name)
        }
        return value
    }

    private func listDecks(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let summaries = try services.store.fetchDeckSummaries(
            owner: user.id, today: services.today(for: user), now: services.now())
        let page = try pagination(request, total: summaries.count)
        return try JSONResponse.ok(
            API.Page(
                items: summaries[page.range].map(API.DeckBody.init), page: page.page, perPage: page.perPage,
                total: page.total))
    }

    private func options(_ input: API.DeckInput, _ options: DeckOptions) throws -> DeckOptions {
        var options = options
        if let text = input.scheduler {
            guard let kind = SchedulerKind(rawValue: text) else {
                throw WebError.invalid("'scheduler' must be leitner, sm2 or fsrs.", field: "scheduler")
            }
            options.scheduler = kind
        }
        if let value = input.newCardsPerDay {
            guard (0...1000).contains(value) else {
                throw WebError.invalid("'new_cards_per_day' must be from 0 to 1000.", field: "new_cards_per_day")
            }
            options.newCardsPerDay = value
        }
        if let value = input.desiredRetention {
            guard (0.7...0.99).contains(value) else {
                throw WebError.invalid("'desired_retention' must be from 0.7 to 0.99.", field: "desired_retention")
            }
            options.desiredRetention = value
        }
        return options
    }

    private func createDeck(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let input = try JSONResponse.decode(API.DeckInput.self, from: request)
        do {
            let deck = try services.store.insertDeck(
                NewDeck(
                    ownerID: user.id, name: try CardForm.deckName(input.name),
                    options: try options(input, DeckOptions()), style: try input.colors?.style() ?? .plain,
                    createdAt: services.now()))
            var response = try JSONResponse.ok(try summary(deck, user), status: .created)
            response.headers["Location"] = "/api/v1/decks/\(deck.id)"
            return response
        } catch DeckError.nameTaken(let name) {
            throw WebError(
                .conflict, code: "name_taken", "A deck named '\(name)' exists already.", fields: ["name": "Taken."])
        }
    }

    private func updateDeck(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let deck = try services.ownedDeck(request.parameters["deckID"], of: user)
        let input = try JSONResponse.decode(API.DeckInput.self, from: request)
        var updated = deck
        if let name = input.name { updated.name = try CardForm.deckName(name) }
        updated.options = try options(input, deck.options)
        if let colors = input.colors { updated.style = try colors.style() }
        var schedules: [CardID: SchedulingState] = [:]
        if updated.options.scheduler != deck.options.scheduler {
            schedules = ScheduleRebuild.states(
                cards: try services.store.fetchCards(deck: deck.id),
                reviews: try services.store.fetchReviews(deck: deck.id),
                options: updated.options, calendar: services.calendar(for: user))
        }
        do {
            try services.store.updateDeck(updated, schedules: schedules)
        } catch DeckError.nameTaken(let name) {
            throw WebError(
                .conflict, code: "name_taken", "A deck named '\(name)' exists already.", fields: ["name": "Taken."])
        }
        return try JSONResponse.ok(try summary(updated, user))
    }

    // MARK: - Cards

    private func listCards(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let deck = try services.ownedDeck(request.parameters["deckID"], of: user)
        var cards = try services.store.fetchCards(deck: deck.id)
        if let query = request.query["q"], !query.isEmpty {
            cards = cards.filter { card in
                [card.content.front, card.content.back, card.content.category].contains {
                    $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
                }
            }
        }
        let page = try pagination(request, total: cards.count)
        return try JSONResponse.ok(
            API.Page(
                items: cards[page.range].map(API.CardBody.init), page: page.page, perPage: page.perPage,
                total: page.total))
    }

    private func content(_ input: API.CardInput, base: CardContent) throws -> CardContent {
        var content = base
        if let front = input.front { content.front = front.trimmingCharacters(in: .whitespacesAndNewlines) }
        if let back = input.back { content.back = back.trimmingCharacters(in: .whitespacesAndNewlines) }
        if let explanation = input.explanation { content.explanation = explanation }
        if let distractors = input.distractors {
            // The form drops blank lines before counting; a JSON client sent each entry on purpose.
            guard distractors.count <= CardContent.distractorCount,
                !distractors.contains(where: \.trimmed.isEmpty)
            else {
                throw WebError.invalid(
                    "Give at most \(CardContent.distractorCount) distractors, none of them blank.",
                    field: "distractors")
            }
            content.distractors = distractors
        }
        if let category = input.category { content.category = category }
        if let colors = input.colors { content.style = try colors.style() }
        return try CardForm.validated(content)
    }

    private func createCard(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let deck = try services.ownedDeck(request.parameters["deckID"], of: user)
        let input = try JSONResponse.decode(API.CardInput.self, from: request)
        let card = try services.store.insertCard(
            try content(input, base: CardContent(front: "", back: "")), into: deck.id, createdAt: services.now(),
            today: services.today(for: user))
        var response = try JSONResponse.ok(API.CardBody(card), status: .created)
        response.headers["Location"] = "/api/v1/cards/\(card.id)"
        return response
    }

    private func updateCard(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let (card, deck) = try services.ownedCard(request.parameters["cardID"], of: user)
        let input = try JSONResponse.decode(API.CardInput.self, from: request)
        var target: DeckID?
        if let id = input.deckId, id != deck.id.rawValue {
            target = try services.ownedDeck(String(id), of: user).id
        }
        try services.store.updateCard(card.id, content: try content(input, base: card.content), movingTo: target)
        guard let updated = try services.store.findCard(card.id) else { throw WebError.notFound("The card") }
        return try JSONResponse.ok(API.CardBody(updated))
    }

    private func due(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let deck = try services.ownedDeck(request.parameters["deckID"], of: user)
        let limit = try integer(request.query["limit"], name: "limit", in: 1...1000) ?? 50
        let cards = try services.store.fetchDueCards(
            DueQuery(
                owner: user.id, deck: deck.id, category: nil, today: services.today(for: user), now: services.now(),
                limit: limit, limitNewCards: true))
        return try JSONResponse.ok(
            API.Due(deckId: deck.id.rawValue, count: cards.count, cards: cards.map(API.CardBody.init)))
    }

    // MARK: - Study

    private func mode(_ text: String?) throws -> StudyMode {
        guard let mode = StudyMode(rawValue: text ?? "flip") else {
            throw WebError.invalid("'mode' must be flip, choice, type or play.", field: "mode")
        }
        return mode
    }

    private func next(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let deck = try request.query["deck_id"].map { try services.ownedDeck($0, of: user) }
        let mode = try mode(request.query["mode"])
        guard
            let next = try StudyService(services: services).next(
                user: user, deck: deck, mode: mode, category: request.query["category"])
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
        let answer: QuizAnswer
        if let value = input.rating {
            guard let rating = Rating(rawValue: value) else {
                throw WebError.invalid("'rating' must be 1 (again) to 4 (easy).", field: "rating")
            }
            answer = .rating(rating)
        } else if let choice = input.choice {
            answer = .choice(choice)
        } else if let typed = input.typed {
            answer = .typed(typed)
        } else if mode == .play {
            answer = .advance
        } else {
            throw WebError.invalid("Give 'rating', 'choice' or 'typed'.")
        }
        let study = StudyService(services: services)
        var session: SessionID?
        if let raw = input.sessionId {
            guard try study.owns(SessionID(rawValue: raw), user: user) else { throw WebError.notFound("The session") }
            session = SessionID(rawValue: raw)
        }
        let feedback = try study.answer(
            user: user, card: card, deck: deck, mode: mode, seed: seed, answer: answer, session: session,
            elapsedMilliseconds: max(0, min(3_600_000, input.elapsedMs ?? 0))
        ).feedback
        return try JSONResponse.ok(
            API.Feedback(
                correct: feedback?.isCorrect ?? true, rating: feedback?.rating?.rawValue,
                correctAnswer: feedback?.correctAnswer ?? card.content.back, givenAnswer: feedback?.givenAnswer,
                nearMiss: feedback?.nearMiss, explanation: feedback?.explanation ?? card.content.explanation,
                nextDue: feedback?.nextDue?.description))
    }

    // MARK: - Drafts

    private func updateDraftCard(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let draft = try services.ownedDraft(request.parameters["draftID"], of: user)
        guard let id = request.parameters["cardID"].flatMap(Int64.init),
            let item = try services.store.fetchDraftCards(draft.id).first(where: { $0.id.rawValue == id })
        else { throw WebError.notFound("The draft card") }
        let input = try JSONResponse.decode(API.DraftCardInput.self, from: request)
        if input.question != nil || input.answer != nil || input.explanation != nil {
            var card = item.card
            if let question = input.question {
                card.question = question.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            if let answer = input.answer { card.answer = answer.trimmingCharacters(in: .whitespacesAndNewlines) }
            if let explanation = input.explanation { card.explanation = explanation }
            guard !card.question.isEmpty, !card.answer.isEmpty else {
                throw WebError.invalid("A card needs a question and an answer.", field: "question")
            }
            if card.kind == .cloze && !card.question.contains(card.answer) { card.kind = .basic }
            try services.store.updateDraftCard(item.id, card: card)
        }
        if let text = input.decision {
            guard let decision = DraftCard.Decision(rawValue: text) else {
                throw WebError.invalid("'decision' must be pending, kept or dropped.", field: "decision")
            }
            try services.store.setDecision(decision, for: item.id)
        }
        guard let updated = try services.store.fetchDraftCards(draft.id).first(where: { $0.id == item.id }) else {
            throw WebError.notFound("The draft card")
        }
        return try JSONResponse.ok(API.DraftCardBody(updated))
    }

    private func saveDraft(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let draft = try services.ownedDraft(request.parameters["draftID"], of: user)
        let input = try JSONResponse.decode(API.SaveInput.self, from: request)
        let (deck, cards) = try services.saveDraft(draft, deckName: input.deck, user: user)
        return try JSONResponse.ok(API.Saved(deckId: deck.id.rawValue, cardCount: cards.count), status: .created)
    }
}
