import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

@testable import CardboxApp

/// A "Swift Syntax" deck installed before its code fronts were Swift code blocks gets them once; edited cards stay.
@Suite struct StarterDeckUpgradeTests {
    @Test func installedCodeFrontsBecomeSwiftCodeBlocksOnceAndEditedOnesStay() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "starter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try SQLiteStore(path: folder.appending(path: "cardbox.sqlite").path)
        let user = try store.insertUser(Fixtures.newUser())

        // The deck as earlier versions installed it: code fronts without their fence.
        let entries = try StarterDeckEntry.swiftSyntax()
        let old = entries.map { entry -> CardContent in
            var content = entry.content
            content.front = entry.unfencedFront ?? entry.front
            return content
        }
        let deck = try #require(
            try store.installDeckOnce(
                NewDeck(ownerID: user.id, name: StarterDeckInstaller.swiftSyntaxDeckName, createdAt: Fixtures.now),
                cards: old, onceKey: StarterDeckInstaller.swiftSyntaxKey, today: Fixtures.today))
        let codeCount = entries.filter { $0.unfencedFront != nil }.count
        #expect(codeCount > 50)
        let edited = try #require(
            try store.fetchCards(deck: deck.id).first { card in
                entries.contains { $0.unfencedFront == card.content.front }
            })
        var mine = edited.content
        mine.front += " // my note"
        try store.updateCard(edited.id, content: mine)

        #expect(try StarterDeckInstaller.fenceCodeFronts(for: user, in: store) == codeCount - 1)
        let cards = try store.fetchCards(deck: deck.id)
        let fronts = Set(cards.map(\.content.front))
        #expect(fronts.filter { $0.hasPrefix("```swift\n") }.count == codeCount - 1)
        #expect(fronts.contains(mine.front))
        #expect(cards.first { $0.id == edited.id }?.content.front == mine.front)
        #expect(try StarterDeckInstaller.fenceCodeFronts(for: user, in: store) == 0)
    }
}
