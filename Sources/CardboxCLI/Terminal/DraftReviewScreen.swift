import CardboxCore
import Foundation

/// The terminal screen for reviewing a draft: one card at a time with its source paragraph.
final class DraftReviewScreen {
    let console: Console
    let input: KeyInput
    let environment: [String: String]

    init(console: Console, input: KeyInput, environment: [String: String]) {
        self.console = console
        self.input = input
        self.environment = environment
    }

    enum Command {
        case keep, drop, next, edit, keepAll, dropRest, save, quit, interrupt
    }

    func show(_ card: DraftCard, number: Int, of total: Int, tally: DraftTally, document: SourceDocument?) {
        let generated = card.card
        console.line()
        let decision = card.decision == .pending ? "" : " · \(card.decision.rawValue)"
        console.line(
            console.styled("[\(number)/\(total) · \(generated.source.pill) · \(generated.engine)\(decision)]", .dim))
        console.line(console.styled("Q: ", .bold) + generated.displayQuestion)
        console.line(console.styled("A: ", .bold) + console.styled(generated.answer, .cyan))
        if !generated.distractors.isEmpty {
            console.line(console.styled("Wrong answers: ", .dim) + generated.distractors.joined(separator: " · "))
        }
        if !generated.flags.isEmpty {
            console.line(console.styled("Notes: " + generated.flags.joined(separator: ", "), .yellow))
        }
        if let paragraph = document?.paragraphs.first(where: {
            $0.page == generated.source.page && $0.index == generated.source.paragraph
        }) {
            console.line(console.styled("Source: ", .dim) + highlighted(paragraph.text, quote: generated.source.quote))
        }
        console.line(
            console.styled(
                "\(tally.kept) kept · \(tally.dropped) dropped · \(tally.undecided) undecided", .dim))
        console.line(
            console.styled(
                "k keep  d/← drop  e edit  →/space next  K keep all  D drop the rest  s save  q quit", .dim))
    }

    private func highlighted(_ text: String, quote: String?) -> String {
        guard let quote, !quote.isEmpty, let range = text.range(of: quote) else { return text }
        return String(text[..<range.lowerBound]) + console.styled(String(text[range]), .bold)
            + String(text[range.upperBound...])
    }

    func readCommand() -> Command {
        while true {
            switch input.readKey() {
            case .character("k"): return .keep
            case .character("d"), .left: return .drop
            case .character(" "), .right, .enter: return .next
            case .character("e"): return .edit
            case .character("K"): return .keepAll
            case .character("D"): return .dropRest
            case .character("s"): return .save
            case .character("q"), .end, .escape, nil: return .quit
            case .interrupt: return .interrupt
            default: continue
            }
        }
    }

    /// Asks whether saving takes the undecided cards too, when there are any; `true` only for `y`.
    func askAboutUndecided(_ tally: DraftTally) -> Bool {
        guard tally.undecided > 0 else { return false }
        console.line("Save the \(Plural.count(tally.undecided, "undecided card")) too? y/N")
        return input.readKey() == .character("y")
    }

    /// Opens the card in `$VISUAL` or `$EDITOR` (default `vi`) as labelled lines; returns the edited card, or `nil`
    /// when nothing changed or the result is not a valid card (the reason is shown).
    func edit(_ card: CardDraft) throws -> CardDraft? {
        input.restore()
        guard let text = try ExternalEditor(environment: environment).edit(DraftCardText.render(card)) else {
            console.line(console.styled("The editor failed; the card is unchanged.", .yellow))
            return nil
        }
        do {
            let edited = try DraftCardText.parse(text, into: card)
            return edited == card ? nil : edited
        } catch {
            console.line(console.styled("Not saved: \(error)", .yellow))
            return nil
        }
    }
}

/// A draft card as editable text: `Question:`, `Answer:`, `Explanation:` and three `Wrong:` lines.
enum DraftCardText {
    static func render(_ card: CardDraft) -> String {
        var lines = [
            "# Edit the card, save and close the editor. Lines starting with # are ignored.",
            "Question: \(card.question)", "Answer: \(card.answer)", "Explanation: \(card.explanation)",
        ]
        lines += card.distractors.map { "Wrong: \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    static func parse(_ text: String, into card: CardDraft) throws -> CardDraft {
        var edited = card
        var distractors: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: ":", maxSplits: 1).map { String($0).trimmed }
            guard parts.count == 2 else { continue }
            switch parts[0].lowercased() {
            case "question": edited.question = parts[1]
            case "answer": edited.answer = parts[1]
            case "explanation": edited.explanation = parts[1]
            case "wrong": distractors.append(parts[1])
            default: continue
            }
        }
        if edited.kind == .cloze && !edited.question.contains(CardDraft.clozePlaceholder) { edited.kind = .basic }
        try edited.replaceDistractors(with: distractors)
        return edited
    }
}
