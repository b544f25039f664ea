import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// The terminal handed to a real editor and taken back, in a real pseudo-terminal.
///
/// vim, ed and a script that reads the terminal, from draft review. An editor started outside the terminal's foreground
/// process group is stopped by the kernel as soon as it touches the terminal, and these sessions then hang.
@Suite(.timeLimit(.minutes(10))) struct EditorHandOffTests {
    let reviewKeys = "s save  q quit"

    /// The answer of the draft's second card after the review.
    func secondAnswer(_ cardbox: CardboxProcess, _ draft: DraftID) throws -> String? {
        let store = try SQLiteStore(path: cardbox.home.file("cardbox.sqlite"))
        return try store.fetchDraftCards(draft).dropFirst().first?.card.answer
    }

    @Test func vimEditsADraftCardAndTheReviewGoesOn() throws {
        let cardbox = try CardboxProcess()
        let draft = try DraftReviewTests().seededDraft(cardbox)
        let terminal = try TerminalSession(
            cardbox, "drafts review \(draft)", environment: ["EDITOR": "vim -u NONE -N -i NONE", "TERM": "xterm"])
        try terminal.type(" ", after: reviewKeys)
        try terminal.type("e", after: "How many membranes")
        let opened = try terminal.type(":%s/^Answer: two$/Answer: 2 (inner and outer)/\r:wq\r", after: "Answer: two")
        #expect(opened, "vim never showed the card:\n\(terminal.text)")
        #expect(
            try terminal.type("q", after: "A: 2 (inner and outer)"), "the review did not come back:\n\(terminal.text)")
        #expect(terminal.finish() == 0, "\(terminal.text)")
        #expect(try secondAnswer(cardbox, draft) == "2 (inner and outer)")
    }

    @Test func edReadsItsCommandsFromTheTerminal() throws {
        let cardbox = try CardboxProcess()
        let draft = try DraftReviewTests().seededDraft(cardbox)
        let terminal = try TerminalSession(cardbox, "drafts review \(draft)", environment: ["EDITOR": "ed -p 'ed> '"])
        try terminal.type(" ", after: reviewKeys)
        try terminal.type("e", after: "How many membranes")
        #expect(try terminal.type("/^Answer/s/two/a pair/\n", after: "ed> "), "ed never prompted:\n\(terminal.text)")
        try terminal.type("w\n", after: "ed> ")
        try terminal.type("q\n", after: "ed> ")
        try terminal.type("q", after: "A: a pair")
        #expect(terminal.finish() == 0, "\(terminal.text)")
        #expect(try secondAnswer(cardbox, draft) == "a pair")
    }

    /// With neither `VISUAL` nor `EDITOR` set, `vi` is run: here a script on the path that asks on the terminal.
    @Test func withoutAnEditorVariableViIsRunAndMayReadTheTerminal() throws {
        let cardbox = try CardboxProcess()
        let draft = try DraftReviewTests().seededDraft(cardbox)
        let bin = cardbox.home.file("bin")
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let script = """
            #!/bin/sh
            printf 'New answer? ' > /dev/tty
            read answer < /dev/tty
            sed -i "s/^Answer: .*/Answer: $answer/" "$1"
            """
        try Data(script.utf8).write(to: URL(fileURLWithPath: bin + "/vi"))
        chmod(bin + "/vi", 0o755)
        let path = bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let terminal = try TerminalSession(cardbox, "drafts review \(draft)", environment: ["PATH": path])
        try terminal.type(" ", after: reviewKeys)
        try terminal.type("e", after: "How many membranes")
        #expect(try terminal.type("three\r", after: "New answer? "), "vi never asked:\n\(terminal.text)")
        try terminal.type("q", after: "A: three")
        #expect(terminal.finish() == 0, "\(terminal.text)")
        #expect(try secondAnswer(cardbox, draft) == "three")
    }

    @Test func ctrlCInTheEditorStopsTheEditorNotTheReview() throws {
        let cardbox = try CardboxProcess()
        let draft = try DraftReviewTests().seededDraft(cardbox)
        let terminal = try TerminalSession(cardbox, "drafts review \(draft)", environment: ["EDITOR": "ed -p 'ed> '"])
        try terminal.type("e", after: reviewKeys)
        // ed answers Ctrl-C with "?" and goes on; Cardbox, waiting for it, ignores it.
        try terminal.type("\u{03}", after: "ed> ")
        try terminal.type("q\n", after: "?")
        #expect(try terminal.type("k", after: reviewKeys), "the review did not come back:\n\(terminal.text)")
        try terminal.type("q", after: "How many membranes")
        #expect(terminal.finish() == 0, "\(terminal.text)")
    }
}
