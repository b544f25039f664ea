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

extension StarterDeckInstaller {
    /// The setting that records that an installed "Swift Syntax" deck's code fronts were made Swift code blocks.
    static let codeFrontsKey = "starter-deck.swift-syntax.code-fronts"

    /// Makes the code fronts of a "Swift Syntax" deck installed before they were fenced into Swift code blocks, once
    /// per user, so they are shown highlighted; a card whose front was edited since is left as it is.
    ///
    /// - Returns: How many cards changed.
    @discardableResult
    static func fenceCodeFronts(for user: User, in store: any DeckStore & UserStore) throws -> Int {
        if try store.setting(codeFrontsKey, for: user.id) != nil { return 0 }
        var changed = 0
        if let deck = try store.findDeck(owner: user.id, name: swiftSyntaxDeckName) {
            let fenced = Dictionary(
                try StarterDeckEntry.swiftSyntax().compactMap { entry in entry.unfencedFront.map { ($0, entry.front) }
                },
                uniquingKeysWith: { first, _ in first })
            for card in try store.fetchCards(deck: deck.id) where card.content.tags.contains("starter") {
                guard let front = fenced[card.content.front] else { continue }
                var content = card.content
                content.front = front
                try store.updateCard(card.id, content: content)
                changed += 1
            }
        }
        try store.setSetting(codeFrontsKey, to: "done", for: user.id)
        return changed
    }
}

extension StarterDeckEntry {
    /// The code inside a front that is a Swift code block, as earlier versions shipped it; `nil` for other fronts.
    var unfencedFront: String? {
        let opening = "```swift\n"
        let closing = "\n```"
        guard front.hasPrefix(opening), front.hasSuffix(closing), front.count > opening.count + closing.count else {
            return nil
        }
        return String(front.dropFirst(opening.count).dropLast(closing.count))
    }

    /// The entry as card content.
    var content: CardContent {
        CardContent(
            front: front, back: back, explanation: explanation, distractors: distractors, category: category,
            tags: ["swift", "starter"], pitfall: pitfall, answerIsCode: answerIsCode
        )
    }
}
