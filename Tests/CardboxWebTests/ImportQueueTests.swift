import CardboxCore
import CardboxGeneration
import CardboxHTTP
import CardboxIngest
import CardboxJobs
import CardboxSQLite
import CardboxTestSupport
import CardboxWeb
import Foundation
import Synchronization
import Testing

/// Imports as jobs: the queue and its position, uploads kept as blobs and released, drafts that can always be
/// deleted, and imports that survive a restart.
@Suite(.timeLimit(.minutes(10))) struct ImportQueueTests {
    /// Reads text files after the test opens its gate, reporting a first page before it waits.
    final class GatedReader: DocumentReader {
        private let isOpen = Atomic<Bool>(false)
        private let waiting = Atomic<Int>(0)
        private let abandoned = Atomic<Bool>(false)

        func open() { isOpen.store(true, ordering: .sequentiallyConsistent) }

        /// Lets waiting reads go, failing, as the threads of a killed server would never have gone on.
        func abandon() {
            abandoned.store(true, ordering: .sequentiallyConsistent)
            open()
        }

        /// How many reads are waiting at the gate.
        var waitingCount: Int { waiting.load(ordering: .sequentiallyConsistent) }

        func read(
            _ inputs: [DocumentInput], progress: @escaping @Sendable (Int, Int, String) -> Void
        ) -> [Result<DocumentReading, any Error>] {
            progress(1, 2, inputs.first?.name ?? "")
            waiting.add(1, ordering: .sequentiallyConsistent)
            while !isOpen.load(ordering: .sequentiallyConsistent) { Thread.sleep(forTimeInterval: 0.005) }
            waiting.subtract(1, ordering: .sequentiallyConsistent)
            if abandoned.load(ordering: .sequentiallyConsistent) {
                return inputs.map { .failure(ExtractionError.unreadable($0.name)) }
            }
            return TextDocumentReader().read(inputs, progress: progress)
        }
    }

    static func eventually(_ seconds: TimeInterval = 30, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return try condition()
    }

    static func upload(_ name: String = "cells.md") -> [UInt8] {
        let boundary = "q"
        let body =
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(name)\"\r\n"
            + "Content-Type: text/markdown\r\n\r\n\(APIAndImportTests.notes)\r\n--\(boundary)--\r\n"
        return Array(body.utf8)
    }

    /// Starts an import of the notes as file `name`; the same file for the same deck again gives back its draft,
    /// so tests that need two drafts name them apart.
    static func start(_ script: TestBrowser, name: String = "cells.md") throws -> Int {
        let response = script.send(
            .post, "/api/v1/imports", body: upload(name), contentType: "multipart/form-data; boundary=q")
        guard let id = try response.jsonObject()["id"] as? Int else {
            throw TestBrowser.Failure("no import started: \(response.bodyText)")
        }
        return id
    }

    /// A client holding an API token of `browser`'s user.
    static func script(_ app: WebHarness, _ browser: TestBrowser) throws -> TestBrowser {
        browser.get("/account")
        let page = try browser.submit("/account/tokens", ["label": "tests", "current": "correct horse battery"])
            .bodyText
        guard let start = page.range(of: "<p><code>") else { throw TestBrowser.Failure("no token: \(page)") }
        let script = app.browser()
        script.bearer = String(page[start.upperBound...].prefix { $0 != "<" })
        return script
    }

    /// Ada, signed in, and a script with her token, on `app`.
    static func ada(_ app: WebHarness) throws -> (TestBrowser, TestBrowser) {
        let ada = try app.signedUp("Ada")
        return (ada, try script(app, ada))
    }

    @Test func importsWaitTheirTurnAndShowTheirPlaceInTheQueue() async throws {
        let reader = GatedReader()
        let app = try WebHarness(reader: reader, jobs: JobRunner.Configuration(maximumRunning: 1, pollInterval: 0.02))
        let (ada, adaScript) = try Self.ada(app)
        let grace = try app.signedUp("Grace")
        let graceScript = try Self.script(app, grace)

        let first = try Self.start(adaScript)
        #expect(Self.eventually { reader.waitingCount == 1 })
        let second = try Self.start(graceScript)
        let third = try Self.start(adaScript, name: "cells-again.md")
        let waiting = try adaScript.json(.get, "/api/v1/imports/\(third)").jsonObject()
        #expect(waiting["state"] as? String == "waiting")
        #expect(waiting["position"] as? Int == 2)
        let graceWaiting = try graceScript.json(.get, "/api/v1/imports/\(second)").jsonObject()
        #expect(graceWaiting["position"] as? Int == 1)
        let page = grace.get("/imports/\(second)").bodyText
        #expect(page.contains("Place in the queue: 1."))
        #expect(page.contains("1 import is ahead of this one") == false)
        #expect(ada.get("/imports/\(third)").bodyText.contains("Place in the queue: 2."))
        let running = try adaScript.json(.get, "/api/v1/imports/\(first)").jsonObject()
        #expect(running["state"] as? String == "reading")
        #expect(running["position"] == nil)

        reader.open()
        for id in [first, second, third] {
            let status = try #require(await app.services.imports.finished(id, timeout: 60))
            #expect(status.state == .finished)
        }
        #expect(try app.store.collectBlobs(unfinishedBefore: Fixtures.now) == 0)
        let draftIDs = try app.store.fetchDrafts(owner: try #require(try ada.user(in: app)).id).map(\.id)
        #expect(draftIDs.count == 2)
    }

    @Test func uploadsAreKeptAsBlobsUntilTheImportEnds() async throws {
        let reader = GatedReader()
        let app = try WebHarness(reader: reader, jobs: JobRunner.Configuration(pollInterval: 0.02))
        let (_, script) = try Self.ada(app)
        let id = try Self.start(script)
        #expect(Self.eventually { reader.waitingCount == 1 })
        let key = BlobKey(rawValue: SHA256.hex(of: Array(APIAndImportTests.notes.utf8)))
        #expect(try app.store.findBlob(key)?.size == APIAndImportTests.notes.utf8.count)
        reader.open()
        #expect(await app.services.imports.finished(id, timeout: 60)?.state == .finished)
        #expect(Self.eventually { (try? app.store.findBlob(key)) == .some(nil) })
    }

    @Test func draftsAreDeletedFromThePageAndTheAPIWhateverTheirState() async throws {
        let (app, ada, script) = try APIAndImportTests().setUp()
        let grace = try app.signedUp("Grace")
        var draftIDs: [Int64] = []
        for name in ["cells.md", "more-cells.md"] {
            let id = try Self.start(script, name: name)
            let status = try #require(await app.services.imports.finished(id, timeout: 60))
            draftIDs += status.draftIDs
        }
        #expect(draftIDs.count == 2)
        let user = try #require(try ada.user(in: app))
        try app.store.updateDraft(
            DraftID(rawValue: draftIDs[0]), engine: "extractive", engineNote: nil, status: .generating)
        #expect(ada.get("/drafts/\(draftIDs[0])").bodyText.contains("Delete this draft"))
        grace.get("/drafts")
        #expect(try grace.submit("/drafts/\(draftIDs[0])/delete", [:]).status == .notFound)
        let deleted = try ada.submit("/drafts/\(draftIDs[0])/delete", [:])
        #expect(deleted.status == .seeOther)
        #expect(deleted.headers["Location"] == "/drafts?notice=draft-deleted")
        #expect(ada.get("/drafts?notice=draft-deleted").bodyText.contains("The draft has been deleted."))
        #expect(try app.store.findDraft(DraftID(rawValue: draftIDs[0])) == nil)

        #expect(try script.json(.delete, "/api/v1/drafts/\(draftIDs[1])").status == .noContent)
        #expect(try script.json(.delete, "/api/v1/drafts/\(draftIDs[1])").status == .notFound)
        #expect(try app.store.fetchDrafts(owner: user.id).isEmpty)
    }

    /// A server on `path` whose runner's clock reads `time`.
    static func server(
        _ path: String, reader: any DocumentReader, at time: Date, maximumAttempts: Int = 3
    ) throws -> (SQLiteStore, JobRunner, ImportJobs) {
        let store = try SQLiteStore(path: path)
        let runner = JobRunner(
            store: store, kinds: [],
            configuration: JobRunner.Configuration(lease: 30, pollInterval: 0.02, maximumAttempts: maximumAttempts),
            now: { time }, log: { _ in })
        let imports = ImportJobs(
            importer: DocumentImport(store: store, reader: reader, relatedTerms: NoRelatedTerms(), monthlyCards: 0),
            store: store, now: { time }, log: { _ in }, runner: runner)
        return (store, runner, imports)
    }

    /// Starts an import of the notes on a server that is then killed while it reads; returns the job.
    static func importKilledWhileReading(
        _ path: String, reader: GatedReader, at time: Date
    ) throws -> (UserID, ImportStatus) {
        let (store, runner, imports) = try server(path, reader: reader, at: time)
        let user = try store.insertUser(Fixtures.newUser("Ada"))
        runner.start()
        let status = try imports.start(
            ImportJobs.Request(
                owner: user,
                uploads: [
                    ImportJobs.Upload(name: "cells.md", mediaType: nil, bytes: Array(APIAndImportTests.notes.utf8))
                ],
                deckName: nil, engine: .extractive, makeSelector: { _ in EngineSelector() }, maxCards: nil,
                today: Fixtures.today))
        guard eventually(30, { reader.waitingCount == 1 }) else {
            throw TestBrowser.Failure("the import never started")
        }
        runner.stop(releasingLeases: false)
        return (user.id, status)
    }

    @Test func anImportInterruptedByAKillIsResumedAfterTheRestart() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/cardbox.sqlite"
        let gated = GatedReader()
        defer { gated.abandon() }
        let start = Date()
        let (owner, started) = try Self.importKilledWhileReading(path, reader: gated, at: start)

        let (store, runner, imports) = try Self.server(
            path, reader: TextDocumentReader(), at: start.addingTimeInterval(31))
        defer { runner.stop() }
        let before = try #require(imports.status(started.id, owner: owner))
        #expect(before.state == .reading)
        #expect(before.message == "Reading page 1 of 2…")
        runner.start()
        let status = try #require(await imports.finished(started.id, timeout: 60))
        #expect(status.state == .finished)
        #expect(status.draftIDs.count == 1)
        let draft = try #require(try store.findDraft(DraftID(rawValue: status.draftIDs[0])))
        #expect(draft.status == .ready)
        #expect(try store.fetchDraftCards(draft.id).count >= 4)
        #expect(try store.findJob(JobID(rawValue: Int64(started.id)))?.attempts == 2)
        let key = BlobKey(rawValue: SHA256.hex(of: Array(APIAndImportTests.notes.utf8)))
        #expect(try store.findBlob(key) == nil)
    }

    @Test func anImportInterruptedTooOftenFailsWithAReasonAndReleasesItsUpload() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/cardbox.sqlite"
        let gated = GatedReader()
        defer { gated.abandon() }
        let start = Date()
        let (owner, started) = try Self.importKilledWhileReading(path, reader: gated, at: start)

        let (store, runner, imports) = try Self.server(
            path, reader: TextDocumentReader(), at: start.addingTimeInterval(31), maximumAttempts: 1)
        runner.poll()
        let status = try #require(imports.status(started.id, owner: owner))
        #expect(status.state == .failed)
        #expect(status.finished)
        #expect(status.error?.contains("The server stopped while this ran") == true)
        #expect(status.message.hasPrefix("The import failed: The server stopped"))
        let key = BlobKey(rawValue: SHA256.hex(of: Array(APIAndImportTests.notes.utf8)))
        #expect(try store.findBlob(key) == nil)
    }

    /// An import that fails leaves no draft "still being made": a draft it had started is marked ready with the
    /// reason, so it can be saved or deleted.
    @Test func aFailedImportLeavesItsUnfinishedDraftReady() throws {
        let directory = try TemporaryDirectory()
        let (store, runner, imports) = try Self.server(
            directory.path + "/cardbox.sqlite", reader: TextDocumentReader(), at: Date())
        defer { runner.stop() }
        let user = try store.insertUser(Fixtures.newUser("Ada"))
        let document = Fixtures.document()
        _ = try store.saveDocument(document, owner: user.id, at: Fixtures.now)
        let draft = try store.createDraft(
            NewDraft(
                ownerID: user.id, documentID: document.id, documentTitle: document.title, deckName: "Cells",
                engine: "extractive", engineNote: nil, chunksTotal: 3, maxCards: nil, createdAt: Fixtures.now))
        let job = try store.enqueueJob(
            NewJob(
                kind: ImportJobs.kindName, owner: user.id, payload: "not the payload of any version",
                progress:
                    #"{"state":"generating","done":1,"total":3,"message":"Making cards","draftIDs":[\#(draft.id)]}"#,
                createdAt: Fixtures.now))
        runner.poll()
        #expect(Self.eventually { (try? store.findJob(job.id))??.state == .failed })
        let status = try #require(imports.status(Int(job.id.rawValue), owner: user.id))
        #expect(status.state == .failed)
        #expect(status.draftIDs == [draft.id.rawValue])
        #expect(Self.eventually { (try? store.findDraft(draft.id))??.status == .ready })
        #expect(try store.findDraft(draft.id)?.engineNote?.contains("The import stopped early") == true)
    }

    /// An import whose job was taken over elsewhere (its lease ran out while it read) stops before making cards and
    /// leaves the job to the runner that holds it now.
    @Test func anImportThatLostItsJobStopsWithoutMakingCards() throws {
        let directory = try TemporaryDirectory()
        let reader = GatedReader()
        defer { reader.abandon() }
        let start = Date()
        let (store, runner, imports) = try Self.server(directory.path + "/cardbox.sqlite", reader: reader, at: start)
        let user = try store.insertUser(Fixtures.newUser("Ada"))
        let status = try imports.start(
            ImportJobs.Request(
                owner: user,
                uploads: [
                    ImportJobs.Upload(name: "cells.md", mediaType: nil, bytes: Array(APIAndImportTests.notes.utf8))
                ],
                deckName: nil, engine: .extractive, makeSelector: { _ in EngineSelector() }, maxCards: nil,
                today: Fixtures.today))
        runner.poll()
        #expect(Self.eventually { reader.waitingCount == 1 })
        let job = JobID(rawValue: Int64(status.id))
        #expect(try store.recoverExpiredJobs(now: start.addingTimeInterval(60), maximumAttempts: 3, reason: "") == [])
        #expect(try store.findJob(job)?.state == .waiting)
        reader.open()
        #expect(Self.eventually { runner.runningCount == 0 })
        #expect(try store.findJob(job)?.state == .waiting)
        let drafts = try store.fetchDrafts(owner: user.id)
        #expect(try drafts.allSatisfy { try store.fetchDraftCards($0.id).isEmpty })
    }
}
