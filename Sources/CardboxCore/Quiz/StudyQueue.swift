public import FoundationEssentials

/// Which card to ask next: the one rule the terminal's session and the stateless web and API follow.
///
/// A card answered Again (or given another short learning step) is due again at the end of its step and comes back
/// in the same session, but not before ``returnGap`` other cards have been asked, so the learner does not see it
/// straight away. When nothing else is left, a card whose step ends within ``learnAhead`` is asked early, as Anki
/// does, instead of ending the session while it waits.
public enum StudyQueue {
    /// How many other answers a card waits for after it was answered, when other cards are there to ask.
    public static let returnGap = 3
    /// How far ahead a card in a learning step may be asked when nothing else is left: 20 minutes, Anki's default.
    public static let learnAhead: TimeInterval = 20 * 60

    /// The index in `candidates` of the card to ask next, or `nil` when none should be asked now.
    ///
    /// - Parameters:
    ///   - candidates: Cards that are due or in a learning step, in the order they would be asked.
    ///   - recentlyAnswered: The cards answered in this session, oldest first (only the last ``returnGap`` count).
    ///   - now: The moment of asking.
    public static func nextIndex(in candidates: [Card], recentlyAnswered: [CardID], now: Date) -> Int? {
        let waiting = Set(recentlyAnswered.suffix(returnGap))
        let latest = now.addingTimeInterval(learnAhead)
        func due(_ card: Card, by moment: Date) -> Bool { card.schedule.dueAt.map { $0 <= moment } ?? true }
        if let index = candidates.firstIndex(where: { !waiting.contains($0.id) && due($0, by: now) }) { return index }
        let early = candidates.indices.filter { due(candidates[$0], by: latest) }
        let rested = early.filter { !waiting.contains(candidates[$0].id) }
        return earliest(rested, in: candidates) ?? earliest(early, in: candidates)
    }

    /// The due time a learning card must reach before it is asked again, when the session has to wait for it.
    ///
    /// - Returns: The earliest due instant among `candidates` after `now`, or `nil` when some card is due now.
    public static func nextDueTime(in candidates: [Card], now: Date) -> Date? {
        let times = candidates.map { $0.schedule.dueAt ?? now }
        guard let first = times.min(), first > now else { return nil }
        return first
    }

    private static func earliest(_ indices: [Int], in candidates: [Card]) -> Int? {
        indices.min { a, b in
            let x = candidates[a].schedule.dueAt ?? .distantPast
            let y = candidates[b].schedule.dueAt ?? .distantPast
            return x == y ? a < b : x < y
        }
    }
}
