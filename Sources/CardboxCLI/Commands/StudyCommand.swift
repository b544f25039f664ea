import CardboxCore
import CardboxGeneration
import CardboxWords
import Foundation

/// `cardbox study [DECK] [--mode flip|choice|type|play] [--category C]`: the terminal study session.
enum StudyCommand {
    /// `--mode`.
    static let mode = OptionSpec.option(
        "mode", short: "m", value: "mode", help: "flip, choice, type or play.", default: StudyMode.flip.rawValue)
    /// `--category`.
    static let category = OptionSpec.option(
        "category", short: "c", value: "name", help: "Only cards of this category.")
    /// `--limit`.
    static let limit = OptionSpec.option(
        "limit", short: "n", value: "n", help: "Study at most this many cards.", default: "50")
    /// `--pace`, also read by `words play`.
    static let pace = OptionSpec.option(
        "pace", value: "seconds", help: "Play mode: seconds per side.", default: "3")
    /// `--shuffle`.
    static let shuffle = OptionSpec.flag("shuffle", help: "Ask the cards in a shuffled order (seeded by --seed).")
    /// `--seed`, also read by `words play`.
    static let seed = OptionSpec.option(
        "seed", value: "n", help: "Seed for shuffling choices, to repeat a session exactly.")

    /// `cardbox study`.
    static let command = Command(
        CommandSpec(
            name: "study", abstract: "Study the cards that are due, in the terminal.",
            discussion: """
                Keys: space reveals, 1–4 rate (Again, Hard, Good, Easy), a–d choose, q quits.
                z undoes the last answer, - buries a card until tomorrow, ! (or @) suspends it, e edits it in
                $VISUAL or $EDITOR, f flags it (the tag 'flagged'). When typing answers, these are :z, :-, :!, :e
                and :f on a line of their own; the answer line edits like a shell's. Ctrl-Z suspends Cardbox and
                Ctrl-C stops it (exit 130). Every answer is saved at once; quitting or a crash loses nothing
                already answered.
                """,
            arguments: [ArgumentSpec("deck", help: "The deck to study (default: all decks).", isOptional: true)],
            options: [DeckArgument.option, mode, category, limit, pace, shuffle, seed]
        ),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let modeName = arguments[Self.mode]
        guard let mode = try? StudyMode(parsing: modeName) else {
            throw UsageError(
                "The value '\(modeName ?? "")' is invalid for '--mode': expected flip, choice, type or play.",
                commandPath: arguments.commandPath
            )
        }
        let limit = try arguments.integer(Self.limit, in: 1...10_000) ?? 50
        let pace = try arguments.integer(Self.pace, in: 1...600) ?? 3
        let seed = try seed(arguments, context)
        let deck = try DeckArgument.name(arguments).map { try context.deck(named: $0) }
        let decks = try deck.map { [$0] } ?? context.store.fetchDecks(owner: context.user.id)
        let category = try arguments[category].map { try context.category($0, in: deck.map { [$0] }) }
        let optionsByDeck = Dictionary(uniqueKeysWithValues: decks.map { ($0.id, $0.options) })
        let startedAt = context.now()
        let today = context.calendar.studyDay(at: startedAt)
        var cards = try context.store.fetchDueCards(
            DueQuery(
                owner: context.user.id, deck: deck?.id, category: category, today: today,
                now: startedAt, limit: limit, limitNewCards: mode != .play
            )
        )
        if mode == .play && cards.isEmpty, let deck {
            cards = Array(try context.store.fetchCards(deck: deck.id).prefix(limit))
        }
        if arguments.flag(shuffle) { cards = WordPlaylist.shuffled(cards, seed: seed) }
        var items = cards.compactMap { card in
            optionsByDeck[card.deckID].map { StudyCard(card: card, deckOptions: $0) }
        }
        if mode == .choice { items = try withDeckDistractors(items, context) }
        guard !items.isEmpty else {
            let scope = deck.map { "in '\($0.name)'" } ?? "in any deck"
            let ofCategory = category.map { " of category '\($0)'" } ?? ""
            context.console.line("Nothing is due \(scope)\(ofCategory). Well done! Come back tomorrow, or add cards.")
            return
        }
        let screen = StudyScreen(
            console: context.console, input: KeyInput(), pace: Double(pace), title: deck?.name ?? "All decks")
        defer {
            screen.finish()
            screen.input.restore()
        }
        screen.begin()
        var session = QuizSession(cards: items, mode: mode, seed: seed)
        let record = try context.store.startSession(
            NewSession(userID: context.user.id, deckID: deck?.id, mode: mode, startedAt: startedAt, studyDay: today)
        )
        var action = session.start(in: ReviewContext(now: startedAt, today: today))
        var interrupted = false
        while true {
            guard case .show(let prompt) = action else { break }
            let shownAt = context.now()
            let choice = screen.ask(prompt)
            let now = context.now()
            let reviewContext = ReviewContext(now: now, today: context.calendar.studyDay(at: now))
            let steps: [QuizAction]
            switch choice {
            case .quit, .interrupt:
                interrupted = choice == .interrupt
                action = session.stop()
                steps = []
            case .answer(let answer):
                let elapsed = Int(now.timeIntervalSince(shownAt) * 1000)
                steps = try session.answer(answer, in: reviewContext, elapsedMilliseconds: elapsed)
            case .undo:
                do {
                    steps = try session.undo()
                } catch {
                    screen.notice(error.description)
                    steps = [action]
                }
            case .bury: steps = try session.bury(in: reviewContext)
            case .suspend: steps = try session.suspend(in: reviewContext)
            case .edit:
                let edited = try edit(prompt.card, screen: screen, context)
                steps = [try edited.map { try session.replaceCurrentContent(with: $0, in: reviewContext) } ?? action]
            case .flag:
                let flagged = prompt.card.content.togglingFlag()
                try context.store.updateCard(prompt.card.id, content: flagged)
                screen.notice(flagged.isFlagged ? "Flagged." : "Flag taken off.")
                steps = [try session.replaceCurrentContent(with: flagged, in: reviewContext)]
            }
            if choice == .quit || choice == .interrupt { break }
            var next: QuizAction?
            var pending = steps
            while !pending.isEmpty {
                let step = pending.removeFirst()
                switch step {
                case .persist(let review): _ = try context.store.record(review, session: record.id)
                case .revert(let revert):
                    if case .persist(let replacement) = pending.first {
                        // "I was right": the wrong answer and its replacement change in one transaction.
                        pending.removeFirst()
                        _ = try context.store.replaceReview(revert, with: replacement)
                    } else {
                        try context.store.revert(revert)
                        screen.notice("Undone: the card is asked again.")
                    }
                case .setAside(let request):
                    try context.store.setAside(request)
                    let what = request.setAside == .suspended ? "Suspended" : "Buried until tomorrow"
                    screen.notice("\(what).")
                case .feedback(let feedback):
                    switch screen.showFeedback(
                        feedback, prompt: prompt, dates: context.dates, today: reviewContext.today)
                    {
                    case .next: break
                    case .quit: next = session.stop()
                    case .interrupt:
                        interrupted = true
                        next = session.stop()
                    case .overrule:
                        // The wrong answer is replaced by the same answer counted as Good; its steps run next.
                        next = nil
                        pending = try session.overrule()
                    }
                case .show, .finished: if next == nil { next = step }
                }
            }
            guard let next else { break }
            action = next
        }
        try context.store.finishSession(record.id, at: context.now())
        screen.finish()
        if case .finished(let summary) = action { screen.showSummary(summary) }
        if interrupted { throw InterruptedByUser() }
    }

    /// Opens `card` in the user's editor and saves what comes back; the saved content, or `nil` when nothing changed
    /// or the edit was refused (the reason is shown and the card stays as it was).
    static func edit(_ card: Card, screen: StudyScreen, _ context: CLIContext) throws -> CardContent? {
        screen.input.restore()
        let edited = try screen.handingOver {
            try ExternalEditor(environment: context.environment).edit(CardEditText.render(card.content))
        }
        guard let edited else {
            screen.notice("The editor failed; the card is unchanged.")
            return nil
        }
        let content = CardEditText.parse(edited, into: card.content)
        guard content != card.content else {
            screen.notice("No change.")
            return nil
        }
        do {
            try context.store.updateCard(card.id, content: content)
        } catch let error as CardError {
            screen.notice("Not saved: \(error)")
            return nil
        }
        screen.notice("Saved card \(card.id).")
        return content
    }

    /// The `--seed` value, else the configured seed, else a fresh one.
    static func seed(_ arguments: ParsedArguments, _ context: CLIContext) throws -> UInt64 {
        guard let text = arguments[Self.seed] else { return context.seed ?? UInt64.random(in: 0...UInt64.max) }
        guard let value = UInt64(text) else {
            throw UsageError(
                "The value '\(text)' is invalid for '--seed': expected a whole number.",
                commandPath: arguments.commandPath)
        }
        return value
    }

    /// `items` with three wrong answers from their decks for the cards that have none of their own, so multiple
    /// choice asks them too.
    static func withDeckDistractors(_ items: [StudyCard], _ context: CLIContext) throws -> [StudyCard] {
        var pickers: [DeckID: DeckDistractors] = [:]
        return try items.map { item in
            guard !item.card.content.supportsMultipleChoice else { return item }
            let deck = item.card.deckID
            if pickers[deck] == nil { pickers[deck] = DeckDistractors(deck: try context.store.fetchCards(deck: deck)) }
            return pickers[deck]?.studyCard(item) ?? item
        }
    }
}
