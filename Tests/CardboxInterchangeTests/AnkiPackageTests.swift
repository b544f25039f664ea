import CardboxCompression
import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

@testable import CardboxInterchange

/// Packages the real `anki` library wrote (every layout, SM-2 and FSRS) read into cards, and packages Cardbox wrote
/// read by the real `anki` library.
///
/// `peers/anki_packages.py` builds one collection per scheduler at the time of the run (ten notes of six note
/// types, furigana, a table, media, subdecks, learning, review, suspended and buried cards) and describes its cards as Anki schedules
/// them; the card texts below are the answer key, written from what Anki shows for those notes.
@Suite(.serialized, .timeLimit(.minutes(5))) struct AnkiPackageTests {
    /// The packages and Anki's description of their collections, made once per test run.
    static let fixtures = Result { try AnkiFixtures() }

    struct AnkiFixtures: Sendable {
        let directory: TemporaryDirectory
        let expected: Data

        init() throws {
            directory = try TemporaryDirectory()
            try PythonPeer.runScript("peers/anki_packages.py", arguments: ["make", directory.path])
            expected = try Data(contentsOf: URL(fileURLWithPath: directory.file("expected.json")))
        }

        func bytes(_ name: String) throws -> [UInt8] {
            Array(try Data(contentsOf: URL(fileURLWithPath: directory.file(name))))
        }

        /// Anki's description of each card of collection `name`.
        func cards(_ name: String) throws -> [[String: Any]] {
            let collections = try JSONSerialization.jsonObject(with: expected) as? [String: Any]
            return try #require((collections?[name] as? [String: Any])?["cards"] as? [[String: Any]])
        }

        /// When Anki described collection `name`: due days count from that instant's study day.
        func describedAt(_ name: String) throws -> Date {
            let collections = try JSONSerialization.jsonObject(with: expected) as? [String: Any]
            let seconds = try #require((collections?[name] as? [String: Any])?["described_at"] as? Double)
            return Date(timeIntervalSince1970: seconds)
        }
    }

    /// The front and back Cardbox shows for each card, by Anki's first field and template (or cloze) ordinal.
    static let answerKey: [String: (front: String, back: String)] = [
        "perro#0": ("perro", "dog"),
        "<b>gato</b>#0": ("**gato**", "cat\nfeline & pet"),
        "Paris#0": ("Paris", "capital of France"),
        "Paris#1": ("capital of France", "Paris"),
        "{{c1::Canberra::city}} is the capital of {{c2::Australia}}#0": (
            "[city] is the capital of Australia", "Canberra"
        ),
        "{{c1::Canberra::city}} is the capital of {{c2::Australia}}#1": (
            "Canberra is the capital of [...]", "Australia"
        ),
        "Capital of Peru#0": ("Capital of Peru", "Lima"),
        "libro#0": ("libro\n*Leo un libro*", "book"),
        "libro#1": ("book", "libro"),
        "mesa#0": ("mesa", "table"),
        "mesa#1": ("table", "mesa"),
        "Japan#0": ("Japan", "{日本|にほん}"),
        "ser (present)#0": ("ser (present)", "| yo | tú |\n| --- | --- |\n| soy | eres |"),
    ]

    let calendar = StudyCalendar(timeZone: TimeZone(identifier: "UTC") ?? .gmt)

    static let packages = [
        "sm2-latest.apkg", "sm2-legacy.apkg", "sm2.colpkg", "fsrs-latest.apkg", "fsrs-legacy.apkg", "fsrs.colpkg",
    ]

    @Test(arguments: packages)
    func everyLayoutReadsIntoTheCardsAnkiShowsWithTheirSchedules(package: String) throws {
        let fixtures = try Self.fixtures.get()
        let now = Date()
        let contents = try AnkiPackage.read(try fixtures.bytes(package), calendar: calendar, now: now)
        #expect(contents.notes == 10)
        #expect(contents.skipped.isEmpty)
        #expect(contents.batch.decks.map(\.name).sorted() == ["Geography", "Languages::Spanish"])
        let cards = contents.batch.decks.flatMap { deck in deck.cards.map { (deck.name, $0) } }
        #expect(cards.count == 14)
        let collection = String(package.prefix { $0 != "-" && $0 != "." })
        // Anki counts due days from its today when it described the cards, which a run across 4 a.m. (Anki's and
        // Cardbox's rollover) makes differ from the day now.
        let today = calendar.studyDay(at: try fixtures.describedAt(collection))
        for expected in try fixtures.cards(collection) {
            let field = try #require(expected["first_field"] as? String)
            let ordinal = try #require(expected["ord"] as? Int)
            let found: (String, ImportedCard)?
            if let key = Self.answerKey["\(field)#\(ordinal)"] {
                found = cards.first { $0.1.content.front == key.front }
                #expect(found?.1.content.back == key.back, "\(field)")
            } else {
                // The note with media: an image on the front, a sound on the back.
                found = cards.first { $0.1.content.front.hasPrefix("casa ![dot](media:") }
                #expect(found?.1.content.back.hasPrefix("house ![hello](media:") == true)
            }
            let (deck, card) = try #require(found, "\(field) #\(ordinal)")
            // Only the "type in the answer" note asks for its answer typed.
            #expect(card.content.answerIsTyped == (field == "Capital of Peru"), "\(field)")
            #expect(deck == expected["deck"] as? String)
            let schedule = try #require(card.schedule)
            let type = try #require(expected["type"] as? Int)
            #expect(schedule.phase == [0: .new, 1: .learning, 2: .review, 3: .relearning][type], "\(field)")
            if type == 2 {
                #expect(schedule.intervalDays == expected["ivl"] as? Int, "\(field)")
                #expect(schedule.ease == Double(try #require(expected["factor"] as? Int)) / 1_000)
                let dueIn = try #require(expected["due_in_days"] as? Int)
                #expect(schedule.dueDay == today.adding(days: dueIn), "\(field)")
            } else if let dueIn = expected["due_in_days"] as? Int {
                // A step that ends past Anki's day rollover (4 a.m.) makes the card due on a day, not at an instant.
                #expect(schedule.dueAt == nil, "\(field)")
                #expect(schedule.dueDay == today.adding(days: dueIn), "\(field)")
                #expect(schedule.step == 1, "\(field)")
            } else {
                #expect(schedule.dueAt != nil, "a learning card is due at an instant: \(field)")
                // One of Geography's three steps done.
                #expect(schedule.step == 1, "\(field)")
            }
            #expect(card.reviews.map(\.rating.rawValue) == expected["reviews"] as? [Int], "\(field)")
            #expect(schedule.repetitions == expected["reps"] as? Int)
            if let stability = expected["stability"] as? Double {
                #expect(abs((schedule.stability ?? 0) - stability) < 0.001, "\(field)")
                #expect(abs((schedule.difficulty ?? 0) - (expected["difficulty"] as? Double ?? 0)) < 0.001)
            } else {
                #expect(schedule.stability == nil)
            }
            switch expected["queue"] as? Int {
            case -1: #expect(card.setAside == .suspended, "\(field)")
            case -2, -3: #expect(card.setAside == .buried(until: today.adding(days: 1)), "\(field)")
            default: #expect(card.setAside == nil, "\(field)")
            }
        }
        // Geography's own options came with it; the Spanish deck has Anki's defaults.
        let geography = try #require(contents.batch.decks.first { $0.name == "Geography" }).options
        #expect(geography.learningSteps == [120, 1_200, 3_600])
        #expect(geography.newCardsPerDay == 7)
        #expect(geography.maximumInterval == 3_650)
        #expect(geography.desiredRetention == 0.85)
        #expect(geography.fsrsWeights.prefix(4) == [0.3, 1.5, 2.5, 9.0])
        #expect(geography.fsrsWeights.count == 21)
        let spanish = try #require(contents.batch.decks.first { $0.name == "Languages::Spanish" }).options
        #expect(spanish.learningSteps == [60, 600])
        #expect(spanish.relearningSteps == [600])
        #expect(spanish.newCardsPerDay == 20)
        #expect(spanish.fsrsWeights == FSRSParameters.defaultWeights)
        // Both files the notes show, as card media, each once.
        #expect(contents.batch.media.map(\.mediaType).sorted() == ["audio/mpeg", "image/png"])
        let sm2 = collection == "sm2"
        #expect(contents.batch.decks.allSatisfy { $0.options.scheduler == (sm2 ? .sm2 : .fsrs) })
    }

    /// Anki's GUID alphabet has "#" and digits, so a note's own GUID may end like card N of another note; every
    /// note and card is written as a GUID that reads back as that note and card.
    @Test func everyNoteAndCardReadsBackFromItsGUID() {
        let cases: [(key: NoteKey, written: String)] = [
            (NoteKey(guid: "plain", ordinal: 0), "plain"),
            (NoteKey(guid: "plain", ordinal: 3), "plain#3"),
            (NoteKey(guid: "vcg+;u>C#4", ordinal: 0), "vcg+;u>C#4#0"),
            (NoteKey(guid: "abc#0", ordinal: 0), "abc#0#0"),
            (NoteKey(guid: "x#4", ordinal: 2), "x#4#2"),
            (NoteKey(guid: "#5", ordinal: 0), "#5"),
            (NoteKey(guid: "a#b", ordinal: 0), "a#b"),
        ]
        for (key, written) in cases {
            #expect(AnkiPackageWriter.guid(for: CardID(rawValue: 1), note: key) == written)
            #expect(AnkiPackageWriter.noteKey(ofGUID: written) == key)
        }
    }

    @Test func readingReportsHowManyCardsAreDone() throws {
        let fixtures = try Self.fixtures.get()
        var reports: [[Int]] = []
        _ = try AnkiPackage.read(try fixtures.bytes("sm2.colpkg"), calendar: calendar, now: Date()) { done, total in
            reports.append([done, total])
        }
        // Every thousand cards and at the end: a fourteen-card collection reports its start and its end.
        #expect(reports == [[0, 14], [14, 14]])
    }

    /// Anki indexes its review log by card; a collection written without that index still gives each card all its
    /// answers, in order, and so does a package read in small parts.
    @Test func aReviewLogWithoutItsIndexGivesTheSameAnswers() throws {
        let fixtures = try Self.fixtures.get()
        let package = try fixtures.bytes("sm2-legacy.apkg")
        let archive = try ZipArchive(bytes: package)
        let database = try SQLiteConnection(
            deserializing: try archive.read("collection.anki21", limit: 1 << 26))
        let indexes = try database.query("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'revlog'")
        #expect(!indexes.isEmpty)
        for index in indexes { try database.execute("DROP INDEX \"\(index.string(0))\"") }
        let writer = try ZipWriter()
        try writer.add("collection.anki21", bytes: try database.serialized(), compressed: true)
        for name in archive.entryNames where name != "collection.anki21" && name != "collection.anki2" {
            try writer.add(name, bytes: try archive.read(name, limit: 1 << 26), compressed: true)
        }
        func answers(_ bytes: [UInt8]) throws -> [String: [Rating]] {
            let contents = try AnkiPackage.read(bytes, calendar: calendar, now: Fixtures.now)
            var answers: [String: [Rating]] = [:]
            for card in contents.batch.decks.flatMap(\.cards) {
                answers[card.content.front + "#" + card.content.back] = card.reviews.map(\.rating)
            }
            return answers
        }
        let expected = try answers(package)
        #expect(expected.values.contains { !$0.isEmpty })
        #expect(try answers(try writer.finish()) == expected)
        // Read in parts of three cards after a first of two, each part's answers read with it, the cards keep the
        // same answers.
        var inParts: [String: [Rating]] = [:]
        var sizes: [Int] = []
        _ = try AnkiPackage.read(package, calendar: calendar, now: Fixtures.now, partSize: 3, firstPartSize: 2) {
            part, _, _ in
            let cards = part.decks.flatMap(\.cards)
            sizes.append(cards.count)
            for card in cards { inParts[card.content.front + "#" + card.content.back] = card.reviews.map(\.rating) }
        }
        #expect(inParts == expected)
        #expect(sizes == [0, 2, 3, 3, 3, 3])
    }

    /// Each answer's review-log id is the millisecond it was given, one later when an earlier answer took that one;
    /// a card's first answer is its learning step, whatever order the answers are given in.
    @Test func answersGetTheirInstantAsIDAndEachCardsFirstIsLearning() throws {
        let deck = Deck(id: DeckID(rawValue: 1), ownerID: UserID(rawValue: 1), name: "Spanish", createdAt: Fixtures.now)
        let cards = [Fixtures.card(id: 1), Fixtures.card(id: 2, content: Fixtures.content(front: "adiós"))]
        let start = Fixtures.now.addingTimeInterval(-86_400 * 3)
        func answer(_ card: Int64, days: Double, _ rating: Rating) -> ReviewLog {
            ReviewLog(
                id: ReviewID(rawValue: 0), cardID: CardID(rawValue: card), sessionID: nil,
                reviewedAt: start.addingTimeInterval(86_400 * days), studyDay: Fixtures.today, mode: .flip,
                rating: rating, givenAnswer: nil, isCorrect: rating != .again, elapsedMilliseconds: 1_000)
        }
        let reviews = [
            answer(1, days: 1, .good), answer(2, days: 1, .hard), answer(1, days: 2, .easy),
            answer(2, days: 0, .again), answer(9, days: 1, .good),
        ]
        let bytes = try AnkiCollectionWriter(calendar: calendar, now: Fixtures.now).collection(of: [
            AnkiPackageWriter.DeckContents(deck: deck, cards: cards, setAside: [:], reviews: reviews)
        ])
        let collection = try SQLiteConnection(deserializing: bytes)
        let rows = try collection.query("SELECT id, cid, ease, type FROM revlog ORDER BY id")
            .map { [$0.int64(0), $0.int64(1), $0.int64(2), $0.int64(3)] }
        let ms = Int64(start.timeIntervalSince1970 * 1_000)
        let day: Int64 = 86_400_000
        #expect(rows == [[ms, 2, 1, 0], [ms + day, 1, 3, 0], [ms + day + 1, 2, 2, 1], [ms + 2 * day, 1, 4, 1]])
        let kept = try collection.query("SELECT DISTINCT usn, ivl, lastIvl, factor, time FROM revlog")
            .map { (0..<5).map($0.int64) }
        #expect(kept == [[-1, 0, 0, 0, 1_000]])
        // The cards and notes, written apart from the answers, are in the same file with every index of schema 11.
        #expect(try collection.query("SELECT id FROM cards ORDER BY id").map { $0.int64(0) } == [1, 2])
        #expect(try collection.queryOne("SELECT count(*) FROM notes JOIN cards ON cards.nid = notes.id")?.int(0) == 2)
        #expect(try collection.queryOne("SELECT count(*) FROM col")?.int(0) == 1)
        let indexes = try collection.query("SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY name")
            .map { $0.string(0) }
        #expect(
            indexes == [
                "ix_cards_nid", "ix_cards_sched", "ix_cards_usn", "ix_notes_csum", "ix_notes_usn", "ix_revlog_cid",
                "ix_revlog_usn",
            ])
        #expect(try collection.queryOne("PRAGMA integrity_check")?.string(0) == "ok")
    }

    @Test func aPackageJoinsTheStoreOnceAndAgainAddsNothing() throws {
        let fixtures = try Self.fixtures.get()
        let store = try SQLiteStore.inMemory()
        let user = try store.localUser(creatingWith: Fixtures.newUser())
        let request = CardFileImport.Request(
            bytes: try fixtures.bytes("fsrs-latest.apkg"), fileName: "fsrs-latest.apkg", owner: user.id,
            calendar: calendar, now: Date())
        let first = try CardFileImport.run(request, store: store)
        #expect(first.format == .anki)
        #expect(
            first.result
                == CardImportResult(
                    added: 14, updated: 0, unchanged: 0, reviews: 14, createdDecks: ["Languages::Spanish", "Geography"])
        )
        #expect(try store.fetchMedia(owner: user.id).count == 2)
        let again = try CardFileImport.run(request, store: store)
        #expect(again.result == CardImportResult(added: 0, updated: 0, unchanged: 14, reviews: 0, createdDecks: []))
    }

    @Test(arguments: AnkiPackageWriter.Layout.allCases)
    func anExportIsReadByAnkiWithItsScheduleAnswersAndMedia(layout: AnkiPackageWriter.Layout) throws {
        let fixtures = try Self.fixtures.get()
        let store = try SQLiteStore.inMemory()
        let user = try store.localUser(creatingWith: Fixtures.newUser())
        let now = Date()
        let today = calendar.studyDay(at: now)
        _ = try CardFileImport.run(
            CardFileImport.Request(
                bytes: try fixtures.bytes("sm2-legacy.apkg"), fileName: "sm2-legacy.apkg", owner: user.id,
                calendar: calendar, now: now),
            store: store)
        let languages = try #require(try store.findDeck(owner: user.id, name: "Languages::Spanish"))
        let blank = try store.insertCard(
            CardContent(
                front: "The _____ is the powerhouse of the cell", back: "mitochondrion", explanation: "Biology"),
            into: languages.id, createdAt: now, today: today)
        let parent = try store.insertDeck(NewDeck(ownerID: user.id, name: "Languages", createdAt: now))
        // A card whose answer is typed goes out as a Cardbox Typed note.
        let perro = try #require(try store.fetchCards(deck: languages.id).first { $0.content.front == "perro" })
        var typed = perro.content
        typed.answerIsTyped = true
        try store.updateCard(perro.id, content: typed, movingTo: nil)
        let exported = try CardFileExport.run(
            parent, format: .apkg, layout: layout, store: store, calendar: calendar, now: now)
        #expect(exported.cards == 9)
        #expect(exported.decks == 2)
        let file = fixtures.directory.file("export-\(layout.rawValue).apkg")
        try Data(exported.bytes).write(to: URL(fileURLWithPath: file))
        let seen = try #require(
            try JSONSerialization.jsonObject(
                with: PythonPeer.run(script: "peers/anki_packages.py", arguments: ["inspect", file])) as? [String: Any])
        #expect(seen["notes"] as? Int == 9)
        let ankiCards = try #require(seen["cards"] as? [[String: Any]])
        #expect(ankiCards.count == 9)
        #expect(Set(ankiCards.compactMap { $0["deck"] as? String }) == ["Languages::Spanish"])
        let ours = try store.fetchCards(deck: languages.id)
        let keys = try store.fetchNoteKeys(deck: languages.id)
        let reviews = try store.fetchReviews(deck: languages.id)
        for card in ours {
            let text =
                card.id == blank.id
                ? "The {{c1::mitochondrion}} is the powerhouse of the cell" : AnkiFieldHTML.html(card.content.front)
            let match = try #require(ankiCards.first { $0["first_field"] as? String == text }, "\(card.content.front)")
            if card.id == blank.id {
                #expect(match["note_type"] as? String == "Cardbox Cloze")
                #expect(match["type"] as? Int == 0)
                continue
            }
            #expect(match["note_type"] as? String == (card.content.answerIsTyped ? "Cardbox Typed" : "Cardbox Basic"))
            #expect((match["fields"] as? [String])?[1] == AnkiFieldHTML.html(card.content.back))
            #expect(match["type"] as? Int == 2, "\(card.content.front)")
            #expect(match["ivl"] as? Int == card.schedule.intervalDays)
            #expect(match["factor"] as? Int == Int(card.schedule.ease * 1_000))
            #expect(match["due_in_days"] as? Int == card.schedule.dueDay.index - today.index, "\(card.content.front)")
            #expect((match["reviews"] as? [Int])?.count == reviews.filter { $0.cardID == card.id }.count)
            // An imported card's note keeps the GUID of the note it came from, card N > 0 of it with "#N".
            let key = try #require(keys[card.id], "\(card.content.front)")
            #expect(match["guid"] as? String == AnkiPackageWriter.guid(for: card.id, note: key))
        }
        let libro = try #require(try fixtures.cards("sm2").first { $0["first_field"] as? String == "libro" })
        let libroGUID = try #require(libro["guid"] as? String)
        // Both cards of the note keep its GUID, whatever it looks like: one Anki makes may itself end in "#" and
        // digits, and is then written with "#0" for the first card.
        let exportedNotes = Set(ankiCards.compactMap { $0["guid"] as? String }.map(AnkiPackageWriter.noteKey(ofGUID:)))
        #expect(
            exportedNotes.isSuperset(of: [NoteKey(guid: libroGUID, ordinal: 0), NoteKey(guid: libroGUID, ordinal: 1)]),
            "\(exportedNotes)")
        let buried = try #require(ankiCards.first { $0["first_field"] as? String == "table" })
        #expect(buried["queue"] as? Int == -3)
        let sizes = try #require(seen["media_sizes"] as? [String: Int])
        #expect(sizes.count == 2)
        let held = try store.fetchMedia(owner: user.id).map(\.size).sorted()
        #expect(sizes.values.sorted() == held)

        // And Cardbox reads its own package back into the same cards.
        let back = try AnkiPackage.read(exported.bytes, calendar: calendar, now: now)
        let readCards = back.batch.decks.flatMap(\.cards)
        #expect(Set(readCards.map(\.content.front)) == Set(ours.map(\.content.front)))
        for card in ours where card.id != blank.id {
            let read = try #require(readCards.first { $0.content.front == card.content.front })
            // Read back, the note is the one the card was imported from.
            #expect(read.note == keys[card.id], "\(card.content.front)")
            #expect(read.content == card.content)
            #expect(read.schedule?.dueDay == card.schedule.dueDay)
            #expect(read.schedule?.intervalDays == card.schedule.intervalDays)
        }
    }

    @Test func edgeCasesAreReadOrSkippedWithTheirReasons() throws {
        let bytes = Array(
            try Data(
                contentsOf: PythonPeer.repositoryRoot.appendingPathComponent("Tests/Fixtures/anki/edge-cases.apkg")))
        let contents = try AnkiPackage.read(bytes, calendar: calendar, now: Fixtures.now)
        let cards = try #require(contents.batch.decks.first?.cards).map(\.content)
        #expect(contents.batch.decks.map(\.name) == ["Edge"])
        #expect(
            cards.map(\.front) == ["kept", "[...] and {{c2::never closed", "the question", "'); DROP TABLE card; --"])
        #expect(cards.map(\.back) == ["a card", "closed", "the answer", "SQL as text"])
        #expect(
            contents.skipped == [
                "Basic note 101, card 1: its question is empty",
                "Basic note 102, card 1: The card's back is empty.",
                "Cloze note 103, card 2: its text has no whole cloze deletion c2",
                "Basic note 106, card 1: The card's back is empty.",
                "Image Occlusion note 107, card 1: it is an image occlusion card (shapes drawn over an image hide its "
                    + "parts), which Cardbox cannot show",
            ])
        #expect(contents.warnings == ["Note 103 has a cloze marker that never closes; it was kept as text."])
    }

    @Test(arguments: [
        ("placeholder.apkg", AnkiPackageError.placeholderCollection),
        ("unsafe-media-name.apkg", AnkiPackageError.unsafeMediaName("../../x.png")),
    ])
    func hostileOrPlaceholderPackagesAreRefused(file: String, error: AnkiPackageError) throws {
        let bytes = Array(
            try Data(contentsOf: PythonPeer.repositoryRoot.appendingPathComponent("Tests/Fixtures/anki/\(file)")))
        #expect(throws: error) { try AnkiPackage.read(bytes, calendar: calendar, now: Fixtures.now) }
    }

    @Test func theLegacyMediaListNamesEachEntrysFile() throws {
        let names = ["a.png", "say \"hi\".mp3", "naïve\\x.jpg", "tab\there.png"]
        let bytes = try AnkiPackageWriter.legacyMediaList(names)
        let read = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: String])
        #expect(read == ["0": "a.png", "1": "say \"hi\".mp3", "2": "naïve\\x.jpg", "3": "tab\there.png"])
        #expect(try AnkiPackageWriter.legacyMediaList([]) == Array("{}".utf8))
    }

    @Test func damagedPackagesAreRefusedWithTheirReason() throws {
        let fixtures = try Self.fixtures.get()
        let calendar = self.calendar
        func read(_ bytes: [UInt8]) throws { _ = try AnkiPackage.read(bytes, calendar: calendar, now: Fixtures.now) }
        func zip(_ entries: [(String, [UInt8])]) throws -> [UInt8] {
            let writer = try ZipWriter()
            for (name, bytes) in entries { try writer.add(name, bytes: bytes, compressed: true) }
            return try writer.finish()
        }
        #expect(throws: AnkiPackageError.self) { try read(Array("not a zip at all".utf8)) }
        #expect(throws: AnkiPackageError.notAPackage("it holds no Anki collection")) {
            try read(try zip([("media", Array("{}".utf8))]))
        }
        #expect(throws: AnkiPackageError.self) { try read(try zip([("collection.anki2", Array("plain text".utf8))])) }
        // A real collection cut short fails SQLite's integrity check.
        let archive = try ZipArchive(bytes: try fixtures.bytes("sm2-legacy.apkg")).read(
            "collection.anki21", limit: 1 << 26)
        #expect(throws: AnkiPackageError.self) {
            try read(try zip([("collection.anki2", Array(archive.prefix(archive.count / 2)))]))
        }
        #expect(throws: AnkiPackageError.self) {
            try read(try zip([("collection.anki21b", try Zstd.compress(Array("not a database".utf8)))]))
        }
        #expect(throws: AnkiPackageError.self) {
            try read(try zip([("collection.anki21b", [0x28, 0xB5, 0x2F, 0xFD, 9])]))
        }
        #expect(throws: AnkiPackageError.notACollection) {
            let database = try SQLiteConnection(path: ":memory:")
            try database.execute("CREATE TABLE cards (id INTEGER)")
            try read(try zip([("collection.anki2", try database.serialized())]))
        }
    }
}
