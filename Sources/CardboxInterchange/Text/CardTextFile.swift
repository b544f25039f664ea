public import CardboxCore
public import FoundationEssentials

/// Cards read from a spreadsheet (CSV, TSV, Anki's text export) or from Quizlet's text export.
///
/// Each record becomes a card; a record that cannot be one (no front, no back, a rule broken) is skipped and
/// reported with its line, and the rest are kept.
///
/// ```swift
/// let cards = try CardTextFile.read(bytes, format: .delimited(separator: nil), deck: "Spanish", at: now)
/// cards.decks.first?.cards.count
/// ```
public enum CardTextFile {
    /// How the records and fields of a file are told apart.
    public enum Format: Sendable, Equatable {
        /// Comma, semicolon, tab or pipe separated, quoted as RFC 4180 does; `nil` finds the separator.
        case delimited(separator: Unicode.Scalar?)
        /// Quizlet's export: a term, a separator, its definition; no quoting.
        case quizlet(QuizletText.Separators)
    }

    /// A record that was not made into a card.
    public struct Skipped: Sendable, Equatable, Codable {
        /// Its line in the file.
        public var line: Int
        /// Why, as a sentence.
        public var reason: String

        /// Creates the value.
        public init(line: Int, reason: String) {
            self.line = line
            self.reason = reason
        }
    }

    /// What a file holds.
    public struct Contents: Sendable, Equatable {
        /// The cards, by the deck each goes to.
        public var decks: [ImportedDeck]
        /// The records left out.
        public var skipped: [Skipped]
        /// The columns the records were read with.
        public var columns: CardColumns

        /// How many cards there are.
        public var cardCount: Int { decks.reduce(0) { $0 + $1.cards.count } }
    }

    /// The most bytes a text import reads: 50 MiB.
    public static let maximumSize = 50 * 1_048_576

    /// Reads the cards of `bytes` into `deck` (unless the file names decks of its own), made at `date`; a first row
    /// that names the columns is skipped even when `columns` says which is which.
    ///
    /// - Throws: ``TextImportError`` when the file as a whole cannot be read or holds no card.
    public static func read(
        _ bytes: [UInt8], format: Format, columns: CardColumns? = nil, deck: String, at date: Date
    ) throws(TextImportError) -> Contents {
        guard bytes.count <= maximumSize else { throw .tooLarge(limit: maximumSize) }
        let records: [DelimitedText.Record]
        var headers = AnkiTextHeaders()
        switch format {
        case .delimited(let separator):
            let text = try DelimitedText(reading: bytes, separator: separator, expectedFields: columns?.roles.count)
            records = text.records.map { record in
                DelimitedText.Record(line: record.line, fields: record.fields.map(DeckTextExport.unprotected))
            }
            headers = text.headers
        case .quizlet(let separators):
            records = try QuizletText.records(in: bytes, separators: separators)
        }
        guard let first = records.first else { throw .empty }
        // A first row that names the columns is no card, whoever says which column is which.
        let detected = CardColumns.detect(headers: headers, firstRecord: first.fields)
        let mapping = columns ?? detected.columns
        let body = detected.firstRecordIsHeader ? records.dropFirst() : records[...]
        if !mapping.roles.contains(.front) { throw .missingColumn("front") }
        if !mapping.roles.contains(.back) { throw .missingColumn("back") }
        let html = headers.isHTML == true
        let fieldText: (String) -> String = html ? { AnkiFieldText.cardText(fromHTML: $0).text } : { $0 }
        let defaultDeck = headers.deck.flatMap { $0.isEmpty ? nil : $0 } ?? deck
        var decks: [String: [ImportedCard]] = [:]
        var order: [String] = []
        var skipped: [Skipped] = []
        for record in body {
            do {
                let (content, named, guid) = try mapping.card(
                    from: record.fields, tagsForAll: headers.tags, fieldText: fieldText)
                let name = (named?.replacing("\u{1F}", with: "::")) ?? defaultDeck
                if decks[name] == nil { order.append(name) }
                decks[name, default: []].append(
                    ImportedCard(content: content, createdAt: date, note: guid.map { NoteKey(guid: $0, ordinal: 0) }))
            } catch {
                skipped.append(Skipped(line: record.line, reason: error.description))
            }
        }
        guard !decks.isEmpty else {
            if let first = skipped.first { throw .noCard(line: first.line, reason: first.reason) }
            throw .empty
        }
        return Contents(
            decks: order.map { ImportedDeck(name: $0, cards: decks[$0] ?? []) }, skipped: skipped, columns: mapping)
    }
}
