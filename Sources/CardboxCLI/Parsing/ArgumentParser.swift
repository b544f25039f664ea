/// Parses a command line against a tree of ``CommandSpec``s, the way swift-argument-parser does.
///
/// Supports `--name value`, `--name=value`, `-n value`, combined short flags (`-vq`), `--no-flag`, `--` to end
/// options, and options before or after positional arguments.
public struct ArgumentParser: Sendable {
    /// The root command (`cardbox`).
    public var root: CommandSpec

    /// Creates a parser.
    public init(root: CommandSpec) { self.root = root }

    /// What a command line asks for.
    public enum Request: Equatable, Sendable {
        /// Run the command with these arguments.
        case run(ParsedArguments)
        /// Show help for the command at this path.
        case help([String])
        /// Show the version.
        case version
    }

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: ``UsageError`` for unknown commands or options, missing values or arguments.
    public func parse(_ arguments: [String]) throws(UsageError) -> Request {
        var words = arguments[...]
        if words.first == "--version" { return .version }
        if words.first == "help" {
            words.removeFirst()
            let path = try resolvePath(Array(words.prefix { !$0.hasPrefix("-") }), requireLeaf: false)
            return .help(path.map(\.name))
        }
        var spec = root
        var path: [String] = []
        while !spec.subcommands.isEmpty {
            let word = words.first
            if word == "-h" || word == "--help" { return .help(path) }
            if word == nil || word?.hasPrefix("-") == true,
                let fallback = spec.defaultSubcommand.flatMap({ name in spec.subcommands.first { $0.name == name } })
            {
                spec = fallback
                path.append(fallback.name)
                continue
            }
            guard let word else { break }
            guard let sub = spec.subcommands.first(where: { $0.name == word }) else {
                if word.hasPrefix("-") { throw unknownOption(word, spec: spec, path: path) }
                let suggestion = Self.closest(to: word, among: spec.subcommands.map(\.name)).map {
                    " Did you mean '\($0)'?"
                }
                let what = path.isEmpty ? "command" : "subcommand of '\(path.joined(separator: " "))'"
                throw UsageError("Unknown \(what) '\(word)'.\(suggestion ?? "")", commandPath: path)
            }
            spec = sub
            path.append(word)
            words.removeFirst()
        }
        if !spec.subcommands.isEmpty { return .help(path) }
        return try parseLeaf(Array(words), spec: spec, path: path)
    }

    /// The spec at `path`.
    public func spec(at path: [String]) -> CommandSpec? {
        try? resolvePath(path, requireLeaf: false).last ?? root
    }

    private func resolvePath(_ names: [String], requireLeaf: Bool) throws(UsageError) -> [CommandSpec] {
        var spec = root
        var result: [CommandSpec] = []
        for name in names {
            guard let sub = spec.subcommands.first(where: { $0.name == name }) else {
                throw UsageError("Unknown command '\(name)'.", commandPath: result.map(\.name))
            }
            result.append(sub)
            spec = sub
        }
        return result
    }

    private func parseLeaf(_ words: [String], spec: CommandSpec, path: [String]) throws(UsageError) -> Request {
        var parsed = ParsedArguments(commandPath: path)
        var index = 0
        var optionsEnded = false
        func takeValue(for option: OptionSpec, inline: String?) throws(UsageError) -> String {
            if let inline { return inline }
            index += 1
            guard index < words.count,
                !(words[index].hasPrefix("-") && words[index].count > 1 && Double(words[index]) == nil)
            else {
                throw UsageError(
                    "Missing value for '--\(option.long) <\(option.valueName ?? "value")>'.", commandPath: path)
            }
            return words[index]
        }
        func store(_ option: OptionSpec, value: String?) throws(UsageError) {
            if let value {
                if !option.isRepeatable, parsed.values[option.long] != nil {
                    throw UsageError("The option '--\(option.long)' was given more than once.", commandPath: path)
                }
                parsed.values[option.long, default: []].append(value)
            } else {
                parsed.flags[option.long] = true
            }
        }
        while index < words.count {
            let word = words[index]
            if optionsEnded || word == "-" || !word.hasPrefix("-") || Double(word) != nil {
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
                    parsed.flags[option.long] = false
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
        if parsed.flag("help") { return .help(path) }
        try checkPositionals(parsed.positionals, spec: spec, path: path)
        return .run(parsed)
    }

    private func checkPositionals(_ positionals: [String], spec: CommandSpec, path: [String]) throws(UsageError) {
        let required = spec.arguments.filter { !$0.isOptional && !$0.isVariadic }
        if positionals.count < required.count {
            let missing = required[positionals.count]
            throw UsageError("Missing expected argument '<\(missing.name)>'.", commandPath: path)
        }
        if !(spec.arguments.last?.isVariadic ?? false), positionals.count > spec.arguments.count {
            throw UsageError("Unexpected argument '\(positionals[spec.arguments.count])'.", commandPath: path)
        }
    }

    private func unknownOption(_ word: String, spec: CommandSpec, path: [String]) -> UsageError {
        let candidates = spec.allOptions.map { "--" + $0.long }
        let suggestion = word.hasPrefix("--") ? Self.closest(to: word, among: candidates) : nil
        return UsageError(
            "Unknown option '\(word)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? ""), commandPath: path
        )
    }

    /// The candidate within edit distance 2 of `word`, if one is clearly closest.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(Array(word), Array($0))) }.filter { $0.1 <= 2 }
        return scored.min { $0.1 < $1.1 }?.0
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1), previous[j] + 1, current[j - 1] + 1)
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
