import CardboxCore
import CardboxWire
import Foundation

/// Cards printed as a table for people, tab-separated values for `cut` and `awk`, or JSON for programs.
///
/// The table clips long text to the terminal only; piped output never truncates, and TSV keeps each card on one line
/// with tabs and line breaks in its text written as `\t` and `\n`.
struct CardListing {
    /// How cards are printed.
    enum Format: String {
        case table, tsv, json
    }

    /// A card with the deck it is in and whether it is set aside.
    struct Found {
        var card: Card
        var deckName: String
        var setAside: SetAside?
    }

    let found: [Found]
    let context: CLIContext

    func print(format: Format) throws {
        switch format {
        case .json: try context.printJSON(Wire.Items(found.map(Item.init)))
        case .tsv:
            let header = ["id", "deck", "front", "back", "category", "tags", "due"].joined(separator: "\t")
            let rows = found.map { found in
                [
                    "\(found.card.id)", found.deckName, found.card.content.front, found.card.content.back,
                    found.card.content.category, found.card.content.tags.joined(separator: ","), due(found),
                ].map(Self.tsvField).joined(separator: "\t")
            }
            context.console.out(([header] + rows).joined(separator: "\n") + "\n")
        case .table:
            let clip = context.console.isTerminal
            let table = TextTable(
                headers: ["ID", "Deck", "Front", "Back", "Due"],
                rows: found.map { found in
                    [
                        "\(found.card.id)", found.deckName,
                        Self.clip(CardText.plainText(found.card.content.front), clip ? 34 : nil),
                        Self.clip(CardText.plainText(found.card.content.back), clip ? 24 : nil), due(found),
                    ]
                },
                rightAligned: [0])
            context.console.out(table.rendered)
        }
    }

    /// When the card is due, as the deck listing says it: new, today, a date, or why it is set aside.
    private func due(_ found: Found) -> String {
        switch found.setAside {
        case .suspended: return "suspended"
        case .buried: return "buried"
        case nil:
            let schedule = found.card.schedule
            if schedule.phase == .new { return "new" }
            return schedule.dueDay <= context.today ? "today" : context.dates.format(schedule.dueDay)
        }
    }

    private static func tsvField(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("\t", with: "\\t").replacing("\n", with: "\\n")
            .replacing("\r", with: "\\r")
    }

    private static func clip(_ text: String, _ width: Int?) -> String {
        let line = text.replacing("\n", with: " ")
        guard let width, line.count > width else { return line }
        return String(line.prefix(width - 1)) + "…"
    }

    /// One card in a JSON list: the API's card (``Wire/Card``) with its deck's name, interval and whether it is set
    /// aside.
    struct Item: Encodable {
        let id: Int64
        let deckId: Int64
        let deck: String
        let front: String
        let back: String
        let explanation: String
        let distractors: [String]
        let category: String
        let tags: [String]
        let pitfall: String?
        let answerIsCode: Bool
        let answerIsTyped: Bool
        let colors: Wire.Colors
        let source: Wire.Source?
        let phase: String
        let due: String
        let intervalDays: Int
        let suspended: Bool
        let buried: Bool
        let createdAt: Date

        init(_ found: Found) {
            let card = Wire.Card(found.card)
            id = card.id
            deckId = card.deckId
            deck = found.deckName
            front = card.front
            back = card.back
            explanation = card.explanation
            distractors = card.distractors
            category = card.category
            tags = card.tags
            pitfall = card.pitfall
            answerIsCode = card.answerIsCode
            answerIsTyped = card.answerIsTyped
            colors = card.colors
            source = card.source
            phase = card.phase
            due = card.due
            intervalDays = found.card.schedule.intervalDays
            suspended = found.setAside == .suspended
            if case .buried = found.setAside { buried = true } else { buried = false }
            createdAt = card.createdAt
        }
    }
}
