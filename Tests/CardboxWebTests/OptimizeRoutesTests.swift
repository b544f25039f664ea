import CardboxCore
import CardboxJobs
import CardboxSQLite
import CardboxTestSupport
import CardboxTuning
import Foundation
import Testing

@testable import CardboxHTTP
@testable import CardboxWeb

/// Optimizing a deck's FSRS weights from the web: the settings page's button runs a job on the job runner whose
/// progress reaches the page over its event stream, the result page shows the before/after table, an adopted fit
/// offers a reschedule that can be undone; the JSON API does the same, and the stats page draws the calibration and
/// the retention advisor.
@Suite(.timeLimit(.minutes(10))) struct OptimizeRoutesTests {
    /// A harness whose job runner polls quickly and whose data directory is a fresh folder.
    static func app(runner: Bool = true) throws -> (WebHarness, TemporaryDirectory) {
        let folder = try TemporaryDirectory()
        let app = try WebHarness(
            jobs: runner ? JobRunner.Configuration(pollInterval: 0.02) : nil,
            configure: { $0.dataDirectory = folder.path })
        return (app, folder)
    }

    static func ada(_ app: WebHarness) throws -> (TestBrowser, User) {
        let ada = try app.signedUp("Ada")
        return (ada, try #require(try ada.user(in: app)))
    }

    /// Holds `owner`'s one job slot with a running job of another kind, so their next job waits; returns its id.
    static func occupy(_ owner: UserID, in store: SQLiteStore) throws -> JobID {
        _ = try store.enqueueJob(NewJob(kind: "hold", owner: owner, payload: "", createdAt: Fixtures.now))
        let held = try #require(
            try store.claimJob(
                kind: "hold", runner: "test", now: Fixtures.now, leaseUntil: Fixtures.now.addingTimeInterval(3_600),
                maximumRunning: 100))
        return held.id
    }

    static func jobID(fromLocation location: String?) throws -> Int {
        try #require(location.flatMap { $0.split(separator: "/").last.flatMap { Int($0) } })
    }

    @Test func theSettingsButtonRunsAJobWhoseProgressReachesThePageThenAdoptsRescheduleAndUndo() async throws {
        let (app, folder) = try Self.app()
        _ = folder
        let (ada, user) = try Self.ada(app)
        let (deck, reviews) = try SimulatedHistory.deck("Spanish", owner: user.id, in: app.store)
        #expect(reviews <= 5_000)
        let settings = ada.get("/decks/\(deck.id)/edit").bodyText
        #expect(settings.contains("Optimize parameters"))
        #expect(settings.contains("the default FSRS-6 weights"))

        let hold = try Self.occupy(user.id, in: app.store)
        let started = try ada.submit("/decks/\(deck.id)/optimize", [:])
        #expect(started.status == .seeOther)
        let id = try Self.jobID(fromLocation: started.headers["Location"])
        let waiting = ada.get("/optimizations/\(id)").bodyText
        #expect(waiting.contains("data-progress-url=\"/optimizations/\(id)/events\""))
        let response = ada.send(.get, "/optimizations/\(id)/events")
        guard case .eventStream(let stream) = response.body else {
            Issue.record("not an event stream: \(response.status)")
            return
        }
        _ = try app.store.endJob(hold, runner: "test", outcome: .finished(progress: ""), at: Fixtures.now)
        let status = try #require(await app.services.optimizations.finished(id, timeout: 300))
        #expect(status.state == .finished)
        // The job is marked finished in the store just before its watchers hear of it.
        #expect(ImportQueueTests.eventually { stream.isClosed })
        let events = ClassroomPagesTests.pending(stream)
        let progress = events.components(separatedBy: "event: progress\n").dropFirst()
        #expect(progress.first?.contains(#""state":"waiting""#) == true)
        let running = progress.filter { $0.contains(#""state":"running""#) }
        #expect(running.count >= 5, "\(events.prefix(2_000))")
        #expect(progress.last?.contains(#""finished":true"#) == true)
        #expect(progress.last?.contains(#""result":{"#) == true)

        let result = try #require(status.result)
        #expect(result.adopted)
        #expect(result.fitted.logLoss < result.current.logLoss)
        #expect(result.current.count == result.fitted.count)
        #expect(result.current.count > 0)
        let stored = try #require(try app.store.findDeck(deck.id))
        #expect(stored.options.fsrsWeights == result.weights)
        #expect(stored.options.fsrsWeights != FSRSParameters.defaultWeights)

        let page = ada.get("/optimizations/\(id)").bodyText
        for text in ["Log loss", "RMSE (bins)", "AUC", "data-verdict=\"adopted\"", "Reschedule cards", "% better"] {
            #expect(page.contains(text), "\(text)")
        }

        let before = try app.store.fetchCards(deck: deck.id)
        let rescheduled = try ada.submit("/decks/\(deck.id)/reschedule", [:])
        #expect(rescheduled.status == .seeOther)
        let after = try app.store.fetchCards(deck: deck.id)
        #expect(zip(before, after).filter { $0.schedule != $1.schedule }.count > 100)
        let settingsAfter = ada.get("/decks/\(deck.id)/edit?notice=deck-rescheduled").bodyText
        #expect(settingsAfter.contains("Undo the last reschedule"))
        #expect(settingsAfter.contains("weights fitted to your reviews"))
        #expect(settingsAfter.contains("The last run adopted new weights."))

        // One card is answered after the reschedule: the undo keeps its new schedule and the review.
        let answered = after[0]
        app.advance(seconds: 60)
        var moved = answered.schedule
        moved.dueDay = Fixtures.today.adding(days: 5)
        _ = try app.store.record(
            ReviewRecord(
                cardID: answered.id, reviewedAt: Fixtures.now.addingTimeInterval(60), studyDay: Fixtures.today,
                mode: .flip, rating: .good, givenAnswer: nil, isCorrect: true, elapsedMilliseconds: 900,
                newState: moved),
            session: nil)
        let reviewCount = try app.store.fetchReviews(deck: deck.id).count
        let undone = try ada.submit("/decks/\(deck.id)/reschedule/undo", [:])
        #expect(undone.status == .seeOther)
        #expect(undone.headers["Location"]?.contains("notice=reschedule-undone") == true)
        let restored = try app.store.fetchCards(deck: deck.id)
        #expect(restored[0].schedule == moved)
        #expect(Array(restored.dropFirst().map(\.schedule)) == Array(before.dropFirst().map(\.schedule)))
        #expect(try app.store.fetchReviews(deck: deck.id).count == reviewCount)
        #expect(!ada.get("/decks/\(deck.id)/edit").bodyText.contains("Undo the last reschedule"))
        let again = try ada.submit("/decks/\(deck.id)/reschedule/undo", [:])
        #expect(again.status == .conflict)
        #expect(again.bodyText.contains("There is no reschedule of"))
    }

    @Test func theAPIStartsFollowsAndReschedulesWithUndo() async throws {
        let (app, folder) = try Self.app()
        _ = folder
        let (ada, user) = try Self.ada(app)
        let script = try ImportQueueTests.script(app, ada)
        let (deck, _) = try SimulatedHistory.deck("Spanish", owner: user.id, in: app.store)
        let started = try script.json(.post, "/api/v1/decks/\(deck.id)/optimizations")
        #expect(started.status == .accepted)
        let id = try Self.jobID(fromLocation: started.headers["Location"])
        #expect(started.headers["Location"] == "/api/v1/optimizations/\(id)")
        #expect(try started.jsonObject()["deck_id"] as? Int == Int(deck.id.rawValue))
        _ = try #require(await app.services.optimizations.finished(id, timeout: 300))
        let status = try script.json(.get, "/api/v1/optimizations/\(id)").jsonObject()
        #expect(status["state"] as? String == "finished")
        #expect(status["done"] as? Int == 100)
        let result = try #require(status["result"] as? [String: Any])
        #expect(result["adopted"] as? Bool == true)
        let current = try #require(result["current"] as? [String: Any])
        let fitted = try #require(result["fitted"] as? [String: Any])
        #expect(try #require(fitted["log_loss"] as? Double) < (try #require(current["log_loss"] as? Double)))
        #expect((result["weights"] as? [Double])?.count == 21)

        // A deck whose newest reviews are mostly forgotten: a fit on its older 80 % predicts them worse than the
        // defaults do, so the defaults stay.
        let (forgetting, _) = try SimulatedHistory.deck(
            "Forgetting", owner: user.id, in: app.store, cards: 150, seed: 5, forgettingFrom: 325)
        let defaults = FSRSParameters.defaultWeights
        let rerun = try script.json(.post, "/api/v1/decks/\(forgetting.id)/optimizations")
        #expect(rerun.status == .accepted)
        let rerunID = try Self.jobID(fromLocation: rerun.headers["Location"])
        let kept = try #require(await app.services.optimizations.finished(rerunID, timeout: 300)?.result)
        #expect(!kept.adopted)
        #expect(kept.fitted.logLoss >= kept.current.logLoss)
        #expect(kept.previousWeights == defaults)
        #expect(kept.weights == defaults)
        #expect(try app.store.findDeck(forgetting.id)?.options.fsrsWeights == defaults)
        let keptPage = ada.get("/optimizations/\(rerunID)").bodyText
        #expect(keptPage.contains("data-verdict=\"kept\""))
        #expect(keptPage.contains("Kept the current weights"))
        #expect(!keptPage.contains("Reschedule cards"))

        let rescheduled = try script.json(.post, "/api/v1/decks/\(deck.id)/reschedule").jsonObject()
        #expect(try #require(rescheduled["changed"] as? Int) > 100)
        #expect(rescheduled["cards"] as? Int == 300)
        let undone = try script.json(.post, "/api/v1/decks/\(deck.id)/reschedule/undo").jsonObject()
        #expect(undone["restored"] as? Int == 300)
        #expect(undone["reviewed_since"] as? Int == 0)
        let nothing = try script.json(.post, "/api/v1/decks/\(deck.id)/reschedule/undo")
        #expect(nothing.status == .conflict)
        #expect(
            try nothing.jsonObject()["error"].flatMap { $0 as? [String: Any] }?["code"] as? String == "nothing_to_undo")
    }

    @Test func refusesOthersDecksThinHistoriesAndASecondRun() throws {
        let (app, folder) = try Self.app(runner: false)
        _ = folder
        let (ada, user) = try Self.ada(app)
        let adaScript = try ImportQueueTests.script(app, ada)
        let grace = try app.signedUp("Grace")
        let graceScript = try ImportQueueTests.script(app, grace)
        let thin = try app.store.insertDeck(NewDeck(ownerID: user.id, name: "Thin", createdAt: Fixtures.now))
        let card = try app.store.insertCard(
            Fixtures.content(), into: thin.id, createdAt: Fixtures.now, today: Fixtures.today)
        for day in [0, 2, 6] {
            _ = try app.store.record(
                ReviewRecord(
                    cardID: card.id, reviewedAt: Fixtures.now.addingTimeInterval(Double(day) * 86_400),
                    studyDay: Fixtures.today.adding(days: day), mode: .flip, rating: .good, givenAnswer: nil,
                    isCorrect: true, elapsedMilliseconds: 900, newState: card.schedule),
                session: nil)
        }

        let tooFew = try adaScript.json(.post, "/api/v1/decks/\(thin.id)/optimizations")
        #expect(tooFew.status == .unprocessableContent)
        let error = try #require(try tooFew.jsonObject()["error"] as? [String: Any])
        #expect(error["code"] as? String == "too_few_reviews")
        #expect((error["message"] as? String)?.hasPrefix("Too few reviews to learn from: 2 scored reviews") == true)
        let tooFewPage = try ada.submit("/decks/\(thin.id)/optimize", [:])
        #expect(tooFewPage.status == .unprocessableContent)
        #expect(tooFewPage.bodyText.contains("Too few reviews to learn from"))

        // A run of the deck already queued: a second is refused on both sides.
        let (deck, _) = try SimulatedHistory.deck("Spanish", owner: user.id, in: app.store, cards: 40)
        _ = try app.store.enqueueJob(
            NewJob(
                kind: OptimizeJobs.kindName, owner: user.id, payload: #"{"deck_id":\#(deck.id)}"#,
                createdAt: Fixtures.now))
        let second = try adaScript.json(.post, "/api/v1/decks/\(deck.id)/optimizations")
        #expect(second.status == .conflict)
        #expect(
            try second.jsonObject()["error"].flatMap { $0 as? [String: Any] }?["code"] as? String == "already_running")
        #expect(try ada.submit("/decks/\(deck.id)/optimize", [:]).status == .conflict)
        let queued = try #require(try app.services.optimizations.active(deck: deck.id, owner: user.id))

        // Grace sees none of Ada's.
        #expect(try graceScript.json(.post, "/api/v1/decks/\(deck.id)/optimizations").status == .notFound)
        #expect(try graceScript.json(.get, "/api/v1/optimizations/\(queued.id)").status == .notFound)
        #expect(try graceScript.json(.post, "/api/v1/decks/\(deck.id)/reschedule").status == .notFound)
        #expect(try graceScript.json(.post, "/api/v1/decks/\(deck.id)/reschedule/undo").status == .notFound)
        #expect(grace.get("/optimizations/\(queued.id)").status == .notFound)
        #expect(grace.send(.get, "/optimizations/\(queued.id)/events").status == .notFound)
        #expect(try grace.submit("/decks/\(deck.id)/optimize", [:]).status == .notFound)
        #expect(try grace.submit("/decks/\(deck.id)/reschedule", [:]).status == .notFound)
        #expect(try adaScript.json(.get, "/api/v1/optimizations/\(queued.id)").status == .ok)
    }

    @Test func theStatsPageDrawsTheCalibrationAndTheRetentionAdvisor() async throws {
        let (app, folder) = try Self.app(runner: false)
        _ = folder
        let (ada, user) = try Self.ada(app)
        let (deck, _) = try SimulatedHistory.deck("Spanish", owner: user.id, in: app.store, cards: 60)
        // The first stats page simulates a year of study per retention: seconds of work, kept off the pool the
        // other tests' tasks run on.
        nonisolated(unsafe) let browser = ada
        let page = try await onOwnThread { browser.get("/stats").bodyText }
        let calibration = try #require(Self.svg(page, "calibration"))
        let expected = try RecallCalibration.of([deck], store: app.store).rows.count
        #expect(expected >= 3)
        #expect(calibration.components(separatedBy: "class=\"point\"").count - 1 == expected)
        #expect(calibration.contains("<title id=\"calibration-title\">"))
        #expect(calibration.contains("<desc id=\"calibration-desc\">"))
        #expect(calibration.contains("class=\"diagonal\""))
        let retention = try #require(Self.svg(page, "retention"))
        #expect(retention.components(separatedBy: "class=\"point\"").count - 1 == 28)
        #expect(retention.components(separatedBy: "data-cheapest=").count - 1 == 1)
        #expect(retention.contains("<title id=\"retention-title\">"))
        #expect(page.contains("<th scope=\"col\">Min/day</th>"))
        #expect(page.contains("<strong>cheapest</strong>"))
        // The charts draw in their own units and scale to the width they get, a phone's included.
        #expect(calibration.contains("viewBox=\"0 0 320 250\""))
        #expect(!calibration.contains("<svg width"))
    }

    /// The SVG element marked `data-chart="name"` in `page`.
    static func svg(_ page: String, _ name: String) -> String? {
        guard let start = page.range(of: "<svg class=\"chart model\" data-chart=\"\(name)\"") else { return nil }
        guard let end = page.range(of: "</svg>", range: start.upperBound..<page.endIndex) else { return nil }
        return String(page[start.lowerBound..<end.upperBound])
    }
}
