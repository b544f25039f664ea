import CardboxTestSupport
import Foundation
import Testing

/// A file imported twice makes one draft, a file with nothing to ask about makes none, and drafts can be deleted.
@Suite(.timeLimit(.minutes(10))) struct DraftLifecycleCLITests {
    private func write(_ text: String, to name: String, in cardbox: CardboxProcess) throws -> String {
        let file = cardbox.home.file(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    private func draftCount(_ cardbox: CardboxProcess) throws -> Int {
        let listing = try cardbox.run(["drafts", "list", "--json"]).stdout
        return listing.components(separatedBy: "\"document_title\"").count - 1
    }

    @Test func theSameFileImportedTwiceGivesOneDraft() throws {
        let cardbox = try CardboxProcess()
        let file = try write(
            "Photosynthesis is the process by which plants make sugar from light.\n", to: "notes.txt", in: cardbox)
        let first = try cardbox.run(["import", file, "--engine", "extractive"])
        #expect(first.status == 0)
        #expect(first.stdout.hasPrefix("Draft 1: 1 card from notes.txt for 'notes'."))
        let second = try cardbox.run(["import", file, "--engine", "extractive"])
        #expect(second.status == 0)
        #expect(
            second.stdout
                == "Draft 1 already holds 1 card from notes.txt for 'notes'; delete it first (cardbox drafts delete 1) "
                + "to make it again.\n")
        #expect(try draftCount(cardbox) == 1)

        let deleted = try cardbox.run(["drafts", "delete", "1"])
        #expect(deleted.status == 0)
        #expect(deleted.stdout == "Deleted draft 1 (notes.txt for 'notes').\n")
        #expect(try draftCount(cardbox) == 0)
        let again = try cardbox.run(["drafts", "delete", "1"])
        #expect(again.status == 66)
        #expect(again.stderr == "Error: There is no draft with id 1.\n")
        #expect(try cardbox.run(["import", file, "--engine", "extractive"]).stdout.hasPrefix("Draft 2: 1 card"))
    }

    @Test func aFileWithNothingToAskAboutMakesNoDraft() throws {
        let cardbox = try CardboxProcess()
        let file = try write("front\tback\nhola\thello\nadios\tgoodbye\n", to: "words.tsv", in: cardbox)
        // Read as a document (a .tsv file is otherwise a spreadsheet of cards).
        let result = try cardbox.run(["import", file, "--engine", "extractive", "--format", "document"])
        #expect(result.status == 65)
        #expect(
            result.stderr
                == "Error: No cards could be made from 'words.tsv': it has no sentences that state a fact a card could "
                + "ask about, so no draft was made.\n")
        #expect(try draftCount(cardbox) == 0)
        #expect(try cardbox.run(["deck", "list"]).stdout.contains("words") == false)
    }
}
