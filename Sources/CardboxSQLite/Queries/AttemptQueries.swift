/// The SQL for attempts at classroom quizzes and their answers.
package enum AttemptQueries {
    /// The columns of `quiz_attempt` in the order ``RowCoding/attempt(_:answers:)`` reads them.
    package static let columns =
        "id, quiz_id, student_id, number, seed, started_at, submitted_at, score_right, score_total, late"

    /// Starts attempt number `$3` of student `$2` at quiz `$1` with seed `$4` at `$5`, in the quiz's classroom.
    ///
    /// Nothing happens when that number exists already; the member foreign key refuses a student who is not a member.
    package static let insert = """
        INSERT INTO quiz_attempt (quiz_id, classroom_id, student_id, number, seed, started_at)
        SELECT q.id, q.classroom_id, CAST($2 AS BIGINT), CAST($3 AS BIGINT), CAST($4 AS BIGINT), CAST($5 AS BIGINT)
        FROM quiz q WHERE q.id = $1
        ON CONFLICT (quiz_id, student_id, number) DO NOTHING
        """

    /// Attempt number `$3` of student `$2` at quiz `$1`.
    package static let findByNumber =
        "SELECT \(columns) FROM quiz_attempt WHERE quiz_id = $1 AND student_id = $2 AND number = $3"

    /// Attempt `$1`.
    package static let findByID = "SELECT \(columns) FROM quiz_attempt WHERE id = $1"

    /// Student `$2`'s attempts at quiz `$1` by number.
    package static let byStudent =
        "SELECT \(columns) FROM quiz_attempt WHERE quiz_id = $1 AND student_id = $2 ORDER BY number"

    /// How many attempts student `$2` made at quiz `$1`, and the highest number (0 for none).
    package static let tallyByStudent =
        "SELECT count(*), coalesce(max(number), 0) FROM quiz_attempt WHERE quiz_id = $1 AND student_id = $2"

    /// Student `$2`'s attempts at quiz `$1` not submitted yet, by number.
    package static let unsubmittedByStudent = """
        SELECT \(columns) FROM quiz_attempt
        WHERE quiz_id = $1 AND student_id = $2 AND submitted_at IS NULL ORDER BY number
        """

    /// Every attempt at quiz `$1` by student and number.
    package static let byQuiz = "SELECT \(columns) FROM quiz_attempt WHERE quiz_id = $1 ORDER BY student_id, number"

    /// Every attempt in classroom `$1` by quiz, student and number.
    package static let byClassroom =
        "SELECT \(columns) FROM quiz_attempt WHERE classroom_id = $1 ORDER BY quiz_id, student_id, number"

    /// The answers of attempt `$1`: attempt, question, option.
    package static let answersOfAttempt =
        "SELECT attempt_id, question_id, chosen_option FROM quiz_answer WHERE attempt_id = $1"

    /// The answers of student `$2`'s attempts at quiz `$1`.
    package static let answersByStudent = """
        SELECT w.attempt_id, w.question_id, w.chosen_option
        FROM quiz_answer w JOIN quiz_attempt a ON a.id = w.attempt_id
        WHERE a.quiz_id = $1 AND a.student_id = $2
        """

    /// The answers of every attempt at quiz `$1`.
    package static let answersByQuiz = """
        SELECT w.attempt_id, w.question_id, w.chosen_option
        FROM quiz_answer w JOIN quiz_attempt a ON a.id = w.attempt_id
        WHERE a.quiz_id = $1
        """

    /// The answers of every attempt in classroom `$1`.
    package static let answersByClassroom = """
        SELECT w.attempt_id, w.question_id, w.chosen_option
        FROM quiz_answer w JOIN quiz_attempt a ON a.id = w.attempt_id
        WHERE a.classroom_id = $1
        """

    /// Saves option `$3` for question `$2` of attempt `$1`, only while the attempt is not submitted and the question
    /// belongs to its quiz; replaces an earlier choice.
    package static let saveAnswer = """
        INSERT INTO quiz_answer (attempt_id, question_id, chosen_option)
        SELECT a.id, qq.id, CAST($3 AS BIGINT)
        FROM quiz_attempt a JOIN quiz_question qq ON qq.quiz_id = a.quiz_id
        WHERE a.id = $1 AND qq.id = $2 AND a.submitted_at IS NULL
        ON CONFLICT (attempt_id, question_id) DO UPDATE SET chosen_option = excluded.chosen_option
        """

    /// Records the submission of attempt `$5`: time, right answers, questions, late flag; only if not yet submitted.
    package static let submit = """
        UPDATE quiz_attempt SET submitted_at = $1, score_right = $2, score_total = $3, late = $4
        WHERE id = $5 AND submitted_at IS NULL
        """
}
