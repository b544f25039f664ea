import CardboxCore
import CardboxHTTP
import Foundation

/// Reads card and deck fields from a form or JSON, with the store's validation turned into field errors.
enum CardForm {
    /// Card content from a form's fields.
    static func content(_ form: Parameters, keeping existing: CardContent? = nil) throws -> CardContent {
        var content = existing ?? CardContent(front: "", back: "")
        content.front = (form["front"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        content.back = (form["back"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        content.explanation = (form["explanation"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        content.category = (form["category"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let distractors = (form["distractors"] ?? "").split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        content.distractors = distractors
        content.style = try style(form)
        // A form without the box (an API client, an older page) leaves the setting as it was.
        if form["typed_field"] != nil { content.answerIsTyped = form["typed"] != nil }
        return try validated(content)
    }

    /// Colours from `text_color`, `card_color`, `view_color`, each used only when its `use_…` box is ticked.
    static func style(_ form: Parameters) throws -> CardStyle {
        func color(_ name: String) throws -> HexColor? {
            guard form["use_\(name)"] != nil, let text = form[name], !text.isEmpty else { return nil }
            guard let color = HexColor(text) else {
                throw WebError.invalid("Choose a colour such as #1d2430.", field: name)
            }
            return color
        }
        return CardStyle(
            textColor: try color("text_color"), cardColor: try color("card_color"), viewColor: try color("view_color"))
    }

    /// Validated content, or a 422 naming the field.
    static func validated(_ content: CardContent) throws -> CardContent {
        do {
            return try content.validated()
        } catch {
            let field: String? =
                switch error {
                case .emptyFront: "front"
                case .emptyBack: "back"
                case .nulCharacter(let field): field
                case .tooLong: "front"
                default: "distractors"
                }
            throw WebError.invalid(error.description, field: field)
        }
    }

    /// A deck name, validated.
    static func deckName(_ text: String?) throws -> String {
        do {
            return try Deck.validatedName(text ?? "")
        } catch {
            throw WebError.invalid(error.description, field: "name")
        }
    }

    /// Deck options from the form, starting from `options`.
    static func options(_ form: Parameters, _ options: DeckOptions) throws -> DeckOptions {
        var options = options
        if let text = form["scheduler"] {
            guard let kind = SchedulerKind(rawValue: text) else {
                throw WebError.invalid("Choose Leitner, SM-2 or FSRS.", field: "scheduler")
            }
            options.scheduler = kind
        }
        if let text = form["new_per_day"], !text.isEmpty {
            guard let value = Int(text), (0...1000).contains(value) else {
                throw WebError.invalid("New cards a day must be a whole number from 0 to 1,000.", field: "new_per_day")
            }
            options.newCardsPerDay = value
        }
        if let text = form["retention"], !text.isEmpty {
            guard let value = Double(text), (0.7...0.99).contains(value) else {
                throw WebError.invalid("Desired retention must be between 0.70 and 0.99.", field: "retention")
            }
            options.desiredRetention = value
        }
        return options
    }
}
