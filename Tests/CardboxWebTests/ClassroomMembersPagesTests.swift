import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

@testable import CardboxWeb

/// Co-teachers, quizzes made from a deck on the page, deleting a classroom, and the members' API.
@Suite struct ClassroomMembersPagesTests {
    /// Sends the quiz-from-deck form of classroom page `base` with the urlencoded `body`.
    static func postFromDeck(_ body: String, by browser: TestBrowser, in base: String) -> Response {
        browser.send(
            .post, base + "/quizzes/from-deck", body: Array(body.utf8), contentType: "application/x-www-form-urlencoded"
        )
    }

    @Test func aCoTeacherIsAddedOnThePageAndMayDoAllButDelete() throws {
        let world = try ClassroomWorld()
        let teacher = world.client(.teacher)
        let otherID = try #require(world.users["other"]?.id)
        let base = "/classrooms/\(world.classroom.id)"
        let added = teacher.send(
            .post, base + "/co-teachers", body: Array("user_id=\(otherID)".utf8),
            contentType: "application/x-www-form-urlencoded")
        #expect(added.headers["Location"] == base + "?notice=co-teacher-added")
        #expect(try world.app.store.membership(in: world.classroom.id, of: otherID)?.role == .coTeacher)
        let outsiderID = try #require(world.user(.outsider)?.id)
        let notMember = teacher.send(
            .post, base + "/co-teachers", body: Array("user_id=\(outsiderID)".utf8),
            contentType: "application/x-www-form-urlencoded")
        #expect(notMember.status == .notFound)
        #expect(notMember.bodyText.contains("not a member of this classroom"))

        let coTeacher = world.client(.coTeacher)
        let page = coTeacher.send(.get, base).bodyText
        #expect(page.contains("data-join-password"))
        #expect(page.contains("Make a new password"))
        #expect(!page.contains("Delete the classroom"))
        #expect(coTeacher.send(.post, base + "/delete").status == .forbidden)
        #expect(world.client(.student).send(.get, base).bodyText.contains("data-join-password") == false)
        #expect(teacher.send(.post, base + "/delete").headers["Location"] == "/classrooms?notice=classroom-deleted")
        #expect(teacher.send(.get, base).status == .notFound)
    }

    @Test func aQuizIsMadeFromADeckOnThePageByCategoryOrAtRandom() throws {
        let world = try ClassroomWorld()
        let teacher = world.client(.teacher)
        let deck = try #require(world.decks["teacher"])
        let base = "/classrooms/\(world.classroom.id)"
        let form = teacher.send(.get, base + "/quizzes/new").bodyText
        #expect(form.contains("<option value=\"\(deck)\">Capitals</option>"))
        func post(_ body: String) -> Response { Self.postFromDeck(body, by: teacher, in: base) }
        let made = post("deck_id=\(deck)&category=Europe&name=Europe")
        #expect(made.status == .seeOther)
        let quizPath = try #require(made.headers["Location"]?.split(separator: "?").first.map(String.init))
        let quizPage = teacher.send(.get, quizPath).bodyText
        #expect(quizPage.contains("data-state=\"draft\""))
        #expect(quizPage.contains("Capital of France?"))
        #expect(post("deck_id=\(deck)&count=2&name=Two").status == .seeOther)
        let badCount = post("deck_id=\(deck)&count=0&name=None")
        #expect(badCount.status == .unprocessableContent)
        #expect(badCount.bodyText.contains("The number of questions must be from 1 to"))
        let taken = post("deck_id=\(deck)&category=Europe&name=europe")
        #expect(taken.status == .conflict)
        let notMine = try #require(world.decks["outsider"])
        #expect(post("deck_id=\(notMine)").status == .notFound)
        #expect(world.client(.student).send(.get, quizPath).status == .notFound)
    }

    @Test func aQuizFromADeckOnThePageTakesItsSettingsDeadlineAndInstructions() throws {
        let world = try ClassroomWorld()
        let teacher = world.client(.teacher)
        let deck = try #require(world.decks["teacher"])
        let base = "/classrooms/\(world.classroom.id)"
        let form = teacher.send(.get, base + "/quizzes/new").bodyText
        let fromDeck = try #require(form.components(separatedBy: "/quizzes/from-deck").dropFirst().first)
            .components(separatedBy: "</form>")[0]
        for field in ["attempts_allowed", "grading", "answer_visibility", "time_limit_minutes", "deadline", "publish"] {
            #expect(fromDeck.contains("name=\"\(field)\""), "the from-deck form lacks \(field)")
        }
        func post(_ body: String) -> Response { Self.postFromDeck(body, by: teacher, in: base) }
        let made = post(
            "deck_id=\(deck)&name=Timed&instructions=Work+alone.&deadline=2099-01-01T09:00&attempts_allowed=3"
                + "&grading=average&answer_visibility=never&time_limit_minutes=20&shuffle_options=on&publish=on")
        #expect(made.status == .seeOther, "\(made.bodyText)")
        let quiz = try #require(try world.app.store.quizzes(in: world.classroom.id, sort: .newest).first?.quiz)
        #expect(quiz.name == "Timed")
        #expect(quiz.instructions == "Work alone.")
        #expect(quiz.deadline == ISO8601DateFormatter().date(from: "2099-01-01T09:00:00Z"))
        #expect(quiz.publishedAt != nil)
        #expect(quiz.settings.attemptsAllowed == 3)
        #expect(quiz.settings.grading == .average)
        #expect(quiz.settings.answerVisibility == .never)
        #expect(quiz.settings.timeLimitSeconds == 1200)
        #expect(quiz.settings.shuffleOptions && !quiz.settings.shuffleQuestions)
        #expect(post("deck_id=\(deck)&name=Past&deadline=2020-01-01T09:00").status == .unprocessableContent)
        #expect(post("deck_id=\(deck)&name=Bad&grading=loudest").status == .unprocessableContent)
    }

    @Test func membersLeaveAndPasswordsChangeThroughTheAPI() throws {
        let world = try ClassroomWorld()
        let base = "/api/v1/classrooms/\(world.classroom.id)"
        let teacher = world.client(.teacher)
        let old = world.classroom.joinPassword.display
        let fresh = try teacher.json(.post, base + "/password").jsonObject()
        let password = try #require(fresh["join_password"] as? String)
        #expect(password != old)
        let outsider = world.client(.outsider)
        #expect(try outsider.json(.post, "/api/v1/classrooms/join", ["password": old]).status == .unprocessableContent)
        #expect(try outsider.json(.post, "/api/v1/classrooms/join", ["password": password]).status == .created)

        let student = world.client(.student)
        #expect(try student.json(.post, base + "/leave").status == .noContent)
        #expect(try student.json(.get, base).status == .notFound)
        let teacherLeaves = try teacher.json(.post, base + "/leave")
        #expect(teacherLeaves.status == .forbidden)
        let teacherID = try #require(world.user(.teacher)?.id)
        let removeTeacher = try world.client(.coTeacher).json(.delete, base + "/members/\(teacherID)")
        #expect(removeTeacher.status == .conflict)
        #expect(removeTeacher.bodyText.contains("The teacher cannot leave the classroom"))
        let otherID = try #require(world.users["other"]?.id)
        let removed = try world.client(.coTeacher).json(.delete, base + "/members/\(otherID)").jsonObject()
        #expect(removed["attempts_deleted"] as? Int == 1)
        let coTeacher = try world.client(.coTeacher).json(.delete, base)
        #expect(coTeacher.status == .forbidden)
        #expect(try teacher.json(.delete, base).status == .noContent)
        #expect(try teacher.json(.get, base).status == .notFound)
    }
}
