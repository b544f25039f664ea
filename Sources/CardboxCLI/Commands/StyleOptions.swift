import CardboxCore

/// The colour options of `card add`, `card edit`, `deck new`, `deck set` and `words cards`.
enum StyleOptions {
    /// `--text-color`.
    static let textColor = OptionSpec.option("text-color", value: "colour", help: "Text colour, as #rrggbb.")
    /// `--card-color`.
    static let cardColor = OptionSpec.option("card-color", value: "colour", help: "Card background colour, as #rrggbb.")
    /// `--view-color`.
    static let viewColor = OptionSpec.option(
        "view-color", value: "colour", help: "Background colour around the card, as #rrggbb.")

    /// `--text-color`, `--card-color`, `--view-color`.
    static let all = [textColor, cardColor, viewColor]

    /// `base` with every colour given on the command line applied; `none` clears a colour.
    static func apply(_ arguments: ParsedArguments, to base: CardStyle) throws -> CardStyle {
        var style = base
        style.textColor = try color(arguments, textColor, current: base.textColor)
        style.cardColor = try color(arguments, cardColor, current: base.cardColor)
        style.viewColor = try color(arguments, viewColor, current: base.viewColor)
        return style
    }

    private static func color(
        _ arguments: ParsedArguments, _ option: OptionSpec, current: HexColor?
    ) throws
        -> HexColor?
    {
        guard let text = arguments[option] else { return current }
        if text == "none" { return nil }
        guard let color = HexColor(text) else {
            throw UsageError(
                "The value '\(text)' is invalid for '--\(option.long)': expected a colour like #1e90ff (or 'none').",
                commandPath: arguments.commandPath
            )
        }
        return color
    }
}
