import CardboxCore
import CardboxHTTP
import CardboxInterchange
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

@testable import CardboxWeb

/// Anki packages and spreadsheets through the import page and the API, and a deck's export downloads.
@Suite struct CardFileRoutesTests {
    /// A multipart body with `files` (name, bytes) under `file` and `fields` as plain parts.
    static func multipart(files: [(String, [UInt8])], fields: [String: String] = [:]) -> (body: [UInt8], type: String) {
        let boundary = "cardfileboundary"
        var body: [UInt8] = []
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        for (name, bytes) in files {
            body += Array(
                ("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(name)\"\r\n"
                    + "Content-Type: application/octet-stream\r\n\r\n").utf8)
            body += bytes + Array("\r\n".utf8)
        }
        body += Array("--\(boundary)--\r\n".utf8)
        return (body, "multipart/form-data; boundary=\(boundary)")
    }

    static func edgeCases() throws -> [UInt8] {
        Array(
            try Data(
                contentsOf: PythonPeer.repositoryRoot.appendingPathComponent("Tests/Fixtures/anki/edge-cases.apkg")))
    }

    @Test func aSpreadsheetSentToTheAPIAddsItsCardsAtOnce() async throws {
        let (app, ada, script) = try APIAndImportTests().setUp()
        let csv = "front,back,wrong,wrong,wrong\nperro,dog,cat,cow,horse\ngato,cat,dog,cow,horse\n,orphan,,,\n"
        let (body, type) = Self.multipart(files: [("Spanish animals.csv", Array(csv.utf8))])
        let started = script.send(.post, "/api/v1/imports", body: body, contentType: type)
        #expect(started.status == .accepted)
        let job = try #require(try started.jsonObject()["id"] as? Int)
        let status = try #require(await app.services.imports.finished(job, timeout: 60))
        #expect(status.state == .finished)
        #expect(status.draftIDs.isEmpty)
        #expect(status.imported?.added == 2)
        #expect(status.imported?.decks == ["Spanish animals"])
        #expect(status.imported?.skipped == ["Spanish animals.csv: Line 4: The card's front is empty."])
        #expect(status.next == "/imports/\(job)")
        let polled = try script.json(.get, "/api/v1/imports/\(job)").jsonObject()
        #expect((polled["imported"] as? [String: Any])?["added"] as? Int == 2)

        let user = try #require(try ada.user(in: app))
        let deck = try #require(try app.store.findDeck(owner: user.id, name: "Spanish animals"))
        let cards = try app.store.fetchCards(deck: deck.id)
        #expect(cards.map(\.content.front) == ["perro", "gato"])
        #expect(cards.first?.content.distractors == ["cat", "cow", "horse"])
        let summary = ada.get("/imports/\(job)").bodyText
        #expect(summary.contains("data-imported=\"2\""))
        #expect(summary.contains("<li>Spanish animals</li>"))
        #expect(summary.contains("Line 4: The card&#39;s front is empty."))
    }

    @Test func anAnkiPackageFromTheFormGoesToTheChosenDeck() async throws {
        let (app, ada, _) = try APIAndImportTests().setUp()
        ada.get("/import")
        let (body, type) = Self.multipart(
            files: [("edge.apkg", try Self.edgeCases())], fields: ["deck": "From Anki", "_csrf": ada.csrf])
        let posted = ada.send(.post, "/import", body: body, contentType: type)
        #expect(posted.status == .seeOther)
        let location = try #require(posted.headers["Location"])
        let job = try #require(Int(location.split(separator: "/").last ?? ""))
        let status = try #require(await app.services.imports.finished(job, timeout: 60))
        #expect(status.imported?.added == 4)
        #expect(status.imported?.skipped.count == 5)
        let user = try #require(try ada.user(in: app))
        let deck = try #require(try app.store.findDeck(owner: user.id, name: "From Anki"))
        #expect(try app.store.fetchCards(deck: deck.id).count == 4)
        #expect(try app.store.findDeck(owner: user.id, name: "Edge") == nil)
        let page = ada.get(location).bodyText
        #expect(page.contains("4 added, 0 updated, 0 already there"))
        #expect(page.contains("Note 103 has a cloze marker that never closes"))
    }

    @Test func badColumnsAndBrokenPackagesAreRefusedWithTheirReason() async throws {
        let (app, ada, script) = try APIAndImportTests().setUp()
        ada.get("/import")
        let (body, type) = Self.multipart(
            files: [("words.csv", Array("a,b\n".utf8))], fields: ["columns": "front, colour", "_csrf": ada.csrf])
        let refused = ada.send(.post, "/import", body: body, contentType: type)
        #expect(refused.status.code == 422)
        #expect(refused.bodyText.contains("There is no column kind"))

        let user = try #require(try ada.user(in: app))
        let decksBefore = try app.store.fetchDecks(owner: user.id)
        let (broken, brokenType) = Self.multipart(files: [("broken.apkg", Array("not a zip".utf8))])
        let started = script.send(.post, "/api/v1/imports", body: broken, contentType: brokenType)
        let job = try #require(try started.jsonObject()["id"] as? Int)
        let status = try #require(await app.services.imports.finished(job, timeout: 60))
        #expect(status.state == .failed)
        #expect(status.error?.hasPrefix("broken.apkg: This is not an Anki package") == true)
        #expect(try app.store.fetchDecks(owner: user.id) == decksBefore)
    }

    @Test func aSpreadsheetsColumnsArePreviewedOnThePageAndTheAPIAndNothingIsStored() throws {
        let (app, ada, script) = try APIAndImportTests().setUp()
        let page = ada.get("/import").bodyText
        #expect(page.contains("data-preview-url=\"/import/preview\""))
        #expect(page.contains("data-columns-preview"))
        let csv = "Question;Answer;Topic\nperro;dog;animals\ngato;cat;animals\n"
        let (body, type) = Self.multipart(files: [("spanish.csv", Array(csv.utf8))], fields: ["_csrf": ada.csrf])
        let previewed = ada.send(.post, "/import/preview", body: body, contentType: type)
        #expect(previewed.status == .ok)
        let json = try previewed.jsonObject()
        #expect(json["separator"] as? String == ";")
        #expect(json["first_row_is_header"] as? Bool == true)
        #expect(json["columns"] as? [String] == ["front", "back", "category"])
        #expect((json["rows"] as? [[String]])?.count == 3)
        #expect((json["roles"] as? [String])?.contains("explanation") == true)

        let (tsv, tsvType) = Self.multipart(
            files: [("words.tsv", Array("perro|dog|pet\n".utf8))], fields: ["separator": "pipe"])
        let fromAPI = try script.send(.post, "/api/v1/imports/preview", body: tsv, contentType: tsvType).jsonObject()
        #expect(fromAPI["columns"] as? [String] == ["front", "back", "skip"])
        #expect(fromAPI["separator"] as? String == "|")

        let (pdf, pdfType) = Self.multipart(files: [("notes.pdf", Array("%PDF-1.4".utf8))])
        let refused = script.send(.post, "/api/v1/imports/preview", body: pdf, contentType: pdfType)
        #expect(refused.status.code == 422)
        #expect(refused.bodyText.contains("Only a spreadsheet"))
        let (bad, badType) = Self.multipart(files: [("words.csv", [0x61, 0x2C, 0xFF, 0x0A])])
        let unreadable = script.send(.post, "/api/v1/imports/preview", body: bad, contentType: badType)
        #expect(unreadable.status.code == 422)
        #expect(unreadable.bodyText.contains("UTF-8"))

        // Without the page's CSRF token the page's route refuses; a preview stores no deck and no upload.
        let (noToken, noTokenType) = Self.multipart(files: [("spanish.csv", Array(csv.utf8))])
        #expect(ada.send(.post, "/import/preview", body: noToken, contentType: noTokenType).status == .forbidden)
        let user = try #require(try ada.user(in: app))
        #expect(try app.store.fetchDecks(owner: user.id).isEmpty)
    }

    @Test func aDeckDownloadsAsAnkiCSVAndQuizletForItsOwnerOnly() throws {
        let (app, ada, script) = try APIAndImportTests().setUp()
        let user = try #require(try ada.user(in: app))
        let deck = try app.store.insertDeck(NewDeck(ownerID: user.id, name: "Español", createdAt: Fixtures.now))
        _ = try app.store.insertCard(
            CardContent(front: "perro", back: "dog", tags: ["animals"]), into: deck.id, createdAt: Fixtures.now,
            today: Fixtures.today)
        #expect(ada.get("/decks/\(deck.id)").bodyText.contains("/decks/\(deck.id)/export?format=apkg"))

        let csv = ada.get("/decks/\(deck.id)/export?format=csv")
        #expect(csv.status == .ok)
        #expect(csv.headers["Content-Type"] == "text/csv; charset=utf-8")
        #expect(
            csv.headers["Content-Disposition"]
                == "attachment; filename=\"Espa-ol.csv\"; filename*=UTF-8''Espa%C3%B1ol.csv")
        #expect(csv.bodyText.hasSuffix("perro,dog,,,,,,animals\r\n"))

        let package = ada.get("/decks/\(deck.id)/export?format=apkg")
        #expect(package.status == .ok)
        let read = try AnkiPackage.read(
            package.bodyBytes, calendar: StudyCalendar(timeZone: .gmt), now: Fixtures.now)
        #expect(read.batch.decks.map(\.name) == ["Español"])
        #expect(read.batch.decks.first?.cards.map(\.content.front) == ["perro"])

        let quizlet = script.send(.get, "/api/v1/decks/\(deck.id)/export?format=quizlet")
        #expect(quizlet.status == .ok)
        #expect(quizlet.bodyText == "perro\tdog\n")
        #expect(script.send(.get, "/api/v1/decks/\(deck.id)/export?format=docx").status.code == 422)

        let other = try app.signedUp("Bea")
        #expect(other.get("/decks/\(deck.id)/export?format=csv").status == .notFound)
    }
}
