import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Testing

@testable import CardboxWeb

/// The card editor's "typed" box: saved with the card, shown ticked, cleared when unticked, and a ticked card asked
/// with a text box on a flip page.
@Suite struct TypedCardRoutesTests {
    @Test func aCardTickedTypedIsAskedWithATextBoxWhenFlipping() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        ada.get("/")
        _ = try ada.submit("/decks", ["name": "Capitals"])
        let user = try #require(try ada.user(in: app))
        let deck = try #require(try app.store.findDeck(owner: user.id, name: "Capitals"))
        let editor = ada.get("/decks/\(deck.id)/cards/new").bodyText
        #expect(editor.contains("<input type=\"checkbox\" name=\"typed\" value=\"1\">"))
        let created = try ada.submit(
            "/decks/\(deck.id)/cards",
            ["front": "Capital of Peru?", "back": "Lima", "typed_field": "1", "typed": "1"])
        #expect(created.status == .seeOther)
        let card = try #require(try app.store.fetchCards(deck: deck.id).first)
        #expect(card.content.answerIsTyped)
        #expect(ada.get("/cards/\(card.id)/edit").bodyText.contains("name=\"typed\" value=\"1\" checked>"))

        let flip = ada.get("/study/\(deck.id)?mode=flip").bodyText
        #expect(flip.contains("<input type=\"text\" name=\"typed\""))
        #expect(flip.contains("<input type=\"hidden\" name=\"mode\" value=\"type\">"))

        _ = try ada.submit(
            "/cards/\(card.id)/edit", ["front": "Capital of Peru?", "back": "Lima", "typed_field": "1"])
        #expect(try app.store.findCard(card.id)?.content.answerIsTyped == false)
        #expect(!ada.get("/study/\(deck.id)?mode=flip").bodyText.contains("name=\"typed\" autocomplete"))
    }
}
