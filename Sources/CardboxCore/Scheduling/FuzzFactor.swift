/// Reproducible fuzz: the factor for a card's review depends only on the card and how often it was reviewed,
/// as in Anki, so replaying a review log gives the same intervals again.
public enum FuzzFactor {
    /// A number in [0, 1) for the review of `cardID` after `repetitions` earlier reviews.
    public static func value(cardID: CardID, repetitions: Int) -> Double {
        var generator = SplitMix64(seed: UInt64(bitPattern: cardID.rawValue) &* 0x9E37_79B9 &+ UInt64(repetitions))
        return Double(generator.next() >> 11) / Double(1 << 53)
    }
}
