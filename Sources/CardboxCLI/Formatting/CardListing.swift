import CardboxCore
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
        case .json: try context.printJSON(Items(items: found.map { Item($0, today: context.today) }))
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

    /// The JSON envelope of a list, as the API's.
    struct Items: Encodable {
        var items: [Item]
    }

    /// One card in JSON, with the API's snake_case names.
    struct Item: Encodable {
        var id: Int64
        var deckID: Int64
        var deck: String
        var front: String
        var back: String
        var explanation: String
        var category: String
        var tags: [String]
        var phase: String
        var dueDay: String
        var intervalDays: Int
        var suspended: Bool
        var buried: Bool

        init(_ found: Found, today: StudyDay) {
            let content = found.card.content
            id = found.card.id.rawValue
            deckID = found.card.deckID.rawValue
            deck = found.deckName
            front = content.front
            back = content.back
            explanation = content.explanation
            category = content.category
            tags = content.tags
            phase = found.card.schedule.phase.rawValue
            dueDay = found.card.schedule.dueDay.description
            intervalDays = found.card.schedule.intervalDays
            suspended = found.setAside == .suspended
            if case .buried = found.setAside { buried = true } else { buried = false }
        }

        enum CodingKeys: String, CodingKey {
            case id, deck, front, back, explanation, category, tags, phase, suspended, buried
            case deckID = "deck_id", dueDay = "due_day", intervalDays = "interval_days"
        }
    }
}
