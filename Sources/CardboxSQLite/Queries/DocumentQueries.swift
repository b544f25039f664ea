/// The SQL for source documents and their paragraphs.
package enum DocumentQueries {
    /// Deletes owner `$1`'s document with content id `$2`; foreign keys remove its paragraphs.
    package static let delete = "DELETE FROM document WHERE owner_id = $1 AND content_id = $2"

    /// Adds a document: owner, content id, title, kind, pages, stored at; returns its row id.
    package static let insert = """
        INSERT INTO document (owner_id, content_id, title, kind, page_count, stored_at)
        VALUES ($1, $2, $3, $4, $5, $6) RETURNING id
        """

    /// Adds a paragraph: document row id, position, page, index on the page, heading path, role, text, sentences,
    /// box, confidence, whether it needs review, part of the document.
    package static let insertParagraph = """
        INSERT INTO document_paragraph (document_id, position, page, page_index, heading_path, role, text,
                                        sentences, box, confidence, needs_review, part)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
        """

    /// Owner `$1`'s documents, newest first: content id, title, kind, pages, paragraph count, stored at.
    package static let fetchByOwner = """
        SELECT d.content_id, d.title, d.kind, d.page_count,
               (SELECT count(*) FROM document_paragraph p WHERE p.document_id = d.id), d.stored_at
        FROM document d WHERE d.owner_id = $1 ORDER BY d.stored_at DESC, d.id DESC
        """

    /// Row id, title, kind and pages of owner `$1`'s document with content id `$2`.
    package static let findHeader =
        "SELECT id, title, kind, page_count FROM document WHERE owner_id = $1 AND content_id = $2"

    /// The paragraphs of document row `$1` in order.
    package static let fetchParagraphs = """
        SELECT page, page_index, heading_path, role, text, sentences, box, confidence, needs_review, part
        FROM document_paragraph WHERE document_id = $1 ORDER BY position
        """
}
