import CardboxCore
import CardboxTuning
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
            arguments: [ArgumentSpec("deck", help: "The deck (or --deck).", isOptional: true)],
            options: [DeckArgument.option, undo, .json]
        ),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        guard let name = try DeckArgument.name(arguments) else {
            throw UsageError("Missing expected argument '<deck>'.", commandPath: arguments.commandPath)
        }
        let deck = try context.deck(named: name)
        guard let directory = context.dataDirectory else {
            throw CLIError.unavailable("Rescheduling needs a data directory to keep the previous due dates in.")
        }
        let rescheduling = DeckRescheduling(store: context.store, directory: directory, now: context.now)
        do {
            if arguments.flag(undo) {
                let undone = try rescheduling.undo(deck)
                if arguments.flag(.json) {
                    return try context.printJSON(
                        Rescheduled(deckId: deck.id.rawValue, changed: undone.restored, undone: true))
                }
                context.console.line(
                    "Restored the due dates of \(Plural.count(undone.restored, "card")) in '\(deck.name)'"
                        + (undone.reviewedSince == 0
                            ? "." : "; \(Plural.count(undone.reviewedSince, "card")) reviewed since kept."))
                return
            }
            let done = try rescheduling.reschedule(deck, calendar: context.calendar)
            if arguments.flag(.json) {
                return try context.printJSON(
                    Rescheduled(deckId: deck.id.rawValue, changed: done.changed, undone: false))
            }
            context.console.line(
                "Rescheduled '\(deck.name)': \(Plural.count(done.changed, "card")) got a new due date. "
                    + "'cardbox reschedule --undo \(deck.name)' puts them back.")
        } catch let error as TuningError {
            switch error {
            case .nothingToUndo: throw CLIError.notFound(error.description)
            case .unreadableSnapshot: throw CLIError.badInput(error.description)
            case .cannotSaveSnapshot: throw CLIError.cannotCreate(error.description)
            case .tooFewReviews: throw CLIError.badInput(error.description)
            }
        }
    }

    /// What `reschedule --json` prints: how many cards got a new due date, or had their old one restored.
    struct Rescheduled: Encodable {
        let deckId: Int64
        let changed: Int
        let undone: Bool
    }
}
