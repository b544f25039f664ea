public import CardboxCore
public import Foundation

/// Adds the cards of a file another program wrote.
///
/// The file is an Anki package, a spreadsheet (CSV, TSV, Anki's text export) or Quizlet text. The command line and
/// the web app both import through it.
///
/// ```swift
/// let outcome = try CardFileImport.run(request, store: store)
/// outcome.result.added
/// ```
public enum CardFileImport {
    /// What kind of file it is.
    public enum Format: String, Sendable, CaseIterable, Codable {
        /// An Anki package, `.apkg` or `.colpkg`.
        case anki
        /// Comma- (or semicolon-, pipe-) separated values, the separator found from the text.
        case csv
        /// Tab-separated values.
        case tsv
        /// Quizlet's export: term, separator, definition, one per row, no quoting.
        case quizlet
    }

    /// One import.
    public struct Request: Sendable {
        /// The file's bytes.
        public var bytes: [UInt8]
        /// Its name, for its kind and the deck a spreadsheet goes to.
        public var fileName: String
        /// Its kind, or `nil` to tell from its name and content.
        public var format: Format?
        /// The columns of a spreadsheet, or `nil` to find them.
        public var columns: CardColumns?
        /// The field separator of a spreadsheet, or Quizlet's term separator; `nil` for the usual one.
        public var separator: String?
        /// Quizlet's row separator; `nil` for a new line.
        public var rowSeparator: String?
        /// The deck every card goes to, or `nil` for the decks the file names (a spreadsheet without any goes to a
        /// deck named after the file).
        public var deck: String?
        /// Whether to rebuild each card's schedule from its answers with its deck's scheduler.
        public var reschedule: Bool
        /// Whose decks the cards join.
        public var owner: UserID
        /// The owner's study calendar.
        public var calendar: StudyCalendar
        /// Now.
        public var now: Date

        /// Creates a request.
        public init(
            bytes: [UInt8], fileName: String, format: Format? = nil, columns: CardColumns? = nil,
            separator: String? = nil, rowSeparator: String? = nil, deck: String? = nil, reschedule: Bool = false,
            owner: UserID, calendar: StudyCalendar, now: Date
        ) {
            self.bytes = bytes
            self.fileName = fileName
            self.format = format
            self.columns = columns
            self.separator = separator
            self.rowSeparator = rowSeparator
            self.deck = deck
            self.reschedule = reschedule
            self.owner = owner
            self.calendar = calendar
            self.now = now
        }
    }

    /// What an import did.
    public struct Outcome: Sendable, Equatable, Codable {
        /// The kind of file read.
        public var format: Format
        /// What changed in the store.
        public var result: CardImportResult
        /// The decks the cards went to, in the file's order.
        public var decks: [String]
        /// The records or cards left out, each with its reason.
        public var skipped: [String]
        /// What was kept in a changed form.
        public var warnings: [String]
    }

    /// The kind of card file `fileName` with `bytes` is, or `nil` when it is none (a document to make cards from).
    ///
    /// `.apkg`, `.colpkg`, `.csv` and `.tsv` go by their name; a `.txt` file is Quizlet text when most lines hold one
    /// tab, and Anki's text export when it starts with `#separator:` or `#html:`.
    public static func format(ofFileNamed fileName: String, bytes: [UInt8]) -> Format? {
        switch fileName.split(separator: ".").last.map({ $0.lowercased() }) {
        case "apkg", "colpkg": return .anki
        case "csv": return .csv
        case "tsv", "tab": return .tsv
        case "txt":
            let head = String(decoding: bytes.prefix(64), as: UTF8.self).lowercased()
            let text = head.hasPrefix("\u{FEFF}") ? String(head.dropFirst()) : head
            if text.hasPrefix("#separator:") || text.hasPrefix("#html:") || text.hasPrefix("#columns:") { return .tsv }
            return QuizletText.looksLikeTermList(bytes) ? .quizlet : nil
        default: return nil
        }
    }

    /// Reads the request's file and adds its cards; `progress` hears how many cards an Anki package has once it is
    /// open, and again once they are stored.
    ///
    /// - Throws: ``AnkiPackageError`` or ``TextImportError`` for a file that cannot be read, ``CardFileImportError``
    ///   for a file of no known kind or bad separators, and the store's errors; nothing is written then.
    public static func run(
        _ request: Request, store: any CardImportStore, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
    ) throws -> Outcome {
        guard let format = request.format ?? format(ofFileNamed: request.fileName, bytes: request.bytes) else {
            throw CardFileImportError.unknownFormat(request.fileName)
        }
        guard format != .anki else { return try importPackage(request, store: store, progress: progress) }
        let textFormat: CardTextFile.Format
        if format == .quizlet {
            textFormat = .quizlet(
                QuizletText.Separators(term: request.separator ?? "\t", row: request.rowSeparator ?? "\n"))
        } else {
            textFormat = .delimited(separator: try fieldSeparator(request.separator, format: format))
        }
        let contents = try CardTextFile.read(
            request.bytes, format: textFormat, columns: request.columns,
            deck: deckName(forFileNamed: request.fileName), at: request.now)
        var adapt = PartAdaptation(request)
        let batch = adapt(CardImport(decks: contents.decks))
        let result = try store.importCards(
            batch, owner: request.owner, at: request.now, today: request.calendar.studyDay(at: request.now))
        return Outcome(
            format: format, result: result, decks: batch.decks.map(\.name),
            skipped: contents.skipped.map { "Line \($0.line): \($0.reason)" }, warnings: [])
    }

    /// How many cards of a package one part carries from the thread reading it to the store; the first part
    /// carries fewer, so that storing starts sooner.
    static let packagePartSize = 1_000
    static let firstPackagePartSize = 100

    /// Imports an Anki package: one thread reads it and hands its cards over in parts while this one stores them,
    /// all in the store's one transaction.
    private static func importPackage(
        _ request: Request, store: any CardImportStore, progress: (_ done: Int, _ total: Int) -> Void
    ) throws -> Outcome {
        let pipe = PartPipe<(part: CardImport, done: Int, total: Int)>(capacity: 2)
        // Field text is parsed by recursion; a secondary thread's default stack is small.
        let reading = BackgroundRead(stackSize: 16 << 20) {
            do {
                let summary = try AnkiPackage.read(
                    request.bytes, calendar: request.calendar, now: request.now, partSize: packagePartSize,
                    firstPartSize: firstPackagePartSize
                ) { part, done, total in
                    guard pipe.put((part, done, total)) else { throw CancellationError() }
                }
                pipe.finish()
                return summary
            } catch {
                pipe.finish(failure: error)
                throw error
            }
        }
        // However storing ends, the reader stops and is waited for before the package's bytes go.
        defer {
            pipe.close()
            _ = try? reading.value()
        }
        // The first part is empty: it tells how many cards there are once the package is open, and a package that
        // cannot be read fails here, before the store is written. Progress is told outside the store's transaction
        // only, since whoever listens may write to the store (a job's progress).
        let total = try pipe.take()?.total ?? 0
        progress(0, total)
        var adapt = PartAdaptation(request)
        let result = try store.importCards(
            from: { try pipe.take().map { adapt($0.part) } }, owner: request.owner, at: request.now,
            today: request.calendar.studyDay(at: request.now))
        let summary = try reading.value()
        progress(total, total)
        return Outcome(
            format: .anki, result: result, decks: request.deck.map { [$0] } ?? summary.decks,
            skipped: summary.skipped, warnings: summary.warnings)
    }

    /// What a request changes in the cards a file gives before they are stored: one deck for all, schedules rebuilt
    /// from the answers.
    private struct PartAdaptation {
        let deck: String?
        let calendar: StudyCalendar?
        /// The options of the file's first deck, which the one deck takes.
        private var options: DeckOptions?

        init(_ request: Request) {
            deck = request.deck
            calendar = request.reschedule ? request.calendar : nil
        }

        mutating func callAsFunction(_ part: CardImport) -> CardImport {
            var part = part
            if let deck {
                if options == nil { options = part.decks.first?.options }
                part.decks = [
                    ImportedDeck(name: deck, options: options ?? DeckOptions(), cards: part.decks.flatMap(\.cards))
                ]
            }
            if let calendar { part = part.rebuildingSchedules(calendar: calendar) }
            return part
        }
    }

    /// The first rows and the columns of the spreadsheet `fileName` with `bytes`, as ``run(_:store:progress:)`` would
    /// read them with `separator`; `nil` for a file that is no spreadsheet (a package, Quizlet text, a document).
    ///
    /// - Throws: ``CardFileImportError/badSeparator(_:)`` and the ``TextImportError`` of a file that cannot be read.
    public static func preview(bytes: [UInt8], fileName: String, separator: String?) throws -> CardFilePreview? {
        let format = format(ofFileNamed: fileName, bytes: bytes)
        guard format == .csv || format == .tsv else { return nil }
        return try CardFilePreview(bytes: bytes, separator: try fieldSeparator(separator, format: format))
    }

    /// The field separator of a spreadsheet in `format`: the one the user typed, a tab for TSV, or `nil` to find it
    /// from the text.
    private static func fieldSeparator(_ typed: String?, format: Format?) throws(CardFileImportError) -> Unicode.Scalar?
    {
        try typed.map(Self.separator) ?? (format == .tsv ? "\t" : nil)
    }

    /// The deck a spreadsheet's cards go to when neither it nor the user names one: the file's name without its
    /// extension.
    public static func deckName(forFileNamed fileName: String) -> String {
        // The rule a document import names its deck by.
        DocumentInput(name: fileName, bytes: .memory(Data())).baseName
    }

    /// The separator a user typed: one character, or a name (`tab`, `comma`, `semicolon`, `pipe`).
    static func separator(_ text: String) throws(CardFileImportError) -> Unicode.Scalar {
        switch text.lowercased() {
        case "tab", "\\t": return "\t"
        case "comma": return ","
        case "semicolon": return ";"
        case "pipe": return "|"
        default:
            guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first, scalar != "\"",
                scalar != "\n", scalar != "\r"
            else { throw .badSeparator(text) }
            return scalar
        }
    }
}

/// Why a card file was not read.
public enum CardFileImportError: Error, Equatable, CustomStringConvertible {
    /// The file is of no kind the card import reads.
    case unknownFormat(String)
    /// A separator is not one character.
    case badSeparator(String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .unknownFormat(let name):
            "\(name) is not an Anki package (.apkg, .colpkg), a spreadsheet (.csv, .tsv) or Quizlet text (.txt)."
        case .badSeparator(let text):
            "The separator '\(text)' must be one character (not a quote or line break), or tab, comma, semicolon or pipe."
        }
    }
}
