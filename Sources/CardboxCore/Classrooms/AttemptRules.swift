public import FoundationEssentials

/// The rules for starting, answering in and submitting attempts, on a clock the caller passes in.
public enum AttemptRules {
    /// How long after the deadline (or the time limit) an attempt started in time may still be saved and submitted;
    /// a submission in the grace period is marked late.
    public static let defaultGracePeriodSeconds = 120

    /// What a student should do when asking to take a quiz.
    public enum StartDecision: Sendable, Equatable {
        /// Start a new attempt with this number.
        case start(number: Int)
        /// Carry on with this attempt, which is still in progress and in time.
        case resume(AttemptID)
    }

    /// Whether the student may take `quiz` at `now`, given their earlier attempts at it.
    ///
    /// An attempt in progress that can still be submitted is resumed rather than a new one started.
    ///
    /// - Throws: ``ClassroomQuizError/notPublished``, ``ClassroomQuizError/closed`` or ``ClassroomQuizError/noAttemptsLeft(allowed:)``.
    public static func mayStart(
        _ quiz: Quiz, previous earlier: EarlierAttempts, at now: Date,
        gracePeriodSeconds: Int = defaultGracePeriodSeconds
    ) throws(ClassroomQuizError) -> StartDecision {
        let open = resumable(earlier.unsubmitted, quiz: quiz, at: now, grace: gracePeriodSeconds)
        switch quiz.state(at: now) {
        case .draft: throw .notPublished
        case .closed:
            if let open { return .resume(open) }
            throw .closed
        case .open:
            if let open { return .resume(open) }
        }
        let allowed = quiz.settings.attemptsAllowed
        if allowed > 0, earlier.count >= allowed { throw .noAttemptsLeft(allowed: allowed) }
        return .start(number: earlier.highestNumber + 1)
    }

    /// The moment after which the attempt is late: the deadline or the end of its time limit, whichever is first;
    /// `nil` when neither applies.
    public static func dueAt(_ attempt: Attempt, quiz: Quiz) -> Date? {
        let limitEnd = quiz.settings.timeLimitSeconds.map { attempt.startedAt.addingTimeInterval(TimeInterval($0)) }
        switch (quiz.deadline, limitEnd) {
        case (let deadline?, let end?): return min(deadline, end)
        case (let deadline?, nil): return deadline
        case (nil, let end?): return end
        case (nil, nil): return nil
        }
    }

    /// The last moment the attempt may be changed or submitted: ``dueAt(_:quiz:)`` plus the grace period.
    public static func closesAt(
        _ attempt: Attempt, quiz: Quiz, gracePeriodSeconds: Int = defaultGracePeriodSeconds
    )
        -> Date?
    {
        dueAt(attempt, quiz: quiz)?.addingTimeInterval(TimeInterval(gracePeriodSeconds))
    }

    /// Checks that an answer may be saved into `attempt` at `now`.
    ///
    /// - Throws: ``ClassroomQuizError/alreadySubmitted``, ``ClassroomQuizError/timeUp``, ``ClassroomQuizError/unknownQuestion`` or
    ///   ``ClassroomQuizError/unknownOption``.
    public static func checkAnswer(
        option: Int, to question: QuestionID, in attempt: Attempt, quiz: Quiz, questions: [Question], at now: Date,
        gracePeriodSeconds: Int = defaultGracePeriodSeconds
    ) throws(ClassroomQuizError) {
        if attempt.isSubmitted { throw .alreadySubmitted }
        if let closes = closesAt(attempt, quiz: quiz, gracePeriodSeconds: gracePeriodSeconds), now > closes {
            throw .timeUp
        }
        guard let asked = questions.first(where: { $0.id == question }) else { throw .unknownQuestion }
        guard (0..<asked.optionCount).contains(option) else { throw .unknownOption }
    }

    /// Submits `attempt` at `now`: scores its answers and marks it late when past ``dueAt(_:quiz:)``.
    ///
    /// An attempt submitted before is returned unchanged, so a second submit does nothing.
    ///
    /// - Throws: ``ClassroomQuizError/timeUp`` when the grace period is over too.
    public static func submit(
        _ attempt: Attempt, quiz: Quiz, questions: [Question], at now: Date,
        gracePeriodSeconds: Int = defaultGracePeriodSeconds
    ) throws(ClassroomQuizError) -> Attempt {
        if attempt.isSubmitted { return attempt }
        if let closes = closesAt(attempt, quiz: quiz, gracePeriodSeconds: gracePeriodSeconds), now > closes {
            throw .timeUp
        }
        var submitted = attempt
        submitted.submittedAt = now
        submitted.score = AttemptScore.scoring(attempt.answers, of: questions)
        submitted.late = dueAt(attempt, quiz: quiz).map { now > $0 } ?? false
        return submitted
    }

    /// Whether the student may see the right answers of `attempt` at `now`.
    public static func mayShowAnswers(_ attempt: Attempt, quiz: Quiz, at now: Date) -> Bool {
        guard attempt.isSubmitted else { return false }
        switch quiz.settings.answerVisibility {
        case .afterSubmit: return true
        case .afterDeadline: return quiz.deadline.map { now >= $0 } ?? true
        case .never: return false
        }
    }

    private static func resumable(_ attempts: [Attempt], quiz: Quiz, at now: Date, grace: Int) -> AttemptID? {
        attempts.first { attempt in
            guard !attempt.isSubmitted else { return false }
            guard let closes = closesAt(attempt, quiz: quiz, gracePeriodSeconds: grace) else { return true }
            return now <= closes
        }?.id
    }
}
