public import CardboxCore

/// A deck's cards as a spreadsheet or as Quizlet text, each format one that ``CardTextFile`` reads back.
public enum DeckTextExport {
    /// The columns of a CSV export, named so that a spreadsheet user and ``CardColumns/detect(headers:firstRecord:)``
    /// both know them.
    public static let csvHeader = [
        "front", "back", "explanation", "wrong answer 1", "wrong answer 2", "wrong answer 3", "category", "tags",
    ]

    /// The cards as RFC 4180 CSV with a header row, safe to open in a spreadsheet (see ``CSVWriter``).
    public static func csv(_ cards: [Card]) -> String {
        var writer = CSVWriter()
        writer.append(csvHeader)
        for card in cards {
            let content = card.content
            let wrong = (0..<CardContent.distractorCount).map {
                content.distractors.indices.contains($0) ? content.distractors[$0] : ""
            }
            writer.append(
                [content.front, content.back, content.explanation] + wrong + [
                    content.category, content.tags.joined(separator: " "),
                ])
        }
        return writer.text
    }

    /// The cards as Quizlet text, front as term and back as definition, and how many separators or line breaks
    /// inside them became spaces.
    public static func quizlet(
        _ cards: [Card], separators: QuizletText.Separators = .standard
    ) -> (text: String, replaced: Int) {
        QuizletText.write(cards.map { ($0.content.front, $0.content.back) }, separators: separators)
    }

    /// `field` as typed before ``CSVWriter`` protected it from spreadsheets: a quote in front of a formula's first
    /// character is dropped.
    static func unprotected(_ field: String) -> String {
        guard field.hasPrefix("'"), let second = field.unicodeScalars.dropFirst().first,
            CSVWriter.formulaStarts.contains(second)
        else { return field }
        return String(field.dropFirst())
    }
}
