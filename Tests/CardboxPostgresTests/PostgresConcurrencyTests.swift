import CardboxCore
import CardboxPostgres
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Synchronization
import Testing

/// What only a server database shows: several connections (as on several servers) writing at once.
@Suite(.enabled(if: TestDatabase.isRunnable, "set CARDBOX_TEST_DATABASE_URL or run through make test"))
struct PostgresConcurrencyTests {
    /// Runs `body` on `count` threads of their own, released together once all have started, and returns what each
    /// produced, in thread order.
    private func concurrently<T: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        let results = Mutex<[Int: T]>([:])
        let gate = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for index in 0..<count {
            finished.enter()
            Thread.detachNewThread {
                gate.wait()
                let value = body(index)
                results.withLock { $0[index] = value }
                finished.leave()
            }
        }
        for _ in 0..<count { gate.signal() }
        finished.wait()
        return results.withLock { all in (0..<count).compactMap { all[$0] } }
    }

    @Test func twoWritersAnsweringTheSameCardLoseNoAnswer() throws {
        let store = try TestDatabase.freshStore(poolSize: 4)
        let user = try store.localUser(creatingWith: Fixtures.newUser())
        let deck = try store.insertDeck(NewDeck(ownerID: user.id, name: "Spanish", createdAt: Fixtures.now))
        let card = try store.insertCard(
            Fixtures.content(), into: deck.id, createdAt: Fixtures.now, today: Fixtures.today)
        let session = try store.startSession(
            NewSession(userID: user.id, deckID: deck.id, mode: .flip, startedAt: Fixtures.now, studyDay: Fixtures.today)
        )
        let rounds = 10
        let outcomes = concurrently(2) { writer in
            (0..<rounds).map { round in
                var state = card.schedule
                state.phase = .review
                state.repetitions = writer * 100 + round
                let answer = ReviewRecord(
                    cardID: card.id, reviewedAt: Fixtures.now.addingTimeInterval(Double(round)),
                    studyDay: Fixtures.today, mode: .flip, rating: writer == 0 ? .good : .again, givenAnswer: nil,
                    isCorrect: writer == 0, elapsedMilliseconds: 100, newState: state)
                return (try? store.record(answer, session: session.id)) != nil
            }
        }
        #expect(outcomes.flatMap { $0 }.allSatisfy { $0 })
        let stored = try #require(try store.findSession(session.id))
        #expect(stored.answered == 2 * rounds)
        #expect(stored.correct == rounds)
        #expect(try store.fetchReviews(deck: deck.id).count == 2 * rounds)
        let final = try #require(try store.findCard(card.id))
        #expect([rounds - 1, 100 + rounds - 1].contains(final.schedule.repetitions))
    }

    @Test func answersGradedAtTheSameMomentEachBuildOnTheOther() throws {
        let store = try TestDatabase.freshStore(poolSize: 4)
        let user = try store.localUser(creatingWith: Fixtures.newUser())
        let deck = try store.insertDeck(NewDeck(ownerID: user.id, name: "Spanish", createdAt: Fixtures.now))
        let card = try store.insertCard(
            Fixtures.content(), into: deck.id, createdAt: Fixtures.now, today: Fixtures.today)
        let rounds = 10
        // Each writer reads the card, grades from what it read (one more repetition), waits so the other writer
        // reads the same state, and stores; a writer told the card changed meanwhile reads it again.
        let outcomes = concurrently(2) { writer in
            (0..<rounds).map { round -> (stored: Bool, retries: Int) in
                for attempt in 0..<50 {
                    guard let read = try? store.findCard(card.id) else { return (false, attempt) }
                    var state = read.schedule
                    state.phase = .review
                    state.repetitions += 1
                    let answer = ReviewRecord(
                        cardID: card.id, reviewedAt: Fixtures.now.addingTimeInterval(Double(round)),
                        studyDay: Fixtures.today, mode: .flip, rating: .good, givenAnswer: nil, isCorrect: true,
                        elapsedMilliseconds: 100, newState: state, previousState: read.schedule)
                    Thread.sleep(forTimeInterval: 0.005)
                    do {
                        _ = try store.record(answer, session: nil)
                        return (true, attempt)
                    } catch CardError.answeredMeanwhile {
                        continue
                    } catch {
                        return (false, attempt)
                    }
                }
                return (false, 50)
            }
        }
        let all = outcomes.flatMap { $0 }
        let stored = all.filter(\.stored).count
        let retried = all.filter { $0.retries > 0 }.count
        #expect(stored == 2 * rounds)
        #expect(retried > 0)
        #expect(try store.fetchReviews(deck: deck.id).count == 2 * rounds)
        #expect(try store.findCard(card.id)?.schedule.repetitions == 2 * rounds)
    }

    @Test func deckNamesStayUniqueUnderRaces() throws {
        let store = try TestDatabase.freshStore(poolSize: 6)
        let user = try store.localUser(creatingWith: Fixtures.newUser())
        let outcomes = concurrently(6) { index -> String in
            do {
                _ = try store.insertDeck(
                    NewDeck(ownerID: user.id, name: index % 2 == 0 ? "Verbs" : " verbs ", createdAt: Fixtures.now))
                return "inserted"
            } catch DeckError.nameTaken {
                return "taken"
            } catch {
                return "\(error)"
            }
        }
        #expect(outcomes.filter { $0 == "inserted" }.count == 1)
        #expect(outcomes.filter { $0 == "taken" }.count == 5)
        #expect(try store.fetchDecks(owner: user.id).count == 1)
    }

    @Test func emailsStayUniqueUnderRaces() throws {
        let store = try TestDatabase.freshStore(poolSize: 4)
        let outcomes = concurrently(4) { index -> String in
            do {
                _ = try store.createAccount(
                    Fixtures.newUser("User \(index)"), email: "Same@Example.org", passwordHash: "h")
                return "created"
            } catch AccountError.emailTaken {
                return "taken"
            } catch {
                return "\(error)"
            }
        }
        #expect(outcomes.sorted() == ["created", "taken", "taken", "taken"])
    }

    @Test func aStarterDeckInstalledByServersStartingTogetherIsInstalledOnce() throws {
        let store = try TestDatabase.freshStore(poolSize: 4)
        let user = try store.localUser(creatingWith: Fixtures.newUser())
        let outcomes = concurrently(4) { _ -> String in
            do {
                let installed = try store.installDeckOnce(
                    NewDeck(ownerID: user.id, name: "Starter", createdAt: Fixtures.now), cards: [Fixtures.content()],
                    onceKey: "starter", today: Fixtures.today)
                return installed == nil ? "skipped" : "installed"
            } catch {
                return "\(error)"
            }
        }
        #expect(outcomes.sorted() == ["installed", "skipped", "skipped", "skipped"])
        #expect(try store.fetchDecks(owner: user.id).map(\.name) == ["Starter"])
    }

    @Test func aDraftSavedSeveralTimesAtOnceIsSavedOnce() throws {
        let store = try TestDatabase.freshStore(poolSize: 4)
        let user = try store.localUser(creatingWith: Fixtures.newUser())
        for round in 0..<5 {
            let deck = try store.insertDeck(
                NewDeck(ownerID: user.id, name: "Biology \(round)", createdAt: Fixtures.now))
            let draft = try store.createDraft(
                NewDraft(
                    ownerID: user.id, documentID: "doc", documentTitle: "Cells", deckName: deck.name,
                    engine: "extractive", engineNote: nil, chunksTotal: 1, maxCards: nil, createdAt: Fixtures.now))
            try store.appendDraftCards(
                [
                    Fixtures.cardDraft(question: "What makes energy in a cell?", answer: "A mitochondrion"),
                    Fixtures.cardDraft(question: "How many membranes does it have?", answer: "two"),
                ], to: draft.id, chunksDone: 1, usage: nil)
            try store.updateDraft(draft.id, engine: "extractive", engineNote: nil, status: .ready)
            let outcomes = concurrently(4) { _ -> String in
                do {
                    let saved = try store.saveDraft(
                        draft.id, into: deck.id, rule: DraftSaveRule(undecided: .keep), at: Fixtures.now,
                        today: Fixtures.today)
                    return "saved \(saved.count)"
                } catch DraftError.alreadySaved {
                    return "already saved"
                } catch {
                    return "\(error)"
                }
            }
            #expect(outcomes.sorted() == ["already saved", "already saved", "already saved", "saved 2"])
            #expect(try store.fetchCards(deck: deck.id).count == 2)
        }
    }

    @Test func idsAreNeverReused() throws {
        let store = try TestDatabase.freshStore()
        let user = try store.localUser(creatingWith: Fixtures.newUser())
        let first = try store.insertDeck(NewDeck(ownerID: user.id, name: "First", createdAt: Fixtures.now))
        let card = try store.insertCard(
            Fixtures.content(), into: first.id, createdAt: Fixtures.now, today: Fixtures.today)
        try store.deleteDeck(first.id)
        let second = try store.insertDeck(NewDeck(ownerID: user.id, name: "Second", createdAt: Fixtures.now))
        let next = try store.insertCard(
            Fixtures.content(), into: second.id, createdAt: Fixtures.now, today: Fixtures.today)
        #expect(second.id.rawValue > first.id.rawValue)
        #expect(next.id.rawValue > card.id.rawValue)
        #expect(try store.findCard(card.id) == nil)
    }

    @Test func serversStartingTogetherMigrateOnce() throws {
        let url = try TestDatabase.freshSchema()
        let opened = concurrently(3) { _ in
            (try? PostgresStore(PostgresConfiguration(url, poolSize: 1))) != nil
        }
        #expect(opened == [true, true, true])
        let connection = try PostgresConnection(PostgresConfiguration(url))
        let versions = try connection.query("SELECT version FROM schema_migrations ORDER BY version") { $0.int(0) }
        #expect(versions == PostgresSchema.migrations.map(\.version))
    }

    @Test func aServerWaitingForAnotherServersMigrationsOutlastsTheStatementTimeout() throws {
        let url = try TestDatabase.freshSchema()
        let holder = try PostgresConnection(PostgresConfiguration(url))
        try holder.run("SELECT pg_advisory_lock($1)", [PostgresMigrator.lockKey])
        let opened = Mutex<Bool?>(nil)
        let waiter = Thread {
            let store = try? PostgresStore(PostgresConfiguration(url, statementTimeoutMilliseconds: 100))
            opened.withLock { $0 = store != nil }
        }
        waiter.start()
        // The waiter is blocked once the server shows its request for the advisory lock waiting (at most a minute).
        let deadline = Date().addingTimeInterval(60)
        while try !holder.exists("SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"),
            Date() < deadline
        {
            Thread.sleep(forTimeInterval: 0.01)
        }
        #expect(try holder.exists("SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"))
        // Past the statement timeout (100 ms), the waiter still waits instead of failing.
        Thread.sleep(forTimeInterval: 0.5)
        #expect(opened.withLock { $0 } == nil)
        try holder.run("SELECT pg_advisory_unlock($1)", [PostgresMigrator.lockKey])
        for _ in 0..<100 where opened.withLock({ $0 }) == nil { Thread.sleep(forTimeInterval: 0.05) }
        #expect(opened.withLock { $0 } == true)
        let store = try PostgresStore(PostgresConfiguration(url, statementTimeoutMilliseconds: 100))
        let timeout = try store.database.withConnection { try $0.queryOne("SHOW statement_timeout") { $0.text(0) } }
        #expect(timeout == "100ms")
    }

    @Test func lookupsOnManyConnectionsStopAtTheLimit() throws {
        let store = try TestDatabase.freshStore(poolSize: 4)
        let user = try store.localUser(creatingWith: Fixtures.newUser())
        let outcomes = concurrently(8) { _ in try? store.countWordLookup(for: user.id, month: "2025-06", limit: 3) }
        let counted = outcomes.filter { if case .counted = $0 { true } else { false } }
        #expect(counted.count == 3)
        #expect(try store.wordLookupCount(for: user.id, month: "2025-06") == 3)
    }
}
