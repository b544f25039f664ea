import CardboxCore
import CardboxHTTP
import Foundation

/// Studying in the browser: flip and rate, multiple choice, typed answers and play mode, one card per page.
struct StudyController {
    let services: WebServices
    var study: StudyService { StudyService(services: services) }

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.get("/study") { _, context in try overview(context) }
        router.get("/study/:deckID") { request, context in try card(request, context) }
        router.post("/study/:deckID/answer") { request, context in try answer(request, context) }
        router.get("/study/:deckID/feedback") { request, context in try feedback(request, context) }
        router.post("/study/:deckID/undo") { request, context in try undo(request, context) }
        router.post("/study/:deckID/overrule") { request, context in try overrule(request, context) }
        for action in StudyService.SetAsideAction.allCases where action != .restore {
            router.post("/study/:deckID/\(action.rawValue)") { request, context in
                try setAside(action, request, context)
            }
        }
        router.post("/cards/:cardID/restore") { request, context in try restore(request, context) }
        router.get("/documents/:documentID") { request, context in try document(request, context) }
    }

    private func overview(_ context: SignedInContext) throws -> Response {
        let user = context.user
        let summaries = try services.store.fetchDeckSummaries(
            owner: user.id, today: services.today(for: user), now: services.now())
        return Layout.response(StudyViews.overview(context.app, summaries: summaries))
    }

    /// `all` or a deck id.
    private func deck(_ text: String?, _ user: User) throws -> Deck? {
        text == "all" ? nil : try services.ownedDeck(text, of: user)
    }

    private static func mode(_ text: String?) throws -> StudyMode {
        try QuizInputParsing.mode(text)
    }

    private func card(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let deck = try deck(request.parameters["deckID"], user)
        let mode = try Self.mode(request.query["mode"])
        let category = request.query["category"].flatMap { $0.isEmpty ? nil : $0 }
        let path = "/study/\(deck.map { String($0.id.rawValue) } ?? "all")"
        if mode == .play { return try play(request, context, user: user, deck: deck, path: path) }
        guard let sessionText = request.query["session"], let raw = Int64(sessionText),
            try study.owns(SessionID(rawValue: raw), user: user)
        else {
            let session = try study.session(nil, user: user, deck: deck, mode: mode)
            var query = "mode=\(mode.rawValue)&session=\(session)"
            if let category { query += "&category=\(Parameters.encode(category))" }
            return .redirect(to: "\(path)?\(query)", status: .seeOther)
        }
        let session = SessionID(rawValue: raw)
        let preferred = request.query["card"].flatMap(Int64.init).map(CardID.init(rawValue:))
        guard
            let next = try study.next(
                user: user, deck: deck, mode: mode, category: category, session: session, preferring: preferred)
        else {
            try services.store.finishSession(session, at: services.now())
            let finished = try services.store.findSession(session)
            let nextDue = try study.nextDueSentence(user: user, deck: deck)
            return Layout.response(
                StudyViews.done(
                    context.app, deck: deck, session: finished, nextDue: nextDue,
                    undo: finished.map {
                        StudyViews.UndoForm(path: path, session: $0.id, mode: mode, category: category)
                    }))
        }
        return Layout.response(
            StudyViews.prompt(context.app, next, path: path, session: session, category: category))
    }

    private func play(
        _ request: Request, _ context: SignedInContext, user: User, deck: Deck?, path: String
    ) throws
        -> Response
    {
        let decks = try deck.map { [$0] } ?? services.store.fetchDecks(owner: user.id)
        var cards = try decks.flatMap { try services.store.fetchCards(deck: $0.id) }
        let shuffle = request.query["shuffle"] == "1"
        let seed = request.query["seed"].flatMap(UInt64.init) ?? services.seed ?? UInt64.random(in: 0...UInt64.max)
        if shuffle {
            var generator = SplitMix64(seed: seed)
            cards.shuffle(using: &generator)
        }
        let pace = min(60, max(1, request.query["pace"].flatMap(Int.init) ?? 3))
        guard !cards.isEmpty else {
            return Layout.response(StudyViews.done(context.app, deck: deck, session: nil))
        }
        let position = min(max(0, request.query["position"].flatMap(Int.init) ?? 0), cards.count - 1)
        let card = cards[position]
        let next = position + 1 < cards.count ? position + 1 : nil
        let query = "mode=play&pace=\(pace)&shuffle=\(shuffle ? 1 : 0)&seed=\(seed)"
        return Layout.response(
            StudyViews.play(
                context.app, card: card, deckStyle: decks.first { $0.id == card.deckID }?.style,
                position: position, total: cards.count, pace: pace,
                nextURL: next.map { "\(path)?\(query)&position=\($0)" }, path: path, shuffle: shuffle))
    }

    private func answer(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let deckFilter = try deck(request.parameters["deckID"], user)
        let form = request.form()
        let mode = try Self.mode(form["mode"])
        let (card, deck) = try services.ownedCard(form["card"], of: user)
        if let deckFilter, deckFilter.id != deck.id { throw WebError.notFound("The card") }
        guard let seed = form["seed"].flatMap(UInt64.init) else { throw WebError.badRequest("The form is incomplete.") }
        let answer = try QuizInputParsing.answer(
            QuizInput(rating: form["rating"], choice: form["choice"], typed: form["typed"]), mode: mode)
        let session = try study.session(form["session"], user: user, deck: deckFilter, mode: mode)
        let answered = try study.answer(
            user: user, card: card, deck: deck, mode: mode, seed: seed, answer: answer, session: session,
            elapsedMilliseconds: min(3_600_000, form["elapsed"].flatMap(Int.init) ?? 0))
        let path = "/study/\(deckFilter.map { String($0.id.rawValue) } ?? "all")"
        var nextQuery = "mode=\(mode.rawValue)&session=\(session)"
        if let category = form["category"], !category.isEmpty {
            nextQuery += "&category=\(Parameters.encode(category))"
        }
        guard mode != .flip, answered.feedback != nil, let review = answered.review else {
            return .redirect(to: "\(path)?\(nextQuery)")
        }
        // Post/redirect/get: the feedback has its own address, so reloading it never answers twice.
        return .redirect(to: "\(path)/feedback?card=\(card.id)&review=\(review.id)&seed=\(seed)&\(nextQuery)")
    }

    private func feedback(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let deckFilter = try deck(request.parameters["deckID"], user)
        let feedback = try study.feedback(
            review: request.query["review"], card: request.query["card"], user: user,
            seed: request.query["seed"].flatMap(UInt64.init))
        if let deckFilter, deckFilter.id != feedback.card.deckID { throw WebError.notFound("The answer") }
        let mode = try Self.mode(request.query["mode"])
        var nextQuery = "mode=\(mode.rawValue)"
        if let session = request.query["session"].flatMap(Int64.init) { nextQuery += "&session=\(session)" }
        if let category = request.query["category"], !category.isEmpty {
            nextQuery += "&category=\(Parameters.encode(category))"
        }
        let path = "/study/\(deckFilter.map { String($0.id.rawValue) } ?? "all")"
        let document = try feedback.source?.documentID.flatMap {
            try services.store.findDocument(owner: user.id, contentID: $0)
        }
        let undo = request.query["session"].flatMap(Int64.init).map {
            StudyViews.UndoForm(
                path: path, session: SessionID(rawValue: $0), mode: mode, category: request.query["category"])
        }
        var overrule: StudyViews.OverruleForm?
        if let undo, let review = request.query["review"].flatMap(Int64.init) {
            overrule = StudyViews.OverruleForm(path: path, review: ReviewID(rawValue: review), undo: undo)
        }
        return Layout.response(
            StudyViews.feedback(
                context.app, feedback, next: "\(path)?\(nextQuery)", passages: SourcePassage(document: document),
                undo: undo, overrule: overrule))
    }

    /// The study page to go back to after an action: same deck, mode, session and category.
    private func studyPage(_ form: Parameters, path: String, session: SessionID?, card: CardID? = nil) -> String {
        var query = "mode=\((try? Self.mode(form["mode"]))?.rawValue ?? StudyMode.flip.rawValue)"
        if let session { query += "&session=\(session)" }
        if let category = form["category"], !category.isEmpty { query += "&category=\(Parameters.encode(category))" }
        if let card { query += "&card=\(card)" }
        return "\(path)?\(query)"
    }

    /// `z`: undoes the session's newest answer and asks that card again.
    private func undo(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let deckFilter = try deck(request.parameters["deckID"], user)
        let form = request.form()
        guard let raw = form["session"].flatMap(Int64.init) else { throw WebError.notFound("The session") }
        let session = SessionID(rawValue: raw)
        let card = try study.undo(user: user, session: session)
        let path = "/study/\(deckFilter.map { String($0.id.rawValue) } ?? "all")"
        return .redirect(to: studyPage(form, path: path, session: session, card: card))
    }

    /// "I was right": a wrong typed answer counts as Good; the feedback page then shows the new answer.
    private func overrule(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let deckFilter = try deck(request.parameters["deckID"], user)
        let form = request.form()
        let (card, deck) = try services.ownedCard(form["card"], of: user)
        if let deckFilter, deckFilter.id != deck.id { throw WebError.notFound("The card") }
        let review = try study.overrule(review: form["review"], card: card, deck: deck, user: user)
        let path = "/study/\(deckFilter.map { String($0.id.rawValue) } ?? "all")"
        let session = form["session"].flatMap(Int64.init).map(SessionID.init(rawValue:))
        let back = studyPage(form, path: path, session: session).split(separator: "?", maxSplits: 1).last ?? ""
        return .redirect(to: "\(path)/feedback?card=\(card.id)&review=\(review.id)&\(back)")
    }

    /// `-` buries the card on show until tomorrow; `@` suspends it.
    private func setAside(
        _ action: StudyService.SetAsideAction, _ request: Request, _ context: SignedInContext
    ) throws -> Response {
        let user = context.user
        let deckFilter = try deck(request.parameters["deckID"], user)
        let form = request.form()
        let (card, deck) = try services.ownedCard(form["card"], of: user)
        if let deckFilter, deckFilter.id != deck.id { throw WebError.notFound("The card") }
        _ = try study.setAside(card, action, user: user)
        let session = form["session"].flatMap(Int64.init).map(SessionID.init(rawValue:))
        let path = "/study/\(deckFilter.map { String($0.id.rawValue) } ?? "all")"
        return .redirect(to: studyPage(form, path: path, session: session))
    }

    /// Takes a suspended or buried card back into study, from the deck's page.
    private func restore(_ request: Request, _ context: SignedInContext) throws -> Response {
        let (card, deck) = try services.ownedCard(request.parameters["cardID"], of: context.user)
        _ = try study.setAside(card, .restore, user: context.user)
        return .redirect(to: "/decks/\(deck.id)")
    }

    private func document(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        guard let id = request.parameters["documentID"],
            let document = try services.store.findDocument(owner: user.id, contentID: id)
        else { throw WebError.notFound("The document") }
        return Layout.response(StudyViews.document(context.app, document))
    }
}
