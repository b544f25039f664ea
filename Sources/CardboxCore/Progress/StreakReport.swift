/// A learner's streak, computed from the days they studied.
///
/// Rules: a day counts when at least one card was answered in a session that day. Every seventh studied day of a
/// streak earns a Streak Freeze; at most ``maximumFreezes`` are held. A missed day spends a freeze automatically and
/// the streak survives (the frozen day adds nothing to its length); a missed day with no freeze ends the streak.
/// Today does not break the streak before it is over.
public struct StreakReport: Sendable, Equatable, Codable {
    /// Studied days in the current streak.
    public var current: Int
    /// The longest streak ever, in studied days.
    public var longest: Int
    /// Streak Freezes held now.
    public var freezesHeld: Int
    /// Days covered by a freeze, oldest first.
    public var frozenDays: [StudyDay]
    /// Whether the learner has studied today.
    public var studiedToday: Bool

    /// The most freezes a learner can hold.
    public static let maximumFreezes = 2
    /// Studied days per freeze earned.
    public static let daysPerFreeze = 7

    /// Computes the streak as of `today` from the days with study.
    public init(studyDays: some Sequence<StudyDay>, today: StudyDay) {
        let studied = Set(studyDays.filter { $0 <= today })
        current = 0
        longest = 0
        freezesHeld = 0
        frozenDays = []
        studiedToday = studied.contains(today)
        guard let first = studied.min() else { return }
        var day = first
        while day <= today {
            if studied.contains(day) {
                current += 1
                longest = max(longest, current)
                if current % Self.daysPerFreeze == 0 {
                    freezesHeld = min(Self.maximumFreezes, freezesHeld + 1)
                }
            } else if day < today {
                if freezesHeld > 0 && current > 0 {
                    freezesHeld -= 1
                    frozenDays.append(day)
                } else {
                    current = 0
                    freezesHeld = 0
                }
            }
            day = day.adding(days: 1)
        }
    }
}
