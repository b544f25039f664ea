/// The shape of one command: its name, help text, arguments, options and subcommands.
public struct CommandSpec: Sendable {
    /// The word that selects the command.
    public var name: String
    /// One line for OVERVIEW and the parent's SUBCOMMANDS list.
    public var abstract: String
    /// More help, printed after the overview.
    public var discussion: String?
    /// Positional arguments, in order.
    public var arguments: [ArgumentSpec]
    /// Options and flags.
    public var options: [OptionSpec]
    /// Subcommands; a command with subcommands has no arguments of its own.
    public var subcommands: [CommandSpec]
    /// The subcommand run when none is named (`cardbox drafts` lists drafts).
    public var defaultSubcommand: String?

    /// Creates a spec.
    public init(
        name: String, abstract: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], subcommands: [CommandSpec] = [], defaultSubcommand: String? = nil
    ) {
        self.defaultSubcommand = defaultSubcommand
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.subcommands = subcommands
    }

    /// Every option including `--help`.
    var allOptions: [OptionSpec] { options + [.help] }

    /// The option with this long name or short letter.
    func option(long: String) -> OptionSpec? { allOptions.first { $0.long == long } }
    func option(short: Character) -> OptionSpec? { allOptions.first { $0.short == short } }
}

/// A positional argument.
public struct ArgumentSpec: Sendable {
    /// The name shown in usage, such as `deck`.
    public var name: String
    /// Help text.
    public var help: String
    /// Whether it may be left out.
    public var isOptional: Bool
    /// Whether it takes every remaining positional word.
    public var isVariadic: Bool

    /// Creates an argument spec.
    public init(_ name: String, help: String, isOptional: Bool = false, isVariadic: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isVariadic = isVariadic
    }
}

/// An option (`--deck NAME`) or flag (`--json`).
public struct OptionSpec: Sendable {
    /// The long name without dashes.
    public var long: String
    /// The short letter, if any.
    public var short: Character?
    /// The value's name in help (`name`), or `nil` for a flag.
    public var valueName: String?
    /// Help text.
    public var help: String
    /// Whether the option may be given more than once.
    public var isRepeatable: Bool
    /// Whether `--no-<long>` turns the flag off.
    public var isNegatable: Bool

    /// Creates an option that takes a value.
    public static func option(
        _ long: String, short: Character? = nil, value: String, help: String, repeatable: Bool = false
    ) -> OptionSpec {
        OptionSpec(long: long, short: short, valueName: value, help: help, isRepeatable: repeatable, isNegatable: false)
    }

    /// Creates a flag.
    public static func flag(
        _ long: String, short: Character? = nil, help: String, negatable: Bool = false
    ) -> OptionSpec {
        OptionSpec(long: long, short: short, valueName: nil, help: help, isRepeatable: false, isNegatable: negatable)
    }

    /// `-h, --help`.
    static let help = OptionSpec.flag("help", short: "h", help: "Show help information.")

    /// `--json`.
    public static let json = OptionSpec.flag("json", help: "Print machine-readable JSON.")

    /// How the option reads in help: `-d, --deck <name>`.
    var label: String {
        var text = short.map { "-\($0), " } ?? ""
        text += isNegatable ? "--[no-]\(long)" : "--\(long)"
        if let valueName { text += " <\(valueName)>" }
        return text
    }
}
