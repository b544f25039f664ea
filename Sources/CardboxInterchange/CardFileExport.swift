public import CardboxCore
public import Foundation

/// Writes a deck, with its subdecks (`Deck::Part`), as a file other programs read.
///
/// The file is an Anki package, a CSV spreadsheet or Quizlet text. The command line and the web app both export
/// through it.
public enum CardFileExport {
    /// The kinds of file a deck is exported as.
    public enum Format: String, Sendable, CaseIterable {
        /// An Anki package, `.apkg`.
        case apkg
        /// A CSV spreadsheet with a header row.
        case csv
        /// Quizlet text: term, tab, definition, one per line.
        case quizlet

        /// The file extension a file of this kind has.
        public var fileExtension: String {
            switch self {
            case .apkg: "apkg"
            case .csv: "csv"
            case .quizlet: "txt"
            }
        }

        /// The media type it is sent with.
        public var mediaType: String {
            switch self {
            case .apkg: "application/octet-stream"
            case .csv: "text/csv; charset=utf-8"
            case .quizlet: "text/plain; charset=utf-8"
            }
        }

        /// The kind a file name's extension stands for.
        public init?(fileName: String) {
            switch fileName.split(separator: ".").last?.lowercased() {
            case "apkg": self = .apkg
            case "csv": self = .csv
            case "txt": self = .quizlet
            default: return nil
            }
        }
    }

    /// What an export wrote.
    public struct Exported: Sendable {
        /// The file's bytes.
        public var bytes: [UInt8]
        /// How many cards it holds.
        public var cards: Int
        /// How many decks it holds.
        public var decks: Int
        /// What the format could not keep, as sentences.
        public var notes: [String]
    }

    /// `deck` and its subdecks as `format`, for `owner`; an Anki package in `layout`.
    public static func run(
        _ deck: Deck, format: Format, layout: AnkiPackageWriter.Layout = .legacy, store: any StudyStore,
        calendar: StudyCalendar, now: Date
    ) throws -> Exported {
        let prefix = deck.name.lowercased() + "::"
        let decks =
            [deck]
            + (try store.fetchDecks(owner: deck.ownerID)).filter { $0.name.lowercased().hasPrefix(prefix) }
            .sorted { $0.name < $1.name }
        // A package also carries every deck's answers, most of what it reads: another thread reads them meanwhile.
        let answers = format == .apkg ? BackgroundRead { try decks.map { try store.fetchReviews(deck: $0.id) } } : nil
        defer { _ = try? answers?.value() }
        let cardsByDeck = try decks.map { try store.fetchCards(deck: $0.id) }
        let cards = cardsByDeck.flatMap(\.self)
        switch format {
        case .csv:
            return Exported(
                bytes: Array(DeckTextExport.csv(cards).utf8), cards: cards.count, decks: decks.count, notes: [])
        case .quizlet:
            let (text, replaced) = DeckTextExport.quizlet(cards)
            let notes =
                replaced > 0
                ? ["\(replaced) tabs or line breaks inside a card became spaces: Quizlet text cannot hold them."] : []
            return Exported(bytes: Array(text.utf8), cards: cards.count, decks: decks.count, notes: notes)
        case .apkg:
            let today = calendar.studyDay(at: now)
            var contents: [AnkiPackageWriter.DeckContents] = []
            for (deck, deckCards) in zip(decks, cardsByDeck) {
                contents.append(
                    AnkiPackageWriter.DeckContents(
                        deck: deck, cards: deckCards, setAside: try store.fetchSetAside(deck: deck.id, today: today),
                        reviews: [], notes: try store.fetchNoteKeys(deck: deck.id)))
            }
            // The files the cards show are read on another thread while the notes are made.
            let media = BackgroundRead {
                let references = Set(cards.flatMap(\.content.mediaReferences))
                var files: [MediaFile] = []
                for key in Set(references.map(\.key)).sorted(by: { $0.rawValue < $1.rawValue }) {
                    guard let blob = try store.findMedia(key, viewer: deck.ownerID) else { continue }
                    let bytes = try BlobSource(store: store, blob: blob).data()
                    files.append(MediaFile(key: key, mediaType: blob.mediaType, bytes: Array(bytes)))
                }
                return AnkiPackageWriter.PackageMedia(references: references, files: files)
            }
            defer { _ = try? media.value() }
            let package = try AnkiPackageWriter.write(
                contents, answers: answers ?? BackgroundRead(value: []), media: media, calendar: calendar, now: now,
                layout: layout)
            return Exported(bytes: package, cards: cards.count, decks: decks.count, notes: [])
        }
    }
}
