import CardboxCore
import Foundation

/// Installs the built-in decks once per user; a deleted starter deck is not brought back.
enum StarterDeckInstaller {
    /// The name of the built-in Swift deck.
    static let swiftSyntaxDeckName = "Swift Syntax"
    /// The setting that records the installation.
    static let swiftSyntaxKey = "starter-deck.swift-syntax"

    /// Installs the "Swift Syntax" deck (SM-2 scheduling, as the original app) unless it was installed before.
    ///
    /// Runs at every start, so the installed case costs one settings look-up and never decodes the cards.
    @discardableResult
    static func installSwiftSyntax(
        for user: User, in store: any DeckStore & UserStore, at now: Date, today: StudyDay
    ) throws -> Deck? {
        if try store.setting(swiftSyntaxKey, for: user.id) != nil { return nil }
        if try store.findDeck(owner: user.id, name: swiftSyntaxDeckName) != nil { return nil }
        let cards = try StarterDeckEntry.swiftSyntax().map(\.content)
        return try store.installDeckOnce(
            NewDeck(ownerID: user.id, name: swiftSyntaxDeckName, options: DeckOptions(scheduler: .sm2), createdAt: now),
            cards: cards, onceKey: swiftSyntaxKey, today: today
        )
    }
}

extension StarterDeckEntry {
    /// The entry as card content.
    var content: CardContent {
        CardContent(
            front: front, back: back, explanation: explanation, distractors: distractors, category: category,
            tags: ["swift", "starter"], pitfall: pitfall, answerIsCode: answerIsCode
        )
    }
}
