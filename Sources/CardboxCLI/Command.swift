/// A command the CLI can run: its spec and what it does.
public struct Command: Sendable {
    /// The command's path from the root, such as `["deck", "new"]`.
    public var path: [String]
    /// Runs the command.
    public var run: @Sendable (ParsedArguments, CLIContext) throws -> Void

    /// Creates a command.
    public init(path: [String], run: @escaping @Sendable (ParsedArguments, CLIContext) throws -> Void) {
        self.path = path
        self.run = run
    }
}
