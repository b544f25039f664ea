import CardboxCore
import CardboxWire
import Foundation

/// `cardbox drafts`, `cardbox drafts review [ID]`, `cardbox drafts save ID --deck NAME`.
enum DraftCommands {
    /// `--deck` of `drafts save`.
    static let deck = OptionSpec.option(
        "deck", short: "d", value: "name", help: "The deck.", default: "the draft's deck")
    /// `--with-undecided` of `drafts save`.
    static let withUndecided = OptionSpec.flag(
        "with-undecided", help: "Save the cards nobody kept or dropped too (they are left out otherwise).")

    /// `cardbox drafts`.
    static let command = Command(
        name: "drafts", abstract: "List, review and save the drafts of generated cards.",
        subcommands: [
            Command(
                CommandSpec(name: "list", abstract: "List drafts with their cards and engine.", options: [.json]),
                run: list),
            Command(
                CommandSpec(
                    name: "review", abstract: "Review a draft card by card: keep, drop or edit.",
                    discussion: """
                        Keys: k keep, d or ← drop, e edit in $EDITOR, → or space next, K keep every undecided card, D drop
                        every undecided card, s save to the deck (asks whether undecided cards go too), q quit (decisions
                        made so far are kept).
                        """,
                    arguments: [ArgumentSpec("id", help: "The draft (default: the newest).", isOptional: true)]
                ),
                run: review),
            Command(
                CommandSpec(
                    name: "save", abstract: "Save a draft's kept cards to a deck.",
                    discussion: """
                        Cards nobody kept or dropped are left out unless --with-undecided is given; a save that would
                        add no card is refused.
                        """,
                    arguments: [ArgumentSpec("id", help: "The draft.")],
                    options: [deck, .createDeck, withUndecided, .json]
                ),
                run: save),
            Command(
                CommandSpec(
                    name: "delete", abstract: "Delete a draft and its cards; a deck's saved cards stay.",
                    arguments: [ArgumentSpec("id", help: "The draft.")], options: [.json]
                ),
                run: delete),
        ],
        defaultSubcommand: "list"
    )

    static func list(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let drafts = try context.store.fetchDrafts(owner: context.user.id)
        if arguments.flag(.json) { return try context.printJSON(Wire.Items(drafts.map(Wire.Draft.init))) }
        guard !drafts.isEmpty else {
            context.console.line("No drafts. Make one with: cardbox import FILE")
            return
        }
        let rows = try drafts.map { draft -> [String] in
            let cards = try context.store.fetchDraftCards(draft.id)
            let tally = DraftTally(cards)
            let engine = draft.engine + (draft.engineNote.map { " (\($0))" } ?? "")
            let status =
                draft.status == .generating
                ? "interrupted at \(draft.chunksDone)/\(draft.chunksTotal)" : draft.status.rawValue
            return [
                "\(draft.id)", draft.documentTitle, draft.deckName, "\(tally.kept)/\(cards.count)", status,
                engine,
            ]
        }
        context.console.out(
            TextTable(headers: ["ID", "Document", "Deck", "Kept", "Status", "Engine"], rows: rows, rightAligned: [0])
                .rendered
        )
    }

    static func save(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let draft = try self.draft(arguments.positional(0), context)
        let deckName =
            try arguments[deck].map { try context.deckName($0, create: arguments.flag(.createDeck)) }
            ?? draft.deckName
        let rule = DraftSaveRule(undecided: arguments.flag(withUndecided) ? .keep : .drop)
        let saved: SavedDraft
        do {
            saved = try context.store.saveDraft(
                draft.id, intoDeckNamed: deckName, rule: rule, at: context.now(), today: context.today)
        } catch DraftError.nothingToSave(let undecided) where undecided > 0 {
            throw CLIError.badInput(
                "No card is kept, so nothing was saved. Keep some with: cardbox drafts review \(draft.id), "
                    + "or save the \(Plural.count(undecided, "undecided card")) with --with-undecided.")
        }
        if arguments.flag(.json) {
            return try context.printJSON(Wire.Saved(deckId: saved.deck.id.rawValue, cardCount: saved.cards.count))
        }
        context.console.line(
            "Saved \(Plural.count(saved.cards.count, "card")) to '\(deckName)'; they are due now: cardbox study "
                + "'\(deckName)'")
    }

    static func delete(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        guard let text = arguments.positional(0) else {
            throw UsageError("Missing expected argument '<id>'.", commandPath: arguments.commandPath)
        }
        let draft = try self.draft(text, context)
        guard try context.store.deleteDraft(draft.id, owner: context.user.id) else { throw DraftError.notFound }
        if arguments.flag(.json) { return try context.printJSON(Wire.Draft(draft)) }
        context.console.line("Deleted draft \(draft.id) (\(draft.documentTitle) for '\(draft.deckName)').")
    }

    /// Saves the cards `rule` picks into the named deck (created with default options if missing); returns how
    /// many cards.
    ///
    /// The store refuses a draft still being generated or saved already, and a save that would add no card.
    static func saveDraft(_ draft: Draft, deckName: String, rule: DraftSaveRule, context: CLIContext) throws -> Int {
        try context.store.saveDraft(
            draft.id, intoDeckNamed: deckName, rule: rule, at: context.now(), today: context.today
        ).cards.count
    }

    /// The draft with the id given as text, or the newest.
    static func draft(_ text: String?, _ context: CLIContext) throws -> Draft {
        guard let text else {
            guard let newest = try context.store.fetchDrafts(owner: context.user.id).first else {
                throw CLIError.notFound("There are no drafts. Make one with: cardbox import FILE")
            }
            return newest
        }
        guard let raw = Int64(text), raw > 0 else { throw CLIError.badInput("'\(text)' is not a draft id.") }
        guard let draft = try context.store.findDraft(DraftID(rawValue: raw), owner: context.user.id) else {
            throw CLIError.notFound("There is no draft with id \(raw).")
        }
        return draft
    }

    static func review(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let draft = try self.draft(arguments.positional(0), context)
        if draft.status == .saved { throw CLIError.badInput("Draft \(draft.id) was saved already.") }
        let document = try context.store.findDocument(owner: context.user.id, contentID: draft.documentID)
        let screen = DraftReviewScreen(console: context.console, input: KeyInput(), environment: context.environment)
        defer { screen.input.restore() }
        let cards = try context.store.fetchDraftCards(draft.id)
        guard !cards.isEmpty else {
            context.console.line("Draft \(draft.id) has no cards.")
            return
        }
        var index = 0
        while index < cards.count {
            let current = try context.store.fetchDraftCards(draft.id)[index]
            let tally = DraftTally(try context.store.fetchDraftCards(draft.id))
            screen.show(current, number: index + 1, of: cards.count, tally: tally, document: document)
            let command = screen.readCommand()
            switch command {
            case .keep:
                try context.store.setDecision(.kept, for: current.id)
                index += 1
            case .drop:
                try context.store.setDecision(.dropped, for: current.id)
                index += 1
            case .next: index += 1
            case .edit:
                if let edited = try screen.edit(current.card) {
                    try context.store.updateDraftCard(current.id, card: edited)
                }
            case .keepAll:
                _ = try context.store.decideUndecided(.kept, in: draft.id)
                index = cards.count
            case .dropRest:
                _ = try context.store.decideUndecided(.dropped, in: draft.id)
                index = cards.count
            case .save:
                let rule = DraftSaveRule(undecided: screen.askAboutUndecided(tally) ? .keep : .drop)
                let saved = try saveDraft(draft, deckName: draft.deckName, rule: rule, context: context)
                context.console.line("Saved \(Plural.count(saved, "card")) to '\(draft.deckName)'; they are due now.")
                return
            case .quit, .interrupt:
                context.console.line(
                    "Stopped; your decisions are kept. Continue with: cardbox drafts review \(draft.id)")
                if command == .interrupt { throw InterruptedByUser() }
                return
            }
        }
        let final = DraftTally(try context.store.fetchDraftCards(draft.id))
        let undecided =
            final.undecided == 0 ? "" : ", \(final.undecided) undecided (left out unless saved --with-undecided)"
        context.console.line(
            "Reviewed \(Plural.count(cards.count, "card")): \(final.kept) to keep, \(final.dropped) dropped\(undecided). "
                + "Save with: cardbox drafts save \(draft.id) (or press s while reviewing)"
        )
    }
}
