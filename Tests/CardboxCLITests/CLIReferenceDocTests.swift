import CardboxTestSupport
import Foundation
import Testing

@testable import CardboxCLI

/// `docs/cli.md` ends with every help screen as `cardbox … --help` prints it at 80 columns; a change to a command's
/// help must come with the same change to the manual.
///
/// After changing a command, `CARDBOX_WRITE_CLI_REFERENCE=1 swift test --filter CLIReferenceDocTests` writes the new
/// section into the file before comparing; without it the test only compares.
@Suite struct CLIReferenceDocTests {
    static let file = PythonPeer.repositoryRoot.appendingPathComponent("docs/cli.md")
    static let start = "<!-- The help screens below are checked against the commands by CLIReferenceDocTests. -->"

    /// Every command of the tree, depth first, with its path.
    static func commands(_ command: Command, path: [String] = []) -> [([String], Command)] {
        switch command.body {
        case .run: return [(path, command)]
        case .subcommands(let subcommands, _):
            return [(path, command)] + subcommands.flatMap { commands($0, path: path + [$0.name]) }
        }
    }

    /// The reference section as the commands render it.
    static func reference() -> String {
        let tree = CommandTree.root
        let root = tree.adding(ShellIntegrationCommands.commands(describing: tree))
        let renderer = HelpRenderer(width: 80)
        var text = "## Every help screen\n\n\(start)\n"
        for (path, command) in commands(root) {
            text += "\n### `\((["cardbox"] + path).joined(separator: " "))`\n\n```text\n"
            text += renderer.help(for: command, path: path).trimmingCharacters(in: .newlines) + "\n```\n"
        }
        return text
    }

    @Test func theManualEndsWithEveryHelpScreenAsPrinted() throws {
        var text = try String(contentsOf: Self.file, encoding: .utf8)
        let heading = "## Every help screen\n"
        if ProcessInfo.processInfo.environment["CARDBOX_WRITE_CLI_REFERENCE"] == "1" {
            let kept = text.firstRange(of: heading).map { String(text[..<$0.lowerBound]) } ?? text + "\n"
            text = kept + Self.reference()
            try Data(text.utf8).write(to: Self.file)
        }
        let range = try #require(text.firstRange(of: heading), "docs/cli.md has no '\(heading)' section")
        #expect(String(text[range.lowerBound...]) == Self.reference())
    }

    @Test func everyCommandHasItsOwnHelpScreenInTheManual() throws {
        let text = try String(contentsOf: Self.file, encoding: .utf8)
        for (path, _) in Self.commands(CommandTree.root) {
            #expect(text.contains("### `\((["cardbox"] + path).joined(separator: " "))`\n"), "\(path)")
        }
    }
}
