import FoundationEssentials

/// The session's operations for front ends that keep no session between a page and the request that comes back
/// from it (the web pages and the JSON API): each works on one card, or one stored answer, with the same rules as a
/// running session.
extension QuizSession {
    /// "I was right" for a stored wrong typed answer, for front ends that keep no session between pages: the
    /// review to take back and the one to store in its place, given the card's schedule before the answer.
    ///
    /// The new answer keeps the moment, study day and time taken of the old one.
    ///
    /// - Throws: ``QuizError/cannotOverrule`` when `review` is not a wrong typed answer to `item`'s card,
    ///   ``QuizError/nothingToUndo`` when the earlier schedule was not kept.
    public static func overrule(
        _ review: ReviewLog, previousState: SchedulingState?, of item: StudyCard
    ) throws(QuizError) -> (revert: ReviewRevert, record: ReviewRecord, feedback: QuizFeedback) {
        guard review.mode == .type, !review.isCorrect, review.cardID == item.card.id else { throw .cannotOverrule }
        let revert = try revert(review, previousState: previousState)
        var before = item
        before.card.schedule = revert.previousState
        let context = ReviewContext(now: review.reviewedAt, today: review.studyDay)
        guard
            var graded = score(
                Outcome(rating: .good, isCorrect: true, given: review.givenAnswer), of: before, asked: .type,
                options: [], in: context, elapsedMilliseconds: review.elapsedMilliseconds)
        else { throw .cannotOverrule }
        graded.feedback.overruled = true
        return (revert, graded.record, graded.feedback)
    }

    /// Taking back the stored answer `review`, given the card's schedule before it as the store kept it: the rule
    /// for front ends that keep no session between pages.
    ///
    /// - Throws: ``QuizError/nothingToUndo`` when the store kept no earlier schedule (an answer from before undo
    ///   existed).
    public static func revert(_ review: ReviewLog, previousState: SchedulingState?) throws(QuizError) -> ReviewRevert {
        guard let previousState else { throw .nothingToUndo }
        return ReviewRevert(reviewID: review.id, cardID: review.cardID, previousState: previousState)
    }

    /// Burying `card` on the study day of `context`, for front ends that keep no session between pages.
    public static func bury(_ card: CardID, in context: ReviewContext) -> CardSetAside {
        CardSetAside(cardID: card, setAside: .buried(on: context.today))
    }

    /// Suspending `card`, for front ends that keep no session between pages.
    public static func suspend(_ card: CardID) -> CardSetAside {
        CardSetAside(cardID: card, setAside: .suspended)
    }

    /// Taking `card` back into study after it was suspended or buried.
    public static func restore(_ card: CardID) -> CardSetAside {
        CardSetAside(cardID: card, setAside: nil)
    }

    /// The prompt for one card on its own, as a session would show it with `seed`: the same options in the same
    /// order, for front ends that keep no session between a page and the answer that comes back from it.
    public static func prompt(
        for item: StudyCard, mode: StudyMode, seed: UInt64, remaining: Int, in context: ReviewContext
    ) -> QuizPrompt {
        var generator = SplitMix64(seed: seed)
        return makePrompt(item, mode: mode, generator: &generator, remaining: remaining, answered: 0, in: context)
    }

    /// Grades one answer to `item` as asked by ``prompt(for:mode:seed:remaining:in:)`` with the same `mode` and
    /// `seed`, without building the rest of the prompt: the review to store and the feedback, or `nil` for play
    /// mode, which is not graded.
    ///
    /// - Throws: ``QuizError`` when the answer does not fit the mode or names no option.
    public static func grade(
        _ answer: QuizAnswer, to item: StudyCard, mode: StudyMode, seed: UInt64, in context: ReviewContext,
        elapsedMilliseconds: Int
    ) throws(QuizError) -> (record: ReviewRecord, feedback: QuizFeedback)? {
        var generator = SplitMix64(seed: seed)
        let (askedMode, options) = askedMode(of: item, in: mode, generator: &generator)
        let prompt = QuizPrompt(
            card: item.card, mode: askedMode, options: options, intervals: [:], remaining: 1, answered: 0)
        let outcome = try grade(answer, prompt: prompt)
        return score(
            outcome, of: item, asked: askedMode, options: options, in: context, elapsedMilliseconds: elapsedMilliseconds
        )
    }
}
