import CardboxCore
import CardboxHTTP
import CardboxInterchange
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

@testable import CardboxWeb

/// Images and sounds on cards through the editor and the API: checked by content, placed in a field, shown on the
/// study page, served only to their owner with headers that keep them from running as a page, and carried by
/// backups.
@Suite struct CardMediaRoutesTests {
    /// A PNG file: the signature and an image header chunk, then filler.
    static let png: [UInt8] =
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        + Array(repeating: 7, count: 64)
    /// An Ogg file's first page marker, then filler.
    static let ogg: [UInt8] = Array("OggS".utf8) + [0, 2] + Array(repeating: 3, count: 40)
    static let boundary = "cardboxmedia"

    /// A signed-in user with a deck holding one card.
    func setUp() throws -> (WebHarness, TestBrowser, Card) {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        ada.get("/")
        _ = try ada.submit("/decks", ["name": "Biology"])
        let user = try #require(try ada.user(in: app))
        let deck = try #require(try app.store.findDeck(owner: user.id, name: "Biology"))
        _ = try ada.submit("/decks/\(deck.id)/cards", ["front": "Which organelle is this?", "back": "Mitochondrion"])
        let card = try #require(try app.store.fetchCards(deck: deck.id).first)
        return (app, ada, card)
    }

    /// A multipart body with the CSRF token (for a browser), `field` and the file.
    static func body(_ file: [UInt8], name: String, field: String?, csrf: String?) -> [UInt8] {
        var text = ""
        if let csrf { text += "--\(boundary)\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n\(csrf)\r\n" }
        if let field { text += "--\(boundary)\r\nContent-Disposition: form-data; name=\"field\"\r\n\r\n\(field)\r\n" }
        text += "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(name)\"\r\n"
        text += "Content-Type: image/png\r\n\r\n"
        return Array(text.utf8) + file + Array("\r\n--\(boundary)--\r\n".utf8)
    }

    func upload(
        _ browser: TestBrowser, _ card: Card, _ file: [UInt8], name: String = "cell diagram.png",
        field: String? = nil, api: Bool = false
    ) -> Response {
        browser.send(
            .post, (api ? "/api/v1" : "") + "/cards/\(card.id)/media",
            body: Self.body(file, name: name, field: field, csrf: api ? nil : browser.csrf),
            contentType: "multipart/form-data; boundary=\(Self.boundary)")
    }

    @Test func anImageAddedInTheEditorIsShownAndServedToItsOwnerOnly() throws {
        let (app, ada, card) = try setUp()
        let editor = ada.get("/cards/\(card.id)/edit").bodyText
        #expect(editor.contains("action=\"/cards/\(card.id)/media\" enctype=\"multipart/form-data\""))

        let added = upload(ada, card, Self.png, field: "front")
        #expect(added.status == .seeOther)
        #expect(added.headers["Location"] == "/cards/\(card.id)/edit?notice=media-added")
        let key = SHA256.hex(of: Self.png)
        let saved = try #require(try app.store.findCard(card.id))
        #expect(saved.content.front == "Which organelle is this?\n\n![cell diagram](media:\(key).png)")
        #expect(saved.content.back == "Mitochondrion")

        let study = ada.get("/study/\(card.deckID)?mode=flip").bodyText
        #expect(
            study.contains("<img class=\"card-media\" src=\"/media/\(key).png\" alt=\"cell diagram\" loading=\"lazy\">")
        )

        let file = ada.get("/media/\(key).png")
        #expect(file.status == .ok)
        #expect(file.bodyBytes == Self.png)
        #expect(file.headers["Content-Type"] == "image/png")
        #expect(file.headers["X-Content-Type-Options"] == "nosniff")
        #expect(file.headers["Content-Security-Policy"]?.contains("sandbox") == true)
        #expect(file.headers["Content-Security-Policy"]?.contains("default-src 'none'") == true)

        let bob = try app.signedUp("Bob")
        #expect(bob.get("/media/\(key).png").status == .notFound)
        #expect(app.browser().send(.get, "/media/\(key).png").status != .ok)
        #expect(ada.get("/media/\(key).html").status == .notFound)
        #expect(ada.get("/media/\(String(repeating: "0", count: 64)).png").status == .notFound)
    }

    @Test func aSoundIsServedInByteRangesAndNotAgainOnceCached() throws {
        let (app, ada, card) = try setUp()
        #expect(upload(ada, card, Self.ogg, name: "pronunciation.ogg").status == .seeOther)
        let key = SHA256.hex(of: Self.ogg)
        let path = "/media/\(key).ogg"
        func get(_ headers: [(String, String)], as browser: TestBrowser? = nil) -> Response {
            (browser ?? ada).send(.get, path, headers: headers)
        }
        let whole = get([])
        #expect(whole.status == .ok)
        #expect(whole.headers["Accept-Ranges"] == "bytes")
        #expect(whole.headers["ETag"] == "\"\(key)\"")

        let start = get([("Range", "bytes=0-1")])
        #expect(start.status == .partialContent)
        #expect(start.bodyBytes == Array(Self.ogg[0...1]))
        #expect(start.headers["Content-Range"] == "bytes 0-1/\(Self.ogg.count)")
        #expect(start.headers["Content-Type"] == "audio/ogg")
        #expect(get([("Range", "bytes=-4")]).bodyBytes == Array(Self.ogg.suffix(4)))
        #expect(get([("Range", "bytes=40-")]).bodyBytes == Array(Self.ogg[40...]))

        let past = get([("Range", "bytes=\(Self.ogg.count)-")])
        #expect(past.status == .rangeNotSatisfiable)
        #expect(past.headers["Content-Range"] == "bytes */\(Self.ogg.count)")
        // Several ranges, or an If-Range naming another version, get the whole file.
        #expect(get([("Range", "bytes=0-1,4-5")]).bodyBytes == Self.ogg)
        #expect(get([("Range", "bytes=0-1"), ("If-Range", "\"elsewhere\"")]).bodyBytes == Self.ogg)
        #expect(get([("Range", "bytes=0-1"), ("If-Range", "\"\(key)\"")]).status == .partialContent)

        let cached = get([("If-None-Match", "\"\(key)\"")])
        #expect(cached.status == .notModified)
        #expect(cached.bodyBytes.isEmpty)
        // Someone else's range request finds nothing.
        #expect(get([("Range", "bytes=0-1")], as: try app.signedUp("Bob")).status == .notFound)
    }

    @Test func aSoundPlaysOnTheBackAndGoesWhenTheCardStopsMentioningIt() throws {
        let (app, ada, card) = try setUp()
        #expect(upload(ada, card, Self.ogg, name: "pronunciation.ogg").status == .seeOther)
        let key = SHA256.hex(of: Self.ogg)
        let saved = try #require(try app.store.findCard(card.id))
        #expect(saved.content.back == "Mitochondrion\n\n![pronunciation](media:\(key).ogg)")
        let study = ada.get("/study/\(card.deckID)?mode=flip").bodyText
        #expect(study.contains("<audio class=\"card-media\" controls preload=\"none\" src=\"/media/\(key).ogg\""))
        // As an option of multiple choice the answer is offered without its sound, which would give it away.
        _ = try ada.submit(
            "/cards/\(card.id)/edit",
            [
                "front": saved.content.front, "back": saved.content.back,
                "distractors": "Ribosome\nNucleus\nGolgi apparatus",
            ])
        let choice = ada.get("/study/\(card.deckID)?mode=choice").bodyText
        #expect(choice.contains("Golgi apparatus"))
        #expect(choice.contains("Mitochondrion"))
        #expect(!choice.contains("/media/\(key).ogg"))
        #expect(ada.get("/media/\(key).ogg").headers["Content-Type"] == "audio/ogg")

        let edited = try ada.submit(
            "/cards/\(card.id)/edit", ["front": saved.content.front, "back": "Mitochondrion", "distractors": ""])
        #expect(edited.status == .seeOther)
        #expect(ada.get("/media/\(key).ogg").status == .notFound)
        #expect(try app.store.findBlob(BlobKey(rawValue: key)) == nil)
    }

    /// A page named like an image, an empty file, an unknown field and a file over the limit are refused with a
    /// message, and the card stays as it was.
    @Test(arguments: [
        ("page", 415, "this file is none of them"), ("empty", 422, "The file is empty."),
        ("field", 422, "A file goes on the front, the back or the explanation, not &#39;category&#39;."),
        ("large", 413, "at most 10 MB"),
    ])
    func badUploadsAreRefusedAndChangeNothing(_ fault: String, _ status: Int, _ message: String) throws {
        let (app, ada, card) = try setUp()
        let page = Array("<!DOCTYPE html><html><script>alert(document.cookie)</script></html>".utf8)
        let response =
            switch fault {
            case "page": upload(ada, card, page, name: "photo.png")
            case "empty": upload(ada, card, [])
            case "field": upload(ada, card, Self.png, field: "category")
            default: upload(ada, card, Self.png + Array(repeating: 0, count: CardMediaFormat.maximumSize))
            }
        #expect(response.status.code == status)
        #expect(response.bodyText.contains(message))
        #expect(try app.store.findCard(card.id)?.content == card.content)
        let user = try #require(try ada.user(in: app))
        #expect(try app.store.fetchMedia(owner: user.id).isEmpty)
        #expect(try app.store.findBlob(BlobKey(rawValue: SHA256.hex(of: page))) == nil)
    }

    @Test func theAPIAddsAFileAndSaysWhereItIs() throws {
        let (app, ada, card) = try setUp()
        ada.get("/account")
        let page = try ada.submit("/account/tokens", ["label": "tests", "current": "correct horse battery"]).bodyText
        let script = app.browser()
        script.bearer = try #require(
            page.range(of: "<p><code>").map { String(page[$0.upperBound...].prefix { $0 != "<" }) })
        let response = upload(script, card, Self.png, name: "leaf.png", field: "explanation", api: true)
        #expect(response.status == .created)
        let key = SHA256.hex(of: Self.png)
        let object = try response.jsonObject()
        let media = try #require(object["media"] as? [String: Any])
        #expect(media["key"] as? String == key)
        #expect(media["media_type"] as? String == "image/png")
        #expect(media["url"] as? String == "/media/\(key).png")
        #expect(media["markdown"] as? String == "![leaf](media:\(key).png)")
        #expect((object["card"] as? [String: Any])?["explanation"] as? String == "![leaf](media:\(key).png)")
        #expect(response.headers["Location"] == "/media/\(key).png")

        let refused = upload(script, card, Array("%PDF-1.7".utf8), name: "notes.pdf", api: true)
        #expect(refused.status == .unsupportedMediaType)
        #expect(try refused.jsonObject()["error"] != nil)
    }

    @Test func aBackupCarriesTheFilesAndARestoreBringsThemBack() throws {
        let (app, ada, card) = try setUp()
        #expect(upload(ada, card, Self.png).status == .seeOther)
        let download = ada.get("/settings/backup")
        let backup = try BackupFile(decoding: Data(download.bodyBytes))
        #expect(backup.snapshot.media.map(\.bytes) == [Self.png])

        let user = try #require(try ada.user(in: app))
        try app.store.replaceAll(
            owner: user.id,
            with: UserSnapshot(decks: [], cards: [], reviews: [], sessions: [], settings: [:]))
        let key = SHA256.hex(of: Self.png)
        #expect(ada.get("/media/\(key).png").status == .notFound)
        try app.store.replaceAll(owner: user.id, with: backup.snapshot)
        #expect(ada.get("/media/\(key).png").bodyBytes == Self.png)
    }
}

/// A teacher's image in a quiz question is shown to the classroom's students and to nobody else.
@Suite struct QuestionMediaRoutesTests {
    @Test func studentsSeeTheImageOfAPublishedQuestion() throws {
        let world = try ClassroomWorld()
        let app = world.app
        let teacher = try #require(world.user(.teacher))
        let upload = try app.store.storeBlob(
            CardMediaRoutesTests.png, mediaType: "image/png", owner: teacher.id, at: Fixtures.now)
        _ = try app.store.holdMedia(upload.blob.key, owner: teacher.id, at: Fixtures.now)
        try app.store.releaseBlob(upload.id)
        let reference = CardMediaReference(key: upload.blob.key, format: .png, label: "a map")
        _ = try app.services.createQuiz(
            NewQuiz(
                classroomID: world.classroom.id, name: "Maps", deadline: nil, publishedAt: Fixtures.now,
                createdAt: Fixtures.now,
                questions: [
                    QuestionContent(
                        prompt: "Which country is this? " + reference.markdown, rightOption: "Peru",
                        wrongOptions: ["Chile", "Bolivia", "Ecuador"])
                ]), by: teacher)
        #expect(world.client(.student).send(.get, reference.path).bodyBytes == CardMediaRoutesTests.png)
        #expect(world.client(.coTeacher).send(.get, reference.path).status == .ok)
        #expect(world.client(.outsider).send(.get, reference.path).status == .notFound)
        #expect(world.client(.removed).send(.get, reference.path).status == .notFound)
    }
}
