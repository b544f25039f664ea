import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// Multiple choice on the web asks cards that have no wrong answers of their own with three from their deck.
@Suite struct DeckChoiceTests {
    @Test func aDeckWithoutWrittenWrongAnswersIsStudiedAsMultipleChoice() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let user = try #require(try ada.user(in: app))
        let deck = try app.store.insertDeck(NewDeck(ownerID: user.id, name: "Capitals", createdAt: Fixtures.now))
        let capitals = ["Peru": "Lima", "France": "Paris", "Italy": "Rome", "Spain": "Madrid"]
        for (country, city) in capitals.sorted(by: { $0.key < $1.key }) {
            _ = try app.store.insertCard(
                Fixtures.content(front: "Capital of \(country)?", back: city, distractors: []), into: deck.id,
                createdAt: Fixtures.now, today: Fixtures.today)
        }
        let prompt = ada.get("/study/\(deck.id)?mode=choice").bodyText
        let options = prompt.components(separatedBy: "name=\"choice\"").count - 1
        #expect(options == 4, "\(prompt)")
        #expect(capitals.values.allSatisfy { prompt.contains($0) }, "every option is a capital of the deck")

        let field = { (name: String) in
            prompt.range(of: "name=\"\(name)\" value=\"").map { String(prompt[$0.upperBound...].prefix { $0 != "\"" }) }
        }
        let seed = try #require(field("seed"))
        let session = try #require(field("session"))
        let card = try #require(field("card"))
        // The button of each option holds its label; the right one is the capital the question asks for.
        let asked = try #require(capitals.first { prompt.contains("Capital of \($0.key)?") })
        let labels = (0..<4).map { index -> String in
            guard let start = prompt.range(of: "name=\"choice\" value=\"\(index)\"") else { return "" }
            let rest = prompt[start.upperBound...]
            return String(rest[..<(rest.range(of: "</button>")?.lowerBound ?? rest.endIndex)])
        }
        let right = try #require(labels.firstIndex { $0.contains(asked.value) })
        let wrong = (right + 1) % 4
        let answer = { (choice: Int) throws -> String in
            let reply = try ada.submit(
                "/study/\(deck.id)/answer",
                ["mode": "choice", "card": card, "seed": seed, "session": session, "choice": "\(choice)"])
            return ada.get(try #require(reply.headers["Location"])).bodyText
        }
        #expect(try answer(wrong).contains("Not quite."))
        #expect(try answer(right).contains("Correct!"))
    }
}
