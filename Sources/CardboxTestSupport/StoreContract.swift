public import CardboxCore
import Foundation
public import Testing

/// The behaviour every ``StudyStore`` must have, run by each store's tests on a fresh store per case.
public enum StoreContract {
    /// One behaviour to check.
    public enum Case: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case localUserIsCreatedOnce
        case deckNamesAreUniquePerOwner
        case renamingToATakenNameFails
        case deletingADeckCascades
        case cardContentRoundTrips
        case invalidCardIsRejectedAndNotStored
        case recordingAReviewUpdatesStateLogAndSession
        case dueQueueOrdersLearningReviewThenNewWithinLimit
        case dueQueueFiltersByCategory
        case starterDeckInstallsOnlyOnce
        case snapshotRoundTripsIntoAnotherUser
        case inconsistentSnapshotChangesNothing
        case deckUpdateSavesSchedulesTogether
        case cardsMoveOnlyBetweenTheOwnersDecks
        case studyDaysComeFromSessionsWithAnswers
        case documentsRoundTripAndReplaceTheSameContent
        case draftsAreWrittenChunkByChunkReviewedAndSaved
        case favouriteWordsAreKeptPerUser
        case wordLookupsStopAtTheMonthlyLimit

        /// The case name.
        public var testDescription: String { rawValue }
    }

    /// Runs `test` against a store from `makeStore`.
    public static func run(_ test: Case, makeStore: () throws -> any StudyStore) throws {
        let store = try makeStore()
        let user = try store.localUser(creatingWith: Fixtures.newUser())
        let deck = try store.insertDeck(NewDeck(ownerID: user.id, name: "Spanish", createdAt: Fixtures.now))
        let today = Fixtures.today
        let now = Fixtures.now
        switch test {
        case .favouriteWordsAreKeptPerUser, .wordLookupsStopAtTheMonthlyLimit:
            try runWordCase(test, store: store, user: user)

        case .localUserIsCreatedOnce:
            let again = try store.localUser(creatingWith: Fixtures.newUser("other"))
            #expect(again == user)
            #expect(again.name == "local")

        case .deckNamesAreUniquePerOwner:
            #expect(throws: DeckError.nameTaken("spanish")) {
                try store.insertDeck(NewDeck(ownerID: user.id, name: "  spanish ", createdAt: now))
            }
            let other = try store.insertUser(Fixtures.newUser("other"))
            let theirs = try store.insertDeck(NewDeck(ownerID: other.id, name: "Spanish", createdAt: now))
            #expect(theirs.ownerID == other.id)
            #expect(try store.fetchDecks(owner: user.id).map(\.name) == ["Spanish"])

        case .renamingToATakenNameFails:
            var french = try store.insertDeck(NewDeck(ownerID: user.id, name: "French", createdAt: now))
            french.name = "SPANISH"
            #expect(throws: DeckError.nameTaken("SPANISH")) { try store.updateDeck(french) }
            #expect(try store.findDeck(french.id)?.name == "French")
            french.name = "Français"
            try store.updateDeck(french)
            #expect(try store.findDeck(owner: user.id, name: "français")?.id == french.id)

        case .deletingADeckCascades:
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

        case .cardContentRoundTrips:
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

        case .invalidCardIsRejectedAndNotStored:
            #expect(throws: CardError.emptyFront) {
                try store.insertCard(CardContent(front: "  ", back: "x"), into: deck.id, createdAt: now, today: today)
            }
            #expect(throws: CardError.distractorEqualsAnswer) {
                try store.insertCard(
                    Fixtures.content(distractors: ["Hello", "a", "b"]), into: deck.id, createdAt: now, today: today
                )
            }
            #expect(try store.fetchCards(deck: deck.id).isEmpty)

        case .recordingAReviewUpdatesStateLogAndSession:
            let card = try store.insertCard(Fixtures.content(), into: deck.id, createdAt: now, today: today)
            let session = try store.startSession(
                NewSession(userID: user.id, deckID: deck.id, mode: .choice, startedAt: now, studyDay: today)
            )
            var wrong = review(card, rating: .again, at: now)
            wrong.isCorrect = false
            wrong.givenAnswer = "goodbye"
            let log = try store.record(wrong, session: session.id)
            #expect(log.givenAnswer == "goodbye")
            #expect(log.sessionID == session.id)
            #expect(try store.findCard(card.id)?.schedule == wrong.newState)
            #expect(try store.fetchReviews(deck: deck.id) == [log])
            #expect(try store.findReview(log.id) == log)
            #expect(try store.findReview(ReviewID(rawValue: log.id.rawValue + 1000)) == nil)
            let right = review(card, rating: .good, at: now.addingTimeInterval(60))
            _ = try store.record(right, session: session.id)
            try store.finishSession(session.id, at: now.addingTimeInterval(120))
            let stored = try #require(try store.fetchSessions(owner: user.id).first)
            #expect(stored.answered == 2)
            #expect(stored.correct == 1)
            #expect(stored.endedAt == now.addingTimeInterval(120))
            #expect(try store.findSession(session.id) == stored)
            #expect(try store.findSession(SessionID(rawValue: session.id.rawValue + 1000)) == nil)
            #expect(try store.fetchGradedAnswers(owner: user.id, deck: nil).map(\.isCorrect) == [false, true])

        case .dueQueueOrdersLearningReviewThenNewWithinLimit:
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
            let unlimited = try store.fetchDueCards(
                DueQuery(owner: user.id, today: today, now: now, limitNewCards: false))
            #expect(unlimited.map(\.id) == [cards[0].id, cards[1].id, cards[3].id, cards[4].id, cards[5].id])
            let summary = try #require(try store.fetchDeckSummaries(owner: user.id, today: today, now: now).first)
            #expect((summary.cardCount, summary.newCount, summary.dueCount) == (6, 3, 2))
            #expect(
                try store.fetchDueDays(owner: user.id, deck: deck.id).sorted()
                    == [today.adding(days: -3), today, today.adding(days: 2)]
            )

        case .dueQueueFiltersByCategory:
            _ = try store.insertCard(
                Fixtures.content(front: "a", category: "Verbs"), into: deck.id, createdAt: now, today: today)
            let noun = try store.insertCard(
                Fixtures.content(front: "b", category: "Nouns"), into: deck.id, createdAt: now, today: today)
            let due = try store.fetchDueCards(DueQuery(owner: user.id, category: "nouns", today: today, now: now))
            #expect(due.map(\.id) == [noun.id])

        case .starterDeckInstallsOnlyOnce:
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

        case .snapshotRoundTripsIntoAnotherUser:
            let card = try store.insertCard(Fixtures.content(), into: deck.id, createdAt: now, today: today)
            let session = try store.startSession(
                NewSession(userID: user.id, deckID: deck.id, mode: .flip, startedAt: now, studyDay: today)
            )
            _ = try store.record(review(card, rating: .good, at: now), session: session.id)
            try store.setSetting("theme", to: "dark", for: user.id)
            let snapshot = try store.exportSnapshot(owner: user.id)
            let other = try store.insertUser(Fixtures.newUser("other"))
            try store.replaceAll(owner: other.id, with: snapshot)
            let copy = try store.exportSnapshot(owner: other.id)
            #expect(copy.decks.map(\.name) == ["Spanish"])
            #expect(copy.cards.map(\.content) == snapshot.cards.map(\.content))
            #expect(copy.cards.map(\.schedule) == snapshot.cards.map(\.schedule))
            #expect(copy.reviews.map(\.rating) == [.good])
            #expect(copy.reviews.first?.sessionID == copy.sessions.first?.id)
            #expect(copy.settings == ["theme": "dark"])
            #expect(try store.exportSnapshot(owner: user.id) == snapshot)

        case .inconsistentSnapshotChangesNothing:
            _ = try store.insertCard(Fixtures.content(), into: deck.id, createdAt: now, today: today)
            let before = try store.exportSnapshot(owner: user.id)
            var broken = before
            broken.cards.append(Fixtures.card(id: 999, deck: 12_345))
            #expect(throws: StoreError.self) { try store.replaceAll(owner: user.id, with: broken) }
            #expect(try store.exportSnapshot(owner: user.id) == before)

        case .deckUpdateSavesSchedulesTogether:
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

        case .cardsMoveOnlyBetweenTheOwnersDecks:
            let card = try store.insertCard(Fixtures.content(), into: deck.id, createdAt: now, today: today)
            let mine = try store.insertDeck(NewDeck(ownerID: user.id, name: "Mine", createdAt: now))
            try store.moveCard(card.id, to: mine.id)
            #expect(try store.findCard(card.id)?.deckID == mine.id)
            let other = try store.insertUser(Fixtures.newUser("other"))
            let theirs = try store.insertDeck(NewDeck(ownerID: other.id, name: "Theirs", createdAt: now))
            #expect(throws: CardError.notFound(card.id)) { try store.moveCard(card.id, to: theirs.id) }
            #expect(try store.findCard(card.id)?.deckID == mine.id)

        case .studyDaysComeFromSessionsWithAnswers:
            let card = try store.insertCard(Fixtures.content(), into: deck.id, createdAt: now, today: today)
            _ = try store.startSession(
                NewSession(
                    userID: user.id, deckID: deck.id, mode: .flip, startedAt: now, studyDay: today.adding(days: -1))
            )
            let session = try store.startSession(
                NewSession(userID: user.id, deckID: nil, mode: .flip, startedAt: now, studyDay: today)
            )
            _ = try store.record(review(card, rating: .good, at: now), session: session.id)
            #expect(try store.fetchStudyDays(owner: user.id) == [today])

        case .documentsRoundTripAndReplaceTheSameContent:
            let document = Fixtures.document()
            let stored = try store.saveDocument(document, owner: user.id, at: now)
            #expect(stored.paragraphCount == 2)
            #expect(try store.findDocument(owner: user.id, contentID: document.id) == document)
            var revised = document
            revised.paragraphs.removeLast()
            revised.title = "Revised"
            _ = try store.saveDocument(revised, owner: user.id, at: now.addingTimeInterval(60))
            #expect(try store.findDocument(owner: user.id, contentID: document.id) == revised)
            #expect(try store.fetchDocuments(owner: user.id).map(\.title) == ["Revised"])
            let other = try store.insertUser(Fixtures.newUser("other"))
            #expect(try store.findDocument(owner: other.id, contentID: document.id) == nil)

        case .draftsAreWrittenChunkByChunkReviewedAndSaved:
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
            let saved = try store.saveDraft(draft.id, into: deck.id, at: now, today: today)
            #expect(saved.map(\.content.back) == ["mitochondrion"])
            #expect(saved.first?.content.category == "Cells")
            #expect(saved.first?.content.source?.page == 2)
            #expect(saved.first?.schedule == .new(dueOn: today))
            #expect(try store.findDraft(draft.id)?.status == .saved)
            #expect(try store.fetchDrafts(owner: user.id).map(\.id) == [draft.id])
        }
    }

    /// A review of `card` with an arbitrary new state due tomorrow.
    static func review(_ card: Card, rating: Rating, at date: Date) -> ReviewRecord {
        var state = card.schedule
        state.phase = .review
        state.dueDay = Fixtures.today.adding(days: 1)
        state.repetitions += 1
        state.lastReviewAt = date
        state.lastReviewDay = Fixtures.today
        return ReviewRecord(
            cardID: card.id, reviewedAt: date, studyDay: Fixtures.today, mode: .flip, rating: rating, givenAnswer: nil,
            isCorrect: rating.isPass, elapsedMilliseconds: 1_500, newState: state
        )
    }
}
