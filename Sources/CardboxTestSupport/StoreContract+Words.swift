import CardboxCore
import Foundation
import Testing

/// Favourite words and the monthly look-up counter: the cases of ``StoreContract`` for ``WordStore``.
extension StoreContract {
    /// Favourites are kept per user, oldest first; adding one twice or removing a missing one changes nothing.
    public static func favouriteWordsAreKeptPerUser(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let other = try store.insertUser(Fixtures.newUser("other"))
        #expect(try store.addFavourite("mitochondrion", for: user.id, at: Fixtures.now))
        #expect(try store.addFavourite("abacus", for: user.id, at: Fixtures.now.addingTimeInterval(60)))
        #expect(try !store.addFavourite("mitochondrion", for: user.id, at: Fixtures.now.addingTimeInterval(120)))
        #expect(try store.addFavourite("mitochondrion", for: other.id, at: Fixtures.now))
        let favourites = try store.fetchFavourites(for: user.id)
        #expect(favourites.map(\.word) == ["mitochondrion", "abacus"])
        #expect(favourites.first?.addedAt == Fixtures.now)
        #expect(try store.removeFavourite("mitochondrion", for: user.id))
        #expect(try !store.removeFavourite("mitochondrion", for: user.id))
        #expect(try store.fetchFavourites(for: user.id).map(\.word) == ["abacus"])
        #expect(try store.fetchFavourites(for: other.id).map(\.word) == ["mitochondrion"])
    }

    /// Look-ups are counted per user and month and refused once the limit is reached.
    public static func wordLookupsStopAtTheMonthlyLimit(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let other = try store.insertUser(Fixtures.newUser("other"))
        #expect(try store.countWordLookup(for: user.id, month: "2025-01", limit: 2) == .counted(used: 1))
        #expect(try store.countWordLookup(for: user.id, month: "2025-01", limit: 2) == .counted(used: 2))
        #expect(try store.countWordLookup(for: user.id, month: "2025-01", limit: 2) == .refused(used: 2))
        #expect(try store.wordLookupCount(for: user.id, month: "2025-01") == 2)
        #expect(try store.countWordLookup(for: user.id, month: "2025-02", limit: 2) == .counted(used: 1))
        #expect(try store.countWordLookup(for: other.id, month: "2025-01", limit: 2) == .counted(used: 1))
        #expect(try store.countWordLookup(for: user.id, month: "2025-01", limit: nil) == .counted(used: 3))
        #expect(try store.wordLookupCount(for: user.id, month: "2025-03") == 0)
    }
}
