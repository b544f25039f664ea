/// What submitting an attempt left stored: the attempt with its quiz, questions and student's membership, and whether
/// this submission is the one that submitted it.
public struct AttemptSubmission: Sendable, Equatable {
    /// The attempt as stored after the submission, with what it was read with.
    public var context: AttemptContext
    /// Whether this call submitted the attempt; `false` when an earlier submission had.
    public var isFirst: Bool

    /// Creates the value.
    public init(context: AttemptContext, isFirst: Bool) {
        self.context = context
        self.isFirst = isFirst
    }
}
