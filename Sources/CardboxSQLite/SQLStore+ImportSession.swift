import CardboxCore
import Foundation

extension SQLStore {
    /// One import's progress through its parts, inside its transaction: the decks met so far with the fronts they
    /// hold, the notes and media seen, and what changed.
    struct ImportSession {
        /// One deck the import adds to.
        private struct DeckState {
            var deck: Deck
            /// Its cards by front: those it held and those the import added, to find a card given twice.
            var byFront: [String: Card]
        }

        private let owner: UserID
        private let date: Date
        private let today: StudyDay
        /// Whether the owner had cards from notes before this import: only then are notes looked up one by one.
        private let hadNotes: Bool
        private var decks: [String: DeckState] = [:]
        private var seenNotes: Set<NoteKey> = []
        private var heldMedia: Set<BlobKey> = []
        /// What the import changed so far.
        private(set) var result = CardImportResult(added: 0, updated: 0, unchanged: 0, reviews: 0, createdDecks: [])

        init(owner: UserID, date: Date, today: StudyDay, _ connection: Database.Connection) throws {
            self.owner = owner
            self.date = date
            self.today = today
            hadNotes = try connection.exists(CardNoteQueries.anyOfOwner, [owner.rawValue])
        }

        /// Adds one part: holds its media, then adds each deck's cards.
        mutating func add(_ part: CardImport, _ connection: Database.Connection) throws {
            heldMedia.formUnion(part.media.map(\.key))
            for deck in part.decks {
                for card in deck.cards {
                    if let missing = card.content.mediaReferences.first(where: { !heldMedia.contains($0.key) }) {
                        throw StoreError.notFound("The media file \(missing.label)")
                    }
                }
            }
            try SQLStore.holdMedia(part.media, owner: owner, connection)
            for imported in part.decks {
                let key = RowCoding.nameKey(imported.name)
                if decks[key] == nil {
                    let deck: Deck
                    if let existing = try connection.queryOne(
                        DeckQueries.findByName, [owner.rawValue, key], decoding: { try RowCoding.deck($0) })
                    {
                        deck = existing
                    } else {
                        deck = try SQLStore.insertDeck(
                            NewDeck(ownerID: owner, name: imported.name, options: imported.options, createdAt: date),
                            connection)
                        result.createdDecks.append(deck.name)
                    }
                    let cards = try connection.query(
                        CardQueries.fetchByDeck, [deck.id.rawValue], decoding: RowCoding.card)
                    decks[key] = DeckState(
                        deck: deck,
                        byFront: Dictionary(
                            cards.map { ($0.content.front, $0) }, uniquingKeysWith: { first, _ in first }))
                }
                try add(imported.cards, toDeckKeyed: key, connection)
            }
        }

        /// Adds `cards` to the deck of name key `key`, updating the cards that came from the same notes before, or,
        /// for cards without a note, those of the same front the deck already holds.
        private mutating func add(
            _ cards: [ImportedCard], toDeckKeyed key: String, _ connection: Database.Connection
        ) throws {
            // Taken out while it changes, so that its table of fronts is not copied.
            guard var state = decks.removeValue(forKey: key) else { return }
            defer { decks[key] = state }
            let deck = state.deck
            var added: [(card: Card, imported: ImportedCard, note: NoteKey?)] = []
            var changed: [(CardID, CardContent)] = []
            var notes: [(card: CardID, note: NoteKey)] = []
            for imported in cards {
                let content = try imported.content.validated()
                let note = imported.note.flatMap {
                    $0.guid.isEmpty || $0.guid.count > NoteKey.maximumGUIDLength ? nil : $0
                }
                if let note, !seenNotes.insert(note).inserted {
                    result.unchanged += 1
                    continue
                }
                var old: Card?
                if let note, hadNotes,
                    let id = try connection.queryOne(
                        CardNoteQueries.find, [owner.rawValue, note.guid, note.ordinal], decoding: { $0.int64(0) })
                {
                    old = try connection.queryOne(CardQueries.findByID, [id], decoding: RowCoding.card)
                } else if let sameFront = state.byFront[content.front] {
                    old = sameFront
                    let hasNote = try connection.exists(CardNoteQueries.hasNote, [sameFront.id.rawValue])
                    if let note, !hasNote, sameFront.id.rawValue > 0 { notes.append((sameFront.id, note)) }
                }
                if let old {
                    if old.content == content || old.id.rawValue < 0 {
                        // The same card again, or a second card of one front in the file: the first one counts.
                        result.unchanged += 1
                    } else {
                        changed.append((old.id, content))
                        if old.deckID == deck.id {
                            var updated = old
                            updated.content = content
                            state.byFront[content.front] = updated
                        }
                    }
                    continue
                }
                // Negative until the batch insert gives the card its id; unique across the import's parts.
                let placeholder = CardID(rawValue: -Int64(result.added + added.count + 1))
                let card = Card(
                    id: placeholder, deckID: deck.id, content: content, createdAt: imported.createdAt,
                    schedule: imported.schedule ?? .new(dueOn: today))
                state.byFront[content.front] = card
                added.append((card, imported, note))
            }
            try SQLStore.releasingMedia(of: changed.map(\.0), connection) {
                for (id, content) in changed {
                    try connection.run(
                        CardQueries.updateContent, RowCoding.contentArguments(content) + [id.rawValue])
                }
            }
            result.updated += changed.count
            var reviews: [ReviewLog] = []
            for (card, imported, _) in added {
                for review in imported.reviews {
                    reviews.append(
                        ReviewLog(
                            id: ReviewID(rawValue: 0), cardID: card.id, sessionID: nil,
                            reviewedAt: review.reviewedAt, studyDay: review.studyDay, mode: .flip,
                            rating: review.rating, givenAnswer: nil, isCorrect: review.rating != .again,
                            elapsedMilliseconds: review.elapsedMilliseconds))
                }
            }
            let ids = try SQLStore.insertCards(
                added.map(\.card), decks: [deck.id: deck.id], firstReviewDays: SQLStore.firstReviewDays(of: reviews),
                contentIsValidated: true, connection)
            for (card, imported, _) in added {
                guard let setAside = imported.setAside, let id = ids[card.id] else { continue }
                switch setAside {
                case .suspended: try connection.run(StudyActionQueries.setAside, [id.rawValue, 1, nil as Int?])
                case .buried(let day): try connection.run(StudyActionQueries.setAside, [id.rawValue, 0, day.index])
                }
            }
            try SQLStore.insertReviews(reviews, cards: ids, sessions: [:], connection)
            for (card, _, note) in added {
                guard let note, let id = ids[card.id] else { continue }
                notes.append((id, note))
            }
            try SQLStore.insertNotes(notes, owner: owner, connection)
            result.added += added.count
            result.reviews += reviews.count
        }
    }
}
