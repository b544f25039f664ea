import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import CardboxWords
import Foundation
import Testing

/// Word cards with their word spoken by espeak-ng (installed by scripts/setup): on the side that shows the word, a
/// real WAV file served as the card's media, not counted as a new word when the deck is made again, and refused
/// clearly where espeak-ng is missing.
@Suite(.timeLimit(.minutes(10))) struct WordCardSoundTests {
    func speakingApp() throws -> (WordsTestApp, String) {
        try #require(
            WordsTestApp.hasEspeak, "espeak-ng is not installed; run scripts/setup (apt-get install espeak-ng)")
        let cache = NSTemporaryDirectory() + "cardbox-word-sound-\(UUID().uuidString)"
        return (try WordsTestApp(pronouncer: Pronouncer(cacheDirectory: cache)), cache)
    }

    @Test func eachWordCardPlaysItsWordOnTheSideThatShowsIt() throws {
        let (app, cache) = try speakingApp()
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let browser = try app.browser("ada")
        let user = try #require(browser.user)
        _ = browser.post("/words/dog/favourite")
        #expect(
            browser.get("/favourites").bodyText.contains("<input type=\"checkbox\" name=\"sound\" value=\"1\" checked>")
        )

        let made = browser.post("/favourites/cards", [("deck_id", ""), ("deck_name", "Spoken"), ("sound", "1")])
        #expect(made.bodyText.contains("1 card added to “Spoken”"))
        let deck = try #require(try app.store.findDeck(owner: user.id, name: "Spoken"))
        let card = try #require(try app.store.fetchCards(deck: deck.id).first)
        let reference = try #require(card.content.mediaReferences.first)
        #expect(reference.format == .wav)
        #expect(card.content.front == "dog\n\n![dog](media:\(reference.key.rawValue).wav)")
        #expect(!card.content.back.contains("media:"))
        let audio = browser.get(reference.path)
        #expect(audio.status == .ok)
        #expect(audio.headers["Content-Type"] == "audio/wav")
        #expect(audio.bodyBytes.count > 1_000)

        // Made again, the spoken card counts as the word's card.
        let again = browser.post("/favourites/cards", [("deck_id", String(deck.id.rawValue)), ("sound", "1")])
        #expect(again.bodyText.contains("0 cards added"))
        let reversed = browser.post(
            "/favourites/cards", [("deck_id", ""), ("deck_name", "Spoken back"), ("reverse", "1"), ("sound", "1")])
        #expect(reversed.bodyText.contains("1 card added"))
        let back = try #require(try app.store.findDeck(owner: user.id, name: "Spoken back"))
        let reversedCard = try #require(try app.store.fetchCards(deck: back.id).first)
        #expect(reversedCard.content.back == "dog\n\n![dog](media:\(reference.key.rawValue).wav)")
        #expect(AnswerCheck(given: "dog", expected: reversedCard.content.back, isCode: false).isCorrect)
        #expect(try app.store.fetchMedia(owner: user.id).map(\.key) == [reference.key])
    }

    @Test func withoutEspeakTheFormOffersNoSoundAndTheAPIRefusesIt() throws {
        let app = try WordsTestApp()
        let browser = try app.browser("ada")
        _ = browser.post("/words/dog/favourite")
        #expect(!browser.get("/favourites").bodyText.contains("name=\"sound\""))
        let script = try app.script(for: browser)
        let refused = script.send(.post, "/api/v1/words/cards", json: #"{"deck": "Spoken", "sound": true}"#)
        #expect(refused.status == .serviceUnavailable)
        #expect(refused.bodyText.contains("espeak-ng"))
        let user = try #require(browser.user)
        #expect(try app.store.findDeck(owner: user.id, name: "Spoken") == nil)
    }
}
