/// Where a quiz is in its life, derived from when it was published and its deadline on a given clock.
public enum QuizState: String, Sendable, Codable, CaseIterable {
    /// Not published yet: only teachers see it, and it can be edited freely.
    case draft
    /// Published and before its deadline: students may start attempts.
    case open
    /// Its deadline has passed: no new attempts; started ones may still be submitted within the grace period.
    case closed
}
