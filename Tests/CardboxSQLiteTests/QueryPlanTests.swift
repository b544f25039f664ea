import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// The queries of studying and of classrooms find their rows through an index, and an answer has only the indexes
/// it needs to write.
///
/// Each index on `card` and `review_log` is written by every answer, so one that no query needs costs a page per
/// answer; one that a query needs and lacks turns a look-up into a scan of the table.
@Suite struct QueryPlanTests {
    /// A store with two users' decks and cards, so that no table is one deck's alone.
    func store() throws -> SQLiteStore {
        let store = try SQLiteStore(path: ":memory:")
        for name in ["ana", "ben"] {
            let user = try store.insertUser(Fixtures.newUser(name))
            for deckName in ["Spanish", "German"] {
                let deck = try store.insertDeck(NewDeck(ownerID: user.id, name: deckName, createdAt: Fixtures.now))
                for index in 0..<20 {
                    _ = try store.insertCard(
                        Fixtures.content(front: "q\(index)", back: "a\(index)"), into: deck.id, createdAt: Fixtures.now,
                        today: Fixtures.today)
                }
            }
        }
        return store
    }

    /// SQLite's plan for `sql`, one line per step.
    func plan(_ sql: String, _ arguments: [any SQLBindable], in store: SQLiteStore) throws -> [String] {
        try store.database.read { connection in
            try connection.query("EXPLAIN QUERY PLAN " + sql, arguments).map { $0.string(3) }
        }
    }

    @Test(arguments: [
        ("due new cards", CardQueries.dueNew, 4, "card_deck_new"),
        ("decks to study, with their cards first studied today", DeckQueries.dueDecks, 3, "card_deck_first_review"),
        ("a deck's cards", CardQueries.fetchByDeck, 1, "card_deck_first_review"),
        ("a session's latest answers", StudyActionQueries.latestInSession, 2, "review_log_session"),
    ])
    func aStudyQueryUsesItsIndex(_ name: String, _ sql: String, _ parameters: Int, _ index: String) throws {
        let store = try store()
        let steps = try plan(sql, Array(repeating: Int64(1), count: parameters), in: store)
        #expect(steps.contains { $0.contains("INDEX \(index) ") }, "\(name): \(steps)")
        #expect(!steps.contains(where: Self.scansATable), "\(name): \(steps)")
    }

    /// Whether a step of a plan reads a whole table.
    static func scansATable(_ step: String) -> Bool {
        step.hasPrefix("SCAN card") || step.hasPrefix("SCAN review_log")
    }

    @Test func dueCardsComeFromTwoIndexesWithoutSortingTheReviews() throws {
        let store = try store()
        let arguments = Array(repeating: Int64(1), count: 5)
        let learning = try plan(CardQueries.dueLearning, arguments, in: store)
        #expect(learning.contains { $0.contains("INDEX card_deck_learning ") }, "\(learning)")
        let reviews = try plan(CardQueries.dueReviews, Array(arguments.prefix(4)), in: store)
        #expect(reviews.contains { $0.contains("INDEX card_deck_studied_due ") }, "\(reviews)")
        #expect(!reviews.contains { $0.contains("TEMP B-TREE") }, "\(reviews)")
        // The form for PostgreSQL reads through the same indexes.
        let steps = try plan(CardQueries.dueStudied, arguments, in: store)
        #expect(steps.contains { $0.contains("INDEX card_deck_learning ") }, "\(steps)")
        #expect(steps.contains { $0.contains("INDEX card_deck_studied_due ") }, "\(steps)")
        // Cards in learning steps are few, and may be put in order; the reviews come in the index's order.
        #expect(!steps.contains("USE TEMP B-TREE FOR ORDER BY"), "\(steps)")
        #expect(!steps.contains(where: Self.scansATable), "\(steps)")
    }

    /// Every request inside a classroom reads its summary, so counting a class of hundreds must not visit a row of
    /// the members' table per student.
    @Test func aClassroomsStudentsAreCountedFromAnIndexAlone() throws {
        let steps = try plan(ClassroomQueries.findSummary, [Int64(1), Int64(2)], in: try store())
        #expect(steps.contains { $0.contains("COVERING INDEX classroom_member_role ") }, "\(steps)")
        #expect(!steps.contains { $0.hasPrefix("SCAN") }, "\(steps)")
    }

    /// Starting an attempt asks for the student's attempts in progress; with unlimited attempts they may have made
    /// hundreds, which must not be read one by one.
    @Test func attemptsInProgressComeFromTheirOwnIndex() throws {
        let steps = try plan(AttemptQueries.unsubmittedByStudent, [Int64(1), Int64(2)], in: try store())
        #expect(steps.contains { $0.contains("INDEX quiz_attempt_in_progress ") }, "\(steps)")
        #expect(!steps.contains { $0.contains("TEMP B-TREE") }, "\(steps)")
    }

    @Test func answersWriteOnlyTheIndexesThatQueriesUse() throws {
        let store = try store()
        let indexes = try store.database.read { connection in
            try connection.query(
                """
                SELECT tbl_name || '.' || name FROM sqlite_master
                WHERE type = 'index' AND tbl_name IN ('card', 'review_log') AND sql IS NOT NULL ORDER BY 1
                """
            ) { $0.string(0) }
        }
        #expect(
            indexes == [
                "card.card_deck_first_review", "card.card_deck_learning", "card.card_deck_new",
                "card.card_deck_studied_due", "review_log.review_log_card", "review_log.review_log_session",
            ])
        // Answers outside a session (the command line's) add nothing to the index of sessions.
        let sessionIndex = try store.database.read { connection in
            try connection.queryOne("SELECT sql FROM sqlite_master WHERE name = 'review_log_session'")?.string(0)
        }
        #expect(sessionIndex?.hasSuffix("WHERE session_id IS NOT NULL") == true)
    }
}
