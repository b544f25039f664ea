import CardboxClassrooms
import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation
import Testing

/// Every classroom use case tried by every role on a fresh classroom: exactly the roles listed may do it, everyone
/// else is refused (an outsider as if nothing existed).
@Suite struct ClassroomAuthorizationMatrixTests {
    typealias Bed = ClassroomTestBed

    /// Who tries.
    enum Actor: String, CaseIterable, Sendable {
        case teacher, coTeacher, student, outsider

        func user(in bed: Bed) -> UserID {
            switch self {
            case .teacher: bed.teacher.id
            case .coTeacher: bed.coTeacher.id
            case .student: bed.sam.id
            case .outsider: bed.outsider.id
            }
        }
    }

    /// What a fresh bed holds besides the members: a published quiz with Kim's attempt at it.
    struct Scene {
        let bed: Bed
        let quiz: Quiz
        let kimsAttempt: Attempt
    }

    /// One use case and the actors allowed to run it.
    struct Operation: Sendable, CustomTestStringConvertible {
        let name: String
        let allowed: Set<Actor>
        let run: @Sendable (Scene, UserID) throws -> Void
        var testDescription: String { name }
    }

    static let operations: [Operation] = [
        Operation(name: "view the classroom", allowed: [.teacher, .coTeacher, .student]) { scene, user in
            _ = try scene.bed.classrooms.find(scene.bed.classroom.id, viewer: user)
        },
        Operation(name: "list members", allowed: [.teacher, .coTeacher]) { scene, user in
            _ = try scene.bed.members.members(of: scene.bed.classroom.id, by: user)
        },
        Operation(name: "see the join password", allowed: [.teacher, .coTeacher]) { scene, user in
            _ = try scene.bed.classrooms.joinPassword(of: scene.bed.classroom.id, by: user)
        },
        Operation(name: "regenerate the join password", allowed: [.teacher, .coTeacher]) { scene, user in
            var generator = SplitMix64(seed: 3)
            _ = try scene.bed.classrooms.regenerateJoinPassword(of: scene.bed.classroom.id, by: user, using: &generator)
        },
        Operation(name: "rename", allowed: [.teacher, .coTeacher]) { scene, user in
            try scene.bed.classrooms.rename(scene.bed.classroom.id, to: "Renamed", by: user)
        },
        Operation(name: "delete the classroom", allowed: [.teacher]) { scene, user in
            try scene.bed.classrooms.delete(scene.bed.classroom.id, by: user)
        },
        Operation(name: "add a co-teacher", allowed: [.teacher, .coTeacher]) { scene, user in
            try scene.bed.members.addCoTeacher(scene.bed.kim.id, to: scene.bed.classroom.id, by: user, at: Bed.now)
        },
        Operation(name: "count a removal", allowed: [.teacher, .coTeacher]) { scene, user in
            _ = try scene.bed.members.removalCount(of: scene.bed.kim.id, from: scene.bed.classroom.id, by: user)
        },
        Operation(name: "remove a student", allowed: [.teacher, .coTeacher]) { scene, user in
            _ = try scene.bed.members.remove(scene.bed.kim.id, from: scene.bed.classroom.id, by: user)
        },
        Operation(name: "leave", allowed: [.coTeacher, .student]) { scene, user in
            try scene.bed.members.leave(scene.bed.classroom.id, user: user)
        },
        Operation(name: "create a quiz", allowed: [.teacher, .coTeacher]) { scene, user in
            _ = try scene.bed.quizzes.create(scene.bed.newQuiz(name: "Another"), by: user)
        },
        Operation(name: "edit a quiz", allowed: [.teacher, .coTeacher]) { scene, user in
            let fresh = try scene.bed.createQuiz(scene.bed.newQuiz(name: "Unstarted"))
            _ = try scene.bed.quizzes.update(fresh.id, with: scene.bed.newQuiz(name: "Edited"), by: user)
        },
        Operation(name: "publish a quiz", allowed: [.teacher, .coTeacher]) { scene, user in
            try scene.bed.quizzes.publish(scene.quiz.id, at: nil, by: user)
        },
        Operation(name: "move a deadline", allowed: [.teacher, .coTeacher]) { scene, user in
            try scene.bed.quizzes.setDeadline(scene.quiz.id, to: nil, by: user)
        },
        Operation(name: "delete a quiz", allowed: [.teacher, .coTeacher]) { scene, user in
            try scene.bed.quizzes.delete(scene.quiz.id, by: user)
        },
        Operation(name: "list quizzes", allowed: [.teacher, .coTeacher, .student]) { scene, user in
            _ = try scene.bed.quizzes.list(in: scene.bed.classroom.id, by: user, sort: .deadline, at: Bed.now)
        },
        Operation(name: "open a quiz's editor", allowed: [.teacher, .coTeacher]) { scene, user in
            _ = try scene.bed.quizzes.quizForEditing(scene.quiz.id, by: user)
        },
        Operation(name: "read a published quiz", allowed: [.teacher, .coTeacher, .student]) { scene, user in
            _ = try scene.bed.quizzes.quiz(scene.quiz.id, by: user, at: Bed.now)
        },
        Operation(name: "take a quiz", allowed: [.student]) { scene, user in
            var generator = SplitMix64(seed: 3)
            _ = try scene.bed.taking.start(scene.quiz.id, student: user, at: Bed.now, using: &generator)
        },
        Operation(name: "see another student's attempt", allowed: []) { scene, user in
            _ = try scene.bed.taking.attempt(scene.kimsAttempt.id, student: user, at: Bed.now)
        },
        Operation(name: "answer in another student's attempt", allowed: []) { scene, user in
            try scene.bed.taking.saveAnswer(
                shown: 0, to: try scene.bed.store.questions(of: scene.quiz.id)[0].id, in: scene.kimsAttempt.id,
                student: user, at: Bed.now)
        },
        Operation(name: "see the results", allowed: [.teacher, .coTeacher]) { scene, user in
            _ = try scene.bed.results.report(for: scene.quiz.id, by: user)
        },
        Operation(name: "export a quiz", allowed: [.teacher, .coTeacher]) { scene, user in
            _ = try scene.bed.results.quizCSV(for: scene.quiz.id, by: user)
        },
        Operation(name: "export the classroom", allowed: [.teacher, .coTeacher]) { scene, user in
            _ = try scene.bed.results.classroomCSV(for: scene.bed.classroom.id, by: user)
        },
        Operation(name: "make a quiz from one's own deck", allowed: [.teacher, .coTeacher]) { scene, user in
            let deck = try scene.bed.store.insertDeck(NewDeck(ownerID: user, name: "Mine", createdAt: Bed.now))
            _ = try scene.bed.store.insertCard(
                CardContent(front: "2 + 2?", back: "4", distractors: ["3", "5", "6"]), into: deck.id,
                createdAt: Bed.now, today: Fixtures.today)
            var quiz = scene.bed.newQuiz(name: "From deck", questions: 0)
            quiz.questions = []
            _ = try QuizFromDeck(store: scene.bed.store).make(
                QuizFromDeck.Request(deckID: deck.id, quiz: quiz, selection: .all, seed: 1), by: user)
        },
    ]

    @Test(arguments: operations)
    func onlyTheListedRolesMayRunIt(_ operation: Operation) throws {
        for actor in Actor.allCases {
            let bed = try Bed()
            let quiz = try bed.createQuiz()
            var generator = SplitMix64(seed: 1)
            let kims = try bed.taking.start(quiz.id, student: bed.kim.id, at: Bed.now, using: &generator).attempt
            let scene = Scene(bed: bed, quiz: quiz, kimsAttempt: kims)
            let outcome: String
            do {
                try operation.run(scene, actor.user(in: bed))
                outcome = "allowed"
            } catch ClassroomError.notAllowed, ClassroomError.notFound, ClassroomQuizError.notFound,
                ClassroomError.teacherCannotLeave
            {
                outcome = "refused"
            }
            #expect(
                outcome == (operation.allowed.contains(actor) ? "allowed" : "refused"),
                "\(actor.rawValue) may\(operation.allowed.contains(actor) ? "" : " not") \(operation.name)")
        }
    }

    @Test func outsidersAreToldNothingExists() throws {
        let bed = try Bed()
        let quiz = try bed.createQuiz()
        #expect(throws: ClassroomError.notFound) { try bed.classrooms.find(bed.classroom.id, viewer: bed.outsider.id) }
        #expect(throws: ClassroomQuizError.notFound) { try bed.quizzes.quiz(quiz.id, by: bed.outsider.id, at: Bed.now) }
        #expect(throws: ClassroomError.notFound) {
            try bed.results.classroomCSV(for: bed.classroom.id, by: bed.outsider.id)
        }
    }

    @Test func onlyTeachersAreShownTheJoinPassword() throws {
        let bed = try Bed()
        #expect(
            try bed.classrooms.find(bed.classroom.id, viewer: bed.teacher.id).joinPassword == bed.classroom.joinPassword
        )
        #expect(try bed.classrooms.find(bed.classroom.id, viewer: bed.coTeacher.id).joinPassword != nil)
        #expect(try bed.classrooms.find(bed.classroom.id, viewer: bed.sam.id).joinPassword == nil)
        let enrolled = try bed.classrooms.list(ClassroomQuery(userID: bed.sam.id, view: .enrolled))
        #expect(enrolled.items.map(\.id) == [bed.classroom.id])
        #expect(enrolled.items.allSatisfy { $0.joinPassword == nil })
        let teaching = try bed.classrooms.list(ClassroomQuery(userID: bed.coTeacher.id, view: .teaching))
        #expect(teaching.items.map(\.joinPassword) == [bed.classroom.joinPassword])
    }
}
