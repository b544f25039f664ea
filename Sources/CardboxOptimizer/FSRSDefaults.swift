import CardboxCore

/// The FSRS-6 default weights the optimizer starts from and falls back to.
enum FSRSDefaults {
    /// The 21 default weights, the scheduler's own.
    static let weights: [Double] = FSRSParameters.defaultWeights
}
