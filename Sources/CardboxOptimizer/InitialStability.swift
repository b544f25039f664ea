#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Pre-training of the initial stabilities w0…w3 from each card's first long-term review.
///
/// For each first rating, the observed recall at each elapsed-day count is smoothed towards the learner's average
/// recall, then a golden-section search finds the stability whose forgetting curve (with the default decay) best explains
/// it, with a small pull towards the default. The four values are then made monotone (Again ≤ Hard ≤ Good ≤ Easy,
/// the rating with more data winning) and ratings with no data are filled by geometric interpolation.
enum InitialStability {
    /// One group of first long-term reviews: same first rating, same elapsed days.
    struct Group {
        /// The elapsed days.
        var elapsedDays: Double
        /// The share recalled.
        var recall: Double
        /// How many reviews.
        var count: Double
    }

    /// Fitted stabilities per first rating (1…4) and how many reviews each rests on.
    static func fit(
        groups: [Int: [Group]], averageRecall: Double
    ) -> (stabilities: [Double], counts: [Int: Int])? {
        var found: [Int: Double] = [:]
        var counts: [Int: Int] = [:]
        let defaults = FSRSDefaults.weights
        let decay = -defaults[20]
        let factor = pow(0.9, 1 / decay) - 1
        for (rating, data) in groups where !data.isEmpty {
            counts[rating] = Int(data.reduce(0) { $0 + $1.count })
            let defaultStability = defaults[rating - 1]
            let smoothed = data.map { ($0.recall * $0.count + averageRecall) / ($0.count + 1) }
            func loss(_ stability: Double) -> Double {
                var total = 0.0
                for (index, group) in data.enumerated() {
                    let predicted = pow(1 + factor * group.elapsedDays / stability, decay)
                    let observed = smoothed[index]
                    total -= (observed * log(predicted) + (1 - observed) * log(1 - predicted)) * group.count
                }
                return total + abs(stability - defaultStability) / 16
            }
            found[rating] = minimum(of: loss, from: 0.001, to: 100)
        }
        guard let stabilities = smoothAndFill(found, counts: counts) else { return nil }
        return (stabilities, counts)
    }

    /// The argument of the smallest value of `f`, unimodal on `low…high`, to a relative tolerance of 1e-12: a
    /// golden-section search, which evaluates `f` once per step where a ternary search needs two.
    static func minimum(of f: (Double) -> Double, from low: Double, to high: Double) -> Double {
        let shrink = (sqrt(5.0) - 1) / 2
        var (low, high) = (low, high)
        var left = high - shrink * (high - low)
        var right = low + shrink * (high - low)
        var (leftValue, rightValue) = (f(left), f(right))
        var iterations = 0
        while high - low > 1e-12 * max(1, high) && iterations < 200 {
            iterations += 1
            if leftValue < rightValue {
                (high, right, rightValue) = (right, left, leftValue)
                left = high - shrink * (high - low)
                leftValue = f(left)
            } else {
                (low, left, leftValue) = (left, right, rightValue)
                right = low + shrink * (high - low)
                rightValue = f(right)
            }
        }
        return (low + high) / 2
    }

    /// Makes the stabilities monotone in the rating and fills the missing ones; nil when none is known.
    static func smoothAndFill(_ known: [Int: Double], counts: [Int: Int]) -> [Double]? {
        var values = known.filter { counts[$0.key] != nil }
        for (small, big) in [(1, 2), (2, 3), (3, 4), (1, 3), (2, 4), (1, 4)] {
            guard let smallValue = values[small], let bigValue = values[big], smallValue > bigValue else { continue }
            if (counts[small] ?? 0) > (counts[big] ?? 0) { values[big] = smallValue } else { values[small] = bigValue }
        }
        let defaults = Array(FSRSDefaults.weights[0..<4])
        var result: [Double]
        switch values.count {
        case 0:
            return nil
        case 1:
            guard let (rating, value) = values.first else { return nil }
            let ratio = value / defaults[rating - 1]
            result = defaults.map { $0 * ratio }.sorted()
        default:
            var logs: [Double?] = (1...4).map { values[$0].map { log($0) } }
            fillGeometrically(&logs)
            result = logs.map { exp($0 ?? 0) }
        }
        return result.map { min(max($0, 0.001), 100) }
    }

    /// Fills missing log-stabilities from the two relations fsrs-rs assumes between neighbours:
    /// log S(Hard) = 0.41·log S(Again) + 0.59·log S(Good) and log S(Good) = 0.46·log S(Hard) + 0.54·log S(Easy).
    private static func fillGeometrically(_ logs: inout [Double?]) {
        let hardWeight = 0.41
        let easyWeight = 0.54
        if let again = logs[0], let easy = logs[3], logs[1] == nil, logs[2] == nil {
            let hard =
                (hardWeight * again + (1 - hardWeight) * easyWeight * easy)
                / (hardWeight + easyWeight - hardWeight * easyWeight)
            logs[1] = hard
            logs[2] = (1 - easyWeight) * hard + easyWeight * easy
            return
        }
        if let hard = logs[1], let easy = logs[3], logs[0] != nil, logs[2] == nil {
            logs[2] = (1 - easyWeight) * hard + easyWeight * easy
            return
        }
        for _ in 0..<4 {
            // Relation 1 links Again, Hard and Good.
            switch (logs[0], logs[1], logs[2]) {
            case (nil, let hard?, let good?): logs[0] = (hard - (1 - hardWeight) * good) / hardWeight
            case (let again?, nil, let good?): logs[1] = hardWeight * again + (1 - hardWeight) * good
            case (let again?, let hard?, nil): logs[2] = (hard - hardWeight * again) / (1 - hardWeight)
            default: break
            }
            // Relation 2 links Hard, Good and Easy.
            switch (logs[1], logs[2], logs[3]) {
            case (nil, let good?, let easy?): logs[1] = (good - easyWeight * easy) / (1 - easyWeight)
            case (let hard?, nil, let easy?): logs[2] = (1 - easyWeight) * hard + easyWeight * easy
            case (let hard?, let good?, nil): logs[3] = (good - (1 - easyWeight) * hard) / easyWeight
            default: break
            }
        }
    }
}
