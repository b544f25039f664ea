import CardboxCore
import Foundation

/// An Anki card's scheduling fields and review log as Cardbox keeps them, exactly where they correspond.
///
/// - `type` gives the phase (0 new, 1 learning, 2 review, 3 relearning); a card in a filtered deck is read from its
///   original due and deck.
/// - Review and day-learning cards are due `due` days after the collection's creation day; intraday learning cards
///   at the instant `due` seconds after 1970; new cards today.
/// - `ivl`, `factor` (ease × 1000), `reps` and `lapses` carry over; FSRS stability and difficulty come from `data`
///   (`s`, `d`), and the last answer from `data.lrt` or the review log.
/// - Queue −1 is suspended, −2 and −3 buried until tomorrow.
/// - Answers with a button (1–4) become reviews; manual entries and reschedulings (button 0) are left out.
struct AnkiSchedule {
    /// The calendar the importing user studies by.
    let calendar: StudyCalendar
    /// The day the collection was created on, which review due days count from.
    let creationDay: StudyDay
    /// Today, in the importing user's calendar.
    let today: StudyDay
    /// The learning steps of the deck the cards go to, to turn "steps left" into a step index.
    let learningSteps: Int
    /// Study days already worked out, by quarter hour.
    private let days = DayCache()

    /// Study days by quarter hour since 1970: every time zone's offset is a whole number of quarter hours, so a
    /// study day (which starts on a local hour) never changes within one, and the calendar is asked once per quarter.
    private final class DayCache {
        var days: [Int64: StudyDay] = [:]
    }

    /// The study day `date` falls in, in the importing user's calendar.
    private func studyDay(at date: Date) -> StudyDay {
        let quarter = Int64((date.timeIntervalSince1970 / 900).rounded(.down))
        if let day = days.days[quarter] { return day }
        let day = calendar.studyDay(at: date)
        days.days[quarter] = day
        return day
    }

    init(calendar: StudyCalendar, collectionCreation: Int64, today: StudyDay, learningSteps: Int) {
        self.calendar = calendar
        creationDay = calendar.studyDay(at: Date(timeIntervalSince1970: Double(collectionCreation)))
        self.today = today
        self.learningSteps = learningSteps
    }

    /// The card's schedule and whether it is set aside.
    func state(of card: AnkiCard, reviews: [ImportedReview]) -> (SchedulingState, SetAside?) {
        let inFilteredDeck = card.originalDeck != 0
        let due = inFilteredDeck && card.originalDue != 0 ? card.originalDue : card.due
        var state = SchedulingState.new(dueOn: today)
        let memory = Self.memory(in: card.data)
        state.repetitions = card.repetitions
        state.lapses = card.lapses
        if card.factor > 0 { state.ease = Double(card.factor) / 1_000 }
        state.stability = memory.stability
        state.difficulty = memory.difficulty
        let lastReview = memory.lastReview.map { Date(timeIntervalSince1970: Double($0)) } ?? reviews.last?.reviewedAt
        state.lastReviewAt = lastReview
        state.lastReviewDay = lastReview.map { studyDay(at: $0) }
        switch card.type {
        case 1, 3:
            state.phase = card.type == 1 ? .learning : .relearning
            let left = card.left % 1_000
            state.step = max(0, learningSteps - left)
            state.intervalDays = card.type == 3 ? card.interval : 0
            if card.queue == 3 || due < 1_000_000_000 {
                state.dueDay = creationDay.adding(days: Int(clamping: due))
            } else {
                let instant = Date(timeIntervalSince1970: Double(due))
                state.dueAt = instant
                state.dueDay = studyDay(at: instant)
            }
        case 2:
            state.phase = .review
            state.intervalDays = max(card.interval, 1)
            state.dueDay = creationDay.adding(days: Int(clamping: due))
            state.box = min(5, max(1, card.repetitions))
        default:
            state.repetitions = 0
        }
        let setAside: SetAside? =
            switch card.queue {
            case -1: .suspended
            case -2, -3: .buried(on: today)
            default: nil
            }
        return (state, setAside)
    }

    /// The answers of a review log that a person gave, oldest first.
    func reviews(_ log: [AnkiReview]) -> [ImportedReview] {
        log.compactMap { entry in
            guard let rating = Rating(rawValue: entry.ease) else { return nil }
            let instant = Date(timeIntervalSince1970: Double(entry.time) / 1_000)
            return ImportedReview(
                reviewedAt: instant, studyDay: studyDay(at: instant), rating: rating,
                elapsedMilliseconds: max(0, min(entry.milliseconds, 3_600_000)))
        }
    }

    /// Whether a card's `data` holds an FSRS memory state.
    static func hasMemory(_ data: String) -> Bool { memory(in: data).stability != nil }

    /// The FSRS stability, difficulty and last review time (seconds) a card's `data` JSON holds.
    private static func memory(in data: String) -> (stability: Double?, difficulty: Double?, lastReview: Int64?) {
        guard data.contains("\"s\""),
            let object = try? JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
        else { return (nil, nil, nil) }
        let stability = (object["s"] as? NSNumber)?.doubleValue
        let difficulty = (object["d"] as? NSNumber)?.doubleValue
        let lastReview = (object["lrt"] as? NSNumber)?.int64Value
        return (stability, difficulty, lastReview)
    }
}
