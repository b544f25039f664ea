import CardboxCore
import Testing

/// The whole authorization table, written out so a change to any cell fails here.
@Suite struct ClassroomPermissionsTests {
    /// The actions each role may do; every other action is refused.
    static let table: [(ClassroomRole?, Set<ClassroomAction>)] = [
        (
            .teacher,
            [
                .view, .viewMembers, .viewJoinPassword, .regenerateJoinPassword, .rename, .delete, .addCoTeacher,
                .removeMember, .manageQuizzes, .viewOwnResults, .viewAllResults, .exportResults,
            ]
        ),
        (
            .coTeacher,
            [
                .view, .viewMembers, .viewJoinPassword, .regenerateJoinPassword, .rename, .addCoTeacher,
                .removeMember, .leave, .manageQuizzes, .viewOwnResults, .viewAllResults, .exportResults,
            ]
        ),
        (.student, [.view, .takeQuiz, .viewOwnResults, .leave]),
        (nil, []),
    ]

    @Test func everyRoleMayDoExactlyItsActions() {
        for (role, allowed) in Self.table {
            for action in ClassroomAction.allCases {
                #expect(
                    ClassroomPermissions.allows(role, action) == allowed.contains(action),
                    "\(role?.rawValue ?? "outsider") \(action.rawValue)")
            }
        }
    }

    @Test func aCoTeacherMayDoWhatTheTeacherMayExceptDelete() {
        for action in ClassroomAction.allCases where action != .delete && action != .leave {
            #expect(ClassroomPermissions.allows(.coTeacher, action) == ClassroomPermissions.allows(.teacher, action))
        }
    }

    @Test func nobodyRemovesTheTeacher() {
        #expect(ClassroomPermissions.mayRemove(.teacher, member: .student))
        #expect(ClassroomPermissions.mayRemove(.coTeacher, member: .coTeacher))
        #expect(!ClassroomPermissions.mayRemove(.coTeacher, member: .teacher))
        #expect(!ClassroomPermissions.mayRemove(.student, member: .student))
        #expect(!ClassroomPermissions.mayRemove(nil, member: .student))
    }

    @Test func outsidersAreToldNothingExistsAndMembersThatTheyMayNot() {
        #expect(throws: ClassroomError.notFound) { try ClassroomPermissions.check(nil, .view) }
        #expect(throws: ClassroomError.notAllowed) { try ClassroomPermissions.check(.student, .viewAllResults) }
        #expect(throws: Never.self) { try ClassroomPermissions.check(.coTeacher, .exportResults) }
    }
}
