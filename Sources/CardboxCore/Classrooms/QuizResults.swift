public import FoundationEssentials

/// What a teacher sees for one quiz: a row per student, a row per question, and how many students answered.
public struct QuizResults: Sendable, Equatable {
    /// One student's results.
    public struct StudentRow: Sendable, Equatable {
        /// The student.
        public var userID: UserID
        /// Attempts submitted.
        public var submittedAttempts: Int
        /// Attempts started and not submitted.
        public var attemptsInProgress: Int
        /// The graded score (0–1) under the quiz's grading method, or `nil` when nothing was submitted.
        public var gradedScore: Double?
        /// The most recently submitted attempt's score.
        public var lastScore: AttemptScore?
        /// When the most recent attempt was submitted.
        public var lastSubmittedAt: Date?

        /// Creates the value.
        public init(
            userID: UserID, submittedAttempts: Int, attemptsInProgress: Int, gradedScore: Double?,
            lastScore: AttemptScore?, lastSubmittedAt: Date?
        ) {
            self.userID = userID
            self.submittedAttempts = submittedAttempts
            self.attemptsInProgress = attemptsInProgress
            self.gradedScore = gradedScore
            self.lastScore = lastScore
            self.lastSubmittedAt = lastSubmittedAt
        }
    }

    /// How one question went over all submitted attempts.
    public struct QuestionRow: Sendable, Equatable {
        /// The question.
        public var questionID: QuestionID
        /// Submitted attempts that answered it.
        public var answered: Int
        /// Of those, how many chose the right option.
        public var right: Int
        /// The wrong option (canonical number) chosen most often, ties going to the lower number; `nil` when no
        /// wrong option was chosen.
        public var mostChosenWrongOption: Int?
        /// How many times each canonical option was chosen.
        public var optionCounts: [Int]

        /// Creates the value.
        public init(questionID: QuestionID, answered: Int, right: Int, mostChosenWrongOption: Int?, optionCounts: [Int])
        {
            self.questionID = questionID
            self.answered = answered
            self.right = right
            self.mostChosenWrongOption = mostChosenWrongOption
            self.optionCounts = optionCounts
        }

        /// The share of submitted attempts that answered it right, 0–100, over every submitted attempt; `nil` when
        /// none was submitted.
        public func percentRight(of submitted: Int) -> Double? {
            submitted == 0 ? nil : Double(right) * 100 / Double(submitted)
        }
    }

    /// A row per student, in the order the students were given.
    public var students: [StudentRow]
    /// A row per question, in quiz order.
    public var questions: [QuestionRow]
    /// Submitted attempts in all.
    public var submittedAttempts: Int
    /// Students who submitted at least one attempt: the N of "N of M answered".
    public var answeredCount: Int
    /// Students in the classroom: the M of "N of M answered".
    public var memberCount: Int

    /// Creates the value.
    public init(
        students: [StudentRow], questions: [QuestionRow], submittedAttempts: Int, answeredCount: Int, memberCount: Int
    ) {
        self.students = students
        self.questions = questions
        self.submittedAttempts = submittedAttempts
        self.answeredCount = answeredCount
        self.memberCount = memberCount
    }

    /// Aggregates `attempts` at a quiz for `students` (the classroom's student members); attempts by anyone else
    /// are left out.
    public static func aggregate(
        questions: [Question], students: [UserID], attempts: [Attempt], grading: GradingMethod
    ) -> QuizResults {
        let memberSet = Set(students)
        let counted = attempts.filter { memberSet.contains($0.studentID) }
        let byStudent = Dictionary(grouping: counted, by: \.studentID)
        let rows = students.map { student in
            let own = byStudent[student] ?? []
            let submitted = own.filter(\.isSubmitted).sorted { $0.number < $1.number }
            return StudentRow(
                userID: student, submittedAttempts: submitted.count,
                attemptsInProgress: own.count - submitted.count, gradedScore: grading.gradedScore(of: own),
                lastScore: submitted.last?.score, lastSubmittedAt: submitted.last?.submittedAt)
        }
        let submitted = counted.filter(\.isSubmitted)
        let ordered = questions.sorted { ($0.position, $0.id) < ($1.position, $1.id) }
        let questionRows = ordered.map { question in
            var counts = Array(repeating: 0, count: question.optionCount)
            for attempt in submitted {
                if let option = attempt.answers[question.id], counts.indices.contains(option) { counts[option] += 1 }
            }
            let wrong = counts.indices.dropFirst().filter { counts[$0] > 0 }
            let most = wrong.max { counts[$0] < counts[$1] || (counts[$0] == counts[$1] && $0 > $1) }
            return QuestionRow(
                questionID: question.id, answered: counts.reduce(0, +),
                right: counts[QuestionContent.rightOptionIndex], mostChosenWrongOption: most, optionCounts: counts)
        }
        return QuizResults(
            students: rows, questions: questionRows, submittedAttempts: submitted.count,
            answeredCount: rows.filter { $0.submittedAttempts > 0 }.count, memberCount: students.count)
    }
}
