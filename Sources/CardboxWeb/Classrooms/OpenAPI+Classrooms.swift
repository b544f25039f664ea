import CardboxCore
import CardboxJSON

extension OpenAPI.Area {
    /// Classrooms, their members, quizzes, attempts, results and CSV exports.
    static var classrooms: OpenAPI.Area {
        OpenAPI.Area(
            paths: ClassroomsOpenAPI.classroomPaths.merging(ClassroomsOpenAPI.quizPaths) { first, _ in first },
            schemas: ClassroomsOpenAPI.schemas,
            responses: [
                "TooManyJoinAttempts": OpenAPI.json(
                    "Too many wrong join passwords from this account (`too_many_attempts`); wait and try again.",
                    OpenAPI.ref("Error"))
            ])
    }
}

/// The pieces of the classroom area of the OpenAPI document.
enum ClassroomsOpenAPI {
    static let tag = "Classrooms"
    static let classroomID = OpenAPI.idParameter("classroomID", "classroom")
    static let quizID = OpenAPI.idParameter("quizID", "quiz")
    static let attemptID = OpenAPI.idParameter("attemptID", "attempt")
    static let base = "/api/v1/classrooms/{classroomID}"
    static let quiz = base + "/quizzes/{quizID}"

    /// An operation inside a classroom, which a member whose role does not allow it is refused with 403.
    static func operation(
        _ id: String, _ summary: String, parameters: [JSONValue], body: JSONValue? = nil,
        responses: [String: JSONValue], failures: OpenAPI.Failures = []
    ) -> JSONValue {
        var all = responses
        all["403"] = OpenAPI.response("Forbidden")
        return OpenAPI.operation(
            id, summary, tag: tag, parameters: parameters, body: body, responses: all,
            failures: failures.union(.notFound))
    }

    static func csv(_ description: String) -> JSONValue {
        ["description": .string(description), "content": ["text/csv": ["schema": OpenAPI.string()]]]
    }

    static var classroomPaths: [String: JSONValue] {
        [
            "/api/v1/classrooms": [
                "get": OpenAPI.operation(
                    "listClassrooms", "The classrooms the caller teaches or is enrolled in, a page at a time.",
                    tag: tag,
                    parameters: [
                        OpenAPI.queryParameter(
                            "view", "teaching (default) or enrolled.",
                            schema: OpenAPI.string(values: ["teaching", "enrolled"])),
                        OpenAPI.queryParameter(
                            "q", "Part of the classroom's or the teacher's name.", schema: OpenAPI.string()),
                        OpenAPI.queryParameter(
                            "created",
                            "A month (2026-09 or 09/2026) or a year (2026) the classroom was created in, in the "
                                + "caller's time zone; empty for any.",
                            schema: OpenAPI.string(pattern: "^(|[0-9]{4}(-[0-9]{1,2})?|[0-9]{1,2}/[0-9]{4})$")),
                        OpenAPI.queryParameter(
                            "sort", "newest (default), oldest or name.",
                            schema: OpenAPI.string(values: ["newest", "oldest", "name"])),
                        OpenAPI.queryParameter(
                            "limit", "Classrooms per page (default 20).",
                            schema: OpenAPI.integer(minimum: 1, maximum: ClassroomQuery.maximumLimit)),
                        OpenAPI.queryParameter(
                            "after", "The `next` cursor of the page before.", schema: OpenAPI.string()),
                    ],
                    responses: ["200": OpenAPI.json("A page of classrooms.", OpenAPI.ref("ClassroomList"))],
                    failures: [.invalid]),
                "post": OpenAPI.operation(
                    "createClassroom", "Creates a classroom that the caller teaches, with a fresh join password.",
                    tag: tag, body: OpenAPI.jsonBody(OpenAPI.ref("ClassroomCreate")),
                    responses: [
                        "201": OpenAPI.json(
                            "The classroom.", OpenAPI.ref("Classroom"), headers: ["Location": "The classroom's URL."])
                    ],
                    failures: [.jsonBody, .invalid, .conflict, .changesState]),
            ],
            "/api/v1/classrooms/join": [
                "post": OpenAPI.operation(
                    "joinClassroom", "Joins the classroom whose join password is given, as a student.", tag: tag,
                    body: OpenAPI.jsonBody(OpenAPI.ref("ClassroomJoin")),
                    responses: [
                        "201": OpenAPI.json(
                            "The classroom joined.", OpenAPI.ref("Classroom"),
                            headers: ["Location": "The classroom's URL."]),
                        "429": OpenAPI.response("TooManyJoinAttempts"),
                    ],
                    failures: [.jsonBody, .invalid, .conflict, .changesState])
            ],
            base: [
                "get": operation(
                    "getClassroom", "A classroom; the join password only for those who teach it.",
                    parameters: [classroomID],
                    responses: ["200": OpenAPI.json("The classroom.", OpenAPI.ref("Classroom"))]),
                "delete": operation(
                    "deleteClassroom", "Deletes a classroom with its quizzes and attempts (the teacher only).",
                    parameters: [classroomID], responses: ["204": ["description": "Deleted."]],
                    failures: [.changesState]),
                "patch": operation(
                    "renameClassroom",
                    "Renames a classroom; the name is trimmed and must differ (ignoring case and spaces) from the "
                        + "teacher's other classrooms.",
                    parameters: [classroomID], body: OpenAPI.jsonBody(OpenAPI.ref("ClassroomCreate")),
                    responses: ["200": OpenAPI.json("The classroom.", OpenAPI.ref("Classroom"))],
                    failures: [.jsonBody, .invalid, .conflict, .changesState]),
            ],
            base + "/password": [
                "post": operation(
                    "regenerateJoinPassword", "Replaces the join password; the old one stops working at once.",
                    parameters: [classroomID],
                    responses: ["200": OpenAPI.json("The new password.", OpenAPI.ref("JoinPassword"))],
                    failures: [.changesState])
            ],
            base + "/members": [
                "get": operation(
                    "listMembers", "The members with their attempt counts.", parameters: [classroomID],
                    responses: ["200": OpenAPI.json("The members.", OpenAPI.ref("MemberList"))])
            ],
            base + "/members/{userID}": [
                "delete": operation(
                    "removeMember", "Removes a member with their attempts in this classroom.",
                    parameters: [classroomID, OpenAPI.idParameter("userID", "member")],
                    responses: ["200": OpenAPI.json("How many attempts were deleted.", OpenAPI.ref("MemberRemoved"))],
                    failures: [.conflict, .changesState])
            ],
            base + "/co_teachers": [
                "post": operation(
                    "addCoTeacher", "Makes a student of the classroom a co-teacher.", parameters: [classroomID],
                    body: OpenAPI.jsonBody(OpenAPI.ref("CoTeacherAdd")),
                    responses: ["200": OpenAPI.json("The members.", OpenAPI.ref("MemberList"))],
                    failures: [.jsonBody, .invalid, .changesState])
            ],
            base + "/leave": [
                "post": operation(
                    "leaveClassroom", "Leaves the classroom (not the teacher, who deletes it instead).",
                    parameters: [classroomID], responses: ["204": ["description": "Left."]],
                    failures: [.conflict, .changesState])
            ],
            base + "/export": [
                "get": operation(
                    "exportClassroom", "The graded score of every student in every quiz, as CSV.",
                    parameters: [classroomID], responses: ["200": csv("One row per student and quiz.")])
            ],
        ]
    }

    static var quizPaths: [String: JSONValue] {
        let attempt = quiz + "/attempts/{attemptID}"
        return [
            base + "/quizzes": [
                "get": operation(
                    "listQuizzes", "The classroom's quizzes; drafts only for those who teach it.",
                    parameters: [
                        classroomID,
                        OpenAPI.queryParameter(
                            "sort", "deadline (default) or newest.",
                            schema: OpenAPI.string(values: ["deadline", "newest"])),
                    ],
                    responses: ["200": OpenAPI.json("The quizzes.", OpenAPI.ref("QuizList"))], failures: [.invalid]),
                "post": operation(
                    "createQuiz", "Creates a quiz with all its questions, or nothing.", parameters: [classroomID],
                    body: OpenAPI.jsonBody(OpenAPI.ref("QuizCreate")),
                    responses: [
                        "201": OpenAPI.json("The quiz.", OpenAPI.ref("Quiz"), headers: ["Location": "The quiz's URL."])
                    ],
                    failures: [.jsonBody, .invalid, .conflict, .changesState]),
            ],
            base + "/quiz_from_deck": [
                "post": operation(
                    "createQuizFromDeck",
                    "Makes a quiz from one of the caller's decks: a category's cards, or some at random; a draft unless "
                        + "`publish` is true.",
                    parameters: [classroomID], body: OpenAPI.jsonBody(OpenAPI.ref("QuizFromDeck")),
                    responses: [
                        "201": OpenAPI.json("The quiz.", OpenAPI.ref("Quiz"), headers: ["Location": "The quiz's URL."])
                    ],
                    failures: [.jsonBody, .invalid, .conflict, .changesState])
            ],
            quiz: [
                "get": operation(
                    "getQuiz", "One quiz.", parameters: [classroomID, quizID],
                    responses: ["200": OpenAPI.json("The quiz.", OpenAPI.ref("Quiz"))]),
                "put": operation(
                    "updateQuiz",
                    "Replaces a quiz's name, instructions, deadline, settings and questions in one step, while no "
                        + "student has started it (`publish` is ignored: publishing has its own call). Once an "
                        + "attempt exists the answer is 409 `quiz_locked`, unless only the deadline changes.",
                    parameters: [classroomID, quizID], body: OpenAPI.jsonBody(OpenAPI.ref("QuizCreate")),
                    responses: ["200": OpenAPI.json("The quiz.", OpenAPI.ref("Quiz"))],
                    failures: [.jsonBody, .invalid, .conflict, .changesState]),
                "delete": operation(
                    "deleteQuiz", "Deletes a quiz with its questions and every attempt at it.",
                    parameters: [classroomID, quizID],
                    responses: ["200": OpenAPI.json("How many attempts were deleted.", OpenAPI.ref("QuizDeleted"))],
                    failures: [.changesState]),
            ],
            quiz + "/deadline": [
                "put": operation(
                    "setQuizDeadline",
                    "Moves a quiz's deadline, or removes it when `deadline` is null or left out; allowed after "
                        + "attempts have started.",
                    parameters: [classroomID, quizID], body: OpenAPI.jsonBody(OpenAPI.ref("QuizDeadline")),
                    responses: ["200": OpenAPI.json("The quiz.", OpenAPI.ref("Quiz"))],
                    failures: [.jsonBody, .invalid, .changesState])
            ],
            quiz + "/publish": [
                "post": operation(
                    "publishQuiz", "Opens a quiz to students now.", parameters: [classroomID, quizID],
                    responses: ["200": OpenAPI.json("The quiz.", OpenAPI.ref("Quiz"))], failures: [.changesState])
            ],
            quiz + "/attempts": [
                "post": operation(
                    "startAttempt", "Starts the caller's next attempt, or returns the one in progress.",
                    parameters: [classroomID, quizID],
                    responses: ["201": OpenAPI.json("The attempt.", OpenAPI.ref("Attempt"))],
                    failures: [.conflict, .changesState])
            ],
            attempt: [
                "get": operation(
                    "getAttempt", "An attempt: the caller's own, or anyone's for those who teach.",
                    parameters: [classroomID, quizID, attemptID],
                    responses: ["200": OpenAPI.json("The attempt.", OpenAPI.ref("Attempt"))])
            ],
            attempt + "/answers/{questionID}": [
                "put": operation(
                    "saveAnswer", "Saves the chosen option (its position in the attempt's `options`) for a question.",
                    parameters: [classroomID, quizID, attemptID, OpenAPI.idParameter("questionID", "question")],
                    body: OpenAPI.jsonBody(OpenAPI.ref("AnswerSave")), responses: ["204": ["description": "Saved."]],
                    failures: [.jsonBody, .invalid, .conflict, .changesState])
            ],
            attempt + "/submit": [
                "post": operation(
                    "submitAttempt", "Submits an attempt; submitting again returns the first result.",
                    parameters: [classroomID, quizID, attemptID],
                    responses: ["200": OpenAPI.json("The submitted attempt.", OpenAPI.ref("Attempt"))],
                    failures: [.conflict, .changesState])
            ],
            quiz + "/results": [
                "get": operation(
                    "getQuizResults", "Per student and per question results, and how many students answered.",
                    parameters: [classroomID, quizID],
                    responses: ["200": OpenAPI.json("The results.", OpenAPI.ref("QuizResults"))])
            ],
            quiz + "/export": [
                "get": operation(
                    "exportQuiz", "Every attempt at the quiz, one row per student and attempt, as CSV.",
                    parameters: [classroomID, quizID], responses: ["200": csv("One row per attempt.")])
            ],
        ]
    }
}
