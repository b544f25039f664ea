import CardboxCore
import CardboxInterchange
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// The backup format: version 2 is stable byte for byte and carries media, versions 1 and 0 read, bad files are
/// refused.
@Suite struct BackupFileTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
    }

    @Test func versionOneReadsAndWritesBackUnchanged() throws {
        let data = try fixture("backup-v1.json")
        let backup = try BackupFile(decoding: data)
        #expect(backup.snapshot.decks.map(\.name) == ["Spanish"])
        #expect(backup.snapshot.decks.first?.style.cardColor == HexColor("#fff8e7"))
        #expect(backup.snapshot.cards.map(\.content.front) == ["hola", "¿Qué?"])
        #expect(backup.snapshot.cards.last?.content.pitfall == "Not 'who'.")
        #expect(backup.snapshot.reviews.map(\.rating) == [.good, .again, .good])
        #expect(backup.snapshot.media.isEmpty)
        // Written back it is a version 2 file with no media, and reads as the same backup.
        let rewritten = try backup.encoded()
        #expect(String(decoding: rewritten, as: UTF8.self).contains("\"version\" : 2"))
        #expect(try BackupFile(decoding: rewritten) == backup)
    }

    /// A PNG file's signature and a few bytes, with its key.
    static func png(_ tail: [UInt8] = [0, 0, 0, 13, 1, 2, 3]) -> MediaFile {
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + tail
        return MediaFile(key: BlobKey(rawValue: SHA256.hex(of: bytes)), mediaType: "image/png", bytes: bytes)
    }

    @Test func versionTwoCarriesMediaInBase64() throws {
        var backup = try BackupFile(decoding: try fixture("backup-v1.json"))
        backup.snapshot.media = [Self.png()]
        let data = try backup.encoded()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"sha256\" : \"\(Self.png().key.rawValue)\""))
        #expect(text.contains("\"data\" : \"\(Data(Self.png().bytes).base64EncodedString())\""))
        #expect(try BackupFile(decoding: data) == backup)
        #expect(try BackupFile(decoding: backup.encoded()).encoded() == data)
    }

    @Test(arguments: [
        ("sha", "media file 1, field 'sha256': it is not the SHA-256 of the file's content"),
        ("type", "media file 1, field 'mediaType': 'image/gif' is not what it holds (image/png)"),
        ("page", "media file 1 is not an image or a sound a card can carry"),
        ("twice", "media file 2 repeats the file "),
    ])
    func badMediaIsRefused(_ fault: String, _ message: String) throws {
        var backup = try BackupFile(decoding: try fixture("backup-v1.json"))
        var file = Self.png()
        switch fault {
        case "sha": file.key = Self.png([9]).key
        case "type": file.mediaType = "image/gif"
        case "page":
            file.bytes = Array("<html><script>alert(1)</script></html>".utf8)
            file.key = BlobKey(rawValue: SHA256.hex(of: file.bytes))
        default: backup.snapshot.media = [file]
        }
        backup.snapshot.media.append(file)
        let data = try backup.encoded()
        #expect {
            try BackupFile(decoding: data)
        } throws: { error in
            (error as? BackupError)?.description.hasPrefix("The backup is inconsistent: \(message)") == true
        }
    }

    @Test func versionTwoCarriesTheNoteEachImportedCardCameFrom() throws {
        var backup = try BackupFile(decoding: try fixture("backup-v1.json"))
        #expect(!String(decoding: try backup.encoded(), as: UTF8.self).contains("\"notes\""), "none, no member")
        let card = try #require(backup.snapshot.cards.last?.id)
        backup.snapshot.notes = [card: NoteKey(guid: "b/Xq{7", ordinal: 2)]
        let data = try backup.encoded()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"card\" : \(card.rawValue),"), "\(text)")
        #expect(text.contains("\"guid\" : \"b/Xq{7\""), "\(text)")
        #expect(try BackupFile(decoding: data) == backup)
        #expect(try BackupFile(decoding: data).encoded() == data)
    }

    @Test(arguments: [
        ("missing", "the note of card 99 names a missing card"),
        ("empty", "the note of card 1, field 'guid': a GUID has 1 to 200 characters"),
        ("long", "the note of card 1, field 'guid': a GUID has 1 to 200 characters"),
        ("ordinal", "the note of card 1, field 'ordinal': -1 is less than 0"),
        ("shared", "the note of card 2 repeats note 'g' card 0 of another card"),
        ("twice", "two notes name card 1"),
    ])
    func badNotesAreRefused(_ fault: String, _ message: String) throws {
        var backup = try BackupFile(decoding: try fixture("backup-v1.json"))
        let (first, second) = (CardID(rawValue: 1), CardID(rawValue: 2))
        #expect(backup.snapshot.cards.map(\.id) == [first, second])
        switch fault {
        case "missing": backup.snapshot.notes = [CardID(rawValue: 99): NoteKey(guid: "g", ordinal: 0)]
        case "empty": backup.snapshot.notes = [first: NoteKey(guid: "", ordinal: 0)]
        case "long": backup.snapshot.notes = [first: NoteKey(guid: String(repeating: "é", count: 201), ordinal: 0)]
        case "ordinal": backup.snapshot.notes = [first: NoteKey(guid: "g", ordinal: -1)]
        default:
            backup.snapshot.notes = [first: NoteKey(guid: "g", ordinal: 0), second: NoteKey(guid: "g", ordinal: 0)]
        }
        var data = try backup.encoded()
        if fault == "twice" {
            let text = String(decoding: data, as: UTF8.self)
            data = Data(text.replacingOccurrences(of: "\"card\" : 2,", with: "\"card\" : 1,").utf8)
        }
        #expect(throws: BackupError.inconsistent(message)) { try BackupFile(decoding: data) }
    }

    @Test func versionZeroIsMigrated() throws {
        let backup = try BackupFile(decoding: try fixture("backup-v0.json"))
        let snapshot = backup.snapshot
        #expect(snapshot.decks.map(\.name) == ["Spanish", "Empty deck"])
        #expect(snapshot.decks.allSatisfy { $0.options.scheduler == .leitner })
        #expect(snapshot.cards.count == 3)
        let hola = try #require(snapshot.cards.first)
        #expect(hola.content.distractors == ["goodbye", "please", "thanks"])
        #expect(hola.content.category == "Greetings")
        #expect(hola.schedule.box == 2)
        #expect(hola.schedule.phase == .review)
        #expect(hola.schedule.dueDay == StudyDay(year: 2025, month: 6, day: 23))
        #expect(snapshot.cards[1].schedule.phase == .new)
        #expect(snapshot.cards[2].schedule.box == 5)
        // Migrated data encodes as version 1 and reads back the same.
        let again = try BackupFile(decoding: try backup.encoded())
        #expect(again.snapshot == snapshot)
    }

    @Test func migratedVersionZeroRestoresIntoAStore() throws {
        let store = try SQLiteStore.inMemory()
        let user = try store.localUser(creatingWith: Fixtures.newUser())
        try store.replaceAll(owner: user.id, with: try BackupFile(decoding: try fixture("backup-v0.json")).snapshot)
        let decks = try store.fetchDecks(owner: user.id)
        #expect(decks.map(\.name) == ["Empty deck", "Spanish"])
        let spanish = try #require(decks.last)
        #expect(try store.fetchCards(deck: spanish.id).map(\.schedule.box) == [2, 0, 5])
    }

    @Test(arguments: [
        ("", BackupError.malformed("not valid JSON")),
        ("[1, 2]", BackupError.malformed("expected Dictionary<String, Any> at the top level")),
        ("{\"format\": \"cardbox-backup\", \"version\": 3}", BackupError.newerVersion(found: 3, supported: 2)),
        (
            "{\"format\": \"cardbox-backup\", \"version\": -1}",
            BackupError.malformed("the field 'version' is -1, not a version number (0 or more)")
        ),
        (
            "{\"schemaVersion\": -4}",
            BackupError.malformed("the field 'version' is -4, not a version number (0 or more)")
        ),
        ("{\"format\": \"something-else\", \"version\": 1}", BackupError.notABackup),
        (
            "{\"schemaVersion\": 0, \"decks\": [{\"name\": \"x\", \"cards\": [{\"question\": \"q\"}]}]}",
            BackupError.malformed("the field 'answer' is missing in decks[0].cards[0]")
        ),
        (
            "{\"schemaVersion\": 0, \"decks\": [{\"name\": \"x\", \"cards\": "
                + "[{\"question\": \"q\", \"answer\": \"a\", \"due\": \"24/06/2025\"}]}]}",
            BackupError.malformed("card 'q' has due date '24/06/2025', not YYYY-MM-DD")
        ),
        (
            "{\"schemaVersion\": 0, \"decks\": [{\"name\": \"x\", \"cards\": []}, {\"name\": \"X\", \"cards\": []}]}",
            BackupError.inconsistent("two decks are named 'X'")
        ),
    ])
    func badFilesAreRefused(content: String, error: BackupError) {
        #expect(throws: error) { try BackupFile(decoding: Data(content.utf8)) }
    }

    @Test func aCardNamingAMissingDeckIsRefused() throws {
        var text = String(decoding: try fixture("backup-v1.json"), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"deckID\" : 1,", with: "\"deckID\" : 99,")
        #expect(throws: BackupError.inconsistent("card 1 names a missing deck")) {
            try BackupFile(decoding: Data(text.utf8))
        }
    }

    @Test func atomicWriteReplacesOrLeavesTheOldFile() throws {
        let directory = try TemporaryDirectory()
        let url = URL(fileURLWithPath: directory.file("backup.json"))
        try AtomicFile.write(Data("old".utf8), to: url)
        try AtomicFile.write(Data("new".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["backup.json"])
        let nowhere = URL(fileURLWithPath: directory.file("missing/backup.json"))
        #expect(throws: (any Error).self) { try AtomicFile.write(Data("x".utf8), to: nowhere) }
        #expect(try Data(contentsOf: url) == Data("new".utf8))
    }
}

/// Times in a backup keep their milliseconds through any number of readings and writings.
@Suite struct BackupTimeTests {
    @Test func millisecondsSurviveWritingBack() throws {
        for text in ["2025-06-24T08:00:00.400Z", "2025-06-24T08:00:00.999Z", "1969-12-31T23:59:59.001Z"] {
            let json = """
                {"format": "cardbox-backup", "version": 1, "exportedAt": "\(text)", "decks": [], "cards": [],
                 "reviews": [], "sessions": [], "settings": {}}
                """
            let backup = try BackupFile(decoding: Data(json.utf8))
            let written = String(decoding: try backup.encoded(), as: UTF8.self)
            #expect(written.contains("\"exportedAt\" : \"\(text)\""), "\(written)")
            #expect(try BackupFile(decoding: try backup.encoded()) == backup)
        }
    }

    /// The time in a backup with `exportedAt` set to `text`.
    func exportedAt(_ text: String) throws -> Date {
        let json = """
            {"format": "cardbox-backup", "version": 1, "exportedAt": "\(text)", "decks": [], "cards": [],
             "reviews": [], "sessions": [], "settings": {}}
            """
        return try BackupFile(decoding: Data(json.utf8)).exportedAt
    }

    @Test func theWrittenFormAndOtherISOFormsReadAsTheSameInstant() throws {
        let halfPast = Date(timeIntervalSince1970: 1_750_752_000.5)
        #expect(try exportedAt("2025-06-24T08:00:00.500Z") == halfPast)
        #expect(try exportedAt("2025-06-24T10:00:00.500+02:00") == halfPast)
        #expect(try exportedAt("2025-06-24T08:00:00Z") == Date(timeIntervalSince1970: 1_750_752_000))
        #expect(try exportedAt("2024-02-29T23:59:59.999Z") == Date(timeIntervalSince1970: 1_709_251_199.999))
        #expect(try exportedAt("1969-12-31T00:00:00.000Z") == Date(timeIntervalSince1970: -86_400))
    }

    @Test(arguments: ["2025-06-24T08:00:00.5x0Z", "2025-06-24 08:00", "2025-06-24T08:00:00.000", "tomorrow"])
    func textThatIsNoTimeIsRefused(_ text: String) {
        #expect(throws: BackupError.self) { try exportedAt(text) }
    }
}
