import CardboxTestSupport
import Foundation
import Synchronization
import Testing

/// Studying in a real pseudo-terminal (through `script`): raw-mode keys, colour, and `NO_COLOR`.
@Suite(.timeLimit(.minutes(10))) struct TerminalTests {
    /// What the terminal has shown so far, collected as it arrives.
    final class Screen: Sendable {
        private let state = Mutex<(bytes: Data, ended: Bool)>((Data(), false))

        /// Collects everything written to `pipe` until it closes.
        init(reading pipe: Pipe) {
            pipe.fileHandleForReading.readabilityHandler = { [self] handle in
                let chunk = handle.availableData
                if chunk.isEmpty { handle.readabilityHandler = nil }
                state.withLock { chunk.isEmpty ? ($0.ended = true) : $0.bytes.append(chunk) }
            }
        }

        /// The text shown so far.
        var text: String { text(from: 0) }

        /// How many bytes have been shown so far.
        var byteCount: Int { state.withLock { $0.bytes.count } }

        /// The text shown after the first `offset` bytes.
        func text(from offset: Int) -> String {
            String(decoding: state.withLock { $0.bytes.dropFirst(offset) }, as: UTF8.self)
        }

        /// Whether the program closed the terminal.
        var hasEnded: Bool { state.withLock { $0.ended } }

        /// Waits until `condition` holds, for at most `seconds`; whether it did.
        func waitUntil(seconds: TimeInterval = 30, _ condition: (Screen) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while !condition(self) && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
            return condition(self)
        }
    }

    /// Runs `cardbox study` under `script`, typing each key without Enter once the screen shows the text it answers
    /// (the prompt that asks for it).
    func studyInTerminal(
        _ cardbox: CardboxProcess, keys: [(after: String, key: String)], environment: [String: String],
        command: String = "study Capitals"
    ) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "'\(CardboxProcess.binary)' \(command)", "/dev/null"]
        process.environment = cardbox.environment.merging(environment) { $1 }
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        let screen = Screen(reading: output)
        try process.run()
        var seen = 0
        for (prompt, key) in keys {
            // Each prompt is looked for after the one before it, so a key is never typed at an earlier screen.
            let found = screen.waitUntil { $0.text(from: seen).contains(prompt) }
            #expect(found, "the screen never showed '\(prompt)':\n\(screen.text)")
            seen = screen.byteCount
            try input.fileHandleForWriting.write(contentsOf: Data(key.utf8))
        }
        #expect(screen.waitUntil(\.hasEnded), "cardbox study did not finish:\n\(screen.text)")
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return screen.text
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
        #expect(stats.contains("\"answered\" : 1"))
    }

    @Test func noColorTurnsColourOffInATerminal() throws {
        let cardbox = try makeDeck()
        let screen = try studyInTerminal(cardbox, keys: [("space: show answer", "q")], environment: ["NO_COLOR": "1"])
        #expect(screen.contains("Capital of Peru?"))
        #expect(!screen.contains("\u{1B}["))
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
