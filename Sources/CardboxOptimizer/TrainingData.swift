public import CardboxCore
import FoundationEssentials

/// The review histories an optimizer learns from: per card, its graded reviews in order with the study days
/// elapsed since the previous one.
///
/// The rules (documented in docs/scheduling.md) follow fsrs-rs: ungraded reviews (play mode) are left out; days are
/// study days, so the time zone and rollover hour of the learner decide what counts as the same day; a card's first
/// review has zero elapsed days; a review on the same study day as the previous one shapes the memory state but is
/// never scored; a card with only same-day reviews therefore contributes nothing.
public struct TrainingData: Sendable, Equatable {
    /// One card's graded reviews, oldest first.
    public struct History: Sendable, Equatable {
        /// The card.
        public var cardID: Int64
        /// The reviews, oldest first.
        public var reviews: [Review]

        /// Creates a history.
        public init(cardID: Int64, reviews: [Review]) {
            self.cardID = cardID
            self.reviews = reviews
        }
    }

    /// One graded review inside a history.
    public struct Review: Sendable, Equatable {
        /// Study days since the card's previous review (zero for the first review and for same-day reviews).
        public var elapsedDays: Int
        /// The rating, 1 (Again) … 4 (Easy).
        public var rating: Int
        /// When the review happened, in seconds since 1970; orders reviews across cards.
        public var time: Double

        /// Creates a review.
        public init(elapsedDays: Int, rating: Int, time: Double) {
            self.elapsedDays = elapsedDays
            self.rating = rating
            self.time = time
        }
    }

    /// One answer before it is grouped into histories.
    public struct Event: Sendable, Equatable {
        /// The card answered.
        public var cardID: Int64
        /// When it was answered, in seconds since 1970.
        public var time: Double
        /// The learner's study day at that moment.
        public var studyDay: Int
        /// The rating, 1 … 4.
        public var rating: Int

        /// Creates an event.
        public init(cardID: Int64, time: Double, studyDay: Int, rating: Int) {
            self.cardID = cardID
            self.time = time
            self.studyDay = studyDay
            self.rating = rating
        }
    }

    /// The histories, in order of each card's first review.
    public var histories: [History]

    /// Creates training data from ready-made histories.
    public init(histories: [History]) {
        self.histories = histories
    }

    /// Groups answers into per-card histories; answers of one card are ordered by time (ties keep input order).
    public init(events: [Event]) {
        var order: [Int64] = []
        var byCard: [Int64: [Event]] = [:]
        for event in events {
            if byCard[event.cardID] == nil { order.append(event.cardID) }
            byCard[event.cardID, default: []].append(event)
        }
        var histories: [History] = []
        histories.reserveCapacity(order.count)
        for cardID in order {
            let sorted = (byCard[cardID] ?? []).enumerated()
                .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
                .map(\.element)
            var reviews: [Review] = []
            reviews.reserveCapacity(sorted.count)
            var previousDay: Int?
            for event in sorted where (1...4).contains(event.rating) {
                let elapsed = previousDay.map { max(0, event.studyDay - $0) } ?? 0
                reviews.append(Review(elapsedDays: elapsed, rating: event.rating, time: event.time))
                previousDay = event.studyDay
            }
            if !reviews.isEmpty { histories.append(History(cardID: cardID, reviews: reviews)) }
        }
        histories.sort { ($0.reviews[0].time, $0.cardID) < ($1.reviews[0].time, $1.cardID) }
        self.init(histories: histories)
    }

    /// Training data from the review log.
    ///
    /// Each entry's stored study day is the learner's day when they answered, so a later change of time zone or
    /// rollover hour does not rewrite the past. Play-mode entries are ungraded and left out.
    public init(reviewLog: [ReviewLog]) {
        self.init(
            events: reviewLog.filter { $0.mode != .play }.map {
                Event(
                    cardID: $0.cardID.rawValue, time: $0.reviewedAt.timeIntervalSince1970, studyDay: $0.studyDay.index,
                    rating: $0.rating.rawValue)
            })
    }

    /// The number of scorable reviews: reviews after a card's first with at least one elapsed study day.
    public var scorableCount: Int {
        histories.reduce(0) { total, history in
            total + history.reviews.dropFirst().count { $0.elapsedDays > 0 }
        }
    }

    /// The data as it stood before `time`: later reviews removed, cards with no earlier review dropped.
    public func before(_ time: Double) -> TrainingData {
        TrainingData(
            histories: histories.compactMap { history in
                let kept = history.reviews.prefix { $0.time < time }
                return kept.isEmpty ? nil : History(cardID: history.cardID, reviews: Array(kept))
            })
    }

    /// The time that splits the scorable reviews so that `fraction` of them (the newest) fall at or after it.
    public func splitTime(holdingBack fraction: Double) -> Double? {
        var times: [Double] = []
        for history in histories {
            for review in history.reviews.dropFirst() where review.elapsedDays > 0 { times.append(review.time) }
        }
        guard !times.isEmpty, fraction > 0 else { return nil }
        times.sort()
        let held = min(times.count, max(1, Int((Double(times.count) * fraction).rounded())))
        return times[times.count - held]
    }
}
