import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxWeb
import Foundation
import Testing

/// Requests that another site could make on a user's behalf, and credentials used where they do not belong.
struct CrossSiteRequestTests {
    @Test func theOriginCheckTrustsTheConfiguredNamesNotTheRequestsHost() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        ada.get("/")
        let token = ada.csrf
        let rebound = ada.send(
            .post, "/decks", body: Array("name=Stolen&_csrf=\(token)".utf8),
            contentType: "application/x-www-form-urlencoded",
            headers: [("Host", "rebind.attacker.example:8080"), ("Origin", "http://rebind.attacker.example:8080")])
        #expect(rebound.status == .forbidden)
        #expect(try app.store.fetchDecks(owner: #require(try ada.user(in: app)).id).isEmpty)

        // The same server under another of its own names is fine.
        let local = ada.send(
            .post, "/decks", body: Array("name=Cells&_csrf=\(token)".utf8),
            contentType: "application/x-www-form-urlencoded",
            headers: [("Host", "localhost:8080"), ("Origin", "http://localhost:8080")])
        #expect(local.status == .seeOther)
        let otherPort = ada.send(
            .post, "/decks", body: Array("name=Other&_csrf=\(token)".utf8),
            contentType: "application/x-www-form-urlencoded",
            headers: [("Host", "localhost:8080"), ("Origin", "http://localhost:3000")])
        #expect(otherPort.status == .forbidden)
    }

    @Test func aBrowserSessionIsNotABearerToken() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let script = app.browser()
        script.bearer = try #require(ada.cookies["cardbox_session"])
        let answer = script.send(.get, "/api/v1/decks")
        #expect(answer.status == .unauthorized)
    }

    @Test func metricsCanBeRestrictedToAToken() throws {
        let app = try WebHarness { $0.metricsToken = "scrape-me" }
        let visitor = app.browser()
        let refused = visitor.send(.get, "/metrics")
        #expect(refused.status == .unauthorized)
        #expect(!refused.bodyText.contains("requests_total"))
        let scraper = app.browser()
        scraper.bearer = "scrape-me"
        let allowed = scraper.send(.get, "/metrics")
        #expect(allowed.status == .ok)
        #expect(allowed.bodyText.contains("cardbox_http_requests_total"))
        let open = try WebHarness()
        #expect(open.browser().send(.get, "/metrics").status == .ok)
    }
}
