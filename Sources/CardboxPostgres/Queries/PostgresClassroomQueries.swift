/// PostgreSQL's own statements for classrooms.
enum PostgresClassroomQueries {
    /// Locks quiz `$1`'s row so no attempt can start (its foreign key check waits) while the quiz is edited.
    static let lockQuiz = "SELECT id FROM quiz WHERE id = $1 FOR UPDATE"

    /// Locks attempt `$1`'s row so an answer being saved and a submission take turns.
    static let lockAttempt = "SELECT id FROM quiz_attempt WHERE id = $1 FOR NO KEY UPDATE"
}
