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

    /// Every part a paragraph may belong to (footnote, caption, contents, index, bibliography) is stored and read back.
    public static func paragraphPartsRoundTrip(_ start: Start) throws {
        try expectEveryValueRoundTrips(SourceParagraph.Part.allCases, at: \.part, start)
    }

    /// Every role a paragraph may have (heading, body, list item, code listing) is stored and read back.
    public static func paragraphRolesRoundTrip(_ start: Start) throws {
        try expectEveryValueRoundTrips(SourceParagraph.Role.allCases, at: \.role, start)
    }

    /// Stores a document of one paragraph for each of `values`, set at `property`, and expects it back as stored.
    private static func expectEveryValueRoundTrips<Value: Equatable>(
        _ values: [Value], at property: WritableKeyPath<SourceParagraph, Value>, _ start: Start
    ) throws {
        var document = Fixtures.document()
        let template = try #require(document.paragraphs.last)
        document.paragraphs = values.enumerated().map { offset, value in
            var paragraph = template
            paragraph.index = offset + 1
            paragraph[keyPath: property] = value
            return paragraph
        }
        _ = try start.store.saveDocument(document, owner: start.user.id, at: Fixtures.now)
        let found = try start.store.findDocument(owner: start.user.id, contentID: document.id)
        #expect(found?.paragraphs.map { $0[keyPath: property] } == values)
        #expect(found == document)
    }
}
