import CardboxCore
import Foundation
import Testing

/// Adding cards read from another program: the cases of ``StoreContract`` for this area.
extension StoreContract {
    /// Imported cards join the deck of their name (made when missing) with the schedule, set-aside state, answers
    /// and media they bring; a card whose front is already in its deck updates that card and keeps its schedule.
    public static func importedCardsJoinTheirDecksWithSchedulesAndAnswers(_ start: Start) throws {
        let store = start.store
        let (user, now, today) = (start.user, Fixtures.now, Fixtures.today)
        let kept = try store.insertCard(
            Fixtures.content(front: "perro", back: "dog?"), into: start.deck.id, createdAt: now, today: today)
        _ = try store.record(review(kept, rating: .good, at: now), session: nil)
        let keptSchedule = try #require(try store.findCard(kept.id)).schedule
        let bytes = pngBytes(seed: 9)
        var reviewed = SchedulingState.new(dueOn: today)
        reviewed.phase = .review
        reviewed.intervalDays = 12
        reviewed.dueDay = today.adding(days: 5)
        reviewed.ease = 2.3
        let batch = CardImport(
            decks: [
                ImportedDeck(
                    name: "spanish",
                    cards: [
                        ImportedCard(content: Fixtures.content(front: "perro", back: "dog"), createdAt: now),
                        ImportedCard(
                            content: Fixtures.content(front: "gato", back: "cat"), createdAt: now, schedule: reviewed,
                            reviews: [
                                ImportedReview(
                                    reviewedAt: now.addingTimeInterval(-86_400 * 12), studyDay: today.adding(days: -12),
                                    rating: .good, elapsedMilliseconds: 4_100),
                                ImportedReview(
                                    reviewedAt: now.addingTimeInterval(-86_400 * 7), studyDay: today.adding(days: -7),
                                    rating: .again, elapsedMilliseconds: 9_000),
                            ]),
                    ]),
                ImportedDeck(
                    name: "Geography::Capitals", options: DeckOptions(scheduler: .fsrs),
                    cards: [
                        ImportedCard(
                            content: CardContent(front: markdown(bytes, label: "map"), back: "Lisbon"),
                            createdAt: now, setAside: .suspended),
                        ImportedCard(
                            content: Fixtures.content(front: "Capital of Peru", back: "Lima"), createdAt: now,
                            setAside: .buried(until: today.adding(days: 1))),
                    ]),
            ],
            media: [MediaFile(key: BlobKey(rawValue: SHA256.hex(of: bytes)), mediaType: "image/png", bytes: bytes)])

        let result = try store.importCards(batch, owner: user.id, at: now, today: today)
        #expect(
            result
                == CardImportResult(
                    added: 3, updated: 1, unchanged: 0, reviews: 2, createdDecks: ["Geography::Capitals"]))

        let spanish = try store.fetchCards(deck: start.deck.id)
        #expect(spanish.map(\.content.back) == ["dog", "cat"])
        #expect(spanish.first?.schedule == keptSchedule)
        #expect(spanish.last?.schedule == reviewed)
        let answers = try store.fetchReviews(deck: start.deck.id).filter { $0.cardID == spanish.last?.id }
        #expect(answers.map(\.rating) == [.good, .again])
        #expect(answers.map(\.isCorrect) == [true, false])
        #expect(answers.map(\.elapsedMilliseconds) == [4_100, 9_000])
        #expect(try store.fetchStudyDays(owner: user.id).contains(today.adding(days: -12)))

        let geography = try #require(try store.findDeck(owner: user.id, name: "Geography::Capitals"))
        #expect(geography.options.scheduler == .fsrs)
        let capitals = try store.fetchCards(deck: geography.id)
        #expect(capitals.map(\.content.back) == ["Lisbon", "Lima"])
        #expect(capitals.allSatisfy { $0.schedule.phase == .new && $0.schedule.dueDay == today })
        let setAside = try store.fetchSetAside(deck: geography.id, today: today)
        #expect(setAside == [capitals[0].id: .suspended, capitals[1].id: .buried(until: today.adding(days: 1))])
        #expect(try store.findMedia(BlobKey(rawValue: SHA256.hex(of: bytes)), viewer: user.id)?.size == bytes.count)

        // The same file again adds nothing.
        let again = try store.importCards(batch, owner: user.id, at: now, today: today)
        #expect(again == CardImportResult(added: 0, updated: 0, unchanged: 4, reviews: 0, createdDecks: []))
    }

    /// An import with a card that breaks a rule, or whose text names a file it does not carry, writes nothing.
    public static func aBrokenImportChangesNothing(_ start: Start) throws {
        let store = start.store
        let (user, now, today) = (start.user, Fixtures.now, Fixtures.today)
        let before = try store.exportSnapshot(owner: user.id)
        let good = ImportedCard(content: Fixtures.content(front: "uno", back: "one"), createdAt: now)
        let empty = ImportedCard(content: CardContent(front: "dos", back: " "), createdAt: now)
        #expect(throws: CardError.emptyBack) {
            try store.importCards(
                CardImport(decks: [
                    ImportedDeck(name: "New", cards: [good]), ImportedDeck(name: "Spanish", cards: [empty]),
                ]),
                owner: user.id, at: now, today: today)
        }
        let unlisted = ImportedCard(
            content: CardContent(front: markdown(pngBytes(seed: 3), label: "flag"), back: "Chile"), createdAt: now)
        #expect(throws: StoreError.notFound("The media file flag")) {
            try store.importCards(
                CardImport(decks: [ImportedDeck(name: "New", cards: [good, unlisted])]), owner: user.id, at: now,
                today: today)
        }
        #expect(try store.exportSnapshot(owner: user.id) == before)
    }
}

extension StoreContract {
    /// Studying a deck studies its subdecks (`Name::Part`) too, as in Anki; a deck whose name only starts the same
    /// way, and the parent of a subdeck, are left out.
    public static func studyingADeckIncludesItsSubdecks(_ start: Start) throws {
        let store = start.store
        let (user, now, today) = (start.user, Fixtures.now, Fixtures.today)
        func deck(_ name: String) throws -> Deck {
            try store.insertDeck(NewDeck(ownerID: user.id, name: name, createdAt: now))
        }
        let verbs = try deck("spanish::Verbs")
        let irregular = try deck("Spanish::Verbs::Irregular")
        let lookalike = try deck("Spanishness")
        var cards: [String: CardID] = [:]
        for (front, target) in [("hola", start.deck), ("comer", verbs), ("ser", irregular), ("x", lookalike)] {
            cards[front] = try store.insertCard(
                Fixtures.content(front: front, back: "a"), into: target.id, createdAt: now, today: today
            ).id
        }
        func due(_ deck: Deck) throws -> Set<String> {
            Set(
                try store.fetchDueCards(DueQuery(owner: user.id, deck: deck.id, today: today, now: now)).map(
                    \.content.front))
        }
        #expect(try due(start.deck) == ["hola", "comer", "ser"])
        #expect(try due(verbs) == ["comer", "ser"])
        #expect(try due(irregular) == ["ser"])
        #expect(try due(lookalike) == ["x"])
    }
}

extension StoreContract {
    /// A card from a note an earlier import brought is updated by the note's new version, even with another front
    /// and in whatever deck it was moved to; the same note twice in one file counts once; another owner's note of
    /// the same GUID is theirs alone.
    public static func aNoteImportedAgainUpdatesItsCardWhereverItIs(_ start: Start) throws {
        let store = start.store
        let (user, now, today) = (start.user, Fixtures.now, Fixtures.today)
        let key = NoteKey(guid: "Xy7#q", ordinal: 1)
        func batch(_ front: String, deck: String = "Spanish") -> CardImport {
            CardImport(decks: [
                ImportedDeck(
                    name: deck,
                    cards: [
                        ImportedCard(content: Fixtures.content(front: front, back: "dog"), createdAt: now, note: key)
                    ])
            ])
        }
        #expect(try store.importCards(batch("perro"), owner: user.id, at: now, today: today).added == 1)
        let card = try #require(try store.fetchCards(deck: start.deck.id).first)
        #expect(try store.fetchNoteKeys(deck: start.deck.id) == [card.id: key])
        let other = try store.insertDeck(NewDeck(ownerID: user.id, name: "Moved", createdAt: now))
        try store.moveCard(card.id, to: other.id)
        #expect(try store.fetchNoteKeys(deck: start.deck.id).isEmpty)
        #expect(try store.fetchNoteKeys(deck: other.id) == [card.id: key])

        let newer = try store.importCards(batch("el perro"), owner: user.id, at: now, today: today)
        #expect(newer == CardImportResult(added: 0, updated: 1, unchanged: 0, reviews: 0, createdDecks: []))
        #expect(try store.fetchCards(deck: other.id).map(\.content.front) == ["el perro"])
        #expect(try store.fetchCards(deck: start.deck.id).isEmpty)

        var twice = batch("el perro")
        twice.decks[0].cards.append(twice.decks[0].cards[0])
        #expect(try store.importCards(twice, owner: user.id, at: now, today: today).unchanged == 2)

        let bea = try store.insertUser(Fixtures.newUser("bea"))
        let theirs = try store.importCards(batch("perro", deck: "Mine"), owner: bea.id, at: now, today: today)
        #expect(theirs.added == 1)
        #expect(try store.fetchCards(deck: other.id).map(\.content.front) == ["el perro"])
    }

    /// An import handed over in parts is one import: a deck named in several parts is made once, a card given in
    /// two parts counts once, a part's cards may show the media of an earlier part, and a part that breaks a rule
    /// undoes the parts before it.
    public static func anImportInPartsIsOneImport(_ start: Start) throws {
        let store = start.store
        let (user, now, today) = (start.user, Fixtures.now, Fixtures.today)
        let bytes = pngBytes(seed: 3)
        let key = BlobKey(rawValue: SHA256.hex(of: bytes))
        let answer = ImportedReview(
            reviewedAt: now.addingTimeInterval(-86_400), studyDay: today.adding(days: -1), rating: .good,
            elapsedMilliseconds: 2_000)
        func card(_ front: String, guid: String? = nil, reviews: [ImportedReview] = []) -> ImportedCard {
            ImportedCard(
                content: Fixtures.content(front: front, back: "a"), createdAt: now, reviews: reviews,
                note: guid.map { NoteKey(guid: $0, ordinal: 0) })
        }
        let parts = [
            CardImport(
                decks: [ImportedDeck(name: "Parts", cards: [card("one", guid: "n1"), card("two", reviews: [answer])])],
                media: [MediaFile(key: key, mediaType: "image/png", bytes: bytes)]),
            CardImport(decks: []),
            CardImport(decks: [
                ImportedDeck(
                    name: "parts",
                    cards: [
                        card("one", guid: "n1"), card("two"),
                        ImportedCard(
                            content: CardContent(front: markdown(bytes, label: "map"), back: "b"), createdAt: now),
                    ])
            ]),
        ]
        var next = parts.makeIterator()
        let result = try store.importCards(from: { next.next() }, owner: user.id, at: now, today: today)
        #expect(result == CardImportResult(added: 3, updated: 0, unchanged: 2, reviews: 1, createdDecks: ["Parts"]))
        let deck = try #require(try store.findDeck(owner: user.id, name: "Parts"))
        #expect(try store.fetchCards(deck: deck.id).count == 3)
        #expect(try store.fetchReviews(deck: deck.id).count == 1)

        var broken = [
            CardImport(decks: [ImportedDeck(name: "Broken", cards: [card("fine")])]),
            CardImport(decks: [ImportedDeck(name: "Broken", cards: [card("   ")])]),
        ].makeIterator()
        #expect(throws: CardError.emptyFront) {
            try store.importCards(from: { broken.next() }, owner: user.id, at: now, today: today)
        }
        #expect(try store.findDeck(owner: user.id, name: "Broken") == nil)
    }

    /// A card whose answers an import, a restore or the trash brings back counts as introduced on the day of its
    /// first answer: one first answered today takes one of today's new cards, one first answered before does not.
    public static func cardsFirstAnsweredTodayCountAgainstTodaysNewCards(_ start: Start) throws {
        let store = start.store
        let (user, now, today) = (start.user, Fixtures.now, Fixtures.today)
        func answer(daysAgo: Int) -> ImportedReview {
            ImportedReview(
                reviewedAt: now.addingTimeInterval(-86_400 * Double(daysAgo)), studyDay: today.adding(days: -daysAgo),
                rating: .good, elapsedMilliseconds: 1_000)
        }
        var later = SchedulingState.new(dueOn: today)
        later.phase = .review
        later.intervalDays = 3
        later.dueDay = today.adding(days: 3)
        func studied(_ front: String, _ reviews: [ImportedReview]) -> ImportedCard {
            ImportedCard(
                content: Fixtures.content(front: front, back: "b"), createdAt: now, schedule: later, reviews: reviews)
        }
        let fresh = ["uno", "dos", "tres", "cuatro"].map {
            ImportedCard(content: Fixtures.content(front: $0, back: "b"), createdAt: now)
        }
        let batch = CardImport(decks: [
            ImportedDeck(
                name: "Counted", options: DeckOptions(scheduler: .sm2, newCardsPerDay: 3),
                cards: [
                    studied("today", [answer(daysAgo: 0)]),
                    studied("before", [answer(daysAgo: 2), answer(daysAgo: 0)]),
                ]
                    + fresh)
        ])
        _ = try store.importCards(batch, owner: user.id, at: now, today: today)
        let deck = try #require(try store.findDeck(owner: user.id, name: "Counted"))
        #expect(try store.fetchDueCards(DueQuery(owner: user.id, deck: deck.id, today: today, now: now)).count == 2)

        let snapshot = try store.exportSnapshot(owner: user.id)
        try store.replaceAll(owner: user.id, with: snapshot)
        let restored = try #require(try store.findDeck(owner: user.id, name: "Counted"))
        #expect(
            try store.fetchDueCards(DueQuery(owner: user.id, deck: restored.id, today: today, now: now)).count == 2)

        let trashed = try store.trashDeck(restored.id, at: now)
        let back = try store.restoreDeck(trash: trashed.id, owner: user.id, at: now)
        #expect(try store.fetchDueCards(DueQuery(owner: user.id, deck: back.id, today: today, now: now)).count == 2)
    }

    /// A deck's answers come oldest first whatever order they were stored in, the earlier stored first at the same
    /// instant, before and after the deck goes through the trash.
    public static func aDecksAnswersComeOldestFirst(_ start: Start) throws {
        let store = start.store
        let (user, now, today) = (start.user, Fixtures.now, Fixtures.today)
        func answer(_ minutesAgo: Int, _ rating: Rating) -> ImportedReview {
            ImportedReview(
                reviewedAt: now.addingTimeInterval(-60 * Double(minutesAgo)), studyDay: today, rating: rating,
                elapsedMilliseconds: minutesAgo * 1_000)
        }
        let batch = CardImport(decks: [
            ImportedDeck(
                name: "Ordered",
                cards: [
                    ImportedCard(
                        content: Fixtures.content(front: "a", back: "1"), createdAt: now,
                        reviews: [answer(5, .again), answer(1, .easy)]),
                    ImportedCard(
                        content: Fixtures.content(front: "b", back: "2"), createdAt: now,
                        reviews: [answer(9, .hard), answer(5, .good)]),
                ])
        ])
        _ = try store.importCards(batch, owner: user.id, at: now, today: today)
        let deck = try #require(try store.findDeck(owner: user.id, name: "Ordered"))
        let expected: [(Int, Rating)] = [(9_000, .hard), (5_000, .again), (5_000, .good), (1_000, .easy)]
        let reviews = try store.fetchReviews(deck: deck.id)
        #expect(reviews.map(\.elapsedMilliseconds) == expected.map(\.0))
        #expect(reviews.map(\.rating) == expected.map(\.1))
        #expect(reviews[1].id.rawValue < reviews[2].id.rawValue)
        let trashed = try store.trashDeck(deck.id, at: now)
        let restored = try store.restoreDeck(trash: trashed.id, owner: user.id, at: now)
        #expect(try store.fetchReviews(deck: restored.id).map(\.rating) == expected.map(\.1))
    }
}
