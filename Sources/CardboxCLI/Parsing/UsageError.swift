/// The command line was wrong: printed with the usage line and a pointer to `--help`, exit code 64.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The sentence describing what is wrong.
    public var message: String
    /// The command the error belongs to, such as `["card", "add"]`.
    public var commandPath: [String]

    /// Creates a usage error.
    public init(_ message: String, commandPath: [String]) {
        self.message = message
        self.commandPath = commandPath
    }

    /// The message.
    public var description: String { message }
}
