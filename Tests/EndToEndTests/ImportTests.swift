import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// `cardbox import` end to end: PDF → draft → save → due cards with their source; engines and their reasons;
/// a killed import resumes.
@Suite(.timeLimit(.minutes(10))) struct ImportTests {
    func store(_ cardbox: CardboxProcess) throws -> (SQLiteStore, User) {
        let store = try SQLiteStore(path: cardbox.home.file("cardbox.sqlite"))
        return (store, try store.localUser(creatingWith: Fixtures.newUser()))
    }

    @Test func importReviewSaveAndStudy() throws {
        let cardbox = try CardboxProcess()
        let result = try cardbox.run([
            "import", try IngestFixtures.path("running.pdf"), "--deck", "Field Guide", "--create",
        ])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Draft 1: ") == true)
        #expect(lines.first?.hasSuffix(" from running.pdf for 'Field Guide'.") == true)
        #expect(lines.contains("Engine: extractive (no model configured)"))
        let (store, user) = try store(cardbox)
        let draft = try #require(try store.fetchDrafts(owner: user.id).first)
        #expect(draft.status == .ready)
        #expect(draft.chunksDone == draft.chunksTotal)
        let drafted = try store.fetchDraftCards(draft.id)
        #expect(drafted.count >= 5)
        #expect(drafted.allSatisfy { $0.card.source.page != nil && $0.card.source.quote?.isEmpty == false })
        let saved = try cardbox.run(["drafts", "save", "1", "--with-undecided"])
        #expect(saved.stdout.hasPrefix("Saved \(drafted.count) cards to 'Field Guide'"))
        let deck = try #require(try store.findDeck(owner: user.id, name: "Field Guide"))
        let cards = try store.fetchCards(deck: deck.id)
        #expect(cards.count == drafted.count)
        #expect(cards.allSatisfy { $0.content.source?.documentID?.count == 64 && $0.content.source?.paragraph != nil })
        #expect(cards.allSatisfy { $0.schedule.isDue(on: Fixtures.today, at: Fixtures.now) })
        let study = try cardbox.run(["study", "Field Guide", "--limit", "1"], input: " 3")
        #expect(study.stdout.contains("1 answer, 1 correct"))
    }

    @Test func enginesSayWhyTheyFellBack() throws {
        let cardbox = try CardboxProcess()
        let path = try IngestFixtures.path("notes.md")
        let unreachable = try cardbox.run(
            ["import", path, "--max-cards", "3"], environment: ["CARDBOX_LLM_LOCAL_URL": "http://127.0.0.1:1"]
        )
        #expect(unreachable.status == 0)
        #expect(unreachable.stdout.contains("Engine: extractive (local server not answering)"))
        let badEngine = try cardbox.run(["import", path, "--engine", "gpt"])
        #expect(badEngine.status == 64)
        let missing = try cardbox.run(["import", cardbox.home.file("nothing.pdf")])
        #expect(missing.status == 66)
        let (store, user) = try store(cardbox)
        let drafts = try store.fetchDrafts(owner: user.id)
        #expect(drafts.count == 1)
        #expect(drafts.first?.engineNote == "local server not answering")
        #expect(try store.fetchDraftCards(try #require(drafts.first).id).count <= 3)
    }

    @Test func aKilledImportResumesWhereItStopped() throws {
        let script = try TemporaryDirectory()
        let slow = """
            {"routes": {
              "/health": [{"kind": "raw", "status": 200, "body": {"status": "ok"}}],
              "/v1/chat/completions": [{"kind": "openai_chat", "flavor": "llama-server", "delay": 0.8,
                "content": "{\\"cards\\": []}"}]
            }}
            """
        try Data(slow.utf8).write(to: URL(fileURLWithPath: script.file("slow.json")))
        let stub = try LLMStub(script: script.file("slow.json"))
        defer { stub.stop() }
        let cardbox = try CardboxProcess(environment: [
            "CARDBOX_LLM_LOCAL_URL": "http://127.0.0.1:\(stub.port)", "CARDBOX_LLM_LOCAL_MODEL": "tiny",
        ])
        let pdf = try IngestFixtures.path("running.pdf")
        let (store, user) = try store(cardbox)
        let process = try cardbox.start(["import", pdf, "--deck", "Guide", "--create"])
        var draft: Draft?
        let deadline = Date().addingTimeInterval(90)
        while Date() < deadline {
            draft = try store.fetchDrafts(owner: user.id).first
            if let draft, draft.chunksDone >= 2 { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let interrupted = try #require(try store.fetchDrafts(owner: user.id).first)
        #expect(interrupted.status == .generating)
        #expect(interrupted.chunksDone >= 2)
        #expect(interrupted.chunksDone < interrupted.chunksTotal)
        #expect(interrupted.engine == "local:tiny")
        let resumed = try cardbox.run(["import", pdf, "--deck", "Guide", "--create", "--engine", "extractive"])
        #expect(resumed.status == 0)
        #expect(
            resumed.stderr.contains(
                "Resuming draft 1 after chunk \(interrupted.chunksDone) of \(interrupted.chunksTotal)."))
        let finished = try #require(try store.findDraft(interrupted.id))
        #expect(finished.status == .ready)
        #expect(finished.chunksDone == finished.chunksTotal)
        #expect(try store.fetchDrafts(owner: user.id).count == 1)
        #expect(!(try store.fetchDraftCards(finished.id)).isEmpty)
    }
}

/// The monthly allowance on the host's key: counted per card, enforced per chunk, reported when used up.
@Suite(.timeLimit(.minutes(10))) struct AllowanceTests {
    static let notes = """
        # Mitochondria

        Mitochondria are membrane-bound organelles found in most eukaryotic cells. They produce most of the cell's \
        supply of adenosine triphosphate (ATP). Each mitochondrion has its own small circular DNA.

        The inner membrane folds into cristae. Cristae increase the surface area available for ATP synthesis.
        """

    @Test func theHostsModelStopsAtTheAllowanceAndTheOfflineEngineTakesOver() throws {
        // The model answers every request with one card citing [S4], "The inner membrane folds into cristae."
        let script = try TemporaryDirectory()
        let card = """
            {"cards": [{"question": "What are the folds of the inner mitochondrial membrane called?", \
            "answer": "cristae", "explanation": "The inner membrane folds into cristae.", \
            "distractors": ["thylakoids", "villi", "cisternae"], "sentence_index": 4}]}
            """
        let routes = ["routes": ["/v1/chat/completions": [["kind": "openai_chat", "content": card]]]]
        try JSONSerialization.data(withJSONObject: routes).write(to: URL(fileURLWithPath: script.file("one.json")))
        let stub = try LLMStub(script: script.file("one.json"))
        defer { stub.stop() }
        let cardbox = try CardboxProcess(environment: [
            "CARDBOX_LLM_PROVIDER": "openai", "CARDBOX_LLM_BASE_URL": "http://127.0.0.1:\(stub.port)",
            "CARDBOX_LLM_MODEL": "gpt-4o-mini", "CARDBOX_LLM_API_KEY": "sk-host-test", "CARDBOX_LLM_MONTHLY_CARDS": "1",
        ])
        let notes = cardbox.home.file("mito.md")
        try Data(Self.notes.utf8).write(to: URL(fileURLWithPath: notes))
        let first = try cardbox.run(["import", notes, "--deck", "Cells", "--create"])
        #expect(first.status == 0)
        #expect(first.stdout.contains("Engine: cloud:openai/gpt-4o-mini\n"))
        #expect(!first.stdout.contains("sk-host-test") && !first.stderr.contains("sk-host-test"))
        let store = try SQLiteStore(path: cardbox.home.file("cardbox.sqlite"))
        let user = try store.localUser(creatingWith: Fixtures.newUser())
        #expect(try store.generationUsage(owner: user.id, month: "2025-06") == 1)
        let draft = try #require(try store.fetchDrafts(owner: user.id).first)
        let cards = try store.fetchDraftCards(draft.id)
        #expect(cards.map(\.card.answer) == ["cristae"])
        #expect(cards.first?.card.source.quote == "The inner membrane folds into cristae.")

        let second = try cardbox.run(["import", notes, "--deck", "More cells", "--create"])
        #expect(second.status == 0)
        #expect(second.stdout.contains("Engine: extractive (monthly allowance used up)"))
        #expect(try store.generationUsage(owner: user.id, month: "2025-06") == 1)
        let nextMonth = try cardbox.run(
            ["import", notes, "--deck", "July", "--create"], environment: ["CARDBOX_NOW": "2025-07-01T08:00:00Z"])
        #expect(nextMonth.stdout.contains("Engine: cloud:openai/gpt-4o-mini\n"))
        #expect(try store.generationUsage(owner: user.id, month: "2025-07") == 1)
    }

    @Test func aKeyFileOthersCanReadIsRefused() throws {
        let cardbox = try CardboxProcess(environment: ["XDG_CONFIG_HOME": "", "CARDBOX_LLM_PROVIDER": "openai"])
        let config = cardbox.home.file("config")
        FileManager.default.createFile(atPath: config, contents: Data())
        let saved = try cardbox.run(
            ["config", "set-key", "openai"], input: "sk-own-test\n", environment: ["CARDBOX_CONFIG": config]
        )
        #expect(saved.status == 0)
        #expect(!saved.stdout.contains("sk-own-test"))
        let keyFile = cardbox.home.file("keys/openai")
        var status = stat()
        #expect(stat(keyFile, &status) == 0 && status.st_mode & 0o777 == 0o600)
        chmod(keyFile, 0o644)
        let notes = cardbox.home.file("mito.md")
        try Data(AllowanceTests.notes.utf8).write(to: URL(fileURLWithPath: notes))
        let refused = try cardbox.run(["import", notes], environment: ["CARDBOX_CONFIG": config])
        #expect(refused.status == 78)
        #expect(refused.stderr.contains("can be read by other users, so it is not used. Fix it with: chmod 600"))
        #expect(!refused.stderr.contains("sk-own-test"))
    }
}

/// `cardbox eval`: the generation metrics for a document, with nothing stored.
@Suite(.timeLimit(.minutes(10))) struct EvalTests {
    @Test func printsMetricsAndStoresNoDraft() throws {
        let cardbox = try CardboxProcess()
        let result = try cardbox.run(["eval", try IngestFixtures.path("running.pdf"), "--json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["engine"] as? String == "extractive")
        let metrics = try #require(json["metrics"] as? [String: Any])
        #expect((metrics["kept_count"] as? Int ?? 0) > 10)
        #expect((metrics["grounded_percent"] as? Double ?? 0) >= 98)
        #expect((metrics["validator_pass_percent"] as? Double ?? 0) >= 90)
        #expect((metrics["duplicate_percent"] as? Double ?? 100) <= 1)
        let text = try cardbox.run(["eval", try IngestFixtures.path("running.pdf")])
        #expect(text.stdout.hasPrefix("running.pdf · engine extractive (no model configured)\n"))
        #expect(text.stdout.contains("grounded: "))
        let store = try SQLiteStore(path: cardbox.home.file("cardbox.sqlite"))
        let user = try store.localUser(creatingWith: Fixtures.newUser())
        #expect(try store.fetchDrafts(owner: user.id).isEmpty)
    }
}
