/// The values given on a command line for one command, read with the command's ``OptionSpec`` values as keys.
public struct ParsedArguments: Sendable, Equatable {
    /// The command path, such as `["deck", "new"]`.
    public var commandPath: [String]
    /// Positional words, in order.
    public var positionals: [String]
    /// Values per long option name, in the order given.
    var valuesByName: [String: [String]]
    /// Flags set (true) or negated (false), per long name.
    var flagsByName: [String: Bool]

    /// Creates parsed arguments.
    init(
        commandPath: [String], positionals: [String] = [], valuesByName: [String: [String]] = [:],
        flagsByName: [String: Bool] = [:]
    ) {
        self.commandPath = commandPath
        self.positionals = positionals
        self.valuesByName = valuesByName
        self.flagsByName = flagsByName
    }

    /// The last value given for `option`, or `nil` when it was left out.
    public subscript(option: OptionSpec) -> String? { valuesByName[option.long]?.last }

    /// Every value given for a repeatable option, in order.
    public func values(of option: OptionSpec) -> [String] { valuesByName[option.long] ?? [] }

    /// Whether `option` was given at all: a value, the flag, or its `--no-` form.
    public func contains(_ option: OptionSpec) -> Bool {
        valuesByName[option.long] != nil || flagsByName[option.long] != nil
    }

    /// Whether a flag is set (`false` when left out or negated).
    public func flag(_ option: OptionSpec) -> Bool { flagsByName[option.long] ?? false }

    /// A negatable flag's setting: `true` for `--x`, `false` for `--no-x`, `nil` when left out.
    public func setting(_ option: OptionSpec) -> Bool? { flagsByName[option.long] }

    /// Positional number `index`, if given.
    public func positional(_ index: Int) -> String? { positionals.indices.contains(index) ? positionals[index] : nil }

    /// An option's value as a whole number in `range`, or `nil` when the option was left out.
    ///
    /// - Throws: ``UsageError`` when the value is not a whole number in range.
    public func integer(_ option: OptionSpec, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
        guard let text = self[option] else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(
                "The value '\(text)' is invalid for '--\(option.long)': expected a whole number from "
                    + "\(range.lowerBound) to \(range.upperBound).",
                commandPath: commandPath
            )
        }
        return number
    }
}
