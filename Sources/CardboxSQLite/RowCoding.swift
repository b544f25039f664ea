package import CardboxCore
import CardboxJSON
package import Foundation

/// Conversions between Cardbox values and SQL columns, over any ``SQLRow``, so every store that reads the columns of
/// the `Queries` files decodes them the same way.
package enum RowCoding {
    /// A time as whole milliseconds since 1970, as stored.
    package static func millis(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }

    /// A stored millisecond count as a time.
    package static func date(_ millis: Int64) -> Date { Date(timeIntervalSince1970: Double(millis) / 1000) }

    /// A stored millisecond count as a time, `nil` for NULL.
    package static func date(_ millis: Int?) -> Date? { millis.map { date(Int64($0)) } }

    /// `value` as JSON text with sorted keys.
    package static func json<T: Encodable>(_ value: T) -> String { encodedJSON(value) }

    /// `strings` as the JSON array ``json(_:)`` writes, built directly when no string needs escaping (this runs twice
    /// for every card saved, and a JSON encoder for each took seconds of a large restore).
    package static func json(_ strings: [String]) -> String {
        if strings.isEmpty { return "[]" }
        let plain = strings.allSatisfy { string in
            string.utf8.allSatisfy {
                $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != UInt8(ascii: "/")
            }
        }
        guard plain else { return encodedJSON(strings) }
        return "[\"" + strings.joined(separator: "\",\"") + "\"]"
    }

    /// `spans` as the JSON ``json(_:)`` writes (`[{"end":12,"start":0}]`), through ``JSONWriter`` rather than an
    /// encoder: a document stores one array for each of its paragraphs.
    package static func json(_ spans: [TextSpan]) -> String {
        var writer = JSONWriter(capacity: 2 + 24 * spans.count)
        writer.beginArray()
        for span in spans {
            writer.beginObject()
            writer.member("end", span.end)
            writer.member("start", span.start)
            writer.endObject()
        }
        writer.endArray()
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// `box` as the JSON ``json(_:)`` writes (`{"x0":56,"x1":283.5,"y0":610.25,"y1":710}`), through ``JSONWriter``.
    package static func json(_ box: PageBox) -> String {
        var writer = JSONWriter(capacity: 64)
        writer.beginObject()
        writer.member("x0", box.x0)
        writer.member("x1", box.x1)
        writer.member("y0", box.y0)
        writer.member("y1", box.y1)
        writer.endObject()
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private static func encodedJSON<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(value) else { preconditionFailure("\(T.self) failed to encode") }
        return String(decoding: data, as: UTF8.self)
    }

    /// A JSON array of strings, read directly (this runs for every card loaded); anything unusual goes to the
    /// JSON decoder.
    package static func strings(_ text: String) throws -> [String] {
        if text == "[]" { return [] }
        var reader = StringArrayReader(text)
        return try reader.read() ?? decode([String].self, text)
    }

    /// A value decoded from JSON text.
    package static func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    /// A card from ``CardQueries/columns``.
    package static func card(_ row: some SQLRow) throws -> Card {
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
            answerIsCode: row.bool(13), answerIsTyped: row.bool(14)
        )
        let schedule = SchedulingState(
            phase: SchedulingState.Phase(rawValue: row.string(16)) ?? .new, dueDay: StudyDay(index: row.int(17)),
            dueAt: date(row.optionalInt(18)), step: row.int(19), box: row.int(20), intervalDays: row.int(21),
            ease: row.double(22), repetitions: row.int(23), lapses: row.int(24), stability: row.optionalDouble(25),
            difficulty: row.optionalDouble(26), lastReviewAt: date(row.optionalInt(27)),
            lastReviewDay: row.optionalInt(28).map(StudyDay.init(index:))
        )
        return Card(
            id: CardID(rawValue: row.int64(0)), deckID: DeckID(rawValue: row.int64(1)), content: content,
            createdAt: date(row.int64(15)), schedule: schedule
        )
    }

    /// Arguments for the content columns front … answer_is_typed, in that order.
    package static func contentArguments(_ content: CardContent) -> [any SQLBindable] {
        [
            content.front, content.back, content.explanation, json(content.distractors), content.category,
            json(content.tags), content.style.textColor?.hex, content.style.cardColor?.hex,
            content.style.viewColor?.hex, content.source.map { json($0) }, content.pitfall, content.answerIsCode,
            content.answerIsTyped,
        ]
    }

    /// Arguments for the schedule columns phase … last_review_day, in that order.
    package static func scheduleArguments(_ state: SchedulingState) -> [any SQLBindable] {
        [
            state.phase.rawValue, state.dueDay.index, state.dueAt.map(millis), state.step, state.box,
            state.intervalDays, state.ease, state.repetitions, state.lapses, state.stability, state.difficulty,
            state.lastReviewAt.map(millis), state.lastReviewDay?.index,
        ]
    }

    /// A deck from ``DeckQueries/columns``, starting at column `start`.
    package static func deck(_ row: some SQLRow, from start: Int = 0) throws -> Deck {
        Deck(
            id: DeckID(rawValue: row.int64(start)), ownerID: UserID(rawValue: row.int64(start + 1)),
            name: row.string(start + 2), options: try DeckOptionsCache.shared.options(row.string(start + 3)),
            style: CardStyle(
                textColor: row.optionalString(start + 4).flatMap(HexColor.init),
                cardColor: row.optionalString(start + 5).flatMap(HexColor.init),
                viewColor: row.optionalString(start + 6).flatMap(HexColor.init)
            ),
            createdAt: date(row.int64(start + 7))
        )
    }

    /// A user from ``UserQueries/columns``.
    package static func user(_ row: some SQLRow) -> User {
        User(
            id: UserID(rawValue: row.int64(0)), name: row.string(1), email: row.optionalString(2),
            timeZoneIdentifier: row.string(3), rolloverHour: row.int(4), createdAt: date(row.int64(5))
        )
    }

    /// A card and the note it came from, from the `card_id, guid, ordinal` columns of ``CardNoteQueries``.
    package static func note(_ row: some SQLRow) -> (card: CardID, note: NoteKey) {
        (CardID(rawValue: row.int64(0)), NoteKey(guid: row.string(1), ordinal: row.int(2)))
    }

    /// An answer from ``ReviewQueries/columns``.
    package static func review(_ row: some SQLRow) -> ReviewLog {
        ReviewLog(
            id: ReviewID(rawValue: row.int64(0)), cardID: CardID(rawValue: row.int64(1)),
            sessionID: row.optionalInt(2).map { SessionID(rawValue: Int64($0)) }, reviewedAt: date(row.int64(3)),
            studyDay: StudyDay(index: row.int(4)), mode: StudyMode(rawValue: row.string(5)) ?? .flip,
            rating: Rating(rawValue: row.int(6)) ?? .again, givenAnswer: row.optionalString(7),
            isCorrect: row.bool(8), elapsedMilliseconds: row.int(9)
        )
    }

    /// A study session from ``ReviewQueries/sessionColumns``.
    package static func session(_ row: some SQLRow) -> StudySession {
        StudySession(
            id: SessionID(rawValue: row.int64(0)), userID: UserID(rawValue: row.int64(1)),
            deckID: row.optionalInt(2).map { DeckID(rawValue: Int64($0)) },
            mode: StudyMode(rawValue: row.string(3)) ?? .flip, startedAt: date(row.int64(4)),
            endedAt: date(row.optionalInt(5)), studyDay: StudyDay(index: row.int(6)), answered: row.int(7),
            correct: row.int(8)
        )
    }

    /// A draft from ``DraftQueries/columns``.
    package static func draft(_ row: some SQLRow) -> Draft {
        Draft(
            id: DraftID(rawValue: row.int64(0)), ownerID: UserID(rawValue: row.int64(1)), documentID: row.string(2),
            documentTitle: row.string(3), deckName: row.string(4), engine: row.string(5),
            engineNote: row.optionalString(6), status: Draft.Status(rawValue: row.string(7)) ?? .generating,
            chunksDone: row.int(8), chunksTotal: row.int(9), maxCards: row.optionalInt(10),
            createdAt: date(row.int64(11))
        )
    }

    /// A draft card from the columns of ``DraftQueries/fetchCards``.
    package static func draftCard(_ row: some SQLRow) throws -> DraftCard {
        DraftCard(
            id: DraftCardID(rawValue: row.int64(0)), draftID: DraftID(rawValue: row.int64(1)),
            position: row.int(2), card: try decode(CardDraft.self, row.string(3)),
            decision: DraftCard.Decision(rawValue: row.string(4)) ?? .pending
        )
    }

    /// A sign-in session from ``AccountQueries/sessionColumns``.
    package static func authSession(_ row: some SQLRow) -> AuthSession {
        AuthSession(
            tokenHash: row.string(0), userID: UserID(rawValue: row.int64(1)),
            kind: AuthSession.Kind(rawValue: row.string(2)) ?? .browser, label: row.string(3),
            csrfSecret: row.string(4), createdAt: date(row.int64(5)), lastSeenAt: date(row.int64(6)),
            expiresAt: date(row.optionalInt(7)))
    }

    /// An account from the columns of ``AccountQueries/findByEmailKey``.
    package static func account(_ row: some SQLRow) -> Account {
        Account(user: user(row), passwordHash: row.string(6))
    }

    /// A queued message from the columns of ``MailQueries/fetchDue``.
    package static func mail(_ row: some SQLRow) -> OutgoingMail {
        OutgoingMail(
            id: row.int64(0), recipient: row.string(1), subject: row.string(2), body: row.string(3),
            attempts: row.int(4), createdAt: date(row.int64(5)))
    }

    /// A document listing from the columns of ``DocumentQueries/fetchByOwner``.
    package static func storedDocument(_ row: some SQLRow) -> StoredDocument {
        StoredDocument(
            contentID: row.string(0), title: row.string(1), kind: SourceDocument.Kind(rawValue: row.string(2)) ?? .text,
            pageCount: row.int(3), paragraphCount: row.int(4), storedAt: date(row.int64(5))
        )
    }

    /// A paragraph from the columns of ``DocumentQueries/fetchParagraphs``.
    package static func paragraph(_ row: some SQLRow) throws -> SourceParagraph {
        SourceParagraph(
            page: row.int(0), index: row.int(1), headingPath: try strings(row.string(2)),
            role: SourceParagraph.Role(rawValue: row.string(3)) ?? .body, text: row.string(4),
            sentences: try decode([TextSpan].self, row.string(5)),
            box: try row.optionalString(6).map { try decode(PageBox.self, $0) },
            confidence: row.optionalDouble(7), needsReview: row.bool(8),
            part: SourceParagraph.Part(rawValue: row.string(9)) ?? .main
        )
    }

    /// `columns` with each name qualified by the table alias `alias`.
    package static func qualified(_ columns: String, _ alias: String) -> String {
        columns.split(separator: ",").map { alias + "." + String($0).trimmed }.joined(separator: ", ")
    }

    /// The key deck names are compared by: whitespace collapsed, lower-cased.
    package static func nameKey(_ name: String) -> String { name.collapsingWhitespace.lowercased() }

    /// The key sign-in emails are compared by: trimmed, lower-cased.
    package static func emailKey(_ email: String) -> String {
        email.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
