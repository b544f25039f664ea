import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

@testable import CardboxHTTP
@testable import CardboxWeb

/// The classroom pages from a teacher's and students' browsers: lists, creating, joining, quizzes, taking one,
/// results, the live dashboard, removing a member and the exports.
@Suite struct ClassroomPagesTests {
    /// The text of the events waiting on `stream`.
    static func pending(_ stream: EventStream) -> String {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let result = buffer.withUnsafeMutableBytes { pointer in
            stream.read(into: pointer, suspend: {}, resume: {})
        }
        guard case .bytes(let count) = result else { return "" }
        return String(decoding: buffer.prefix(count), as: UTF8.self)
    }

    /// The value of `name="password"`'s classroom: the join password shown on the classroom page.
    static func joinPassword(in page: String) throws -> String {
        let marker = "data-join-password>"
        guard let range = page.range(of: marker) else { throw TestBrowser.Failure("no join password on the page") }
        return String(page[range.upperBound...].prefix { $0 != "<" })
    }

    /// Creates a classroom from the form and returns its path.
    static func createClassroom(_ browser: TestBrowser, _ name: String) throws -> String {
        browser.get("/classrooms/new")
        let created = try browser.submit("/classrooms", ["name": name])
        guard created.status == .seeOther, let location = created.headers["Location"] else {
            throw TestBrowser.Failure("creating failed: \(created.status) \(created.bodyText)")
        }
        return location
    }

    @Test func aFirstVisitExplainsClassroomsAndTheEmptyListsOfferTheNextStep() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let first = ada.get("/classrooms")
        #expect(first.status == .ok)
        #expect(first.bodyText.contains("Teach or learn together"))
        _ = try Self.createClassroom(ada, "Biology")
        let enrolled = ada.get("/classrooms?view=enrolled")
        #expect(!enrolled.bodyText.contains("Teach or learn together"))
        #expect(enrolled.bodyText.contains("Join one"))
        #expect(ada.get("/classrooms?view=teaching").bodyText.contains("Biology"))
    }

    @Test func creatingNeedsAFreeNameAndSaysWhy() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        _ = try Self.createClassroom(ada, "Biology")
        let blank = try ada.submit("/classrooms", ["name": "   "])
        #expect(blank.status == .unprocessableContent)
        #expect(blank.bodyText.contains("A classroom needs a name."))
        let taken = try ada.submit("/classrooms", ["name": " biology "])
        #expect(taken.status == .conflict)
        #expect(taken.bodyText.contains("You already have a classroom named"))
    }

    @Test func studentsJoinByPasswordOrLinkOnceAndWrongPasswordsAreThrottledPerAccount() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let classroomPath = try Self.createClassroom(ada, "Biology")
        let page = ada.get(classroomPath).bodyText
        let password = try Self.joinPassword(in: page)
        #expect(page.contains("/join?password="))
        #expect(page.contains("data-copy="))

        let ben = try app.signedUp("Ben")
        #expect(
            ben.get("/join?password=\(password.replacingOccurrences(of: "-", with: ""))").bodyText.contains(
                password.replacingOccurrences(of: "-", with: "")))
        let joined = try ben.submit("/join", ["password": password.lowercased()])
        #expect(joined.headers["Location"] == classroomPath + "?notice=joined")
        #expect(ben.get(classroomPath + "?notice=joined").bodyText.contains("You have joined the classroom."))
        let again = try ben.submit("/join", ["password": password])
        #expect(again.status == .conflict)
        #expect(again.bodyText.contains("You are already a member of this classroom."))

        let cy = try app.signedUp("Cy")
        cy.get("/join")
        var statuses: [Int] = []
        for _ in 0..<8 { statuses.append(try cy.submit("/join", ["password": "AAAA-AAAA"]).status.code) }
        #expect(statuses.first == 422)
        #expect(statuses.last == 429)
        let dee = try app.signedUp("Dee")
        dee.get("/join")
        #expect(try dee.submit("/join", ["password": password]).status == .seeOther)
    }

    @Test func theListSearchesSortsAndPagesWithACursor() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        for name in ["Chemistry", "Algebra", "Biology"] {
            _ = try Self.createClassroom(ada, name)
            app.advance(seconds: 60)
        }
        let byName = ada.get("/classrooms?sort=name&limit=2").bodyText
        let algebra = try #require(byName.range(of: "Algebra"))
        let biology = try #require(byName.range(of: "Biology"))
        #expect(algebra.lowerBound < biology.lowerBound)
        #expect(!byName.contains(">Chemistry<"))
        let next = try #require(
            byName.range(of: "rel=\"next\" href=\"").map { String(byName[$0.upperBound...].prefix { $0 != "\"" }) })
        #expect(ada.get(next.replacingOccurrences(of: "&amp;", with: "&")).bodyText.contains(">Chemistry<"))
        #expect(ada.get("/classrooms?q=bio").bodyText.contains(">Biology<"))
        #expect(!ada.get("/classrooms?q=bio").bodyText.contains(">Algebra<"))
        let bad = ada.get("/classrooms?created=last-week")
        #expect(bad.status == .unprocessableContent)
        #expect(bad.bodyText.contains("2026-09"))
        #expect(ada.get("/classrooms?after=garbage").status == .unprocessableContent)
    }

    @Test func aQuizIsWrittenTakenSavedAsYouGoSubmittedOnceAndShownLiveOnTheDashboard() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let classroomPath = try Self.createClassroom(ada, "Geography")
        let password = try Self.joinPassword(in: ada.get(classroomPath).bodyText)
        let ben = try app.signedUp("Ben")
        ben.get("/join")
        _ = try ben.submit("/join", ["password": password])

        ada.get(classroomPath + "/quizzes/new")
        let bad = try ada.submit(
            classroomPath + "/quizzes", ["name": "Capitals", "questions": "Capital of France?\n* Paris\n- Rome"])
        #expect(bad.status == .unprocessableContent)
        #expect(bad.bodyText.contains("Question 1:"))
        let made = try ada.submit(
            classroomPath + "/quizzes",
            [
                "name": "Capitals", "publish": "on", "answer_visibility": "after_submit",
                "questions": "Capital of France?\n* Paris\n- Rome\n- Lima\n- Oslo\n> Paris is on the Seine.\n\n"
                    + "Capital of Peru?\n* Lima\n- Quito\n- Bogotá\n- La Paz",
            ])
        #expect(made.status == .seeOther)
        let quizPath = try #require(made.headers["Location"]?.split(separator: "?").first.map(String.init))

        let dashboard = ada.send(.get, quizPath + "/events")
        guard case .eventStream(let stream) = dashboard.body else {
            Issue.record("the dashboard stream did not open: \(dashboard.status)")
            return
        }
        _ = Self.pending(stream)
        #expect(ada.get(quizPath + "/dashboard").bodyText.contains("data-answered=\"0\""))

        ben.get(quizPath)
        let started = try ben.submit(quizPath + "/attempts", [:])
        let attemptPath = try #require(started.headers["Location"])
        let attemptPage = ben.get(attemptPath).bodyText
        #expect(attemptPage.contains("Capital of France?"))
        #expect(!attemptPage.contains("Paris is on the Seine."))
        let questions = try app.store.questions(
            of: QuizID(rawValue: Int64(quizPath.split(separator: "/").last ?? "") ?? 0))
        let layout = try #require(
            try app.store.findAttempt(AttemptID(rawValue: Int64(attemptPath.split(separator: "/").last ?? "") ?? 0))
        ).seed
        let order = AttemptLayout.make(questions: questions, settings: QuizSettings(), seed: layout)
        let france = try #require(questions.first { $0.content.prompt.contains("France") })
        let item = try #require(order.items.first { $0.questionID == france.id })
        let right = try #require(item.optionOrder.firstIndex(of: 0))
        let saved = try ben.submit(attemptPath + "/answers", ["question": "\(france.id)", "position": "\(right)"])
        #expect(saved.status == .noContent)
        #expect(ben.get(attemptPath).bodyText.contains("value=\"\(right)\" checked"))
        let wrongOption = try ben.submit(attemptPath + "/answers", ["question": "\(france.id)", "position": "9"])
        #expect(wrongOption.status == .unprocessableContent)
        #expect(wrongOption.bodyText.contains("That option does not exist."))

        let submitted = try ben.submit(attemptPath + "/submit", [:])
        #expect(submitted.status == .seeOther)
        let result = ben.get(attemptPath).bodyText
        #expect(result.contains("1 of 2"))
        #expect(result.contains("Paris is on the Seine."))
        #expect(result.contains("(right answer)"))
        #expect(try ben.submit(attemptPath + "/submit", [:]).status == .seeOther)
        #expect(ben.get(attemptPath).bodyText.contains("1 of 2"))
        let late = try ben.submit(attemptPath + "/answers", ["question": "\(france.id)", "position": "0"])
        #expect(late.status == .conflict)

        let events = Self.pending(stream)
        #expect(events.contains("event: attempt"))
        #expect(events.components(separatedBy: "event: attempt").count == 2)
        let board = ada.get(quizPath + "/dashboard").bodyText
        #expect(board.contains("data-answered=\"1\""))
        #expect(board.contains("<svg class=\"chart\""))
        #expect(board.contains("Ben"))
        #expect(ben.send(.get, quizPath + "/dashboard").status == .forbidden)
    }

    @Test func removingAMemberSaysHowManyAttemptsGoAndTheExportsAreSafeCSV() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let classroomPath = try Self.createClassroom(ada, "Geography")
        let password = try Self.joinPassword(in: ada.get(classroomPath).bodyText)
        let ben = try app.signedUp("=Ben")
        ben.get("/join")
        _ = try ben.submit("/join", ["password": password])
        let made = try ada.submit(
            classroomPath + "/quizzes",
            ["name": "Capitals", "publish": "on", "questions": "Capital of France?\n* Paris\n- Rome\n- Lima\n- Oslo"])
        let quizPath = try #require(made.headers["Location"]?.split(separator: "?").first.map(String.init))
        ben.get(quizPath)
        let attemptPath = try #require(try ben.submit(quizPath + "/attempts", [:]).headers["Location"])
        _ = try ben.submit(attemptPath + "/submit", [:])

        let export = ada.send(.get, quizPath + "/export.csv")
        #expect(export.status == .ok)
        #expect(export.headers["Content-Type"]?.hasPrefix("text/csv") == true)
        let lines = export.bodyText.components(separatedBy: "\r\n")
        #expect(lines.first == "student,attempt,Q1: Capital of France?,score,out of,started,submitted,late")
        #expect(lines.dropFirst().first?.hasPrefix("'=Ben,1,,0,1,") == true)
        let classroomExport = ada.send(.get, classroomPath + "/export.csv").bodyText
        #expect(classroomExport.contains("'=Ben,Capitals,,1,0.0"))

        let benID = try #require(try app.store.findAccount(email: "=ben@example.org")?.user.id)
        let confirm = ada.get(classroomPath + "/members/\(benID)/remove")
        #expect(confirm.bodyText.contains("data-attempts-deleted=\"1\""))
        #expect(confirm.bodyText.contains("Remove and delete 1 attempt"))
        ada.get(classroomPath)
        let removed = try ada.submit(classroomPath + "/members/\(benID)/remove", [:])
        #expect(removed.headers["Location"] == classroomPath + "?notice=member-removed")
        #expect(ben.get(classroomPath).status == .notFound)
        #expect(ben.get(attemptPath).status == .notFound)
        #expect(
            try app.store.attempts(at: QuizID(rawValue: Int64(quizPath.split(separator: "/").last ?? "") ?? 0)).isEmpty)
    }

    @Test func aStudentLeavesAndTheTeacherCannot() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let classroomPath = try Self.createClassroom(ada, "Geography")
        let password = try Self.joinPassword(in: ada.get(classroomPath).bodyText)
        let ben = try app.signedUp("Ben")
        ben.get("/join")
        _ = try ben.submit("/join", ["password": password])
        ben.get(classroomPath)
        let left = try ben.submit(classroomPath + "/leave", [:])
        #expect(left.headers["Location"] == "/classrooms?view=enrolled&notice=classroom-left")
        #expect(ben.get(classroomPath).status == .notFound)
        let teacher = try ada.submit(classroomPath + "/leave", [:])
        #expect(teacher.status == .forbidden)
        let regenerated = try ada.submit(classroomPath + "/password", [:])
        #expect(regenerated.status == .seeOther)
        let cy = try app.signedUp("Cy")
        cy.get("/join")
        let old = try cy.submit("/join", ["password": password])
        #expect(old.status == .unprocessableContent)
        #expect(old.bodyText.contains("does not match any classroom"))
    }

    @Test func theQuizzesAreListedByDeadlineOrNewestFirst() throws {
        let app = try WebHarness()
        let ada = try app.signedUp("Ada")
        let classroomPath = try Self.createClassroom(ada, "History")
        let questions = "Year of the Magna Carta?\n* 1215\n- 1066\n- 1492\n- 1789"
        for (name, deadline) in [("Sooner", "2025-06-30T09:00"), ("Later", "2025-07-30T09:00")] {
            ada.get(classroomPath + "/quizzes/new")
            let made = try ada.submit(
                classroomPath + "/quizzes", ["name": name, "deadline": deadline, "questions": questions])
            #expect(made.status == .seeOther, "\(made.bodyText)")
            app.advance(seconds: 60)
        }
        func order(_ query: String) -> [String] {
            let page = ada.get(classroomPath + query).bodyText
            return ["Sooner", "Later"].sorted {
                (page.range(of: ">\($0)</a>")?.lowerBound ?? page.endIndex)
                    < (page.range(of: ">\($1)</a>")?.lowerBound ?? page.endIndex)
            }
        }
        #expect(order("") == ["Sooner", "Later"])
        #expect(order("?sort=deadline") == ["Sooner", "Later"])
        #expect(order("?sort=newest") == ["Later", "Sooner"])
        #expect(ada.get(classroomPath + "?sort=newest").bodyText.contains("<option value=\"newest\" selected>"))
        #expect(ada.get(classroomPath + "?sort=sideways").status == .unprocessableContent)
    }
}
