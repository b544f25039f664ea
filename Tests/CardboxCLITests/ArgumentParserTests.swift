import Testing

@testable import CardboxCLI

/// One command line and what it parses to.
struct ParseCase: Sendable, CustomTestStringConvertible {
    var words: [String]
    var positionals: [String]
    var values: [String: [String]] = [:]
    var flags: [String: Bool] = [:]

    var testDescription: String { words.joined(separator: " ") }
}

/// One command line and the usage error it gives.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    var words: [String]
    var message: String
    var commandPath: [String]

    var testDescription: String { words.joined(separator: " ") }
}

/// The parser on a fixture tree: option forms, permutation, `--`, negation, errors with suggestions.
@Suite struct ArgumentParserTests {
    static let parseCases: [ParseCase] = [
        ParseCase(words: ["run", "in", "--name=x"], positionals: ["in"], values: ["name": ["x"]]),
        ParseCase(words: ["run", "in", "--name", "x"], positionals: ["in"], values: ["name": ["x"]]),
        ParseCase(words: ["run", "in", "--name="], positionals: ["in"], values: ["name": [""]]),
        ParseCase(words: ["run", "-n", "5", "in"], positionals: ["in"], values: ["count": ["5"]]),
        ParseCase(words: ["run", "-n5", "in"], positionals: ["in"], values: ["count": ["5"]]),
        ParseCase(words: ["run", "-n", "-3", "in"], positionals: ["in"], values: ["count": ["-3"]]),
        ParseCase(words: ["run", "-vq", "in"], positionals: ["in"], flags: ["verbose": true, "quiet": true]),
        ParseCase(
            words: ["run", "-vn", "7", "in"], positionals: ["in"], values: ["count": ["7"]], flags: ["verbose": true]),
        ParseCase(words: ["run", "--", "-v", "--name"], positionals: ["-v", "--name"]),
        ParseCase(words: ["run", "-v", "--", "-q"], positionals: ["-q"], flags: ["verbose": true]),
        ParseCase(words: ["run", "in", "--color"], positionals: ["in"], flags: ["color": true]),
        ParseCase(words: ["run", "in", "--no-color"], positionals: ["in"], flags: ["color": false]),
        ParseCase(words: ["run", "--color", "in", "--no-color"], positionals: ["in"], flags: ["color": false]),
        ParseCase(words: ["run", "-v", "in", "out"], positionals: ["in", "out"], flags: ["verbose": true]),
        ParseCase(words: ["run", "in", "-v", "out"], positionals: ["in", "out"], flags: ["verbose": true]),
        ParseCase(words: ["run", "in", "out", "-v"], positionals: ["in", "out"], flags: ["verbose": true]),
        ParseCase(words: ["run", "--tag", "a", "in", "-t", "b"], positionals: ["in"], values: ["tag": ["a", "b"]]),
        ParseCase(words: ["run", "-", "-2.5"], positionals: ["-", "-2.5"]),
        ParseCase(words: ["send", "--to", "x", "a", "b", "c"], positionals: ["a", "b", "c"], values: ["to": ["x"]]),
    ]

    @Test(arguments: parseCases) func parses(_ example: ParseCase) throws {
        let request = try FixtureTree.parser.parse(example.words)
        let expected = ParsedArguments(
            commandPath: [example.words[0]], positionals: example.positionals, valuesByName: example.values,
            flagsByName: example.flags)
        #expect(request.arguments == expected)
    }

    static let errorCases: [ErrorCase] = [
        ErrorCase(words: ["run"], message: "Missing expected argument '<input>'.", commandPath: ["run"]),
        ErrorCase(words: ["run", "a", "b", "c"], message: "Unexpected argument 'c'.", commandPath: ["run"]),
        ErrorCase(
            words: ["run", "a", "--nmae", "x"], message: "Unknown option '--nmae'. Did you mean '--name'?",
            commandPath: ["run"]),
        ErrorCase(
            words: ["run", "a", "--colr"], message: "Unknown option '--colr'. Did you mean '--color'?",
            commandPath: ["run"]),
        ErrorCase(words: ["run", "a", "-x"], message: "Unknown option '-x'.", commandPath: ["run"]),
        ErrorCase(words: ["run", "a", "-vx"], message: "Unknown option '-x'.", commandPath: ["run"]),
        ErrorCase(
            words: ["run", "a", "--no-verbose"], message: "Unknown option '--no-verbose'.", commandPath: ["run"]),
        ErrorCase(words: ["run", "a", "--name"], message: "Missing value for '--name <name>'.", commandPath: ["run"]),
        ErrorCase(words: ["run", "a", "-n", "-v"], message: "Missing value for '--count <n>'.", commandPath: ["run"]),
        ErrorCase(
            words: ["run", "a", "--name", "x", "--name=y"], message: "The option '--name' was given more than once.",
            commandPath: ["run"]),
        ErrorCase(
            words: ["run", "a", "--verbose=yes"], message: "The flag '--verbose' does not take a value.",
            commandPath: ["run"]),
        ErrorCase(
            words: ["send", "--to", "x"], message: "Missing expected argument '<file> ...'.", commandPath: ["send"]),
        ErrorCase(words: ["send", "a"], message: "Missing expected option '--to <address>'.", commandPath: ["send"]),
        ErrorCase(words: ["rnu"], message: "Unknown command 'rnu'. Did you mean 'run'?", commandPath: []),
        ErrorCase(words: ["zzzzzz"], message: "Unknown command 'zzzzzz'.", commandPath: []),
        ErrorCase(words: ["--verbose"], message: "Unknown option '--verbose'.", commandPath: []),
        ErrorCase(
            words: ["plain", "onee"], message: "Unknown subcommand of 'plain' 'onee'. Did you mean 'one'?",
            commandPath: ["plain"]),
        ErrorCase(
            words: ["help", "plain", "two"], message: "Unknown subcommand of 'plain' 'two'.", commandPath: ["plain"]),
        ErrorCase(words: ["help", "grup"], message: "Unknown command 'grup'. Did you mean 'group'?", commandPath: []),
    ]

    @Test(arguments: errorCases) func rejects(_ example: ErrorCase) {
        #expect(throws: UsageError(example.message, commandPath: example.commandPath)) {
            try FixtureTree.parser.parse(example.words)
        }
    }

    static let helpRequests: [(words: [String], path: [String])] = [
        ([], []),
        (["--help"], []),
        (["-h"], []),
        (["help"], []),
        (["help", "group"], ["group"]),
        (["help", "group", "show"], ["group", "show"]),
        (["group", "help"], ["group"]),
        (["group", "help", "show"], ["group", "show"]),
        (["group", "--help"], ["group"]),
        (["group", "show", "--help"], ["group", "show"]),
        (["group", "show", "-h"], ["group", "show"]),
        (["plain"], ["plain"]),
        (["plain", "help", "one"], ["plain", "one"]),
        (["run", "--help"], ["run"]),
        (["run", "-vh"], ["run"]),
        (["send", "--help"], ["send"]),
    ]

    @Test(arguments: helpRequests) func asksForHelp(_ words: [String], _ path: [String]) throws {
        let request = try FixtureTree.parser.parse(words)
        #expect(request.helpPath == path)
        if case .help(let command, _) = request {
            #expect(command.name == (path.last ?? "tool"))
        }
    }

    @Test func eitherSpellingOfAnOptionIsTheSameOptionAndNegatedSearchTermsAreArguments() throws {
        let british = try #require(try FixtureTree.parser.parse(["run", "a", "--colour"]).arguments)
        #expect(british.flagsByName["color"] == true)
        #expect(try FixtureTree.parser.parse(["run", "a", "--no-colour"]).arguments?.flagsByName["color"] == false)
        let search = try #require(try FixtureTree.parser.parse(["run", "-tag:easy", "-is:new"]).arguments)
        #expect(search.positionals == ["-tag:easy", "-is:new"])
        // A long option's value may hold a colon; a short option with a colon after it is a term.
        let mixed = try #require(try FixtureTree.parser.parse(["run", "a", "--name=12:30:00", "-x:y"]).arguments)
        #expect(mixed.valuesByName["name"] == ["12:30:00"])
        #expect(mixed.positionals == ["a", "-x:y"])
    }

    static let defaultCases: [(words: [String], path: [String], json: Bool)] = [
        (["group"], ["group", "list"], false),
        (["group", "--json"], ["group", "list"], true),
        (["group", "list", "--json"], ["group", "list"], true),
    ]

    @Test(arguments: defaultCases) func runsTheDefaultSubcommand(
        _ words: [String], _ path: [String], _ json: Bool
    ) throws {
        let arguments = try #require(try FixtureTree.parser.parse(words).arguments)
        #expect(arguments.commandPath == path)
        #expect(arguments.flag(.json) == json)
    }

    @Test func versionComesFirst() throws {
        guard case .version = try FixtureTree.parser.parse(["--version"]) else {
            Issue.record("--version is not a version request")
            return
        }
    }

    @Test func aRequestToRunCarriesTheCommandsSpec() throws {
        guard case .run(let invocation) = try FixtureTree.parser.parse(["send", "a", "--to", "b"]) else {
            Issue.record("send did not parse to a command that runs")
            return
        }
        #expect(invocation.spec.name == "send")
        #expect(invocation.arguments.commandPath == ["send"])
    }

    @Test func findsCommandsByPath() {
        #expect(FixtureTree.parser.command(at: [])?.name == "tool")
        #expect(FixtureTree.parser.command(at: ["group", "show"])?.name == "show")
        #expect(FixtureTree.parser.command(at: ["group", "nothing"]) == nil)
    }
}
