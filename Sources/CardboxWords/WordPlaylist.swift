public import CardboxCore
public import FoundationEssentials

/// Cards to play through without storing them, such as a user's favourite words.
public enum WordPlaylist {
    /// Study cards for play mode made from `cards`, in order or shuffled with `seed`.
    ///
    /// The cards are not stored: they get negative identifiers, a placeholder deck and default options, which
    /// play mode never saves. Use ``shuffled(_:seed:)`` for the order alone.
    ///
    /// - Parameters:
    ///   - cards: Card content, such as ``WordCardBuilder/cards(for:reverse:style:existingFronts:)`` made.
    ///   - seed: Shuffles the cards when given, the same way for the same seed.
    ///   - now: The creation time given to the cards.
    ///   - today: The study day they are due on.
    public static func studyCards(
        from cards: [CardContent], seed: UInt64?, now: Date, today: StudyDay
    )
        -> [StudyCard]
    {
        let ordered = seed.map { shuffled(cards, seed: $0) } ?? cards
        return ordered.enumerated().map { index, content in
            StudyCard(
                card: Card(
                    id: CardID(rawValue: -Int64(index + 1)), deckID: DeckID(rawValue: 0), content: content,
                    createdAt: now, schedule: .new(dueOn: today)
                ),
                deckOptions: DeckOptions()
            )
        }
    }

    /// `items` shuffled with a ``CardboxCore/SplitMix64`` generator seeded with `seed`: the same order for the
    /// same seed.
    public static func shuffled<Item>(_ items: [Item], seed: UInt64) -> [Item] {
        var generator = SplitMix64(seed: seed)
        return items.shuffled(using: &generator)
    }
}
