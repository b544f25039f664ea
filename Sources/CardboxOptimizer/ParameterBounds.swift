/// The limits every fitted weight is kept within, and how strongly each is pulled towards its starting value.
///
/// The limits are fsrs-rs's: with at most one relearning step the short-term weights w17 and w18 may reach 2, and
/// w19 stays at or above 0.01 while short-term memory is modelled. The pull strengths are the spreads of each weight
/// across many learners' fits; a weight with a small spread is held closer to its default.
public enum ParameterBounds {
    /// The lowest value of each weight.
    public static let lower: [Double] = [
        0.001, 0.001, 0.001, 0.001, 1, 0.001, 0.001, 0.001, 0, 0, 0.001, 0.001, 0.001, 0.001, 0, 0, 1, 0, 0, 0.01, 0.1,
    ]

    /// The highest value of each weight.
    public static let upper: [Double] = [
        100, 100, 100, 100, 10, 4, 4, 0.75, 4.5, 0.8, 3.5, 5, 0.25, 0.9, 4, 1, 6, 2, 2, 0.8, 0.8,
    ]

    /// The spread of each weight across learners: the scale of the L2 pull towards the starting weights.
    public static let spread: [Double] = [
        6.43, 9.66, 17.58, 27.85, 0.57, 0.28, 0.6, 0.12, 0.39, 0.18, 0.33, 0.3, 0.09, 0.16, 0.57, 0.25, 1.03, 0.31,
        0.32, 0.14, 0.27,
    ]

    /// `weights` with each value moved into its range.
    public static func clip(_ weights: [Double]) -> [Double] {
        weights.indices.map { min(max(weights[$0], lower[$0]), upper[$0]) }
    }
}
