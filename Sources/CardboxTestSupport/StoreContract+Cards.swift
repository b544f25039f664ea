import CardboxCore
import Foundation
import Testing

/// Cards and the due queue: the cases of ``StoreContract`` for this area.
extension StoreContract {
    /// Every field of a card's content survives storing and editing.
    public static func cardContentRoundTrips(_ start: Start) throws {
        let store = start.store
        let deck = start.deck
        let today = Fixtures.today
        let now = Fixtures.now
        var content = Fixtures.content(front: "guard let user else { return }", back: "guard let")
        content.style = CardStyle(textColor: HexColor("#112233"), cardColor: HexColor("fff"), viewColor: nil)
        content.source = CardSource(document: "notes.pdf", page: 3, paragraph: 2, sentence: 1, quote: "Guard …")
        content.pitfall = "`if let` keeps the value inside the braces only."
        content.answerIsCode = true
        content.tags = ["swift", "optionals"]
        let card = try store.insertCard(content, into: deck.id, createdAt: now, today: today)
        #expect(try store.findCard(card.id) == card)
        #expect(card.content == content)
        #expect(card.schedule == .new(dueOn: today))
        var edited = content
        edited.back = "guard let user"
        edited.distractors = []
        try store.updateCard(card.id, content: edited)
        #expect(try store.findCard(card.id)?.content == edited)
    }

    /// Invalid card content is refused and nothing is stored.
    public static func invalidCardIsRejectedAndNotStored(_ start: Start) throws {
        let store = start.store
        let deck = start.deck
        let today = Fixtures.today
        let now = Fixtures.now
        #expect(throws: CardError.emptyFront) {
            try store.insertCard(CardContent(front: "  ", back: "x"), into: deck.id, createdAt: now, today: today)
        }
        #expect(throws: CardError.distractorEqualsAnswer) {
            try store.insertCard(
                Fixtures.content(distractors: ["Hello", "a", "b"]), into: deck.id, createdAt: now, today: today
            )
        }
        #expect(try store.fetchCards(deck: deck.id).isEmpty)
    }

    /// A card moves between its owner's decks but never into another owner's deck.
    public static func cardsMoveOnlyBetweenTheOwnersDecks(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let deck = start.deck
        let today = Fixtures.today
        let now = Fixtures.now
        let card = try store.insertCard(Fixtures.content(), into: deck.id, createdAt: now, today: today)
        let mine = try store.insertDeck(NewDeck(ownerID: user.id, name: "Mine", createdAt: now))
        try store.moveCard(card.id, to: mine.id)
        #expect(try store.findCard(card.id)?.deckID == mine.id)
        let other = try store.insertUser(Fixtures.newUser("other"))
        let theirs = try store.insertDeck(NewDeck(ownerID: other.id, name: "Theirs", createdAt: now))
        #expect(throws: CardError.notFound(card.id)) { try store.moveCard(card.id, to: theirs.id) }
        #expect(try store.findCard(card.id)?.deckID == mine.id)
    }

    /// The due queue lists learning cards, then due reviews, then new cards within the daily limit.
    public static func dueQueueOrdersLearningReviewThenNewWithinLimit(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let deck = start.deck
        let today = Fixtures.today
        let now = Fixtures.now
        var options = deck.options
        options.newCardsPerDay = 2
        var limited = deck
        limited.options = options
        try store.updateDeck(limited)
        var cards: [Card] = []
        for index in 0..<6 {
            cards.append(
                try store.insertCard(
                    Fixtures.content(front: "q\(index)", back: "a\(index)"), into: deck.id, createdAt: now,
                    today: today
                )
            )
        }
        var learning = review(cards[0], rating: .again, at: now)
        learning.newState.phase = .learning
        learning.newState.dueAt = now.addingTimeInterval(-30)
        learning.newState.dueDay = today
        _ = try store.record(learning, session: nil)
        var overdue = review(cards[1], rating: .good, at: now)
        overdue.newState.phase = .review
        overdue.newState.dueDay = today.adding(days: -3)
        overdue.studyDay = today.adding(days: -10)
        _ = try store.record(overdue, session: nil)
        var later = review(cards[2], rating: .good, at: now)
        later.newState.phase = .review
        later.newState.dueDay = today.adding(days: 2)
        later.studyDay = today.adding(days: -1)
        _ = try store.record(later, session: nil)
        let due = try store.fetchDueCards(DueQuery(owner: user.id, today: today, now: now))
        // Card 0 was introduced today, so one new card remains of the two allowed.
        #expect(due.map(\.id) == [cards[0].id, cards[1].id, cards[3].id])
        // Answered again today, card 1 still counts as first studied ten days ago, so card 3 stays due.
        var again = review(cards[1], rating: .good, at: now)
        again.newState.dueDay = today.adding(days: -3)
        _ = try store.record(again, session: nil)
        #expect(try store.fetchDueCards(DueQuery(owner: user.id, today: today, now: now)).map(\.id) == due.map(\.id))
        let inDeck = DueQuery(owner: user.id, deck: deck.id, today: today, now: now)
        #expect(try store.fetchDueCards(inOwnedDeck: inDeck)?.map(\.id) == due.map(\.id))
        let stranger = try store.insertUser(Fixtures.newUser("stranger"))
        let theirs = try store.insertDeck(NewDeck(ownerID: stranger.id, name: "Theirs", createdAt: now))
        #expect(
            try store.fetchDueCards(inOwnedDeck: DueQuery(owner: stranger.id, deck: deck.id, today: today, now: now))
                == nil)
        #expect(
            try store.fetchDueCards(inOwnedDeck: DueQuery(owner: user.id, deck: theirs.id, today: today, now: now))
                == nil)
        #expect(
            try store.fetchDueCards(inOwnedDeck: DueQuery(owner: stranger.id, deck: theirs.id, today: today, now: now))
                == [])
        #expect(try store.fetchDueCards(inOwnedDeck: DueQuery(owner: user.id, today: today, now: now)) == nil)
        let unlimited = try store.fetchDueCards(
            DueQuery(owner: user.id, today: today, now: now, limitNewCards: false))
        #expect(unlimited.map(\.id) == [cards[0].id, cards[1].id, cards[3].id, cards[4].id, cards[5].id])
        // A limit the studied cards fill leaves no room for new ones; one more lets the first new card in.
        for (limit, expected) in [(1, [cards[0].id]), (2, [cards[0].id, cards[1].id]), (3, due.map(\.id))] {
            let query = DueQuery(owner: user.id, deck: deck.id, today: today, now: now, limit: limit)
            #expect(try store.fetchDueCards(query).map(\.id) == expected, "limit \(limit)")
        }
        let summary = try #require(try store.fetchDeckSummaries(owner: user.id, today: today, now: now).first)
        #expect((summary.cardCount, summary.newCount, summary.dueCount) == (6, 3, 2))
        #expect(
            try store.fetchDueDays(owner: user.id, deck: deck.id).sorted()
                == [today.adding(days: -3), today, today.adding(days: 2)]
        )
    }

    /// The due queue can be narrowed to one category, ignoring case.
    public static func dueQueueFiltersByCategory(_ start: Start) throws {
        let store = start.store
        let user = start.user
        let deck = start.deck
        let today = Fixtures.today
        let now = Fixtures.now
        _ = try store.insertCard(
            Fixtures.content(front: "a", category: "Verbs"), into: deck.id, createdAt: now, today: today)
        let noun = try store.insertCard(
            Fixtures.content(front: "b", category: "Nouns"), into: deck.id, createdAt: now, today: today)
        let due = try store.fetchDueCards(DueQuery(owner: user.id, category: "nouns", today: today, now: now))
        #expect(due.map(\.id) == [noun.id])
        let economics = try store.insertCard(
            Fixtures.content(front: "c", category: "ÉCONOMIE"), into: deck.id, createdAt: now, today: today)
        let folded = try store.fetchDueCards(DueQuery(owner: user.id, category: "économie", today: today, now: now))
        #expect(folded.map(\.id) == [economics.id])
    }

    /// A card is found by id, with its deck, for the deck's owner only, also after it moved.
    public static func cardsAreFoundByIDOnlyForTheirOwner(_ start: Start) throws {
        let store = start.store
        let card = try store.insertCard(
            Fixtures.content(), into: start.deck.id, createdAt: Fixtures.now, today: Fixtures.today)
        #expect(try store.findCard(card.id, owner: start.user.id) == OwnedCard(card: card, deck: start.deck))
        let other = try store.insertUser(Fixtures.newUser("other"))
        #expect(try store.findCard(card.id, owner: other.id) == nil)
        #expect(try store.findCard(CardID(rawValue: card.id.rawValue + 1000), owner: start.user.id) == nil)
        let french = try store.insertDeck(NewDeck(ownerID: start.user.id, name: "French", createdAt: Fixtures.now))
        try store.moveCard(card.id, to: french.id)
        #expect(try store.findCard(card.id, owner: start.user.id)?.deck == french)
    }
}
