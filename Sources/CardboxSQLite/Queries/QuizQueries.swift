/// The SQL for classroom quizzes and their questions.
package enum QuizQueries {
    /// The columns of `quiz` in the order ``RowCoding/quiz(_:)`` reads them.
    package static let columns = """
        id, classroom_id, name, instructions, deadline, attempts_allowed, grading, shuffle_questions, \
        shuffle_options, answer_visibility, time_limit_seconds, published_at, created_at
        """

    /// Adds a quiz: classroom, name, name key, instructions, deadline, attempts allowed, grading, two shuffles,
    /// answer visibility, time limit, published at, created at; returns ``columns``.
    package static let insert = """
        INSERT INTO quiz (classroom_id, name, name_key, instructions, deadline, attempts_allowed, grading,
                          shuffle_questions, shuffle_options, answer_visibility, time_limit_seconds, published_at,
                          created_at)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING \(columns)
        """

    /// Replaces quiz `$12`'s name, name key, instructions, deadline, attempts allowed, grading, two shuffles,
    /// answer visibility, time limit and published at; returns ``columns``.
    package static let update = """
        UPDATE quiz SET name = $1, name_key = $2, instructions = $3, deadline = $4, attempts_allowed = $5,
                        grading = $6, shuffle_questions = $7, shuffle_options = $8, answer_visibility = $9,
                        time_limit_seconds = $10, published_at = $11
        WHERE id = $12 RETURNING \(columns)
        """

    /// Whether classroom `$1` has a quiz with name key `$2` other than quiz `$3`.
    package static let nameTaken = "SELECT 1 FROM quiz WHERE classroom_id = $1 AND name_key = $2 AND id != $3"

    /// Whether classroom `$1` exists.
    package static let classroomExists = "SELECT 1 FROM classroom WHERE id = $1"

    /// Sets quiz `$2`'s publication time to `$1`.
    package static let setPublished = "UPDATE quiz SET published_at = $1 WHERE id = $2"

    /// Sets quiz `$2`'s deadline to `$1`.
    package static let setDeadline = "UPDATE quiz SET deadline = $1 WHERE id = $2"

    /// Deletes quiz `$1`; foreign keys remove its questions, attempts and answers.
    package static let delete = "DELETE FROM quiz WHERE id = $1"

    /// Quiz `$1`.
    package static let findByID = "SELECT \(columns) FROM quiz WHERE id = $1"

    /// Whether anyone has started an attempt at quiz `$1`.
    package static let hasAttempts = "SELECT 1 FROM quiz_attempt WHERE quiz_id = $1 LIMIT 1"

    /// The quizzes of classroom `$1` with question and attempt counts, in `order`.
    package static func list(soonestDeadlineFirst: Bool) -> String {
        let order =
            soonestDeadlineFirst
            ? "CASE WHEN q.deadline IS NULL THEN 1 ELSE 0 END, q.deadline, q.created_at DESC, q.id DESC"
            : "q.created_at DESC, q.id DESC"
        return """
            SELECT \(RowCoding.qualified(columns, "q")),
                   (SELECT count(*) FROM quiz_question qq WHERE qq.quiz_id = q.id),
                   (SELECT count(*) FROM quiz_attempt a WHERE a.quiz_id = q.id)
            FROM quiz q WHERE q.classroom_id = $1
            ORDER BY \(order)
            """
    }

    /// The columns of `quiz_question` in the order ``RowCoding/question(_:)`` reads them.
    package static let questionColumns = "id, quiz_id, position, prompt, right_option, wrong_options, explanation"

    /// Adds a question: quiz, position, prompt, right option, wrong options (JSON), explanation.
    package static let insertQuestion = """
        INSERT INTO quiz_question (quiz_id, position, prompt, right_option, wrong_options, explanation)
        VALUES ($1, $2, $3, $4, $5, $6)
        """

    /// Deletes quiz `$1`'s questions.
    package static let deleteQuestions = "DELETE FROM quiz_question WHERE quiz_id = $1"

    /// Quiz `$1`'s questions in order.
    package static let questions =
        "SELECT \(questionColumns) FROM quiz_question WHERE quiz_id = $1 ORDER BY position"
}
