import CardboxCore
import Foundation

/// `cardbox drafts`, `cardbox drafts review [ID]`, `cardbox drafts save ID --deck NAME`.
enum DraftCommands {
    /// `--deck` of `drafts save`.
    static let deck = OptionSpec.option(
        "deck", short: "d", value: "name", help: "The deck.", default: "the draft's deck")

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
                        Keys: k keep, d or ← drop, e edit in $EDITOR, → or space next, K keep all the rest, s save to the
                        deck, q quit (decisions made so far are kept).
                        """,
                    arguments: [ArgumentSpec("id", help: "The draft (default: the newest).", isOptional: true)]
                ),
                run: review),
            Command(
                CommandSpec(
                    name: "save", abstract: "Save a draft's cards (all but the dropped ones) to a deck.",
                    arguments: [ArgumentSpec("id", help: "The draft.")], options: [deck, .createDeck]
                ),
                run: save),
            Command(
                CommandSpec(
                    name: "delete", abstract: "Delete a draft and its cards; a deck's saved cards stay.",
                    arguments: [ArgumentSpec("id", help: "The draft.")]
                ),
                run: delete),
        ],
        defaultSubcommand: "list"
    )

    static func list(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let drafts = try context.store.fetchDrafts(owner: context.user.id)
        if arguments.flag(.json) { return try context.printJSON(drafts) }
        guard !drafts.isEmpty else {
            context.console.line("No drafts. Make one with: cardbox import FILE")
            return
        }
        let rows = try drafts.map { draft -> [String] in
            let cards = try context.store.fetchDraftCards(draft.id)
            let dropped = cards.filter { $0.decision == .dropped }.count
            let engine = draft.engine + (draft.engineNote.map { " (\($0))" } ?? "")
            let status =
                draft.status == .generating
                ? "interrupted at \(draft.chunksDone)/\(draft.chunksTotal)" : draft.status.rawValue
            return [
                "\(draft.id)", draft.documentTitle, draft.deckName, "\(cards.count - dropped)/\(cards.count)", status,
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
        let saved = try saveDraft(draft, deckName: deckName, context: context)
        context.console.line(
            "Saved \(Plural.count(saved, "card")) to '\(deckName)'; they are due now: cardbox study '\(deckName)'")
    }

    static func delete(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        guard let text = arguments.positional(0) else {
            throw UsageError("Missing expected argument '<id>'.", commandPath: arguments.commandPath)
        }
        let draft = try self.draft(text, context)
        guard try context.store.deleteDraft(draft.id, owner: context.user.id) else { throw DraftError.notFound }
        context.console.line("Deleted draft \(draft.id) (\(draft.documentTitle) for '\(draft.deckName)').")
    }

    /// Saves a draft into the named deck (created with default options if missing); returns how many cards.
    ///
    /// The store refuses a draft still being generated or saved already.
    static func saveDraft(_ draft: Draft, deckName: String, context: CLIContext) throws -> Int {
        try context.store.saveDraft(draft.id, intoDeckNamed: deckName, at: context.now(), today: context.today)
            .cards.count
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
            screen.show(current, number: index + 1, of: cards.count, draft: draft, document: document)
            switch screen.readCommand() {
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
                for card in try context.store.fetchDraftCards(draft.id)[index...] where card.decision == .pending {
                    try context.store.setDecision(.kept, for: card.id)
                }
                index = cards.count
            case .save:
                index = cards.count
                let saved = try saveDraft(draft, deckName: draft.deckName, context: context)
                context.console.line("Saved \(Plural.count(saved, "card")) to '\(draft.deckName)'; they are due now.")
                return
            case .quit:
                context.console.line(
                    "Stopped; your decisions are kept. Continue with: cardbox drafts review \(draft.id)")
                return
            }
        }
        let final = try context.store.fetchDraftCards(draft.id)
        let dropped = final.filter { $0.decision == .dropped }.count
        context.console.line(
            "Reviewed \(Plural.count(final.count, "card")): \(final.count - dropped) to keep, \(dropped) dropped. "
                + "Save with: cardbox drafts save \(draft.id) (or press s while reviewing)"
        )
    }
}
