/// The values given on a command line for one command.
public struct ParsedArguments: Sendable, Equatable {
    /// The command path, such as `["deck", "new"]`.
    public var commandPath: [String]
    /// Positional words, in order.
    public var positionals: [String]
    /// Values per long option name, in order given.
    public var values: [String: [String]]
    /// Flags set (true) or negated (false).
    public var flags: [String: Bool]

    /// Creates parsed arguments.
    public init(
        commandPath: [String], positionals: [String] = [], values: [String: [String]] = [:], flags: [String: Bool] = [:]
    ) {
        self.commandPath = commandPath
        self.positionals = positionals
        self.values = values
        self.flags = flags
    }

    /// The last value of an option.
    public func value(_ long: String) -> String? { values[long]?.last }

    /// Every value of a repeatable option.
    public func allValues(_ long: String) -> [String] { values[long] ?? [] }

    /// Whether a flag is set.
    public func flag(_ long: String) -> Bool { flags[long] ?? false }

    /// Positional number `index`, if given.
    public func positional(_ index: Int) -> String? { positionals.indices.contains(index) ? positionals[index] : nil }

    /// An option parsed as an integer in `range`.
    ///
    /// - Throws: ``UsageError`` when the value is not an integer in range.
    public func integer(_ long: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = value(long) else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw UsageError(
                "The value '\(text)' is invalid for '--\(long)': expected a whole number from \(range.lowerBound) "
                    + "to \(range.upperBound).",
                commandPath: commandPath
            )
        }
        return number
    }
}
