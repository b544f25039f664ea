import CardboxCore
import Foundation
import Testing

/// Drafts of generated cards: the cases of ``StoreContract`` for this area.
extension StoreContract {
    /// The rule that saves undecided cards too.
    static let all = DraftSaveRule(undecided: .keep)

    /// Saving takes the kept cards only unless the rule says to keep the undecided ones; a save that would take no
    /// card is refused with nothing written; "keep all" and "drop the rest" change only undecided cards.
    public static func undecidedDraftCardsAreSavedOnlyWhenChosen(_ start: Start) throws {
        let store = start.store
        let (deck, now, today) = (start.deck, Fixtures.now, Fixtures.today)
        let untouched = try makeDraft(start, status: .ready)
        #expect(throws: DraftError.nothingToSave(undecided: 2)) {
            try store.saveDraft(untouched.id, into: deck.id, rule: DraftSaveRule(), at: now, today: today)
        }
        #expect(throws: DraftError.nothingToSave(undecided: 2)) {
            try store.saveDraft(untouched.id, intoDeckNamed: "Biology", rule: DraftSaveRule(), at: now, today: today)
        }
        #expect(try store.findDraft(untouched.id)?.status == .ready)
        #expect(try store.findDeck(owner: start.user.id, name: "Biology") == nil)
        #expect(try store.fetchCards(deck: deck.id).isEmpty)

        let cards = try store.fetchDraftCards(untouched.id)
        try store.setDecision(.kept, for: cards[0].id)
        #expect(DraftTally(try store.fetchDraftCards(untouched.id)) == DraftTally(kept: 1, dropped: 0, undecided: 1))
        let keptOnly = try store.saveDraft(untouched.id, into: deck.id, rule: DraftSaveRule(), at: now, today: today)
        #expect(keptOnly.map(\.content.front) == [cards[0].card.displayQuestion])

        let second = try makeDraft(start, status: .ready)
        let secondCards = try store.fetchDraftCards(second.id)
        try store.setDecision(.dropped, for: secondCards[1].id)
        #expect(try store.decideUndecided(.kept, in: second.id) == 1)
        #expect(try store.decideUndecided(.dropped, in: second.id) == 0)
        #expect(try store.fetchDraftCards(second.id).map(\.decision) == [.kept, .dropped])

        let third = try makeDraft(start, status: .ready)
        try store.setDecision(.kept, for: try store.fetchDraftCards(third.id)[1].id)
        #expect(try store.decideUndecided(.dropped, in: third.id) == 1)
        #expect(try store.fetchDraftCards(third.id).map(\.decision) == [.dropped, .kept])
        let fourth = try makeDraft(start, status: .ready)
        let both = try store.saveDraft(fourth.id, into: deck.id, rule: all, at: now, today: today)
        #expect(both.count == 2)
    }

    /// A draft is written chunk by chunk, reviewed card by card and saved into a deck.
    public static func draftsAreWrittenChunkByChunkReviewedAndSaved(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let deck = start.deck
        let today = Fixtures.today
        let now = Fixtures.now
        let document = Fixtures.document()
        _ = try store.saveDocument(document, owner: user.id, at: now)
        let draft = try store.createDraft(
            NewDraft(
                ownerID: user.id, documentID: document.id, documentTitle: document.title, deckName: "Spanish",
                engine: "extractive", engineNote: "no model configured", chunksTotal: 2, maxCards: nil,
                createdAt: now
            )
        )
        #expect(draft.status == .generating)
        let first = Fixtures.cardDraft(question: "What makes energy in a cell?", answer: "A mitochondrion")
        let second = Fixtures.cardDraft(question: "How many membranes does it have?", answer: "two")
        try store.appendDraftCards(
            [first], to: draft.id, chunksDone: 1, usage: GenerationUsage(month: "2025-06", cards: 1))
        try store.appendDraftCards(
            [second], to: draft.id, chunksDone: 2, usage: GenerationUsage(month: "2025-06", cards: 1))
        #expect(try store.generationUsage(owner: user.id, month: "2025-06") == 2)
        #expect(try store.generationUsage(owner: user.id, month: "2025-07") == 0)
        #expect(try store.findDraft(draft.id)?.chunksDone == 2)
        let cards = try store.fetchDraftCards(draft.id)
        #expect(cards.map(\.card) == [first, second])
        try store.setDecision(.dropped, for: cards[1].id)
        var edited = first
        edited.answer = "mitochondrion"
        try store.updateDraftCard(cards[0].id, card: edited)
        try store.updateDraft(draft.id, engine: "extractive", engineNote: nil, status: .ready)
        let saved = try store.saveDraft(draft.id, into: deck.id, rule: DraftSaveRule(), at: now, today: today)
        #expect(saved.map(\.content.back) == ["mitochondrion"])
        #expect(saved.first?.content.category == "Cells")
        #expect(saved.first?.content.source?.page == 2)
        #expect(saved.first?.schedule == .new(dueOn: today))
        #expect(try store.findDraft(draft.id)?.status == .saved)
        #expect(try store.fetchDrafts(owner: user.id).map(\.id) == [draft.id])
    }

    /// A draft is found by id for its owner only.
    public static func draftsAreFoundByIDOnlyForTheirOwner(_ start: Start) throws {
        let store = start.store
        let draft = try makeDraft(start, status: .ready)
        let other = try store.insertUser(Fixtures.newUser("other"))
        #expect(try store.findDraft(draft.id, owner: start.user.id) == draft)
        #expect(try store.findDraft(draft.id, owner: other.id) == nil)
        #expect(try store.findDraft(DraftID(rawValue: draft.id.rawValue + 1000), owner: start.user.id) == nil)
    }

    /// A draft whose cards are still being generated, or an unknown one, is refused and nothing changes.
    public static func draftStillBeingGeneratedIsNotSaved(_ start: Start) throws {
        let store = start.store
        let (deck, now, today) = (start.deck, Fixtures.now, Fixtures.today)
        let draft = try makeDraft(start, status: .generating)
        #expect(throws: DraftError.notReady) {
            try store.saveDraft(draft.id, into: deck.id, rule: all, at: now, today: today)
        }
        #expect(throws: DraftError.notReady) {
            try store.saveDraft(draft.id, intoDeckNamed: "Biology", rule: all, at: now, today: today)
        }
        let unknown = DraftID(rawValue: draft.id.rawValue + 1000)
        #expect(throws: DraftError.notFound) {
            try store.saveDraft(unknown, into: deck.id, rule: all, at: now, today: today)
        }
        #expect(throws: DraftError.notFound) {
            try store.saveDraft(unknown, intoDeckNamed: "Biology", rule: all, at: now, today: today)
        }
        #expect(try store.findDraft(draft.id) == draft)
        #expect(try store.fetchCards(deck: deck.id).isEmpty)
        #expect(try store.fetchDecks(owner: start.user.id).map(\.name) == ["Spanish"])
    }

    /// A draft saved once is refused the second time, and nothing changes.
    public static func savedDraftIsNotSavedAgain(_ start: Start) throws {
        let store = start.store
        let (deck, now, today) = (start.deck, Fixtures.now, Fixtures.today)
        let draft = try makeDraft(start, status: .ready)
        let saved = try store.saveDraft(draft.id, into: deck.id, rule: all, at: now, today: today)
        #expect(saved.count == 2)
        let after = try store.exportSnapshot(owner: start.user.id)
        #expect(throws: DraftError.alreadySaved) {
            try store.saveDraft(draft.id, into: deck.id, rule: all, at: now, today: today)
        }
        #expect(throws: DraftError.alreadySaved) {
            try store.saveDraft(draft.id, intoDeckNamed: "Biology", rule: all, at: now, today: today)
        }
        #expect(try store.exportSnapshot(owner: start.user.id) == after)
        #expect(try store.findDraft(draft.id)?.status == .saved)
    }

    /// Saving by deck name finds the owner's deck ignoring case and spacing, or creates it; an invalid name is
    /// refused before anything is written.
    public static func draftIsSavedIntoTheDeckOfItsName(_ start: Start) throws {
        let store = start.store
        let (user, now, today) = (start.user, Fixtures.now, Fixtures.today)
        let first = try makeDraft(start, status: .ready)
        let existing = try store.saveDraft(first.id, intoDeckNamed: "  spanish ", rule: all, at: now, today: today)
        #expect(existing.deck == start.deck)
        #expect(existing.cards.map(\.deckID) == [start.deck.id, start.deck.id])
        #expect(try store.fetchCards(deck: start.deck.id) == existing.cards)

        let second = try makeDraft(start, status: .ready)
        #expect(throws: DeckError.emptyName) {
            try store.saveDraft(second.id, intoDeckNamed: "   ", rule: all, at: now, today: today)
        }
        #expect(try store.findDraft(second.id)?.status == .ready)
        let created = try store.saveDraft(second.id, intoDeckNamed: "Biology", rule: all, at: now, today: today)
        #expect(created.deck.name == "Biology")
        #expect(created.deck.ownerID == user.id)
        #expect(try store.findDeck(owner: user.id, name: "biology") == created.deck)
        #expect(try store.fetchCards(deck: created.deck.id) == created.cards)
        #expect(created.cards.count == 2)
        #expect(try store.findDraft(second.id)?.status == .saved)
    }

    /// A draft of two generated cards from a stored document, left in `status`.
    static func makeDraft(_ start: Start, status: Draft.Status) throws -> Draft {
        let store = start.store
        let document = Fixtures.document()
        _ = try store.saveDocument(document, owner: start.user.id, at: Fixtures.now)
        let draft = try store.createDraft(
            NewDraft(
                ownerID: start.user.id, documentID: document.id, documentTitle: document.title, deckName: "Spanish",
                engine: "extractive", engineNote: nil, chunksTotal: 2, maxCards: nil, createdAt: Fixtures.now
            )
        )
        let cards = [
            Fixtures.cardDraft(question: "What makes energy in a cell?", answer: "A mitochondrion"),
            Fixtures.cardDraft(question: "How many membranes does it have?", answer: "two"),
        ]
        try store.appendDraftCards(cards, to: draft.id, chunksDone: 2, usage: nil)
        if status != .generating {
            try store.updateDraft(draft.id, engine: draft.engine, engineNote: nil, status: status)
        }
        return try #require(try store.findDraft(draft.id))
    }
}
