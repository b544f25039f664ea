import CardboxClassrooms
import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// Members: co-teachers, removal with its count, leaving, and access ending at once.
@Suite struct ClassroomMembersTests {
    @Test func membersAreListedWithRolesAndOnlyTeachersSeeThem() throws {
        let bed = try ClassroomTestBed()
        let members = try bed.members.members(of: bed.classroom.id, by: bed.coTeacher.id)
        #expect(members.map(\.name) == ["Tess", "Cory", "Kim", "Sam"])
        #expect(throws: ClassroomError.notAllowed) { try bed.members.members(of: bed.classroom.id, by: bed.sam.id) }
        #expect(throws: ClassroomError.notFound) { try bed.members.members(of: bed.classroom.id, by: bed.outsider.id) }
    }

    @Test func removingAStudentSaysHowManyAttemptsGoAndRemovesThem() throws {
        let bed = try ClassroomTestBed()
        let quiz = try bed.createQuiz()
        var generator = SplitMix64(seed: 4)
        let view = try bed.taking.start(quiz.id, student: bed.sam.id, at: ClassroomTestBed.at(10), using: &generator)
        _ = try bed.taking.submit(view.attempt.id, student: bed.sam.id, at: ClassroomTestBed.at(20))
        _ = try bed.taking.start(quiz.id, student: bed.sam.id, at: ClassroomTestBed.at(30), using: &generator)
        #expect(try bed.members.removalCount(of: bed.sam.id, from: bed.classroom.id, by: bed.coTeacher.id) == 2)
        #expect(try bed.members.remove(bed.sam.id, from: bed.classroom.id, by: bed.coTeacher.id) == 2)
        #expect(throws: ClassroomQuizError.notFound) {
            try bed.taking.start(quiz.id, student: bed.sam.id, at: ClassroomTestBed.at(40), using: &generator)
        }
        #expect(throws: ClassroomQuizError.notFound) {
            try bed.taking.attempt(view.attempt.id, student: bed.sam.id, at: ClassroomTestBed.at(40))
        }
        #expect(throws: ClassroomError.notMember) {
            try bed.members.remove(bed.sam.id, from: bed.classroom.id, by: bed.teacher.id)
        }
    }

    @Test func nobodyRemovesTheTeacherAndStudentsRemoveNobody() throws {
        let bed = try ClassroomTestBed()
        #expect(throws: ClassroomError.teacherCannotLeave) {
            try bed.members.remove(bed.teacher.id, from: bed.classroom.id, by: bed.coTeacher.id)
        }
        #expect(throws: ClassroomError.notAllowed) {
            try bed.members.remove(bed.kim.id, from: bed.classroom.id, by: bed.sam.id)
        }
        #expect(try bed.members.remove(bed.coTeacher.id, from: bed.classroom.id, by: bed.teacher.id) == 0)
    }

    @Test func studentsAndCoTeachersMayLeaveButTheTeacherMayNot() throws {
        let bed = try ClassroomTestBed()
        try bed.members.leave(bed.classroom.id, user: bed.kim.id)
        try bed.members.leave(bed.classroom.id, user: bed.coTeacher.id)
        #expect(throws: ClassroomError.teacherCannotLeave) {
            try bed.members.leave(bed.classroom.id, user: bed.teacher.id)
        }
        #expect(throws: ClassroomError.notFound) { try bed.members.leave(bed.classroom.id, user: bed.outsider.id) }
        #expect(try bed.classrooms.find(bed.classroom.id, viewer: bed.teacher.id).studentCount == 1)
    }

    @Test func aCoTeacherCanBeAddedDirectlyOrPromoted() throws {
        let bed = try ClassroomTestBed()
        try bed.members.addCoTeacher(
            bed.outsider.id, to: bed.classroom.id, by: bed.coTeacher.id, at: ClassroomTestBed.now)
        try bed.members.addCoTeacher(bed.kim.id, to: bed.classroom.id, by: bed.teacher.id, at: ClassroomTestBed.now)
        #expect(try bed.store.membership(in: bed.classroom.id, of: bed.outsider.id)?.role == .coTeacher)
        #expect(try bed.store.membership(in: bed.classroom.id, of: bed.kim.id)?.role == .coTeacher)
        #expect(throws: ClassroomError.notAllowed) {
            try bed.members.addCoTeacher(
                bed.teacher.id, to: bed.classroom.id, by: bed.coTeacher.id, at: ClassroomTestBed.now)
        }
        #expect(throws: ClassroomError.notAllowed) {
            try bed.members.addCoTeacher(bed.sam.id, to: bed.classroom.id, by: bed.sam.id, at: ClassroomTestBed.now)
        }
    }
}
