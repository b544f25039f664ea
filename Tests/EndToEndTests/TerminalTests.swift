import CardboxTestSupport
import Foundation
import Testing

/// Studying in a real pseudo-terminal (through `script`): raw-mode keys, colour, and `NO_COLOR`.
@Suite(.timeLimit(.minutes(5))) struct TerminalTests {
    /// Runs `cardbox study` under `script`, typing `keys` one at a time without Enter.
    func studyInTerminal(_ cardbox: CardboxProcess, keys: [String], environment: [String: String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "'\(CardboxProcess.binary)' study Capitals", "/dev/null"]
        process.environment = cardbox.environment.merging(environment) { $1 }
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        for key in keys {
            Thread.sleep(forTimeInterval: 0.4)
            try input.fileHandleForWriting.write(contentsOf: Data(key.utf8))
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return text
    }

    func makeDeck() throws -> CardboxProcess {
        let cardbox = try CardboxProcess()
        _ = try cardbox.run(["deck", "new", "Capitals", "--scheduler", "leitner"])
        _ = try cardbox.run(["card", "add", "--deck", "Capitals", "-f", "Capital of Peru?", "-b", "Lima"])
        return cardbox
    }

    @Test func keysWorkWithoutEnterAndTextIsColoured() throws {
        let cardbox = try makeDeck()
        let screen = try studyInTerminal(cardbox, keys: [" ", "3"], environment: ["NO_COLOR": ""])
        #expect(screen.contains("\u{1B}[1mCapital of Peru?\u{1B}[0m"))
        #expect(screen.contains("\u{1B}[36mLima\u{1B}[0m"))
        #expect(screen.contains("1 answer, 1 correct (100%), 1 card."))
        let stats = try cardbox.run(["stats", "--json"]).stdout
        #expect(stats.contains("\"answered\" : 1"))
    }

    @Test func noColorTurnsColourOffInATerminal() throws {
        let cardbox = try makeDeck()
        let screen = try studyInTerminal(cardbox, keys: ["q"], environment: ["NO_COLOR": "1"])
        #expect(screen.contains("Capital of Peru?"))
        #expect(!screen.contains("\u{1B}["))
    }
}
