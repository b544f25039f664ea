public import CardboxCore
import Foundation
import Synchronization
public import Testing

/// The behaviour every ``ClassroomStore`` must have, run on a fresh store per case by each backend's tests.
///
/// Each case is one function taking a ``Start`` (in `ClassroomStoreContract+Classrooms.swift`, `+Quizzes`,
/// `+Races` and `+Media`), so SQLite and PostgreSQL run the same bodies.
public enum ClassroomStoreContract {
    /// The cases.
    public enum Case: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case classroomNamesAreUniquePerTeacher
        case joinPasswordsAreUniqueAndReplacedAtOnce
        case membersJoinOnceAndNamesAreReadByJoin
        case removingAMemberDeletesOnlyTheirAttemptsThere
        case classroomsAreListedSearchedSortedAndPaged
        case quizzesAreCreatedWithAllQuestionsOrNothing
        case quizzesAreEditableUntilTheFirstAttempt
        case attemptsSaveAnswersAndSubmitOnce
        case deletingAQuizOrClassroomCascades
        case studentsJoiningAtOnceAreAllAdmittedOnce
        case submittingTwiceAtOnceRecordsOneSubmission
        case startingTwiceAtOnceMakesOneAttempt
        case oneNameCreatedTwiceAtOnceMakesOneClassroom
        case answersSavedWhileSubmittingAreCountedOrRefused
        case questionMediaIsSeenByMembersAndKeptWhileAQuestionShowsIt

        /// The case name.
        public var testDescription: String { rawValue }

        /// The function that checks this case.
        public var body: (Start) throws -> Void {
            switch self {
            case .classroomNamesAreUniquePerTeacher: ClassroomStoreContract.classroomNamesAreUniquePerTeacher
            case .joinPasswordsAreUniqueAndReplacedAtOnce:
                ClassroomStoreContract.joinPasswordsAreUniqueAndReplacedAtOnce
            case .membersJoinOnceAndNamesAreReadByJoin: ClassroomStoreContract.membersJoinOnceAndNamesAreReadByJoin
            case .removingAMemberDeletesOnlyTheirAttemptsThere:
                ClassroomStoreContract.removingAMemberDeletesOnlyTheirAttemptsThere
            case .classroomsAreListedSearchedSortedAndPaged:
                ClassroomStoreContract.classroomsAreListedSearchedSortedAndPaged
            case .quizzesAreCreatedWithAllQuestionsOrNothing:
                ClassroomStoreContract.quizzesAreCreatedWithAllQuestionsOrNothing
            case .quizzesAreEditableUntilTheFirstAttempt: ClassroomStoreContract.quizzesAreEditableUntilTheFirstAttempt
            case .attemptsSaveAnswersAndSubmitOnce: ClassroomStoreContract.attemptsSaveAnswersAndSubmitOnce
            case .deletingAQuizOrClassroomCascades: ClassroomStoreContract.deletingAQuizOrClassroomCascades
            case .studentsJoiningAtOnceAreAllAdmittedOnce:
                ClassroomStoreContract.studentsJoiningAtOnceAreAllAdmittedOnce
            case .submittingTwiceAtOnceRecordsOneSubmission:
                ClassroomStoreContract.submittingTwiceAtOnceRecordsOneSubmission
            case .startingTwiceAtOnceMakesOneAttempt: ClassroomStoreContract.startingTwiceAtOnceMakesOneAttempt
            case .oneNameCreatedTwiceAtOnceMakesOneClassroom:
                ClassroomStoreContract.oneNameCreatedTwiceAtOnceMakesOneClassroom
            case .answersSavedWhileSubmittingAreCountedOrRefused:
                ClassroomStoreContract.answersSavedWhileSubmittingAreCountedOrRefused
            case .questionMediaIsSeenByMembersAndKeptWhileAQuestionShowsIt:
                ClassroomStoreContract.questionMediaIsSeenByMembersAndKeptWhileAQuestionShowsIt
            }
        }
    }

    /// What every case starts from: a teacher (Tess) with the classroom "Biology 1" and two students who joined it.
    public struct Start: Sendable {
        /// The store under test.
        public let store: any StudyStore
        /// The teacher.
        public let teacher: User
        /// The first student, Sam.
        public let sam: User
        /// The second student, Kim.
        public let kim: User
        /// Tess's classroom "Biology 1", password `ABCDEF23`, with Sam and Kim as students.
        public let classroom: Classroom

        /// Creates the users, the classroom and the memberships in `store`.
        public init(store: any StudyStore) throws {
            self.store = store
            teacher = try store.insertUser(Fixtures.newUser("Tess"))
            sam = try store.insertUser(Fixtures.newUser("Sam"))
            kim = try store.insertUser(Fixtures.newUser("Kim"))
            classroom = try store.createClassroom(
                NewClassroom(
                    teacherID: teacher.id, name: "Biology 1", joinPassword: ClassroomStoreContract.password("ABCDEF23"),
                    createdAt: Fixtures.now))
            for student in [sam, kim] {
                try store.addMember(
                    Membership(classroomID: classroom.id, userID: student.id, role: .student, joinedAt: Fixtures.now))
            }
        }
    }

    /// Runs `test` against a store from `makeStore`.
    public static func run(_ test: Case, makeStore: () throws -> any StudyStore) throws {
        try test.body(Start(store: makeStore()))
    }

    /// A join password from canonical text known to be valid (a test's own constant).
    static func password(_ text: String) -> JoinPassword {
        guard let password = JoinPassword(canonical: text) else { preconditionFailure("\(text) is not a password") }
        return password
    }

    /// A quiz in `classroom` named `name` with `count` four-option questions, published an hour before
    /// ``Fixtures/now`` and due a day after.
    static func newQuiz(_ classroom: ClassroomID, name: String = "Week 1", questions count: Int = 3) -> NewQuiz {
        NewQuiz(
            classroomID: classroom, name: name, instructions: "Read carefully.",
            deadline: Fixtures.now.addingTimeInterval(86_400),
            settings: QuizSettings(attemptsAllowed: 2, grading: .last, timeLimitSeconds: 900),
            publishedAt: Fixtures.now.addingTimeInterval(-3600), createdAt: Fixtures.now,
            questions: (0..<count).map { index in
                QuestionContent(
                    prompt: "Question \(index)?", rightOption: "right \(index)",
                    wrongOptions: ["wrong a", "wrong b", "wrong c"], explanation: "Because \(index).")
            })
    }

    /// Runs `body` on `count` threads of their own, released together, and returns what each produced in order.
    static func concurrently<T: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        let results = Mutex<[Int: T]>([:])
        let gate = DispatchSemaphore(value: 0)
        let finished = DispatchGroup()
        for index in 0..<count {
            finished.enter()
            Thread.detachNewThread {
                gate.wait()
                let value = body(index)
                results.withLock { $0[index] = value }
                finished.leave()
            }
        }
        for _ in 0..<count { gate.signal() }
        finished.wait()
        return results.withLock { all in (0..<count).compactMap { all[$0] } }
    }
}
