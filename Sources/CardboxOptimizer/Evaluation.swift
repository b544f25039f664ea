#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How well a set of weights predicts recall on scored reviews.
///
/// Log loss is the mean binary cross-entropy; RMSE(bins) groups reviews by elapsed days, history length and lapses
/// (srs-benchmark's bins) and weighs each bin's gap between mean prediction and observed recall by its size; AUC is
/// the chance that a recalled review was predicted higher than a forgotten one; the calibration table compares
/// predicted with observed recall for predictions in each tenth of 0…1.
public struct Evaluation: Sendable, Equatable {
    /// The mean log loss.
    public var logLoss: Double
    /// The binned root-mean-square error.
    public var rmseBins: Double
    /// The area under the ROC curve (0.5 when only one outcome occurs).
    public var auc: Double
    /// The number of scored reviews.
    public var count: Int
    /// Predicted vs observed recall per tenth of predicted recall; empty tenths are left out.
    public var calibration: [CalibrationRow]

    /// One tenth of the calibration table.
    public struct CalibrationRow: Sendable, Equatable {
        /// The tenth: predictions in [decile/10, (decile+1)/10).
        public var decile: Int
        /// Reviews in it.
        public var count: Int
        /// Their mean predicted recall.
        public var predicted: Double
        /// Their observed recall.
        public var observed: Double

        /// Creates a row.
        public init(decile: Int, count: Int, predicted: Double, observed: Double) {
            self.decile = decile
            self.count = count
            self.predicted = predicted
            self.observed = observed
        }
    }

    /// Scores `weights` on `data`'s scorable reviews made at or after `from` (all of them when nil), replaying each
    /// card's whole history before them.
    public static func evaluate(_ weights: [Double], on data: TrainingData, from: Double? = nil) -> Evaluation {
        let replay = MemoryReplay(weights: weights)
        var predictions: [(p: Double, y: Double)] = []
        var bins: [BinKey: (count: Double, predicted: Double, observed: Double)] = [:]
        for history in data.histories {
            let reviews = history.reviews
            var longTerm = 0
            var lapses = 0
            replay.run(reviews) { index, recall in
                longTerm += 1
                let review = reviews[index]
                defer { if review.rating == 1 { lapses += 1 } }
                if let from, review.time < from { return }
                let p = min(max(recall, 1e-7), 1 - 1e-7)
                let y = review.rating > 1 ? 1.0 : 0.0
                predictions.append((p, y))
                let key = BinKey(elapsedDays: review.elapsedDays, length: longTerm, lapses: lapses)
                var bin = bins[key, default: (0, 0, 0)]
                bin.count += 1
                bin.predicted += p
                bin.observed += y
                bins[key] = bin
            }
        }
        guard !predictions.isEmpty else {
            return Evaluation(logLoss: 0, rmseBins: 0, auc: 0.5, count: 0, calibration: [])
        }
        let loss = predictions.reduce(0) { $0 - ($1.y * log($1.p) + (1 - $1.y) * log(1 - $1.p)) }
        var squared = 0.0
        for bin in bins.values {
            let gap = bin.predicted / bin.count - bin.observed / bin.count
            squared += bin.count * gap * gap
        }
        return Evaluation(
            logLoss: loss / Double(predictions.count), rmseBins: (squared / Double(predictions.count)).squareRoot(),
            auc: areaUnderCurve(predictions), count: predictions.count, calibration: calibrationTable(predictions))
    }

    /// The srs-benchmark bin of a review: elapsed days, scored reviews so far (this one included), earlier lapses.
    struct BinKey: Hashable {
        var deltaBin: Int
        var lengthBin: Int
        var lapseBin: Int

        init(elapsedDays: Int, length: Int, lapses: Int) {
            let days = Double(elapsedDays)
            deltaBin = Int((2.48 * pow(3.62, floor(log(days) / log(3.62))) * 100).rounded())
            let size = Double(length + 1)
            lengthBin = Int((1.99 * pow(1.89, floor(log(size) / log(1.89)))).rounded())
            lapseBin = lapses == 0 ? 0 : Int((1.65 * pow(1.73, floor(log(Double(lapses)) / log(1.73)))).rounded())
        }
    }

    private static func areaUnderCurve(_ predictions: [(p: Double, y: Double)]) -> Double {
        let sorted = predictions.sorted { $0.p < $1.p }
        let positives = sorted.reduce(0) { $0 + $1.y }
        let negatives = Double(sorted.count) - positives
        guard positives > 0, negatives > 0 else { return 0.5 }
        var rankSum = 0.0
        var start = 0
        while start < sorted.count {
            var end = start
            while end + 1 < sorted.count && sorted[end + 1].p == sorted[start].p { end += 1 }
            let averageRank = Double(start + end) / 2 + 1
            for index in start...end { rankSum += averageRank * sorted[index].y }
            start = end + 1
        }
        return (rankSum - positives * (positives + 1) / 2) / (positives * negatives)
    }

    private static func calibrationTable(_ predictions: [(p: Double, y: Double)]) -> [CalibrationRow] {
        var rows = (0..<10).map { CalibrationRow(decile: $0, count: 0, predicted: 0, observed: 0) }
        for prediction in predictions {
            let decile = min(9, Int(prediction.p * 10))
            rows[decile].count += 1
            rows[decile].predicted += prediction.p
            rows[decile].observed += prediction.y
        }
        return rows.filter { $0.count > 0 }.map {
            CalibrationRow(
                decile: $0.decile, count: $0.count, predicted: $0.predicted / Double($0.count),
                observed: $0.observed / Double($0.count))
        }
    }
}
