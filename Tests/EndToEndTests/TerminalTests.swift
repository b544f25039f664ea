import CardboxTestSupport
import Foundation
import Testing

/// Studying in a real pseudo-terminal (through `script`): raw-mode keys, colour, and `NO_COLOR`.
@Suite(.timeLimit(.minutes(10))) struct TerminalTests {
    /// Runs `cardbox study` in a pseudo-terminal, typing each key without Enter once the screen shows the text it
    /// answers (the prompt that asks for it).
    func studyInTerminal(
        _ cardbox: CardboxProcess, keys: [(after: String, key: String)], environment: [String: String],
        command: String = "study Capitals"
    ) throws -> String {
        let terminal = try TerminalSession(cardbox, command, environment: environment)
        for (prompt, key) in keys {
            let found = try terminal.type(key, after: prompt)
            #expect(found, "the screen never showed '\(prompt)':\n\(terminal.text)")
        }
        let status = terminal.finish()
        #expect(status == 0, "cardbox \(command) ended with \(String(describing: status)):\n\(terminal.text)")
        return terminal.text
    }

    func makeDeck() throws -> CardboxProcess {
        let cardbox = try CardboxProcess()
        _ = try cardbox.run(["deck", "new", "Capitals", "--scheduler", "leitner"])
        _ = try cardbox.run(["card", "add", "--deck", "Capitals", "-f", "Capital of Peru?", "-b", "Lima"])
        return cardbox
    }

    @Test func keysWorkWithoutEnterAndTextIsColoured() throws {
        let cardbox = try makeDeck()
        let screen = try studyInTerminal(
            cardbox, keys: [("space: show answer", " "), ("1 Again", "3")], environment: ["NO_COLOR": ""])
        #expect(screen.contains("\u{1B}[1mCapital of Peru?\u{1B}[0m"))
        #expect(screen.contains("\u{1B}[36mLima\u{1B}[0m"))
        #expect(screen.contains("1 answer, 1 correct (100%), 1 card."))
        let stats = try cardbox.run(["stats", "--json"]).stdout
        #expect(stats.contains("\"answered\":1,"))
    }

    @Test func noColorTurnsColourOffInATerminal() throws {
        let cardbox = try makeDeck()
        let screen = try studyInTerminal(cardbox, keys: [("space: show answer", "q")], environment: ["NO_COLOR": "1"])
        #expect(screen.contains("Capital of Peru?"))
        #expect(!screen.contains(/\x1B\[[0-9;]*m/), "no colour or style codes")
    }

    @Test func aDumbTerminalGetsNeitherColourNorTheAlternateScreen() throws {
        let cardbox = try makeDeck()
        let screen = try studyInTerminal(
            cardbox, keys: [("space: show answer", "q")], environment: ["NO_COLOR": "", "TERM": "dumb"])
        #expect(screen.contains("[1 left]"))
        #expect(!screen.contains("\u{1B}["), "\(screen)")
    }

    @Test func deletingADeckAsksFirstOnATerminalAndNeedsYesElsewhere() throws {
        let cardbox = try makeDeck()
        let kept = try studyInTerminal(
            cardbox, keys: [("[y/N]", "n\n")], environment: [:], command: "deck delete Capitals")
        #expect(kept.contains("Delete 'Capitals' with its 1 card and their history?"), "\(kept)")
        #expect(kept.contains("Nothing was deleted."))
        #expect(try cardbox.run(["deck", "list"]).stdout.contains("Capitals"))

        let piped = try cardbox.run(["deck", "delete", "Capitals"])
        #expect(piped.status == 64)
        #expect(piped.stderr.hasPrefix("Error: Deleting 'Capitals' removes its 1 card and their history. Add --yes"))

        let deleted = try studyInTerminal(
            cardbox, keys: [("[y/N]", "y\n")], environment: [:], command: "deck delete Capitals")
        #expect(deleted.contains("Deleted deck 'Capitals' and its 1 card."), "\(deleted)")
        #expect(try cardbox.run(["deck", "list"]).stdout.contains("Capitals") == false)
    }
}
