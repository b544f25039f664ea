import CardboxTestSupport
import Foundation
import Testing

/// Only `deck new` and `--create` make decks: a mistyped `--deck` or category is an error naming the closest one,
/// and nothing is made or changed.
@Suite(.timeLimit(.minutes(10))) struct DeckAndCategoryNameTests {
    /// A store with the deck "Field Guide" holding one card of category "Optionals", and a small text file.
    private func setUp() throws -> (CardboxProcess, String) {
        let cardbox = try CardboxProcess()
        _ = try cardbox.run(["deck", "new", "Field Guide"])
        _ = try cardbox.run([
            "card", "add", "--deck", "Field Guide", "-f", "guard let", "-b", "unwraps", "-c", "Optionals",
        ])
        let file = cardbox.home.file("notes.txt")
        try Data("Photosynthesis is the process by which plants make sugar from light.\n".utf8)
            .write(to: URL(fileURLWithPath: file))
        return (cardbox, file)
    }

    private let suggestion =
        "Error: There is no deck named 'Feild Guide'. Did you mean 'Field Guide'? "
        + "Pass --create to make a new deck named 'Feild Guide'.\n"

    @Test func aMistypedDeckMakesNoDeckAndNoDraft() throws {
        let (cardbox, file) = try setUp()
        let decks = try cardbox.run(["deck", "list", "--json"]).stdout
        let imported = try cardbox.run(["import", file, "--deck", "Feild Guide", "--engine", "extractive"])
        #expect(imported.status == 66)
        #expect(imported.stderr == suggestion)
        #expect(try cardbox.run(["drafts", "list", "--json"]).stdout.contains("\"id\"") == false)

        #expect(try cardbox.run(["import", file, "--deck", "Field Guide", "--engine", "extractive"]).status == 0)
        let saved = try cardbox.run(["drafts", "save", "1", "--deck", "Feild Guide"])
        #expect(saved.status == 66)
        #expect(saved.stderr == suggestion)
        #expect(try cardbox.run(["deck", "list", "--json"]).stdout == decks)

        let created = try cardbox.run(["drafts", "save", "1", "--deck", "Plants", "--create", "--with-undecided"])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(try cardbox.run(["deck", "list"]).stdout.contains("Plants"))
    }

    @Test func aDeckAnUnsavedDraftIsForCountsAsThere() throws {
        let (cardbox, file) = try setUp()
        let other = cardbox.home.file("more.txt")
        try Data("Osmosis is the movement of water across a membrane.\n".utf8).write(to: URL(fileURLWithPath: other))
        #expect(try cardbox.run(["import", file, "--deck", "Herbs", "--create", "--engine", "extractive"]).status == 0)
        let second = try cardbox.run(["import", other, "--deck", "herbs", "--engine", "extractive"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("for 'Herbs'."))
    }

    @Test func wordCardsNeedAnExistingDeckOrCreate() throws {
        let (cardbox, _) = try setUp()
        let refused = try cardbox.run(["words", "cards", "--deck", "Feild Guide", "--word", "river"])
        #expect(refused.status == 66)
        #expect(refused.stderr == suggestion)
        #expect(try cardbox.run(["deck", "list"]).stdout.contains("Feild") == false)
    }

    @Test func anUnknownCategoryIsAnErrorWithTheClosestOne() throws {
        let (cardbox, _) = try setUp()
        let study = try cardbox.run(["study", "-c", "Optionalz"])
        #expect(study.status == 66)
        #expect(study.stderr == "Error: There is no category 'Optionalz'. Did you mean 'Optionals'?\n")
        let listed = try cardbox.run(["card", "list", "--deck", "Field Guide", "-c", "Optionalz"])
        #expect(listed.status == 66)
        #expect(
            listed.stderr == "Error: There is no category 'Optionalz' in 'Field Guide'. Did you mean 'Optionals'?\n")
        let anyCase = try cardbox.run(["card", "list", "--deck", "Field Guide", "-c", "optionals"])
        #expect(anyCase.status == 0)
        #expect(anyCase.stdout.contains("guard let"))
        let far = try cardbox.run(["card", "list", "--deck", "Field Guide", "-c", "Zebras"])
        #expect(far.stderr == "Error: There is no category 'Zebras' in 'Field Guide'. Categories: Optionals.\n")
    }
}
