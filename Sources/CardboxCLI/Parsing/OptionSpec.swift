/// An option (`--deck NAME`) or flag (`--json`).
///
/// A command declares each of its options once, as a static value, and reads it with that value as the key
/// (`arguments[ImportCommand.maxCards]`), so a misspelt option is a compile error.
public struct OptionSpec: Sendable {
    /// The long name without dashes.
    public var long: String
    /// The short letter, if any.
    public var short: Character?
    /// The value's name in help (`name`), or `nil` for a flag.
    public var valueName: String?
    /// Help text: one or more sentences.
    public var help: String
    /// Whether the option may be given more than once.
    public var isRepeatable: Bool
    /// Whether `--no-<long>` turns the flag off.
    public var isNegatable: Bool
    /// Whether the command cannot run without it; usage shows a required option without brackets.
    public var isRequired: Bool
    /// What leaving the option out uses, shown in help as "(default: …)"; `nil` when there is no such value.
    public var defaultValue: String?

    /// Creates an option that takes a value.
    public static func option(
        _ long: String, short: Character? = nil, value: String, help: String, repeatable: Bool = false,
        required: Bool = false, default defaultValue: String? = nil
    ) -> OptionSpec {
        OptionSpec(
            long: long, short: short, valueName: value, help: help, isRepeatable: repeatable, isNegatable: false,
            isRequired: required, defaultValue: defaultValue)
    }

    /// Creates a flag.
    public static func flag(
        _ long: String, short: Character? = nil, help: String, negatable: Bool = false
    ) -> OptionSpec {
        OptionSpec(
            long: long, short: short, valueName: nil, help: help, isRepeatable: false, isNegatable: negatable,
            isRequired: false, defaultValue: nil)
    }

    /// This option with `value` shown as its default, for a command where leaving it out uses that value.
    public func defaulting(to value: String) -> OptionSpec {
        var option = self
        option.defaultValue = value
        return option
    }

    /// This option marked as required, for a command that cannot run without it.
    public func required() -> OptionSpec {
        var option = self
        option.isRequired = true
        return option
    }

    /// This option with other help text, for a command that uses it for something more particular.
    public func described(_ help: String) -> OptionSpec {
        var option = self
        option.help = help
        return option
    }

    /// `-h, --help`.
    public static let help = OptionSpec.flag("help", short: "h", help: "Show help information.")

    /// `--json`.
    public static let json = OptionSpec.flag("json", help: "Print machine-readable JSON.")

    /// `--version`, which only the top level takes.
    public static let version = OptionSpec.flag("version", help: "Show the version.")

    /// How the option reads in the OPTIONS list: `-d, --deck <name>`.
    var label: String {
        (short.map { "-\($0), " } ?? "") + usageLabel
    }

    /// How the option reads in usage lines and errors: `--deck <name>` or `--[no-]code`.
    var usageLabel: String {
        (isNegatable ? "--[no-]\(long)" : "--\(long)") + (valueName.map { " <\($0)>" } ?? "")
    }

    /// The help text with the default, if any, before the closing full stop: "… per day (default: 20).".
    var helpWithDefault: String {
        guard let defaultValue else { return help }
        let sentence = help.hasSuffix(".") ? String(help.dropLast()) : help
        return "\(sentence) (default: \(defaultValue))."
    }
}
