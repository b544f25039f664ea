/// What deciding whether a student may start another attempt at a quiz needs of their earlier ones: how many there
/// are, the highest number, and those still in progress (without their answers), not every attempt they ever made.
public struct EarlierAttempts: Sendable, Equatable {
    /// How many attempts the student has made at the quiz.
    public var count: Int
    /// The highest attempt number, 0 when there is none.
    public var highestNumber: Int
    /// The attempts not submitted yet, by number.
    public var unsubmitted: [Attempt]

    /// Creates the summary.
    public init(count: Int, highestNumber: Int, unsubmitted: [Attempt]) {
        self.count = count
        self.highestNumber = highestNumber
        self.unsubmitted = unsubmitted
    }

    /// The summary of `attempts`, all of a student's attempts at one quiz.
    public init(_ attempts: [Attempt]) {
        self.init(
            count: attempts.count, highestNumber: attempts.map(\.number).max() ?? 0,
            unsubmitted: attempts.filter { !$0.isSubmitted })
    }
}
