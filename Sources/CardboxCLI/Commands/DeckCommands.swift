import CardboxCore
import CardboxWire

/// `cardbox deck new|list|show|rename|set|delete`.
enum DeckCommands {
    /// `--scheduler`.
    static let scheduler = OptionSpec.option("scheduler", value: "name", help: "leitner, sm2 or fsrs.")
    /// `--new-per-day`.
    static let newPerDay = OptionSpec.option("new-per-day", value: "n", help: "New cards introduced per day.")
    /// `--retention`.
    static let retention = OptionSpec.option("retention", value: "r", help: "FSRS desired retention, 0.70–0.99.")
    /// `--yes` of `deck delete`.
    static let yes = OptionSpec.flag("yes", short: "y", help: "Delete without asking.")

    /// The scheduling options with the defaults a new deck gets.
    static let newDeckOptions: [OptionSpec] = {
        let defaults = DeckOptions()
        return [
            scheduler.defaulting(to: defaults.scheduler.rawValue),
            newPerDay.defaulting(to: "\(defaults.newCardsPerDay)"),
            retention.defaulting(to: "\(defaults.desiredRetention)"),
        ]
    }()

    /// `cardbox deck`.
    static let command = Command(
        name: "deck", abstract: "Create, list, show, rename, configure and delete decks.",
        subcommands: [
            Command(
                CommandSpec(
                    name: "new", abstract: "Create a deck.",
                    arguments: [ArgumentSpec("name", help: "The deck's name.")],
                    options: newDeckOptions + StyleOptions.all + [.json]
                ),
                run: new),
            Command(
                CommandSpec(name: "list", abstract: "List decks with their card counts.", options: [.json]), run: list),
            Command(
                CommandSpec(
                    name: "show", abstract: "Show a deck's options and counts.",
                    arguments: [ArgumentSpec("name", help: "The deck's name.")], options: [.json]
                ),
                run: show),
            Command(
                CommandSpec(
                    name: "rename", abstract: "Rename a deck.",
                    arguments: [
                        ArgumentSpec("name", help: "The deck's name."), ArgumentSpec("new-name", help: "The new name."),
                    ],
                    options: [.json]
                ),
                run: rename),
            Command(
                CommandSpec(
                    name: "set", abstract: "Change a deck's scheduler, limits or colours.",
                    discussion: """
                        Switching scheduler rebuilds every card's schedule by replaying its review history. Options
                        left out keep their current values.
                        """,
                    arguments: [ArgumentSpec("name", help: "The deck's name.")],
                    options: [scheduler, newPerDay, retention] + StyleOptions.all + [.json]
                ),
                run: set),
            Command(
                CommandSpec(
                    name: "delete", abstract: "Delete a deck with all its cards and their history.",
                    discussion: """
                        The deck goes to the trash for 30 days. On a terminal it asks first; elsewhere, and with
                        --json, --yes is needed.
                        """,
                    arguments: [ArgumentSpec("name", help: "The deck's name.")], options: [yes, .json]
                ),
                run: delete),
        ]
    )

    static func new(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        var options = DeckOptions()
        try applyOptions(arguments, to: &options)
        let deck = try context.store.insertDeck(
            NewDeck(
                ownerID: context.user.id, name: arguments.positional(0) ?? "", options: options,
                style: try StyleOptions.apply(arguments, to: .plain), createdAt: context.now()
            )
        )
        if arguments.flag(.json) { return try context.printJSON(try context.wireDeck(deck)) }
        context.console.line("Created deck '\(deck.name)' (\(deck.options.scheduler.displayName)).")
    }

    static func list(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let summaries = try context.store.fetchDeckSummaries(
            owner: context.user.id, today: context.today, now: context.now())
        if arguments.flag(.json) { return try context.printJSON(Wire.Items(summaries.map(Wire.Deck.init))) }
        if summaries.isEmpty {
            context.console.line("No decks yet. Create one with: cardbox deck new NAME")
            return
        }
        let table = TextTable(
            headers: ["Deck", "Scheduler", "Cards", "New", "Due"],
            rows: summaries.map {
                [
                    $0.deck.name, $0.deck.options.scheduler.displayName, "\($0.cardCount)", "\($0.newCount)",
                    "\($0.dueCount)",
                ]
            },
            rightAligned: [2, 3, 4]
        )
        context.console.out(table.rendered)
    }

    static func show(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let deck = try context.deck(named: arguments.positional(0) ?? "")
        if arguments.flag(.json) { return try context.printJSON(try context.wireDeck(deck)) }
        let summary = try context.store.fetchDeckSummaries(
            owner: context.user.id, today: context.today, now: context.now()
        )
        .first { $0.deck.id == deck.id }
        let options = deck.options
        var lines = [
            context.console.styled(deck.name, .bold),
            "  Scheduler:      \(options.scheduler.displayName)",
            "  Cards:          \(summary?.cardCount ?? 0) (\(summary?.newCount ?? 0) new, \(summary?.dueCount ?? 0) due)",
            "  New per day:    \(options.newCardsPerDay)",
        ]
        if options.scheduler == .fsrs {
            lines.append("  Retention:      \(options.desiredRetention)")
            lines.append("  Learning steps: \(options.learningSteps.map(durationText).joined(separator: " "))")
        }
        lines.append("  Created:        \(context.dates.format(context.calendar.studyDay(at: deck.createdAt)))")
        for line in lines { context.console.line(line) }
    }

    static func rename(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        var deck = try context.deck(named: arguments.positional(0) ?? "")
        let old = deck.name
        deck.name = arguments.positional(1) ?? ""
        try context.store.updateDeck(deck)
        if arguments.flag(.json) { return try context.printJSON(try context.wireDeck(deck)) }
        context.console.line("Renamed '\(old)' to '\(deck.name.collapsingWhitespace)'.")
    }

    static func set(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        var deck = try context.deck(named: arguments.positional(0) ?? "")
        let previous = deck.options
        try applyOptions(arguments, to: &deck.options)
        deck.style = try StyleOptions.apply(arguments, to: deck.style)
        var rebuilt: [CardID: SchedulingState] = [:]
        let schedulingChanged =
            deck.options.scheduler != previous.scheduler || deck.options.desiredRetention != previous.desiredRetention
        if schedulingChanged {
            rebuilt = try ScheduleRebuild.states(for: deck, options: deck.options, context: context)
        }
        try context.store.updateDeck(deck, schedules: rebuilt)
        if arguments.flag(.json) { return try context.printJSON(try context.wireDeck(deck)) }
        if deck.options.scheduler != previous.scheduler {
            context.console.line(
                "Switched '\(deck.name)' to \(deck.options.scheduler.displayName) and rebuilt the schedules of "
                    + "\(Plural.count(rebuilt.count, "card")) from their review history."
            )
        } else {
            context.console.line("Saved '\(deck.name)'.")
        }
    }

    static func delete(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let deck = try context.deck(named: arguments.positional(0) ?? "")
        let count = try context.store.fetchCards(deck: deck.id).count
        if !arguments.flag(yes) {
            let input = KeyInput()
            guard input.isTerminal, !arguments.flag(.json) else {
                throw UsageError(
                    "Deleting '\(deck.name)' removes its \(Plural.count(count, "card")) and their history. Add --yes "
                        + "to confirm.",
                    commandPath: arguments.commandPath
                )
            }
            context.console.out(
                "Delete '\(deck.name)' with its \(Plural.count(count, "card")) and their history? It stays in the "
                    + "trash for \(TrashedDeck.keepDays) days. [y/N] ")
            guard ["y", "yes"].contains(input.readLine()?.trimmed.lowercased() ?? "") else {
                context.console.line("Nothing was deleted.")
                return
            }
        }
        let trashed = try context.store.trashDeck(deck.id, at: context.now())
        if arguments.flag(.json) { return try context.printJSON(Wire.TrashedDeck(trashed)) }
        context.console.line(
            "Deleted deck '\(deck.name)' and its \(Plural.count(count, "card")). It stays in the trash for "
                + "\(TrashedDeck.keepDays) days; restore it in the web app's Trash.")
    }

    private static func applyOptions(_ arguments: ParsedArguments, to options: inout DeckOptions) throws {
        if let name = arguments[scheduler] {
            guard let kind = SchedulerKind(rawValue: name.lowercased()) else {
                throw UsageError(
                    "The value '\(name)' is invalid for '--scheduler': expected leitner, sm2 or fsrs.",
                    commandPath: arguments.commandPath
                )
            }
            options.scheduler = kind
        }
        if let perDay = try arguments.integer(newPerDay, in: 0...9_999) { options.newCardsPerDay = perDay }
        if let text = arguments[retention] {
            guard let retention = Double(text), (0.7...0.99).contains(retention) else {
                throw UsageError(
                    "The value '\(text)' is invalid for '--retention': expected a number from 0.70 to 0.99.",
                    commandPath: arguments.commandPath
                )
            }
            options.desiredRetention = retention
        }
    }

    private static func durationText(_ seconds: Int) -> String {
        seconds % 3_600 == 0 ? "\(seconds / 3_600)h" : seconds % 60 == 0 ? "\(seconds / 60)m" : "\(seconds)s"
    }
}
