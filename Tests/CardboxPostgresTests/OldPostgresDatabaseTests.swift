import CardboxCore
import CardboxPostgres
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// PostgreSQL schemas written by every released schema version open with this Cardbox and keep their data.
///
/// The files in `Tests/Fixtures/old-postgres` are `pg_dump` output made by
/// `scripts/postgres run -- .venv/bin/python peers/make_old_postgres_databases.py` (give it a version number to write
/// just that one); each names its schema `cardbox_old_schema`, which a test replaces with a fresh schema of its own
/// before loading it. Opening a store over it migrates it to the current schema.
@Suite(.enabled(if: TestDatabase.isRunnable, "set CARDBOX_TEST_DATABASE_URL or run through make test"))
struct OldPostgresDatabaseTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Fixtures/old-postgres")

    /// The released schema versions that have a file.
    static let versions = Array(1...15)

    /// The schema name the files are written under.
    static let placeholder = "cardbox_old_schema"

    /// The time the files' data was written at, 2025-06-24 08:00 UTC.
    static let written = Date(timeIntervalSince1970: 1_750_752_000)

    /// The schema a ``TestDatabase/freshSchema()`` URL puts first on the search path.
    static func schema(of url: String) throws -> String {
        let marker = "search_path%3D"
        let range = try #require(url.range(of: marker, options: .backwards))
        return String(url[range.upperBound...].prefix { $0 != "&" })
    }

    /// A fresh schema holding the version's file: its URL.
    func load(_ version: Int) throws -> String {
        let url = try TestDatabase.freshSchema()
        let file = Self.fixtures.appending(path: "schema-\(version).sql")
        let sql = try String(contentsOf: file, encoding: .utf8)
        #expect(sql.contains("\(Self.placeholder).schema_migrations"))
        let connection = try PostgresConnection(PostgresConfiguration(url))
        try connection.execute(sql.replacing(Self.placeholder, with: try Self.schema(of: url)))
        return url
    }

    /// The recorded migrations: version, checksum and when each was applied (seconds since 1970).
    func recorded(in store: PostgresStore) throws -> [[String]] {
        try store.database.read { connection in
            try connection.query(
                "SELECT version, checksum, extract(epoch FROM applied_at)::bigint FROM schema_migrations ORDER BY 1"
            ) { [$0.text(0), $0.text(1), $0.text(2)] }
        }
    }

    @Test(arguments: versions)
    func anOldSchemaOpensAndKeepsItsData(_ version: Int) throws {
        let url = try load(version)
        let store = try PostgresStore(PostgresConfiguration(url))
        let migrations = try recorded(in: store)
        #expect(migrations.map { Int($0[0]) } == PostgresSchema.migrations.map(\.version))
        #expect(migrations.map { $0[1] } == PostgresSchema.migrations.map(\.checksum))
        // The file's migrations keep the time they were applied at; the rest ran just now.
        let written = String(Int(Self.written.timeIntervalSince1970))
        #expect(migrations.prefix(version).allSatisfy { $0[2] == written })
        #expect(migrations.dropFirst(version).allSatisfy { $0[2] != written })
        let user = try store.localUser(creatingWith: Fixtures.newUser())
        #expect(user.id == UserID(rawValue: 1))
        let deck = try #require(try store.fetchDecks(owner: user.id).first)
        #expect(deck.name == "Spanish \(version)")
        #expect(deck.options.scheduler == .sm2)
        let card = try #require(try store.fetchCards(deck: deck.id).first)
        #expect(card.content.front == "hola")
        #expect(card.content.distractors == ["goodbye", "please", "thanks"])
        #expect(card.schedule.box == 1)
        let reviews = try store.fetchReviews(deck: deck.id)
        #expect(reviews.map(\.rating) == [.good])
        #expect(reviews.first?.elapsedMilliseconds == 2500)
        // The identity sequences carry on after the file's rows.
        let added = try store.insertDeck(NewDeck(ownerID: user.id, name: "French", createdAt: Self.written))
        #expect(added.id == DeckID(rawValue: 2))
        if version >= 2 {
            #expect(
                try store.findDocument(owner: user.id, contentID: String(repeating: "a", count: 64))?.title
                    == "Greetings")
        }
        if version >= 3 {
            #expect(try store.fetchDrafts(owner: user.id).map(\.deckName) == ["Greetings"])
        }
        if version >= 5 {
            #expect(try store.fetchFavourites(for: user.id).map(\.word) == ["serendipity"])
        }
        if version >= 6 {
            #expect(try store.findAccount(email: "ada@example.org")?.user.name == "Ada")
        }
        if version >= 9 {
            let key = BlobKey(rawValue: "185f8db32271fe25f561a6fc938b2e264306ec304eda518007d1764826381969")
            #expect(try store.readBlobChunk(key, position: 0) == Array("Hello".utf8))
        }
        if version >= 10 {
            #expect(try store.findJob(JobID(rawValue: 1))?.state == .finished)
        }
        if version >= 11 {
            let events = try store.database.read { connection in
                try connection.query("SELECT stream, name, body FROM events") {
                    [$0.text(0), $0.text(1), $0.text(2)]
                }
            }
            #expect(events == [["user:1", "review", #"{"card_id":1}"#]])
        }
        if version >= 12 { try expectThrottles(in: store) }
        if version >= 13 { try expectClassroom(in: store, student: user.id) }
        if version >= 14 { try expectSetAsideAndTrash(in: store, owner: user.id, deck: deck.id) }
        if version >= 15 { try expectMedia(in: store, owner: user.id, deck: deck.id) }
        // Opening it again finds every migration recorded and runs none.
        let again = try PostgresStore(PostgresConfiguration(url))
        #expect(try recorded(in: again) == migrations)
        #expect(try again.fetchDecks(owner: user.id).first { $0.id == deck.id }?.name == "Spanish \(version)")
    }

    /// The sign-in counters: five failures for one account and a used-up window for one address.
    func expectThrottles(in store: PostgresStore) throws {
        let limits = ThrottleLimits(
            attemptsPerWindow: 5, window: 60, freeFailures: 3, maximumWait: 900, decayInterval: 3600)
        let soon = Self.written.addingTimeInterval(1)
        // Two failures past the free three ask for a four-second wait from the last one.
        let failureWait = try store.admitAttempt(
            scope: "signin", failureKey: "ada@example.org", address: "198.51.100.1", limits: limits, now: soon)
        #expect(failureWait == 3)
        let windowWait = try store.admitAttempt(
            scope: "signin", failureKey: nil, address: "192.0.2.7", limits: limits, now: soon)
        #expect(windowWait == 59)
    }

    /// A classroom taught by Ada with the local user as a student, a published quiz of one question, and the
    /// student's submitted attempt.
    func expectClassroom(in store: PostgresStore, student: UserID) throws {
        let password = try #require(JoinPassword(canonical: "BCDFGH23"))
        let classroom = try #require(try store.findClassroom(joinPassword: password))
        #expect(classroom.name == "Biology")
        #expect(try store.findAccount(email: "ada@example.org")?.user.id == classroom.teacherID)
        let members = try store.members(of: classroom.id)
        #expect(Set(members.map(\.membership.role)) == [.teacher, .student])
        #expect(members.first { $0.membership.userID == student }?.membership.role == .student)
        let quiz = try #require(try store.quizzes(in: classroom.id, sort: .newest).first?.quiz)
        #expect(quiz.name == "Week 1")
        let question = try #require(try store.questions(of: quiz.id).first)
        #expect(question.content.prompt == "Hola means?")
        #expect(question.content.wrongOptions == ["goodbye", "please", "thanks"])
        let attempt = try #require(try store.attempts(in: classroom.id).first)
        #expect(attempt.studentID == student)
        #expect(attempt.answers == [question.id: 0])
        #expect(attempt.score?.right == 1)
    }

    /// A suspended and a buried card, the state the first answer was given from, and a deleted deck in the trash.
    func expectSetAsideAndTrash(in store: PostgresStore, owner: UserID, deck: DeckID) throws {
        let today = try #require(StudyDay(iso: "2025-06-24"))
        let setAside = try store.fetchSetAside(deck: deck, today: today)
        #expect(setAside[CardID(rawValue: 2)] == .suspended)
        #expect(setAside[CardID(rawValue: 3)] == .buried(until: try #require(StudyDay(iso: "2025-06-25"))))
        let review = try #require(try store.fetchReviews(deck: deck).first)
        #expect(try store.previousState(of: review.id)?.phase == .new)
        let trash = try store.fetchTrash(owner: owner, at: Self.written)
        #expect(trash.map(\.name) == ["Old verbs"])
        let restored = try store.restoreDeck(trash: try #require(trash.first).id, owner: owner, at: Self.written)
        #expect(restored.name == "Old verbs")
        #expect(restored.id == DeckID(rawValue: 7))
    }

    /// An image held as the owner's card media, shown by a card of the deck.
    func expectMedia(in store: PostgresStore, owner: UserID, deck: DeckID) throws {
        let held = try store.fetchMedia(owner: owner)
        let image = try #require(held.first)
        #expect(held.count == 1)
        #expect(image.mediaType == "image/png")
        let bytes = try #require(try store.readBlobChunk(image.key, position: 0))
        #expect(bytes.count == image.size)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        var hasher = SHA256Hasher()
        hasher.update(bytes)
        #expect(hasher.finishHex() == image.key.rawValue)
        #expect(try store.findMedia(image.key, viewer: owner) == image)
        let card = try #require(try store.fetchCards(deck: deck).first { $0.content.front == "gato" })
        #expect(card.content.back.contains("(media:\(image.key.rawValue).png)"))
        // The card mentions the image, so sweeping keeps it.
        #expect(try store.releaseUnusedMedia(owner: owner) == 0)
        #expect(try store.fetchMedia(owner: owner) == held)
    }

    /// The schema of a store: every column with its type, default and identity, every constraint and index, and
    /// every sequence, with the store's own schema name left out.
    func schema(_ store: PostgresStore) throws -> [String] {
        try store.database.read { connection in
            try connection.query(
                """
                SELECT 'column ' || table_name || '.' || column_name || ' #' || ordinal_position || ' ' || data_type
                    || ' nullable ' || is_nullable || ' default ' || coalesce(column_default, '-')
                    || ' identity ' || is_identity || ' ' || coalesce(identity_generation, '-')
                FROM information_schema.columns WHERE table_schema = current_schema()
                UNION ALL
                SELECT 'constraint ' || conrelid::regclass::text || ' ' || conname || ': ' || pg_get_constraintdef(oid)
                FROM pg_constraint WHERE connamespace = current_schema()::regnamespace
                UNION ALL
                SELECT 'index ' || tablename || ' ' || indexname || ': '
                    || replace(indexdef, quote_ident(current_schema()) || '.', '')
                FROM pg_indexes WHERE schemaname = current_schema()
                UNION ALL
                SELECT 'sequence ' || sequencename || ' ' || data_type::text || ' from ' || start_value || ' by '
                    || increment_by || ' cache ' || cache_size
                FROM pg_sequences WHERE schemaname = current_schema()
                ORDER BY 1
                """
            ) { $0.text(0) }
        }
    }

    /// The oldest file migrated and the newest file as it is have exactly the columns, constraints, indexes and
    /// sequences a new store gets from the current code, so the script makes what the migrator makes; and the newest
    /// file is at the newest migration, so a migration without a file shows here.
    @Test func theOldestFileMigratedAndTheNewestFileHaveTheSchemaOfANewStore() throws {
        let newest = try #require(Self.versions.last)
        #expect(newest == PostgresSchema.migrations.map(\.version).max())
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
            .filter { $0.hasSuffix(".sql") }
        #expect(Set(files) == Set(Self.versions.map { "schema-\($0).sql" }))
        let new = try schema(TestDatabase.freshStore())
        #expect(new.contains { $0.hasPrefix("column card.suspended ") })
        #expect(new.contains { $0.hasPrefix("index blob_reference blob_reference_media: ") })
        let oldest = try PostgresStore(PostgresConfiguration(try load(1)))
        #expect(try schema(oldest) == new)
        let latest = try PostgresStore(PostgresConfiguration(try load(newest)))
        #expect(try recorded(in: latest).allSatisfy { $0[2] == String(Int(Self.written.timeIntervalSince1970)) })
        #expect(try schema(latest) == new)
    }
}
