#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A learning rate that falls from its start to zero along half a cosine over `period` steps.
struct CosineSchedule {
    /// The first step's rate.
    let initialRate: Double
    /// The steps over which the rate reaches zero.
    let period: Double
    private var step = 0

    /// Creates the schedule.
    init(initialRate: Double, period: Double) {
        self.initialRate = initialRate
        self.period = max(1, period)
    }

    /// The rate for the next step.
    mutating func next() -> Double {
        defer { step += 1 }
        return initialRate * (1 + cos(Double.pi * Double(step) / period)) / 2
    }
}
