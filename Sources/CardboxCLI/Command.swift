/// A command of the `cardbox` tree: its spec together with what it does, either running or choosing a subcommand.
///
/// A command that runs is declared in one place with its spec and its body, so the tree the parser walks is the
/// tree that runs:
///
/// ```swift
/// static let command = Command(
///     CommandSpec(name: "stats", abstract: "Show your streak.", options: [.json]), run: run)
/// ```
public struct Command: Sendable {
    /// What a command that runs does with its arguments.
    public typealias Run = @Sendable (ParsedArguments, CLIContext) throws -> Void

    /// What the command does.
    public enum Body: Sendable {
        /// Runs with the parsed arguments.
        case run(Run)
        /// Chooses one of these subcommands; `defaultSubcommand` runs when none is named.
        case subcommands([Command], defaultSubcommand: String?)
    }

    /// The name, help, arguments and options.
    public var spec: CommandSpec
    /// What the command does.
    public var body: Body

    /// A command that runs `run`.
    public init(_ spec: CommandSpec, run: @escaping Run) {
        self.spec = spec
        self.body = .run(run)
    }

    /// A command made of subcommands, such as `cardbox deck`.
    public init(
        name: String, abstract: String, discussion: String? = nil, subcommands: [Command],
        defaultSubcommand: String? = nil
    ) {
        self.spec = CommandSpec(name: name, abstract: abstract, discussion: discussion)
        self.body = .subcommands(subcommands, defaultSubcommand: defaultSubcommand)
    }

    /// The word that selects the command.
    public var name: String { spec.name }

    /// The subcommands; empty for a command that runs.
    public var subcommands: [Command] {
        if case .subcommands(let subcommands, _) = body { return subcommands }
        return []
    }

    /// The subcommand with this name, in either spelling (`favorite` or `favourite`).
    public func subcommand(named name: String) -> Command? {
        let spellings = SpellingVariants.of(name)
        return subcommands.first { spellings.contains($0.name) }
    }

    /// This command with `extra` appended to its subcommands (how the app layer adds `serve`).
    public func adding(_ extra: [Command]) -> Command {
        guard case .subcommands(let subcommands, let defaultSubcommand) = body else { return self }
        var command = self
        command.body = .subcommands(subcommands + extra, defaultSubcommand: defaultSubcommand)
        return command
    }
}
