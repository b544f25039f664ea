import CardboxCore
import CardboxJSON

extension ClassroomsOpenAPI {
    /// A name as classrooms and quizzes take it.
    static let name = OpenAPI.string(maxLength: 4 * ClassroomName.maximumLength, pattern: OpenAPI.notBlankNoNUL)
    static let score = OpenAPI.record(["right": OpenAPI.count, "total": OpenAPI.count], description: "A score.")
    /// The members a new quiz takes besides its questions, written by hand or made from a deck.
    static let quizSettingsInput: [String: JSONValue] = [
        "instructions": OpenAPI.string(), "deadline": OpenAPI.string(format: "date-time"), "publish": OpenAPI.boolean,
        "attempts_allowed": OpenAPI.integer(minimum: 0, maximum: QuizSettings.maximumAttemptsAllowed),
        "grading": OpenAPI.string(values: GradingMethod.allCases.map(\.rawValue)),
        "shuffle_questions": OpenAPI.boolean, "shuffle_options": OpenAPI.boolean,
        "answer_visibility": OpenAPI.string(values: AnswerVisibility.allCases.map(\.rawValue)),
        "time_limit_seconds": OpenAPI.integer(minimum: 1, maximum: QuizSettings.maximumTimeLimitSeconds),
    ]

    static var schemas: [String: JSONValue] {
        [
            "Classroom": OpenAPI.record(
                [
                    "id": OpenAPI.id, "name": OpenAPI.string(), "teacher_id": OpenAPI.id,
                    "teacher_name": OpenAPI.string(), "student_count": OpenAPI.count,
                    "role": OpenAPI.string(values: ClassroomRole.allCases.map(\.rawValue)),
                    "created_at": OpenAPI.timestamp,
                    "join_password": OpenAPI.string(description: "Shown to those who teach the classroom."),
                    "join_link": OpenAPI.string(description: "A link that fills in the join password."),
                ], optional: ["role", "join_password", "join_link"], description: "A classroom."),
            "ClassroomList": OpenAPI.record(
                [
                    "items": OpenAPI.array(OpenAPI.ref("Classroom")),
                    "next": OpenAPI.string(description: "The `after` cursor of the next page; absent on the last."),
                ], optional: ["next"], description: "A page of classrooms."),
            "ClassroomCreate": OpenAPI.input(["name": name], required: ["name"]),
            "ClassroomJoin": OpenAPI.input(
                ["password": OpenAPI.string(maxLength: 100, description: "The join password, such as ABCD-EF23.")],
                required: ["password"]),
            "JoinPassword": OpenAPI.record(
                ["join_password": OpenAPI.string(), "join_link": OpenAPI.string()], description: "A join password."),
            "Member": OpenAPI.record(
                [
                    "user_id": OpenAPI.id, "name": OpenAPI.string(),
                    "role": OpenAPI.string(values: ClassroomRole.allCases.map(\.rawValue)),
                    "joined_at": OpenAPI.timestamp, "attempt_count": OpenAPI.count,
                ], description: "A member of a classroom."),
            "MemberList": OpenAPI.record(["items": OpenAPI.array(OpenAPI.ref("Member"))], description: "Members."),
            "MemberRemoved": OpenAPI.record(
                ["attempts_deleted": OpenAPI.count], description: "What removing a member deleted."),
            "CoTeacherAdd": OpenAPI.input(["user_id": OpenAPI.id], required: ["user_id"]),
            "QuizDeadline": OpenAPI.input(
                [
                    "deadline": OpenAPI.string(
                        format: "date-time", description: "The new deadline; null or left out removes it.")
                ]),
            "QuizDeleted": OpenAPI.record(
                ["attempts_deleted": OpenAPI.count], description: "What deleting a quiz deleted."),
            "QuizSettings": OpenAPI.record(
                [
                    "attempts_allowed": OpenAPI.count,
                    "grading": OpenAPI.string(values: GradingMethod.allCases.map(\.rawValue)),
                    "shuffle_questions": OpenAPI.boolean, "shuffle_options": OpenAPI.boolean,
                    "answer_visibility": OpenAPI.string(values: AnswerVisibility.allCases.map(\.rawValue)),
                    "time_limit_seconds": OpenAPI.integer(minimum: 1),
                ], optional: ["time_limit_seconds"], description: "How a quiz is taken and graded."),
            "Quiz": OpenAPI.record(
                [
                    "id": OpenAPI.id, "classroom_id": OpenAPI.id, "name": OpenAPI.string(),
                    "instructions": OpenAPI.string(),
                    "state": OpenAPI.string(values: QuizState.allCases.map(\.rawValue)),
                    "deadline": OpenAPI.timestamp, "published_at": OpenAPI.timestamp, "created_at": OpenAPI.timestamp,
                    "settings": OpenAPI.ref("QuizSettings"), "question_count": OpenAPI.count,
                ], optional: ["deadline", "published_at", "question_count"], description: "A quiz."),
            "QuizList": OpenAPI.record(["items": OpenAPI.array(OpenAPI.ref("Quiz"))], description: "Quizzes."),
            "QuestionCreate": OpenAPI.input(
                [
                    "prompt": name, "right_option": name,
                    "wrong_options": OpenAPI.array(
                        name, minItems: QuestionContent.minimumWrongOptions,
                        maxItems: QuestionContent.maximumWrongOptions),
                    "explanation": OpenAPI.string(),
                ], required: ["prompt", "right_option", "wrong_options"]),
            "QuizCreate": OpenAPI.input(
                quizSettingsInput.merging([
                    "name": name, "questions": OpenAPI.array(OpenAPI.ref("QuestionCreate"), minItems: 1),
                ]) { $1 }, required: ["name", "questions"]),
            "QuizFromDeck": OpenAPI.input(
                quizSettingsInput.merging([
                    "deck_id": OpenAPI.id, "category": OpenAPI.string(),
                    "count": OpenAPI.integer(minimum: 1, maximum: WebServices.maximumDeckQuizQuestions),
                    "name": OpenAPI.string(),
                ]) { $1 }, required: ["deck_id"]),
            "AttemptQuestion": OpenAPI.record(
                [
                    "id": OpenAPI.id, "prompt": OpenAPI.string(), "options": OpenAPI.array(OpenAPI.string()),
                    "chosen": OpenAPI.count, "right": OpenAPI.count, "explanation": OpenAPI.string(),
                ], optional: ["chosen", "right", "explanation"],
                description: "A question in the attempt's order; `chosen` and `right` are positions in `options`."),
            "Attempt": OpenAPI.record(
                [
                    "id": OpenAPI.id, "quiz_id": OpenAPI.id, "student_id": OpenAPI.id,
                    "number": OpenAPI.integer(minimum: 1),
                    "started_at": OpenAPI.timestamp, "due_at": OpenAPI.timestamp, "submitted_at": OpenAPI.timestamp,
                    "score": score, "late": OpenAPI.boolean,
                    "questions": OpenAPI.array(OpenAPI.ref("AttemptQuestion")),
                ], optional: ["due_at", "submitted_at", "score"], description: "An attempt at a quiz."),
            "AnswerSave": OpenAPI.input(["option": OpenAPI.integer(minimum: 0)], required: ["option"]),
            "QuizResults": OpenAPI.record(
                [
                    "answered_count": OpenAPI.count, "member_count": OpenAPI.count,
                    "submitted_attempts": OpenAPI.count,
                    "students": OpenAPI.array(
                        OpenAPI.record(
                            [
                                "user_id": OpenAPI.id, "name": OpenAPI.string(), "submitted_attempts": OpenAPI.count,
                                "attempts_in_progress": OpenAPI.count,
                                "graded_score": OpenAPI.number(minimum: 0, maximum: 1),
                                "last_score": score, "last_submitted_at": OpenAPI.timestamp,
                            ], optional: ["graded_score", "last_score", "last_submitted_at"])),
                    "questions": OpenAPI.array(
                        OpenAPI.record(
                            [
                                "question_id": OpenAPI.id, "prompt": OpenAPI.string(), "answered": OpenAPI.count,
                                "right": OpenAPI.count, "percent_right": OpenAPI.number(minimum: 0, maximum: 100),
                                "most_chosen_wrong_option": OpenAPI.string(),
                            ], optional: ["percent_right", "most_chosen_wrong_option"])),
                ], description: "A quiz's results over the classroom's students."),
        ]
    }
}
