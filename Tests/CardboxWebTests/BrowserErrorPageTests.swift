import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// Browsers get HTML error pages through the site layout; the API keeps its JSON errors and other clients plain text.
@Suite struct BrowserErrorPageTests {
    static let navigation = [("Accept", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")]

    @Test func anUnknownPathIsAnHTMLPageWithTheSignedInHeader() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        ada.get("/")
        let missing = ada.send(.get, "/x", headers: Self.navigation)
        #expect(missing.status == .notFound)
        #expect(missing.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(missing.headers["X-Content-Type-Options"] == "nosniff")
        #expect(missing.headers["Content-Security-Policy"] != nil)
        #expect(missing.bodyText.contains("Nothing is at /x."))
        #expect(missing.bodyText.contains("aria-label=\"Signed in as\">Ada<"))
        #expect(!missing.bodyText.contains("Create an account"))
        let deck = ada.send(.get, "/decks/999", headers: Self.navigation)
        #expect(deck.status == .notFound)
        #expect(deck.bodyText.contains("aria-label=\"Signed in as\">Ada<"))
    }

    @Test func anUnknownPathIsAnHTMLPageForAVisitorToo() throws {
        let app = try WebHarness()
        let missing = app.browser().send(.get, "/nothing/here", headers: Self.navigation)
        #expect(missing.status == .notFound)
        #expect(missing.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(missing.bodyText.contains("Create an account"))
        #expect(missing.bodyText.contains("<h1>Not Found</h1>") || missing.bodyText.contains("Nothing is at"))
    }

    @Test func aFormOnlyAddressWithoutAnObviousPageIsAnHTML405WithAllow() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        ada.get("/")
        let signOut = ada.send(.get, "/signout", headers: Self.navigation)
        #expect(signOut.status == .methodNotAllowed)
        #expect(signOut.headers["Allow"] == "POST")
        #expect(signOut.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(signOut.headers["X-Frame-Options"] != nil || signOut.headers["Content-Security-Policy"] != nil)
        #expect(signOut.bodyText.contains("only takes a submitted form"))
        #expect(signOut.bodyText.contains("aria-label=\"Signed in as\">Ada<"))
        #expect(!signOut.bodyText.contains("GET is not allowed here."))
    }

    @Test func formAddressesWithAnObviousPageRedirectThere() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        ada.get("/")
        _ = try ada.submit("/decks", ["name": "Cells"])
        let user = try #require(try ada.user(in: app))
        let deck = try #require(try app.store.findDeck(owner: user.id, name: "Cells"))
        let cases = [
            ("/decks", "/"), ("/favourites/cards", "/favourites"), ("/words/cards", "/words"),
            ("/account/tokens", "/account"), ("/settings/key", "/settings"),
        ]
        for (form, page) in cases {
            let response = ada.send(.get, form, headers: Self.navigation)
            #expect(response.status == .seeOther, "\(form)")
            #expect(response.headers["Location"] == page, "\(form)")
        }
        #expect(ada.get("/decks").bodyText.contains("Your decks"))
        let named = ada.send(.get, "/decks/\(deck.id)/cards", headers: Self.navigation)
        #expect(named.status == .methodNotAllowed)
        #expect(named.headers["Allow"] == "POST")
        #expect(named.headers["Content-Type"] == "text/html; charset=utf-8")
        let visitor = app.browser().send(.get, "/decks", headers: Self.navigation)
        #expect(visitor.headers["Location"] == "/signin?next=%2Fdecks")
    }

    @Test func theAPIKeepsJSONErrorsAndPlainClientsKeepText() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        ada.get("/")
        let api = ada.send(.get, "/api/v1/nothing", headers: Self.navigation)
        #expect(api.status == .notFound)
        #expect(api.headers["Content-Type"] == "application/json")
        let plain = ada.send(.get, "/signout")
        #expect(plain.status == .methodNotAllowed)
        #expect(plain.headers["Content-Type"] == "text/plain; charset=utf-8")
        #expect(plain.headers["Allow"] == "POST")
    }
}
