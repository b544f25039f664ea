/// The 21 partial derivatives of a ``Dual``, held in three 8-lane vectors (lanes 21…23 stay zero).
///
/// Three native-width vectors keep every update to a few vector instructions; a single 32-lane vector was measured
/// several times slower because its scalar products are not vectorised.
struct Partials: Sendable {
    /// Lanes 0…7.
    var low: SIMD8<Double>
    /// Lanes 8…15.
    var middle: SIMD8<Double>
    /// Lanes 16…23.
    var high: SIMD8<Double>

    /// All zero.
    init() {
        low = .zero
        middle = .zero
        high = .zero
    }

    private init(low: SIMD8<Double>, middle: SIMD8<Double>, high: SIMD8<Double>) {
        self.low = low
        self.middle = middle
        self.high = high
    }

    /// Lane `index`.
    subscript(index: Int) -> Double {
        get {
            switch index {
            case 0..<8: low[index]
            case 8..<16: middle[index - 8]
            default: high[index - 16]
            }
        }
        set {
            switch index {
            case 0..<8: low[index] = newValue
            case 8..<16: middle[index - 8] = newValue
            default: high[index - 16] = newValue
            }
        }
    }

    @inline(__always) static func + (lhs: Partials, rhs: Partials) -> Partials {
        Partials(low: lhs.low + rhs.low, middle: lhs.middle + rhs.middle, high: lhs.high + rhs.high)
    }

    @inline(__always) static func - (lhs: Partials, rhs: Partials) -> Partials {
        Partials(low: lhs.low - rhs.low, middle: lhs.middle - rhs.middle, high: lhs.high - rhs.high)
    }

    @inline(__always) static func * (lhs: Double, rhs: Partials) -> Partials {
        let scale = SIMD8<Double>(repeating: lhs)
        return Partials(low: scale * rhs.low, middle: scale * rhs.middle, high: scale * rhs.high)
    }

    @inline(__always) static func / (lhs: Partials, rhs: Double) -> Partials {
        (1 / rhs) * lhs
    }

    @inline(__always) static func += (lhs: inout Partials, rhs: Partials) { lhs = lhs + rhs }
}
