import CardboxCore
import CardboxHTTP
import CardboxLexicon
import CardboxWords
import Foundation

/// The dictionary pages: search, a word's senses and its pronunciation, favouriting, and browsing by category.
struct WordsController {
    let services: WebServices
    var words: WordsService { WordsService(services: services) }

    func addRoutes(to router: inout RouterGroup<SignedInContext>) {
        router.get("/words") { request, context in try home(request, context) }
        router.get("/words/categories") { _, context in
            return Layout.response(
                WordCategoryViews.list(context.app, categories: try words.lexicon().wordCategories()))
        }
        // Registered before `/words/:word/audio`, so `/words/categories/x` is always a category.
        router.get("/words/categories/:category") { request, context in try category(request, context) }
        router.get("/words/:word") { request, context in
            try wordPage(try WordsService.pathWord(request.parameters["word"]), request, context)
        }
        router.get("/words/:word/audio") { request, context in try audio(request, context) }
        router.post("/words/:word/favourite") { request, context in try favourite(request, context, add: true) }
        router.post("/words/:word/unfavourite") { request, context in try favourite(request, context, add: false) }
    }

    private func home(_ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        if let query = request.query["q"] {
            let word = try WordsService.word(query)
            // "categories" would name the categories page, so that one word is shown in place.
            if word.lowercased() == "categories" { return try wordPage(word, request, context) }
            return .redirect(to: "/words/" + WordsViews.path(word))
        }
        let seen = try services.store.setting(WordsService.onboardingKey, for: user.id) != nil
        if !seen { try services.store.setSetting(WordsService.onboardingKey, to: "1", for: user.id) }
        let home = WordsViews.Home(
            wordOfTheDay: services.lexicon == nil ? nil : try words.wordOfTheDay(for: user),
            hasDictionary: services.lexicon != nil, showOnboarding: !seen || request.query["intro"] != nil,
            allowance: try words.allowanceStatus(for: user))
        return Layout.response(WordsViews.home(context.app, home, notice: Notice.from(request)))
    }

    private func wordPage(_ word: String, _ request: Request, _ context: SignedInContext) throws -> Response {
        let user = context.user
        guard services.lexicon != nil else {
            return Layout.response(WordsViews.unavailable(context.app), status: .serviceUnavailable)
        }
        let definition: WordDefinition
        do {
            definition = try words.define(word, for: user)
        } catch let error as WebError where error.code == "word_not_found" {
            let suggestions = services.lexicon?.suggestions(for: word, limit: 3) ?? []
            return Layout.response(
                WordsViews.notFound(context.app, word: word, suggestions: suggestions), status: .notFound)
        } catch let error as WebError where error.code == "allowance_used_up" {
            return Layout.response(
                WordsViews.allowanceUsedUp(context.app, message: error.message, resetsOn: words.nextReset(for: user)),
                status: .tooManyRequests)
        }
        let head = definition.baseForms.first ?? definition.query
        let pronouncer = services.pronouncer.flatMap { $0.isAvailable ? $0 : nil }
        let extras = WordsViews.Extras(
            ipa: try? pronouncer?.ipa(of: head), hasAudio: pronouncer != nil,
            isFavourite: try words.isFavourite(head, for: user), allowance: try words.allowanceStatus(for: user))
        return Layout.response(WordsViews.definition(context.app, definition, extras, notice: Notice.from(request)))
    }

    private func audio(_ request: Request, _ context: SignedInContext) throws -> Response {
        let word = try WordsService.pathWord(request.parameters["word"])
        let lexicon = try words.lexicon()
        guard !lexicon.lookup(word).isEmpty else {
            throw WebError(.notFound, code: "word_not_found", "The dictionary has no entry for '\(word)' to pronounce.")
        }
        guard let pronouncer = services.pronouncer, pronouncer.isAvailable else {
            throw WordError.pronunciationUnavailable(path: services.pronouncer?.executable ?? "espeak-ng").webError
        }
        let path: String
        do {
            path = try pronouncer.audioFile(for: word)
        } catch let error as WordError {
            throw error.webError
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw WordError.pronunciationFailed("the audio file could not be read").webError
        }
        var response = Response(status: .ok, contentType: "audio/wav", body: Array(data))
        response.headers["Cache-Control"] = "private, max-age=86400"
        return response
    }

    private func favourite(_ request: Request, _ context: SignedInContext, add: Bool) throws -> Response {
        let user = context.user
        let word = try WordsService.pathWord(request.parameters["word"])
        let saved: String
        if add {
            saved = try words.addFavourite(word, for: user).word
        } else {
            guard let removed = try words.removeFavourite(word, for: user) else {
                throw WebError.notFound("'\(word)' among your favourites")
            }
            saved = removed
        }
        let notice = add ? "favourite-added" : "favourite-removed"
        if request.form()["return"] == "favourites" { return .redirect(to: "/favourites?notice=\(notice)") }
        return .redirect(to: "/words/\(WordsViews.path(saved))?notice=\(notice)")
    }

    private func category(_ request: Request, _ context: SignedInContext) throws -> Response {
        let category = try words.category(request.parameters["category"])
        let page = Pagination(
            total: category.wordCount, perPage: WordsService.pageSize, requested: request.query["page"])
        let list = try words.lexicon().words(
            inCategory: category.name, offset: (page.page - 1) * page.perPage, limit: page.perPage)
        return Layout.response(WordCategoryViews.page(context.app, category: category, words: list, page: page))
    }
}
