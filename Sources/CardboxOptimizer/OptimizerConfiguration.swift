/// The settings of a fit; the defaults are those of fsrs-rs.
public struct OptimizerConfiguration: Sendable, Equatable {
    /// Passes over the training reviews.
    public var epochs: Int
    /// Scored reviews per mini-batch (whole cards are kept together, so batches hold about this many).
    public var batchSize: Int
    /// The starting learning rate of Adam; it decays to zero along a cosine.
    public var learningRate: Double
    /// The seed of the batch shuffle; the same seed and data give the same weights.
    public var seed: UInt64
    /// Reviews beyond this position in a card's history are not scored.
    public var maximumLength: Int
    /// The strength of the L2 pull towards the starting weights.
    public var regularization: Double

    /// Creates a configuration.
    public init(
        epochs: Int = 5, batchSize: Int = 512, learningRate: Double = 0.04, seed: UInt64 = 2023,
        maximumLength: Int = 256, regularization: Double = 1
    ) {
        self.epochs = epochs
        self.batchSize = batchSize
        self.learningRate = learningRate
        self.seed = seed
        self.maximumLength = maximumLength
        self.regularization = regularization
    }
}
