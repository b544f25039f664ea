import CardboxCore
import Foundation
import Testing

/// Source documents: the cases of ``StoreContract`` for this area.
extension StoreContract {
    /// Documents round-trip with their paragraphs; storing the same content again replaces it.
    public static func documentsRoundTripAndReplaceTheSameContent(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let now = Fixtures.now
        let document = Fixtures.document()
        let stored = try store.saveDocument(document, owner: user.id, at: now)
        #expect(stored.paragraphCount == 2)
        #expect(try store.findDocument(owner: user.id, contentID: document.id) == document)
        var revised = document
        revised.paragraphs.removeLast()
        revised.title = "Revised"
        _ = try store.saveDocument(revised, owner: user.id, at: now.addingTimeInterval(60))
        #expect(try store.findDocument(owner: user.id, contentID: document.id) == revised)
        #expect(try store.fetchDocuments(owner: user.id).map(\.title) == ["Revised"])
        let other = try store.insertUser(Fixtures.newUser("other"))
        #expect(try store.findDocument(owner: other.id, contentID: document.id) == nil)
    }
}
