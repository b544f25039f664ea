import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

@Suite struct StudyRoutesTests {
    /// A signed-in user with a deck of three complete cards.
    func setUp() throws -> (WebHarness, TestBrowser, Deck) {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        ada.get("/")
        _ = try ada.submit("/decks", ["name": "Cells", "scheduler": "fsrs"])
        let user = try #require(try ada.user(in: app))
        let deck = try #require(try app.store.findDeck(owner: user.id, name: "Cells"))
        for (front, back, wrong) in [
            ("Powerhouse of the cell?", "Mitochondrion", ["Ribosome", "Nucleus", "Golgi apparatus"]),
            ("Where is DNA kept?", "Nucleus", ["Vacuole", "Ribosome", "Lysosome"]),
            ("Protein factory?", "Ribosome", ["Nucleus", "Vacuole", "Centriole"]),
        ] {
            let response = try ada.submit(
                "/decks/\(deck.id)/cards",
                [
                    "front": front, "back": back, "distractors": wrong.joined(separator: "\n"),
                    "explanation": "\(back) is the answer.", "category": "Organelles",
                ])
            #expect(response.status == .seeOther)
        }
        return (app, ada, deck)
    }

    @Test func deckPagesListSearchAndEditCards() throws {
        let (app, ada, deck) = try setUp()
        let page = ada.get("/decks/\(deck.id)")
        #expect(page.bodyText.contains("Powerhouse of the cell?"))
        let search = ada.get("/decks/\(deck.id)?q=dna")
        #expect(search.bodyText.contains("Where is DNA kept?"))
        #expect(!search.bodyText.contains("Protein factory?"))
        let invalid = try ada.submit("/decks/\(deck.id)/cards", ["front": "", "back": "x"])
        #expect(invalid.status == .unprocessableContent)
        #expect(invalid.bodyText.contains("front is empty"))
        let twoWrong = try ada.submit(
            "/decks/\(deck.id)/cards", ["front": "Q", "back": "A", "distractors": "B\nC\nD\nE"])
        #expect(twoWrong.status == .unprocessableContent)
        let card = try #require(try app.store.fetchCards(deck: deck.id).first)
        let coloured = try ada.submit(
            "/cards/\(card.id)/edit",
            [
                "front": "Energy organelle?", "back": "Mitochondrion",
                "distractors": "Ribosome\nNucleus\nGolgi apparatus",
                "use_card_color": "on", "card_color": "#ffeecc", "text_color": "#000000",
            ])
        #expect(coloured.status == .seeOther)
        let saved = try #require(try app.store.findCard(card.id))
        #expect(saved.content.front == "Energy organelle?")
        #expect(saved.content.style.cardColor?.hex == "#ffeecc")
        #expect(saved.content.style.textColor == nil)
        #expect(ada.get("/cards/\(card.id)/edit").bodyText.contains("data-preview"))
    }

    @Test func cardsMoveBetweenTheUsersDecksAndDecksDelete() throws {
        let (app, ada, deck) = try setUp()
        _ = try ada.submit("/decks", ["name": "Other"])
        let user = try #require(try ada.user(in: app))
        let other = try #require(try app.store.findDeck(owner: user.id, name: "Other"))
        let card = try #require(try app.store.fetchCards(deck: deck.id).first)
        var fields = [
            "front": card.content.front, "back": card.content.back,
            "distractors": card.content.distractors.joined(separator: "\n"), "deck": String(other.id.rawValue),
        ]
        let moved = try ada.submit("/cards/\(card.id)/edit", fields)
        #expect(moved.headers["Location"] == "/decks/\(other.id)?notice=card-moved")
        #expect(try app.store.findCard(card.id)?.deckID == other.id)
        fields["deck"] = "999999"
        #expect(try ada.submit("/cards/\(card.id)/edit", fields).status == .notFound)
        let taken = try ada.submit("/decks/\(other.id)/edit", ["name": "cells"])
        #expect(taken.status == .conflict)
        _ = try ada.submit("/decks/\(deck.id)/delete", [:])
        #expect(try app.store.findDeck(deck.id) == nil)
    }

    @Test func flipStudyShowsIntervalsAndRecordsTheRating() throws {
        let (app, ada, deck) = try setUp()
        let start = ada.send(.get, "/study/\(deck.id)")
        let location = try #require(start.headers["Location"])
        #expect(location.hasPrefix("/study/\(deck.id)?mode=flip&session="))
        let page = ada.get(location)
        #expect(page.bodyText.contains("data-key=\"space\""))
        for rating in ["Again", "Hard", "Good", "Easy"] { #expect(page.bodyText.contains(rating)) }
        #expect(page.bodyText.contains("Again <small>1m</small>"))
        let card = try #require(
            page.bodyText.range(of: "name=\"card\" value=\"").map {
                String(page.bodyText[$0.upperBound...].prefix { $0 != "\"" })
            })
        let seed = try #require(
            page.bodyText.range(of: "name=\"seed\" value=\"").map {
                String(page.bodyText[$0.upperBound...].prefix { $0 != "\"" })
            })
        let session = String(location.split(separator: "=").last ?? "")
        let answered = try ada.submit(
            "/study/\(deck.id)/answer", ["card": card, "mode": "flip", "seed": seed, "session": session, "rating": "3"])
        #expect(answered.headers["Location"] == "/study/\(deck.id)?mode=flip&session=\(session)")
        let reviews = try app.store.fetchReviews(deck: deck.id)
        #expect(reviews.count == 1)
        #expect(reviews.first?.rating == .good)
        #expect(reviews.first?.sessionID?.description == session)
        let bad = try ada.submit(
            "/study/\(deck.id)/answer", ["card": card, "mode": "flip", "seed": seed, "session": session, "rating": "9"])
        #expect(bad.status == .unprocessableContent)
    }

    @Test func aWrongChoiceShowsTheAnswerAndWhy() throws {
        let (app, ada, deck) = try setUp()
        let page = ada.get("/study/\(deck.id)?mode=choice")
        let text = page.bodyText
        #expect(text.contains("data-key=\"a\""))
        #expect(text.contains("data-key=\"d\""))
        func hidden(_ name: String) -> String {
            text.range(of: "name=\"\(name)\" value=\"").map { String(text[$0.upperBound...].prefix { $0 != "\"" }) }
                ?? ""
        }
        let cardID = try #require(Int64(hidden("card")))
        let card = try #require(try app.store.findCard(CardID(rawValue: cardID)))
        // Find a wrong option by its text in the page.
        let options = text.components(separatedBy: "name=\"choice\" value=\"").dropFirst().map { chunk in
            (index: String(chunk.prefix { $0 != "\"" }), label: chunk)
        }
        let wrong = try #require(options.first { !$0.label.prefix(200).contains(card.content.back) })
        let posted = try ada.submit(
            "/study/\(deck.id)/answer",
            [
                "card": hidden("card"), "mode": "choice", "seed": hidden("seed"), "session": hidden("session"),
                "choice": wrong.index,
            ])
        #expect(posted.status == .seeOther)
        let location = try #require(posted.headers["Location"])
        #expect(location.hasPrefix("/study/\(deck.id)/feedback?card=\(card.id)&review="))
        let feedback = ada.get(location)
        #expect(feedback.status == .ok)
        // Reloading the feedback shows it again and answers nothing.
        #expect(ada.get(location).bodyText == feedback.bodyText)
        #expect(try app.store.fetchReviews(deck: deck.id).count == 1)
        let stranger = try app.signedUp("Grace")
        let elsewhere = location.replacingOccurrences(of: "/study/\(deck.id)", with: "/study/all")
        #expect(stranger.send(.get, elsewhere).status == .notFound)
        #expect(feedback.bodyText.contains("Not quite."))
        #expect(
            feedback.bodyText.contains(
                "The answer: <strong><span class=\"card-text\">\(card.content.back)</span></strong>"))
        #expect(feedback.bodyText.contains("<summary>Why?</summary>"))
        #expect(try app.store.fetchReviews(deck: deck.id).first?.isCorrect == false)
    }

    @Test func typedAnswersAreCheckedAndPlayModeAdvances() throws {
        let (app, ada, deck) = try setUp()
        let text = ada.get("/study/\(deck.id)?mode=type").bodyText
        func hidden(_ name: String) -> String {
            text.range(of: "name=\"\(name)\" value=\"").map { String(text[$0.upperBound...].prefix { $0 != "\"" }) }
                ?? ""
        }
        let card = try #require(try app.store.findCard(CardID(rawValue: Int64(hidden("card")) ?? 0)))
        let posted = try ada.submit(
            "/study/\(deck.id)/answer",
            [
                "card": hidden("card"), "mode": "type", "seed": hidden("seed"), "session": hidden("session"),
                "typed": card.content.back.lowercased(),
            ])
        let right = ada.get(try #require(posted.headers["Location"]))
        #expect(right.bodyText.contains("Correct!"))
        let play = ada.get("/study/\(deck.id)?mode=play&pace=2&shuffle=1&seed=5")
        #expect(play.bodyText.contains("data-play"))
        #expect(play.bodyText.contains("data-pace=\"2\""))
        #expect(play.bodyText.contains("Card 1 of 3"))
        #expect(play.bodyText.contains("position=1"))
        let last = ada.get("/study/\(deck.id)?mode=play&pace=2&shuffle=1&seed=5&position=2")
        #expect(last.bodyText.contains("Card 3 of 3"))
        #expect(last.bodyText.contains("Start again"))
        #expect(try app.store.fetchReviews(deck: deck.id).count == 1)
    }

    @Test func statsShowTheSessionStreakAndWeakCategories() throws {
        let (app, ada, deck) = try setUp()
        for _ in 0..<6 {
            app.advance(seconds: 120)
            let text = ada.get("/study/\(deck.id)?mode=flip").bodyText
            func hidden(_ name: String) -> String {
                text.range(of: "name=\"\(name)\" value=\"").map { String(text[$0.upperBound...].prefix { $0 != "\"" }) }
                    ?? ""
            }
            guard !hidden("card").isEmpty else { break }
            _ = try ada.submit(
                "/study/\(deck.id)/answer",
                [
                    "card": hidden("card"), "mode": "flip", "seed": hidden("seed"), "session": hidden("session"),
                    "rating": "1",
                ])
        }
        #expect(try app.store.fetchReviews(deck: deck.id).count >= 5)
        let stats = ada.get("/stats").bodyText
        #expect(stats.contains("<strong>1</strong> day in a row"))
        #expect(stats.contains("Organelles"))
        #expect(stats.contains("Study weak categories"))
        #expect(stats.contains("/study/all?category=Organelles"))
        #expect(stats.contains("aria-label=\"Answers per day over the last 26 weeks\""))
        #expect(stats.contains("aria-label=\"Cards due on each of the next 30 days"))
        #expect(stats.contains("<polyline"))
        let api = try ada.json(.get, "/api/v1/stats").jsonObject()
        #expect(api["answered"] as? Int == (try app.store.fetchReviews(deck: deck.id).count))
    }

    @Test func pagesEscapeWhatUsersWrite() throws {
        let (app, ada, deck) = try setUp()
        _ = try ada.submit(
            "/decks/\(deck.id)/cards", ["front": "<script>alert(1)</script>", "back": "\"quoted\" & <b>bold</b>"])
        let page = ada.get("/decks/\(deck.id)").bodyText
        #expect(!page.contains("<script>alert(1)</script>"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("&quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt;"))
        _ = app
    }

    @Test func pagesCarrySecurityHeadersAndAssetsAreCachedAndCompressed() throws {
        let (_, ada, _) = try setUp()
        let page = ada.send(.get, "/", headers: [("Accept-Encoding", "gzip")])
        #expect(page.headers["Content-Security-Policy"]?.contains("script-src 'self'") == true)
        #expect(page.headers["X-Frame-Options"] == "DENY")
        #expect(page.headers["Cache-Control"] == "no-store")
        let css = ada.send(.get, "/static/app.css", headers: [("Accept-Encoding", "gzip")])
        #expect(css.status == .ok)
        #expect(css.headers["Content-Encoding"] == "gzip")
        #expect(css.headers["ETag"] != nil)
        #expect(ada.send(.get, "/static/missing.js").status == .notFound)
    }
}
