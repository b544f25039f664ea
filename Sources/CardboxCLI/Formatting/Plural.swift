/// English counts: "1 card", "3 cards".
enum Plural {
    /// `count` followed by `noun`, with an "s" unless the count is one.
    static func count(_ count: Int, _ noun: String) -> String { count == 1 ? "1 \(noun)" : "\(count) \(noun)s" }
}
