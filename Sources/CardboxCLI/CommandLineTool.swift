/// Runs one `cardbox` command line: parses it, prints help or runs the command, and turns errors into messages and
/// exit codes.
public struct CommandLineTool: Sendable {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// The console.
    public var console: Console
    /// Opens the store and builds the context; called only for commands that need it.
    public var makeContext: @Sendable () throws -> CLIContext
    /// Commands the app layer adds to the tree, with their specs.
    public var extraCommands: [(spec: CommandSpec, command: Command)]

    /// Creates the tool.
    public init(
        console: Console, extraCommands: [(spec: CommandSpec, command: Command)] = [],
        makeContext: @escaping @Sendable () throws -> CLIContext
    ) {
        self.console = console
        self.extraCommands = extraCommands
        self.makeContext = makeContext
    }

    /// Runs `arguments` (without the program name) and returns the exit code.
    public func run(_ arguments: [String]) -> ExitCode {
        let root = CommandTree.root(adding: extraCommands.map(\.spec))
        let parser = ArgumentParser(root: root)
        let renderer = HelpRenderer(width: console.width)
        let request: ArgumentParser.Request
        do {
            request = try parser.parse(arguments)
        } catch {
            reportUsage(error, parser: parser, renderer: renderer)
            return .usage
        }
        switch request {
        case .version:
            console.line("cardbox \(Self.version)")
            return .success
        case .help(let path):
            let spec = parser.spec(at: path) ?? root
            console.out(renderer.help(for: spec, path: path))
            return .success
        case .run(let parsed):
            guard
                let command = CommandTree.command(at: parsed.commandPath)
                    ?? extraCommands.first(where: { $0.command.path == parsed.commandPath })?.command
            else {
                console.err("Error: '\(parsed.commandPath.joined(separator: " "))' cannot be run.\n")
                return .software
            }
            do {
                let context = try makeContext()
                try command.run(parsed, context)
                return .success
            } catch let error as UsageError {
                reportUsage(error, parser: parser, renderer: renderer)
                return .usage
            } catch let error as ReportedError {
                return ExitCode.for(error)
            } catch {
                console.err("Error: \(Self.message(for: error))\n")
                return ExitCode.for(error)
            }
        }
    }

    private func reportUsage(_ error: UsageError, parser: ArgumentParser, renderer: HelpRenderer) {
        let spec = parser.spec(at: error.commandPath) ?? CommandTree.root
        let name = (["cardbox"] + error.commandPath).joined(separator: " ")
        console.err(
            "Error: \(error.message)\nUsage: \(renderer.usage(for: spec, path: error.commandPath))\n"
                + "  See '\(name) --help' for more information.\n"
        )
    }

    /// The user-facing sentence for an error.
    static func message(for error: any Error) -> String {
        String(describing: error)
    }
}
