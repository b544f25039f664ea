import CardboxCLI
import CardboxDocuments
import Foundation

/// The composition root: reads the configuration once, builds the shared environment, and runs the command line
/// (or the server) over it.
public enum CardboxApplication {
    /// Runs `cardbox` with the process's arguments and environment, and returns the exit code.
    public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Int32 {
        InheritedSignalMask.reset()
        let processEnvironment = ProcessInfo.processInfo.environment
        let console = Console.standard(environment: processEnvironment)
        // The server reads on several threads at once; a command on one, or two for an export.
        let readers =
            arguments.first == ServeCommand.spec.name
            ? ServeCommand.readerConnections : CommandReaders.count(forCommand: arguments.first)
        let environment = Built { try AppEnvironment(environment: processEnvironment, readers: readers) }
        let serve = ServeCommand.command { try environment.value() }
        let store = StoreCommand.command { try environment.value() }
        let tool = CommandLineTool(console: console, adding: [serve, store]) {
            try environment.value().commandLineContext(console: console, environment: processEnvironment)
        }
        if tool.invocation(for: arguments)?.spec.mayRunOCR == true {
            DocumentExtractor.prepareProcess()
        }
        return tool.run(arguments).rawValue
    }
}
