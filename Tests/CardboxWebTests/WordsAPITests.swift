import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import CardboxWeb
import Foundation
import Testing

/// The words JSON API: look-ups, completion, suggestions, categories, favourites and word cards.
@Suite(.enabled(if: WordsTestApp.lexicon != nil, "needs WordNet in /usr/share/wordnet"))
struct WordsAPITests {
    @Test(arguments: [
        "/api/v1/words/dog", "/api/v1/words/complete", "/api/v1/words/suggest", "/api/v1/words/categories",
        "/api/v1/words/categories/noun.animal", "/api/v1/words/random", "/api/v1/favourites",
    ])
    func routesNeedAToken(path: String) throws {
        let response = try WordsTestApp().anonymous.get(path)
        #expect(response.status == .unauthorized)
        #expect(response.errorCode == "unauthorized")
    }

    @Test func aDefinitionIsJSONInSnakeCase() throws {
        let app = try WordsTestApp()
        let script = try app.script(for: try app.browser("ada"))
        let response = script.get("/api/v1/words/mice")
        #expect(response.status == .ok)
        #expect(response.headers["Content-Type"] == "application/json")
        let json = response.json
        #expect(json["query"] as? String == "mice")
        #expect(json["base_forms"] as? [String] == ["mouse"])
        let parts = try #require(json["parts"] as? [[String: Any]])
        #expect(parts.first?["part_of_speech"] as? String == "noun")
        let sense = try #require((parts.first?["senses"] as? [[String: Any]])?.first)
        #expect(sense["category_title"] as? String == "Animals")
        #expect((sense["broader"] as? [String])?.contains("rodent") == true)
        #expect(script.get("/api/v1/words", [("q", "categories")]).json["base_forms"] as? [String] == ["category"])
    }

    @Test func badWordsAreClear4xxErrors() throws {
        let app = try WordsTestApp()
        let script = try app.script(for: try app.browser("ada"))
        let long = script.get("/api/v1/words/" + String(repeating: "x", count: 10_000))
        #expect(long.status == .unprocessableContent)
        #expect(long.errorCode == "invalid_word")
        #expect(script.get("/api/v1/words", [("q", "")]).status == .unprocessableContent)
        #expect(script.get("/api/v1/words").status == .unprocessableContent)
        let unknown = script.get("/api/v1/words/recieve")
        #expect(unknown.status == .notFound)
        #expect(unknown.errorCode == "word_not_found")
        let message = (unknown.json["error"] as? [String: Any])?["message"] as? String
        #expect(message?.contains("Did you mean 'receive'") == true)
    }

    @Test func completionAndSuggestions() throws {
        let app = try WordsTestApp()
        let browser = try app.browser("ada")
        let complete = browser.get("/api/v1/words/complete", [("prefix", "ice c")])
        #expect(complete.status == .ok)
        #expect((complete.json["items"] as? [String])?.contains("ice cream") == true)
        #expect(browser.get("/api/v1/words/complete", [("prefix", "")]).json["items"] as? [String] == [])
        let limited = browser.get("/api/v1/words/complete", [("prefix", "do"), ("limit", "3")])
        #expect((limited.json["items"] as? [String])?.count == 3)
        #expect(
            browser.get("/api/v1/words/complete", [("prefix", "do"), ("limit", "0")]).status == .unprocessableContent)
        let tooLong = browser.get("/api/v1/words/complete", [("prefix", String(repeating: "a", count: 10_000))])
        #expect(tooLong.status == .unprocessableContent)
        let suggest = browser.get("/api/v1/words/suggest", [("q", "recieve")])
        #expect((suggest.json["items"] as? [String])?.contains("receive") == true)
        #expect(browser.get("/api/v1/words/suggest", [("q", " ")]).status == .unprocessableContent)
    }

    @Test func categoriesArePaged() throws {
        let app = try WordsTestApp()
        let script = try app.script(for: try app.browser("ada"))
        let list = try #require(script.get("/api/v1/words/categories").json["items"] as? [[String: Any]])
        let animals = try #require(list.first { $0["name"] as? String == "noun.animal" })
        #expect(animals["title"] as? String == "Animals")
        #expect(animals["part_of_speech"] as? String == "noun")
        let total = try #require(animals["word_count"] as? Int)
        let page = script.get("/api/v1/words/categories/noun.animal", [("page", "2"), ("per_page", "10")]).json
        #expect((page["items"] as? [String])?.count == 10)
        #expect(page["page"] as? Int == 2)
        #expect(page["per_page"] as? Int == 10)
        #expect(page["total"] as? Int == total)
        let first = script.get("/api/v1/words/categories/noun.animal", [("per_page", "20")]).json["items"] as? [String]
        #expect(Array(first?.suffix(10) ?? []) == page["items"] as? [String])
        let past = script.get("/api/v1/words/categories/noun.animal", [("page", "100000")]).json
        #expect((past["items"] as? [String])?.isEmpty == true)
        let unknown = script.get("/api/v1/words/categories/noun.dragons")
        #expect(unknown.status == .notFound)
        #expect(unknown.errorCode == "unknown_category")
        let zero = script.get("/api/v1/words/categories/noun.animal", [("per_page", "0")])
        #expect(zero.status == .unprocessableContent)
    }

    @Test func theWordOfTheDayStaysAllDay() throws {
        let app = try WordsTestApp()
        let script = try app.script(for: try app.browser("ada"))
        let morning = script.get("/api/v1/words/random")
        #expect(morning.status == .ok)
        app.clock.set(Fixtures.now.addingTimeInterval(3600))
        #expect(script.get("/api/v1/words/random").bodyText == morning.bodyText)
        #expect((morning.json["parts"] as? [Any])?.isEmpty == false)
    }

    @Test func favouritesArePutAndDeleted() throws {
        let app = try WordsTestApp()
        let browser = try app.browser("ada")
        let script = try app.script(for: browser)
        let put = script.send(.put, "/api/v1/favourites/mice")
        #expect(put.status == .created)
        #expect(put.json["word"] as? String == "mouse")
        #expect(script.send(.put, "/api/v1/favourites/mouse").status == .ok)
        let list = script.get("/api/v1/favourites").json["items"] as? [[String: Any]]
        #expect(list?.map { $0["word"] as? String } == ["mouse"])
        #expect(script.send(.put, "/api/v1/favourites/recieve").status == .notFound)
        // A browser session needs the CSRF header.
        #expect(browser.send(.put, "/api/v1/favourites/dog", withToken: false).status == .forbidden)
        #expect(browser.send(.put, "/api/v1/favourites/dog").status == .created)
        #expect(script.send(.delete, "/api/v1/favourites/mouse").status == .noContent)
        #expect(script.send(.delete, "/api/v1/favourites/mouse").status == .notFound)
        #expect(try app.store.fetchFavourites(for: try #require(browser.user).id).map(\.word) == ["dog"])
    }

    @Test func wordCardsReportMadeAndSkipped() throws {
        let app = try WordsTestApp()
        let browser = try app.browser("ada")
        let script = try app.script(for: browser)
        #expect(script.send(.post, "/api/v1/words/cards", json: #"{"deck":"Words"}"#).status == .unprocessableContent)
        _ = script.send(.put, "/api/v1/favourites/ribosome")
        let made = script.send(
            .post, "/api/v1/words/cards", json: ##"{"deck":"Words","colors":{"card":"#ffeedd"},"reverse":false}"##)
        #expect(made.status == .created)
        #expect(made.json["made"] as? Int == 1)
        #expect(made.json["deck_created"] as? Bool == true)
        let deckID = try #require(made.json["deck_id"] as? Int)
        let cards = try app.store.fetchCards(deck: DeckID(rawValue: Int64(deckID)))
        #expect(cards.first?.content.distractors.count == 3)
        #expect(cards.first?.content.style.cardColor?.hex == "#ffeedd")
        let again = script.send(.post, "/api/v1/words/cards", json: #"{"deck":"Words","words":["ribosome","cats"]}"#)
        #expect(again.status == .created)
        #expect(again.json["made"] as? Int == 1)
        let skipped = again.json["skipped"] as? [[String: Any]]
        #expect(skipped?.first?["word"] as? String == "ribosome")
        #expect((skipped?.first?["reason"] as? String)?.contains("already") == true)
        let badColour = script.send(.post, "/api/v1/words/cards", json: #"{"deck":"Words","colors":{"text":"red"}}"#)
        #expect(badColour.status == .unprocessableContent)
        #expect(script.send(.post, "/api/v1/words/cards", json: #"{"deck":""}"#).status == .unprocessableContent)
        #expect(script.send(.post, "/api/v1/words/cards", json: "nonsense").status == .badRequest)
        let badWord = script.send(.post, "/api/v1/words/cards", json: #"{"deck":"Words","words":[""]}"#)
        #expect(badWord.status == .unprocessableContent)
    }
}
