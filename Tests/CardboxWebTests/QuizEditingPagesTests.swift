import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

@testable import CardboxWeb

/// Editing and deleting quizzes and renaming classrooms, on the pages and in the API.
@Suite struct QuizEditingPagesTests {
    static func post(_ client: TestBrowser, _ path: String, _ fields: [String: String]) -> Response {
        let body = fields.sorted { $0.key < $1.key }.map {
            "\(Parameters.encode($0.key))=\(Parameters.encode($0.value))"
        }
        .joined(separator: "&")
        return client.send(.post, path, body: Array(body.utf8), contentType: "application/x-www-form-urlencoded")
    }

    /// A quiz nobody has started, made by the teacher through the API; its page path.
    static func freshQuiz(_ world: ClassroomWorld) throws -> (path: String, id: Int) {
        let response = try world.client(.teacher).json(
            .post, "/api/v1/classrooms/\(world.classroom.id)/quizzes",
            [
                "name": "Rivers", "attempts_allowed": 2, "shuffle_questions": false,
                "questions": [
                    [
                        "prompt": "Longest river?", "right_option": "Nile", "wrong_options": ["Seine", "Po", "Ebro"],
                        "explanation": "It is 6650 km long.",
                    ]
                ],
            ])
        let id = try #require(try response.jsonObject()["id"] as? Int)
        return ("/classrooms/\(world.classroom.id)/quizzes/\(id)", id)
    }

    @Test func theEditorShowsTheQuizAndSavesEveryFieldAtOnce() throws {
        let world = try ClassroomWorld()
        let teacher = world.client(.teacher)
        let quiz = try Self.freshQuiz(world)
        let editor = teacher.send(.get, quiz.path + "/edit")
        #expect(editor.status == .ok)
        let page = editor.bodyText
        #expect(page.contains("value=\"Rivers\""))
        #expect(page.contains("Longest river?\n* Nile\n- Seine\n- Po\n- Ebro\n&gt; It is 6650 km long."))
        #expect(page.contains("name=\"attempts_allowed\" value=\"2\""))
        #expect(page.contains("name=\"shuffle_questions\">"))
        #expect(page.contains("name=\"shuffle_options\" checked"))
        #expect(teacher.send(.get, quiz.path).bodyText.contains("Edit the quiz"))

        let bad = Self.post(teacher, quiz.path + "/edit", ["name": "Rivers", "questions": "Longest?\n* Nile\n- Po"])
        #expect(bad.status == .unprocessableContent)
        #expect(bad.bodyText.contains("aria-invalid=\"true\""))
        #expect(try world.app.store.questions(of: QuizID(rawValue: Int64(quiz.id))).count == 1)

        let saved = Self.post(
            teacher, quiz.path + "/edit",
            [
                "name": "Rivers and lakes", "instructions": "No atlases.", "deadline": "2030-05-01T10:00",
                "attempts_allowed": "0", "grading": "average", "answer_visibility": "never",
                "time_limit_minutes": "15", "shuffle_options": "on",
                "questions": "Longest river?\n* Nile\n- Seine\n- Po\n- Ebro\n\n"
                    + "Deepest lake?\n* Baikal\n- Garda\n- Erie\n- Como",
            ])
        #expect(saved.headers["Location"] == quiz.path + "?notice=quiz-updated")
        let stored = try #require(try world.app.store.findQuiz(QuizID(rawValue: Int64(quiz.id))))
        #expect(stored.name == "Rivers and lakes")
        #expect(stored.instructions == "No atlases.")
        #expect(stored.deadline == ISO8601DateFormatter().date(from: "2030-05-01T10:00:00Z"))
        #expect(
            stored.settings
                == QuizSettings(
                    attemptsAllowed: 0, grading: .average, shuffleQuestions: false, shuffleOptions: true,
                    answerVisibility: .never, timeLimitSeconds: 900))
        let prompts = try world.app.store.questions(of: stored.id).map(\.content.prompt)
        #expect(prompts == ["Longest river?", "Deepest lake?"])
    }

    @Test func aStartedQuizRefusesEditsButMovesItsDeadline() throws {
        let world = try ClassroomWorld()
        let teacher = world.client(.teacher)
        let path = "/classrooms/\(world.classroom.id)/quizzes/\(world.quiz.id)"
        let editor = teacher.send(.get, path + "/edit").bodyText
        #expect(editor.contains("data-quiz-locked"))
        #expect(editor.contains("only its deadline can change"))
        #expect(!editor.contains("action=\"\(path)/edit\""))
        let refused = Self.post(
            teacher, path + "/edit", ["name": "Changed", "questions": "Q?\n* a\n- b\n- c\n- d"])
        #expect(refused.status == .conflict)
        #expect(refused.bodyText.contains("only its deadline can change"))
        #expect(try world.app.store.findQuiz(world.quiz.id)?.name == "Capitals")

        let moved = Self.post(world.client(.coTeacher), path + "/deadline", ["deadline": "2031-02-03T04:05"])
        #expect(moved.headers["Location"] == path + "?notice=deadline-moved")
        #expect(
            try world.app.store.findQuiz(world.quiz.id)?.deadline
                == ISO8601DateFormatter().date(from: "2031-02-03T04:05:00Z"))
        let badDate = Self.post(teacher, path + "/deadline", ["deadline": "next week"])
        #expect(badDate.status == .unprocessableContent)
        #expect(badDate.bodyText.contains("The deadline must be a date and time"))
        #expect(Self.post(teacher, path + "/deadline", ["deadline": ""]).status == .seeOther)
        #expect(try world.app.store.findQuiz(world.quiz.id)?.deadline == nil)
    }

    @Test func deletingAQuizIsConfirmedWithItsAttemptCount() throws {
        let world = try ClassroomWorld()
        let teacher = world.client(.teacher)
        let path = "/classrooms/\(world.classroom.id)/quizzes/\(world.quiz.id)"
        let confirm = teacher.send(.get, path + "/delete")
        #expect(confirm.status == .ok)
        #expect(confirm.bodyText.contains("data-attempts-deleted=\"1\""))
        #expect(confirm.bodyText.contains("its 1 attempt by students"))
        let deleted = Self.post(teacher, path + "/delete", [:])
        #expect(deleted.headers["Location"] == "/classrooms/\(world.classroom.id)?notice=quiz-deleted")
        #expect(try world.app.store.findQuiz(world.quiz.id) == nil)
        #expect(try world.app.store.findAttempt(world.otherAttempt.id) == nil)
        #expect(teacher.send(.get, path).status == .notFound)
    }

    @Test func aClassroomIsRenamedOnThePageWithTheCreateRules() throws {
        let world = try ClassroomWorld()
        let teacher = world.client(.teacher)
        let base = "/classrooms/\(world.classroom.id)"
        #expect(teacher.send(.get, base).bodyText.contains("href=\"\(base)/rename\""))
        #expect(!world.client(.student).send(.get, base).bodyText.contains("href=\"\(base)/rename\""))
        let form = teacher.send(.get, base + "/rename")
        #expect(form.bodyText.contains("value=\"Geography 7B\""))
        #expect(form.bodyText.contains("data-blank-message=\"A classroom needs a name.\""))
        let blank = Self.post(teacher, base + "/rename", ["name": "   "])
        #expect(blank.status == .unprocessableContent)
        #expect(blank.bodyText.contains("A classroom needs a name."))
        #expect(blank.bodyText.contains("aria-describedby=\"name-error\""))
        _ = try world.app.services.createClassroom(named: "History", teacher: try #require(world.user(.teacher)))
        let taken = Self.post(teacher, base + "/rename", ["name": " HISTORY "])
        #expect(taken.status == .conflict)
        #expect(taken.bodyText.contains("You already have a classroom named"))
        let renamed = Self.post(world.client(.coTeacher), base + "/rename", ["name": "  Geography   8A "])
        #expect(renamed.headers["Location"] == base + "?notice=classroom-renamed")
        #expect(world.client(.student).send(.get, base).bodyText.contains("<h1>Geography 8A</h1>"))
    }

    @Test func theAPIEditsMovesDeletesAndRenames() throws {
        let world = try ClassroomWorld()
        let teacher = world.client(.teacher)
        let fresh = try Self.freshQuiz(world)
        let freshPath = "/api/v1/classrooms/\(world.classroom.id)/quizzes/\(fresh.id)"
        let body: [String: Any] = [
            "name": "Rivers 2", "grading": "first",
            "questions": [
                ["prompt": "Longest river?", "right_option": "Nile", "wrong_options": ["Seine", "Po", "Ebro"]],
                ["prompt": "Widest river?", "right_option": "Amazon", "wrong_options": ["Rhine", "Thames", "Tiber"]],
            ],
        ]
        let updated = try teacher.json(.put, freshPath, body)
        #expect(updated.status == .ok)
        #expect(try updated.jsonObject()["name"] as? String == "Rivers 2")
        #expect(try updated.jsonObject()["question_count"] as? Int == 2)
        let invalid = try teacher.json(.put, freshPath, ["name": "Rivers 3", "questions": []])
        #expect(invalid.status == .unprocessableContent)

        let startedPath = "/api/v1/classrooms/\(world.classroom.id)/quizzes/\(world.quiz.id)"
        let locked = try teacher.json(.put, startedPath, body)
        #expect(locked.status == .conflict)
        #expect(try locked.jsonObject()["code"] as? String == "quiz_locked" || locked.bodyText.contains("quiz_locked"))
        let moved = try teacher.json(.put, startedPath + "/deadline", ["deadline": "2032-01-01T00:00:00Z"])
        #expect(moved.status == .ok)
        #expect(try moved.jsonObject()["deadline"] as? String == "2032-01-01T00:00:00Z")
        // In JSON only null means no deadline; a blank string is not a date-time and is refused.
        #expect(try teacher.json(.put, startedPath + "/deadline", ["deadline": ""]).status == .unprocessableContent)
        let cleared = try world.client(.coTeacher).json(.put, startedPath + "/deadline", ["deadline": NSNull()])
        #expect(try cleared.jsonObject()["deadline"] == nil)
        #expect(try world.client(.student).json(.put, startedPath + "/deadline", [:]).status == .forbidden)

        let deleted = try teacher.json(.delete, startedPath)
        #expect(deleted.status == .ok)
        #expect(try deleted.jsonObject()["attempts_deleted"] as? Int == 1)
        #expect(try teacher.json(.get, startedPath).status == .notFound)

        let classroomPath = "/api/v1/classrooms/\(world.classroom.id)"
        let renamed = try world.client(.coTeacher).json(.patch, classroomPath, ["name": " Geography  9 "])
        #expect(renamed.status == .ok)
        #expect(try renamed.jsonObject()["name"] as? String == "Geography 9")
        _ = try teacher.json(.post, "/api/v1/classrooms", ["name": "Maths"])
        #expect(try teacher.json(.patch, classroomPath, ["name": "maths"]).status == .conflict)
        #expect(try teacher.json(.patch, classroomPath, ["name": ""]).status == .unprocessableContent)
    }
}
