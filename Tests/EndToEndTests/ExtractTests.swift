import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// `cardbox extract` as a user runs it: output, the stored document, and exit codes for bad input.
@Suite(.timeLimit(.minutes(10))) struct ExtractTests {
    func storedDocuments(_ cardbox: CardboxProcess) throws -> [StoredDocument] {
        let store = try SQLiteStore(path: cardbox.home.file("cardbox.sqlite"))
        let user = try store.localUser(creatingWith: Fixtures.newUser())
        return try store.fetchDocuments(owner: user.id)
    }

    @Test func extractsPrintsProvenanceAndStoresTheDocument() throws {
        let cardbox = try CardboxProcess()
        let result = try cardbox.run(["extract", try IngestFixtures.path("running.pdf")])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("# running.pdf\n"))
        #expect(result.stdout.contains("[p. 4 ¶ 1"))
        #expect(!result.stdout.contains("Cardbox Field Guide — Chapter 2"))
        #expect(
            result.stderr
                == "running.pdf: 10 pages (10 text, 0 OCR), \(try paragraphCount("running.pdf")) paragraphs, 0 flagged for review.\n"
        )
        let stored = try storedDocuments(cardbox)
        #expect(stored.map(\.title) == ["running.pdf"])
        #expect(stored.first?.pageCount == 10)
        _ = try cardbox.run(["extract", try IngestFixtures.path("running.pdf")])
        #expect(try storedDocuments(cardbox).count == 1)
    }

    func paragraphCount(_ name: String) throws -> Int { try IngestFixtures.truth(name).paragraphs?.count ?? -1 }

    @Test func jsonHasTheDocumentedShape() throws {
        let cardbox = try CardboxProcess()
        let result = try cardbox.run(["extract", "--json", "--pages", "2-3", try IngestFixtures.path("running.pdf")])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let document = try #require((json["documents"] as? [[String: Any]])?.first)
        #expect(document["kind"] as? String == "pdf")
        #expect(document["text_pages"] as? [Int] == [2, 3])
        #expect((document["id"] as? String)?.count == 64)
        let paragraph = try #require((document["paragraphs"] as? [[String: Any]])?.first)
        #expect(paragraph["page"] as? Int == 2)
        #expect(paragraph["index"] as? Int == 1)
        #expect(paragraph["box"] is [String: Any])
        #expect(paragraph["sentences"] is [[String: Int]])
        #expect(paragraph["needs_review"] as? Bool == false)
    }

    /// A copy of the program without the PDF text reader beside it says what is missing, reads no PDF, and still
    /// reads everything else.
    @Test func aMissingPDFReaderIsNamedAndOnlyPDFsAreRefused() throws {
        let folder = try TemporaryDirectory()
        let copy = folder.file("cardbox")
        // A hard link: the program finds its library beside the path it was started from.
        try FileManager.default.linkItem(atPath: CardboxProcess.binary, toPath: copy)
        let cardbox = try CardboxProcess(executable: copy)
        let pdf = try cardbox.run(["extract", try IngestFixtures.path("running.pdf")])
        #expect(pdf.status == 69)
        #expect(pdf.stderr.hasPrefix("Error: PDFs cannot be read: The PDF text reader libCardboxPopplerText.so"))
        #expect(try storedDocuments(cardbox).isEmpty)
        let notes = folder.file("notes.md")
        try "# Notes\n\nThe spacing effect makes reviews spread over days stick better than cramming.\n".write(
            toFile: notes, atomically: true, encoding: .utf8)
        #expect(try cardbox.run(["extract", notes]).status == 0)
    }

    @Test func badInputGetsAClearMessageAnExitCodeAndStoresNothing() throws {
        let cardbox = try CardboxProcess()
        let encrypted = try cardbox.run(["extract", try IngestFixtures.path("encrypted.pdf")])
        #expect(encrypted.status == 77)
        #expect(
            encrypted.stderr
                == "Error: 'encrypted.pdf' is encrypted. Give its password with --password-file FILE or --password.\n")
        let blank = try cardbox.run(["extract", try IngestFixtures.path("blank.png")])
        #expect(blank.status == 65)
        #expect(blank.stderr == "Error: No text was found in 'blank.png'.\n")
        let missing = try cardbox.run(["extract", cardbox.home.file("nowhere.pdf")])
        #expect(missing.status == 66)
        let pages = try cardbox.run(["extract", "--pages", "7-3", try IngestFixtures.path("running.pdf")])
        #expect(pages.status == 64)
        let limit = try cardbox.run(
            ["extract", try IngestFixtures.path("running.pdf")], environment: ["CARDBOX_MAX_PAGES": "4"])
        #expect(limit.status == 65)
        #expect(limit.stderr.contains("has 10 pages; the limit is 4"))
        #expect(try storedDocuments(cardbox).isEmpty)
        let unlocked = try cardbox.run(["extract", "--password", "s3cret", try IngestFixtures.path("encrypted.pdf")])
        #expect(unlocked.status == 0)
        #expect(try storedDocuments(cardbox).map(\.title) == ["encrypted.pdf"])
    }

    @Test func thePasswordComesFromAFileOrStandardInputKeptOutOfTheProcessList() throws {
        let cardbox = try CardboxProcess()
        let pdf = try IngestFixtures.path("encrypted.pdf")
        let file = cardbox.home.file("pdf-password")
        try Data("s3cret\r\nnot this line\n".utf8).write(to: URL(fileURLWithPath: file))
        let fromFile = try cardbox.run(["extract", "--password-file", file, pdf])
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        let fromInput = try cardbox.run(["extract", "--password-file", "-", pdf], input: "s3cret\n")
        #expect(fromInput.status == 0, "\(fromInput.stderr)")
        let wrong = try cardbox.run(["extract", "--password-file", "-", pdf], input: "guess\n")
        #expect(wrong.status == 77)
        #expect(wrong.stderr.contains("the password is wrong"))
        let both = try cardbox.run(["extract", "--password", "s3cret", "--password-file", file, pdf])
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("Error: Give either --password or --password-file, not both."))
        let missing = try cardbox.run(["extract", "--password-file", cardbox.home.file("nowhere"), pdf])
        #expect(missing.status == 66)
        let empty = try cardbox.run(["extract", "--password-file", "-", pdf], input: "\n")
        #expect(empty.status == 65)
        #expect(empty.stderr.contains("has no password on its first line"))
    }

    @Test func severalFilesAreReadEachOnItsOwn() throws {
        let cardbox = try CardboxProcess()
        let result = try cardbox.run([
            "extract", try IngestFixtures.path("notes.md"), try IngestFixtures.path("empty.txt"),
            try IngestFixtures.path("notes.txt"),
        ])
        #expect(result.status == 65)
        #expect(result.stderr.contains("Error: No text was found in 'empty.txt'.\n"))
        #expect(Set(try storedDocuments(cardbox).map(\.title)) == ["notes.md", "notes.txt"])
    }

    @Test func aDocumentThatCannotBeStoredPrintsNoJSONAndSaysWhy() throws {
        let cardbox = try CardboxProcess()
        _ = try storedDocuments(cardbox)
        let connection = try SQLiteConnection(path: cardbox.home.file("cardbox.sqlite"))
        try connection.execute(
            "CREATE TRIGGER refuse_documents BEFORE INSERT ON document BEGIN SELECT RAISE(ABORT, 'the disk is full'); END"
        )
        let result = try cardbox.run(["extract", try IngestFixtures.path("notes.md"), "--json"])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr.contains("the disk is full"), "\(result.stderr)")
        try connection.execute("DROP TRIGGER refuse_documents")
        #expect(try storedDocuments(cardbox).isEmpty)
    }
}
