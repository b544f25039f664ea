import CardboxCore
import CardboxHTTP
import CardboxWire
import Foundation

/// The JSON API's imports and drafts: upload a document, follow the import, review and save the draft, as
/// `OpenAPI+Drafts.swift` describes.
struct DraftsAPI {
    let services: WebServices

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.post("/imports") { request, context in
            let user = context.user
            let job = try services.imports.start(
                try ImportController.importRequest(request, user: user, services: services))
            var response = try JSONResponse.ok(job, status: .accepted)
            response.headers["Location"] = "/api/v1/imports/\(job.id)"
            return response
        }
        router.post("/imports/preview") { request, _ in try ImportController.spreadsheetPreview(request) }
        router.get("/imports/:jobID") { request, context in
            let user = context.user
            guard let id = request.parameters["jobID"].flatMap(Int.init),
                let status = services.imports.status(id, owner: user.id)
            else { throw WebError.notFound("The import") }
            return try JSONResponse.ok(status)
        }
        router.get("/drafts") { _, context in
            let user = context.user
            return try JSONResponse.ok(
                Wire.Items(try services.store.fetchDrafts(owner: user.id).map(API.DraftBody.init)))
        }
        router.get("/drafts/:draftID") { request, context in
            let draft = try services.ownedDraft(request.parameters["draftID"], of: context.user)
            return try JSONResponse.ok(
                API.DraftDetail(
                    draft: API.DraftBody(draft),
                    cards: try services.store.fetchDraftCards(draft.id).map(API.DraftCardBody.init)))
        }
        router.delete("/drafts/:draftID") { request, context in
            let draft = try services.ownedDraft(request.parameters["draftID"], of: context.user)
            _ = try services.store.deleteDraft(draft.id, owner: context.user.id)
            return Response(status: .noContent)
        }
        router.patch("/drafts/:draftID/cards/:cardID") { request, context in
            try updateDraftCard(request, context)
        }
        router.post("/drafts/:draftID/undecided") { request, context in try decideUndecided(request, context) }
        router.post("/drafts/:draftID/save") { request, context in try saveDraft(request, context) }
    }

    private func updateDraftCard(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let draft = try services.ownedDraft(request.parameters["draftID"], of: user)
        guard let id = request.parameters["cardID"].flatMap(Int64.init),
            let item = try services.store.fetchDraftCards(draft.id).first(where: { $0.id.rawValue == id })
        else { throw WebError.notFound("The draft card") }
        let input = try JSONResponse.decode(API.DraftCardInput.self, from: request)
        if input.question != nil || input.answer != nil || input.explanation != nil || input.distractors != nil {
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
            if let lines = input.distractors { card = try services.draftCard(card, withDistractors: lines) }
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
        let undecided = try input.undecided.map { text in
            guard let choice = DraftSaveRule.Undecided(rawValue: text) else {
                throw WebError.invalid("'undecided' must be keep or drop.", field: "undecided")
            }
            return choice
        }
        let rule = DraftSaveRule(undecided: undecided ?? .drop)
        let (deck, cards) = try services.saveDraft(draft, deckName: input.deck, rule: rule, user: user)
        return try JSONResponse.ok(API.Saved(deckId: deck.id.rawValue, cardCount: cards.count), status: .created)
    }

    /// "Keep all" and "drop the rest": decides every undecided card of a draft that is not saved yet.
    private func decideUndecided(_ request: Request, _ context: SignedInContext) throws -> Response {
        let draft = try services.ownedDraft(request.parameters["draftID"], of: context.user)
        let input = try JSONResponse.decode(API.UndecidedInput.self, from: request)
        guard let decision = DraftCard.Decision(rawValue: input.decision), decision != .pending else {
            throw WebError.invalid("'decision' must be kept or dropped.", field: "decision")
        }
        guard draft.status != .saved else {
            throw WebError(.conflict, code: "draft_not_ready", DraftError.alreadySaved.description)
        }
        _ = try services.store.decideUndecided(decision, in: draft.id)
        return try JSONResponse.ok(
            API.DraftDecided(decision: decision, tally: DraftTally(try services.store.fetchDraftCards(draft.id))))
    }
}
