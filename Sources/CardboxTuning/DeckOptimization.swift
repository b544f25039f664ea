public import CardboxCore
public import CardboxOptimizer

/// Fits FSRS-6 weights to the review history of one deck (or several together) and stores them in each deck's
/// options only if they predict the newest 20 % of the reviews better than the weights in use.
///
/// Weights are per deck: a single deck starts from its own weights; several decks fitted together start from the
/// FSRS-6 defaults, the weights every deck has until it is optimized. The command line and the web both optimize
/// through this type.
public struct DeckOptimization: Sendable {
    /// The fewest scored reviews a fit is tried on.
    public static let minimumScoredReviews = 100

    /// The store the decks and reviews are read from and the weights written to.
    public var store: any DeckStore & ReviewStore
    /// The adopt-only-if-better rule and its fitter.
    public var adoption: ParameterAdoption

    /// Creates the use case over `store`.
    public init(store: any DeckStore & ReviewStore, adoption: ParameterAdoption = ParameterAdoption()) {
        self.store = store
        self.adoption = adoption
    }

    /// The weights a fit of `decks` is compared with: a single deck's own, else the defaults.
    public static func currentWeights(of decks: [Deck]) -> [Double] {
        decks.count == 1 ? decks[0].options.fsrsWeights : FSRSParameters.defaultWeights
    }

    /// The training data of `decks` and how many reviews it came from.
    public func trainingData(_ decks: [Deck]) throws -> (data: TrainingData, reviews: Int) {
        var log: [ReviewLog] = []
        for deck in decks { log += try store.fetchReviews(deck: deck.id) }
        return (TrainingData(reviewLog: log), log.count)
    }

    /// Checks that `decks` have enough history for a fit, without fitting.
    ///
    /// - Throws: ``TuningError/tooFewReviews(scored:needed:)``.
    public func checkHistory(_ decks: [Deck]) throws {
        let scored = try trainingData(decks).data.scorableCount
        guard scored >= Self.minimumScoredReviews else {
            throw TuningError.tooFewReviews(scored: scored, needed: Self.minimumScoredReviews)
        }
    }

    /// Fits `decks` together, stores the weights in each when the fit is adopted, and reports; `progress` receives
    /// 0…1.
    ///
    /// - Throws: ``TuningError/tooFewReviews(scored:needed:)``, or the store's error.
    public func run(_ decks: [Deck], progress: ((Double) -> Void)? = nil) throws -> OptimizationReport {
        let (data, reviews) = try trainingData(decks)
        guard data.scorableCount >= Self.minimumScoredReviews else {
            throw TuningError.tooFewReviews(scored: data.scorableCount, needed: Self.minimumScoredReviews)
        }
        let current = Self.currentWeights(of: decks)
        let decision = adoption.decide(data, current: current, progress: progress)
        if decision.adopted {
            for var deck in decks {
                // Read again: the deck may have been changed while the fit ran.
                if let fresh = try store.findDeck(deck.id) { deck = fresh }
                deck.options.fsrsWeights = decision.weights
                try store.updateDeck(deck)
            }
        }
        return OptimizationReport(
            decks: decks.map(\.name), reviews: reviews, scored: data.scorableCount, adopted: decision.adopted,
            previousWeights: current, weights: decision.weights, current: .init(decision.current),
            fitted: .init(decision.candidate))
    }
}
