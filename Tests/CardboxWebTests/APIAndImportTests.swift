import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import CardboxWeb
import Foundation
import Testing

@Suite struct APIAndImportTests {
    static let notes = """
        # Cell biology

        The mitochondrion is the organelle that produces most of the chemical energy of the cell. It has its own \
        DNA and a double membrane.

        ## Proteins

        The ribosome is a molecular machine that builds proteins from amino acids. Ribosomes are found in every \
        living cell.

        ## Plants

        Photosynthesis is the process by which plants turn light into chemical energy. It takes place in the \
        chloroplast.

        ## Genetics

        The nucleus is the compartment that holds most of the genetic material of a eukaryotic cell. In 1953, \
        Watson and Crick described the double helix of DNA.

        ## Membranes

        Osmosis is the movement of water across a semipermeable membrane. The cell membrane is made of a \
        phospholipid bilayer.
        """

    /// A signed-in browser and a script holding an API token of the same user.
    func setUp() throws -> (WebHarness, TestBrowser, TestBrowser) {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        ada.get("/account")
        let page = try ada.submit("/account/tokens", ["label": "tests", "current": "correct horse battery"]).bodyText
        let token = try #require(
            page.range(of: "<p><code>").map { String(page[$0.upperBound...].prefix { $0 != "<" }) })
        let script = app.browser()
        script.bearer = token
        return (app, ada, script)
    }

    @Test func decksAndCardsOverJSON() throws {
        let (_, _, script) = try setUp()
        let created = try script.json(.post, "/api/v1/decks", ["name": "Cells", "scheduler": "sm2"])
        #expect(created.status == .created)
        let deck = try created.jsonObject()
        let deckID = try #require(deck["id"] as? Int)
        #expect(deck["scheduler"] as? String == "sm2")
        #expect(created.headers["Location"] == "/api/v1/decks/\(deckID)")
        let card = try script.json(
            .post, "/api/v1/decks/\(deckID)/cards",
            ["front": "Powerhouse?", "back": "Mitochondrion", "distractors": ["Ribosome", "Nucleus", "Vacuole"]])
        #expect(card.status == .created)
        let cardID = try #require(try card.jsonObject()["id"] as? Int)
        let due = try script.json(.get, "/api/v1/decks/\(deckID)/due").jsonObject()
        #expect(due["count"] as? Int == 1)
        #expect(try script.json(.get, "/api/v1/decks/\(deckID + 1)/due").status == .notFound)
        #expect(try script.json(.get, "/api/v1/decks/0/due").status == .notFound)
        #expect(try script.json(.get, "/api/v1/decks/\(deckID)/due?limit=0").status == .unprocessableContent)
        let next = try script.json(.get, "/api/v1/study/next?deck_id=\(deckID)&mode=choice").jsonObject()
        let options = try #require(next["options"] as? [String])
        #expect(Set(options) == ["Mitochondrion", "Ribosome", "Nucleus", "Vacuole"])
        let seed = try #require(next["seed"] as? String)
        let index = try #require(options.firstIndex(of: "Mitochondrion"))
        let answer = try script.json(
            .post, "/api/v1/cards/\(cardID)/answer", ["mode": "choice", "seed": seed, "choice": index])
        #expect(try answer.jsonObject()["correct"] as? Bool == true)
        let patched = try script.json(.patch, "/api/v1/cards/\(cardID)", ["back": "The mitochondrion"])
        #expect(try patched.jsonObject()["back"] as? String == "The mitochondrion")
        let page = try script.json(.get, "/api/v1/decks?per_page=1&page=1").jsonObject()
        #expect(page["total"] as? Int == 1)
        #expect(page["per_page"] as? Int == 1)
        #expect(try script.json(.delete, "/api/v1/cards/\(cardID)").status == .noContent)
        #expect(try script.json(.get, "/api/v1/cards/\(cardID)").status == .notFound)
    }

    @Test func aCardsTagsPitfallAndAnswerKindGoBothWaysOverJSON() throws {
        let (_, _, script) = try setUp()
        let deck = try script.json(.post, "/api/v1/decks", ["name": "Swift"]).jsonObject()
        let deckID = try #require(deck["id"] as? Int)
        let created = try script.json(
            .post, "/api/v1/decks/\(deckID)/cards",
            [
                "front": "Print hello", "back": "print(\"hello\")", "tags": [" basics ", "io"],
                "pitfall": "  Not println.  ", "answer_is_code": true, "answer_is_typed": true,
            ])
        #expect(created.status == .created, "\(created.bodyText)")
        let card = try created.jsonObject()
        let cardID = try #require(card["id"] as? Int)
        #expect(card["tags"] as? [String] == ["basics", "io"])
        #expect(card["pitfall"] as? String == "Not println.")
        #expect(card["answer_is_code"] as? Bool == true)
        #expect(card["answer_is_typed"] as? Bool == true)

        let kept = try script.json(.patch, "/api/v1/cards/\(cardID)", ["back": "print(\"hi\")"]).jsonObject()
        #expect(kept["pitfall"] as? String == "Not println." && kept["answer_is_typed"] as? Bool == true)
        let cleared = try script.json(
            .patch, "/api/v1/cards/\(cardID)", ["pitfall": "", "answer_is_typed": false, "tags": [String]()]
        ).jsonObject()
        #expect(cleared["pitfall"] == nil, "an empty pitfall removes it: \(cleared)")
        #expect(cleared["answer_is_typed"] as? Bool == false && cleared["answer_is_code"] as? Bool == true)
        #expect(cleared["tags"] as? [String] == [])
        let blank = try script.json(.patch, "/api/v1/cards/\(cardID)", ["tags": ["ok", " "]])
        #expect(blank.status == .unprocessableContent, "\(blank.bodyText)")
        let refused = try script.json(.patch, "/api/v1/cards/\(cardID)", ["answer_is_typed": "yes"])
        #expect(refused.status == .badRequest || refused.status == .unprocessableContent, "\(refused.bodyText)")
    }

    @Test func badRequestsGetClearJSONErrors() throws {
        let (_, _, script) = try setUp()
        let notJSON = script.send(.post, "/api/v1/decks", body: Array("{".utf8), contentType: "application/json")
        #expect(notJSON.status == .badRequest)
        let error = try #require(try notJSON.jsonObject()["error"] as? [String: Any])
        #expect(error["code"] as? String == "bad_request")
        #expect(error["request_id"] as? String == "t")
        let form = script.send(.post, "/api/v1/decks", body: Array("name=x".utf8), contentType: "text/plain")
        #expect(form.status == .unsupportedMediaType)
        let empty = try script.json(.post, "/api/v1/decks", ["name": "   "])
        #expect(empty.status == .unprocessableContent)
        let wrongType = try script.json(.post, "/api/v1/decks", ["name": 5])
        #expect(wrongType.status == .badRequest)
        #expect(try script.json(.get, "/api/v1/decks?per_page=0").status == .unprocessableContent)
        #expect(try script.json(.get, "/api/v1/decks/abc").status == .notFound)
        #expect(try script.json(.put, "/api/v1/decks").status == .methodNotAllowed)
        let anonymous = try TestBrowser(router: script.router, address: "127.0.0.1").json(.get, "/api/v1/decks")
        #expect(anonymous.status == .unauthorized)
        #expect(anonymous.headers["Content-Type"] == "application/json")
        let bogus = TestBrowser(router: script.router, address: "127.0.0.1")
        bogus.bearer = "not-a-token"
        #expect(try bogus.json(.get, "/api/v1/me").status == .unauthorized)
    }

    @Test func importMakesADraftThatIsReviewedAndSaved() async throws {
        let (app, ada, script) = try setUp()
        let boundary = "cardboxtest"
        let body =
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"deck\"\r\n\r\nBiology\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"cells.md\"\r\n"
            + "Content-Type: text/markdown\r\n\r\n\(Self.notes)\r\n--\(boundary)--\r\n"
        let started = script.send(
            .post, "/api/v1/imports", body: Array(body.utf8), contentType: "multipart/form-data; boundary=\(boundary)")
        #expect(started.status == .accepted)
        let job = try #require(try started.jsonObject()["id"] as? Int)
        let status = try #require(await app.services.imports.finished(job, timeout: 60))
        #expect(status.state == .finished)
        let draftID = try #require(status.draftIDs.first)
        let detail = try script.json(.get, "/api/v1/drafts/\(draftID)").jsonObject()
        let cards = try #require(detail["cards"] as? [[String: Any]])
        #expect(cards.count >= 4)
        let first = try #require(cards.first?["id"] as? Int)
        let dropped = try script.json(.patch, "/api/v1/drafts/\(draftID)/cards/\(first)", ["decision": "dropped"])
        #expect(try dropped.jsonObject()["decision"] as? String == "dropped")

        let review = ada.get("/drafts/\(draftID)").bodyText
        #expect(review.contains("Made by <strong>extractive</strong>"))
        #expect(review.contains("data-decision=\"drop\""))
        #expect(review.contains("mitochondrion"))
        let saved = try ada.submit("/drafts/\(draftID)/save", ["deck": "Biology", "undecided": "keep"])
        #expect(saved.status == .seeOther)
        let user = try #require(try ada.user(in: app))
        let deck = try #require(try app.store.findDeck(owner: user.id, name: "Biology"))
        #expect(try app.store.fetchCards(deck: deck.id).count == cards.count - 1)
        #expect(
            try ada.submit("/drafts/\(draftID)/save", ["deck": "Biology", "undecided": "keep"]).status == .conflict)
    }

    @Test func importRefusesEmptyAndUnreadableUploads() async throws {
        let (app, ada, _) = try setUp()
        ada.get("/import")
        let boundary = "b"
        let noFile =
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n\(ada.csrf)\r\n--\(boundary)--\r\n"
        let refused = ada.send(
            .post, "/import", body: Array(noFile.utf8), contentType: "multipart/form-data; boundary=\(boundary)")
        #expect(refused.status == .unprocessableContent)
        #expect(refused.bodyText.contains("Choose a PDF"))
        let junk =
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n\(ada.csrf)\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"broken.pdf\"\r\n\r\n"
            + "%PDF-1.4 this is not really a PDF\r\n--\(boundary)--\r\n"
        let started = ada.send(
            .post, "/import", body: Array(junk.utf8), contentType: "multipart/form-data; boundary=\(boundary)")
        let location = try #require(started.headers["Location"])
        let job = try #require(Int(location.split(separator: "/").last ?? ""))
        let status = try #require(await app.services.imports.finished(job, timeout: 60))
        #expect(status.state == .failed)
        #expect(status.error?.isEmpty == false)
        #expect(ada.get(location).bodyText.contains("The import failed"))
    }
}
