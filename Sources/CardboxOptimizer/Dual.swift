#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A forward-mode dual number: a value and its partial derivatives with respect to the 21 FSRS weights.
///
/// Each arithmetic operation applies the chain rule to all partials at once. The partials live in a fixed-size
/// SIMD vector, so no operation allocates and the 21 derivatives are updated with vector instructions; one replay of
/// a card then yields the loss and its full gradient together.
struct Dual: ModelScalar {
    /// The partial derivatives; lanes 21…31 stay zero.
    typealias Partials = SIMD32<Double>

    /// The value.
    var value: Double
    /// d value / d w_i in lane i.
    var partials: Partials

    /// A value with the given partials.
    init(value: Double, partials: Partials) {
        self.value = value
        self.partials = partials
    }

    /// A constant with no dependence on the weights.
    init(constant: Double) {
        value = constant
        partials = Partials()
    }

    /// The weight `w_index` itself: its partial with respect to itself is one.
    static func weight(_ value: Double, index: Int) -> Dual {
        var partials = Partials()
        partials[index] = 1
        return Dual(value: value, partials: partials)
    }

    static func + (lhs: Dual, rhs: Dual) -> Dual {
        Dual(value: lhs.value + rhs.value, partials: lhs.partials + rhs.partials)
    }

    static func - (lhs: Dual, rhs: Dual) -> Dual {
        Dual(value: lhs.value - rhs.value, partials: lhs.partials - rhs.partials)
    }

    static func * (lhs: Dual, rhs: Dual) -> Dual {
        Dual(value: lhs.value * rhs.value, partials: rhs.value * lhs.partials + lhs.value * rhs.partials)
    }

    static func / (lhs: Dual, rhs: Dual) -> Dual {
        let quotient = lhs.value / rhs.value
        return Dual(value: quotient, partials: (lhs.partials - quotient * rhs.partials) / rhs.value)
    }

    func exponential() -> Dual {
        let result = exp(value)
        return Dual(value: result, partials: result * partials)
    }

    func logarithm() -> Dual {
        Dual(value: log(value), partials: partials / value)
    }

    func power(_ exponent: Dual) -> Dual {
        let logBase = log(value)
        let result = exp(exponent.value * logBase)
        let partials = result * (exponent.partials * logBase + (exponent.value / value) * self.partials)
        return Dual(value: result, partials: partials)
    }
}
