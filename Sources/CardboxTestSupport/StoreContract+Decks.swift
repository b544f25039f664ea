import CardboxCore
import Foundation
import Testing

/// Users and decks: the cases of ``StoreContract`` for this area.
extension StoreContract {
    /// The local user is created on first use and returned unchanged afterwards.
    public static func localUserIsCreatedOnce(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let again = try store.localUser(creatingWith: Fixtures.newUser("other"))
        #expect(again == user)
        #expect(again.name == "local")
    }

    /// Deck names are unique per owner, ignoring case and spacing; another owner may reuse one.
    public static func deckNamesAreUniquePerOwner(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let now = Fixtures.now
        #expect(throws: DeckError.nameTaken("spanish")) {
            try store.insertDeck(NewDeck(ownerID: user.id, name: "  spanish ", createdAt: now))
        }
        let other = try store.insertUser(Fixtures.newUser("other"))
        let theirs = try store.insertDeck(NewDeck(ownerID: other.id, name: "Spanish", createdAt: now))
        #expect(theirs.ownerID == other.id)
        #expect(try store.fetchDecks(owner: user.id).map(\.name) == ["Spanish"])
    }

    /// Renaming a deck to a name the owner uses already fails and keeps the old name.
    public static func renamingToATakenNameFails(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let now = Fixtures.now
        var french = try store.insertDeck(NewDeck(ownerID: user.id, name: "French", createdAt: now))
        french.name = "SPANISH"
        #expect(throws: DeckError.nameTaken("SPANISH")) { try store.updateDeck(french) }
        #expect(try store.findDeck(french.id)?.name == "French")
        french.name = "Français"
        try store.updateDeck(french)
        #expect(try store.findDeck(owner: user.id, name: "français")?.id == french.id)
    }

    /// Deleting a deck removes its cards and their reviews and detaches its sessions.
    public static func deletingADeckCascades(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let deck = start.deck
        let today = Fixtures.today
        let now = Fixtures.now
        let card = try store.insertCard(Fixtures.content(), into: deck.id, createdAt: now, today: today)
        let session = try store.startSession(
            NewSession(userID: user.id, deckID: deck.id, mode: .flip, startedAt: now, studyDay: today)
        )
        _ = try store.record(review(card, rating: .good, at: now), session: session.id)
        try store.deleteDeck(deck.id)
        #expect(try store.findCard(card.id) == nil)
        #expect(try store.fetchReviews(deck: deck.id).isEmpty)
        #expect(try store.fetchSessions(owner: user.id).map(\.deckID) == [nil])
        #expect(throws: StoreError.notFound("Deck \(deck.id)")) { try store.deleteDeck(deck.id) }
    }

    /// The id of a deleted deck or card, even the newest one, is never given to a new one, so an old link never
    /// opens a different deck or card.
    public static func idsOfDeletedRowsAreNeverReused(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let now = Fixtures.now
        let today = Fixtures.today
        let newest = try store.insertDeck(NewDeck(ownerID: user.id, name: "French", createdAt: now))
        let card = try store.insertCard(Fixtures.content(), into: newest.id, createdAt: now, today: today)
        try store.deleteCard(card.id)
        let nextCard = try store.insertCard(Fixtures.content(), into: newest.id, createdAt: now, today: today)
        #expect(nextCard.id != card.id)
        try store.deleteDeck(newest.id)
        let next = try store.insertDeck(NewDeck(ownerID: user.id, name: "German", createdAt: now))
        #expect(next.id != newest.id)
        #expect(next.id > newest.id)
        #expect(try store.findDeck(newest.id) == nil)
    }

    /// A deck installed once per user is not installed again after it was deleted.
    public static func starterDeckInstallsOnlyOnce(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let today = Fixtures.today
        let now = Fixtures.now
        let first = try store.installDeckOnce(
            NewDeck(ownerID: user.id, name: "Starter", createdAt: now), cards: [Fixtures.content()],
            onceKey: "starter",
            today: today
        )
        let installed = try #require(first)
        #expect(try store.fetchCards(deck: installed.id).count == 1)
        try store.deleteDeck(installed.id)
        let second = try store.installDeckOnce(
            NewDeck(ownerID: user.id, name: "Starter", createdAt: now), cards: [Fixtures.content()],
            onceKey: "starter",
            today: today
        )
        #expect(second == nil)
        #expect(try store.setting("starter", for: user.id) == "1")
    }

    /// A deck update saves rebuilt schedules in the same transaction, or nothing when it fails.
    public static func deckUpdateSavesSchedulesTogether(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let deck = start.deck
        let today = Fixtures.today
        let now = Fixtures.now
        let card = try store.insertCard(Fixtures.content(), into: deck.id, createdAt: now, today: today)
        var changed = deck
        changed.options.scheduler = .leitner
        var state = card.schedule
        state.box = 3
        state.phase = .review
        try store.updateDeck(changed, schedules: [card.id: state])
        #expect(try store.findDeck(deck.id)?.options.scheduler == .leitner)
        #expect(try store.findCard(card.id)?.schedule.box == 3)
        var clash = changed
        clash.name = "Other"
        _ = try store.insertDeck(NewDeck(ownerID: user.id, name: "Other", createdAt: now))
        state.box = 5
        #expect(throws: DeckError.nameTaken("Other")) { try store.updateDeck(clash, schedules: [card.id: state]) }
        #expect(try store.findCard(card.id)?.schedule.box == 3)
    }

    /// A deck is found by id for its owner only.
    public static func decksAreFoundByIDOnlyForTheirOwner(_ start: Start) throws {
        let store = start.store
        let other = try store.insertUser(Fixtures.newUser("other"))
        #expect(try store.findDeck(start.deck.id, owner: start.user.id) == start.deck)
        #expect(try store.findDeck(start.deck.id, owner: other.id) == nil)
        #expect(try store.findDeck(DeckID(rawValue: start.deck.id.rawValue + 1000), owner: start.user.id) == nil)
    }
}

extension StoreContract {
    /// A deleted deck goes to the trash with its cards and reviews, and comes back with the same ids within 30 days
    /// (under a new name when its old one was taken since); only its owner can restore it.
    public static func trashedDecksAreRestoredWithTheirIDs(_ start: Start) throws {
        let store = start.store
        let now = Fixtures.now
        let deck = start.deck
        let card = try store.insertCard(Fixtures.content(), into: deck.id, createdAt: now, today: Fixtures.today)
        let logged = try store.record(review(card, rating: .good, at: now), session: nil)
        let reviewed = try #require(try store.findCard(card.id))
        let trashed = try store.trashDeck(deck.id, at: now)
        #expect(trashed.name == "Spanish" && trashed.cardCount == 1 && trashed.reviewCount == 1)
        #expect(try store.findDeck(deck.id) == nil)
        #expect(try store.findCard(card.id) == nil)
        #expect(try store.fetchTrash(owner: start.user.id, at: now) == [trashed])
        let other = try store.insertUser(Fixtures.newUser("other"))
        #expect(throws: StoreError.self) { try store.restoreDeck(trash: trashed.id, owner: other.id, at: now) }
        _ = try store.insertDeck(NewDeck(ownerID: start.user.id, name: "Spanish", createdAt: now))
        let restored = try store.restoreDeck(trash: trashed.id, owner: start.user.id, at: now.addingTimeInterval(3_600))
        #expect(restored.id == deck.id)
        #expect(restored.name == "Spanish (restored)")
        #expect(try store.findCard(card.id) == reviewed)
        #expect(try store.fetchReviews(deck: deck.id) == [logged])
        #expect(try store.fetchTrash(owner: start.user.id, at: now).isEmpty)
        let again = try store.trashDeck(deck.id, at: now)
        let expired = now.addingTimeInterval(Double(TrashedDeck.keepDays) * 86_400 + 1)
        #expect(try store.fetchTrash(owner: start.user.id, at: expired).isEmpty)
        #expect(throws: StoreError.self) { try store.restoreDeck(trash: again.id, owner: start.user.id, at: expired) }
        #expect(throws: StoreError.notFound("Deck \(deck.id)")) { try store.trashDeck(deck.id, at: now) }
    }
}
