import CardboxCore
import CardboxHTTP

/// One route inside a classroom, with the action it performs, which ``ClassroomPermissions`` (through
/// ``WebServices/classroomRule``) checks before the handler runs.
struct ClassroomRoute: Sendable, Hashable {
    /// A short name for tests and logs.
    let name: String
    /// The method.
    let method: HTTPMethod
    /// The pattern inside its group (`/classrooms/:classroomID/…`).
    let pattern: String
    /// What the route does.
    let action: ClassroomAction
    /// Whether the route belongs to the JSON API (under `/api/v1`) rather than the pages.
    let isAPI: Bool

    /// The pattern as requested from outside.
    var path: String { isAPI ? "/api/v1" + pattern : pattern }
}

/// Every route inside a classroom, pages and API: the web controllers register exactly these, so a test can walk
/// them all.
enum ClassroomRoutes {
    static let classroom = "/classrooms/:classroomID"
    static let quiz = classroom + "/quizzes/:quizID"
    static let attempt = quiz + "/attempts/:attemptID"

    static func page(
        _ name: String, _ method: HTTPMethod, _ pattern: String, _ action: ClassroomAction
    )
        -> ClassroomRoute
    {
        ClassroomRoute(name: name, method: method, pattern: pattern, action: action, isAPI: false)
    }

    static func api(
        _ name: String, _ method: HTTPMethod, _ pattern: String, _ action: ClassroomAction
    )
        -> ClassroomRoute
    {
        ClassroomRoute(name: name, method: method, pattern: pattern, action: action, isAPI: true)
    }

    // MARK: Pages

    static let showPage = page("show page", .get, classroom, .view)
    static let regeneratePage = page("regenerate page", .post, classroom + "/password", .regenerateJoinPassword)
    static let deletePage = page("delete page", .post, classroom + "/delete", .delete)
    static let renameFormPage = page("rename form page", .get, classroom + "/rename", .rename)
    static let renamePage = page("rename page", .post, classroom + "/rename", .rename)
    static let confirmRemovePage = page(
        "confirm remove page", .get, classroom + "/members/:userID/remove", .removeMember)
    static let removePage = page("remove page", .post, classroom + "/members/:userID/remove", .removeMember)
    static let coTeacherPage = page("co-teacher page", .post, classroom + "/co-teachers", .addCoTeacher)
    static let leavePage = page("leave page", .post, classroom + "/leave", .leave)
    static let newQuizPage = page("new quiz page", .get, classroom + "/quizzes/new", .manageQuizzes)
    static let createQuizPage = page("create quiz page", .post, classroom + "/quizzes", .manageQuizzes)
    static let quizFromDeckPage = page("quiz from deck page", .post, classroom + "/quizzes/from-deck", .manageQuizzes)
    static let quizPage = page("quiz page", .get, quiz, .view)
    static let publishPage = page("publish page", .post, quiz + "/publish", .manageQuizzes)
    static let editQuizPage = page("edit quiz page", .get, quiz + "/edit", .manageQuizzes)
    static let updateQuizPage = page("update quiz page", .post, quiz + "/edit", .manageQuizzes)
    static let deadlinePage = page("deadline page", .post, quiz + "/deadline", .manageQuizzes)
    static let confirmDeleteQuizPage = page("confirm delete quiz page", .get, quiz + "/delete", .manageQuizzes)
    static let deleteQuizPage = page("delete quiz page", .post, quiz + "/delete", .manageQuizzes)
    static let startPage = page("start page", .post, quiz + "/attempts", .takeQuiz)
    static let attemptPage = page("attempt page", .get, attempt, .viewOwnResults)
    static let answerPage = page("answer page", .post, attempt + "/answers", .takeQuiz)
    static let submitPage = page("submit page", .post, attempt + "/submit", .takeQuiz)
    static let dashboardPage = page("dashboard page", .get, quiz + "/dashboard", .viewAllResults)
    static let dashboardEvents = page("dashboard events", .get, quiz + "/events", .viewAllResults)
    static let quizExportPage = page("quiz export page", .get, quiz + "/export.csv", .exportResults)
    static let classroomExportPage = page("classroom export page", .get, classroom + "/export.csv", .exportResults)

    // MARK: API

    static let getAPI = api("get", .get, classroom, .view)
    static let deleteAPI = api("delete", .delete, classroom, .delete)
    static let renameAPI = api("rename", .patch, classroom, .rename)
    static let regenerateAPI = api("regenerate", .post, classroom + "/password", .regenerateJoinPassword)
    static let membersAPI = api("members", .get, classroom + "/members", .viewMembers)
    static let removeAPI = api("remove", .delete, classroom + "/members/:userID", .removeMember)
    static let coTeacherAPI = api("co-teacher", .post, classroom + "/co_teachers", .addCoTeacher)
    static let leaveAPI = api("leave", .post, classroom + "/leave", .leave)
    static let quizzesAPI = api("quizzes", .get, classroom + "/quizzes", .view)
    static let createQuizAPI = api("create quiz", .post, classroom + "/quizzes", .manageQuizzes)
    static let quizFromDeckAPI = api("quiz from deck", .post, classroom + "/quiz_from_deck", .manageQuizzes)
    static let quizAPI = api("quiz", .get, quiz, .view)
    static let publishAPI = api("publish", .post, quiz + "/publish", .manageQuizzes)
    static let updateQuizAPI = api("update quiz", .put, quiz, .manageQuizzes)
    static let deadlineAPI = api("deadline", .put, quiz + "/deadline", .manageQuizzes)
    static let deleteQuizAPI = api("delete quiz", .delete, quiz, .manageQuizzes)
    static let startAPI = api("start", .post, quiz + "/attempts", .takeQuiz)
    static let attemptAPI = api("attempt", .get, attempt, .viewOwnResults)
    static let answerAPI = api("answer", .put, attempt + "/answers/:questionID", .takeQuiz)
    static let submitAPI = api("submit", .post, attempt + "/submit", .takeQuiz)
    static let resultsAPI = api("results", .get, quiz + "/results", .viewAllResults)
    static let quizExportAPI = api("quiz export", .get, quiz + "/export", .exportResults)
    static let classroomExportAPI = api("classroom export", .get, classroom + "/export", .exportResults)

    /// Every route above.
    static let all: [ClassroomRoute] = [
        showPage, regeneratePage, deletePage, renameFormPage, renamePage, confirmRemovePage, removePage, coTeacherPage,
        leavePage, newQuizPage, createQuizPage, quizFromDeckPage, quizPage, publishPage, editQuizPage, updateQuizPage,
        deadlinePage, confirmDeleteQuizPage, deleteQuizPage, startPage, attemptPage, answerPage, submitPage,
        dashboardPage, dashboardEvents, quizExportPage, classroomExportPage, getAPI, deleteAPI, renameAPI,
        regenerateAPI, membersAPI, removeAPI, coTeacherAPI, leaveAPI, quizzesAPI, createQuizAPI, quizFromDeckAPI,
        quizAPI, publishAPI, updateQuizAPI, deadlineAPI, deleteQuizAPI, startAPI, attemptAPI, answerAPI, submitAPI,
        resultsAPI, quizExportAPI, classroomExportAPI,
    ]
}
