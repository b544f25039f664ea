import CardboxCore
import Foundation

/// `cardbox reschedule DECK [--undo]`: recompute every card's due date from its history with the deck's current
/// weights, or put back the due dates from before the last reschedule.
///
/// Before rescheduling, each card's schedule is saved to a file in the data directory. `--undo` restores the saved
/// schedules of the cards not reviewed since; cards reviewed in between keep the schedule their review gave them, and
/// no review is ever removed.
enum RescheduleCommand {
    /// `--undo`.
    static let undo = OptionSpec.flag("undo", help: "Restore the due dates from before the last reschedule.")

    /// `cardbox reschedule`.
    static let command = Command(
        CommandSpec(
            name: "reschedule", abstract: "Recompute a deck's due dates from its review history (after optimize).",
            arguments: [ArgumentSpec("deck", help: "The deck.")],
            options: [undo]
        ),
        run: run)

    /// The schedules saved before a reschedule.
    struct Snapshot: Codable {
        /// When the reschedule happened.
        var at: Date
        /// Each card's schedule before it.
        var schedules: [Int64: SchedulingState]
    }

    static func run(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let deck = try context.deck(named: arguments.positional(0) ?? "")
        guard let directory = context.dataDirectory else {
            throw CLIError.unavailable("Rescheduling needs a data directory to keep the previous due dates in.")
        }
        let file = URL(fileURLWithPath: directory).appendingPathComponent("reschedule-undo-\(deck.id.rawValue).json")
        let cards = try context.store.fetchCards(deck: deck.id)
        if arguments.flag(undo) {
            guard let data = FileManager.default.contents(atPath: file.path) else {
                throw CLIError.notFound("There is no reschedule of '\(deck.name)' to undo.")
            }
            let snapshot: Snapshot
            do {
                snapshot = try JSONDecoder().decode(Snapshot.self, from: data)
            } catch {
                throw CLIError.badInput("The saved due dates of '\(deck.name)' cannot be read: \(error)")
            }
            var reviewedSince: Set<CardID> = []
            for review in try context.store.fetchReviews(deck: deck.id) where review.reviewedAt >= snapshot.at {
                reviewedSince.insert(review.cardID)
            }
            var restored: [CardID: SchedulingState] = [:]
            for card in cards where !reviewedSince.contains(card.id) {
                if let saved = snapshot.schedules[card.id.rawValue] { restored[card.id] = saved }
            }
            try context.store.updateDeck(deck, schedules: restored)
            try FileManager.default.removeItem(at: file)
            context.console.line(
                "Restored the due dates of \(Plural.count(restored.count, "card")) in '\(deck.name)'"
                    + (reviewedSince.isEmpty
                        ? "." : "; \(Plural.count(reviewedSince.count, "card")) reviewed since kept."))
            return
        }
        var saved: [Int64: SchedulingState] = [:]
        for card in cards { saved[card.id.rawValue] = card.schedule }
        let snapshot = Snapshot(at: context.now(), schedules: saved)
        do {
            try JSONEncoder().encode(snapshot).write(to: file, options: .atomic)
        } catch {
            throw CLIError.cannotCreate("Cannot save the current due dates to '\(file.path)': \(error)")
        }
        let rebuilt = try ScheduleRebuild.states(for: deck, options: deck.options, context: context)
        let changed = cards.count { card in rebuilt[card.id].map { $0 != card.schedule } ?? false }
        try context.store.updateDeck(deck, schedules: rebuilt)
        context.console.line(
            "Rescheduled '\(deck.name)': \(Plural.count(changed, "card")) got a new due date. "
                + "'cardbox reschedule --undo \(deck.name)' puts them back.")
    }
}
