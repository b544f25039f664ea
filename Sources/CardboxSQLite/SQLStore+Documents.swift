public import CardboxCore
public import Foundation

extension SQLStore: DocumentStore {
    /// Stores a document with its paragraphs, replacing an earlier copy of the same content.
    public func saveDocument(_ document: SourceDocument, owner: UserID, at date: Date) throws -> StoredDocument {
        try database.writeInBulk { connection in
            try connection.run(DocumentQueries.delete, [owner.rawValue, document.id])
            let id = try connection.queryOne(
                DocumentQueries.insert,
                [
                    owner.rawValue, document.id, document.title, document.kind.rawValue, document.pageCount,
                    RowCoding.millis(date),
                ]
            ) { $0.int64(0) }
            guard let id else { throw StoreError.notFound("The new document") }
            for (position, paragraph) in document.paragraphs.enumerated() {
                try connection.run(
                    DocumentQueries.insertParagraph,
                    [
                        id, position, paragraph.page, paragraph.index, RowCoding.json(paragraph.headingPath),
                        paragraph.role.rawValue, paragraph.text, RowCoding.json(paragraph.sentences),
                        paragraph.box.map { RowCoding.json($0) }, paragraph.confidence, paragraph.needsReview,
                        paragraph.part.rawValue,
                    ]
                )
            }
            return StoredDocument(
                contentID: document.id, title: document.title, kind: document.kind, pageCount: document.pageCount,
                paragraphCount: document.paragraphs.count, storedAt: RowCoding.date(RowCoding.millis(date))
            )
        }
    }

    /// The owner's documents, newest first.
    public func fetchDocuments(owner: UserID) throws -> [StoredDocument] {
        try database.read {
            try $0.query(DocumentQueries.fetchByOwner, [owner.rawValue], decoding: RowCoding.storedDocument)
        }
    }

    /// A document with its paragraphs.
    public func findDocument(owner: UserID, contentID: String) throws -> SourceDocument? {
        try database.read { connection in
            let header = try connection.queryOne(
                DocumentQueries.findHeader, [owner.rawValue, contentID], decoding: DocumentHeader.init)
            guard let header else { return nil }
            let paragraphs = try connection.query(
                DocumentQueries.fetchParagraphs, [header.rowID], decoding: RowCoding.paragraph)
            return SourceDocument(
                id: contentID, title: header.title, kind: SourceDocument.Kind(rawValue: header.kind) ?? .text,
                pageCount: header.pageCount, paragraphs: paragraphs
            )
        }
    }

    /// A stored document's row id and listing fields, read before its paragraphs.
    private struct DocumentHeader {
        let rowID: Int64
        let title: String
        let kind: String
        let pageCount: Int

        init(_ row: some SQLRow) {
            rowID = row.int64(0)
            title = row.text(1)
            kind = row.text(2)
            pageCount = row.int(3)
        }
    }
}
