import CardboxCore
import Foundation
import Testing

/// Classrooms, join passwords, members and lists: the cases of ``ClassroomStoreContract`` for this area.
extension ClassroomStoreContract {
    /// A teacher cannot have two classrooms whose names differ only in case and spacing; another teacher can.
    public static func classroomNamesAreUniquePerTeacher(_ start: Start) throws {
        let store = start.store
        #expect(throws: ClassroomError.nameTaken("biology 1")) {
            try store.createClassroom(
                NewClassroom(
                    teacherID: start.teacher.id, name: "  biology   1 ", joinPassword: password("BBBBBBBB"),
                    createdAt: Fixtures.now))
        }
        let other = try store.createClassroom(
            NewClassroom(
                teacherID: start.sam.id, name: "Biology 1", joinPassword: password("CCCCCCCC"), createdAt: Fixtures.now)
        )
        #expect(other.teacherID == start.sam.id)
        let chemistry = try store.createClassroom(
            NewClassroom(
                teacherID: start.teacher.id, name: "Chemistry", joinPassword: password("DDDDDDDD"),
                createdAt: Fixtures.now))
        #expect(throws: ClassroomError.nameTaken("BIOLOGY 1")) {
            try store.renameClassroom(chemistry.id, to: "BIOLOGY 1")
        }
        try store.renameClassroom(chemistry.id, to: " Chemistry  2 ")
        #expect(try store.findClassroom(chemistry.id, viewer: start.teacher.id)?.classroom.name == "Chemistry 2")
        #expect(throws: ClassroomError.notFound) { try store.renameClassroom(ClassroomID(rawValue: 999), to: "X") }
        let teacherRole = try store.membership(in: chemistry.id, of: start.teacher.id)?.role
        #expect(teacherRole == .teacher)
    }

    /// A join password opens one live classroom; a new one replaces it at once and the members stay.
    public static func joinPasswordsAreUniqueAndReplacedAtOnce(_ start: Start) throws {
        let store = start.store
        let old = start.classroom.joinPassword
        #expect(try store.findClassroom(joinPassword: old)?.id == start.classroom.id)
        #expect(throws: ClassroomError.joinPasswordTaken) {
            try store.createClassroom(
                NewClassroom(teacherID: start.sam.id, name: "Other", joinPassword: old, createdAt: Fixtures.now))
        }
        let fresh = password("XYZ23456")
        try store.replaceJoinPassword(of: start.classroom.id, with: fresh)
        #expect(try store.findClassroom(joinPassword: old) == nil)
        #expect(try store.findClassroom(joinPassword: fresh)?.id == start.classroom.id)
        #expect(try store.members(of: start.classroom.id).count == 3)
        let other = try store.createClassroom(
            NewClassroom(teacherID: start.sam.id, name: "Other", joinPassword: old, createdAt: Fixtures.now))
        #expect(throws: ClassroomError.joinPasswordTaken) { try store.replaceJoinPassword(of: other.id, with: fresh) }
        #expect(throws: ClassroomError.notFound) {
            try store.replaceJoinPassword(of: ClassroomID(rawValue: 999), with: password("QQQQQQQQ"))
        }
    }

    /// Joining twice is refused; members are listed by role then name, with names read from the accounts.
    public static func membersJoinOnceAndNamesAreReadByJoin(_ start: Start) throws {
        let store = start.store
        let classroom = start.classroom.id
        #expect(throws: ClassroomError.alreadyMember) {
            try store.addMember(
                Membership(classroomID: classroom, userID: start.sam.id, role: .student, joinedAt: Fixtures.now))
        }
        #expect(throws: ClassroomError.notFound) {
            try store.addMember(
                Membership(
                    classroomID: ClassroomID(rawValue: 999), userID: start.sam.id, role: .student,
                    joinedAt: Fixtures.now))
        }
        try store.setRole(.coTeacher, in: classroom, of: start.kim.id)
        #expect(throws: ClassroomError.notMember) {
            try store.setRole(.coTeacher, in: classroom, of: UserID(rawValue: 999))
        }
        var tess = start.teacher
        tess.name = "Tess Renamed"
        try store.updateUser(tess)
        let members = try store.members(of: classroom)
        #expect(members.map(\.name) == ["Tess Renamed", "Kim", "Sam"])
        #expect(members.map(\.membership.role) == [.teacher, .coTeacher, .student])
        let summary = try #require(try store.findClassroom(classroom, viewer: start.sam.id))
        #expect(summary.teacherName == "Tess Renamed")
        #expect(summary.studentCount == 1)
        #expect(summary.role == .student)
        #expect(try store.findClassroom(classroom, viewer: UserID(rawValue: 999))?.role == nil)
    }

    /// Removing a member deletes their attempts in that classroom, counted first, and nothing else.
    public static func removingAMemberDeletesOnlyTheirAttemptsThere(_ start: Start) throws {
        let store = start.store
        let quiz = try store.createQuiz(newQuiz(start.classroom.id))
        let other = try store.createClassroom(
            NewClassroom(
                teacherID: start.teacher.id, name: "Other", joinPassword: password("EEEEEEEE"), createdAt: Fixtures.now)
        )
        try store.addMember(
            Membership(classroomID: other.id, userID: start.sam.id, role: .student, joinedAt: Fixtures.now))
        let otherQuiz = try store.createQuiz(newQuiz(other.id))
        let samsAttempts = try [(quiz.id, 1), (quiz.id, 2), (otherQuiz.id, 1)].map { quizID, number in
            try store.startAttempt(
                NewAttempt(quizID: quizID, studentID: start.sam.id, number: number, seed: 1, startedAt: Fixtures.now))
        }
        let kims = try store.startAttempt(
            NewAttempt(quizID: quiz.id, studentID: start.kim.id, number: 1, seed: 1, startedAt: Fixtures.now))
        #expect(try store.attemptCount(in: start.classroom.id, of: start.sam.id) == 2)
        #expect(try store.members(of: start.classroom.id).first { $0.name == "Sam" }?.attemptCount == 2)
        #expect(try store.removeMember(start.sam.id, from: start.classroom.id) == 2)
        #expect(try store.membership(in: start.classroom.id, of: start.sam.id) == nil)
        #expect(try store.attempts(at: quiz.id).map(\.studentID) == [start.kim.id])
        #expect(try store.attempts(at: otherQuiz.id, by: start.sam.id).count == 1)
        #expect(try store.findAttemptContext(samsAttempts[0].id, for: start.sam.id) == nil)
        #expect(
            try store.findAttemptContext(samsAttempts[2].id, for: start.sam.id)?.membership?.classroomID == other.id)
        #expect(try store.findAttemptContext(kims.id, for: start.kim.id)?.membership?.userID == start.kim.id)
        #expect(try store.findUser(start.sam.id) != nil)
        #expect(throws: ClassroomError.notMember) { try store.removeMember(start.sam.id, from: start.classroom.id) }
        #expect(throws: ClassroomError.notMember) {
            try store.startAttempt(
                NewAttempt(quizID: quiz.id, studentID: start.sam.id, number: 3, seed: 1, startedAt: Fixtures.now))
        }
    }

    /// Teaching and enrolled views, search by name or teacher, a creation range, three orders and cursor pages.
    public static func classroomsAreListedSearchedSortedAndPaged(_ start: Start) throws {
        let store = start.store
        let teacher = start.teacher.id
        let created = ["Zoology", "algebra", "Art 100%", "Music"]
        for (index, name) in created.enumerated() {
            _ = try store.createClassroom(
                NewClassroom(
                    teacherID: teacher, name: name, joinPassword: password("FFFFFFF" + "\(index + 2)"),
                    createdAt: Fixtures.now.addingTimeInterval(Double(index + 1) * 86_400)))
        }
        func names(_ query: ClassroomQuery) throws -> [String] {
            try store.classrooms(query).items.map(\.classroom.name)
        }
        #expect(try names(ClassroomQuery(userID: teacher, view: .teaching)) == created.reversed() + ["Biology 1"])
        #expect(try names(ClassroomQuery(userID: teacher, view: .teaching, sort: .oldest)).first == "Biology 1")
        #expect(
            try names(ClassroomQuery(userID: teacher, view: .teaching, sort: .name))
                == ["algebra", "Art 100%", "Biology 1", "Music", "Zoology"])
        #expect(try names(ClassroomQuery(userID: teacher, view: .enrolled)).isEmpty)
        #expect(try names(ClassroomQuery(userID: start.sam.id, view: .enrolled)) == ["Biology 1"])
        #expect(try names(ClassroomQuery(userID: start.sam.id, view: .teaching)).isEmpty)
        #expect(try names(ClassroomQuery(userID: teacher, view: .teaching, search: " ZOO ")) == ["Zoology"])
        #expect(try names(ClassroomQuery(userID: teacher, view: .teaching, search: "100%")) == ["Art 100%"])
        #expect(try names(ClassroomQuery(userID: teacher, view: .teaching, search: "0%")) == ["Art 100%"])
        #expect(try names(ClassroomQuery(userID: teacher, view: .teaching, search: "_")).isEmpty)
        #expect(try names(ClassroomQuery(userID: start.sam.id, view: .enrolled, search: "tess")) == ["Biology 1"])
        let elodie = try store.insertUser(Fixtures.newUser("ÉLODIE Ünal"))
        let chemistry = try store.createClassroom(
            NewClassroom(
                teacherID: elodie.id, name: "Chimie", joinPassword: password("GGGGGGG2"), createdAt: Fixtures.now))
        try store.addMember(
            Membership(classroomID: chemistry.id, userID: start.sam.id, role: .student, joinedAt: Fixtures.now))
        for search in ["élodie", "ÉLODIE", "ünal", "Élodie ÜNAL"] {
            #expect(
                try names(ClassroomQuery(userID: start.sam.id, view: .enrolled, search: search)) == ["Chimie"],
                "teacher search \(search)")
        }
        let secondAndThirdDay = Fixtures.now.addingTimeInterval(86_400)..<Fixtures.now.addingTimeInterval(3 * 86_400)
        #expect(
            try names(ClassroomQuery(userID: teacher, view: .teaching, createdIn: secondAndThirdDay, sort: .oldest))
                == ["Zoology", "algebra"])
        for sort in ClassroomQuery.Sort.allCases {
            var seen: [String] = []
            var cursor: ClassroomCursor?
            var pages = 0
            repeat {
                let page = try store.classrooms(
                    ClassroomQuery(userID: teacher, view: .teaching, sort: sort, limit: 2, after: cursor))
                seen += page.items.map(\.classroom.name)
                cursor = page.next.flatMap { ClassroomCursor(token: $0.token) }
                pages += 1
            } while cursor != nil && pages < 10
            #expect(pages == 3)
            #expect(seen == (try names(ClassroomQuery(userID: teacher, view: .teaching, sort: sort))))
        }
    }
}
