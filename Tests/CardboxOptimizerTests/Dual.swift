@testable import CardboxOptimizer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A forward-mode dual number: a value and its partial derivatives with respect to the 21 FSRS weights, the
/// reference that ``LossGradient``'s hand-derived reverse mode is checked against.
///
/// Each arithmetic operation applies the chain rule to all partials at once. The partials live in fixed-size SIMD
/// vectors (``Partials``), so no operation allocates and the 21 derivatives are updated with vector instructions; one replay of
/// a card then yields the loss and its full gradient together.
struct Dual: ModelScalar {
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
    @inline(__always) static func weight(_ value: Double, index: Int) -> Dual {
        var partials = Partials()
        partials[index] = 1
        return Dual(value: value, partials: partials)
    }

    @inline(__always) static func + (lhs: Dual, rhs: Dual) -> Dual {
        Dual(value: lhs.value + rhs.value, partials: lhs.partials + rhs.partials)
    }

    @inline(__always) static func - (lhs: Dual, rhs: Dual) -> Dual {
        Dual(value: lhs.value - rhs.value, partials: lhs.partials - rhs.partials)
    }

    @inline(__always) static func * (lhs: Dual, rhs: Dual) -> Dual {
        Dual(value: lhs.value * rhs.value, partials: rhs.value * lhs.partials + lhs.value * rhs.partials)
    }

    @inline(__always) static func / (lhs: Dual, rhs: Dual) -> Dual {
        let quotient = lhs.value / rhs.value
        return Dual(value: quotient, partials: (lhs.partials - quotient * rhs.partials) / rhs.value)
    }

    @inline(__always) func exponential() -> Dual {
        let result = exp(value)
        return Dual(value: result, partials: result * partials)
    }

    @inline(__always) func logarithm() -> Dual {
        Dual(value: log(value), partials: partials / value)
    }

    @inline(__always) func power(_ exponent: Dual) -> Dual {
        let logBase = log(value)
        let result = exp(exponent.value * logBase)
        let partials = result * (logBase * exponent.partials + (exponent.value / value) * self.partials)
        return Dual(value: result, partials: partials)
    }
}
