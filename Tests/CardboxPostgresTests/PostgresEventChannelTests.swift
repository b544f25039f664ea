import CardboxCore
import CardboxPostgres
import CardboxSQLite
import Foundation
import Synchronization
import Testing

/// Live events through PostgreSQL: stored in `events`, announced with NOTIFY, heard by every listening node once,
/// still heard after the listening connection is killed, and pruned once old.
@Suite(
    .enabled(if: TestDatabase.isRunnable, "set CARDBOX_TEST_DATABASE_URL or run through make test"),
    .timeLimit(.minutes(10))
)
struct PostgresEventChannelTests {
    /// Records the events one node hears.
    final class Heard: Sendable {
        private let events = Mutex<[LiveEvent]>([])
        func append(_ event: LiveEvent) { events.withLock { $0.append(event) } }
        var all: [LiveEvent] { events.withLock { $0 } }

        /// Waits until `condition` holds for the events heard, at most `timeout` seconds; returns them.
        func wait(
            timeout: TimeInterval = 60, until condition: ([LiveEvent]) -> Bool
        ) async -> [LiveEvent] {
            await PostgresEventChannelTests.poll(timeout: timeout) { condition(all) ? all : nil } ?? all
        }
    }

    /// Asks `probe` every 20 ms until it returns a value, for at most `timeout` seconds, and once more after the
    /// deadline: a test task that a busy machine left waiting past it still sees what happened meanwhile.
    static func poll<T>(timeout: TimeInterval, _ probe: () throws -> T?) async rethrows -> T? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let value = try probe() { return value }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return try probe()
    }

    /// Waits until `channel` listens, at most `timeout` seconds; returns its listening server process.
    static func listening(_ channel: PostgresEventChannel, timeout: TimeInterval = 60) async -> Int? {
        await poll(timeout: timeout) { channel.listeningProcessID }
    }

    /// A store over a fresh schema and a channel over its pool, with quick reconnects.
    static func channel(_ store: PostgresStore, retention: Double = 3600) -> PostgresEventChannel {
        PostgresEventChannel(
            database: store.database,
            timing: PostgresEventChannel.Timing(
                retention: retention, keepAlive: 1, pruneInterval: 3600, firstBackoff: 0.05, maximumBackoff: 0.5))
    }

    @Test func everyListeningNodeHearsEachEventOnce() async throws {
        let url = try TestDatabase.freshSchema()
        let nodeA = try PostgresStore(PostgresConfiguration(url, poolSize: 2))
        let nodeB = try PostgresStore(PostgresConfiguration(url, poolSize: 2))
        let channelA = Self.channel(nodeA)
        let channelB = Self.channel(nodeB)
        defer {
            channelA.close()
            channelB.close()
        }
        let heardA = Heard()
        let heardB = Heard()
        channelA.subscribe(heardA.append)
        channelB.subscribe(heardB.append)
        #expect(await Self.listening(channelA) != nil)
        #expect(await Self.listening(channelB) != nil)

        let events = (1...5).map { LiveEvent(stream: "user-\($0 % 2)", name: "review", body: #"{"card_id":\#($0)}"#) }
        for (index, event) in events.enumerated() {
            try (index.isMultiple(of: 2) ? channelA : channelB).publish(event)
        }
        let onA = await heardA.wait { $0.count >= events.count }
        let onB = await heardB.wait { $0.count >= events.count }
        #expect(onA == events)
        #expect(onB == events)
        let stored = try nodeA.database.read { connection in
            try connection.query("SELECT stream, name, body FROM events ORDER BY id") {
                LiveEvent(stream: $0.text(0), name: $0.text(1), body: $0.text(2))
            }
        }
        #expect(stored == events)
    }

    @Test func theNotificationCarriesTheStoredEventsId() throws {
        let store = try TestDatabase.freshStore()
        let channel = Self.channel(store)
        let listener = try PostgresConnection(store.database.configuration)
        let channelName = try channel.notificationChannel()
        try listener.execute("LISTEN \"\(channelName)\"")
        let event = LiveEvent(stream: "user-1", name: "import", body: #"{"id":7}"#)
        try channel.publish(event)
        let id = try #require(
            try store.database.read { try $0.queryOne("SELECT max(id) FROM events") { $0.int64(0) } })
        // Waits for this event's announcement among any others on the channel.
        var notified: [PostgresNotification] = []
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline && !notified.contains(where: { $0.payload == String(id) }) {
            #expect(listener.awaitInput(milliseconds: 250))
            notified += listener.takeNotifications()
        }
        let note = try #require(notified.first { $0.payload == String(id) })
        #expect(note.channel == channelName)
        #expect(channelName.hasPrefix(PostgresEventChannel.defaultNotificationChannel + "_t_"))
        #expect(note.senderProcessID != listener.backendProcessID)
        let stored = try store.database.read { connection in
            try connection.queryOne("SELECT stream, name, body FROM events WHERE id = $1", [id]) {
                LiveEvent(stream: $0.text(0), name: $0.text(1), body: $0.text(2))
            }
        }
        #expect(stored == event)
    }

    /// The database's clock in milliseconds, as SQL.
    static let nowMillis = "(extract(epoch FROM clock_timestamp()) * 1000)::bigint"

    @Test func schemasOfOneDatabaseNeverHearEachOthersEvents() async throws {
        let storeA = try TestDatabase.freshStore()
        let storeB = try TestDatabase.freshStore()
        let channelA = Self.channel(storeA)
        let channelB = Self.channel(storeB)
        defer {
            channelA.close()
            channelB.close()
        }
        #expect(try channelA.notificationChannel() != channelB.notificationChannel())
        let heardA = Heard()
        let heardB = Heard()
        channelA.subscribe(heardA.append)
        channelB.subscribe(heardB.append)
        #expect(await Self.listening(channelA) != nil)
        #expect(await Self.listening(channelB) != nil)
        // B's table holds an event with the id A's next event gets, stored without an announcement.
        let quiet = LiveEvent(stream: "user-1", name: "review", body: #"{"schema":"b","announced":false}"#)
        try storeB.database.write { connection in
            try connection.run(
                "INSERT INTO events (id, stream, name, body, created_at) VALUES (1, $1, $2, $3, \(Self.nowMillis))",
                [quiet.stream, quiet.name, quiet.body])
            try connection.run("SELECT setval(pg_get_serial_sequence('events', 'id'), 1)", [])
        }
        let inA = LiveEvent(stream: "user-1", name: "review", body: #"{"schema":"a"}"#)
        try channelA.publish(inA)
        #expect(await heardA.wait { !$0.isEmpty } == [inA])
        // Announced after A's event: B's node would have heard A's id (and read its own event 1) first were it on
        // A's channel.
        let inB = LiveEvent(stream: "user-1", name: "review", body: #"{"schema":"b"}"#)
        try channelB.publish(inB)
        #expect(await heardB.wait { !$0.isEmpty } == [inB])
        #expect(heardB.all == [inB])
        #expect(heardA.all == [inA])
    }

    @Test func anOldEventAnnouncedAgainIsNotDelivered() async throws {
        let store = try TestDatabase.freshStore()
        let channel = Self.channel(store)
        defer { channel.close() }
        let heard = Heard()
        channel.subscribe(heard.append)
        #expect(await Self.listening(channel) != nil)
        let old = LiveEvent(stream: "user-1", name: "review", body: #"{"old":true}"#)
        try PostgresEventChannel(database: store.database, timing: channel.timing).publish(old)
        #expect(await heard.wait { !$0.isEmpty } == [old])
        channel.close()

        // A node that starts afterwards, hearing the old id announced again.
        let later = Self.channel(store)
        defer { later.close() }
        let heardLater = Heard()
        later.subscribe(heardLater.append)
        #expect(await Self.listening(later) != nil)
        let oldID = try #require(
            try store.database.write { connection -> Int64? in
                try connection.run("UPDATE events SET created_at = created_at - $1", [Int64(600_000)])
                return try connection.queryOne("SELECT max(id) FROM events") { $0.int64(0) }
            })
        try store.database.withConnection { connection in
            try connection.run("SELECT pg_notify($1, $2)", [try later.notificationChannel(), String(oldID)])
        }
        let fresh = LiveEvent(stream: "user-1", name: "review", body: #"{"old":false}"#)
        try later.publish(fresh)
        #expect(await heardLater.wait { !$0.isEmpty } == [fresh])
        #expect(heardLater.all == [fresh])
    }

    @Test func theListenerReconnectsAfterItsConnectionIsKilled() async throws {
        let store = try TestDatabase.freshStore()
        let channel = Self.channel(store)
        defer { channel.close() }
        let heard = Heard()
        channel.subscribe(heard.append)
        let first = try #require(await Self.listening(channel))
        let before = LiveEvent(stream: "user-1", name: "review", body: #"{"n":1}"#)
        try channel.publish(before)
        #expect(await heard.wait { $0.count >= 1 } == [before])

        let killed = try store.database.withConnection { connection in
            try connection.queryOne("SELECT pg_terminate_backend($1)", [Int64(first)]) { $0.text(0) }
        }
        #expect(killed == "t")
        // Published while the listener may still be reconnecting: heard through the catch-up or the notification.
        let during = LiveEvent(stream: "user-1", name: "review", body: #"{"n":2}"#)
        try channel.publish(during)
        #expect(await heard.wait { $0.count >= 2 } == [before, during])

        let second = await Self.poll(timeout: 60) { () -> Int? in
            guard let process = channel.listeningProcessID, process != first else { return nil }
            return process
        }
        #expect(second != nil && second != first)
        let after = LiveEvent(stream: "user-2", name: "import", body: #"{"n":3}"#)
        try channel.publish(after)
        #expect(await heard.wait { $0.count >= 3 } == [before, during, after])
    }

    @Test func eventsOlderThanTheRetentionArePruned() throws {
        let store = try TestDatabase.freshStore()
        let channel = Self.channel(store, retention: 3600)
        try channel.publish(LiveEvent(stream: "user-1", name: "review", body: #"{"old":true}"#))
        try channel.publish(LiveEvent(stream: "user-1", name: "review", body: #"{"old":false}"#))
        try store.database.write { connection in
            try connection.run(
                "UPDATE events SET created_at = created_at - $1 WHERE body = $2", [Int64(7_200_000), #"{"old":true}"#])
        }
        #expect(try channel.prune() == 1)
        let left = try store.database.read { connection in
            try connection.query("SELECT body FROM events") { $0.text(0) }
        }
        #expect(left == [#"{"old":false}"#])
        #expect(try channel.prune() == 0)
    }

    @Test func aListeningNodePrunesOnItsOwn() async throws {
        let store = try TestDatabase.freshStore()
        try PostgresEventChannel(database: store.database).publish(
            LiveEvent(stream: "user-1", name: "review", body: "{}"))
        try store.database.write { connection in
            try connection.run("UPDATE events SET created_at = created_at - $1", [Int64(7_200_000)])
        }
        let channel = Self.channel(store, retention: 3600)
        defer { channel.close() }
        channel.subscribe { _ in }
        var count: Int64 = -1
        let emptied = try await Self.poll(timeout: 60) { () throws -> Bool? in
            count = try store.database.read { try $0.queryOne("SELECT count(*) FROM events") { $0.int64(0) } } ?? -1
            return count == 0 ? true : nil
        }
        #expect(emptied == true)
        #expect(count == 0)
    }

    @Test func closingStopsListening() async throws {
        let store = try TestDatabase.freshStore()
        let channel = Self.channel(store)
        let heard = Heard()
        channel.subscribe(heard.append)
        let process = try #require(await Self.listening(channel))
        channel.close()
        #expect(channel.listeningProcessID == nil)
        try PostgresEventChannel(database: store.database).publish(
            LiveEvent(stream: "user-1", name: "review", body: "{}"))
        let gone = try await Self.poll(timeout: 30) { () throws -> Bool? in
            let stillThere = try store.database.read { connection in
                try connection.exists("SELECT 1 FROM pg_stat_activity WHERE pid = $1", [Int64(process)])
            }
            return stillThere ? nil : true
        }
        #expect(gone == true)
        #expect(heard.all.isEmpty)
    }
}
