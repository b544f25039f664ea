import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import CardboxWeb
import Foundation
import Testing

/// Every route that takes the id of something a user owns, called by another user with the owner's ids, must
/// answer 404 or 403 and change nothing.
@Suite struct AuthorizationMatrixTests {
    /// Route parameters that name shared things (dictionary words, static files), not something a user owns.
    static let publicParameters: Set<String> = ["file", "word", "category"]

    @Test func anotherUsersIDsGetNotFoundOnEveryRoute() async throws {
        let app = try WebHarness()
        let (ada, adaScript) = try signedUpWithToken(app, "Ada")
        let (grace, graceScript) = try signedUpWithToken(app, "Grace")

        // Ada's things: a deck with a card, a study session, an imported document with its draft and job.
        let deckID = try #require(
            try adaScript.json(.post, "/api/v1/decks", ["name": "Cells"]).jsonObject()["id"] as? Int)
        let cardID = try #require(
            try adaScript.json(.post, "/api/v1/decks/\(deckID)/cards", ["front": "Q?", "back": "A"]).jsonObject()["id"]
                as? Int)
        let boundary = "m"
        let upload =
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"cells.md\"\r\n\r\n"
            + APIAndImportTests.notes + "\r\n--\(boundary)--\r\n"
        let job = try #require(
            try adaScript.send(
                .post, "/api/v1/imports", body: Array(upload.utf8), contentType: "multipart/form-data; boundary=m"
            ).jsonObject()["id"] as? Int)
        let status = try #require(await app.services.imports.finished(job, timeout: 60))
        let draftID = try #require(status.draftIDs.first)
        let draftCardID = try #require(try app.store.fetchDraftCards(DraftID(rawValue: draftID)).first?.id.rawValue)
        let documentID = try #require(try app.store.findDraft(DraftID(rawValue: draftID))?.documentID)
        let before = try snapshot(app, deck: deckID, card: cardID, draft: draftID)

        var checked = 0
        for route in app.router.routes {
            let names = route.pattern.split(separator: "/").filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
            guard !names.isEmpty, !names.allSatisfy(Self.publicParameters.contains) else { continue }
            let isDraftRoute = route.pattern.contains("drafts")
            var path = route.pattern
            for name in names {
                let value: String =
                    switch name {
                    case "deckID": String(deckID)
                    case "cardID": String(isDraftRoute ? draftCardID : Int64(cardID))
                    case "draftID": String(draftID)
                    case "jobID": String(job)
                    case "documentID": documentID
                    default: "1"
                    }
                path = path.replacingOccurrences(of: ":\(name)", with: value)
            }
            let response: Response
            if route.pattern.hasPrefix("/api/") {
                response = try graceScript.json(route.method, path, route.method.isSafe ? nil : [String: Any]())
            } else if route.method.isSafe {
                response = grace.send(route.method, path)
            } else {
                response = try grace.submit(path, [:])
            }
            #expect(
                response.status == .notFound || response.status == .forbidden,
                "\(route.method) \(route.pattern) answered \(response.status) to another user")
            checked += 1
        }
        #expect(checked >= 25)
        #expect(try snapshot(app, deck: deckID, card: cardID, draft: draftID) == before)
        // Ada still reaches all of it.
        #expect(ada.send(.get, "/decks/\(deckID)").status == .ok)
        #expect(ada.send(.get, "/drafts/\(draftID)").status == .ok)
        #expect(ada.send(.get, "/documents/\(documentID)").status == .ok)
    }

    private func signedUpWithToken(_ app: WebHarness, _ name: String) throws -> (TestBrowser, TestBrowser) {
        let browser = try app.signedUp(name)
        browser.get("/account")
        let page = try browser.submit("/account/tokens", ["label": "matrix", "current": "correct horse battery"])
            .bodyText
        let token = try #require(
            page.range(of: "<p><code>").map { String(page[$0.upperBound...].prefix { $0 != "<" }) })
        let script = app.browser()
        script.bearer = token
        return (browser, script)
    }

    private struct Snapshot: Equatable {
        var deck: Deck?
        var card: Card?
        var reviews: Int
        var draft: Draft?
        var decisions: [DraftCard.Decision]
    }

    private func snapshot(_ app: WebHarness, deck: Int, card: Int, draft: Int64) throws -> Snapshot {
        Snapshot(
            deck: try app.store.findDeck(DeckID(rawValue: Int64(deck))),
            card: try app.store.findCard(CardID(rawValue: Int64(card))),
            reviews: try app.store.fetchReviews(deck: DeckID(rawValue: Int64(deck))).count,
            draft: try app.store.findDraft(DraftID(rawValue: draft)),
            decisions: try app.store.fetchDraftCards(DraftID(rawValue: draft)).map(\.decision))
    }
}
