import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// `cardbox import` through a real local model server: llama-cpp-python with SmolLM2-135M-Instruct, as
/// `scripts/setup` installs them.
///
/// The server refuses `response_format: json_schema`, so the client must find JSON mode with the schema by itself
/// and say so in one sentence. A 135M model proves the wire, not quality: its cards are poor, so the checks reject
/// the bad ones, and a chunk whose cards all fail is written by the offline engine with the reason stated.
@Suite(.serialized, .timeLimit(.minutes(10))) struct LocalModelImportTests {
    /// One short section: a single chunk, so the test stays quick on two cores.
    static let notes = """
        # Mitochondria

        Mitochondria are membrane-bound organelles found in most eukaryotic cells. They produce most of the cell's \
        supply of adenosine triphosphate (ATP). Each mitochondrion has its own small circular DNA.

        The inner membrane folds into cristae. Cristae increase the surface area available for ATP synthesis.
        """

    /// The note every run against llama-cpp-python must carry.
    static let jsonModeNote = "the model server refused structured output; used JSON mode with the card schema"

    func importNotes(smallModel: Bool, server: LocalModelServer) throws -> (CardboxProcess.Result, Draft, [DraftCard]) {
        let cardbox = try CardboxProcess(environment: [
            "CARDBOX_LLM_LOCAL_URL": server.url.absoluteString, "CARDBOX_LLM_LOCAL_MODEL": "smollm2",
            "CARDBOX_LLM_LOCAL_SMALL_MODEL": smallModel ? "true" : "false",
        ])
        let file = cardbox.home.file("mitochondria.md")
        try Data(Self.notes.utf8).write(to: URL(fileURLWithPath: file))
        let result = try cardbox.run(["import", file, "--deck", "Cells", "--create"])
        let store = try SQLiteStore(path: cardbox.home.file("cardbox.sqlite"))
        let user = try store.localUser(creatingWith: Fixtures.newUser())
        let draft = try #require(try store.fetchDrafts(owner: user.id).first)
        return (result, draft, try store.fetchDraftCards(draft.id))
    }

    /// What every run must show: the local engine ran, the JSON-mode note is there, the notes are plain sentences,
    /// and the draft holds checked cards, from the model or from the offline engine with a stated reason.
    func expectUsableDraft(_ result: CardboxProcess.Result, _ draft: Draft, _ cards: [DraftCard]) {
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Engine: local:smollm2"))
        #expect(draft.status == .ready)
        #expect(draft.engine.hasPrefix("local:smollm2"))
        let note = draft.engineNote ?? ""
        #expect(note.contains(Self.jsonModeNote))
        for forbidden in ["Traceback", "validation error", "{", "\n", "HTTP 500"] {
            #expect(!note.contains(forbidden), "the note should be plain sentences: \(note)")
        }
        #expect(!cards.isEmpty)
        for item in cards {
            #expect(item.card.source.page == 1 && item.card.source.paragraph != nil)
            #expect(!item.card.question.isEmpty && !item.card.answer.isEmpty)
            #expect(!item.card.displayQuestion.lowercased().contains(item.card.answer.lowercased()))
        }
        let fromModel = cards.filter { $0.card.engine == "local:smollm2" }
        if fromModel.count < cards.count {
            // Some chunk fell back: the draft says why, in words.
            #expect(draft.engine == "local:smollm2, then extractive")
            #expect(note.contains("extractive used instead of local:smollm2"))
        }
    }

    @Test func smallModelModeMakesCheckedCardsThroughTheRealServer() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let (result, draft, cards) = try importNotes(smallModel: true, server: server)
        expectUsableDraft(result, draft, cards)
    }

    @Test func batchModeMakesCheckedCardsThroughTheRealServer() async throws {
        let server = try await LocalModelServer.start()
        defer { server.stop() }
        let (result, draft, cards) = try importNotes(smallModel: false, server: server)
        expectUsableDraft(result, draft, cards)
    }
}
