import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import CardboxWeb
import Foundation
import Synchronization
import Testing

/// What the web app sends through the live-event channel: a `review` event for every stored answer (form or API)
/// and an `import` event when an import ends, each to its owner's stream key.
@Suite(.timeLimit(.minutes(10))) struct LiveEventPublishingTests {
    /// Records the events a channel delivers.
    final class Heard: Sendable {
        private let events = Mutex<[LiveEvent]>([])
        func append(_ event: LiveEvent) { events.withLock { $0.append(event) } }
        var all: [LiveEvent] { events.withLock { $0 } }

        /// The events named `name`, once at least one has arrived or `timeout` seconds have passed.
        func named(_ name: String, timeout: TimeInterval = 60) async -> [LiveEvent] {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline && !all.contains(where: { $0.name == name }) {
                try? await Task.sleep(for: .milliseconds(20))
            }
            return all.filter { $0.name == name }
        }
    }

    static func object(_ event: LiveEvent) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(event.body.utf8)) as? [String: Any])
    }

    /// A signed-in user with a deck of one card, on an app whose live events go through `channel`.
    func setUp(_ channel: LocalEventChannel) throws -> (WebHarness, TestBrowser, User, Deck) {
        let app = try WebHarness(liveEvents: channel)
        let ada = try app.signedUp("Ada")
        ada.get("/")
        _ = try ada.submit("/decks", ["name": "Cells", "scheduler": "sm2"])
        let user = try #require(try ada.user(in: app))
        let deck = try #require(try app.store.findDeck(owner: user.id, name: "Cells"))
        let added = try ada.submit(
            "/decks/\(deck.id)/cards",
            ["front": "Powerhouse?", "back": "Mitochondrion", "distractors": "Ribosome\nNucleus\nVacuole"])
        #expect(added.status == .seeOther)
        return (app, ada, user, deck)
    }

    @Test func anAnswerThroughTheAPIPublishesAReviewToItsOwner() async throws {
        let channel = LocalEventChannel()
        let heard = Heard()
        channel.subscribe(heard.append)
        let (app, ada, user, deck) = try setUp(channel)
        let page = try ada.submit("/account/tokens", ["label": "tests", "current": "correct horse battery"]).bodyText
        let token = try #require(
            page.range(of: "<p><code>").map { String(page[$0.upperBound...].prefix { $0 != "<" }) })
        let script = app.browser()
        script.bearer = token
        let next = try script.json(.get, "/api/v1/study/next?deck_id=\(deck.id)&mode=flip").jsonObject()
        let card = try #require((next["card"] as? [String: Any])?["id"] as? Int)
        let seed = try #require(next["seed"] as? String)
        #expect(heard.all.isEmpty)
        let answer = try script.json(
            .post, "/api/v1/cards/\(card)/answer", ["mode": "flip", "seed": seed, "rating": 3])
        #expect(answer.status == .ok)
        let reviews = heard.all.filter { $0.name == "review" }
        #expect(reviews.count == 1)
        let review = try #require(reviews.first)
        #expect(review.stream == "user-\(user.id)")
        let body = try Self.object(review)
        #expect(body["card_id"] as? Int == card)
        #expect(body["deck_id"] as? Int == Int(deck.id.rawValue))
        #expect(body["rating"] as? Int == 3)
        #expect(body["correct"] as? Bool == true)
        #expect(body["next_due"] as? String == (try answer.jsonObject()["next_due"] as? String))
        let stored = try #require(try app.store.fetchReviews(deck: deck.id).first)
        #expect(body["review_id"] as? Int == Int(stored.id.rawValue))
    }

    @Test func anAnswerThroughTheStudyFormPublishesAReview() throws {
        let channel = LocalEventChannel()
        let heard = Heard()
        channel.subscribe(heard.append)
        let (_, ada, user, deck) = try setUp(channel)
        let location = try #require(ada.send(.get, "/study/\(deck.id)").headers["Location"])
        let page = ada.get(location).bodyText
        func field(_ name: String) throws -> String {
            try #require(
                page.range(of: "name=\"\(name)\" value=\"").map { String(page[$0.upperBound...].prefix { $0 != "\"" }) }
            )
        }
        let session = String(location.split(separator: "=").last ?? "")
        let answered = try ada.submit(
            "/study/\(deck.id)/answer",
            ["card": try field("card"), "mode": "flip", "seed": try field("seed"), "session": session, "rating": "1"])
        #expect(answered.status == .seeOther)
        let reviews = heard.all.filter { $0.name == "review" }
        #expect(reviews.count == 1)
        let body = try Self.object(try #require(reviews.first))
        #expect(reviews.first?.stream == "user-\(user.id)")
        #expect(body["card_id"] as? Int == Int(try field("card")))
        #expect(body["deck_id"] as? Int == Int(deck.id.rawValue))
        #expect(body["rating"] as? Int == 1)
    }

    @Test func anAnswerNobodyStoresPublishesNothing() throws {
        let channel = LocalEventChannel()
        let heard = Heard()
        channel.subscribe(heard.append)
        let (_, ada, _, deck) = try setUp(channel)
        let page = ada.get("/study/\(deck.id)?mode=flip").bodyText
        let card = try #require(
            page.range(of: "name=\"card\" value=\"").map { String(page[$0.upperBound...].prefix { $0 != "\"" }) })
        let refused = try ada.submit(
            "/study/\(deck.id)/answer", ["card": card, "mode": "flip", "seed": "1", "rating": "9"])
        #expect(refused.status == .unprocessableContent)
        #expect(heard.all.isEmpty)
    }

    @Test func aFinishedImportIsAnnouncedThroughTheChannel() async throws {
        let channel = LocalEventChannel()
        let heard = Heard()
        channel.subscribe(heard.append)
        let (app, ada, user, _) = try setUp(channel)
        let boundary = "cardboxtest"
        let notes = "# Cells\n\nThe mitochondrion is the organelle that makes most of the energy of the cell.\n"
        let body =
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"deck\"\r\n\r\nBiology\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"cells.md\"\r\n"
            + "Content-Type: text/markdown\r\n\r\n\(notes)\r\n--\(boundary)--\r\n"
        let page = try ada.submit("/account/tokens", ["label": "tests", "current": "correct horse battery"]).bodyText
        let script = app.browser()
        script.bearer = try #require(
            page.range(of: "<p><code>").map { String(page[$0.upperBound...].prefix { $0 != "<" }) })
        let started = script.send(
            .post, "/api/v1/imports", body: Array(body.utf8), contentType: "multipart/form-data; boundary=\(boundary)")
        #expect(started.status == .accepted)
        let job = try #require(try started.jsonObject()["id"] as? Int)
        let imports = await heard.named("import")
        #expect(imports.count == 1)
        #expect(imports.first?.stream == "user-\(user.id)")
        let announced = try Self.object(try #require(imports.first))
        #expect(announced["id"] as? Int == job)
        #expect(announced["finished"] as? Bool == true)
    }

    @Test func healthNamesTheNode() throws {
        let app = try WebHarness { $0.nodeID = "web-7" }
        let health = app.browser().get("/healthz")
        #expect(health.status == .ok)
        #expect(health.headers["Content-Type"] == "application/json")
        let body = try health.jsonObject()
        #expect(body["status"] as? String == "ok")
        #expect(body["node"] as? String == "web-7")
    }
}
