import CardboxCore
import CardboxGeneration
import CardboxIngest
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Synchronization
import Testing

/// The one import use case over a real store and the real text reader: names, decks, events, refusals.
@Suite struct DocumentImportTests {
    let store: SQLiteStore
    let owner: UserID
    let importer: DocumentImport

    static let notes = """
        # Cells

        The mitochondrion is the organelle that produces most of the chemical energy of a cell. The nucleus holds \
        the cell's chromosomes.

        Osmosis is the movement of water across a membrane from a dilute solution into a concentrated one.
        """

    init() throws {
        store = try SQLiteStore.inMemory()
        owner = try store.localUser(creatingWith: Fixtures.newUser()).id
        importer = DocumentImport(
            store: store, reader: TextDocumentReader(), relatedTerms: NoRelatedTerms(), monthlyCards: 10)
    }

    func request(_ inputs: [DocumentInput], deck: String? = nil) -> DocumentImport.Request {
        DocumentImport.Request(
            owner: owner, inputs: inputs, deckName: deck, engine: .auto, maxCards: nil, today: Fixtures.today,
            now: Fixtures.now, makeSelector: { _ in EngineSelector() })
    }

    static func upload(_ name: String, _ text: String = notes) -> DocumentInput {
        DocumentInput(name: name, bytes: .memory(Data(text.utf8)))
    }

    @Test func anUploadBecomesADraftNamedAfterTheFile() async throws {
        let events = Mutex<[String]>([])
        let outcomes = try await importer.run(request([Self.upload("  uploads/Cell Biology.md ")])) { event in
            let name =
                switch event {
                case .reading: "reading"
                case .read: "read"
                case .started: "started"
                case .generating: "generating"
                }
            events.withLock { if $0.last != name { $0.append(name) } }
        }
        let draft = try #require(outcomes.first?.draft)
        #expect(outcomes.count == 1)
        #expect(draft.documentTitle == "Cell Biology.md")
        #expect(draft.deckName == "Cell Biology")
        #expect(draft.status == .ready)
        #expect(try #require(outcomes.first).cardCount > 0)
        #expect(try store.fetchDocuments(owner: owner).map(\.title) == ["Cell Biology.md"])
        #expect(events.withLock { $0 } == ["reading", "read", "started", "generating"])
    }

    @Test func theDeckNameIsCheckedBeforeAnythingIsRead() async throws {
        await #expect(throws: DeckError.emptyName) {
            try await importer.run(request([Self.upload("a.md")], deck: "   "))
        }
        #expect(try store.fetchDocuments(owner: owner).isEmpty)
        #expect(try store.fetchDrafts(owner: owner).isEmpty)
    }

    @Test func aFileThatCannotBeReadEndsTheImportAfterTheFilesBeforeIt() async throws {
        let pdf = DocumentInput(name: "scan.pdf", bytes: .memory(Data("%PDF-1.4 not really".utf8)))
        await #expect(throws: ExtractionError.needsFullReader("scan.pdf", kind: "a PDF")) {
            try await importer.run(request([Self.upload("first.md"), pdf, Self.upload("third.md")], deck: "Cells"))
        }
        let drafts = try store.fetchDrafts(owner: owner)
        #expect(drafts.map(\.documentTitle) == ["first.md"])
    }

    @Test func anOversizedUploadIsRefusedByItsSize() async throws {
        let importer = DocumentImport(
            store: store, reader: TextDocumentReader(maximumBytes: 100), relatedTerms: NoRelatedTerms(),
            monthlyCards: 10)
        await #expect(throws: ExtractionError.tooLarge("big.md", bytes: Self.notes.utf8.count, limit: 100)) {
            try await importer.run(request([Self.upload("big.md")]))
        }
    }

    @Test func theSelectorIsToldTheCardsAlreadyMadeThisMonth() async throws {
        let earlier = try await importer.run(request([Self.upload("earlier.md")], deck: "Earlier"))
        try store.appendDraftCards(
            [], to: try #require(earlier.first).draft.id, chunksDone: 1,
            usage: GenerationUsage(month: "2025-06", cards: 7))
        let seen = Mutex<[Int]>([])
        var request = request([Self.upload("notes.md")])
        request.makeSelector = { used in
            seen.withLock { $0.append(used) }
            return EngineSelector()
        }
        _ = try await importer.run(request)
        #expect(seen.withLock { $0 } == [7])
    }
}
