import CardboxCore

/// Reads the colour options of `card add`, `card edit`, `deck new` and `deck set`.
enum StyleOptions {
    /// `base` with every colour given on the command line applied; `none` clears a colour.
    static func apply(_ arguments: ParsedArguments, to base: CardStyle) throws -> CardStyle {
        var style = base
        style.textColor = try color(arguments, "text-color", current: base.textColor)
        style.cardColor = try color(arguments, "card-color", current: base.cardColor)
        style.viewColor = try color(arguments, "view-color", current: base.viewColor)
        return style
    }

    private static func color(_ arguments: ParsedArguments, _ name: String, current: HexColor?) throws -> HexColor? {
        guard let text = arguments.value(name) else { return current }
        if text == "none" { return nil }
        guard let color = HexColor(text) else {
            throw UsageError(
                "The value '\(text)' is invalid for '--\(name)': expected a colour like #1e90ff (or 'none').",
                commandPath: arguments.commandPath
            )
        }
        return color
    }
}
