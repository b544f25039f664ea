#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A number the FSRS replay can run on: a plain `Double` to evaluate, or, in the tests, a dual number that carries
/// the gradient along as the reference for ``LossGradient``.
///
/// The replay is written once against this protocol, so the loss the optimizer descends and the loss the evaluator
/// reports are computed by the same code.
protocol ModelScalar {
    /// The plain value.
    var value: Double { get }
    /// A constant with no dependence on the weights.
    init(constant: Double)
    /// Sum.
    static func + (lhs: Self, rhs: Self) -> Self
    /// Difference.
    static func - (lhs: Self, rhs: Self) -> Self
    /// Product.
    static func * (lhs: Self, rhs: Self) -> Self
    /// Quotient.
    static func / (lhs: Self, rhs: Self) -> Self
    /// e raised to the value.
    func exponential() -> Self
    /// The natural logarithm.
    func logarithm() -> Self
    /// The value raised to a varying exponent (the base must be positive).
    func power(_ exponent: Self) -> Self
}

extension ModelScalar {
    /// The value limited to `low…high`; outside the range the result is a constant, so its gradient is zero.
    func clamped(_ low: Double, _ high: Double) -> Self {
        if value < low { return Self(constant: low) }
        if value > high { return Self(constant: high) }
        return self
    }

    /// The smaller of two values, keeping the gradient of the one chosen.
    static func minimum(_ lhs: Self, _ rhs: Self) -> Self { lhs.value <= rhs.value ? lhs : rhs }

    /// The larger of two values, keeping the gradient of the one chosen.
    static func maximum(_ lhs: Self, _ rhs: Self) -> Self { lhs.value >= rhs.value ? lhs : rhs }
}

extension Double: ModelScalar {
    var value: Double { self }
    init(constant: Double) { self = constant }
    func exponential() -> Double { exp(self) }
    func logarithm() -> Double { log(self) }
    func power(_ exponent: Double) -> Double { pow(self, exponent) }
}
