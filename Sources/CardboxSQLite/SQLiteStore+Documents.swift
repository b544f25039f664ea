public import CardboxCore
public import Foundation

extension SQLiteStore: DocumentStore {
    /// Stores a document with its paragraphs, replacing an earlier copy of the same content.
    public func saveDocument(_ document: SourceDocument, owner: UserID, at date: Date) throws -> StoredDocument {
        try database.write { connection in
            try connection.run(
                "DELETE FROM document WHERE owner_id = $1 AND content_id = $2", [owner.rawValue, document.id]
            )
            let row = try connection.queryOne(
                """
                INSERT INTO document (owner_id, content_id, title, kind, page_count, stored_at)
                VALUES ($1, $2, $3, $4, $5, $6) RETURNING id
                """,
                [
                    owner.rawValue, document.id, document.title, document.kind.rawValue, document.pageCount,
                    RowCoding.millis(date),
                ]
            )
            guard let id = row?.int64(0) else { throw StoreError.notFound("The new document") }
            for (position, paragraph) in document.paragraphs.enumerated() {
                try connection.run(
                    """
                    INSERT INTO document_paragraph (document_id, position, page, page_index, heading_path, role, text,
                                                    sentences, box, confidence, needs_review)
                    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
                    """,
                    [
                        id, position, paragraph.page, paragraph.index, RowCoding.json(paragraph.headingPath),
                        paragraph.role.rawValue, paragraph.text, RowCoding.json(paragraph.sentences),
                        paragraph.box.map { RowCoding.json($0) }, paragraph.confidence, paragraph.needsReview,
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
        try database.read { connection in
            try connection.query(
                """
                SELECT d.content_id, d.title, d.kind, d.page_count,
                       (SELECT count(*) FROM document_paragraph p WHERE p.document_id = d.id), d.stored_at
                FROM document d WHERE d.owner_id = $1 ORDER BY d.stored_at DESC, d.id DESC
                """,
                [owner.rawValue]
            ).map { row in
                StoredDocument(
                    contentID: row.string(0), title: row.string(1),
                    kind: SourceDocument.Kind(rawValue: row.string(2)) ?? .text, pageCount: row.int(3),
                    paragraphCount: row.int(4), storedAt: RowCoding.date(row.int64(5))
                )
            }
        }
    }

    /// A document with its paragraphs.
    public func findDocument(owner: UserID, contentID: String) throws -> SourceDocument? {
        try database.read { connection in
            guard
                let header = try connection.queryOne(
                    "SELECT id, title, kind, page_count FROM document WHERE owner_id = $1 AND content_id = $2",
                    [owner.rawValue, contentID]
                )
            else { return nil }
            let paragraphs = try connection.query(
                """
                SELECT page, page_index, heading_path, role, text, sentences, box, confidence, needs_review
                FROM document_paragraph WHERE document_id = $1 ORDER BY position
                """,
                [header.int64(0)]
            ).map { row in
                SourceParagraph(
                    page: row.int(0), index: row.int(1), headingPath: try RowCoding.strings(row.string(2)),
                    role: SourceParagraph.Role(rawValue: row.string(3)) ?? .body, text: row.string(4),
                    sentences: try RowCoding.decode([TextSpan].self, row.string(5)),
                    box: try row.optionalString(6).map { try RowCoding.decode(PageBox.self, $0) },
                    confidence: row.optionalDouble(7), needsReview: row.bool(8)
                )
            }
            return SourceDocument(
                id: contentID, title: header.string(1), kind: SourceDocument.Kind(rawValue: header.string(2)) ?? .text,
                pageCount: header.int(3), paragraphs: paragraphs
            )
        }
    }
}
