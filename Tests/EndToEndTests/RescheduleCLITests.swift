import CardboxTestSupport
import Foundation
import Testing

/// `cardbox reschedule` and its undo.
@Suite(.timeLimit(.minutes(10))) struct RescheduleCLITests {
    @Test func undoRestoresCardsNotReviewedSinceAndKeepsTheReviews() throws {
        let cardbox = try CardboxProcess()
        #expect(try cardbox.run(["deck", "new", "Spanish"]).status == 0)
        #expect(try cardbox.run(["card", "add", "--deck", "Spanish", "-f", "hola", "-b", "hello"]).status == 0)
        #expect(try cardbox.run(["card", "add", "--deck", "Spanish", "-f", "adios", "-b", "bye"]).status == 0)
        let rescheduled = try cardbox.run(["reschedule", "Spanish"])
        #expect(rescheduled.status == 0)
        #expect(rescheduled.stdout.hasPrefix("Rescheduled 'Spanish': 0 cards got a new due date."))
        #expect(try cardbox.run(["study", "Spanish"], input: " 3q").status == 0)
        let undone = try cardbox.run(["reschedule", "--undo", "Spanish"])
        #expect(undone.status == 0)
        #expect(undone.stdout == "Restored the due dates of 1 card in 'Spanish'; 1 card reviewed since kept.\n")
        let list = try cardbox.run(["card", "list", "--deck", "Spanish"]).stdout
        #expect(list.contains("hola   hello            today"))
        #expect(list.contains("adios  bye              new"))
        let again = try cardbox.run(["reschedule", "--undo", "Spanish"])
        #expect(again.status == 66)
        #expect(again.stderr.contains("There is no reschedule of 'Spanish' to undo."))
    }
}
