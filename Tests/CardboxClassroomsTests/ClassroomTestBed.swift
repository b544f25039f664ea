import CardboxClassrooms
import CardboxCore
import CardboxSQLite
import CardboxTestSupport
import Foundation

/// A fresh in-memory store with a teacher, a co-teacher, two students and an outsider, and one classroom made
/// through the use cases on a fixed clock with seeded randomness.
struct ClassroomTestBed {
    let store: SQLiteStore
    let teacher: User
    let coTeacher: User
    let sam: User
    let kim: User
    let outsider: User
    let classroom: Classroom
    let classrooms: Classrooms
    let members: ClassroomMembers
    let quizzes: ClassroomQuizzes
    let taking: QuizTaking
    let results: ClassroomResults

    /// The fixed "now" of every test.
    static let now = Fixtures.now

    /// `now` moved by `seconds`.
    static func at(_ seconds: TimeInterval) -> Date { now.addingTimeInterval(seconds) }

    init() throws {
        store = try SQLiteStore.inMemory()
        teacher = try store.insertUser(Fixtures.newUser("Tess"))
        coTeacher = try store.insertUser(Fixtures.newUser("Cory"))
        sam = try store.insertUser(Fixtures.newUser("Sam"))
        kim = try store.insertUser(Fixtures.newUser("Kim"))
        outsider = try store.insertUser(Fixtures.newUser("Otto"))
        classrooms = Classrooms(store: store)
        members = ClassroomMembers(store: store)
        quizzes = ClassroomQuizzes(store: store)
        taking = QuizTaking(store: store)
        results = ClassroomResults(store: store)
        var generator = SplitMix64(seed: 2026)
        classroom = try classrooms.create(named: " Biology  1 ", teacher: teacher.id, at: Self.now, using: &generator)
        for student in [sam, kim] {
            _ = try classrooms.join(password: classroom.joinPassword.display, user: student.id, at: Self.now)
        }
        _ = try classrooms.join(password: classroom.joinPassword.value, user: coTeacher.id, at: Self.now)
        try members.addCoTeacher(coTeacher.id, to: classroom.id, by: teacher.id, at: Self.now)
    }

    /// A published quiz due in an hour with `count` questions whose right answers are "right N".
    func newQuiz(
        name: String = "Week 1", questions count: Int = 3, settings: QuizSettings = QuizSettings(attemptsAllowed: 2),
        deadline: TimeInterval? = 3600, published: Bool = true
    ) -> NewQuiz {
        NewQuiz(
            classroomID: classroom.id, name: name, instructions: " Good luck. ", deadline: deadline.map(Self.at),
            settings: settings, publishedAt: published ? Self.at(-60) : nil, createdAt: Self.now,
            questions: (0..<count).map { index in
                QuestionContent(
                    prompt: "Question \(index)?", rightOption: "right \(index)",
                    wrongOptions: ["wrong \(index)a", "wrong \(index)b", "wrong \(index)c"],
                    explanation: "Because \(index).")
            })
    }

    /// Creates `newQuiz` as the teacher.
    func createQuiz(_ quiz: NewQuiz? = nil) throws -> Quiz {
        try quizzes.create(quiz ?? newQuiz(), by: teacher.id)
    }
}
