import CardboxCore
import Foundation
import Testing

/// Deleting drafts: the case of ``StoreContract`` for ``DraftStore/deleteDraft(_:owner:)``.
extension StoreContract {
    /// A draft is deleted with its cards in any state, only by its owner; deleting it again reports nothing found.
    public static func draftsAreDeletedInAnyStateOnlyByTheirOwner(_ start: Start) throws {
        let store = start.store
        let other = try store.insertUser(Fixtures.newUser("other"))
        let generating = try makeDraft(start, status: .generating)
        #expect(try !store.deleteDraft(generating.id, owner: other.id))
        #expect(try store.findDraft(generating.id) == generating)
        #expect(try store.deleteDraft(generating.id, owner: start.user.id))
        #expect(try store.findDraft(generating.id) == nil)
        #expect(try store.fetchDraftCards(generating.id).isEmpty)
        #expect(try !store.deleteDraft(generating.id, owner: start.user.id))
        #expect(throws: (any Error).self) {
            try store.appendDraftCards(
                [Fixtures.cardDraft(question: "Late?", answer: "yes")], to: generating.id, chunksDone: 3, usage: nil)
        }
        let saved = try makeDraft(start, status: .saved)
        #expect(try store.deleteDraft(saved.id, owner: start.user.id))
        #expect(try store.fetchDrafts(owner: start.user.id).isEmpty)
    }
}
