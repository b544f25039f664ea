/// fsrs-rs's outlier filter on the first long-term review of each card.
///
/// Cards are grouped by first rating and by the elapsed days of their first long-term review. Per rating, the
/// smallest groups are dropped until about 5 % of the cards (at least 20) are gone; of the rest, groups with fewer
/// than six cards or more than 100 days (365 for Easy) are dropped too. A dropped group's cards leave both the
/// pre-training data and the training set.
enum OutlierFilter {
    /// The first rating and first long-term review of a card, when it has one.
    static func firstLongTerm(_ history: TrainingData.History) -> (rating: Int, review: TrainingData.Review)? {
        guard let first = history.reviews.first,
            let review = history.reviews.dropFirst().first(where: { $0.elapsedDays > 0 })
        else { return nil }
        return (first.rating, review)
    }

    /// The (first rating, elapsed days) pairs to drop.
    static func removedPairs(_ histories: [TrainingData.History]) -> Set<Pair> {
        var groups: [Int: [Int: Int]] = [:]
        for history in histories {
            guard let (rating, review) = firstLongTerm(history) else { continue }
            groups[rating, default: [:]][review.elapsedDays, default: 0] += 1
        }
        var removed: Set<Pair> = []
        for (rating, sizes) in groups {
            let ascending = sizes.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
            let total = sizes.values.reduce(0, +)
            let quota = max(20, total / 20)
            var alreadyRemoved = 0
            let longest = rating == 4 ? 365 : 100
            for (days, size) in ascending {
                if alreadyRemoved + size >= quota {
                    if size < 6 || days > longest { removed.insert(Pair(rating: rating, elapsedDays: days)) }
                } else {
                    alreadyRemoved += size
                    removed.insert(Pair(rating: rating, elapsedDays: days))
                }
            }
        }
        return removed
    }

    /// A first rating with the elapsed days of the first long-term review.
    struct Pair: Hashable {
        /// The first rating.
        var rating: Int
        /// The elapsed days.
        var elapsedDays: Int
    }
}
