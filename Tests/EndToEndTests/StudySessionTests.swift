import CardboxTestSupport
import Foundation
import Testing

/// Terminal study driven through standard input, and crash safety.
@Suite(.timeLimit(.minutes(10))) struct StudySessionTests {
    func makeDeck(_ cardbox: CardboxProcess, cards: Int) throws {
        #expect(try cardbox.run(["deck", "new", "Capitals", "--scheduler", "leitner"]).status == 0)
        for index in 1...cards {
            let added = try cardbox.run([
                "card", "add", "--deck", "Capitals", "-f", "Capital \(index)?", "-b", "City \(index)", "--distractor",
                "Town \(index)", "--distractor", "Village \(index)", "--distractor", "Hamlet \(index)", "-c", "Geo",
            ])
            #expect(added.status == 0)
        }
    }

    func stats(_ cardbox: CardboxProcess) throws -> [String: Any] {
        let result = try cardbox.run(["stats", "--json"])
        #expect(result.status == 0)
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func flipSessionRatesAndAgainComesBack() throws {
        let cardbox = try CardboxProcess()
        try makeDeck(cardbox, cards: 2)
        // Card 1: reveal, Again. Card 2: reveal, Good. Card 1 again: reveal, Good.
        let session = try cardbox.run(["study", "Capitals"], input: " 1 3 3")
        #expect(session.status == 0)
        #expect(session.stdout.components(separatedBy: "Capital 1?").count == 3)
        #expect(session.stdout.contains("1 Again (today)   2 Hard (1d)   3 Good (1d)   4 Easy (1d)"))
        #expect(session.stdout.hasSuffix("Session done: 3 answers, 2 correct (67%), 2 cards.\n"))
        let report = try stats(cardbox)
        #expect(report["answered"] as? Int == 3)
        #expect((report["streak"] as? [String: Any])?["current"] as? Int == 1)
        #expect(try cardbox.run(["study", "Capitals"]).stdout.hasPrefix("Nothing is due in 'Capitals'."))
    }

    @Test func choiceSessionShowsWhyAfterAWrongAnswer() throws {
        let cardbox = try CardboxProcess(environment: ["CARDBOX_SEED": "11"])
        try makeDeck(cardbox, cards: 1)
        let first = try cardbox.run(["study", "Capitals", "--mode", "choice"], input: "q")
        let lines = first.stdout.split(separator: "\n").map(String.init)
        let wrong = try #require(lines.first { $0.hasPrefix("  ") && !$0.contains("City 1") })
        let letter = String(wrong.trimmingCharacters(in: .whitespaces).prefix(1))
        let session = try cardbox.run(["study", "Capitals", "--mode", "choice"], input: letter + " q")
        #expect(session.stdout.contains("✗ Not quite. The answer is: City 1"))
        #expect(session.stdout.contains("back later this session"))
        let cards = try cardbox.run(["backup", cardbox.home.file("b.json")])
        #expect(cards.status == 0)
        let backup = try String(contentsOfFile: cardbox.home.file("b.json"), encoding: .utf8)
        #expect(backup.contains("\"givenAnswer\" : \"\(wrong.dropFirst(5))\""))
    }

    @Test func typedAnswersGiveNearMissFeedback() throws {
        let cardbox = try CardboxProcess()
        try makeDeck(cardbox, cards: 1)
        let session = try cardbox.run(["study", "Capitals", "--mode", "type"], input: "City 2\n\ncity 1\n")
        #expect(session.stdout.contains("One character off."))
        #expect(session.stdout.contains("✓ Correct"))
        #expect((try stats(cardbox))["correct"] as? Int == 1)
    }

    @Test func aCardMarkedTypedIsTypedInAFlipSession() throws {
        let cardbox = try CardboxProcess()
        try makeDeck(cardbox, cards: 1)
        let list = try cardbox.run(["card", "list", "-d", "Capitals", "--json"]).stdout
        let id = try #require(list.firstMatch(of: /"id" ?: ?(\d+)/).map { String($0.1) })
        #expect(try cardbox.run(["card", "edit", id, "--typed"]).status == 0)
        let session = try cardbox.run(["study", "Capitals"], input: "city 1\n")
        #expect(session.status == 0)
        #expect(session.stdout.contains("✓ Correct"))
        #expect(!session.stdout.contains("1 Again"))
        #expect(try cardbox.run(["card", "edit", id, "--no-typed"]).status == 0)
    }

    @Test func theTerminalShowsCardTextWithoutItsMarkers() throws {
        let cardbox = try CardboxProcess()
        #expect(try cardbox.run(["deck", "new", "Rich"]).status == 0)
        let added = try cardbox.run([
            "card", "add", "--deck", "Rich", "-f", "What does **this** print?\n\n```swift\nprint(`x`)\n```",
            "-b", "The *word* `x`; see [the book](https://docs.swift.org)", "--explanation=- one\n- two",
        ])
        #expect(added.status == 0)
        let session = try cardbox.run(["study", "Rich"], input: " 3")
        #expect(session.status == 0)
        #expect(session.stdout.contains("What does this print?\n\n    print(`x`)\n"))
        #expect(session.stdout.contains("The word x; see the book (https://docs.swift.org)"))
        #expect(session.stdout.contains("• one\n• two"))
        #expect(!session.stdout.contains("**"))
        #expect(!session.stdout.contains("```"))
    }

    @Test func badModeAndLimitAreUsageErrors() throws {
        let cardbox = try CardboxProcess()
        #expect(try cardbox.run(["study", "--mode", "cram"]).status == 64)
        #expect(try cardbox.run(["study", "--limit", "0"]).status == 64)
    }

    @Test func answersSurviveAKilledProcess() throws {
        let cardbox = try CardboxProcess()
        try makeDeck(cardbox, cards: 5)
        let process = try cardbox.start(["study", "Capitals"])
        let input = try #require(process.standardInput as? Pipe).fileHandleForWriting
        let output = try #require(process.standardOutput as? Pipe).fileHandleForReading
        var seen = ""
        func waitFor(prompts count: Int) {
            while seen.components(separatedBy: "left  ·  Geo]").count - 1 < count {
                let chunk = output.availableData
                if chunk.isEmpty { return }
                seen += String(decoding: chunk, as: UTF8.self)
            }
        }
        waitFor(prompts: 1)
        for answered in 1...3 {
            try input.write(contentsOf: Data(" 3".utf8))
            // The next card is shown only after the answer's transaction has committed.
            waitFor(prompts: answered + 1)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        let report = try stats(cardbox)
        #expect(report["answered"] as? Int == 3)
        let backup = try cardbox.run(["backup", cardbox.home.file("after-crash.json")])
        #expect(backup.stdout.contains("3 reviews"))
    }
}
