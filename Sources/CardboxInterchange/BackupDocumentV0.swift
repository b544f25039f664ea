import CardboxCore
import Foundation

/// Version 0: the first, deck-per-object format with Leitner boxes only.
///
/// ```json
/// {"schemaVersion": 0, "exportedAt": "2025-06-24T08:00:00Z",
///  "decks": [{"name": "Spanish", "cards": [{"question": "hola", "answer": "hello", "category": "Greetings",
///                                           "box": 2, "due": "2025-06-27", "choices": ["bye", "thanks", "please"]}]}]}
/// ```
struct BackupDocumentV0: Decodable {
    var schemaVersion: Int
    var exportedAt: Date?
    var decks: [Deck]

    struct Deck: Decodable {
        var name: String
        var cards: [Card]
    }

    struct Card: Decodable {
        var question: String
        var answer: String
        var category: String?
        var box: Int?
        var due: String?
        var choices: [String]?
    }

    /// Converts to version 1: each deck keeps Leitner scheduling, each card its box and due day.
    func migrated() throws(BackupError) -> BackupFile {
        let created = exportedAt ?? Date(timeIntervalSince1970: 0)
        var decks: [CardboxCore.Deck] = []
        var cards: [CardboxCore.Card] = []
        var nextCard: Int64 = 1
        for (offset, old) in self.decks.enumerated() {
            let deckID = DeckID(rawValue: Int64(offset + 1))
            decks.append(
                CardboxCore.Deck(
                    id: deckID, ownerID: UserID(rawValue: 0), name: old.name,
                    options: DeckOptions(scheduler: .leitner), createdAt: created
                )
            )
            for card in old.cards {
                let box = min(max(card.box ?? 0, 0), LeitnerScheduler.topBox)
                var due = StudyDay(index: 0)
                if let text = card.due {
                    guard let parsed = StudyDay(iso: text) else {
                        throw .malformed("card '\(card.question)' has due date '\(text)', not YYYY-MM-DD")
                    }
                    due = parsed
                }
                var schedule = SchedulingState.new(dueOn: due)
                if box > 0 {
                    schedule.phase = .review
                    schedule.box = box
                    schedule.intervalDays = LeitnerScheduler.boxIntervals[box]
                }
                let content = CardContent(
                    front: card.question, back: card.answer, distractors: card.choices ?? [],
                    category: card.category ?? ""
                )
                cards.append(
                    CardboxCore.Card(
                        id: CardID(rawValue: nextCard), deckID: deckID, content: content, createdAt: created,
                        schedule: schedule
                    )
                )
                nextCard += 1
            }
        }
        return BackupFile(
            exportedAt: created,
            snapshot: UserSnapshot(decks: decks, cards: cards, reviews: [], sessions: [], settings: [:])
        )
    }
}
