import CardboxClassrooms
import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// Creating classrooms, join passwords, joining and its per-account throttle.
@Suite struct ClassroomsTests {
    @Test func creationTrimsTheNameAndDrawsThePasswordFromTheGenerator() throws {
        let bed = try ClassroomTestBed()
        #expect(bed.classroom.name == "Biology 1")
        var generator = SplitMix64(seed: 2026)
        #expect(bed.classroom.joinPassword == JoinPassword.generate(using: &generator))
        let summary = try bed.classrooms.find(bed.classroom.id, viewer: bed.teacher.id)
        #expect(summary.role == .teacher)
        #expect(summary.studentCount == 2)
        var again = SplitMix64(seed: 1)
        #expect(throws: ClassroomError.nameTaken("BIOLOGY 1")) {
            try bed.classrooms.create(
                named: "BIOLOGY 1", teacher: bed.teacher.id, at: bed.classroom.createdAt, using: &again)
        }
    }

    @Test func aTakenPasswordIsDrawnAgain() throws {
        let bed = try ClassroomTestBed()
        var generator = SplitMix64(seed: 2026)
        let other = try bed.classrooms.create(
            named: "Other", teacher: bed.sam.id, at: ClassroomTestBed.now, using: &generator)
        #expect(other.joinPassword != bed.classroom.joinPassword)
    }

    @Test func joiningAcceptsTypedVariantsAndRefusesASecondJoinPolitely() throws {
        let bed = try ClassroomTestBed()
        let newcomer = try bed.store.insertUser(Fixtures.newUser("Nia"))
        let typed = " " + bed.classroom.joinPassword.display.lowercased() + " "
        #expect(
            try bed.classrooms.join(password: typed, user: newcomer.id, at: ClassroomTestBed.now).id == bed.classroom.id
        )
        #expect(throws: ClassroomError.alreadyMember) {
            try bed.classrooms.join(password: typed, user: newcomer.id, at: ClassroomTestBed.now)
        }
        #expect(try bed.store.membership(in: bed.classroom.id, of: newcomer.id)?.role == .student)
    }

    @Test func wrongPasswordsAreThrottledPerAccountOnly() throws {
        let bed = try ClassroomTestBed()
        let guesser = try bed.store.insertUser(Fixtures.newUser("Gus"))
        for second in 0..<JoinThrottle.freeFailures {
            #expect(throws: ClassroomError.wrongJoinPassword) {
                try bed.classrooms.join(
                    password: "ZZZZ-ZZZZ", user: guesser.id, at: ClassroomTestBed.at(Double(second)))
            }
        }
        #expect(throws: ClassroomError.tooManyAttempts(retryAfterSeconds: 2)) {
            try bed.classrooms.join(
                password: bed.classroom.joinPassword.value, user: guesser.id, at: ClassroomTestBed.at(4))
        }
        let classmate = try bed.store.insertUser(Fixtures.newUser("Cleo"))
        #expect(
            try bed.classrooms.join(
                password: bed.classroom.joinPassword.value, user: classmate.id, at: ClassroomTestBed.at(4)
            )
            .id == bed.classroom.id)
        #expect(
            try bed.classrooms.join(
                password: bed.classroom.joinPassword.value, user: guesser.id, at: ClassroomTestBed.at(7)
            )
            .id == bed.classroom.id)
    }

    @Test func regeneratingInvalidatesTheOldPasswordAtOnceAndKeepsMembers() throws {
        let bed = try ClassroomTestBed()
        let old = bed.classroom.joinPassword
        var generator = SplitMix64(seed: 99)
        let fresh = try bed.classrooms.regenerateJoinPassword(
            of: bed.classroom.id, by: bed.coTeacher.id, using: &generator)
        #expect(fresh != old)
        #expect(try bed.classrooms.joinPassword(of: bed.classroom.id, by: bed.teacher.id) == fresh)
        let newcomer = try bed.store.insertUser(Fixtures.newUser("Nia"))
        #expect(throws: ClassroomError.wrongJoinPassword) {
            try bed.classrooms.join(password: old.value, user: newcomer.id, at: ClassroomTestBed.now)
        }
        #expect(
            try bed.classrooms.join(password: fresh.value, user: newcomer.id, at: ClassroomTestBed.now).id
                == bed.classroom.id)
        #expect(try bed.members.members(of: bed.classroom.id, by: bed.teacher.id).count == 5)
    }

    @Test func renamingAndDeletingFollowTheRoles() throws {
        let bed = try ClassroomTestBed()
        try bed.classrooms.rename(bed.classroom.id, to: "Biology 2", by: bed.coTeacher.id)
        #expect(throws: ClassroomError.notAllowed) {
            try bed.classrooms.rename(bed.classroom.id, to: "X", by: bed.sam.id)
        }
        #expect(throws: ClassroomError.notFound) {
            try bed.classrooms.rename(bed.classroom.id, to: "X", by: bed.outsider.id)
        }
        #expect(throws: ClassroomError.notAllowed) { try bed.classrooms.delete(bed.classroom.id, by: bed.coTeacher.id) }
        try bed.classrooms.delete(bed.classroom.id, by: bed.teacher.id)
        #expect(throws: ClassroomError.notFound) { try bed.classrooms.find(bed.classroom.id, viewer: bed.teacher.id) }
    }

    @Test func wrongPasswordsCountOnEveryServerSharingTheStore() throws {
        let bed = try ClassroomTestBed()
        let guesser = try bed.store.insertUser(Fixtures.newUser("Gus"))
        let otherServer = Classrooms(store: bed.store)
        for second in 0..<JoinThrottle.freeFailures {
            #expect(throws: ClassroomError.wrongJoinPassword) {
                try bed.classrooms.join(
                    password: "ZZZZ-ZZZZ", user: guesser.id, at: ClassroomTestBed.at(Double(second)))
            }
        }
        #expect(throws: ClassroomError.tooManyAttempts(retryAfterSeconds: 2)) {
            try otherServer.join(
                password: bed.classroom.joinPassword.value, user: guesser.id, at: ClassroomTestBed.at(4))
        }
    }

    @Test func anAccountTriesAtMostThirtyPasswordsAMinute() throws {
        let throttle = JoinThrottle(store: try SQLiteStore.inMemory())
        let user = UserID(rawValue: 1)
        let start = ClassroomTestBed.now
        for second in 0..<JoinThrottle.attemptsPerMinute {
            #expect(throttle.wait(for: user, at: start.addingTimeInterval(Double(second))) == nil)
        }
        #expect(throttle.wait(for: user, at: start.addingTimeInterval(40)) == 20)
        #expect(throttle.wait(for: UserID(rawValue: 2), at: start.addingTimeInterval(40)) == nil)
        #expect(throttle.wait(for: user, at: start.addingTimeInterval(60)) == nil)
    }

    @Test func theThrottleWaitsDoubleAndFade() throws {
        let throttle = JoinThrottle(store: try SQLiteStore.inMemory())
        let user = UserID(rawValue: 1)
        let start = ClassroomTestBed.now
        for _ in 0..<JoinThrottle.freeFailures { throttle.recordFailure(for: user, at: start) }
        #expect(throttle.wait(for: user, at: start) == 2)
        throttle.recordFailure(for: user, at: start)
        #expect(throttle.wait(for: user, at: start) == 4)
        #expect(throttle.wait(for: UserID(rawValue: 2), at: start) == nil)
        #expect(throttle.wait(for: user, at: start.addingTimeInterval(Double(2 * JoinThrottle.decaySeconds))) == nil)
        for _ in 0..<30 { throttle.recordFailure(for: user, at: start) }
        #expect(throttle.wait(for: user, at: start) == JoinThrottle.maximumWaitSeconds)
        throttle.recordSuccess(for: user)
        #expect(throttle.wait(for: user, at: start) == nil)
    }
}
