import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import CardboxWeb
import CardboxWords
import Foundation
import Testing

/// The words pages in the browser: sign-in, search, a word's page, categories, favourites, word cards and play.
@Suite(.enabled(if: WordsTestApp.lexicon != nil, "needs WordNet in /usr/share/wordnet"))
struct WordsRoutesTests {
    static let longWord = String(repeating: "a", count: 10_000)

    @Test(arguments: [
        "/words", "/words/dog", "/words/dog/audio", "/words/categories", "/words/categories/noun.animal",
        "/favourites", "/favourites/play",
    ])
    func pagesNeedSignIn(path: String) throws {
        let response = try WordsTestApp().anonymous.get(path)
        #expect(response.status == .seeOther)
        #expect(response.headers["Location"]?.hasPrefix("/signin?next=") == true)
    }

    @Test func onboardingShowsOnTheFirstVisitAndLaterByLink() throws {
        let app = try WordsTestApp()
        let browser = try app.browser("ada")
        let first = browser.get("/words")
        #expect(first.status == .ok)
        #expect(first.bodyText.contains("Welcome to Words"))
        #expect(first.bodyText.contains("data-complete-url=\"/api/v1/words/complete\""))
        #expect(first.bodyText.contains("aria-controls=\"word-completions\""))
        #expect(first.bodyText.contains("Word of the day"))
        #expect(!browser.get("/words").bodyText.contains("Welcome to Words"))
        #expect(browser.get("/words", [("intro", "1")]).bodyText.contains("Welcome to Words"))
        #expect(try app.store.setting("web.words-onboarding-seen", for: try #require(browser.user).id) == "1")
    }

    @Test func searchRedirectsToTheWordsPage() throws {
        let browser = try WordsTestApp().browser("ada")
        let response = browser.get("/words", [("q", "  mice ")])
        #expect(response.status == .seeOther)
        #expect(response.headers["Location"] == "/words/mice")
        #expect(browser.get("/words", [("q", "ice cream")]).headers["Location"] == "/words/ice%20cream")
        // The one word that is also a page name is shown in place.
        let categories = browser.get("/words", [("q", "categories")])
        #expect(categories.status == .ok)
        #expect(categories.bodyText.contains("<h1>category"))
    }

    @Test func aWordsPageShowsItsSensesGroupedWithTheirRelations() throws {
        let browser = try WordsTestApp().browser("ada")
        let page = browser.get("/words/mice")
        #expect(page.status == .ok)
        let html = page.bodyText
        #expect(html.contains("<h1>mouse <span class=\"muted\">(from “mice”)</span></h1>"))
        #expect(html.contains("<h2>noun</h2>"))
        // "mice" is only a plural noun; "mouse" itself is also a verb.
        #expect(!html.contains("<h2>verb</h2>"))
        #expect(browser.get("/words/mouse").bodyText.contains("<h2>verb</h2>"))
        #expect(html.contains("<a class=\"pill\" href=\"/words/categories/noun.animal\">Animals</a>"))
        #expect(html.contains("<dt>Synonyms</dt><dd><a href=\"/words/shiner\">shiner</a>"))
        #expect(html.contains("<dt>Broader</dt><dd><a href=\"/words/rodent\">rodent</a>"))
        #expect(html.contains("<dt>Narrower</dt>"))
        #expect(html.contains("action=\"/words/mouse/favourite\""))
        // Without espeak-ng there is no audio button.
        #expect(!html.contains("data-play-audio"))
    }

    @Test func antonymsAndExamplesAreShown() throws {
        let html = try WordsTestApp().browser("ada").get("/words/good").bodyText
        #expect(html.contains("<dt>Opposites</dt><dd><a href=\"/words/bad\">bad</a>"))
        #expect(html.contains("<ul class=\"examples\" aria-label=\"Examples\">"))
    }

    @Test func anUnknownWordIsA404WithSuggestions() throws {
        let response = try WordsTestApp().browser("ada").get("/words/recieve")
        #expect(response.status == .notFound)
        #expect(response.bodyText.contains("No entry for “recieve”"))
        #expect(response.bodyText.contains("<a href=\"/words/receive\">receive</a>"))
    }

    @Test(arguments: ["", "   ", WordsRoutesTests.longWord, "<script>alert(1)</script>", "-rf"])
    func invalidWordsAreRefusedWith422(word: String) throws {
        let browser = try WordsTestApp().browser("ada")
        let search = browser.get("/words", [("q", word)])
        #expect(search.status == .unprocessableContent)
        #expect(!search.bodyText.contains("<script>alert"))
        if !word.trimmingCharacters(in: .whitespaces).isEmpty && !word.contains("/") {
            #expect(browser.get("/words/" + word).status == .unprocessableContent)
        }
    }

    @Test func categoriesListTheirFriendlyNamesAndCounts() throws {
        let browser = try WordsTestApp().browser("ada")
        let list = browser.get("/words/categories")
        #expect(list.status == .ok)
        #expect(list.bodyText.contains("<a href=\"/words/categories/noun.animal\">Animals</a>"))
        #expect(list.bodyText.contains("<code>adj.all</code>"))
        let second = browser.get("/words/categories/noun.animal", [("page", "2")])
        #expect(second.status == .ok)
        #expect(second.bodyText.contains("page 2 of"))
        #expect(second.bodyText.contains("rel=\"prev\""))
        #expect(browser.get("/words/categories/Animals").status == .ok)
        let unknown = browser.get("/words/categories/noun.unicorns")
        #expect(unknown.status == .notFound)
        #expect(unknown.bodyText.contains("There is no word category"))
    }

    @Test func favouritingNeedsTheFormToken() throws {
        let app = try WordsTestApp()
        let browser = try app.browser("ada")
        let user = try #require(browser.user)
        #expect(browser.post("/words/mice/favourite", withToken: false).status == .forbidden)
        #expect(try app.store.fetchFavourites(for: user.id).isEmpty)
        let added = browser.post("/words/mice/favourite")
        #expect(added.status == .seeOther)
        #expect(added.headers["Location"] == "/words/mouse?notice=favourite-added")
        #expect(try app.store.fetchFavourites(for: user.id).map(\.word) == ["mouse"])
        #expect(browser.get("/words/mouse").bodyText.contains("Remove from favourites"))
        #expect(browser.post("/words/mouse/unfavourite", withToken: false).status == .forbidden)
        let removed = browser.post("/words/mouse/unfavourite", [("return", "favourites")])
        #expect(removed.headers["Location"] == "/favourites?notice=favourite-removed")
        #expect(try app.store.fetchFavourites(for: user.id).isEmpty)
        #expect(browser.post("/words/mouse/unfavourite").status == .notFound)
        #expect(browser.post("/words/recieve/favourite").status == .notFound)
    }

    @Test func favouritesBelongToOneUser() throws {
        let app = try WordsTestApp()
        let ada = try app.browser("ada")
        let bob = try app.browser("bob")
        _ = ada.post("/words/dog/favourite")
        #expect(ada.get("/favourites").bodyText.contains("<a href=\"/words/dog\">dog</a>"))
        #expect(!bob.get("/favourites").bodyText.contains("/words/dog\">dog"))
        #expect(bob.post("/words/dog/unfavourite").status == .notFound)
        let script = try app.script(for: bob)
        #expect((script.get("/api/v1/favourites").json["items"] as? [Any])?.isEmpty == true)
        #expect(script.send(.delete, "/api/v1/favourites/dog").status == .notFound)
        #expect(try app.store.fetchFavourites(for: try #require(ada.user).id).map(\.word) == ["dog"])
    }

    @Test func makingCardsFromFavouritesAddsCardsWithDistractorsAndSkipsDuplicates() throws {
        let app = try WordsTestApp()
        let browser = try app.browser("ada")
        let user = try #require(browser.user)
        _ = browser.post("/words/mitochondria/favourite")
        _ = browser.post("/words/dog/favourite")
        let form = [
            ("deck_id", ""), ("deck_name", "Vocabulary"), ("use_card_color", "on"), ("card_color", "#fff8e7"),
            ("text_color", "#1d2430"),
        ]
        let made = browser.post("/favourites/cards", form)
        #expect(made.status == .ok)
        #expect(made.bodyText.contains("2 cards added to “Vocabulary”"))
        let deck = try #require(try app.store.findDeck(owner: user.id, name: "Vocabulary"))
        #expect(made.bodyText.contains("href=\"/study/\(deck.id)?mode=play&amp;pace=3\""))
        let cards = try app.store.fetchCards(deck: deck.id)
        #expect(cards.map(\.content.front) == ["mitochondrion", "dog"])
        for card in cards {
            #expect(card.content.distractors.count == 3)
            #expect(!card.content.distractors.contains(card.content.back))
            #expect(card.content.style.cardColor?.hex == "#fff8e7")
            #expect(card.content.style.textColor == nil)
        }
        let again = browser.post("/favourites/cards", [("deck_id", String(deck.id.rawValue))])
        #expect(again.bodyText.contains("0 cards added"))
        #expect(again.bodyText.contains("<li>dog: the deck already has a card for it</li>"))
        #expect(try app.store.fetchCards(deck: deck.id).count == 2)
        let reversed = browser.post("/favourites/cards", [("deck_id", ""), ("deck_name", "Reverse"), ("reverse", "1")])
        #expect(reversed.bodyText.contains("2 cards added"))
        #expect(browser.post("/favourites/cards", [("deck_name", "X")], withToken: false).status == .forbidden)
        let badColour = browser.post(
            "/favourites/cards", [("deck_name", "X"), ("use_view_color", "on"), ("view_color", "red")])
        #expect(badColour.status == .unprocessableContent)
    }

    @Test func makingCardsWithoutFavouritesExplainsWhy() throws {
        let browser = try WordsTestApp().browser("ada")
        let response = browser.post("/favourites/cards", [("deck_name", "Vocabulary")])
        #expect(response.status == .unprocessableContent)
        #expect(response.bodyText.contains("no favourite words yet"))
    }

    @Test func playingFavouritesAdvancesAtThePace() throws {
        let app = try WordsTestApp()
        let browser = try app.browser("ada")
        #expect(browser.get("/favourites/play").headers["Location"] == "/favourites")
        _ = browser.post("/words/dog/favourite")
        _ = browser.post("/words/cat/favourite")
        let first = browser.get("/favourites/play", [("pace", "5"), ("shuffle", "1")])
        #expect(first.status == .ok)
        #expect(first.bodyText.contains("data-play data-pace=\"5\""))
        #expect(first.bodyText.contains("Card 1 of 2"))
        #expect(first.bodyText.contains("Pause (space)"))
        #expect(first.bodyText.contains("href=\"/favourites/play?pace=5&amp;shuffle=1&amp;seed=42&amp;position=1\""))
        let last = browser.get("/favourites/play", [("pace", "5"), ("position", "1")])
        #expect(last.bodyText.contains("Card 2 of 2"))
        #expect(last.bodyText.contains("Start again"))
    }

    @Test func audioIsRefusedClearlyWithoutEspeak() throws {
        let browser = try WordsTestApp().browser("ada")
        let response = browser.get("/words/dog/audio")
        #expect(response.status == .serviceUnavailable)
        #expect(response.bodyText.contains("espeak-ng"))
        #expect(browser.get("/words/recieve/audio").status == .notFound)
    }

    @Test(.enabled(if: WordsTestApp.hasEspeak, "needs espeak-ng"))
    func audioServesAWaveFileAndThePageOffersIt() throws {
        let cache = NSTemporaryDirectory() + "cardbox-words-audio-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let app = try WordsTestApp(pronouncer: Pronouncer(cacheDirectory: cache))
        let browser = try app.browser("ada")
        let page = browser.get("/words/mouse").bodyText
        #expect(page.contains("<audio id=\"audio-word\" src=\"/words/mouse/audio\""))
        #expect(page.contains("data-play-audio=\"audio-word\""))
        #expect(page.contains("aria-label=\"Pronunciation\">/"))
        let audio = browser.get("/words/mouse/audio")
        #expect(audio.status == .ok)
        #expect(audio.headers["Content-Type"] == "audio/wav")
        #expect(audio.bodyBytes.starts(with: Array("RIFF".utf8)))
    }

    @Test func withoutTheDictionaryThePagesSaySo() throws {
        let app = try WordsTestApp(lexicon: nil)
        let browser = try app.browser("ada")
        let home = browser.get("/words")
        #expect(home.status == .ok)
        #expect(home.bodyText.contains("The dictionary is not installed on this server"))
        #expect(browser.get("/words/dog").status == .serviceUnavailable)
        #expect(browser.get("/words/categories").status == .serviceUnavailable)
        let api = try app.script(for: browser).get("/api/v1/words/dog")
        #expect(api.status == .serviceUnavailable)
        #expect(api.errorCode == "dictionary_unavailable")
    }
}
