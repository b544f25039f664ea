public import CardboxCore
public import Foundation

/// Recomputes every card's due date in a deck from its review history with the deck's current weights, and puts
/// back the due dates from before the last reschedule.
///
/// Before rescheduling, each card's schedule is saved to a file in `directory` (one per deck, replaced by the next
/// reschedule). Undo restores the saved schedules of the cards not reviewed since; cards reviewed in between keep the
/// schedule their review gave them, and no review is ever removed. The command line and the web both reschedule
/// through this type, in the data directory.
public struct DeckRescheduling: Sendable {
    /// The schedules saved before a reschedule.
    struct Snapshot: Codable {
        /// When the reschedule happened.
        var at: Date
        /// Each card's schedule before it.
        var schedules: [Int64: SchedulingState]
    }

    /// What a reschedule changed.
    public struct Rescheduled: Sendable, Equatable {
        /// Cards whose due date changed.
        public var changed: Int
        /// Cards in the deck.
        public var cards: Int
    }

    /// What an undo restored.
    public struct Restored: Sendable, Equatable {
        /// Cards whose saved schedule was put back.
        public var restored: Int
        /// Cards reviewed since the reschedule, which kept their schedule.
        public var reviewedSince: Int
    }

    /// The store.
    public var store: any DeckStore & ReviewStore
    /// The folder the saved schedules are kept in.
    public var directory: String
    /// The current time.
    public var now: @Sendable () -> Date

    /// Creates the use case.
    public init(store: any DeckStore & ReviewStore, directory: String, now: @escaping @Sendable () -> Date) {
        self.store = store
        self.directory = directory
        self.now = now
    }

    /// The file `deck`'s saved schedules are kept in.
    func file(for deck: Deck) -> URL {
        URL(fileURLWithPath: directory).appendingPathComponent("reschedule-undo-\(deck.id.rawValue).json")
    }

    /// Whether there is a reschedule of `deck` to undo.
    public func canUndo(_ deck: Deck) -> Bool {
        FileManager.default.fileExists(atPath: file(for: deck).path)
    }

    /// Saves the deck's schedules, then replays each card's reviews with the deck's options.
    ///
    /// - Throws: ``TuningError/cannotSaveSnapshot(path:reason:)`` (nothing changed then), or the store's error.
    public func reschedule(_ deck: Deck, calendar: StudyCalendar) throws -> Rescheduled {
        let cards = try store.fetchCards(deck: deck.id)
        var saved: [Int64: SchedulingState] = [:]
        for card in cards { saved[card.id.rawValue] = card.schedule }
        let target = file(for: deck)
        do {
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try JSONEncoder().encode(Snapshot(at: now(), schedules: saved)).write(to: target, options: .atomic)
        } catch {
            throw TuningError.cannotSaveSnapshot(path: target.path, reason: "\(error)")
        }
        let rebuilt = ScheduleRebuild.states(
            cards: cards, reviews: try store.fetchReviews(deck: deck.id), options: deck.options, calendar: calendar)
        let changed = cards.count { card in rebuilt[card.id].map { $0 != card.schedule } ?? false }
        try store.updateDeck(deck, schedules: rebuilt)
        return Rescheduled(changed: changed, cards: cards.count)
    }

    /// Restores the schedules saved by the last reschedule of `deck` for the cards not reviewed since.
    ///
    /// - Throws: ``TuningError/nothingToUndo(deck:)``, ``TuningError/unreadableSnapshot(deck:reason:)``, or the
    ///   store's error.
    public func undo(_ deck: Deck) throws -> Restored {
        let source = file(for: deck)
        guard let data = FileManager.default.contents(atPath: source.path) else {
            throw TuningError.nothingToUndo(deck: deck.name)
        }
        let snapshot: Snapshot
        do {
            snapshot = try JSONDecoder().decode(Snapshot.self, from: data)
        } catch {
            throw TuningError.unreadableSnapshot(deck: deck.name, reason: "\(error)")
        }
        var reviewedSince: Set<CardID> = []
        for review in try store.fetchReviews(deck: deck.id) where review.reviewedAt >= snapshot.at {
            reviewedSince.insert(review.cardID)
        }
        var restored: [CardID: SchedulingState] = [:]
        for card in try store.fetchCards(deck: deck.id) where !reviewedSince.contains(card.id) {
            if let saved = snapshot.schedules[card.id.rawValue] { restored[card.id] = saved }
        }
        try store.updateDeck(deck, schedules: restored)
        try? FileManager.default.removeItem(at: source)
        return Restored(restored: restored.count, reviewedSince: reviewedSince.count)
    }
}
