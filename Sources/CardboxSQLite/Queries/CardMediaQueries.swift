/// The SQL of card media, written once for every dialect (`$1` parameters, `RETURNING`).
package enum CardMediaQueries {
    /// Holds a filed blob as media unless the owner already does: ($1 key, $2 owner, $3 time).
    package static let hold = """
        INSERT INTO blob_reference (blob_id, owner_id, created_at, purpose)
        SELECT id, $2, $3, 'media' FROM blob WHERE sha256 = $1
        ON CONFLICT DO NOTHING
        """

    /// A blob the viewer may see: one they hold as media, or one a teacher of a classroom of theirs holds and a
    /// question of that classroom shows (published, unless the viewer teaches there): ($1 key, $2 viewer) → size,
    /// media type.
    package static let findVisible = """
        SELECT b.size, b.media_type FROM blob b
        WHERE b.sha256 = $1 AND (
            EXISTS (
                SELECT 1 FROM blob_reference r
                WHERE r.blob_id = b.id AND r.owner_id = $2 AND r.purpose = 'media')
            OR EXISTS (
                SELECT 1 FROM blob_reference r
                JOIN classroom_member teacher ON teacher.user_id = r.owner_id AND teacher.role != 'student'
                JOIN classroom_member viewer ON viewer.classroom_id = teacher.classroom_id AND viewer.user_id = $2
                JOIN quiz z ON z.classroom_id = teacher.classroom_id
                    AND (z.published_at IS NOT NULL OR viewer.role != 'student')
                JOIN quiz_question q ON q.quiz_id = z.id
                WHERE r.blob_id = b.id AND r.purpose = 'media'
                    AND (q.prompt || ' ' || q.right_option || ' ' || q.wrong_options || ' ' || q.explanation)
                        LIKE '%media:' || b.sha256 || '%'))
        """

    /// The owner's media: ($1 owner) → key, size, media type.
    package static let fetchHeld = """
        SELECT b.sha256, b.size, b.media_type FROM blob_reference r JOIN blob b ON b.id = r.blob_id
        WHERE r.owner_id = $1 AND r.purpose = 'media'
        ORDER BY r.id
        """

    /// The owner of a card whose text mentions a file: ($1 card) → owner.
    package static let ownerIfMentioningMedia = """
        SELECT d.owner_id FROM card c JOIN deck d ON d.id = c.deck_id
        WHERE c.id = $1 AND (c.front || ' ' || c.back || ' ' || c.explanation || ' ' || c.distractors || ' '
            || COALESCE(c.pitfall, '')) LIKE '%media:%'
        """

    /// Drops media holds whose key no card or trashed deck of the owner mentions, nor a question of a classroom the
    /// owner teaches: ($1 owner, or NULL for everyone) → the blobs they held.
    package static let releaseUnused = """
        DELETE FROM blob_reference
        WHERE purpose = 'media' AND (CAST($1 AS BIGINT) IS NULL OR owner_id = $1)
            AND NOT EXISTS (
                SELECT 1 FROM card c JOIN deck d ON d.id = c.deck_id
                WHERE d.owner_id = blob_reference.owner_id
                    AND (c.front || ' ' || c.back || ' ' || c.explanation || ' ' || c.distractors || ' '
                        || COALESCE(c.pitfall, ''))
                        LIKE '%media:' || (SELECT b.sha256 FROM blob b WHERE b.id = blob_reference.blob_id) || '%')
            AND NOT EXISTS (
                SELECT 1 FROM deck_trash t
                WHERE t.owner_id = blob_reference.owner_id
                    AND t.contents LIKE '%media:' || (SELECT b.sha256 FROM blob b WHERE b.id = blob_reference.blob_id)
                        || '%')
            AND NOT EXISTS (
                SELECT 1 FROM classroom_member m
                JOIN quiz z ON z.classroom_id = m.classroom_id
                JOIN quiz_question q ON q.quiz_id = z.id
                WHERE m.user_id = blob_reference.owner_id AND m.role != 'student'
                    AND (q.prompt || ' ' || q.right_option || ' ' || q.wrong_options || ' ' || q.explanation)
                        LIKE '%media:' || (SELECT b.sha256 FROM blob b WHERE b.id = blob_reference.blob_id) || '%')
        RETURNING blob_id
        """
}
