/// HTML text in which every interpolated value is escaped, unless it is itself ``HTML``.
///
/// Views build pages with string interpolation: `"<p>\(card.front)</p>"` escapes the card's text, so user content
/// can never become markup. Trusted markup (an SVG built by a view) is written as `\(raw: text)`, which stands out
/// in review.
public struct HTML: Sendable, Equatable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The markup.
    public private(set) var rendered: String

    /// Creates HTML from a literal, which is trusted.
    public init(stringLiteral value: String) {
        rendered = value
    }

    /// Creates HTML by interpolation.
    public init(stringInterpolation: StringInterpolation) {
        rendered = stringInterpolation.rendered
    }

    private init(rendered: String) {
        self.rendered = rendered
    }

    /// Empty markup.
    public static let empty = HTML(rendered: "")

    /// Markup trusted as it is: only for text the program made, never for user input.
    public static func raw(_ markup: String) -> HTML { HTML(rendered: markup) }

    /// The markup.
    public var description: String { rendered }

    /// Builds HTML, escaping interpolated values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var rendered = ""

        /// Reserves room.
        public init(literalCapacity: Int, interpolationCount: Int) {
            rendered.reserveCapacity(literalCapacity + interpolationCount * 16)
        }

        /// Appends trusted literal markup.
        public mutating func appendLiteral(_ literal: String) {
            rendered += literal
        }

        /// Appends text, escaped.
        public mutating func appendInterpolation(_ text: String) {
            rendered += HTML.escape(text)
        }

        /// Appends text, escaped; `nil` appends nothing.
        public mutating func appendInterpolation(_ text: String?) {
            if let text { rendered += HTML.escape(text) }
        }

        /// Appends a number.
        public mutating func appendInterpolation(_ number: Int) {
            rendered += String(number)
        }

        /// Appends a value's description, escaped.
        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            rendered += HTML.escape(value.description)
        }

        /// Appends markup that is already safe.
        public mutating func appendInterpolation(_ html: HTML) {
            rendered += html.rendered
        }

        /// Appends a list of safe markup.
        public mutating func appendInterpolation(_ list: [HTML]) {
            for html in list { rendered += html.rendered }
        }

        /// Appends trusted markup as it is.
        public mutating func appendInterpolation(raw markup: String) {
            rendered += markup
        }
    }

    /// Escapes `&`, `<`, `>`, `"` and `'`, which makes text safe in element content and in quoted attributes.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}

extension Array where Element == HTML {
    /// The items joined into one fragment.
    func joined() -> HTML { HTML.raw(map(\.rendered).joined()) }
}
