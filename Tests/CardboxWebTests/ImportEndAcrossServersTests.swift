import CardboxCore
import CardboxGeneration
import CardboxHTTP
import CardboxIngest
import CardboxJobs
import CardboxSQLite
import CardboxTestSupport
import CardboxWeb
import Foundation
import Testing

/// Two servers' imports over one store and one channel: the progress stream of an import watched on one server ends
/// with the final status when the other server finishes it.
@Suite(.timeLimit(.minutes(10))) struct ImportEndAcrossServersTests {
    @Test func aWatcherOnOneServerHearsTheEndOfAnImportRunByAnother() async throws {
        let directory = try TemporaryDirectory()
        let store = try SQLiteStore(path: directory.path + "/cardbox.sqlite")
        let channel = LocalEventChannel()
        let heard = LiveEventPublishingTests.Heard()
        channel.subscribe(heard.append)
        let importer = DocumentImport(
            store: store, reader: TextDocumentReader(), relatedTerms: NoRelatedTerms(), monthlyCards: 0)
        // The first server's runner never runs, as if it were busy or gone; the second one's runs every job.
        let idle = JobRunner(store: store, kinds: [], now: Date.init, log: { _ in })
        let first = ImportJobs(
            importer: importer, store: store, now: Date.init, log: { _ in }, runner: idle, events: channel)
        let busy = JobRunner(
            store: store, kinds: [], configuration: JobRunner.Configuration(pollInterval: 0.02), now: Date.init,
            log: { _ in })
        let second = ImportJobs(
            importer: importer, store: store, now: Date.init, log: { _ in }, runner: busy, events: channel)
        defer { busy.stop() }
        let user = try store.insertUser(Fixtures.newUser("Ada"))
        let started = try first.start(
            ImportJobs.Request(
                owner: user,
                uploads: [
                    ImportJobs.Upload(name: "cells.md", mediaType: nil, bytes: Array(APIAndImportTests.notes.utf8))
                ],
                deckName: nil, engine: .extractive, makeSelector: { _ in EngineSelector() }, maxCards: nil,
                today: Fixtures.today))
        let hub = EventStreamHub()
        let stream = try hub.open(key: "watcher")
        #expect(first.watch(started.id, owner: user.id, stream: stream))
        #expect(!stream.isClosed)
        busy.start()
        let finished = try #require(await second.finished(started.id, timeout: 60))
        #expect(finished.state == .finished)
        let announced = await heard.named("import")
        #expect(announced.count == 1)
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline && !stream.isClosed { try await Task.sleep(for: .milliseconds(20)) }
        #expect(stream.isClosed)
    }
}
