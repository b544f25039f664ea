public import CardboxCore

extension Wire {
    /// A deck's or card's colours as `#rrggbb`, each absent when it follows the theme.
    public struct Colors: Codable, Equatable, Sendable {
        /// The text colour.
        public var text: String?
        /// The card's background.
        public var card: String?
        /// The page behind the card.
        public var view: String?

        /// The colours of `style`.
        public init(_ style: CardStyle) {
            text = style.textColor?.hex
            card = style.cardColor?.hex
            view = style.viewColor?.hex
        }
    }
}
