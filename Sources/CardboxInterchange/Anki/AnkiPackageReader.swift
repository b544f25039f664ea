import CardboxCompression
import CardboxCore
import Foundation

/// Turns one package's collection into cards: renders each card, collects its media and carries its schedule.
struct PackageReader {
    let collection: AnkiCollection
    let archive: ZipArchive
    /// Media file names by zip entry name.
    let mediaNames: [String: String]
    let calendar: StudyCalendar
    let now: Date
    let options: DeckOptions

    /// Zip entry names by media file name.
    private var entriesByName: [String: String] = [:]
    /// Media read so far, by file name; `nil` for a file that is missing or of a kind cards cannot show.
    private var media: [String: MediaFile?] = [:]
    private var filesByKey: [BlobKey: MediaFile] = [:]
    private var usedMedia: [BlobKey: MediaFile] = [:]
    private var warnings: [String] = []
    private var skipped: [String] = []
    /// One context for every zstd-compressed media file, made for the first.
    private var decompressor: ZstdDecompressor?
    /// Each note type's templates, parsed once: question and answer side by template index.
    private var parsedTemplates: [Int64: [(question: AnkiTemplate, answer: AnkiTemplate)]] = [:]

    init(
        collection: AnkiCollection, archive: ZipArchive, mediaNames: [String: String], calendar: StudyCalendar,
        now: Date, options: DeckOptions
    ) {
        self.collection = collection
        self.archive = archive
        self.mediaNames = mediaNames
        self.calendar = calendar
        self.now = now
        self.options = options
        for (entry, name) in mediaNames { entriesByName[name] = entry }
    }

    /// Reads every card, handing them to `deliver` in parts of about `partSize` cards (grouped by deck, with the
    /// media first used by them; the first of about `firstPartSize`) after an empty first part, each with how many of
    /// the collection's cards have been read.
    ///
    /// - Throws: ``AnkiPackageError`` for a package that cannot be read or holds no card that can, and what
    ///   `deliver` throws, after which no further part is read.
    mutating func read(
        partSize: Int, firstPartSize: Int, deliver: (_ part: CardImport, _ done: Int, _ total: Int) throws -> Void
    ) throws -> AnkiPackage.Summary {
        for name in mediaNames.values where name.contains("/") || name.contains("\\") || name == ".." || name.isEmpty {
            throw AnkiPackageError.unsafeMediaName(name)
        }
        if collection.notes.count == 1, let only = collection.notes.values.first,
            only.fields.joined().localizedCaseInsensitiveContains("please update to the latest anki version")
        {
            throw AnkiPackageError.placeholderCollection
        }
        let ordered = collection.cards.sorted {
            ($0.type == 0 ? $0.due : -1, $0.note, $0.ordinal) < ($1.type == 0 ? $1.due : -1, $1.note, $1.ordinal)
        }
        let (deckOptions, schedules) = decks(of: ordered)
        var problemNotes: Set<Int64> = []
        var part: [String: [ImportedCard]] = [:]
        var partOrder: [String] = []
        var partMedia: [MediaFile] = []
        var partCount = 0
        var deckOrder: [String] = []
        var decksMet: Set<String> = []
        var handedOver = false
        func handOver(done: Int) throws {
            let decks = partOrder.map {
                ImportedDeck(name: $0, options: deckOptions[$0] ?? options, cards: part[$0] ?? [])
            }
            try deliver(CardImport(decks: decks, media: partMedia), done, ordered.count)
            (part, partOrder, partMedia, partCount) = ([:], [], [], 0)
            handedOver = true
        }
        // An empty part first, so that whoever reports progress learns how many cards there are.
        try deliver(CardImport(decks: []), 0, ordered.count)
        // The answers of each run of `partSize` cards are read in one go, as the run is reached.
        var answers: [Int64: [AnkiReview]] = [:]
        for (index, card) in ordered.enumerated() {
            if index % max(partSize, 1) == 0 {
                answers = try collection.reviews(
                    ofCards: ordered[index..<min(index + max(partSize, 1), ordered.count)].map(\.id))
            }
            guard let note = collection.notes[card.note], let notetype = collection.notetypes[note.notetype] else {
                skipped.append("Card \(card.id) belongs to no note or note type in the collection.")
                continue
            }
            let deckName = deckName(of: card)
            guard let schedule = schedules[deckName] else { continue }
            do {
                var content = try render(card, note: note, notetype: notetype, deck: deckName, problems: &problemNotes)
                content.tags = note.tags
                let validated = try content.validated()
                let reviews = schedule.reviews(answers[card.id] ?? [])
                let (state, setAside) = schedule.state(of: card, reviews: reviews)
                if part[deckName] == nil { partOrder.append(deckName) }
                if decksMet.insert(deckName).inserted { deckOrder.append(deckName) }
                part[deckName, default: []].append(
                    ImportedCard(
                        content: validated, createdAt: Date(timeIntervalSince1970: Double(note.id) / 1_000),
                        schedule: state, setAside: setAside, reviews: reviews,
                        note: noteKey(of: note, card: card, notetype: notetype)))
                partCount += 1
                for reference in validated.mediaReferences where usedMedia[reference.key] == nil {
                    guard let file = filesByKey[reference.key] else { continue }
                    usedMedia[reference.key] = file
                    partMedia.append(file)
                }
            } catch let error as CardError {
                skipped.append("\(notetype.name) note \(note.id), card \(card.ordinal + 1): \(error.description)")
            } catch {
                skipped.append("\(notetype.name) note \(note.id), card \(card.ordinal + 1): \(error)")
            }
            if partCount >= (handedOver ? partSize : firstPartSize) { try handOver(done: index + 1) }
        }
        guard !deckOrder.isEmpty else {
            if let first = skipped.first { throw AnkiPackageError.notAPackage("no card could be read; \(first)") }
            throw AnkiPackageError.empty
        }
        if partCount > 0 { try handOver(done: ordered.count) }
        return AnkiPackage.Summary(
            decks: deckOrder, notes: collection.notes.count, skipped: skipped, warnings: warnings)
    }

    /// The deck a card goes to: the one it came from when Anki moved it to a filtered deck.
    private func deckName(of card: AnkiCard) -> String {
        collection.decks[card.originalDeck != 0 ? card.originalDeck : card.deck] ?? "Default"
    }

    /// The options and schedule reading of each deck the cards go to.
    ///
    /// A deck Anki scheduled with SM-2 keeps SM-2, so its intervals go on as they were: one with reviewed cards
    /// and no memory state.
    private func decks(of cards: [AnkiCard]) -> (options: [String: DeckOptions], schedules: [String: AnkiSchedule]) {
        let today = calendar.studyDay(at: now)
        var deckOptions: [String: DeckOptions] = [:]
        var schedules: [String: AnkiSchedule] = [:]
        var memoryDecks: Set<String> = []
        var reviewedDecks: Set<String> = []
        for card in cards {
            guard let note = collection.notes[card.note], collection.notetypes[note.notetype] != nil else { continue }
            let home = card.originalDeck != 0 ? card.originalDeck : card.deck
            let name = deckName(of: card)
            if deckOptions[name] == nil {
                let own = options(ofDeck: home)
                deckOptions[name] = own
                schedules[name] = AnkiSchedule(
                    calendar: calendar, collectionCreation: collection.creation, today: today,
                    learningSteps: own.learningSteps.count)
            }
            if AnkiSchedule.hasMemory(card.data) { memoryDecks.insert(name) }
            if card.type != 0 { reviewedDecks.insert(name) }
        }
        for name in reviewedDecks where !memoryDecks.contains(name) { deckOptions[name]?.scheduler = .sm2 }
        return (deckOptions, schedules)
    }

    /// The options a deck made for Anki deck `id` gets: the import's, with the deck's option group applied.
    private func options(ofDeck id: Int64) -> DeckOptions {
        let settings = collection.deckSettings[id]
        guard let config = collection.deckConfigs[settings?.config ?? 1] ?? collection.deckConfigs[1] else {
            return options
        }
        return config.applied(to: options, desiredRetention: settings?.desiredRetention)
    }

    /// The card's content: its question and answer rendered and converted to card text.
    private mutating func render(
        _ card: AnkiCard, note: AnkiNote, notetype: AnkiNotetype, deck: String, problems: inout Set<Int64>
    ) throws -> CardContent {
        var fields: [String: String] = [:]
        for (index, name) in notetype.fields.enumerated() {
            fields[name] = index < note.fields.count ? note.fields[index] : ""
        }
        let ownNames = [AnkiPackageWriter.basicNotetypeName, AnkiPackageWriter.typedNotetypeName]
        if ownNames.contains(notetype.name) && notetype.fields == AnkiPackageWriter.basicFields {
            // A note Cardbox wrote: its fields are the card's.
            let values = AnkiPackageWriter.basicFields.map { fields[$0] ?? "" }
            return CardContent(
                front: text(values[0]), back: text(values[1]), explanation: text(values[2]),
                distractors: AnkiFieldText.plainText(fromHTML: values[3]).components(separatedBy: " | ")
                    .map(\.trimmed).filter { !$0.isEmpty },
                category: AnkiFieldText.plainText(fromHTML: values[4]).trimmed,
                answerIsTyped: notetype.name == AnkiPackageWriter.typedNotetypeName)
        }
        if notetype.name == AnkiPackageWriter.clozeNotetypeName && notetype.fields == AnkiPackageWriter.clozeFields {
            // A blank card Cardbox wrote: its one deletion is the blank again, put in after the text is converted so
            // that it is not escaped.
            let source = fields[AnkiPackageWriter.clozeFields[0]] ?? ""
            let marker = "\u{E000}"
            let question = text(AnkiCloze.render(source, number: 1, isAnswer: false, placeholder: marker))
            return CardContent(
                front: question.replacing(marker, with: AnkiPackageWriter.blank),
                back: AnkiCloze.answers(in: source, number: 1).map { text($0) }.joined(separator: ", "),
                explanation: text(fields[AnkiPackageWriter.clozeFields[1]] ?? ""))
        }
        let templateIndex = notetype.isCloze ? 0 : card.ordinal
        guard notetype.templates.indices.contains(templateIndex) else {
            throw InterchangeFailure("its note type has no template \(templateIndex + 1)")
        }
        let template = notetype.templates[templateIndex]
        if parsedTemplates[note.notetype] == nil {
            parsedTemplates[note.notetype] = notetype.templates.map {
                (AnkiTemplate($0.question), AnkiTemplate($0.answer))
            }
        }
        let (question, answer) =
            parsedTemplates[note.notetype]?[templateIndex]
            ?? (AnkiTemplate(template.question), AnkiTemplate(template.answer))
        if !(question.problems + answer.problems).isEmpty, !problems.contains(note.notetype) {
            problems.insert(note.notetype)
            warnings.append(
                "The template \"\(template.name)\" of \(notetype.name) is malformed and was read as far as it goes: "
                    + (question.problems + answer.problems).joined(separator: " "))
        }
        let special = [
            "Tags": note.tags.joined(separator: " "), "Deck": deck,
            "Subdeck": deck.components(separatedBy: "::").last ?? deck, "Card": template.name, "Type": notetype.name,
        ]
        let cloze = notetype.isCloze ? card.ordinal + 1 : nil
        if cloze != nil, notetype.fields.contains(where: { fields[$0]?.contains("::image-occlusion:") == true }) {
            throw InterchangeFailure(
                "it is an image occlusion card (shapes drawn over an image hide its parts), which Cardbox cannot show")
        }
        var context = AnkiTemplate.Context(fields: fields, cloze: cloze, special: special)
        guard question.showsAField(context) else {
            throw InterchangeFailure(
                cloze.map { "its text has no whole cloze deletion c\($0)" } ?? "its question is empty")
        }
        let front = question.render(context)
        context.frontSide = front.html
        context.isAnswer = true
        let back = answer.render(context)
        // `{{type:…}}` on the question: Anki asks for the answer typed.
        var content = CardContent(front: text(front.html), back: "", answerIsTyped: !front.typedFields.isEmpty)
        let answerSide = text(Self.droppingQuestion(from: back.html, question: front.html))
        if let cloze {
            let sources = notetype.fields.compactMap { fields[$0] }.filter { AnkiCloze.numbers(in: $0).contains(cloze) }
            if sources.contains(where: AnkiCloze.hasUnclosedMarker) {
                warnings.append("Note \(note.id) has a cloze marker that never closes; it was kept as text.")
            }
            let answers = sources.flatMap { AnkiCloze.answers(in: $0, number: cloze) }
            content.back = answers.map { text($0) }.joined(separator: ", ")
            content.explanation = answerSide
        } else {
            content.back = answerSide
        }
        let hints = (front.hints + back.hints).map { text($0) }.filter { !$0.isEmpty }
        if !hints.isEmpty {
            let hintText = hints.map { "Hint: \($0)" }.joined(separator: "\n")
            content.explanation = content.explanation.isEmpty ? hintText : content.explanation + "\n\n" + hintText
        }
        if content.back.trimmed.isEmpty, let typed = front.typedFields.first, let value = fields[typed] {
            content.back = text(value)
        }
        return content
    }

    /// Where the first occurrence of `marker`, ASCII compared without regard to case, ends in `text`'s UTF-8.
    private static func endOfASCIIIgnoringCase(_ marker: String, in text: String) -> String.Index? {
        let pattern = Array(marker.utf8).map { $0 | 0x20 }
        let utf8 = text.utf8
        var start = utf8.startIndex
        while let candidate = utf8[start...].firstIndex(where: { $0 | 0x20 == pattern[0] }) {
            var index = candidate
            var matched = 0
            while matched < pattern.count, index < utf8.endIndex, utf8[index] | 0x20 == pattern[matched] {
                matched += 1
                index = utf8.index(after: index)
            }
            if matched == pattern.count { return index }
            start = utf8.index(after: candidate)
        }
        return nil
    }

    /// The answer side without the question it repeats: what follows `<hr id=answer>`, or the answer whole.
    static func droppingQuestion(from answer: String, question: String) -> String {
        guard answer.containsBytes(of: "<hr") || answer.containsBytes(of: "<HR") else {
            if !question.isEmpty, answer.hasPrefix(question) { return String(answer.dropFirst(question.count)) }
            return answer
        }
        for marker in ["<hr id=answer>", "<hr id=\"answer\">", "<hr id='answer'>"] {
            if let end = Self.endOfASCIIIgnoringCase(marker, in: answer) {
                return String(answer.utf8[end...]) ?? answer
            }
        }
        if !question.isEmpty, answer.hasPrefix(question) { return String(answer.dropFirst(question.count)) }
        return answer
    }

    /// Field HTML as card text, each image and sound it names placed as the card's media when the package holds it.
    private mutating func text(_ html: String) -> String {
        var names: [String] = []
        let converted = AnkiFieldText.cardText(fromHTML: html) { name in
            names.append(name)
            return nil
        }
        guard !names.isEmpty else { return converted.text }
        var references: [String: String] = [:]
        for name in Set(names) {
            if let file = mediaFile(named: name), let format = CardMediaFormat(sniffing: file.bytes) {
                references[name] =
                    CardMediaReference(
                        key: file.key, format: format, label: AnkiFieldHTML.label(ofMediaNamed: name, format: format)
                    ).markdown
            }
        }
        return AnkiFieldText.cardText(fromHTML: html) { references[$0] }.text
    }

    /// The media file of `name`, read from the package once.
    private mutating func mediaFile(named name: String) -> MediaFile? {
        if let known = media[name] { return known }
        var file: MediaFile?
        defer { media[name] = file }
        guard let entry = entriesByName[name] else {
            warnings.append("The media file \"\(name)\" is not in the package; its name was kept as text.")
            return nil
        }
        do {
            var bytes = try archive.read(entry, limit: CardMediaFormat.maximumSize + 1024)
            if Zstd.isCompressed(bytes) {
                let decompressor = try self.decompressor ?? ZstdDecompressor()
                self.decompressor = decompressor
                bytes = try decompressor.decompress(bytes, limit: CardMediaFormat.maximumSize)
            }
            guard bytes.count <= CardMediaFormat.maximumSize else {
                warnings.append("The media file \"\(name)\" is larger than 10 MiB; its name was kept as text.")
                return nil
            }
            guard let format = CardMediaFormat(sniffing: bytes) else {
                warnings.append("\"\(name)\" is no image or sound a card can show; its name was kept as text.")
                return nil
            }
            let read = MediaFile(
                key: BlobKey(rawValue: SHA256.hex(of: bytes)), mediaType: format.mediaType, bytes: bytes)
            filesByKey[read.key] = read
            file = read
        } catch {
            warnings.append("The media file \"\(name)\" cannot be read (\(error)); its name was kept as text.")
        }
        return file
    }
}

extension PackageReader {
    /// The note a card came from: a note Cardbox wrote names, in its GUID, the note its card was imported from.
    func noteKey(of note: AnkiNote, card: AnkiCard, notetype: AnkiNotetype) -> NoteKey {
        let own = [
            AnkiPackageWriter.basicNotetypeName, AnkiPackageWriter.typedNotetypeName,
            AnkiPackageWriter.clozeNotetypeName,
        ]
        if own.contains(notetype.name) { return AnkiPackageWriter.noteKey(ofGUID: note.guid) }
        return NoteKey(guid: note.guid, ordinal: card.ordinal)
    }
}

/// A reason one card of a package could not be read.
struct InterchangeFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
