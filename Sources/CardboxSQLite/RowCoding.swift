import CardboxCore
import Foundation

/// Conversions between Cardbox values and SQLite columns.
enum RowCoding {
    static func millis(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }
    static func date(_ millis: Int64) -> Date { Date(timeIntervalSince1970: Double(millis) / 1000) }
    static func date(_ millis: Int?) -> Date? { millis.map { date(Int64($0)) } }

    static func json<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(value) else { preconditionFailure("\(T.self) failed to encode") }
        return String(decoding: data, as: UTF8.self)
    }

    /// A JSON array of strings, read directly (this runs for every card loaded); anything unusual goes to the
    /// JSON decoder.
    static func strings(_ text: String) throws -> [String] {
        if text == "[]" { return [] }
        var reader = StringArrayReader(text)
        return try reader.read() ?? decode([String].self, text)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    /// The columns of `card` in the order ``card(_:)`` reads them.
    static let cardColumns = """
        id, deck_id, front, back, explanation, distractors, category, tags, text_color, card_color, view_color,
        source, pitfall, answer_is_code, created_at, phase, due_day, due_at, step, box, interval_days, ease,
        repetitions, lapses, stability, difficulty, last_review_at, last_review_day
        """

    static func card(_ row: SQLiteRow) throws -> Card {
        let content = CardContent(
            front: row.string(2), back: row.string(3), explanation: row.string(4),
            distractors: try strings(row.string(5)), category: row.string(6),
            tags: try strings(row.string(7)),
            style: CardStyle(
                textColor: row.optionalString(8).flatMap(HexColor.init),
                cardColor: row.optionalString(9).flatMap(HexColor.init),
                viewColor: row.optionalString(10).flatMap(HexColor.init)
            ),
            source: try row.optionalString(11).map { try decode(CardSource.self, $0) }, pitfall: row.optionalString(12),
            answerIsCode: row.bool(13)
        )
        let schedule = SchedulingState(
            phase: SchedulingState.Phase(rawValue: row.string(15)) ?? .new, dueDay: StudyDay(index: row.int(16)),
            dueAt: date(row.optionalInt(17)), step: row.int(18), box: row.int(19), intervalDays: row.int(20),
            ease: row.double(21), repetitions: row.int(22), lapses: row.int(23), stability: row.optionalDouble(24),
            difficulty: row.optionalDouble(25), lastReviewAt: date(row.optionalInt(26)),
            lastReviewDay: row.optionalInt(27).map(StudyDay.init(index:))
        )
        return Card(
            id: CardID(rawValue: row.int64(0)), deckID: DeckID(rawValue: row.int64(1)), content: content,
            createdAt: date(row.int64(14)), schedule: schedule
        )
    }

    /// Arguments for the content columns front … answer_is_code, in that order.
    static func contentArguments(_ content: CardContent) -> [any SQLBindable] {
        [
            content.front, content.back, content.explanation, json(content.distractors), content.category,
            json(content.tags), content.style.textColor?.hex, content.style.cardColor?.hex,
            content.style.viewColor?.hex, content.source.map { json($0) }, content.pitfall, content.answerIsCode,
        ]
    }

    /// Arguments for the schedule columns phase … last_review_day, in that order.
    static func scheduleArguments(_ state: SchedulingState) -> [any SQLBindable] {
        [
            state.phase.rawValue, state.dueDay.index, state.dueAt.map(millis), state.step, state.box,
            state.intervalDays, state.ease, state.repetitions, state.lapses, state.stability, state.difficulty,
            state.lastReviewAt.map(millis), state.lastReviewDay?.index,
        ]
    }

    static let deckColumns = "id, owner_id, name, options, text_color, card_color, view_color, created_at"

    static func deck(_ row: SQLiteRow) throws -> Deck {
        Deck(
            id: DeckID(rawValue: row.int64(0)), ownerID: UserID(rawValue: row.int64(1)), name: row.string(2),
            options: try DeckOptionsCache.shared.options(row.string(3)),
            style: CardStyle(
                textColor: row.optionalString(4).flatMap(HexColor.init),
                cardColor: row.optionalString(5).flatMap(HexColor.init),
                viewColor: row.optionalString(6).flatMap(HexColor.init)
            ),
            createdAt: date(row.int64(7))
        )
    }

    static let userColumns = "id, name, email, time_zone, rollover_hour, created_at"

    static func user(_ row: SQLiteRow) -> User {
        User(
            id: UserID(rawValue: row.int64(0)), name: row.string(1), email: row.optionalString(2),
            timeZoneIdentifier: row.string(3), rolloverHour: row.int(4), createdAt: date(row.int64(5))
        )
    }

    static let reviewColumns = """
        id, card_id, session_id, reviewed_at, study_day, mode, rating, given_answer, is_correct, elapsed_ms
        """

    static func review(_ row: SQLiteRow) -> ReviewLog {
        ReviewLog(
            id: ReviewID(rawValue: row.int64(0)), cardID: CardID(rawValue: row.int64(1)),
            sessionID: row.optionalInt(2).map { SessionID(rawValue: Int64($0)) }, reviewedAt: date(row.int64(3)),
            studyDay: StudyDay(index: row.int(4)), mode: StudyMode(rawValue: row.string(5)) ?? .flip,
            rating: Rating(rawValue: row.int(6)) ?? .again, givenAnswer: row.optionalString(7),
            isCorrect: row.bool(8), elapsedMilliseconds: row.int(9)
        )
    }

    static let sessionColumns = "id, user_id, deck_id, mode, started_at, ended_at, study_day, answered, correct"

    static func session(_ row: SQLiteRow) -> StudySession {
        StudySession(
            id: SessionID(rawValue: row.int64(0)), userID: UserID(rawValue: row.int64(1)),
            deckID: row.optionalInt(2).map { DeckID(rawValue: Int64($0)) },
            mode: StudyMode(rawValue: row.string(3)) ?? .flip, startedAt: date(row.int64(4)),
            endedAt: date(row.optionalInt(5)), studyDay: StudyDay(index: row.int(6)), answered: row.int(7),
            correct: row.int(8)
        )
    }

    /// `columns` with each name qualified by the table alias `alias`.
    static func qualified(_ columns: String, _ alias: String) -> String {
        columns.split(separator: ",").map { alias + "." + String($0).trimmed }.joined(separator: ", ")
    }

    /// The key deck names are compared by: whitespace collapsed, lower-cased.
    static func nameKey(_ name: String) -> String { name.collapsingWhitespace.lowercased() }
}
