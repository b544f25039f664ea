import CardboxCore

/// Parses a command line against a tree of ``Command``s, the way swift-argument-parser does.
///
/// Supports `--name value`, `--name=value`, `-n value`, combined short flags (`-vq`), `--no-flag`, `--` to end
/// options, options before or after positional arguments, and `help` as a word at any level of the tree
/// (`cardbox help deck new`, `cardbox deck help new`).
public struct ArgumentParser: Sendable {
    /// The root command (`cardbox`).
    public var root: Command

    /// Creates a parser.
    public init(root: Command) { self.root = root }

    /// What a command line asks for.
    public enum Request: Sendable {
        /// Run a command.
        case run(Invocation)
        /// Show help for `command`, reached by `path`.
        case help(Command, path: [String])
        /// Show the version.
        case version
    }

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: ``UsageError`` for unknown commands or options, missing values, arguments or options.
    public func parse(_ arguments: [String]) throws(UsageError) -> Request {
        var words = arguments[...]
        if words.first == "--version" { return .version }
        var command = root
        var path: [String] = []
        while true {
            switch command.body {
            case .run(let run):
                guard let parsed = try parseLeaf(Array(words), spec: command.spec, path: path) else {
                    return .help(command, path: path)
                }
                return .run(Invocation(spec: command.spec, arguments: parsed, run: run))
            case .subcommands(_, let defaultName):
                let word = words.first
                if word == "-h" || word == "--help" { return .help(command, path: path) }
                if word == "help", command.subcommand(named: "help") == nil {
                    let names = words.dropFirst().prefix { !$0.hasPrefix("-") }
                    return try help(for: Array(names), from: command, path: path)
                }
                if word == nil || word?.hasPrefix("-") == true,
                    let fallback = defaultName.flatMap(command.subcommand(named:))
                {
                    command = fallback
                    path.append(fallback.name)
                    continue
                }
                guard let word else { return .help(command, path: path) }
                guard let subcommand = command.subcommand(named: word) else {
                    if word.hasPrefix("-") { throw unknownOption(word, spec: command.spec, path: path) }
                    throw unknownSubcommand(word, of: command, path: path)
                }
                command = subcommand
                path.append(word)
                words.removeFirst()
            }
        }
    }

    /// The command at `path`, if there is one.
    public func command(at path: [String]) -> Command? {
        var command = root
        for name in path {
            guard let subcommand = command.subcommand(named: name) else { return nil }
            command = subcommand
        }
        return command
    }

    /// The help request for the command `names` leads to from `command`.
    private func help(for names: [String], from command: Command, path: [String]) throws(UsageError) -> Request {
        var command = command
        var path = path
        for name in names {
            guard let subcommand = command.subcommand(named: name) else {
                throw unknownSubcommand(name, of: command, path: path)
            }
            command = subcommand
            path.append(name)
        }
        return .help(command, path: path)
    }

    /// The arguments of a command that runs, or `nil` when they ask for its help.
    private func parseLeaf(
        _ words: [String], spec: CommandSpec, path: [String]
    ) throws(UsageError)
        -> ParsedArguments?
    {
        var parsed = ParsedArguments(commandPath: path)
        var index = 0
        var optionsEnded = false
        func takeValue(for option: OptionSpec, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < words.count, !Self.looksLikeOption(words[index]) else {
                throw UsageError("Missing value for '\(option.usageLabel)'.", commandPath: path)
            }
            return words[index]
        }
        func store(_ option: OptionSpec, value: String?) throws(UsageError) {
            if let value {
                if !option.isRepeatable, parsed.valuesByName[option.long] != nil {
                    throw UsageError("The option '--\(option.long)' was given more than once.", commandPath: path)
                }
                parsed.valuesByName[option.long, default: []].append(value)
            } else {
                parsed.flagsByName[option.long] = true
            }
        }
        while index < words.count {
            let word = words[index]
            if optionsEnded || !Self.looksLikeOption(word) {
                parsed.positionals.append(word)
            } else if word == "--" {
                optionsEnded = true
            } else if word.hasPrefix("--") {
                let body = word.dropFirst(2)
                let name = String(body.prefix { $0 != "=" })
                let inline = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
                if let option = spec.option(long: name) {
                    if option.valueName == nil, inline != nil {
                        throw UsageError("The flag '--\(name)' does not take a value.", commandPath: path)
                    }
                    try store(option, value: option.valueName == nil ? nil : try takeValue(for: option, inline: inline))
                } else if name.hasPrefix("no-"), let option = spec.option(long: String(name.dropFirst(3))),
                    option.isNegatable
                {
                    parsed.flagsByName[option.long] = false
                } else {
                    throw unknownOption("--" + name, spec: spec, path: path)
                }
            } else {
                let letters = Array(word.dropFirst())
                for (offset, letter) in letters.enumerated() {
                    guard let option = spec.option(short: letter) else {
                        throw unknownOption("-\(letter)", spec: spec, path: path)
                    }
                    if option.valueName != nil {
                        let rest = String(letters[(offset + 1)...])
                        try store(option, value: try takeValue(for: option, inline: rest.isEmpty ? nil : rest))
                        break
                    }
                    try store(option, value: nil)
                }
            }
            index += 1
        }
        if parsed.flag(.help) { return nil }
        try checkPositionals(parsed.positionals, spec: spec, path: path)
        if let missing = spec.options.first(where: { $0.isRequired && !parsed.contains($0) }) {
            throw UsageError("Missing expected option '\(missing.usageLabel)'.", commandPath: path)
        }
        return parsed
    }

    /// Whether `word` is an option or `--` rather than a value.
    ///
    /// `-` alone and negative numbers are values, and so are negated search terms such as `-tag:easy` (a single dash
    /// and a colon after a name: no option looks like that).
    private static func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1, Double(word) == nil else { return false }
        if !word.hasPrefix("--"), let colon = word.firstIndex(of: ":"),
            word.dropFirst()[..<colon].allSatisfy(\.isLetter)
        {
            return false
        }
        return true
    }

    private func checkPositionals(_ positionals: [String], spec: CommandSpec, path: [String]) throws(UsageError) {
        let required = spec.arguments.filter { !$0.isOptional }
        if positionals.count < required.count {
            let missing = required[positionals.count]
            throw UsageError("Missing expected argument '\(missing.label)'.", commandPath: path)
        }
        if !(spec.arguments.last?.isVariadic ?? false), positionals.count > spec.arguments.count {
            throw UsageError("Unexpected argument '\(positionals[spec.arguments.count])'.", commandPath: path)
        }
    }

    private func unknownSubcommand(_ word: String, of command: Command, path: [String]) -> UsageError {
        let suggestion = Self.closest(to: word, among: command.subcommands.map(\.name)).map { " Did you mean '\($0)'?" }
        let what = path.isEmpty ? "command" : "subcommand of '\(path.joined(separator: " "))'"
        return UsageError("Unknown \(what) '\(word)'.\(suggestion ?? "")", commandPath: path)
    }

    private func unknownOption(_ word: String, spec: CommandSpec, path: [String]) -> UsageError {
        let candidates = spec.allOptions.map { "--" + $0.long }
        let suggestion = word.hasPrefix("--") ? Self.closest(to: word, among: candidates) : nil
        return UsageError(
            "Unknown option '\(word)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""), commandPath: path
        )
    }

    /// The candidate within edit distance 2 of `word`, if any (the first of equally close ones).
    static func closest(to word: String, among candidates: [String]) -> String? {
        EditDistance.closest(to: word, among: candidates)
    }
}
