@testable import CardboxCLI

/// A small command tree that exercises every shape the parser knows, independent of Cardbox's own commands.
enum FixtureTree {
    static let verbose = OptionSpec.flag("verbose", short: "v", help: "Say more.")
    static let quiet = OptionSpec.flag("quiet", short: "q", help: "Say less.")
    static let count = OptionSpec.option("count", short: "n", value: "n", help: "How many.")
    static let name = OptionSpec.option("name", value: "name", help: "A name.")
    static let color = OptionSpec.flag("color", help: "Use colour.", negatable: true)
    static let tag = OptionSpec.option("tag", short: "t", value: "tag", help: "A tag.", repeatable: true)
    static let to = OptionSpec.option("to", value: "address", help: "Where to.", required: true)
    static let json = OptionSpec.json

    /// `tool run <input> [<output>]` with every kind of option.
    static let run = Command(
        CommandSpec(
            name: "run", abstract: "Run.",
            arguments: [ArgumentSpec("input", help: "In."), ArgumentSpec("output", help: "Out.", isOptional: true)],
            options: [verbose, quiet, count, name, color, tag]
        ),
        run: { _, _ in })

    /// `tool send --to <address> <file> ...`.
    static let send = Command(
        CommandSpec(
            name: "send", abstract: "Send.", arguments: [ArgumentSpec("file", help: "Files.", isVariadic: true)],
            options: [to]
        ),
        run: { _, _ in })

    /// `tool group list|show`, which runs `list` when no subcommand is named.
    static let group = Command(
        name: "group", abstract: "A group with a default.",
        subcommands: [
            Command(CommandSpec(name: "list", abstract: "List.", options: [json]), run: { _, _ in }),
            Command(
                CommandSpec(name: "show", abstract: "Show.", arguments: [ArgumentSpec("item", help: "The item.")]),
                run: { _, _ in }),
        ],
        defaultSubcommand: "list"
    )

    /// `tool plain one`, a group without a default.
    static let plain = Command(
        name: "plain", abstract: "A group without a default.",
        subcommands: [Command(CommandSpec(name: "one", abstract: "One."), run: { _, _ in })]
    )

    static let root = Command(name: "tool", abstract: "A tool.", subcommands: [run, send, group, plain])

    static let parser = ArgumentParser(root: root)
}

extension ArgumentParser.Request {
    /// The parsed arguments of a request to run, else `nil`.
    var arguments: ParsedArguments? {
        if case .run(let invocation) = self { return invocation.arguments }
        return nil
    }

    /// The path of a request for help, else `nil`.
    var helpPath: [String]? {
        if case .help(_, let path) = self { return path }
        return nil
    }
}
