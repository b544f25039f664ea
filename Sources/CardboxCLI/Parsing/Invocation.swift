/// A command line that parsed to a command that runs: the command's spec, its arguments, and its body.
public struct Invocation: Sendable {
    /// The spec of the command to run (the app reads ``CommandSpec/mayRunOCR`` from it).
    public var spec: CommandSpec
    /// The parsed arguments.
    public var arguments: ParsedArguments
    /// The command's body.
    public var run: Command.Run

    /// Runs the command in `context`.
    public func callAsFunction(in context: CLIContext) throws {
        try run(arguments, context)
    }
}
