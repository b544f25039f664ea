import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

@testable import CardboxWeb

/// The classroom JSON API from a teacher's and a student's scripts.
@Suite struct ClassroomAPITests {
    @Test func aTeacherAndAStudentGoThroughAQuizByTheAPI() throws {
        let world = try ClassroomWorld()
        let teacher = world.client(.teacher)
        let student = world.client(.student)

        let created = try teacher.json(.post, "/api/v1/classrooms", ["name": "History 9"])
        #expect(created.status == .created)
        let classroom = try created.jsonObject()
        let id = try #require(classroom["id"] as? Int)
        #expect(created.headers["Location"] == "/api/v1/classrooms/\(id)")
        #expect(classroom["role"] as? String == "teacher")
        let password = try #require(classroom["join_password"] as? String)
        #expect((classroom["join_link"] as? String)?.contains("/join?password=") == true)

        let joined = try student.json(.post, "/api/v1/classrooms/join", ["password": password])
        #expect(joined.status == .created)
        #expect(try joined.jsonObject()["join_password"] == nil)
        #expect(try student.json(.post, "/api/v1/classrooms/join", ["password": password]).status == .conflict)

        let list = try student.json(.get, "/api/v1/classrooms?view=enrolled&limit=1").jsonObject()
        #expect((list["items"] as? [[String: Any]])?.count == 1)
        #expect(list["next"] != nil)
        let members = try teacher.json(.get, "/api/v1/classrooms/\(id)/members").jsonObject()
        #expect((members["items"] as? [[String: Any]])?.map { $0["role"] as? String } == ["teacher", "student"])

        let quizResponse = try teacher.json(
            .post, "/api/v1/classrooms/\(id)/quizzes",
            [
                "name": "Dates", "publish": true, "answer_visibility": "never",
                "questions": [
                    ["prompt": "Fall of Rome?", "right_option": "476", "wrong_options": ["1066", "1492", "1789"]]
                ],
            ])
        #expect(quizResponse.status == .created)
        let quiz = try quizResponse.jsonObject()
        let quizID = try #require(quiz["id"] as? Int)
        #expect(quiz["state"] as? String == "open")
        let quizPath = "/api/v1/classrooms/\(id)/quizzes/\(quizID)"

        let attempt = try student.json(.post, quizPath + "/attempts").jsonObject()
        let attemptID = try #require(attempt["id"] as? Int)
        let question = try #require((attempt["questions"] as? [[String: Any]])?.first)
        #expect(question["right"] == nil)
        let options = try #require(question["options"] as? [String])
        let right = try #require(options.firstIndex(of: "476"))
        let questionID = try #require(question["id"] as? Int)
        let attemptPath = quizPath + "/attempts/\(attemptID)"
        #expect(try student.json(.put, attemptPath + "/answers/\(questionID)", ["option": right]).status == .noContent)
        let again = try student.json(.post, quizPath + "/attempts").jsonObject()
        #expect(again["id"] as? Int == attemptID)
        #expect((again["questions"] as? [[String: Any]])?.first?["chosen"] as? Int == right)

        let submitted = try student.json(.post, attemptPath + "/submit").jsonObject()
        #expect((submitted["score"] as? [String: Any])?["right"] as? Int == 1)
        #expect((submitted["questions"] as? [[String: Any]])?.first?["right"] == nil)
        let twice = try student.json(.post, attemptPath + "/submit").jsonObject()
        #expect(twice["submitted_at"] as? String == submitted["submitted_at"] as? String)
        #expect(try student.json(.put, attemptPath + "/answers/\(questionID)", ["option": 0]).status == .conflict)

        let results = try teacher.json(.get, quizPath + "/results").jsonObject()
        #expect(results["answered_count"] as? Int == 1)
        #expect(results["member_count"] as? Int == 1)
        let teacherView = try teacher.json(.get, attemptPath).jsonObject()
        #expect((teacherView["questions"] as? [[String: Any]])?.first?["right"] as? Int == right)
        let export = try teacher.json(.get, quizPath + "/export")
        #expect(export.headers["Content-Type"]?.hasPrefix("text/csv") == true)
        #expect(export.bodyText.contains("476"))
    }

    @Test func badInputIsRefusedWithAClearMessage() throws {
        let world = try ClassroomWorld()
        let teacher = world.client(.teacher)
        let base = "/api/v1/classrooms/\(world.classroom.id)"
        let blank = try teacher.json(.post, "/api/v1/classrooms", ["name": " "])
        #expect(blank.status == .unprocessableContent)
        #expect(
            try blank.jsonObject()["error"].flatMap { ($0 as? [String: Any])?["fields"] as? [String: String] }?["name"]
                == "A classroom needs a name.")
        let notJSON = teacher.send(.post, "/api/v1/classrooms", body: Array("{".utf8), contentType: "application/json")
        #expect(notJSON.status == .badRequest)
        let fewOptions = try teacher.json(
            .post, base + "/quizzes",
            ["name": "Short", "questions": [["prompt": "Q?", "right_option": "A", "wrong_options": ["B"]]]])
        #expect(fewOptions.status == .unprocessableContent)
        #expect(fewOptions.bodyText.contains("Question 1:"))
        let noQuestions = try teacher.json(.post, base + "/quizzes", ["name": "Empty", "questions": [Any]()])
        #expect(noQuestions.bodyText.contains("at least one question"))
        let sameName = try teacher.json(
            .post, base + "/quizzes",
            [
                "name": " capitals ",
                "questions": [["prompt": "Q?", "right_option": "A", "wrong_options": ["B", "C", "D"]]],
            ])
        #expect(sameName.status == .conflict)
        #expect(try teacher.json(.get, base + "/quizzes?sort=sideways").status == .unprocessableContent)
        #expect(try teacher.json(.get, "/api/v1/classrooms?view=all").status == .unprocessableContent)
        let wrong = try world.client(.outsider).json(.post, "/api/v1/classrooms/join", ["password": "nope"])
        #expect(wrong.status == .unprocessableContent)
        #expect(wrong.bodyText.contains("does not match any classroom"))
    }

    @Test func aQuizFromADeckTakesACategoryOrSomeCardsAtRandomAndLeavesTheDeckAlone() throws {
        let world = try ClassroomWorld()
        let teacher = world.client(.teacher)
        let base = "/api/v1/classrooms/\(world.classroom.id)"
        let deckID = try #require(world.decks["teacher"])
        let before = try world.app.store.fetchCards(deck: deckID)
        let all = try teacher.json(
            .post, base + "/quiz_from_deck", ["deck_id": Int(deckID.rawValue), "category": "europe", "name": "Europe"])
        #expect(all.status == .created)
        #expect(try all.jsonObject()["question_count"] as? Int == 4)
        #expect(try all.jsonObject()["state"] as? String == "draft")
        let some = try teacher.json(
            .post, base + "/quiz_from_deck", ["deck_id": Int(deckID.rawValue), "count": 2, "name": "Two"])
        #expect(try some.jsonObject()["question_count"] as? Int == 2)
        let clash = try teacher.json(.post, base + "/quiz_from_deck", ["deck_id": Int(deckID.rawValue)])
        #expect(clash.status == .conflict)
        #expect(clash.bodyText.contains("already has a quiz named 'Capitals'"))
        let none = try teacher.json(
            .post, base + "/quiz_from_deck", ["deck_id": Int(deckID.rawValue), "category": "Asia"])
        #expect(none.status == .unprocessableContent)
        let othersDeck = try #require(world.decks["student"])
        #expect(
            try teacher.json(.post, base + "/quiz_from_deck", ["deck_id": Int(othersDeck.rawValue)]).status
                == .notFound)
        #expect(try world.app.store.fetchCards(deck: deckID) == before)
        let drafts = try world.client(.student).json(.get, base + "/quizzes").jsonObject()
        #expect((drafts["items"] as? [[String: Any]])?.count == 1)
    }
    @Test func aQuizFromADeckTakesTheSettingsAHandWrittenOneTakes() throws {
        let world = try ClassroomWorld()
        let teacher = world.client(.teacher)
        let base = "/api/v1/classrooms/\(world.classroom.id)"
        let deckID = Int(try #require(world.decks["teacher"]).rawValue)
        let made = try teacher.json(
            .post, base + "/quiz_from_deck",
            [
                "deck_id": deckID, "name": "Graded", "instructions": "No notes.", "attempts_allowed": 2,
                "grading": "last", "shuffle_questions": false, "answer_visibility": "after_deadline",
                "time_limit_seconds": 600,
            ])
        #expect(made.status == .created, "\(made.bodyText)")
        let quiz = try made.jsonObject()
        #expect(quiz["instructions"] as? String == "No notes.")
        let settings = try #require(quiz["settings"] as? [String: Any])
        #expect(settings["attempts_allowed"] as? Int == 2)
        #expect(settings["grading"] as? String == "last")
        #expect(settings["shuffle_questions"] as? Bool == false)
        #expect(settings["answer_visibility"] as? String == "after_deadline")
        #expect(settings["time_limit_seconds"] as? Int == 600)
        let bad = try teacher.json(.post, base + "/quiz_from_deck", ["deck_id": deckID, "grading": "loudest"])
        #expect(bad.status == .unprocessableContent)
        #expect(bad.bodyText.contains("grading"))
    }

    @Test func aQuizFromADeckCanBePublishedAtOnceWithADeadline() throws {
        let world = try ClassroomWorld()
        let teacher = world.client(.teacher)
        let base = "/api/v1/classrooms/\(world.classroom.id)"
        let deckID = Int(try #require(world.decks["teacher"]).rawValue)
        let badDeadline = try teacher.json(
            .post, base + "/quiz_from_deck", ["deck_id": deckID, "name": "Soon", "deadline": "soon"])
        #expect(badDeadline.status == .unprocessableContent)
        #expect(badDeadline.bodyText.contains("deadline"))
        for notATimestamp in ["", "2099-01-01T09:00", "0359-11-15T05:55:10+22:56"] {
            let refused = try teacher.json(
                .post, base + "/quiz_from_deck", ["deck_id": deckID, "name": "Odd", "deadline": notATimestamp])
            #expect(refused.status == .unprocessableContent, "\(notATimestamp)")
        }
        let published = try teacher.json(
            .post, base + "/quiz_from_deck",
            ["deck_id": deckID, "name": "Now", "publish": true, "deadline": "2099-01-01T09:00:00Z"])
        #expect(published.status == .created)
        let body = try published.jsonObject()
        #expect(body["state"] as? String == "open")
        #expect(body["deadline"] as? String == "2099-01-01T09:00:00Z")
        let quizzes = try world.client(.student).json(.get, base + "/quizzes").jsonObject()
        let names = (quizzes["items"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(names.contains("Now"), "a published quiz is listed for students: \(names)")
    }
}
