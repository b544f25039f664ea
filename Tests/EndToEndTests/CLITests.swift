import CardboxTestSupport
import Foundation
import Testing

/// The built `cardbox` binary: help, errors and exit codes, decks and cards, dates, backups.
@Suite(.timeLimit(.minutes(10))) struct CLITests {
    @Test func versionAndHelpExitZero() throws {
        let cardbox = try CardboxProcess()
        let version = try cardbox.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "cardbox 0.1.0\n")
        let help = try cardbox.run(["backup", "--help"])
        #expect(help.status == 0)
        #expect(
            help.stdout == """
                OVERVIEW: Write all your decks, cards and history to a JSON file.

                FILE may be '-' for standard output, a pipe or a device. An existing file is
                replaced only with --force, atomically, and a symbolic link is written through,
                not replaced.

                USAGE: cardbox backup [--force] <file>

                ARGUMENTS:
                  <file>                  The file to write, or '-' for standard output.

                OPTIONS:
                  --force                 Replace the file if it exists.
                  -h, --help              Show help information.

                """
        )
        #expect(try cardbox.run(["help", "deck", "new"]).stdout.hasPrefix("OVERVIEW: Create a deck.\n"))
        let importHelp = try cardbox.run(["import", "--help"]).stdout
        #expect(
            importHelp.contains(
                """
                USAGE: cardbox import [--deck <name>] [--create] [--engine <engine>]
                       [--max-cards <n>] [--password <password>] [--password-file <file>]
                       [--pages <range>] [--format <kind>] [--columns <list>]
                       [--separator <char>] [--row-separator <text>] [--reschedule] [--json]
                       <file>
                """
            )
        )
        #expect(importHelp.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test func unknownOptionIsAUsageErrorWithASuggestion() throws {
        let result = try CardboxProcess().run(["card", "list", "--dek", "Spanish"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                Error: Unknown option '--dek'. Did you mean '--deck'?
                Usage: cardbox card list [--deck <name>] [--category <name>] [--json]
                       [--format <format>]
                  See 'cardbox card list --help' for more information.

                """
        )
    }

    @Test func unknownCommandAndMissingArgument() throws {
        let cardbox = try CardboxProcess()
        let unknown = try cardbox.run(["stuy"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.hasPrefix("Error: Unknown command 'stuy'. Did you mean 'study'?\n"))
        let missing = try cardbox.run(["deck", "rename", "A"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("Error: Missing expected argument '<new-name>'.\n"))
    }

    @Test func unknownDeckIsMissingInput() throws {
        let result = try CardboxProcess().run(["card", "list", "--deck", "Klingon"])
        #expect(result.status == 66)
        #expect(result.stderr == "Error: There is no deck named 'Klingon'. Decks: Swift Syntax.\n")
    }

    @Test func starterDeckIsInstalledOnceAndNotBroughtBack() throws {
        let cardbox = try CardboxProcess()
        let first = try cardbox.run(["deck", "list", "--json"])
        let listed = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any]
        let decks = listed?["items"] as? [[String: Any]]
        #expect(decks?.count == 1)
        #expect(decks?.first?["card_count"] as? Int ?? 0 >= 100)
        #expect(try cardbox.run(["deck", "list"]).stdout.components(separatedBy: "Swift Syntax").count == 2)
        #expect(try cardbox.run(["deck", "delete", "Swift Syntax"]).status == 64)
        #expect(try cardbox.run(["deck", "delete", "Swift Syntax", "--yes"]).status == 0)
        #expect(try cardbox.run(["deck", "list"]).stdout == "No decks yet. Create one with: cardbox deck new NAME\n")
    }

    @Test func cardsAreAddedListedEditedAndDeleted() throws {
        let cardbox = try CardboxProcess(environment: ["LANG": "en_AU.UTF-8"])
        #expect(
            try cardbox.run(["deck", "new", "Spanish", "--scheduler", "sm2"]).stdout
                == "Created deck 'Spanish' (SM-2).\n")
        let added = try cardbox.run([
            "card", "add", "--deck", "spanish", "-f", "hola", "-b", "hello", "--distractor", "bye", "--distractor",
            "please", "--distractor", "thanks", "--category", "Greetings", "--json",
        ])
        #expect(added.status == 0)
        let card = try JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [String: Any]
        let id = try #require(card?["id"] as? Int)
        let twoDistractors = try cardbox.run([
            "card", "add", "--deck", "Spanish", "-f", "adiós", "-b", "goodbye", "--distractor", "a", "--distractor",
            "b",
        ])
        #expect(twoDistractors.status == 65)
        #expect(twoDistractors.stderr == "Error: Give exactly 3 distractors (--distractor ×3), or none; got 2.\n")
        let badColor = try cardbox.run(["card", "edit", "\(id)", "--text-color", "blue"])
        #expect(badColor.status == 64)
        #expect(try cardbox.run(["card", "edit", "\(id)", "-b", "hello!", "--text-color", "#ABC"]).status == 0)
        let listed = try cardbox.run(["card", "list", "--deck", "Spanish"])
        #expect(listed.stdout.contains("hola"))
        #expect(listed.stdout.contains("hello!"))
        #expect(listed.stdout.contains("new"))
        #expect(try cardbox.run(["card", "delete", "\(id)"]).status == 0)
        #expect(try cardbox.run(["card", "delete", "\(id)"]).status == 66)
        #expect(try cardbox.run(["card", "delete", "abc"]).status == 65)
    }

    @Test func datesFollowTheLocale() throws {
        let cardbox = try CardboxProcess(now: "2025-06-23T08:00:00Z", environment: ["LANG": "en_AU.UTF-8"])
        _ = try cardbox.run(["deck", "new", "Spanish", "--scheduler", "sm2"])
        _ = try cardbox.run(["card", "add", "--deck", "Spanish", "-f", "hola", "-b", "hello"])
        let session = try cardbox.run(["study", "Spanish"], input: " 3")
        #expect(session.status == 0)
        #expect(session.stdout.contains("next: 24/06/2025"))
        let american = try cardbox.run(["card", "list", "--deck", "Spanish"], environment: ["LANG": "en_US.UTF-8"])
        #expect(american.stdout.contains("06/24/2025"))
    }

    @Test func switchingSchedulerReplaysTheReviewLog() throws {
        let cardbox = try CardboxProcess()
        _ = try cardbox.run(["deck", "new", "Spanish", "--scheduler", "sm2"])
        _ = try cardbox.run(["card", "add", "--deck", "Spanish", "-f", "hola", "-b", "hello"])
        #expect(try cardbox.run(["study", "Spanish"], input: " 3").status == 0)
        let switched = try cardbox.run(["deck", "set", "Spanish", "--scheduler", "leitner"])
        #expect(
            switched.stdout
                == "Switched 'Spanish' to Leitner and rebuilt the schedules of 1 card from their review history.\n"
        )
        let cards = try cardbox.run(["card", "list", "--deck", "Spanish", "--json"])
        let listed = try JSONSerialization.jsonObject(with: Data(cards.stdout.utf8)) as? [String: Any]
        let card = try #require((listed?["items"] as? [[String: Any]])?.first)
        #expect(card["due"] as? String == "2025-06-25")
        #expect(card["interval_days"] as? Int == 1)
        #expect(try cardbox.run(["deck", "set", "Spanish", "--scheduler", "sm3"]).status == 64)
    }
}

/// Configuration problems are reported with exit code 78.
@Suite(.timeLimit(.minutes(10))) struct ConfigurationErrorTests {
    @Test func badTimeZoneIsAConfigurationError() throws {
        let result = try CardboxProcess().run(["deck", "list"], environment: ["CARDBOX_TIME_ZONE": "Nowhere/Special"])
        #expect(result.status == 78)
        #expect(
            result.stderr == "Error: Unknown time zone 'Nowhere/Special'. Use an IANA name such as Australia/Sydney.\n")
    }
}
