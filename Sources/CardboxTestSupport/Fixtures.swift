public import CardboxCore
public import Foundation

/// Builders for test values with fixed dates.
public enum Fixtures {
    /// An instant in UTC.
    public static func utc(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0, _ second: Int = 0
    )
        -> Date
    {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard let date = calendar.date(from: components) else { preconditionFailure("invalid date in a fixture") }
        return date
    }

    /// 2025-06-24 08:00 UTC, the default "now" of tests.
    public static let now = utc(2025, 6, 24, 8)

    /// The study day of ``now`` in UTC with a 4 am rollover.
    public static let today = StudyDay(year: 2025, month: 6, day: 24)

    /// Card content with sensible defaults.
    public static func content(
        front: String = "hola", back: String = "hello", category: String = "Greetings",
        distractors: [String] = ["goodbye", "please", "thanks"]
    ) -> CardContent {
        CardContent(
            front: front, back: back, explanation: "A common greeting.", distractors: distractors, category: category,
            tags: ["spanish"]
        )
    }

    /// A card in a deck, new and due today.
    public static func card(id: Int64 = 1, deck: Int64 = 1, content: CardContent = content()) -> Card {
        Card(
            id: CardID(rawValue: id), deckID: DeckID(rawValue: deck), content: content, createdAt: now,
            schedule: .new(dueOn: today)
        )
    }

    /// A two-paragraph document with boxes, sentences and an OCR confidence.
    public static func document() -> SourceDocument {
        SourceDocument(
            id: String(repeating: "ab", count: 32), title: "notes.pdf", kind: .pdf, pageCount: 2,
            paragraphs: [
                SourceParagraph(
                    page: 1, index: 1, headingPath: [], role: .heading, text: "Cells",
                    sentences: [TextSpan(start: 0, end: 5)],
                    box: PageBox(x0: 72, y0: 72, x1: 200, y1: 90)
                ),
                SourceParagraph(
                    page: 2, index: 1, headingPath: ["Cells"], role: .body,
                    text: "A mitochondrion makes energy. It has two membranes.",
                    sentences: [TextSpan(start: 0, end: 29), TextSpan(start: 30, end: 51)],
                    box: PageBox(x0: 72, y0: 100, x1: 500, y1: 130), confidence: 61.5, needsReview: true
                ),
            ]
        )
    }

    /// A generated card citing the second paragraph of ``document()``.
    public static func cardDraft(question: String, answer: String) -> CardDraft {
        CardDraft(
            kind: .basic, question: question, answer: answer, explanation: "A mitochondrion makes energy.",
            distractors: ["A ribosome", "A nucleus", "A vacuole"],
            source: CardSource(
                document: "notes.pdf", documentID: String(repeating: "ab", count: 32), page: 2, paragraph: 1,
                sentence: 0, quote: "A mitochondrion makes energy."
            ),
            engine: "extractive", score: 0.8
        )
    }

    /// A new local user.
    public static func newUser(_ name: String = "local") -> NewUser {
        NewUser(name: name, timeZoneIdentifier: "UTC", createdAt: now)
    }
}
