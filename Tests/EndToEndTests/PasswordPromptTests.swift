import CardboxTestSupport
import Foundation
import Testing

/// An encrypted PDF read on a terminal without a password: Cardbox asks for it, without echo, three tries.
@Suite(.timeLimit(.minutes(10))) struct PasswordPromptTests {
    let truth: IngestFixtures.Truth
    let path: String

    init() throws {
        truth = try IngestFixtures.truth("encrypted.pdf")
        path = try IngestFixtures.path("encrypted.pdf")
    }

    @Test func extractAsksAgainAfterAWrongPasswordAndNeverEchoesIt() throws {
        let password = try #require(truth.password)
        let firstParagraph = try #require(truth.paragraphs?.first?.text)
        let cardbox = try CardboxProcess()
        let terminal = try TerminalSession(cardbox, "extract '\(path)'")
        try terminal.type("guess-one\r", after: "Password for 'encrypted.pdf': ")
        #expect(try terminal.type("\(password)\r", after: "Password for 'encrypted.pdf': "), "\(terminal.text)")
        #expect(terminal.finish() == 0, "\(terminal.text)")
        let text = terminal.text
        #expect(text.contains("That password is wrong."), "\(text)")
        #expect(text.contains(String(firstParagraph.prefix(30))), "\(text)")
        #expect(!text.contains("guess-one") && !text.contains(password), "a typed password is never shown: \(text)")
    }

    @Test func importTakesThePasswordFromThePromptAndMakesTheDraft() throws {
        let password = try #require(truth.password)
        let cardbox = try CardboxProcess()
        let terminal = try TerminalSession(cardbox, "import '\(path)' --deck Secret --create --engine extractive")
        try terminal.type("\(password)\r", after: "Password for 'encrypted.pdf': ")
        #expect(terminal.finish() == 0, "\(terminal.text)")
        #expect(terminal.text.contains("Draft 1: "), "\(terminal.text)")
        #expect(try cardbox.run(["drafts", "list"]).stdout.contains("encrypted"))
    }

    @Test func threeWrongPasswordsOrCtrlDEndWithTheErrorAndCtrlCWith130() throws {
        let cardbox = try CardboxProcess()
        let wrong = try TerminalSession(cardbox, "extract '\(path)'")
        for attempt in ["a1", "a2", "a3"] { try wrong.type("\(attempt)\r", after: "Password for 'encrypted.pdf': ") }
        #expect(wrong.finish() == 77, "\(wrong.text)")
        #expect(wrong.text.contains("is encrypted and the password is wrong."), "\(wrong.text)")
        #expect(wrong.text.components(separatedBy: "Password for").count == 4, "three prompts: \(wrong.text)")

        let ended = try TerminalSession(cardbox, "extract '\(path)'")
        try ended.type("\u{04}", after: "Password for 'encrypted.pdf': ")
        #expect(ended.finish() == 77, "\(ended.text)")
        #expect(ended.text.contains("Give its password with --password-file"), "\(ended.text)")

        let interrupted = try TerminalSession(cardbox, "import '\(path)' --deck Secret --create")
        try interrupted.type("\u{03}", after: "Password for 'encrypted.pdf': ")
        #expect(interrupted.finish() == 130, "\(interrupted.text)")
        #expect(try cardbox.run(["drafts", "list", "--json"]).stdout == "{\"items\":[]}\n")
    }
}
