import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// Reviewing a draft in the terminal: keep, drop, edit in $EDITOR, save; drafts listing; bad ids.
@Suite(.timeLimit(.minutes(10))) struct DraftReviewTests {
    /// A draft of three cards made directly in the store, as an import would leave it (or, with `.generating`, as an
    /// interrupted import would).
    func seededDraft(_ cardbox: CardboxProcess, status: Draft.Status = .ready) throws -> DraftID {
        _ = try cardbox.run(["deck", "list"])
        let store = try SQLiteStore(path: cardbox.home.file("cardbox.sqlite"))
        let user = try store.localUser(creatingWith: Fixtures.newUser())
        let document = Fixtures.document()
        _ = try store.saveDocument(document, owner: user.id, at: Fixtures.now)
        let draft = try store.createDraft(
            NewDraft(
                ownerID: user.id, documentID: document.id, documentTitle: document.title, deckName: "Biology",
                engine: "extractive", engineNote: "no model configured", chunksTotal: 1, maxCards: nil,
                createdAt: Fixtures.now
            )
        )
        let cards = [
            Fixtures.cardDraft(question: "What makes energy in a cell?", answer: "A mitochondrion"),
            Fixtures.cardDraft(question: "How many membranes does a mitochondrion have?", answer: "two"),
            Fixtures.cardDraft(question: "What is the powerhouse of the cell?", answer: "The mitochondrion"),
        ]
        try store.appendDraftCards(cards, to: draft.id, chunksDone: 1, usage: nil)
        if status != .generating {
            try store.updateDraft(draft.id, engine: "extractive", engineNote: "no model configured", status: status)
        }
        return draft.id
    }

    @Test func keepDropEditAndSave() throws {
        let cardbox = try CardboxProcess()
        let draft = try seededDraft(cardbox)
        let editor = cardbox.home.file("editor.sh")
        try Data("#!/bin/sh\nsed -i 's/^Answer: two$/Answer: 2 (inner and outer)/' \"$1\"\n".utf8)
            .write(to: URL(fileURLWithPath: editor))
        chmod(editor, 0o755)
        // Card 1: keep. Card 2: edit (which keeps it), then next. Card 3: drop.
        let review = try cardbox.run(["drafts", "review", "\(draft)"], input: "ke d", environment: ["EDITOR": editor])
        #expect(review.status == 0)
        #expect(review.stdout.contains("[1/3 · notes.pdf p. 2 ¶ 1 · extractive]"))
        #expect(review.stdout.contains("Source: A mitochondrion makes energy. It has two membranes."))
        #expect(review.stdout.contains("Q: How many membranes does a mitochondrion have?"))
        #expect(review.stdout.contains("A: 2 (inner and outer)"))
        #expect(
            review.stdout.hasSuffix(
                "Reviewed 3 cards: 2 to keep, 1 dropped. Save with: cardbox drafts save 1 (or press s while reviewing)\n"
            ))
        let listed = try cardbox.run(["drafts"])
        #expect(listed.stdout.contains("2/3"))
        #expect(listed.stdout.contains("extractive (no model configured)"))
        let saved = try cardbox.run(["drafts", "save", "\(draft)"])
        #expect(saved.stdout == "Saved 2 cards to 'Biology'; they are due now: cardbox study 'Biology'\n")
        let cards = try cardbox.run(["card", "list", "--deck", "Biology", "--json"])
        #expect(cards.stdout.contains("\"back\":\"2 (inner and outer)\""))
        #expect(cards.stdout.contains("\"category\":\"Cells\""))
        #expect(!cards.stdout.contains("powerhouse"))
        let again = try cardbox.run(["drafts", "save", "\(draft)"])
        #expect(again.status == 65)
        #expect(again.stderr == "Error: This draft has been saved already.\n")
        #expect(try cardbox.run(["study", "Biology"], input: " 3 3").stdout.contains("2 answers, 2 correct"))
    }

    @Test func quittingKeepsDecisionsAndSavingFromTheReviewSavesTheRest() throws {
        let cardbox = try CardboxProcess()
        let draft = try seededDraft(cardbox)
        let stopped = try cardbox.run(["drafts", "review"], input: "dq")
        #expect(stopped.stdout.hasSuffix("Stopped; your decisions are kept. Continue with: cardbox drafts review 1\n"))
        let kept = try cardbox.run(["drafts", "review"], input: " K")
        #expect(
            kept.stdout.hasSuffix(
                "Reviewed 3 cards: 2 to keep, 1 dropped. Save with: cardbox drafts save 1 (or press s while reviewing)\n"
            ))
        let review = try cardbox.run(["drafts", "review"], input: "s")
        #expect(review.stdout.hasSuffix("Saved 2 cards to 'Biology'; they are due now.\n"))
        #expect(try cardbox.run(["card", "list", "--deck", "Biology"]).stdout.contains("powerhouse"))
        #expect(try cardbox.run(["drafts", "review", "\(draft)"]).status == 65)
    }

    @Test func undecidedCardsAreLeftOutUnlessTheUserChoosesThem() throws {
        let cardbox = try CardboxProcess()
        let draft = try seededDraft(cardbox)
        let refused = try cardbox.run(["drafts", "save", "\(draft)"])
        #expect(refused.status == 65)
        #expect(
            refused.stderr
                == "Error: No card is kept, so nothing was saved. Keep some with: cardbox drafts review 1, or save "
                + "the 3 undecided cards with --with-undecided.\n")
        #expect(try cardbox.run(["deck", "list"]).stdout.contains("Biology") == false)
        let review = try cardbox.run(["drafts", "review"], input: "kD")
        #expect(review.stdout.contains("0 kept · 0 dropped · 3 undecided"))
        #expect(review.stdout.contains("1 kept · 0 dropped · 2 undecided"))
        #expect(
            review.stdout.hasSuffix(
                "Reviewed 3 cards: 1 to keep, 2 dropped. Save with: cardbox drafts save 1 (or press s while reviewing)\n"
            ))
        let saved = try cardbox.run(["drafts", "save", "\(draft)"])
        #expect(saved.stdout == "Saved 1 card to 'Biology'; they are due now: cardbox study 'Biology'\n")
    }

    @Test func savingFromTheReviewAsksAboutUndecidedCards() throws {
        let cardbox = try CardboxProcess()
        _ = try seededDraft(cardbox)
        let review = try cardbox.run(["drafts", "review"], input: "ksy")
        #expect(review.stdout.contains("Save the 2 undecided cards too? y/N"))
        #expect(review.stdout.hasSuffix("Saved 3 cards to 'Biology'; they are due now.\n"))
    }

    @Test func aDraftStillBeingMadeIsNotSaved() throws {
        let cardbox = try CardboxProcess()
        let draft = try seededDraft(cardbox, status: .generating)
        let refused = try cardbox.run(["drafts", "save", "\(draft)", "--deck", "Cells", "--create"])
        #expect(refused.status == 65)
        #expect(refused.stderr == "Error: This draft is still being made.\n")
        #expect(try cardbox.run(["deck", "list"]).stdout.contains("Cells") == false)
        #expect(try cardbox.run(["drafts"]).stdout.contains("interrupted at 1/1"))
    }

    @Test func unknownDraftsAreMissingInput() throws {
        let cardbox = try CardboxProcess()
        #expect(try cardbox.run(["drafts", "review", "42"]).status == 66)
        #expect(try cardbox.run(["drafts", "save", "x"]).status == 65)
        #expect(
            try cardbox.run(["drafts", "review"]).stderr
                == "Error: There are no drafts. Make one with: cardbox import FILE\n")
    }
}
