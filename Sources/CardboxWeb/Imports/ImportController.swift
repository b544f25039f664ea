import CardboxCore
import CardboxGeneration
import CardboxHTTP
import CardboxInterchange
import Foundation

/// Uploading documents, following the import, and reviewing and saving drafts.
struct ImportController {
    let services: WebServices
    /// Files per upload.
    static let maximumFiles = 20

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.get("/import") { _, context in
            let user = context.user
            return Layout.response(
                DraftViews.upload(context.app, decks: try services.store.fetchDecks(owner: user.id), error: nil))
        }
        router.post("/import") { request, context in try upload(request, context) }
        router.post("/import/preview") { request, _ in try Self.spreadsheetPreview(request) }
        router.get("/imports/:jobID") { request, context in
            let user = context.user
            guard let id = request.parameters["jobID"].flatMap(Int.init),
                let status = services.imports.status(id, owner: user.id)
            else { throw WebError.notFound("The import") }
            if status.state == .finished, let imported = status.imported, status.draftIDs.isEmpty {
                return Layout.response(DraftViews.imported(context.app, status, imported))
            }
            if status.state == .finished { return .redirect(to: status.next) }
            return Layout.response(DraftViews.progress(context.app, status))
        }
        router.get("/imports/:jobID/events") { request, context in
            let user = context.user
            guard let id = request.parameters["jobID"].flatMap(Int.init),
                services.imports.status(id, owner: user.id) != nil
            else { throw WebError.notFound("The import") }
            let stream = try services.eventStreams.open(
                key: LiveEvents.key(for: user.id), session: context.session?.tokenHash)
            _ = services.imports.watch(id, owner: user.id, stream: stream)
            return .eventStream(stream)
        }
        router.get("/drafts") { request, context in
            let user = context.user
            return Layout.response(
                DraftViews.list(
                    context.app, try services.store.fetchDrafts(owner: user.id), notice: Notice.from(request)))
        }
        router.get("/drafts/:draftID") { request, context in try draftPage(request, context) }
        router.post("/drafts/:draftID/cards/:cardID/decision") { request, context in try decide(request, context) }
        router.post("/drafts/:draftID/cards/:cardID/edit") { request, context in try edit(request, context) }
        router.post("/drafts/:draftID/undecided") { request, context in try decideUndecided(request, context) }
        router.post("/drafts/:draftID/save") { request, context in try save(request, context) }
        router.post("/drafts/:draftID/delete") { request, context in
            let draft = try services.ownedDraft(request.parameters["draftID"], of: context.user)
            _ = try services.store.deleteDraft(draft.id, owner: context.user.id)
            return .redirect(to: "/drafts?notice=draft-deleted")
        }
    }

    /// Reads an upload form: files, deck, engine, card limit.
    static func importRequest(
        _ request: Request, user: User, services: WebServices
    ) throws -> ImportJobs.Request {
        let parts = try request.multipart()
        let files = parts.filter { $0.filename != nil && ($0.stored.map { $0.size > 0 } ?? !$0.body.isEmpty) }
        guard !files.isEmpty else {
            throw WebError.invalid("Choose a PDF, photos, an Anki package or a spreadsheet.", field: "file")
        }
        guard files.count <= maximumFiles else {
            throw WebError.invalid("Upload at most \(maximumFiles) files at once.", field: "file")
        }
        func field(_ name: String) -> String? { Self.formField(name, in: parts) }
        let deckName = try field("deck").map(CardForm.deckName)
        let engineText = field("engine") ?? EngineRequest.auto.rawValue
        guard let engine = EngineRequest(rawValue: engineText) else {
            throw WebError.invalid("Choose auto, extractive, openai or anthropic.", field: "engine")
        }
        var maxCards: Int?
        if let text = field("max_cards") {
            guard let value = Int(text), (1...10_000).contains(value) else {
                throw WebError.invalid("The card limit must be a whole number from 1 to 10,000.", field: "max_cards")
            }
            maxCards = value
        }
        let columns = try field("columns").map { text in
            let names = text.split(separator: ",").map(String.init)
            do {
                _ = try CardColumns(names: names)
            } catch let error as TextImportError {
                throw WebError.invalid(error.description, field: "columns")
            }
            return names
        }
        let separator = field("separator")
        return ImportJobs.Request(
            owner: user,
            uploads: files.map { file in
                let name = file.filename ?? "Upload"
                guard let stored = file.stored else {
                    return ImportJobs.Upload(name: name, mediaType: file.contentType, bytes: file.body)
                }
                return ImportJobs.Upload(
                    name: name, mediaType: file.contentType, written: BlobUploadFiles.written(stored))
            },
            deckName: deckName, engine: engine,
            makeSelector: try ModelChoice(services: services).makeSelector(for: user),
            maxCards: maxCards, today: services.today(for: user),
            cardFiles: ImportJobs.CardFileOptions(
                columns: columns, separator: separator, reschedule: field("reschedule") != nil))
    }

    /// The trimmed text of the plain (not file) part `name` of a multipart form, `nil` when it is missing or blank.
    static func formField(_ name: String, in parts: [MultipartPart]) -> String? {
        parts.first { $0.name == name && $0.filename == nil }.map { $0.text.trimmingCharacters(in: .whitespaces) }
            .flatMap { $0.isEmpty ? nil : $0 }
    }

    private func upload(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        do {
            let job = try services.imports.start(try Self.importRequest(request, user: user, services: services))
            return .redirect(to: "/imports/\(job.id)")
        } catch let error as WebError {
            return Layout.response(
                DraftViews.upload(context.app, decks: try services.store.fetchDecks(owner: user.id), error: error),
                status: error.status)
        }
    }

    private func draftPage(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let draft = try services.ownedDraft(request.parameters["draftID"], of: user)
        let cards = try services.store.fetchDraftCards(draft.id)
        let document = try services.store.findDocument(owner: user.id, contentID: draft.documentID)
        return Layout.response(
            DraftViews.review(
                context.app, draft: draft, cards: cards, passages: SourcePassage(document: document),
                decks: try services.store.fetchDecks(owner: user.id), notice: Notice.from(request)))
    }

    private func draftCard(_ request: Request, _ user: User) throws -> (Draft, DraftCard) {
        let draft = try services.ownedDraft(request.parameters["draftID"], of: user)
        guard let id = request.parameters["cardID"].flatMap(Int64.init),
            let card = try services.store.fetchDraftCards(draft.id).first(where: { $0.id.rawValue == id })
        else { throw WebError.notFound("The draft card") }
        return (draft, card)
    }

    private func decide(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let (draft, card) = try draftCard(request, user)
        let decision: DraftCard.Decision
        switch request.form()["decision"] {
        case "keep": decision = .kept
        case "drop": decision = .dropped
        case "undo": decision = .pending
        default: throw WebError.invalid("Choose keep or drop.", field: "decision")
        }
        try services.store.setDecision(decision, for: card.id)
        if request.headers["Accept"]?.contains("application/json") == true {
            return try JSONResponse.ok(
                API.DraftDecided(decision: decision, tally: DraftTally(try services.store.fetchDraftCards(draft.id))))
        }
        return .redirect(to: "/drafts/\(draft.id)#card-\(card.id)")
    }

    private func edit(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let (draft, card) = try draftCard(request, user)
        let form = request.form()
        var edited = card.card
        edited.question = (form["question"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        edited.answer = (form["answer"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        edited.explanation = (form["explanation"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !edited.question.isEmpty, !edited.answer.isEmpty else {
            throw WebError.invalid("A card needs a question and an answer.", field: "question")
        }
        if edited.kind == .cloze && !edited.question.contains(edited.answer) { edited.kind = .basic }
        if let lines = form["distractors"] {
            edited = try services.draftCard(
                edited, withDistractors: lines.split(whereSeparator: \.isNewline).map(String.init))
        }
        try services.store.updateDraftCard(card.id, card: edited)
        return .redirect(to: "/drafts/\(draft.id)#card-\(card.id)")
    }

    /// "Keep all" (`decision=keep`) and "Drop the rest" (`decision=drop`): decides every undecided card at once.
    private func decideUndecided(_ request: Request, _ context: SignedInContext) throws -> Response {
        let draft = try services.ownedDraft(request.parameters["draftID"], of: context.user)
        let decision: DraftCard.Decision
        switch request.form()["decision"] {
        case "keep": decision = .kept
        case "drop": decision = .dropped
        default: throw WebError.invalid("Choose keep or drop.", field: "decision")
        }
        guard draft.status != .saved else {
            throw WebError(.conflict, code: "draft_not_ready", DraftError.alreadySaved.description)
        }
        _ = try services.store.decideUndecided(decision, in: draft.id)
        return .redirect(to: "/drafts/\(draft.id)")
    }

    /// Saves the kept cards, and the undecided ones only when the form's `undecided` box (value `keep`) is ticked.
    private func save(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let draft = try services.ownedDraft(request.parameters["draftID"], of: user)
        let form = request.form()
        let rule = DraftSaveRule(undecided: form["undecided"] == "keep" ? .keep : .drop)
        let (deck, _) = try services.saveDraft(draft, deckName: form["deck"], rule: rule, user: user)
        return .redirect(to: "/decks/\(deck.id)?notice=draft-saved")
    }
}
