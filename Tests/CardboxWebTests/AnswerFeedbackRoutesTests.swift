import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// After an answer: the options marked on the same card, a typed answer's diff, and "I was right", on the pages and
/// through the API.
@Suite struct AnswerFeedbackRoutesTests {
    func field(_ name: String, in page: String) -> String? {
        StudyActionRoutesTests().field(name, in: page)
    }

    @Test func aWrongChoiceMarksTheChosenOptionRedAndTheRightOneGreen() throws {
        let (app, ada, deck) = try StudyRoutesTests().setUp()
        let page = ada.send(.get, "/study/\(deck.id)?mode=choice")
        let prompt = ada.get(try #require(page.headers["Location"])).bodyText
        let card = try #require(field("card", in: prompt).flatMap(Int64.init))
        let stored = try #require(try app.store.findCard(CardID(rawValue: card)))
        let options = prompt.components(separatedBy: "name=\"choice\" value=\"").dropFirst().compactMap {
            $0.split(separator: "<", maxSplits: 2).dropFirst().first.map { String($0) }
        }
        #expect(options.count == 4)
        let wrong = try #require(options.firstIndex { !$0.contains(stored.content.back) })
        let answered = try ada.submit(
            "/study/\(deck.id)/answer",
            [
                "card": String(card), "mode": "choice", "seed": try #require(field("seed", in: prompt)),
                "session": try #require(field("session", in: prompt)), "choice": String(wrong),
            ])
        let feedback = ada.get(try #require(answered.headers["Location"])).bodyText
        #expect(feedback.contains("<li class=\"option option-wrong\">"))
        #expect(feedback.contains("<li class=\"option option-right\"><small>"))
        #expect(feedback.components(separatedBy: "class=\"option option-plain\"").count == 3)
        let right = try #require(
            feedback.range(of: "option option-right\"><small>").map {
                String(feedback[$0.upperBound...].prefix { $0 != "✓" })
            })
        #expect(right.contains(stored.content.back))
        #expect(!feedback.contains("I was right"))
    }

    @Test func aWrongTypedAnswerShowsItsDiffAndCanBeCountedAsRight() throws {
        let (app, ada, deck) = try StudyRoutesTests().setUp()
        let start = ada.get(try #require(ada.send(.get, "/study/\(deck.id)?mode=type").headers["Location"])).bodyText
        let card = try #require(field("card", in: start).flatMap(Int64.init))
        let stored = try #require(try app.store.findCard(CardID(rawValue: card)))
        let typed = String(stored.content.back.dropLast(2))
        let session = try #require(field("session", in: start))
        let answered = try ada.submit(
            "/study/\(deck.id)/answer",
            [
                "card": String(card), "mode": "type", "seed": try #require(field("seed", in: start)),
                "session": session, "typed": typed,
            ])
        let feedback = ada.get(try #require(answered.headers["Location"])).bodyText
        #expect(feedback.contains("Not quite."))
        #expect(feedback.contains("data-diff"))
        #expect(
            feedback.contains("<ins class=\"diff-missing\" title=\"left out\">\(stored.content.back.suffix(2))</ins>"))
        #expect(feedback.contains("data-key=\"r\""))
        let review = try #require(field("review", in: feedback))
        let overruled = try ada.submit(
            "/study/\(deck.id)/overrule",
            ["review": review, "card": String(card), "session": session, "mode": "type"])
        let location = try #require(overruled.headers["Location"])
        #expect(location.hasPrefix("/study/\(deck.id)/feedback?card=\(card)&review="))
        let counted = ada.get(location).bodyText
        #expect(counted.contains("Counted as right."))
        #expect(!counted.contains("data-key=\"r\""))
        let reviews = try app.store.fetchReviews(deck: deck.id)
        #expect(reviews.count == 1)
        #expect(reviews.first?.rating == .good && reviews.first?.isCorrect == true)
        #expect(reviews.first?.givenAnswer == typed)
        let totals = try app.store.findSession(SessionID(rawValue: Int64(session) ?? 0))
        #expect(totals?.answered == 1 && totals?.correct == 1)
        let again = try ada.submit(
            "/study/\(deck.id)/overrule",
            ["review": String(reviews.first?.id.rawValue ?? 0), "card": String(card), "session": session])
        #expect(again.status == .conflict)
    }

    @Test func theAPIMarksOptionsDiffsTypedAnswersAndOverrulesThem() throws {
        let (_, _, script) = try APIAndImportTests().setUp()
        let deck = try script.json(.post, "/api/v1/decks", ["name": "Cells"]).jsonObject()
        let deckID = try #require(deck["id"] as? Int)
        _ = try script.json(
            .post, "/api/v1/decks/\(deckID)/cards",
            ["front": "Powerhouse?", "back": "Mitochondrion", "distractors": ["Ribosome", "Nucleus", "Vacuole"]])
        let choice = try script.json(.get, "/api/v1/study/next?deck_id=\(deckID)&mode=choice").jsonObject()
        let card = try #require((choice["card"] as? [String: Any])?["id"] as? Int)
        let options = try #require(choice["options"] as? [String])
        let wrong = try #require(options.firstIndex { $0 != "Mitochondrion" })
        let marked = try script.json(
            .post, "/api/v1/cards/\(card)/answer",
            ["mode": "choice", "seed": try #require(choice["seed"] as? String), "choice": wrong]
        ).jsonObject()
        let marks = try #require(marked["option_marks"] as? [String])
        #expect(marks[wrong] == "wrong")
        #expect(marks[try #require(options.firstIndex(of: "Mitochondrion"))] == "right")
        let typed = try script.json(.get, "/api/v1/study/next?deck_id=\(deckID)&mode=type").jsonObject()
        let reply = try script.json(
            .post, "/api/v1/cards/\(card)/answer",
            ["mode": "type", "seed": try #require(typed["seed"] as? String), "typed": "Mitocondrion"]
        ).jsonObject()
        #expect(reply["correct"] as? Bool == false)
        let diff = try #require(reply["diff"] as? [[String: Any]])
        #expect(diff.contains { $0["kind"] as? String == "missing" && $0["text"] as? String == "h" })
        let review = try #require(reply["review_id"] as? Int)
        let overruled = try script.json(.post, "/api/v1/study/overrule", ["review_id": review])
        #expect(overruled.status == .ok, "\(overruled.bodyText)")
        let body = try overruled.jsonObject()
        #expect(body["correct"] as? Bool == true)
        #expect(body["rating"] as? Int == 3)
        #expect(body["overruled"] as? Bool == true)
        #expect(try script.json(.post, "/api/v1/study/overrule", ["review_id": review]).status == .notFound)
        let again = try #require(body["review_id"] as? Int)
        #expect(try script.json(.post, "/api/v1/study/overrule", ["review_id": again]).status == .conflict)
    }
}
