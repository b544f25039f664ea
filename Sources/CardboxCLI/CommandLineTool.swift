/// Runs one `cardbox` command line: parses it, prints help or runs the command, and turns errors into messages and
/// exit codes.
public struct CommandLineTool: Sendable {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    /// The console.
    public var console: Console
    /// The command tree: ``CommandTree/root`` with the commands the app layer adds.
    public var root: Command
    /// Opens the store and builds the context; called only for commands that run.
    public var makeContext: @Sendable () throws -> CLIContext

    /// Creates the tool for ``CommandTree/root`` with `extra` commands (such as `serve`) added to it.
    public init(
        console: Console, adding extra: [Command] = [], makeContext: @escaping @Sendable () throws -> CLIContext
    ) {
        self.console = console
        let tree = CommandTree.root.adding(extra)
        self.root = tree.adding(ShellIntegrationCommands.commands(describing: tree))
        self.makeContext = makeContext
    }

    /// The command `arguments` would run, or `nil` when they ask for help or the version, or are wrong.
    public func invocation(for arguments: [String]) -> Invocation? {
        guard case .run(let invocation) = try? ArgumentParser(root: root).parse(arguments) else { return nil }
        return invocation
    }

    /// Runs `arguments` (without the program name) and returns the exit code.
    public func run(_ arguments: [String]) -> ExitCode {
        let parser = ArgumentParser(root: root)
        let renderer = HelpRenderer(width: console.width)
        let json = JSONOutput.isRequested(by: arguments)
        let request: ArgumentParser.Request
        do {
            request = try parser.parse(arguments)
        } catch {
            reportUsage(error, parser: parser, renderer: renderer, json: json)
            return .usage
        }
        switch request {
        case .version:
            if json { console.out(JSONOutput.version(Self.version)) } else { console.line("cardbox \(Self.version)") }
            return .success
        case .help(let command, let path):
            console.out(renderer.help(for: command, path: path))
            return .success
        case .run(let invocation):
            do {
                try invocation(in: try makeContext())
                return .success
            } catch let error as UsageError {
                reportUsage(error, parser: parser, renderer: renderer, json: json)
                return .usage
            } catch let error as ReportedError {
                let code = ExitCode.for(error)
                if json { console.err(JSONOutput.error(Self.message(for: error.underlying), exitCode: code)) }
                return code
            } catch let error as InterruptedByUser {
                return ExitCode.for(error)
            } catch {
                let code = ExitCode.for(error)
                if json {
                    console.err(JSONOutput.error(Self.message(for: error), exitCode: code))
                } else {
                    console.err("Error: \(Self.message(for: error))\n")
                }
                return code
            }
        }
    }

    private func reportUsage(_ error: UsageError, parser: ArgumentParser, renderer: HelpRenderer, json: Bool) {
        if json { return console.err(JSONOutput.error(error.message, exitCode: .usage)) }
        let command = parser.command(at: error.commandPath) ?? root
        let name = (["cardbox"] + error.commandPath).joined(separator: " ")
        console.err(
            "Error: \(error.message)\nUsage: \(renderer.usage(for: command, path: error.commandPath))\n"
                + "  See '\(name) --help' for more information.\n"
        )
    }

    /// The user-facing sentence for an error.
    static func message(for error: any Error) -> String {
        String(describing: error)
    }
}
