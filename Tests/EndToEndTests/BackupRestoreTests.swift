import CardboxTestSupport
import Foundation
import Testing

/// `cardbox backup` and `cardbox restore`, including files that must be refused without changing anything.
@Suite(.timeLimit(.minutes(10))) struct BackupRestoreTests {
    @Test func backupAndRestoreRoundTrip() throws {
        let cardbox = try CardboxProcess()
        _ = try cardbox.run(["deck", "new", "Spanish"])
        _ = try cardbox.run(["card", "add", "--deck", "Spanish", "-f", "hola", "-b", "hello"])
        _ = try cardbox.run(["study", "Spanish"], input: " 3")
        let file = cardbox.home.file("backup.json")
        let backup = try cardbox.run(["backup", file])
        #expect(backup.status == 0)
        #expect(backup.stdout.hasPrefix("Backed up 2 decks, "))
        let before = try cardbox.run(["card", "list", "--deck", "Spanish", "--json"]).stdout
        _ = try cardbox.run(["deck", "delete", "Spanish", "--yes"])
        let restored = try cardbox.run(["restore", file])
        #expect(restored.status == 0)
        #expect(restored.stderr.hasPrefix("Saved your previous data to "))
        let after = try cardbox.run(["card", "list", "--deck", "Spanish", "--json"]).stdout
        #expect(Self.withoutIdentifiers(after) == Self.withoutIdentifiers(before))
        #expect(after.contains("\"front\":\"hola\""))
        #expect(try cardbox.run(["stats", "--json"]).stdout.contains("\"answered\":1,"))
    }

    /// A JSON listing without its `id` and `deck_id` fields: a restore gives its records new ids, since ids are
    /// never handed out twice.
    static func withoutIdentifiers(_ listing: String) -> String {
        listing.replacing(/"(id|deck_id)":\d+,/, with: "")
    }

    @Test(arguments: [
        ("{ not json", "Error: The backup file is malformed: not valid JSON.\n"),
        ("{\"hello\": 1}", "Error: The file is not a Cardbox backup (no 'format' and 'version' fields).\n"),
        (
            "{\"format\": \"cardbox-backup\", \"version\": 7}",
            "Error: The backup has schema version 7, but this Cardbox reads versions up to 2. "
                + "Upgrade Cardbox to restore it.\n"
        ),
        (
            "{\"format\": \"cardbox-backup\", \"version\": 1, \"exportedAt\": \"2025-06-24T08:00:00Z\", \"decks\": []}",
            "Error: The backup file is malformed: the field 'cards' is missing.\n"
        ),
    ])
    func badFilesAreRefusedAndNothingChanges(content: String, message: String) throws {
        let cardbox = try CardboxProcess()
        _ = try cardbox.run(["deck", "new", "Keep me"])
        let before = try cardbox.run(["deck", "list", "--json"]).stdout
        let file = cardbox.home.file("bad.json")
        try Data(content.utf8).write(to: URL(fileURLWithPath: file))
        let result = try cardbox.run(["restore", file])
        #expect(result.status == 65)
        #expect(result.stderr == message)
        #expect(try cardbox.run(["deck", "list", "--json"]).stdout == before)
    }

    @Test func missingFileAndUnwritableTarget() throws {
        let cardbox = try CardboxProcess()
        let missing = try cardbox.run(["restore", cardbox.home.file("nope.json")])
        #expect(missing.status == 66)
        let unwritable = try cardbox.run(["backup", "/proc/cardbox-cannot-write/backup.json"])
        #expect(unwritable.status == 73)
        #expect(unwritable.stderr.hasPrefix("Error: Cannot write '/proc/cardbox-cannot-write/backup.json'"))
    }
}
