public import CardboxCore

/// Removes near-duplicate drafts, within a batch and against cards already in the deck, keeping the better one.
///
/// Two cards are duplicates when their questions are equal after normalisation (a cloze read with its answer in
/// place), when the questions' character-bigram Jaccard similarity reaches the threshold (0.8), or when they have
/// the same answer and cite the same sentence. Drafts are taken best score first, so of two duplicates the higher
/// score stays; cards in `existing` always stay.
///
/// ```swift
/// let result = Deduplicator().deduplicate(drafts, existing: deck.map { ($0.front, $0.back) })
/// ```
public struct Deduplicator: Sendable {
    /// The question similarity at or above which two cards are duplicates.
    public var threshold: Double

    /// Creates a de-duplicator.
    public init(threshold: Double = 0.8) {
        self.threshold = threshold
    }

    /// The drafts that survive, in their original order, and the ones removed.
    ///
    /// O(n log n) for sorting plus the index lookups (see ``DeduplicationIndex``).
    public func deduplicate(
        _ drafts: [CardDraft], existing: [(question: String, answer: String)] = []
    )
        -> (kept: [CardDraft], removed: [CardDraft])
    {
        var index = makeIndex(existing: existing)
        let order = drafts.indices.sorted { a, b in
            drafts[a].score != drafts[b].score ? drafts[a].score > drafts[b].score : a < b
        }
        var keep = Array(repeating: false, count: drafts.count)
        for position in order { keep[position] = index.insert(drafts[position]) }
        var kept: [CardDraft] = []
        var removed: [CardDraft] = []
        for (position, draft) in drafts.enumerated() {
            if keep[position] { kept.append(draft) } else { removed.append(draft) }
        }
        return (kept, removed)
    }

    /// Whether `a` and `b` are duplicates of each other.
    public func areDuplicates(_ a: CardDraft, _ b: CardDraft) -> Bool {
        var index = makeIndex()
        index.insert(a)
        return index.contains(b)
    }

    /// An empty index using this de-duplicator's threshold, holding `existing`.
    public func makeIndex(existing: [(question: String, answer: String)] = []) -> DeduplicationIndex {
        DeduplicationIndex(existing: existing, threshold: threshold)
    }
}
