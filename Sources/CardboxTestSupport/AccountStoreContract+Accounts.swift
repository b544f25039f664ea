import CardboxCore
import Foundation
import Testing

/// Accounts: the cases of ``AccountStoreContract`` for this area.
extension AccountStoreContract {
    /// Sign-in emails are unique ignoring case and spacing, also when changed.
    public static func emailsAreUniqueIgnoringCase(_ start: Start) throws {
        let store = start.store
        let ada = start.ada
        let now = Fixtures.now
        #expect(ada.email == "Ada@Example.org")
        #expect(throws: AccountError.emailTaken) {
            try store.createAccount(Fixtures.newUser("Other"), email: " ada@example.ORG", passwordHash: "h2")
        }
        #expect(try store.findAccount(email: "ADA@example.org")?.user.id == ada.id)
        #expect(try store.findAccount(email: "ADA@example.org")?.passwordHash == "h1")
        let grace = try store.createAccount(
            Fixtures.newUser("Grace"), email: "grace@example.org", passwordHash: "g")
        #expect(throws: AccountError.emailTaken) { try store.setEmail("ada@example.org", for: grace.id) }
        try store.setEmail("grace.hopper@example.org", for: grace.id)
        #expect(try store.findAccount(email: "grace@example.org") == nil)
        #expect(try store.findAccount(user: grace.id)?.user.email == "grace.hopper@example.org")
        try store.setPasswordHash("g2", for: grace.id, at: now)
        #expect(try store.findAccount(email: "grace.hopper@example.org")?.passwordHash == "g2")
    }

    /// Deleting a user removes everything the user owns and nothing of anyone else.
    public static func deletingAUserRemovesEverything(_ start: Start) throws {
        let store = start.store
        let ada = start.ada
        let now = Fixtures.now
        let deck = try store.insertDeck(NewDeck(ownerID: ada.id, name: "Cells", createdAt: now))
        _ = try store.insertCard(Fixtures.content(), into: deck.id, createdAt: now, today: Fixtures.today)
        try store.insertSession(session("s1", ada.id, expires: now.addingTimeInterval(60)))
        let grace = try store.createAccount(
            Fixtures.newUser("Grace"), email: "grace@example.org", passwordHash: "g")
        let graceDeck = try store.insertDeck(NewDeck(ownerID: grace.id, name: "Cells", createdAt: now))
        try store.deleteUser(ada.id)
        #expect(try store.findUser(ada.id) == nil)
        #expect(try store.findDeck(deck.id) == nil)
        #expect(try store.findAccount(email: "ada@example.org") == nil)
        #expect(try store.findSession(tokenHash: "s1", now: now) == nil)
        #expect(try store.findDeck(graceDeck.id) != nil)
        #expect(throws: StoreError.self) { try store.deleteUser(ada.id) }
    }
}
