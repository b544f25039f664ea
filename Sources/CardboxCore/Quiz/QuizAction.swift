public import FoundationEssentials

/// What a quiz session asks its caller to do next.
public enum QuizAction: Sendable, Equatable {
    /// Show a card.
    case show(QuizPrompt)
    /// Store an answer: the review log entry and the card's new scheduling state, in one transaction.
    case persist(ReviewRecord)
    /// Tell the learner how the answer went.
    case feedback(QuizFeedback)
    /// Take a stored answer back: remove its review and restore the card's schedule, in one transaction.
    case revert(ReviewRevert)
    /// Keep a card out of study (bury or suspend) without touching its schedule.
    case setAside(CardSetAside)
    /// The session is over.
    case finished(SessionSummary)
}

/// A card put to the learner.
public struct QuizPrompt: Sendable, Equatable {
    /// The card.
    public var card: Card
    /// How it is asked.
    public var mode: StudyMode
    /// The four options in display order (multiple choice only).
    public var options: [String]
    /// The interval behind each rating button, such as "10m" or "3d" (flip mode only).
    public var intervals: [Rating: String]
    /// How many cards remain, this one included.
    public var remaining: Int
    /// How many answers have been given so far.
    public var answered: Int
}

/// An answer to a prompt.
public enum QuizAnswer: Sendable, Equatable {
    /// A rating after revealing the back (flip mode).
    case rating(Rating)
    /// The index of the chosen option (multiple choice).
    case choice(Int)
    /// The typed text (typing mode).
    case typed(String)
    /// Move on without grading (play mode).
    case advance
}

/// How an answer went, with what to show under "Why?".
public struct QuizFeedback: Sendable, Equatable {
    /// The card answered.
    public var card: Card
    /// Whether the answer was right.
    public var isCorrect: Bool
    /// The rating the scheduler received.
    public var rating: Rating?
    /// The correct answer.
    public var correctAnswer: String
    /// What the learner gave, when it was wrong.
    public var givenAnswer: String?
    /// A near-miss note for typed answers.
    public var nearMiss: String?
    /// The explanation.
    public var explanation: String
    /// Why a tempting answer is wrong, if the card says.
    public var pitfall: String?
    /// The source quote and its location.
    public var source: CardSource?
    /// When the card is due next.
    public var nextDue: StudyDay?
    /// Whether the card comes back later in this session.
    public var returnsThisSession: Bool
    /// How the card was asked.
    public var mode: StudyMode
    /// The options as they were shown, in a multiple-choice question; empty otherwise.
    public var options: [String] = []
    /// Whether the learner overruled a wrong typed answer ("I was right"), so it counts as Good.
    public var overruled = false

    /// How each of ``options`` is shown: the right one green, a wrong choice red.
    public var optionMarks: [OptionMark] {
        options.map { option in
            option == correctAnswer ? .right : option == givenAnswer ? .wrong : .plain
        }
    }

    /// A wrong typed answer set against the right one, character by character; `nil` otherwise.
    public var typedDiff: AnswerDiff? {
        guard mode == .type, !isCorrect, let givenAnswer else { return nil }
        return AnswerDiff(given: givenAnswer, expected: correctAnswer, isCode: card.content.answerIsCode)
    }

    /// Whether the learner may say "I was right" and have the answer count as Good: a wrong typed answer.
    public var canOverrule: Bool { mode == .type && !isCorrect && !overruled }
}

extension QuizFeedback {
    /// The feedback on an answer to `card` asked in `mode`: the one rule for what "Why?" shows, whether the answer
    /// was just given or is read back from the review log.
    ///
    /// - Parameters:
    ///   - givenAnswer: What the learner chose or typed; shown only when wrong, and checked for a near miss when
    ///     typed.
    ///   - nextDue: When the card is due after this answer, if known.
    ///   - today: The study day, to say whether the card comes back in this session.
    public init(
        card: Card, mode: StudyMode, rating: Rating, isCorrect: Bool, givenAnswer: String?, nextDue: StudyDay?,
        today: StudyDay
    ) {
        self.card = card
        self.isCorrect = isCorrect
        self.rating = rating
        correctAnswer = card.content.back
        self.givenAnswer = isCorrect ? nil : givenAnswer
        nearMiss =
            mode == .type
            ? givenAnswer.flatMap {
                AnswerCheck(given: $0, expected: card.content.back, isCode: card.content.answerIsCode).nearMiss
            } : nil
        explanation = card.content.explanation
        pitfall = card.content.pitfall
        source = card.content.source
        self.nextDue = nextDue
        returnsThisSession = nextDue.map { $0 <= today } ?? false
        self.mode = mode
    }

    /// The feedback on a stored answer to `card` (as it is now): the due date is the card's own only while
    /// `review` is its latest answer, and unknown for an older one.
    public init(card: Card, review: ReviewLog, today: StudyDay) {
        let isLatest = card.schedule.lastReviewAt.map { abs($0.timeIntervalSince(review.reviewedAt)) < 1 } ?? false
        self.init(
            card: card, mode: review.mode, rating: review.rating, isCorrect: review.isCorrect,
            givenAnswer: review.givenAnswer, nextDue: isLatest ? card.schedule.dueDay : nil, today: today)
        overruled = review.isCorrect && QuizSession.isOverruled(review.givenAnswer, card: card, mode: review.mode)
    }
}

/// An answer to store.
public struct ReviewRecord: Sendable, Equatable {
    /// The card answered.
    public var cardID: CardID
    /// When.
    public var reviewedAt: Date
    /// The study day.
    public var studyDay: StudyDay
    /// How the card was asked.
    public var mode: StudyMode
    /// The rating the scheduler received.
    public var rating: Rating
    /// The wrong answer given, if any.
    public var givenAnswer: String?
    /// Whether it was right.
    public var isCorrect: Bool
    /// How long the learner took, in milliseconds.
    public var elapsedMilliseconds: Int
    /// The card's new scheduling state.
    public var newState: SchedulingState
    /// The card's scheduling state the answer was graded from: kept with the review so the answer can be undone
    /// exactly, and checked by the store.
    ///
    /// An answer stored to the same card in the meantime (on another connection or server) then refuses this one, so
    /// no answer's new state silently replaces another's. `nil` stores the new state whatever the card holds.
    public var previousState: SchedulingState?

    /// Creates a record.
    public init(
        cardID: CardID, reviewedAt: Date, studyDay: StudyDay, mode: StudyMode, rating: Rating, givenAnswer: String?,
        isCorrect: Bool, elapsedMilliseconds: Int, newState: SchedulingState, previousState: SchedulingState? = nil
    ) {
        self.previousState = previousState
        self.cardID = cardID
        self.reviewedAt = reviewedAt
        self.studyDay = studyDay
        self.mode = mode
        self.rating = rating
        self.givenAnswer = givenAnswer
        self.isCorrect = isCorrect
        self.elapsedMilliseconds = elapsedMilliseconds
        self.newState = newState
    }
}

/// The totals of a finished session.
public struct SessionSummary: Sendable, Equatable {
    /// Answers given (a card answered twice counts twice).
    public var answered: Int
    /// Of which correct.
    public var correct: Int
    /// Distinct cards seen.
    public var cardsSeen: Int
    /// Whether the learner stopped before the queue was empty.
    public var stoppedEarly: Bool

    /// Creates a summary.
    public init(answered: Int, correct: Int, cardsSeen: Int, stoppedEarly: Bool) {
        self.answered = answered
        self.correct = correct
        self.cardsSeen = cardsSeen
        self.stoppedEarly = stoppedEarly
    }

    /// Correct answers as a fraction, 0 when nothing was answered.
    public var accuracy: Double { answered == 0 ? 0 : Double(correct) / Double(answered) }
}
