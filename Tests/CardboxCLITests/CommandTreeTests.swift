import CardboxCore
import CardboxTestSupport
import Testing

@testable import CardboxCLI

/// Cardbox's own command tree: help at every level, default subcommands, suggestions, OCR commands, and options
/// that are declared consistently.
@Suite struct CommandTreeTests {
    let parser = ArgumentParser(root: CommandTree.root)

    /// Every command that runs, with its path.
    static func leaves(of command: Command = CommandTree.root, path: [String] = []) -> [([String], Command)] {
        switch command.body {
        case .run: return [(path, command)]
        case .subcommands(let subcommands, _):
            return subcommands.flatMap { leaves(of: $0, path: path + [$0.name]) }
        }
    }

    @Test(arguments: [
        ["help", "deck", "new"], ["deck", "help", "new"], ["deck", "new", "--help"], ["deck", "new", "-h"],
    ])
    func helpWorksAtEveryLevel(_ words: [String]) throws {
        #expect(try parser.parse(words).helpPath == ["deck", "new"])
    }

    @Test func everySubcommandTheHelpAdvertisesHasHelp() throws {
        for (path, _) in Self.leaves() where path.count > 1 {
            let words = Array(path.dropLast()) + ["help", path[path.count - 1]]
            #expect(try parser.parse(words).helpPath == path, "\(words)")
        }
    }

    @Test(arguments: [
        (["drafts"], ["drafts", "list"]), (["drafts", "--json"], ["drafts", "list"]),
        (["config"], ["config", "show"]), (["favourite"], ["favourite", "list"]),
    ])
    func groupsWithADefaultRunIt(_ words: [String], _ path: [String]) throws {
        #expect(try parser.parse(words).arguments?.commandPath == path)
    }

    @Test(arguments: [["deck"], ["card"], ["words"]])
    func groupsWithoutADefaultShowTheirHelp(_ words: [String]) throws {
        #expect(try parser.parse(words).helpPath == words)
    }

    @Test(arguments: [
        (["stuy"], "Unknown command 'stuy'. Did you mean 'study'?"),
        (["deck", "nwe"], "Unknown subcommand of 'deck' 'nwe'. Did you mean 'new'?"),
        (["card", "list", "--dek", "x"], "Unknown option '--dek'. Did you mean '--deck'?"),
        (["study", "--shufle"], "Unknown option '--shufle'. Did you mean '--shuffle'?"),
        (["help", "dek"], "Unknown command 'dek'. Did you mean 'deck'?"),
        (["card", "add", "-f", "q", "-b", "a"], "Missing expected option '--deck <name>'."),
        (["card", "add", "-f", "a", "-b", "b"], "Missing expected option '--deck <name>'."),
        (["words", "cards"], "Missing expected option '--deck <name>'."),
        (["extract"], "Missing expected argument '<file> ...'."),
        (["deck", "rename", "A"], "Missing expected argument '<new-name>'."),
        (["deck", "show", "A", "B"], "Unexpected argument 'B'."),
    ])
    func misspeltOrIncompleteCommandLines(_ words: [String], _ message: String) {
        #expect(throws: UsageError.self) { try parser.parse(words) }
        do {
            _ = try parser.parse(words)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func onlyTheDocumentCommandsMayRunOCR() {
        let ocr = Set(Self.leaves().filter { $0.1.spec.mayRunOCR }.map { $0.0.joined(separator: " ") })
        #expect(ocr == ["extract", "import", "eval"])
    }

    @Test func serveIsAddedWithItsOwnSpec() throws {
        let serve = Command(CommandSpec(name: "serve", abstract: "Serve.", mayRunOCR: true), run: { _, _ in })
        let tool = CommandLineTool(console: RecordingConsole().console, adding: [serve]) {
            throw CLIError.unavailable("no store in this test")
        }
        #expect(tool.invocation(for: ["serve"])?.spec.mayRunOCR == true)
        #expect(tool.invocation(for: ["extract", "a.pdf"])?.spec.mayRunOCR == true)
        #expect(tool.invocation(for: ["study"])?.spec.mayRunOCR == false)
        #expect(tool.invocation(for: ["extract", "--help"]) == nil)
        #expect(tool.invocation(for: ["sreve"]) == nil)
    }

    @Test func everyCommandDeclaresEachOptionOnce() {
        for (path, command) in Self.leaves() {
            let options = command.spec.allOptions
            let longs = options.map(\.long)
            let shorts = options.compactMap(\.short)
            #expect(Set(longs).count == longs.count, "\(path)")
            #expect(Set(shorts).count == shorts.count, "\(path)")
            let arguments = command.spec.arguments
            #expect(arguments.dropLast().allSatisfy { !$0.isVariadic }, "\(path)")
        }
    }

    @Test func aShortFlagMeansOneOptionAcrossEveryCommand() {
        var meanings: [Character: Set<String>] = [:]
        for (_, command) in Self.leaves() {
            for option in command.spec.allOptions {
                if let short = option.short { meanings[short, default: []].insert(option.long) }
            }
        }
        for (short, longs) in meanings {
            #expect(longs.count == 1, "-\(short) means \(longs.sorted()) in different commands")
        }
    }

    @Test func everyCommandWithADeckTakesItAsDashDashDeck() {
        for (path, command) in Self.leaves() where command.spec.arguments.contains(where: { $0.name == "deck" }) {
            if path.first == "class" { continue }  // the server's deck, named on the server's side
            let deck = command.spec.allOptions.first { $0.long == "deck" }
            #expect(deck?.short == "d", "\(path) has a <deck> argument but no -d, --deck")
        }
        for (path, command) in Self.leaves() {
            guard let deck = command.spec.allOptions.first(where: { $0.long == "deck" }) else { continue }
            #expect(deck.short == "d", "\(path)'s --deck has no -d")
        }
    }

    /// The commands that print no data of their own: they study, play, write files or change settings.
    static let commandsWithoutJSON: Set<[String]> = [
        ["study"], ["backup"], ["restore"], ["say"], ["words", "play"], ["drafts", "review"], ["config", "set-key"],
        ["config", "path"], ["config", "set"], ["class", "export"], ["export"],
    ]

    @Test func everyCommandThatPrintsDataTakesJSON() {
        for (path, command) in Self.leaves() {
            let json = command.spec.allOptions.contains { $0.long == "json" }
            #expect(json != Self.commandsWithoutJSON.contains(path), "\(path): --json \(json ? "given" : "missing")")
        }
    }

    @Test func docsCliJSONListsExactlyTheCommandsThatTakeJSON() throws {
        let documented = Set(try CLIJSONContract.shapes().keys)
        let taking = Set(
            Self.leaves().filter { $0.1.spec.allOptions.contains { $0.long == "json" } }.map {
                $0.0.joined(separator: " ")
            })
        #expect(documented == taking.union(["--version"]))
    }

    @Test func aNewDeckShowsTheDefaultsItGets() throws {
        let new = try #require(parser.command(at: ["deck", "new"]))
        let defaults = Dictionary(uniqueKeysWithValues: new.spec.options.map { ($0.long, $0.defaultValue) })
        let options = DeckOptions()
        #expect(defaults["scheduler"] == options.scheduler.rawValue)
        #expect(defaults["new-per-day"] == "\(options.newCardsPerDay)")
        #expect(defaults["retention"] == "\(options.desiredRetention)")
    }

    @Test func deckSetShowsNoDefaultsBecauseLeavingAnOptionOutKeepsItsValue() throws {
        let set = try #require(parser.command(at: ["deck", "set"]))
        #expect(set.spec.options.allSatisfy { $0.defaultValue == nil })
        let help = HelpRenderer(width: 80).help(for: set, path: ["deck", "set"])
        #expect(!help.contains("default"))
    }

    @Test func optionsAreReadWithTheirSpecs() throws {
        let arguments = try #require(
            try parser.parse([
                "card", "edit", "7", "--no-code", "--tag", "a", "-t", "b", "--front=Q", "--text-color", "#ffffff",
            ]).arguments)
        #expect(arguments[CardCommands.front] == "Q")
        #expect(arguments[CardCommands.back] == nil)
        #expect(arguments.values(of: CardCommands.tag) == ["a", "b"])
        #expect(arguments.contains(CardCommands.tag))
        #expect(!arguments.contains(CardCommands.distractor))
        #expect(arguments.setting(CardCommands.code) == false)
        #expect(arguments.flag(CardCommands.code) == false)
        #expect(arguments[StyleOptions.textColor] == "#ffffff")
        #expect(arguments.positional(0) == "7")
        #expect(arguments.positional(1) == nil)
    }

    @Test(arguments: [
        (
            ["study", "--limit", "0"],
            "The value '0' is invalid for '--limit': expected a whole number from 1 to 10000."
        ),
        (["study", "-n", "ten"], "The value 'ten' is invalid for '--limit': expected a whole number from 1 to 10000."),
        (
            ["study", "--limit=10001"],
            "The value '10001' is invalid for '--limit': expected a whole number from 1 to 10000."
        ),
    ])
    func integersOutOfRangeAreUsageErrors(_ words: [String], _ message: String) throws {
        let arguments = try #require(try parser.parse(words).arguments)
        #expect(throws: UsageError(message, commandPath: ["study"])) {
            try arguments.integer(StudyCommand.limit, in: 1...10_000)
        }
    }

    @Test func integersInRangeAreRead() throws {
        let arguments = try #require(try parser.parse(["study", "-n", "25"]).arguments)
        #expect(try arguments.integer(StudyCommand.limit, in: 1...10_000) == 25)
        #expect(try arguments.integer(StudyCommand.pace, in: 1...600) == nil)
    }
}
