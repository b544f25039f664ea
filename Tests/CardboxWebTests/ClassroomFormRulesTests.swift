import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

@testable import CardboxWeb

/// The classroom forms carry the server's rules and messages for the page script that checks them as they are typed,
/// and the server keeps to the same rules.
@Suite struct ClassroomFormRulesTests {
    @Test func theClassroomFormsCarryTheNameAndJoinPasswordRules() throws {
        let world = try ClassroomWorld()
        let create = world.client(.teacher).send(.get, "/classrooms/new").bodyText
        #expect(create.contains("maxlength=\"\(ClassroomName.maximumLength)\""))
        #expect(create.contains("data-blank-message=\"A classroom needs a name.\""))
        #expect(create.contains("data-long-message=\"A classroom name may be at most 120 characters long.\""))
        #expect(
            create.contains(
                "<form method=\"post\" action=\"/classrooms\" class=\"stack\" data-validate data-check-as-typed>"))
        let rename = world.client(.coTeacher).send(.get, "/classrooms/\(world.classroom.id)/rename").bodyText
        #expect(rename.contains("data-blank-message=\"A classroom needs a name.\""))

        let join = world.client(.outsider).send(.get, "/join").bodyText
        #expect(join.contains("data-join-password=\"23456789ABCDEFGHJKMNPQRSTUVWXYZ\" data-join-length=\"8\""))
        #expect(join.contains("data-format-message=\"\(ClassroomViews.joinPasswordFormat)\""))
    }

    @Test func theQuizFormsCarryTheQuestionRangeAndDeadlineRules() throws {
        let world = try ClassroomWorld()
        let teacher = world.client(.teacher)
        let base = "/classrooms/\(world.classroom.id)/quizzes"
        let new = teacher.send(.get, base + "/new").bodyText
        #expect(new.contains("data-questions data-minimum-wrong=\"3\" data-maximum-wrong=\"9\""))
        #expect(new.contains("data-empty-message=\"A quiz needs at least one question.\""))
        #expect(new.contains("data-blank-message=\"A quiz needs a name.\""))
        #expect(new.contains("data-range-message=\"\(ClassroomQuizError.invalidAttemptsAllowed.description)\""))
        #expect(new.contains("data-range-message=\"\(ClassroomQuizError.invalidTimeLimit.description)\""))
        #expect(new.contains("data-future-message=\"The deadline must be in the future.\""))

        let draft = try teacher.json(
            .post, "/api/v1/classrooms/\(world.classroom.id)/quizzes",
            [
                "name": "Rivers",
                "questions": [
                    ["prompt": "Longest?", "right_option": "Nile", "wrong_options": ["Po", "Ebro", "Rhine"]]
                ],
            ])
        let id = try #require(try draft.jsonObject()["id"] as? Int)
        let editor = teacher.send(.get, base + "/\(id)/edit").bodyText
        #expect(editor.contains("data-questions data-minimum-wrong=\"3\""))
        #expect(!editor.contains("data-future-message"), "the editor may move a deadline into the past")
    }

    @Test func aNewQuizPageRefusesADeadlineThatHasPassed() throws {
        let world = try ClassroomWorld()
        let teacher = world.client(.teacher)
        let path = "/classrooms/\(world.classroom.id)/quizzes"
        let before = try world.app.store.quizzes(in: world.classroom.id, sort: .newest).count
        let fields = ["name": "Rivers", "questions": "Longest river?\n* Nile\n- Seine\n- Po\n- Ebro"]
        let past = QuizEditingPagesTests.post(
            teacher, path, fields.merging(["deadline": "2001-02-03T04:05"]) { $1 })
        #expect(past.status == .unprocessableContent)
        #expect(
            past.bodyText.contains(
                "<span class=\"field-error\" id=\"deadline-error\">The deadline must be in the future."))
        #expect(past.bodyText.contains("value=\"2001-02-03T04:05\""))
        #expect(try world.app.store.quizzes(in: world.classroom.id, sort: .newest).count == before)

        let ahead = QuizEditingPagesTests.post(
            teacher, path, fields.merging(["deadline": "2099-02-03T04:05"]) { $1 })
        #expect(ahead.status == .seeOther)
        #expect(try world.app.store.quizzes(in: world.classroom.id, sort: .newest).count == before + 1)
        let none = QuizEditingPagesTests.post(teacher, path, fields.merging(["name": "Lakes"]) { $1 })
        #expect(none.status == .seeOther, "a quiz without a deadline is still made")
    }

    /// The script words a question's problem as ``ClassroomQuizError/invalidQuestion(index:reason:)`` does, so a
    /// message reads the same whether the page or the server found it.
    @Test func thePageScriptWordsQuestionProblemsAsTheServerDoes() {
        let script = Script.javascript
        #expect(script.contains("`Question ${index + 1}: ${reason}`"))
        let minimum = QuestionContent.minimumWrongOptions
        let maximum = QuestionContent.maximumWrongOptions
        let limit = QuestionContent.maximumTextLength
        let pairs: [(template: String, filled: String, reason: QuestionError)] = [
            ("The question needs a right answer.", "", .emptyRightOption),
            (
                "The question needs at least ${minimum} wrong answers.", "\(minimum)",
                .tooFewWrongOptions(minimum: minimum)
            ),
            (
                "The question may have at most ${maximum} wrong answers.", "\(maximum)",
                .tooManyWrongOptions(maximum: maximum)
            ),
            ("A question's texts may be at most ${d.maximumText} characters long.", "\(limit)", .tooLong(limit: limit)),
            ("Two answers are the same.", "", .duplicateOption),
        ]
        for pair in pairs {
            #expect(script.contains(pair.template), "the script lacks \(pair.template)")
            let filled = pair.template.replacingOccurrences(
                of: #"\$\{[^}]+\}"#, with: pair.filled, options: .regularExpression)
            #expect(filled == pair.reason.description)
            #expect(
                ClassroomQuizError.invalidQuestion(index: 0, reason: pair.reason).description
                    == "Question 1: \(filled)")
        }
    }
}
