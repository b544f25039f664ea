import Testing

@testable import CardboxCLI

/// The tool without a process: help and usage errors are printed and give their exit codes before any store is
/// opened.
@Suite struct CommandLineToolTests {
    /// Runs `words` with a context that cannot be made, so only parsing, help and usage errors can succeed.
    func run(_ words: [String]) -> (code: ExitCode, out: String, err: String) {
        let recording = RecordingConsole()
        let tool = CommandLineTool(console: recording.console) {
            throw CLIError.unavailable("No store in this test.")
        }
        let code = tool.run(words)
        return (code, recording.out, recording.err)
    }

    @Test func helpAsASubcommandWordMatchesHelpAsAFlag() {
        let flag = run(["deck", "new", "--help"])
        #expect(flag.code == .success)
        #expect(flag.out.hasPrefix("OVERVIEW: Create a deck.\n"))
        #expect(run(["deck", "help", "new"]).out == flag.out)
        #expect(run(["help", "deck", "new"]).out == flag.out)
        #expect(run(["deck", "help", "new"]).code == .success)
    }

    @Test func theGroupHelpPointsAtAFormThatWorks() {
        let help = run(["deck", "--help"]).out
        #expect(help.hasSuffix("  See 'cardbox deck help <subcommand>' for detailed help.\n"))
        #expect(
            run(["deck", "help", "set"]).out.hasPrefix("OVERVIEW: Change a deck's scheduler, limits or colours.\n"))
    }

    @Test func versionIsPrinted() {
        let version = run(["--version"])
        #expect(version.code == .success)
        #expect(version.out == "cardbox 0.1.0\n")
    }

    @Test func aMissingRequiredOptionIsAUsageErrorWithTheUsageLine() {
        let result = run(["card", "add", "-f", "Capital of Peru?", "-b", "Lima"])
        #expect(result.code == .usage)
        #expect(result.out.isEmpty)
        #expect(
            result.err == """
                Error: Missing expected option '--deck <name>'.
                Usage: cardbox card add --deck <name> --front <text> --back <text>
                       [--explanation <text>] [--distractor <text> ...] [--category <name>]
                       [--tag <tag> ...] [--pitfall <text>] [--[no-]code] [--[no-]typed]
                       [--text-color <colour>] [--card-color <colour>] [--view-color <colour>]
                       [--json]
                  See 'cardbox card add --help' for more information.

                """)
    }

    @Test func anUnknownSubcommandNamesTheGroup() {
        let result = run(["deck", "help", "nwe"])
        #expect(result.code == .usage)
        #expect(
            result.err == """
                Error: Unknown subcommand of 'deck' 'nwe'. Did you mean 'new'?
                Usage: cardbox deck <subcommand>
                  See 'cardbox deck --help' for more information.

                """)
    }

    @Test func aCommandThatParsesRunsInTheContext() {
        let result = run(["deck", "list"])
        #expect(result.code == .unavailable)
        #expect(result.err == "Error: No store in this test.\n")
    }
}
