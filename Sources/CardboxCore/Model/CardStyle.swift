/// The colours a card is shown in; `nil` means the deck's or the app's default.
public struct CardStyle: Sendable, Equatable, Hashable, Codable {
    /// The text colour.
    public var textColor: HexColor?
    /// The card's background colour.
    public var cardColor: HexColor?
    /// The background colour of the view around the card.
    public var viewColor: HexColor?

    /// Creates a style.
    public init(textColor: HexColor? = nil, cardColor: HexColor? = nil, viewColor: HexColor? = nil) {
        self.textColor = textColor
        self.cardColor = cardColor
        self.viewColor = viewColor
    }

    /// A style with no colours set.
    public static let plain = CardStyle()
}

/// A colour written as `#rrggbb`.
public struct HexColor: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The canonical lower-case `#rrggbb` text.
    public let hex: String
    /// Red, green and blue components, 0–255.
    public let red: Int, green: Int, blue: Int

    /// Parses `#rgb`, `#rrggbb`, or the same without `#`; returns `nil` for anything else.
    public init?(_ text: String) {
        var digits = Substring(text.trimmed.lowercased())
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
        guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
        hex = "#" + digits
        red = value >> 16 & 0xFF
        green = value >> 8 & 0xFF
        blue = value & 0xFF
    }

    /// The `#rrggbb` text.
    public var description: String { hex }

    /// Decodes from `#rrggbb` text.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let color = HexColor(text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a #rrggbb colour")
            )
        }
        self = color
    }

    /// Encodes as `#rrggbb` text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(hex)
    }
}
