import CardboxCore
import Foundation
import Testing

/// Requests that arrive together: the cases of ``ClassroomStoreContract`` that write from several threads at once.
extension ClassroomStoreContract {
    /// Many students joining at once all get in; one student joining twice at once gets in once.
    public static func studentsJoiningAtOnceAreAllAdmittedOnce(_ start: Start) throws {
        let store = start.store
        let students = try (0..<6).map { try store.insertUser(Fixtures.newUser("Student \($0)")) }
        let classroom = start.classroom.id
        let joined = concurrently(students.count * 2) { index in
            let student = students[index / 2]
            do {
                try store.addMember(
                    Membership(classroomID: classroom, userID: student.id, role: .student, joinedAt: Fixtures.now))
                return "joined"
            } catch ClassroomError.alreadyMember {
                return "already"
            } catch {
                return "failed: \(error)"
            }
        }
        #expect(joined.filter { $0 == "joined" }.count == students.count)
        #expect(joined.filter { $0 == "already" }.count == students.count)
        #expect(try store.members(of: classroom).count == 3 + students.count)
    }

    /// Two submits of one attempt at once record one submission and both see it.
    public static func submittingTwiceAtOnceRecordsOneSubmission(_ start: Start) throws {
        let store = start.store
        let quiz = try store.createQuiz(newQuiz(start.classroom.id))
        let questions = try store.questions(of: quiz.id)
        let attempt = try store.startAttempt(
            NewAttempt(quizID: quiz.id, studentID: start.sam.id, number: 1, seed: 1, startedAt: Fixtures.now))
        try store.saveAnswer(to: questions[0].id, in: attempt.id, by: start.sam.id) { _ in 0 }
        let saved = try #require(try store.findAttempt(attempt.id))
        #expect(saved.answers.count == 1)
        let results = concurrently(4) { index in
            try? store.submitAttempt(attempt.id, by: start.sam.id) { current in
                try AttemptRules.submit(
                    current.attempt, quiz: quiz, questions: questions,
                    at: Fixtures.now.addingTimeInterval(Double(10 + index)))
            }
        }
        #expect(results.count == 4)
        #expect(results.filter { $0?.isFirst == true }.count == 1)
        let first = try #require(results.first??.context.attempt)
        #expect(results.allSatisfy { $0?.context.attempt == first })
        #expect(try store.findAttempt(attempt.id) == first)
        #expect(first.score == AttemptScore(right: 1, total: 3))
    }

    /// Two starts of the same attempt number at once (two tabs) make one attempt.
    public static func startingTwiceAtOnceMakesOneAttempt(_ start: Start) throws {
        let store = start.store
        let quiz = try store.createQuiz(newQuiz(start.classroom.id))
        let started = concurrently(4) { index in
            try? store.startAttempt(
                NewAttempt(
                    quizID: quiz.id, studentID: start.kim.id, number: 1, seed: UInt64(index),
                    startedAt: Fixtures.now))
        }
        let ids = Set(started.compactMap { $0?.id })
        #expect(started.allSatisfy { $0 != nil })
        #expect(ids.count == 1)
        #expect(try store.attempts(at: quiz.id, by: start.kim.id).count == 1)
    }

    /// One teacher creating one name twice at once (a double click) gets one classroom and one polite refusal.
    public static func oneNameCreatedTwiceAtOnceMakesOneClassroom(_ start: Start) throws {
        let store = start.store
        let passwords = [password("GGGGGGGG"), password("HHHHHHHH")]
        let outcomes = concurrently(2) { index in
            do {
                _ = try store.createClassroom(
                    NewClassroom(
                        teacherID: start.teacher.id, name: "Physics", joinPassword: passwords[index],
                        createdAt: Fixtures.now))
                return "created"
            } catch ClassroomError.nameTaken {
                return "taken"
            } catch {
                return "failed: \(error)"
            }
        }
        #expect(outcomes.sorted() == ["created", "taken"])
        let page = try store.classrooms(ClassroomQuery(userID: start.teacher.id, view: .teaching, search: "physics"))
        #expect(page.items.count == 1)
    }

    /// An answer saved while the attempt is being submitted is either counted in the score or refused, never stored
    /// without being counted.
    public static func answersSavedWhileSubmittingAreCountedOrRefused(_ start: Start) throws {
        let store = start.store
        let quiz = try store.createQuiz(newQuiz(start.classroom.id, questions: 2))
        let questions = try store.questions(of: quiz.id)
        for round in 1...8 {
            let attempt = try store.startAttempt(
                NewAttempt(quizID: quiz.id, studentID: start.sam.id, number: round, seed: 1, startedAt: Fixtures.now))
            try store.saveAnswer(to: questions[0].id, in: attempt.id, by: start.sam.id) { _ in 0 }
            let outcomes = concurrently(2) { index in
                if index == 0 {
                    do {
                        try store.saveAnswer(to: questions[1].id, in: attempt.id, by: start.sam.id) { _ in 0 }
                        return "saved"
                    } catch ClassroomQuizError.alreadySubmitted {
                        return "refused"
                    } catch {
                        return "failed: \(error)"
                    }
                }
                let submitted = try? store.submitAttempt(attempt.id, by: start.sam.id) { current in
                    try AttemptRules.submit(current.attempt, quiz: quiz, questions: questions, at: Fixtures.now)
                }
                return submitted == nil ? "failed to submit" : "submitted"
            }
            #expect(outcomes[1] == "submitted")
            #expect(outcomes[0] == "saved" || outcomes[0] == "refused")
            let stored = try #require(try store.findAttempt(attempt.id))
            #expect(stored.score == AttemptScore.scoring(stored.answers, of: questions))
            #expect(stored.answers.count == (outcomes[0] == "saved" ? 2 : 1))
        }
    }
}
