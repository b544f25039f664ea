/// The SQLite schema, as an ordered list of migrations.
///
/// Instants are UTC milliseconds since 1970; study days are day numbers in the owner's calendar. Every table that
/// holds a user's data leads back to `user` through foreign keys with `ON DELETE CASCADE`. From migration 14 on,
/// an `id` key is `INTEGER PRIMARY KEY AUTOINCREMENT`, so a deleted row's id is never given to a new one (old links
/// never open someone else's deck); a table added later says `AUTOINCREMENT` itself. A `CHECK` on a table written in
/// bulk lists three or more allowed values with `OR`, not `IN`: SQLite builds a temporary b-tree for such an `IN` list
/// on every row it checks, which doubled the cost of inserting answers.
public enum Schema {
    /// Every migration, oldest first.
    public static let migrations: [Migration] = [
        Migration(
            version: 1, name: "study core",
            sql: """
                CREATE TABLE user (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL,
                    email TEXT UNIQUE,
                    time_zone TEXT NOT NULL,
                    rollover_hour INTEGER NOT NULL CHECK (rollover_hour BETWEEN 0 AND 23),
                    is_local INTEGER NOT NULL DEFAULT 0 CHECK (is_local IN (0, 1)),
                    created_at INTEGER NOT NULL
                );
                CREATE UNIQUE INDEX user_single_local ON user (is_local) WHERE is_local = 1;

                CREATE TABLE user_setting (
                    user_id INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
                    key TEXT NOT NULL,
                    value TEXT NOT NULL,
                    PRIMARY KEY (user_id, key)
                );

                CREATE TABLE deck (
                    id INTEGER PRIMARY KEY,
                    owner_id INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
                    name TEXT NOT NULL CHECK (length(name) > 0),
                    name_key TEXT NOT NULL,
                    scheduler TEXT NOT NULL CHECK (scheduler IN ('leitner', 'sm2', 'fsrs')),
                    options TEXT NOT NULL,
                    text_color TEXT,
                    card_color TEXT,
                    view_color TEXT,
                    created_at INTEGER NOT NULL,
                    UNIQUE (owner_id, name_key)
                );

                CREATE TABLE card (
                    id INTEGER PRIMARY KEY,
                    deck_id INTEGER NOT NULL REFERENCES deck (id) ON DELETE CASCADE,
                    front TEXT NOT NULL CHECK (length(front) > 0),
                    back TEXT NOT NULL CHECK (length(back) > 0),
                    explanation TEXT NOT NULL DEFAULT '',
                    distractors TEXT NOT NULL DEFAULT '[]',
                    category TEXT NOT NULL DEFAULT '',
                    tags TEXT NOT NULL DEFAULT '[]',
                    text_color TEXT,
                    card_color TEXT,
                    view_color TEXT,
                    source TEXT,
                    pitfall TEXT,
                    answer_is_code INTEGER NOT NULL DEFAULT 0,
                    created_at INTEGER NOT NULL,
                    phase TEXT NOT NULL CHECK (phase IN ('new', 'learning', 'review', 'relearning')),
                    due_day INTEGER NOT NULL,
                    due_at INTEGER,
                    step INTEGER NOT NULL DEFAULT 0,
                    box INTEGER NOT NULL DEFAULT 0 CHECK (box BETWEEN 0 AND 5),
                    interval_days INTEGER NOT NULL DEFAULT 0,
                    ease REAL NOT NULL DEFAULT 2.5,
                    repetitions INTEGER NOT NULL DEFAULT 0,
                    lapses INTEGER NOT NULL DEFAULT 0,
                    stability REAL,
                    difficulty REAL,
                    last_review_at INTEGER,
                    last_review_day INTEGER,
                    first_review_day INTEGER
                );
                CREATE INDEX card_deck_due ON card (deck_id, due_day);
                CREATE INDEX card_deck_phase ON card (deck_id, phase, first_review_day);

                CREATE TABLE study_session (
                    id INTEGER PRIMARY KEY,
                    user_id INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
                    deck_id INTEGER REFERENCES deck (id) ON DELETE SET NULL,
                    mode TEXT NOT NULL CHECK (mode IN ('flip', 'choice', 'type', 'play')),
                    started_at INTEGER NOT NULL,
                    ended_at INTEGER,
                    study_day INTEGER NOT NULL,
                    answered INTEGER NOT NULL DEFAULT 0,
                    correct INTEGER NOT NULL DEFAULT 0
                );
                CREATE INDEX study_session_user_day ON study_session (user_id, study_day);

                CREATE TABLE review_log (
                    id INTEGER PRIMARY KEY,
                    card_id INTEGER NOT NULL REFERENCES card (id) ON DELETE CASCADE,
                    session_id INTEGER REFERENCES study_session (id) ON DELETE SET NULL,
                    reviewed_at INTEGER NOT NULL,
                    study_day INTEGER NOT NULL,
                    mode TEXT NOT NULL CHECK (mode IN ('flip', 'choice', 'type', 'play')),
                    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),
                    given_answer TEXT,
                    is_correct INTEGER NOT NULL CHECK (is_correct IN (0, 1)),
                    elapsed_ms INTEGER NOT NULL CHECK (elapsed_ms >= 0)
                );
                CREATE INDEX review_log_card ON review_log (card_id, reviewed_at);
                CREATE INDEX review_log_session ON review_log (session_id);
                """
        ),
        Migration(
            version: 2, name: "source documents",
            sql: """
                CREATE TABLE document (
                    id INTEGER PRIMARY KEY,
                    owner_id INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
                    content_id TEXT NOT NULL CHECK (length(content_id) = 64),
                    title TEXT NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('pdf', 'image', 'text', 'markdown')),
                    page_count INTEGER NOT NULL CHECK (page_count >= 0),
                    stored_at INTEGER NOT NULL,
                    UNIQUE (owner_id, content_id)
                );

                CREATE TABLE document_paragraph (
                    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    page INTEGER NOT NULL,
                    page_index INTEGER NOT NULL,
                    heading_path TEXT NOT NULL,
                    role TEXT NOT NULL CHECK (role IN ('heading', 'body', 'listItem')),
                    text TEXT NOT NULL,
                    sentences TEXT NOT NULL,
                    box TEXT,
                    confidence REAL,
                    needs_review INTEGER NOT NULL CHECK (needs_review IN (0, 1)),
                    PRIMARY KEY (document_id, position)
                );
                """
        ),
        Migration(
            version: 3, name: "card drafts and generation usage",
            sql: """
                CREATE TABLE draft (
                    id INTEGER PRIMARY KEY,
                    owner_id INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
                    document_id TEXT NOT NULL,
                    document_title TEXT NOT NULL,
                    deck_name TEXT NOT NULL,
                    engine TEXT NOT NULL,
                    engine_note TEXT,
                    status TEXT NOT NULL CHECK (status IN ('generating', 'ready', 'saved')),
                    chunks_done INTEGER NOT NULL DEFAULT 0,
                    chunks_total INTEGER NOT NULL,
                    max_cards INTEGER,
                    created_at INTEGER NOT NULL
                );
                CREATE INDEX draft_owner ON draft (owner_id, created_at);

                CREATE TABLE draft_card (
                    id INTEGER PRIMARY KEY,
                    draft_id INTEGER NOT NULL REFERENCES draft (id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    card TEXT NOT NULL,
                    decision TEXT NOT NULL DEFAULT 'pending' CHECK (decision IN ('pending', 'kept', 'dropped')),
                    UNIQUE (draft_id, position)
                );

                CREATE TABLE generation_usage (
                    user_id INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
                    month TEXT NOT NULL,
                    cards INTEGER NOT NULL CHECK (cards >= 0),
                    PRIMARY KEY (user_id, month)
                );
                """
        ),
        Migration(
            version: 4, name: "index of the day each card was first studied",
            sql: """
                CREATE INDEX card_deck_first_review ON card (deck_id, first_review_day);
                """
        ),
        Migration(
            version: 5, name: "favourite words and monthly look-up counts",
            sql: """
                CREATE TABLE favourite_word (
                    user_id INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
                    word TEXT NOT NULL CHECK (length(word) > 0),
                    created_at INTEGER NOT NULL,
                    PRIMARY KEY (user_id, word)
                );

                CREATE TABLE word_lookup_usage (
                    user_id INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
                    month TEXT NOT NULL CHECK (length(month) = 7),
                    count INTEGER NOT NULL CHECK (count >= 0),
                    PRIMARY KEY (user_id, month)
                );
                """
        ),
        Migration(
            version: 6, name: "accounts, sessions, password resets, outbox",
            sql: """
                CREATE TABLE account (
                    user_id INTEGER PRIMARY KEY REFERENCES user (id) ON DELETE CASCADE,
                    email_key TEXT NOT NULL UNIQUE CHECK (length(email_key) > 0),
                    password_hash TEXT NOT NULL,
                    password_changed_at INTEGER NOT NULL
                );

                CREATE TABLE auth_session (
                    token_hash TEXT PRIMARY KEY,
                    user_id INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
                    kind TEXT NOT NULL CHECK (kind IN ('browser', 'api')),
                    label TEXT NOT NULL DEFAULT '',
                    csrf_secret TEXT NOT NULL,
                    created_at INTEGER NOT NULL,
                    last_seen_at INTEGER NOT NULL,
                    expires_at INTEGER
                );
                CREATE INDEX auth_session_user ON auth_session (user_id);

                CREATE TABLE password_reset (
                    token_hash TEXT PRIMARY KEY,
                    user_id INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
                    created_at INTEGER NOT NULL,
                    expires_at INTEGER NOT NULL,
                    used_at INTEGER,
                    requested_from TEXT NOT NULL
                );
                CREATE INDEX password_reset_user ON password_reset (user_id, created_at);

                CREATE TABLE outbox (
                    id INTEGER PRIMARY KEY,
                    recipient TEXT NOT NULL,
                    subject TEXT NOT NULL,
                    body TEXT NOT NULL,
                    attempts INTEGER NOT NULL DEFAULT 0,
                    next_attempt_at INTEGER,
                    sent_at INTEGER,
                    last_error TEXT,
                    created_at INTEGER NOT NULL
                );
                CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
                """
        ),
        Migration(
            version: 7, name: "indexes of studied cards by due day and of new cards in order",
            sql: """
                CREATE INDEX card_deck_studied_due ON card (deck_id, due_day) WHERE phase != 'new';
                CREATE INDEX card_deck_new ON card (deck_id, id) WHERE phase = 'new';
                """
        ),
        Migration(
            version: 8, name: "the part of the document each paragraph belongs to",
            sql: """
                ALTER TABLE document_paragraph ADD COLUMN part TEXT NOT NULL DEFAULT 'main'
                    CHECK (part IN ('main', 'footnote', 'caption', 'contents', 'index', 'bibliography'));
                """
        ),
        Migration(
            version: 9, name: "blobs stored in chunks and their references",
            sql: """
                CREATE TABLE blob (
                    id INTEGER PRIMARY KEY,
                    sha256 TEXT UNIQUE CHECK (sha256 IS NULL OR length(sha256) = 64),
                    size INTEGER NOT NULL DEFAULT 0 CHECK (size >= 0),
                    media_type TEXT NOT NULL,
                    created_at INTEGER NOT NULL
                );
                CREATE INDEX blob_unfinished ON blob (created_at) WHERE sha256 IS NULL;

                CREATE TABLE blob_chunk (
                    blob_id INTEGER NOT NULL REFERENCES blob (id) ON DELETE CASCADE,
                    position INTEGER NOT NULL CHECK (position >= 0),
                    bytes BLOB NOT NULL,
                    PRIMARY KEY (blob_id, position)
                );

                CREATE TABLE blob_reference (
                    id INTEGER PRIMARY KEY,
                    blob_id INTEGER NOT NULL REFERENCES blob (id) ON DELETE CASCADE,
                    owner_id INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
                    created_at INTEGER NOT NULL
                );
                CREATE INDEX blob_reference_blob ON blob_reference (blob_id);
                CREATE INDEX blob_reference_owner ON blob_reference (owner_id);
                """
        ),
        Migration(
            version: 10, name: "jobs with leases",
            sql: """
                CREATE TABLE job (
                    id INTEGER PRIMARY KEY,
                    kind TEXT NOT NULL CHECK (length(kind) > 0),
                    owner_id INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
                    state TEXT NOT NULL CHECK (state IN ('waiting', 'running', 'finished', 'failed')),
                    progress TEXT NOT NULL DEFAULT '',
                    payload TEXT NOT NULL,
                    lease_holder TEXT,
                    lease_expires_at INTEGER,
                    attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
                    error TEXT,
                    created_at INTEGER NOT NULL,
                    updated_at INTEGER NOT NULL,
                    CHECK (state != 'running' OR (lease_holder IS NOT NULL AND lease_expires_at IS NOT NULL))
                );
                CREATE INDEX job_waiting ON job (kind, id) WHERE state = 'waiting';
                CREATE INDEX job_running ON job (owner_id) WHERE state = 'running';
                CREATE INDEX job_owner ON job (owner_id, id);
                """
        ),
        Migration(
            version: 11, name: "live events shared by server nodes",
            sql: """
                CREATE TABLE events (
                    id INTEGER PRIMARY KEY,
                    stream TEXT NOT NULL CHECK (length(stream) > 0),
                    name TEXT NOT NULL CHECK (length(name) > 0),
                    body TEXT NOT NULL,
                    created_at INTEGER NOT NULL
                );
                CREATE INDEX events_created ON events (created_at);
                """
        ),
        Migration(
            version: 12, name: "throttle counters shared by every server",
            sql: """
                CREATE TABLE throttle_attempt (
                    scope TEXT NOT NULL,
                    address TEXT NOT NULL,
                    window_start INTEGER NOT NULL,
                    attempts INTEGER NOT NULL CHECK (attempts >= 0),
                    PRIMARY KEY (scope, address)
                );
                CREATE INDEX throttle_attempt_window ON throttle_attempt (window_start);

                CREATE TABLE throttle_failure (
                    scope TEXT NOT NULL,
                    failure_key TEXT NOT NULL,
                    failures INTEGER NOT NULL CHECK (failures >= 0),
                    last_failure_at INTEGER NOT NULL,
                    PRIMARY KEY (scope, failure_key)
                );
                CREATE INDEX throttle_failure_last ON throttle_failure (last_failure_at);
                """
        ),
        Migration(
            version: 13, name: "classrooms, members, quizzes, questions, attempts and answers",
            sql: """
                CREATE TABLE classroom (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    teacher_id INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
                    name TEXT NOT NULL CHECK (length(name) > 0),
                    name_key TEXT NOT NULL,
                    join_password TEXT NOT NULL UNIQUE CHECK (length(join_password) = 8),
                    created_at INTEGER NOT NULL,
                    UNIQUE (teacher_id, name_key)
                );
                CREATE INDEX classroom_created ON classroom (created_at, id);

                CREATE TABLE classroom_member (
                    classroom_id INTEGER NOT NULL REFERENCES classroom (id) ON DELETE CASCADE,
                    user_id INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
                    role TEXT NOT NULL CHECK (role IN ('teacher', 'co_teacher', 'student')),
                    joined_at INTEGER NOT NULL,
                    PRIMARY KEY (classroom_id, user_id)
                );
                CREATE INDEX classroom_member_user ON classroom_member (user_id, role);
                CREATE UNIQUE INDEX classroom_single_teacher ON classroom_member (classroom_id) WHERE role = 'teacher';

                CREATE TABLE quiz (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    classroom_id INTEGER NOT NULL REFERENCES classroom (id) ON DELETE CASCADE,
                    name TEXT NOT NULL CHECK (length(name) > 0),
                    name_key TEXT NOT NULL,
                    instructions TEXT NOT NULL DEFAULT '',
                    deadline INTEGER,
                    attempts_allowed INTEGER NOT NULL CHECK (attempts_allowed >= 0),
                    grading TEXT NOT NULL CHECK (grading IN ('highest', 'average', 'first', 'last')),
                    shuffle_questions INTEGER NOT NULL CHECK (shuffle_questions IN (0, 1)),
                    shuffle_options INTEGER NOT NULL CHECK (shuffle_options IN (0, 1)),
                    answer_visibility TEXT NOT NULL
                        CHECK (answer_visibility IN ('after_submit', 'after_deadline', 'never')),
                    time_limit_seconds INTEGER CHECK (time_limit_seconds IS NULL OR time_limit_seconds > 0),
                    published_at INTEGER,
                    created_at INTEGER NOT NULL,
                    UNIQUE (classroom_id, name_key)
                );

                CREATE TABLE quiz_question (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    quiz_id INTEGER NOT NULL REFERENCES quiz (id) ON DELETE CASCADE,
                    position INTEGER NOT NULL CHECK (position >= 0),
                    kind TEXT NOT NULL DEFAULT 'single' CHECK (kind IN ('single')),
                    prompt TEXT NOT NULL CHECK (length(prompt) > 0),
                    right_option TEXT NOT NULL CHECK (length(right_option) > 0),
                    wrong_options TEXT NOT NULL,
                    explanation TEXT NOT NULL DEFAULT '',
                    UNIQUE (quiz_id, position)
                );

                CREATE TABLE quiz_attempt (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    quiz_id INTEGER NOT NULL REFERENCES quiz (id) ON DELETE CASCADE,
                    classroom_id INTEGER NOT NULL,
                    student_id INTEGER NOT NULL,
                    number INTEGER NOT NULL CHECK (number >= 1),
                    seed INTEGER NOT NULL,
                    started_at INTEGER NOT NULL,
                    submitted_at INTEGER,
                    score_right INTEGER CHECK (score_right IS NULL OR score_right >= 0),
                    score_total INTEGER CHECK (score_total IS NULL OR score_total >= 0),
                    late INTEGER NOT NULL DEFAULT 0 CHECK (late IN (0, 1)),
                    FOREIGN KEY (classroom_id, student_id) REFERENCES classroom_member (classroom_id, user_id)
                        ON DELETE CASCADE,
                    UNIQUE (quiz_id, student_id, number),
                    CHECK ((submitted_at IS NULL) = (score_right IS NULL))
                );
                CREATE INDEX quiz_attempt_member ON quiz_attempt (classroom_id, student_id);

                CREATE TABLE quiz_answer (
                    attempt_id INTEGER NOT NULL REFERENCES quiz_attempt (id) ON DELETE CASCADE,
                    question_id INTEGER NOT NULL REFERENCES quiz_question (id) ON DELETE CASCADE,
                    chosen_option INTEGER NOT NULL CHECK (chosen_option >= 0),
                    PRIMARY KEY (attempt_id, question_id)
                );
                CREATE INDEX quiz_answer_question ON quiz_answer (question_id);
                """
        ),
        Migration(
            version: 14, name: "ids never handed out twice, buried and suspended cards, a trash for deleted decks",
            sql: """
                ALTER TABLE card ADD COLUMN suspended INTEGER NOT NULL DEFAULT 0 CHECK (suspended IN (0, 1));
                ALTER TABLE card ADD COLUMN buried_until_day INTEGER;
                ALTER TABLE review_log ADD COLUMN previous_state TEXT;

                CREATE TABLE deck_trash (
                    id INTEGER PRIMARY KEY,
                    owner_id INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
                    deck_id INTEGER NOT NULL,
                    name TEXT NOT NULL,
                    card_count INTEGER NOT NULL CHECK (card_count >= 0),
                    review_count INTEGER NOT NULL CHECK (review_count >= 0),
                    deleted_at INTEGER NOT NULL,
                    contents TEXT NOT NULL
                );
                CREATE INDEX deck_trash_owner ON deck_trash (owner_id, deleted_at);
                """,
            rebuildsKeysWithAutoincrement: true
        ),
        Migration(
            version: 15, name: "images and sounds held for the cards of their owner",
            sql: """
                ALTER TABLE blob_reference ADD COLUMN purpose TEXT NOT NULL DEFAULT 'upload'
                    CHECK (purpose IN ('upload', 'media'));
                CREATE UNIQUE INDEX blob_reference_media ON blob_reference (owner_id, blob_id) WHERE purpose = 'media';
                """
        ),
        Migration(
            version: 16, name: "the note of another program each imported card came from",
            sql: """
                CREATE TABLE card_note (
                    card_id INTEGER PRIMARY KEY REFERENCES card (id) ON DELETE CASCADE,
                    owner_id INTEGER NOT NULL REFERENCES user (id) ON DELETE CASCADE,
                    guid TEXT NOT NULL CHECK (length(guid) BETWEEN 1 AND 200),
                    ordinal INTEGER NOT NULL CHECK (ordinal >= 0)
                );
                CREATE UNIQUE INDEX card_note_key ON card_note (owner_id, guid, ordinal);
                """
        ),
        Migration(
            version: 17, name: "cards whose answer is typed in every session",
            sql: """
                ALTER TABLE card ADD COLUMN answer_is_typed INTEGER NOT NULL DEFAULT 0 CHECK (answer_is_typed IN (0, 1));
                """
        ),
        Migration(
            version: 18, name: "fewer indexes to write on each answer, and one of cards in learning steps",
            sql: """
                DROP INDEX card_deck_due;
                DROP INDEX card_deck_phase;
                DROP INDEX review_log_session;
                CREATE INDEX review_log_session ON review_log (session_id) WHERE session_id IS NOT NULL;
                CREATE INDEX card_deck_learning ON card (deck_id, due_at) WHERE due_at IS NOT NULL;
                """
        ),
        Migration(
            version: 19, name: "classroom members by role, and attempts in progress",
            sql: """
                CREATE INDEX classroom_member_role ON classroom_member (classroom_id, role);
                CREATE INDEX quiz_attempt_in_progress ON quiz_attempt (quiz_id, student_id, number)
                    WHERE submitted_at IS NULL;
                """
        ),
        Migration(
            version: 20, name: "code listings among a document's paragraphs",
            sql: """
                CREATE TABLE document_paragraph_with_code (
                    document_id INTEGER NOT NULL REFERENCES document (id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    page INTEGER NOT NULL,
                    page_index INTEGER NOT NULL,
                    heading_path TEXT NOT NULL,
                    role TEXT NOT NULL CHECK (role IN ('heading', 'body', 'listItem', 'code')),
                    text TEXT NOT NULL,
                    sentences TEXT NOT NULL,
                    box TEXT,
                    confidence REAL,
                    needs_review INTEGER NOT NULL CHECK (needs_review IN (0, 1)),
                    part TEXT NOT NULL DEFAULT 'main'
                        CHECK (part IN ('main', 'footnote', 'caption', 'contents', 'index', 'bibliography')),
                    PRIMARY KEY (document_id, position)
                );
                INSERT INTO document_paragraph_with_code
                    SELECT document_id, position, page, page_index, heading_path, role, text, sentences, box,
                        confidence, needs_review, part
                    FROM document_paragraph;
                DROP TABLE document_paragraph;
                ALTER TABLE document_paragraph_with_code RENAME TO document_paragraph;
                """
        ),
        Migration(
            version: 21, name: "answers checked without a temporary table each",
            sql: """
                CREATE TABLE review_log_checked (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    card_id INTEGER NOT NULL REFERENCES card (id) ON DELETE CASCADE,
                    session_id INTEGER REFERENCES study_session (id) ON DELETE SET NULL,
                    reviewed_at INTEGER NOT NULL,
                    study_day INTEGER NOT NULL,
                    mode TEXT NOT NULL CHECK (mode = 'flip' OR mode = 'choice' OR mode = 'type' OR mode = 'play'),
                    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 4),
                    given_answer TEXT,
                    is_correct INTEGER NOT NULL CHECK (is_correct IN (0, 1)),
                    elapsed_ms INTEGER NOT NULL CHECK (elapsed_ms >= 0),
                    previous_state TEXT
                );
                INSERT INTO sqlite_sequence (name, seq)
                    SELECT 'review_log_checked', seq FROM sqlite_sequence WHERE name = 'review_log';
                INSERT INTO review_log_checked
                    SELECT id, card_id, session_id, reviewed_at, study_day, mode, rating, given_answer, is_correct,
                        elapsed_ms, previous_state
                    FROM review_log ORDER BY id;
                DROP TABLE review_log;
                ALTER TABLE review_log_checked RENAME TO review_log;
                CREATE INDEX review_log_card ON review_log (card_id, reviewed_at);
                CREATE INDEX review_log_session ON review_log (session_id) WHERE session_id IS NOT NULL;
                """
        ),
    ]
}
