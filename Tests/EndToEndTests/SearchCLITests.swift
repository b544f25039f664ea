import CardboxTestSupport
import Foundation
import Testing

/// `cardbox search` across decks, `card list` without a deck, and the table, TSV and JSON formats.
@Suite(.timeLimit(.minutes(10))) struct SearchCLITests {
    func make() throws -> CardboxProcess {
        let cardbox = try CardboxProcess()
        _ = try cardbox.run(["deck", "new", "Capitals", "--scheduler", "leitner"])
        _ = try cardbox.run(["deck", "new", "Spanish"])
        _ = try cardbox.run(["card", "add", "--deck", "Capitals", "-f", "Capital of Peru?", "-b", "Lima"])
        _ = try cardbox.run(["card", "add", "--deck", "Capitals", "-f", "Capital of Chile?", "-b", "Santiago"])
        _ = try cardbox.run([
            "card", "add", "--deck", "Spanish", "-f", "la ciudad", "-b", "the city\tcentre", "--tag", "a1",
        ])
        return cardbox
    }

    @Test func filtersFindCardsAcrossDecks() throws {
        let cardbox = try make()
        let capitals = try cardbox.run(["search", "capital", "-deck:Swift*", "--format", "tsv"])
        #expect(capitals.status == 0)
        let lines = capitals.stdout.split(separator: "\n")
        #expect(lines.first == "id\tdeck\tfront\tback\tcategory\ttags\tdue")
        #expect(lines.count == 3)
        #expect(
            try cardbox.run(["search", "deck:spanish", "tag:a1", "--format", "tsv"]).stdout.contains(
                "\tSpanish\tla ciudad\tthe city\\tcentre\t\ta1\tnew"))
        #expect(
            try cardbox.run(["search", "-deck:Capitals", "-deck:swift*", "is:new", "--format", "tsv"]).stdout.split(
                separator: "\n"
            )
            .count == 2)
        let json = try cardbox.run(["search", "back:lima", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let items = object?["items"] as? [[String: Any]]
        #expect(items?.count == 1)
        #expect(items?.first?["deck"] as? String == "Capitals")
        #expect(items?.first?["deck_id"] != nil)
        #expect(items?.first?["due"] as? String == "2025-06-24")
        #expect(
            try cardbox.run(["search", "--limit", "1", "--format", "tsv"]).stdout.split(separator: "\n").count == 2)
    }

    @Test func aBadQueryIsAUsageErrorThatSaysWhy() throws {
        let cardbox = try make()
        let bad = try cardbox.run(["search", "is:sleepy"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: 'is:sleepy' is not a card state; use is:due"))
        let format = try cardbox.run(["search", "--format", "xml"])
        #expect(format.status == 64)
    }

    @Test func cardListWithoutADeckListsEveryDeckAndPipedTablesAreNotClipped() throws {
        let cardbox = try make()
        let long = String(repeating: "word ", count: 20).trimmingCharacters(in: .whitespaces)
        _ = try cardbox.run(["card", "add", "--deck", "Spanish", "-f", long, "-b", "many words"])
        let all = try cardbox.run(["card", "list", "--format", "table"])
        #expect(all.status == 0)
        for text in ["Capitals", "Spanish", "Capital of Peru?", "la ciudad", long] {
            #expect(all.stdout.contains(text), "\(text) is missing:\n\(all.stdout)")
        }
        let deck = try cardbox.run(["card", "list", "--deck", "Spanish"])
        #expect(deck.stdout.contains(long), "a piped table keeps the whole text")
        // The usual default when piped is TSV, one line per card.
        #expect(try cardbox.run(["card", "list"]).stdout.split(separator: "\n").count == 5 + 153)
    }
}
