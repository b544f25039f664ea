#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The running moments of the Adam optimizer (β1 = 0.9, β2 = 0.999, ε = 1e-8).
struct AdamState {
    private var first = [Double](repeating: 0, count: 21)
    private var second = [Double](repeating: 0, count: 21)
    private var steps = 0

    /// Moves `weights` against `gradient` at learning rate `rate`.
    mutating func step(_ weights: inout [Double], gradient: [Double], rate: Double) {
        steps += 1
        let firstCorrection = 1 - pow(0.9, Double(steps))
        let secondCorrection = 1 - pow(0.999, Double(steps))
        for index in weights.indices {
            first[index] = 0.9 * first[index] + 0.1 * gradient[index]
            second[index] = 0.999 * second[index] + 0.001 * gradient[index] * gradient[index]
            let adjusted = first[index] / firstCorrection
            let scale = second[index] / secondCorrection
            weights[index] -= rate * adjusted / (scale.squareRoot() + 1e-8)
        }
    }
}
