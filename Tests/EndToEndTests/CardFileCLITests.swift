import CardboxTestSupport
import Foundation
import Testing

/// `cardbox import` of Anki packages, spreadsheets and Quizlet text, and `cardbox export`, run as the binary.
@Suite(.timeLimit(.minutes(5))) struct CardFileCLITests {
    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func aSpreadsheetIsImportedOnceAndUpdatedAfterwards() throws {
        let cardbox = try CardboxProcess()
        let words = cardbox.home.file("verbs.csv")
        try write("front;back;tags\ncomer;to eat;food\nbeber;to drink;\n", to: words)
        let first = try cardbox.run(["import", words])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Read 2 cards from \(words): 2 added, 0 updated, 0 already there."))
        #expect(first.stdout.contains("New deck: verbs"))
        let list = try cardbox.run(["card", "list", "-d", "verbs"])
        #expect(list.stdout.contains("comer") && list.stdout.contains("to drink"))

        try write("front;back\ncomer;to eat, to dine\nbeber;to drink\n", to: words)
        let second = try cardbox.run(["import", words])
        #expect(second.stdout.contains("2 cards from \(words): 0 added, 1 updated, 1 already there."))
    }

    @Test func quizletTextAndAnkiPackagesJoinTheirDecks() throws {
        let cardbox = try CardboxProcess()
        let set = cardbox.home.file("set.txt")
        try write("perro\tdog\ngato\tcat\n", to: set)
        #expect(try cardbox.run(["deck", "new", "Animals"]).status == 0)
        let quizlet = try cardbox.run(["import", set, "--deck", "Animals"])
        #expect(quizlet.status == 0, "\(quizlet.stderr)")
        #expect(quizlet.stdout.contains("2 added"))

        let package = PythonPeer.repositoryRoot.appendingPathComponent("Tests/Fixtures/anki/edge-cases.apkg").path
        let anki = try cardbox.run(["import", package])
        #expect(anki.status == 0, "\(anki.stderr)")
        #expect(anki.stdout.contains("Read 4 cards"))
        #expect(anki.stdout.contains("Skipped 5:\n  Basic note 101, card 1: its question is empty"))
        #expect(anki.stdout.contains("Image Occlusion note 107, card 1: it is an image occlusion card"))
        #expect(anki.stderr.contains("Warning: Note 103 has a cloze marker that never closes"))
        #expect(try cardbox.run(["card", "list", "-d", "Edge"]).stdout.contains("SQL as text"))
    }

    @Test func badFilesAreRefusedWithTheirReasonAndChangeNothing() throws {
        let cardbox = try CardboxProcess()
        let before = try cardbox.run(["deck", "list"]).stdout
        let notZip = cardbox.home.file("deck.apkg")
        try write("this is not a zip archive", to: notZip)
        let refused = try cardbox.run(["import", notZip])
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("This is not an Anki package"))

        let latin1 = cardbox.home.file("latin1.csv")
        try Data(Array("front,back\n".utf8) + [0x63, 0x61, 0x66, 0xE9, 0x2C, 0x78, 0x0A]).write(
            to: URL(fileURLWithPath: latin1))
        let notUTF8 = try cardbox.run(["import", latin1])
        #expect(notUTF8.status == 65)
        #expect(notUTF8.stderr.contains("Line 2 is not UTF-8 text"))

        // A 2 GB package is refused by its size, before it is read.
        let huge = cardbox.home.file("huge.apkg")
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: huge))
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        let tooLarge = try cardbox.run(["import", huge])
        #expect(tooLarge.status == 65)
        #expect(tooLarge.stderr.contains("larger than 1024 MiB"))

        let words = cardbox.home.file("words.csv")
        try write("a,b\n", to: words)
        let badColumns = try cardbox.run(["import", words, "--columns", "front,colour"])
        #expect(badColumns.status == 65)
        #expect(badColumns.stderr.contains("There is no column kind \"colour\""))
        #expect(try cardbox.run(["import", words, "--format", "docx"]).status == 64)
        #expect(try cardbox.run(["import", cardbox.home.file("missing.csv")]).status == 66)
        #expect(try cardbox.run(["deck", "list"]).stdout == before)
    }

    @Test func aDeckIsExportedAndReadBackByAnotherHome() throws {
        let cardbox = try CardboxProcess()
        #expect(try cardbox.run(["deck", "new", "Spanish"]).status == 0)
        for (front, back) in [("hola", "hello"), ("adiós", "goodbye")] {
            #expect(try cardbox.run(["card", "add", "-d", "Spanish", "-f", front, "-b", back]).status == 0)
        }
        #expect(try cardbox.run(["study", "Spanish"], input: " 3 3").status == 0)
        let package = cardbox.home.file("spanish.apkg")
        let exported = try cardbox.run(["export", "-d", "Spanish", package])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout == "Wrote 2 cards from 1 deck to \(package).\n")
        #expect(try cardbox.run(["export", "-d", "Spanish", package]).status == 73)
        #expect(try cardbox.run(["export", "-d", "Spanish", package, "--force"]).status == 0)
        let csv = try cardbox.run(["export", "-d", "Spanish", "-", "--format", "csv"])
        #expect(csv.stdout.hasPrefix("front,back,explanation,wrong answer 1"))
        #expect(csv.stdout.contains("adiós,goodbye"))
        #expect(csv.stderr.contains("Wrote 2 cards"))
        #expect(try cardbox.run(["export", "-d", "Nope", package]).status == 66)
        #expect(try cardbox.run(["export", "-d", "Spanish", cardbox.home.file("x.docx")]).status == 64)

        let other = try CardboxProcess()
        let imported = try other.run(["import", package])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("2 added, 0 updated, 0 already there; 2 answers kept."))
        let list = try other.run(["card", "list", "-d", "Spanish"]).stdout
        #expect(list.contains("hola") && list.contains("goodbye"))
    }
}
