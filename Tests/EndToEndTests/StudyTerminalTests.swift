import CardboxTestSupport
import Foundation
import Testing

/// Studying in a real pseudo-terminal: Ctrl-Z and `fg` under a job-control shell, Ctrl-C, the typed answer's line
/// editing, and editing or flagging the card on show.
@Suite(.timeLimit(.minutes(10))) struct StudyTerminalTests {
    func makeDeck(cards: [(String, String)] = [("Capital of Peru?", "Lima")]) throws -> CardboxProcess {
        let cardbox = try CardboxProcess()
        _ = try cardbox.run(["deck", "new", "Capitals", "--scheduler", "leitner"])
        for (front, back) in cards {
            _ = try cardbox.run(["card", "add", "--deck", "Capitals", "-f", front, "-b", back])
        }
        return cardbox
    }

    func answeredCount(_ cardbox: CardboxProcess) throws -> Bool {
        try cardbox.run(["stats", "--json"]).stdout.contains("\"answered\":1,")
    }

    @Test func ctrlZSuspendsToTheShellAndFgResumes() throws {
        let cardbox = try makeDeck()
        var environment = cardbox.environment
        environment["PS1"] = "ready$ "
        let shell = try TerminalSession(shellCommand: "exec bash --norc --noprofile -i", environment: environment)
        try shell.type("'\(CardboxProcess.binary)' study Capitals\r", after: "ready$ ")
        try shell.type("\u{1A}", after: "space: show answer")
        // Back at the shell, the terminal is in its normal mode again: what is typed is echoed.
        #expect(try shell.type("echo back-at-the-shell\r", after: "Stopped"), "no job stopped:\n\(shell.text)")
        #expect(try shell.type("fg\r", after: "back-at-the-shell\r\n"), "\(shell.text)")
        try shell.type(" ", after: "study Capitals")
        try shell.type("3", after: "3 Good")
        try shell.type("exit\r", after: "Session done")
        #expect(shell.finish() == 0, "\(shell.text)")
        #expect(shell.text.contains("1 answer, 1 correct (100%), 1 card."), "\(shell.text)")
        #expect(try answeredCount(cardbox))
    }

    @Test func ctrlCExits130AndKeepsTheAnswersGiven() throws {
        let cardbox = try makeDeck(cards: [("Capital of Peru?", "Lima"), ("Capital of Chile?", "Santiago")])
        let terminal = try TerminalSession(cardbox, "study Capitals")
        try terminal.type(" ", after: "space: show answer")
        try terminal.type("3", after: "3 Good")
        try terminal.type("\u{03}", after: "space: show answer")
        #expect(terminal.finish() == 130, "\(terminal.text)")
        #expect(try answeredCount(cardbox))
    }

    @Test func theTypedAnswerLineEditsLikeAShellPrompt() throws {
        let cardbox = try makeDeck(cards: [("Capital of Peru?", "Lima"), ("Capital of Chile?", "Santiago")])
        let terminal = try TerminalSession(cardbox, "study Capitals --mode type")
        // "Lma", two steps left, "i": the arrows move the cursor instead of typing escape codes.
        try terminal.type("Lma\u{1B}[D\u{1B}[Di\r", after: "Your answer: ")
        try terminal.type(" ", after: "any key: next")
        // Ctrl-U clears the line, Ctrl-W takes back the last word, Backspace a character; Home, Delete, End.
        try terminal.type(
            "Peru\u{15}xantiago wrong\u{17}\u{7F}\u{1B}[H\u{1B}[3~S\u{1B}[F\r", after: "Your answer: ")
        try terminal.type("q", after: "any key: next")
        #expect(terminal.finish() == 0, "\(terminal.text)")
        let text = terminal.text
        #expect(text.components(separatedBy: "✓ Correct").count == 3, "\(text)")
        #expect(!text.contains("Not quite"), "\(text)")
    }

    @Test func eEditsTheCardOnShowAndFFlagsIt() throws {
        let cardbox = try makeDeck()
        let editor = cardbox.home.file("editor.sh")
        try Data("#!/bin/sh\nsed -i 's/^Back: Lima$/Back: Lima (Rímac valley)/' \"$1\"\n".utf8)
            .write(to: URL(fileURLWithPath: editor))
        chmod(editor, 0o755)
        let terminal = try TerminalSession(cardbox, "study Capitals", environment: ["EDITOR": editor])
        try terminal.type("e", after: "space: show answer")
        try terminal.type("f", after: "Saved card")
        try terminal.type(" ", after: "Flagged.")
        #expect(try terminal.type("3", after: "3 Good"), "\(terminal.text)")
        #expect(terminal.finish() == 0, "\(terminal.text)")
        #expect(terminal.text.contains("Lima (Rímac valley)"), "\(terminal.text)")
        let card = try cardbox.run(["card", "list", "--deck", "Capitals", "--json"]).stdout
        #expect(card.contains("Lima (Rímac valley)"))
        #expect(card.contains("\"flagged\""))
    }

    @Test func aCardIsDrawnOnTheAlternateScreenWrappedAtTheWidthWithItsMarkdown() throws {
        let front =
            "Which **keyword** declares a constant in Swift, as in `let x = 1`, and why is it preferred over var?"
        let cardbox = try makeDeck(cards: [(front, "let")])
        let terminal = try TerminalSession(
            shellCommand: "stty cols 40 rows 24; exec '\(CardboxProcess.binary)' study Capitals",
            environment: cardbox.environment.merging(["NO_COLOR": ""]) { $1 })
        try terminal.type(" ", after: "space: show answer")
        try terminal.type("3", after: "3 Good")
        #expect(terminal.finish() == 0, "\(terminal.text)")
        let text = terminal.text
        let entered = try #require(text.range(of: "\u{1B}[?1049h"), "\(text)")
        let left = try #require(text.range(of: "\u{1B}[?1049l", range: entered.upperBound..<text.endIndex))
        let summary = try #require(text.range(of: "Session done"))
        #expect(left.upperBound <= summary.lowerBound, "the summary is written on the shell's own screen")
        let session = String(text[entered.upperBound..<left.lowerBound])
        #expect(
            session.contains("\u{1B}[1;4mkeyword\u{1B}[0m"), "strong text in the bold front is underlined: \(session)")
        #expect(session.contains("\u{1B}[1;33mlet x = 1\u{1B}[0m"), "code is in colour: \(session)")
        let lines = session.replacing(/\x1B\[[0-9;?]*[A-Za-z]/, with: "").components(separatedBy: "\r\n")
        #expect(lines.first == "Capitals  ·  1 left", "one status line on top: \(lines)")
        #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines)")
        let cardLines = lines.drop { !$0.hasPrefix("Which") }.prefix { !$0.isEmpty && !$0.hasPrefix("space") }
        #expect(
            Array(cardLines) == [
                "Which keyword declares a constant in", "Swift, as in let x = 1, and why is it",
                "preferred over var?",
            ])
    }

    @Test func whatTheLastKeyDidIsSaidOnTheShellsScreen() throws {
        let cardbox = try makeDeck()
        let terminal = try TerminalSession(cardbox, "study Capitals")
        try terminal.type("-", after: "space: show answer")
        #expect(terminal.finish() == 0, "\(terminal.text)")
        let text = terminal.text
        let left = try #require(text.range(of: "\u{1B}[?1049l"), "\(text)")
        #expect(text[left.upperBound...].contains("Buried until tomorrow."), "\(text)")
    }
}
