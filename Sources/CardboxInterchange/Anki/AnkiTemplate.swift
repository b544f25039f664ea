import CardboxCore

/// Renders an Anki card template (`{{Front}}`, `{{#Field}}…{{/Field}}`, filters) with a note's fields.
///
/// What it understands:
/// - `{{Field}}`, `{{FrontSide}}` (the rendered question, on the answer side), and the special fields `Tags`, `Deck`,
///   `Subdeck`, `Card` and `Type`;
/// - sections `{{#Field}}…{{/Field}}` (shown when the field is not blank) and `{{^Field}}…{{/Field}}` (when it is);
/// - filters, innermost last: `text:` (HTML dropped), `hint:` (noted as the card's hint), `type:` (the answer is
///   typed; noted, nothing shown), `cloze:` (see ``AnkiCloze``), `furigana:`, `kana:`, `kanji:`; other filters
///   (such as `tts:`) leave the field as it is.
///
/// A template is never refused: an unclosed section runs to the end, a stray closing tag is text, and each such
/// repair is reported in ``Rendered/problems``.
public struct AnkiTemplate: Sendable {
    /// The parsed template.
    private let nodes: [Node]
    /// What was wrong with the template's markers.
    public let problems: [String]

    private indirect enum Node: Sendable {
        case text(Substring)
        case field(name: String, filters: [String])
        case section(name: String, inverted: Bool, body: [Node])
    }

    /// What rendering produced.
    public struct Rendered: Sendable, Equatable {
        /// The HTML.
        public var html: String
        /// The hints `hint:` filters held.
        public var hints: [String] = []
        /// The fields `type:` filters asked to be typed.
        public var typedFields: [String] = []
    }

    /// Everything a template can refer to.
    public struct Context: Sendable {
        /// Field values by name.
        public var fields: [String: String]
        /// The rendered question, for `{{FrontSide}}`.
        public var frontSide: String = ""
        /// The cloze number being rendered, for `cloze:`; `nil` on a standard note.
        public var cloze: Int?
        /// Whether the answer side is being rendered.
        public var isAnswer = false
        /// The special fields: `Tags`, `Deck`, `Subdeck`, `Card`, `Type`.
        public var special: [String: String] = [:]

        /// Creates a context.
        public init(
            fields: [String: String], frontSide: String = "", cloze: Int? = nil, isAnswer: Bool = false,
            special: [String: String] = [:]
        ) {
            self.fields = fields
            self.frontSide = frontSide
            self.cloze = cloze
            self.isAnswer = isAnswer
            self.special = special
        }
    }

    /// Parses `source`.
    public init(_ source: String) {
        var problems: [String] = []
        var stack: [(name: String, inverted: Bool, nodes: [Node])] = [("", false, [])]
        var rest = source[...]
        while let open = rest.firstRange(of: "{{") {
            if open.lowerBound > rest.startIndex {
                stack[stack.count - 1].nodes.append(.text(rest[..<open.lowerBound]))
            }
            guard let close = rest[open.upperBound...].firstRange(of: "}}") else {
                problems.append("A \"{{\" is never closed.")
                stack[stack.count - 1].nodes.append(.text(rest[open.lowerBound...]))
                rest = rest[rest.endIndex...]
                break
            }
            let tag = String(rest[open.upperBound..<close.lowerBound]).trimmed
            rest = rest[close.upperBound...]
            if let first = tag.first, first == "#" || first == "^" {
                stack.append((String(tag.dropFirst()).trimmed, first == "^", []))
            } else if tag.first == "/" {
                let name = String(tag.dropFirst()).trimmed
                guard stack.count > 1, stack[stack.count - 1].name == name else {
                    problems.append("\"{{/\(name)}}\" closes no open section.")
                    continue
                }
                let section = stack.removeLast()
                stack[stack.count - 1].nodes.append(
                    .section(name: name, inverted: section.inverted, body: section.nodes))
            } else {
                let parts = tag.split(separator: ":", omittingEmptySubsequences: false).map {
                    String($0).trimmed
                }
                stack[stack.count - 1].nodes.append(
                    .field(name: parts.last ?? "", filters: parts.dropLast().map { $0 }))
            }
        }
        if !rest.isEmpty { stack[stack.count - 1].nodes.append(.text(rest)) }
        while stack.count > 1 {
            let section = stack.removeLast()
            problems.append("\"{{#\(section.name)}}\" is never closed.")
            stack[stack.count - 1].nodes.append(
                .section(name: section.name, inverted: section.inverted, body: section.nodes))
        }
        nodes = stack[0].nodes
        self.problems = problems
    }

    /// The template rendered in `context`.
    public func render(_ context: Context) -> Rendered {
        var rendered = Rendered(html: "")
        Self.render(nodes, context, into: &rendered)
        return rendered
    }

    /// Whether the template, rendered in `context`, would show any field at all: Anki makes no card otherwise.
    public func showsAField(_ context: Context) -> Bool {
        var shown = false
        Self.visitFields(nodes, context) { name, filters in
            let value = Self.value(of: name, context)
            if filters.contains("cloze") {
                if let cloze = context.cloze, AnkiCloze.numbers(in: value).contains(cloze) { shown = true }
            } else if !AnkiFieldText.plainText(fromHTML: value).trimmed.isEmpty {
                shown = true
            }
        }
        return shown
    }

    private static func visitFields(_ nodes: [Node], _ context: Context, _ visit: (String, [String]) -> Void) {
        for node in nodes {
            switch node {
            case .text: continue
            case .field(let name, let filters): if name != "FrontSide" { visit(name, filters) }
            case .section(let name, let inverted, let body):
                if isBlank(value(of: name, context)) == inverted { visitFields(body, context, visit) }
            }
        }
    }

    private static func render(_ nodes: [Node], _ context: Context, into rendered: inout Rendered) {
        for node in nodes {
            switch node {
            case .text(let text): rendered.html += text
            case .field(let name, let filters):
                if name == "FrontSide" {
                    rendered.html += context.frontSide
                    continue
                }
                rendered.html += apply(filters, to: value(of: name, context), name: name, context, &rendered)
            case .section(let name, let inverted, let body):
                if isBlank(value(of: name, context)) == inverted { render(body, context, into: &rendered) }
            }
        }
    }

    private static func value(of name: String, _ context: Context) -> String {
        context.fields[name] ?? context.special[name] ?? ""
    }

    private static func isBlank(_ value: String) -> Bool {
        AnkiFieldText.plainText(fromHTML: value).trimmed.isEmpty && !value.contains("<img")
    }

    private static func apply(
        _ filters: [String], to value: String, name: String, _ context: Context, _ rendered: inout Rendered
    ) -> String {
        var value = value
        for filter in filters.reversed() {
            switch filter {
            case "text": value = AnkiFieldText.plainText(fromHTML: value)
            case "hint":
                if !isBlank(value) { rendered.hints.append(value) }
                return ""
            case "type":
                rendered.typedFields.append(name)
                return ""
            case "cloze":
                guard let cloze = context.cloze else { continue }
                value = AnkiCloze.render(value, number: cloze, isAnswer: context.isAnswer)
            case "furigana": value = AnkiRuby.furigana(value)
            case "kana": value = AnkiRuby.kana(value)
            case "kanji": value = AnkiRuby.kanji(value)
            default: continue
            }
        }
        return value
    }
}
