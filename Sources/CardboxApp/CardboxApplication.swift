import CardboxCLI
import Foundation

/// The composition root: reads the configuration once, builds the shared environment, and runs the command line
/// (or the server) over it.
public enum CardboxApplication {
    /// Runs `cardbox` with the process's arguments and environment, and returns the exit code.
    public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Int32 {
        if let command = arguments.first, OCRCommands.names.contains(command) {
            OpenMPLimit.ensureSingleThreaded()
        }
        let processEnvironment = ProcessInfo.processInfo.environment
        let console = Console.standard(environment: processEnvironment)
        // The server reads on several threads at once; a command reads on one.
        let readers = arguments.first == ServeCommand.spec.name ? ServeCommand.readerConnections : 0
        let environment = Built { try AppEnvironment(environment: processEnvironment, readers: readers) }
        let serve = Command(path: ["serve"]) { arguments, context in
            try ServeCommand.run(arguments, environment: try environment.value(), console: context.console)
        }
        let tool = CommandLineTool(console: console, extraCommands: [(ServeCommand.spec, serve)]) {
            try environment.value().commandLineContext(console: console, environment: processEnvironment)
        }
        return tool.run(arguments).rawValue
    }
}
