import CardboxCore
import CardboxHTTP
import CardboxLexicon
import CardboxWire
import CardboxWords
import Foundation

/// The words part of the JSON API: look-ups, completion, suggestions, categories, favourites and word cards.
///
/// `GET /api/v1/words/{word}` counts against the monthly allowance (429 when used up); the other routes do not.
/// A word that is also a route name (`complete`, `suggest`, `categories`, `random`, `cards`) is looked up with
/// `GET /api/v1/words?q=`.
struct WordsAPIController {
    let services: WebServices
    var words: WordsService { WordsService(services: services) }
    /// The most words a completion or suggestion list holds.
    static let maximumLimit = 50
    /// The most words per page of a category.
    static let maximumPerPage = 500

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.get("/words") { request, context in
            try define(request.query["q"], context)
        }
        router.get("/words/complete") { request, context in try complete(request, context) }
        router.get("/words/suggest") { request, context in
            let word = try WordsService.word(request.query["q"])
            let limit = try integer(request.query["limit"], name: "limit", in: 1...Self.maximumLimit) ?? 5
            return try JSONResponse.ok(Wire.Items(try words.lexicon().suggestions(for: word, limit: limit)))
        }
        router.get("/words/categories") { _, context in
            return try JSONResponse.ok(Wire.Items(try words.lexicon().wordCategories()))
        }
        router.get("/words/categories/:category") { request, context in try category(request, context) }
        router.get("/words/random") { _, context in
            let user = context.user
            guard let definition = try words.wordOfTheDay(for: user) else {
                throw WebError(.serviceUnavailable, code: "dictionary_unavailable", "The dictionary offered no word.")
            }
            return try JSONResponse.ok(definition)
        }
        router.post("/words/cards") { request, context in try makeCards(request, context) }
        router.get("/words/:word") { request, context in
            try define(request.parameters["word"].map { $0.removingPercentEncoding ?? $0 }, context)
        }
        router.get("/favourites") { _, context in
            let user = context.user
            return try JSONResponse.ok(Wire.Items(try services.store.fetchFavourites(for: user.id)))
        }
        router.put("/favourites/:word") { request, context in
            let user = context.user
            let (word, added) = try words.addFavourite(
                try WordsService.pathWord(request.parameters["word"]), for: user)
            let saved = try services.store.fetchFavourites(for: user.id).first { $0.word == word }
            return try JSONResponse.ok(
                saved ?? FavouriteWord(word: word, addedAt: services.now()), status: added ? .created : .ok)
        }
        router.delete("/favourites/:word") { request, context in
            let user = context.user
            let word = try WordsService.pathWord(request.parameters["word"])
            guard try words.removeFavourite(word, for: user) != nil else {
                throw WebError.notFound("'\(word)' among your favourites")
            }
            return Response(status: .noContent)
        }
    }

    private func define(_ text: String?, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let word = try WordsService.word(text)
        return try JSONResponse.ok(try words.define(word, for: user))
    }

    private func complete(_ request: Request, _ context: SignedInContext) throws -> Response {
        let prefix = (request.query["prefix"] ?? "").trimmingCharacters(in: .whitespaces)
        guard prefix.count <= 64 else {
            throw WebError.invalid("'prefix' has at most 64 characters.", field: "prefix")
        }
        let limit = try integer(request.query["limit"], name: "limit", in: 1...Self.maximumLimit) ?? 10
        guard !prefix.isEmpty else { return try JSONResponse.ok(Wire.Items<String>([])) }
        return try JSONResponse.ok(Wire.Items(try words.lexicon().completions(of: prefix, limit: limit)))
    }

    private func category(_ request: Request, _ context: SignedInContext) throws -> Response {
        let category = try words.category(request.parameters["category"])
        let perPage =
            try integer(request.query["per_page"], name: "per_page", in: 1...Self.maximumPerPage)
            ?? WordsService.pageSize
        let requested = try integer(request.query["page"], name: "page", in: 1...Int(Int32.max)) ?? 1
        let offset = (requested - 1) * perPage
        let items =
            offset < category.wordCount
            ? try words.lexicon().words(inCategory: category.name, offset: offset, limit: perPage) : []
        return try JSONResponse.ok(
            API.CategoryPage(
                category: category, items: items, page: requested, perPage: perPage, total: category.wordCount))
    }

    private func makeCards(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        let input = try JSONResponse.decode(API.WordCardsInput.self, from: request)
        let name = try CardForm.deckName(input.deck)
        let list = try (input.words ?? []).map { try WordsService.word($0) }
        let result = try words.makeCards(
            for: user, words: list, target: .named(name), reverse: input.reverse ?? false,
            style: try input.colors?.style() ?? .plain, sound: input.sound ?? false)
        return try JSONResponse.ok(
            Wire.WordCards(
                deckId: result.deck.id.rawValue, deckName: result.deck.name, deckCreated: result.createdDeck,
                made: result.made,
                skipped: result.skipped.map { Wire.WordCards.Skip(word: $0.word, reason: $0.reason.description) },
                unspoken: result.unspoken.map { Wire.WordCards.Skip(word: $0.word, reason: $0.reason) }),
            status: result.made > 0 ? .created : .ok)
    }

    private func integer(_ text: String?, name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw WebError.invalid(
                "'\(name)' must be a whole number from \(range.lowerBound) to \(range.upperBound).", field: name)
        }
        return value
    }
}
