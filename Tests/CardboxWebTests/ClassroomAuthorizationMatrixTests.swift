import CardboxCore
import CardboxHTTP
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

@testable import CardboxWeb

/// Every classroom route (pages and API) called by every kind of caller, each in a fresh classroom, against a table
/// of expected outcomes written out here by hand, apart from ``ClassroomPermissions``.
@Suite struct ClassroomAuthorizationMatrixTests {
    /// What a caller gets from a route.
    enum Outcome: Character, Sendable {
        /// The handler ran (any status but 401, 403, 404 and a sign-in redirect).
        case allowed = "y"
        /// 403: a member whose role does not allow it.
        case forbidden = "f"
        /// 404: the classroom (or the attempt) is hidden from the caller.
        case hidden = "h"
        /// A sign-in redirect for a page, 401 for the API.
        case signIn = "s"
    }

    /// Expected outcomes per route, one letter per caller.
    ///
    /// The callers are in ``ClassroomWorld/Caller`` order: teacher, co-teacher, student, removed member, outsider,
    /// signed out. Attempt routes name the second student's attempt.
    static let expected: [String: String] = [
        "show page": "yyyhhs",
        "regenerate page": "yyfhhs",
        "delete page": "yffhhs",
        "rename form page": "yyfhhs",
        "rename page": "yyfhhs",
        "confirm remove page": "yyfhhs",
        "remove page": "yyfhhs",
        "co-teacher page": "yyfhhs",
        "leave page": "fyyhhs",
        "new quiz page": "yyfhhs",
        "create quiz page": "yyfhhs",
        "quiz from deck page": "yyfhhs",
        "quiz page": "yyyhhs",
        "publish page": "yyfhhs",
        "edit quiz page": "yyfhhs",
        "update quiz page": "yyfhhs",
        "deadline page": "yyfhhs",
        "confirm delete quiz page": "yyfhhs",
        "delete quiz page": "yyfhhs",
        "start page": "ffyhhs",
        "attempt page": "yyhhhs",
        "answer page": "ffhhhs",
        "submit page": "ffhhhs",
        "dashboard page": "yyfhhs",
        "dashboard events": "yyfhhs",
        "quiz export page": "yyfhhs",
        "classroom export page": "yyfhhs",
        "get": "yyyhhs",
        "delete": "yffhhs",
        "rename": "yyfhhs",
        "regenerate": "yyfhhs",
        "members": "yyfhhs",
        "remove": "yyfhhs",
        "co-teacher": "yyfhhs",
        "leave": "fyyhhs",
        "quizzes": "yyyhhs",
        "create quiz": "yyfhhs",
        "quiz from deck": "yyfhhs",
        "quiz": "yyyhhs",
        "publish": "yyfhhs",
        "update quiz": "yyfhhs",
        "deadline": "yyfhhs",
        "delete quiz": "yyfhhs",
        "start": "ffyhhs",
        "attempt": "yyhhhs",
        "answer": "ffhhhs",
        "submit": "ffhhhs",
        "results": "yyfhhs",
        "quiz export": "yyfhhs",
        "classroom export": "yyfhhs",
    ]

    /// One cell that came out other than expected.
    struct Mismatch: Hashable, CustomStringConvertible {
        let route: String
        let caller: ClassroomWorld.Caller
        let expected: Outcome
        let actual: Outcome
        let status: Int

        var description: String {
            "\(route) as \(caller.rawValue): expected \(expected), got \(actual) (\(status))"
        }
    }

    static func outcome(_ response: Response, api: Bool) -> Outcome {
        switch response.status.code {
        case 401: return .signIn
        case 403: return .forbidden
        case 404: return .hidden
        case 303 where !api && (response.headers["Location"] ?? "").hasPrefix("/signin"): return .signIn
        default: return .allowed
        }
    }

    /// Runs the matrix for `callers`, each cell in a new world whose permissions are `rule`.
    static func mismatches(
        rule: (@Sendable (ClassroomRole?, ClassroomAction) -> Bool)? = nil,
        callers: [ClassroomWorld.Caller] = ClassroomWorld.Caller.allCases
    ) throws -> [Mismatch] {
        var found: [Mismatch] = []
        for route in ClassroomRoutes.all {
            let row = Array(expected[route.name] ?? "")
            for caller in callers {
                let index = ClassroomWorld.Caller.allCases.firstIndex(of: caller) ?? 0
                let want = row.indices.contains(index) ? Outcome(rawValue: row[index]) : nil
                let world = try ClassroomWorld(rule: rule)
                let response = try world.call(route, as: caller)
                let got = outcome(response, api: route.isAPI)
                if want != got {
                    found.append(
                        Mismatch(
                            route: route.name, caller: caller, expected: want ?? .allowed, actual: got,
                            status: response.status.code))
                }
            }
        }
        return found
    }

    @Test func everyRouteHasAnExpectedRow() {
        #expect(Set(ClassroomRoutes.all.map(\.name)) == Set(Self.expected.keys))
        #expect(Set(ClassroomRoutes.all.map(\.name)).count == ClassroomRoutes.all.count)
        #expect(Self.expected.values.allSatisfy { $0.count == ClassroomWorld.Caller.allCases.count })
    }

    @Test func everyCallerGetsWhatTheTableSays() throws {
        let found = try Self.mismatches()
        #expect(found.isEmpty, "\(found.map(\.description).joined(separator: "\n"))")
    }

    @Test func aCoTeacherWhoMayNotRemoveMembersIsCaught() throws {
        let broken: @Sendable (ClassroomRole?, ClassroomAction) -> Bool = { role, action in
            action == .removeMember && role == .coTeacher ? false : ClassroomPermissions.allows(role, action)
        }
        let found = try Self.mismatches(rule: broken, callers: [.coTeacher])
        #expect(Set(found.map(\.route)) == ["confirm remove page", "remove page", "remove"])
        #expect(found.allSatisfy { $0.expected == .allowed && $0.actual == .forbidden })
    }

    @Test func aStudentWhoMaySeeAllResultsIsCaught() throws {
        let broken: @Sendable (ClassroomRole?, ClassroomAction) -> Bool = { role, action in
            action == .viewAllResults && role == .student ? true : ClassroomPermissions.allows(role, action)
        }
        let found = try Self.mismatches(rule: broken, callers: [.student])
        #expect(Set(found.map(\.route)) == ["attempt page", "dashboard events", "attempt"])
        #expect(found.allSatisfy { $0.actual == .allowed })
    }

    @Test func aCoTeacherWhoMayNotManageQuizzesIsCaughtOnEveryQuizRoute() throws {
        let broken: @Sendable (ClassroomRole?, ClassroomAction) -> Bool = { role, action in
            action == .manageQuizzes && role == .coTeacher ? false : ClassroomPermissions.allows(role, action)
        }
        let found = try Self.mismatches(rule: broken, callers: [.coTeacher])
        let quizRoutes = Set(ClassroomRoutes.all.filter { $0.action == .manageQuizzes }.map(\.name))
        #expect(Set(found.map(\.route)) == quizRoutes)
        #expect(
            quizRoutes.isSuperset(of: [
                "edit quiz page", "update quiz page", "deadline page", "confirm delete quiz page", "delete quiz page",
                "update quiz", "deadline", "delete quiz",
            ]))
        #expect(found.allSatisfy { $0.expected == .allowed && $0.actual == .forbidden })
    }

    /// The routes of taking a quiz check the role in the use case's transaction, with the same rule.
    @Test func aStudentWhoMayNotTakeQuizzesIsCaughtOnEveryTakingRoute() throws {
        let broken: @Sendable (ClassroomRole?, ClassroomAction) -> Bool = { role, action in
            action == .takeQuiz && role == .student ? false : ClassroomPermissions.allows(role, action)
        }
        let found = try Self.mismatches(rule: broken, callers: [.student])
        #expect(
            Set(found.map(\.route)) == ["start page", "answer page", "submit page", "start", "answer", "submit"])
        #expect(found.allSatisfy { $0.actual == .forbidden })
    }

    @Test func aStudentWhoMayRenameIsCaught() throws {
        let broken: @Sendable (ClassroomRole?, ClassroomAction) -> Bool = { role, action in
            action == .rename && role == .student ? true : ClassroomPermissions.allows(role, action)
        }
        let found = try Self.mismatches(rule: broken, callers: [.student])
        #expect(Set(found.map(\.route)) == ["rename form page"])
        #expect(found.allSatisfy { $0.expected == .forbidden && $0.actual == .allowed })
    }

    @Test func aRemovedMemberLosesAccessAtOnce() throws {
        let world = try ClassroomWorld()
        let student = world.client(.student)
        let path = "/api/v1/classrooms/\(world.classroom.id)"
        #expect(try student.json(.get, path).status == .ok)
        let studentID = try #require(world.user(.student)?.id)
        let teacher = world.client(.teacher)
        let removal = try teacher.json(.delete, path + "/members/\(studentID)")
        #expect(removal.status == .ok)
        #expect(try student.json(.get, path).status == .notFound)
        #expect(student.send(.get, "/classrooms/\(world.classroom.id)").status == .notFound)
    }
}
