import CardboxTestSupport
import Foundation
import Testing

/// Undo, bury and "I was right" in the terminal, driven through standard input.
@Suite(.timeLimit(.minutes(10))) struct StudyActionsCLITests {
    @Test func zUndoesTheLastAnswerAndTheCardIsAskedAgain() throws {
        let cardbox = try CardboxProcess()
        try StudySessionTests().makeDeck(cardbox, cards: 2)
        // Card 1: reveal, Again; z takes it back; card 1: reveal, Good; card 2: reveal, Good.
        let session = try cardbox.run(["study", "Capitals"], input: " 1z 3 3")
        #expect(session.status == 0)
        #expect(session.stdout.contains("Undone: the card is asked again."))
        #expect(session.stdout.components(separatedBy: "Capital 1?").count == 3)
        #expect(session.stdout.hasSuffix("Session done: 2 answers, 2 correct (100%), 2 cards.\n"))
        #expect(try StudySessionTests().stats(cardbox)["answered"] as? Int == 2)
    }

    @Test func aBuriedCardWaitsUntilTomorrow() throws {
        let cardbox = try CardboxProcess()
        try StudySessionTests().makeDeck(cardbox, cards: 2)
        let session = try cardbox.run(["study", "Capitals"], input: "-q")
        #expect(session.stdout.contains("Buried until tomorrow."))
        #expect(session.stdout.contains("Capital 2?"))
        let again = try cardbox.run(["study", "Capitals"], input: "q")
        #expect(!again.stdout.contains("Capital 1?"))
        #expect(again.stdout.contains("Capital 2?"))
    }

    @Test func rCountsAWrongTypedAnswerAsRight() throws {
        let cardbox = try CardboxProcess()
        try StudySessionTests().makeDeck(cardbox, cards: 1)
        let session = try cardbox.run(["study", "Capitals", "--mode", "type"], input: "City\nr\n\n")
        #expect(session.stdout.contains("✗ Not quite."))
        #expect(session.stdout.contains("Yours: City{+ 1+}"))
        #expect(session.stdout.contains("✓ Counted as right"))
        let report = try StudySessionTests().stats(cardbox)
        #expect(report["answered"] as? Int == 1)
    }
}
