import CardboxCore
import Foundation

/// Checks every record of a backup before anything is written, so that a restore either keeps all of it or changes
/// nothing: ids are unique and every link points at a record in the file, names and card content obey the rules
/// the app enforces, and every number is in the range the store and the schedulers accept.
///
/// A refusal names the record and the field, such as `card 12, field 'schedule.box': 9 is not from 0 to 5`.
struct BackupValidation {
    let snapshot: UserSnapshot

    /// Throws ``BackupError/inconsistent(_:)`` for the first record that breaks a rule.
    func validate() throws(BackupError) {
        let deckIDs = try unique(snapshot.decks.map(\.id.rawValue), "decks")
        let cardIDs = try unique(snapshot.cards.map(\.id.rawValue), "cards")
        _ = try unique(snapshot.reviews.map(\.id.rawValue), "reviews")
        let sessionIDs = try unique(snapshot.sessions.map(\.id.rawValue), "sessions")
        var names = Set<String>()
        for deck in snapshot.decks {
            let name: String
            do { name = try Deck.validatedName(deck.name) } catch {
                throw .inconsistent("deck \(deck.id), field 'name': \(Self.clause(error))")
            }
            if !names.insert(name.lowercased()).inserted { throw .inconsistent("two decks are named '\(name)'") }
            try check(deck.options, of: "deck \(deck.id)")
        }
        for card in snapshot.cards {
            if !deckIDs.contains(card.deckID.rawValue) { throw .inconsistent("card \(card.id) names a missing deck") }
            do { _ = try card.content.validated() } catch {
                throw .inconsistent("card \(card.id), field 'content': \(Self.clause(error))")
            }
            try check(card.schedule, of: "card \(card.id)")
        }
        for review in snapshot.reviews {
            if !cardIDs.contains(review.cardID.rawValue) {
                throw .inconsistent("review \(review.id) names a missing card")
            }
            if let session = review.sessionID, !sessionIDs.contains(session.rawValue) {
                throw .inconsistent("review \(review.id), field 'sessionID': session \(session) is not in the file")
            }
            try atLeast(0, review.elapsedMilliseconds, "review \(review.id)", "elapsedMilliseconds")
        }
        for session in snapshot.sessions {
            if let deck = session.deckID, !deckIDs.contains(deck.rawValue) {
                throw .inconsistent("session \(session.id), field 'deckID': deck \(deck) is not in the file")
            }
            try atLeast(0, session.answered, "session \(session.id)", "answered")
            try atLeast(0, session.correct, "session \(session.id)", "correct")
        }
        for key in snapshot.settings.keys where key.isEmpty {
            throw .inconsistent("settings: a setting has an empty name")
        }
        try checkMedia()
        try checkNotes(cards: cardIDs)
    }

    /// Every note names a card of the file, with a GUID the store keeps, and no two cards share a note's card.
    private func checkNotes(cards: Set<Int64>) throws(BackupError) {
        var keys = Set<NoteKey>()
        for (card, note) in snapshot.notes.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let record = "the note of card \(card)"
            if !cards.contains(card.rawValue) { throw .inconsistent("\(record) names a missing card") }
            guard !note.guid.isEmpty, note.guid.count <= NoteKey.maximumGUIDLength else {
                throw .inconsistent(
                    "\(record), field 'guid': a GUID has 1 to \(NoteKey.maximumGUIDLength) characters")
            }
            try atLeast(0, note.ordinal, record, "ordinal")
            if !keys.insert(note).inserted {
                throw .inconsistent("\(record) repeats note '\(note.guid)' card \(note.ordinal) of another card")
            }
        }
    }

    /// Every file is one a card may carry, within the size limit, and its key is the SHA-256 of its content.
    private func checkMedia() throws(BackupError) {
        var keys = Set<BlobKey>()
        for (index, file) in snapshot.media.enumerated() {
            let record = "media file \(index + 1)"
            if !keys.insert(file.key).inserted { throw .inconsistent("\(record) repeats the file \(file.key)") }
            if file.bytes.count > CardMediaFormat.maximumSize {
                throw .inconsistent("\(record) is larger than \(CardMediaFormat.maximumSize / 1_048_576) MB")
            }
            guard let format = CardMediaFormat(sniffing: file.bytes) else {
                throw .inconsistent("\(record) is not an image or a sound a card can carry")
            }
            if file.mediaType != format.mediaType {
                throw .inconsistent(
                    "\(record), field 'mediaType': '\(file.mediaType)' is not what it holds (\(format.mediaType))")
            }
            var hasher = SHA256Hasher()
            hasher.update(file.bytes)
            if hasher.finishHex() != file.key.rawValue {
                throw .inconsistent("\(record), field 'sha256': it is not the SHA-256 of the file's content")
            }
        }
    }

    /// An error's sentence without its closing full stop, to go inside the refusal's own sentence.
    private static func clause(_ error: some Error) -> String {
        let text = String(describing: error)
        return text.hasSuffix(".") ? String(text.dropLast()) : text
    }

    /// The ids as a set; throws when two records of `kind` share one.
    private func unique(_ ids: [Int64], _ kind: String) throws(BackupError) -> Set<Int64> {
        var seen = Set<Int64>()
        seen.reserveCapacity(ids.count)
        for id in ids where !seen.insert(id).inserted {
            throw .inconsistent("two \(kind) share the id \(id)")
        }
        return seen
    }

    private func check(_ options: DeckOptions, of record: String) throws(BackupError) {
        try atLeast(0, options.newCardsPerDay, record, "options.newCardsPerDay")
        try atLeast(1, options.maximumInterval, record, "options.maximumInterval")
        guard options.desiredRetention > 0, options.desiredRetention < 1 else {
            throw .inconsistent(
                "\(record), field 'options.desiredRetention': \(options.desiredRetention) is not between 0 and 1")
        }
        for (field, steps) in [("learningSteps", options.learningSteps), ("relearningSteps", options.relearningSteps)]
        where steps.contains(where: { $0 <= 0 }) {
            throw .inconsistent("\(record), field 'options.\(field)': every step is a positive number of seconds")
        }
        let weights = options.fsrsWeights
        guard weights.count == FSRSParameters.defaultWeights.count, weights.allSatisfy(\.isFinite) else {
            throw .inconsistent(
                "\(record), field 'options.fsrsWeights': FSRS needs \(FSRSParameters.defaultWeights.count) "
                    + "finite numbers, not \(weights.count)")
        }
    }

    private func check(_ schedule: SchedulingState, of record: String) throws(BackupError) {
        guard (0...5).contains(schedule.box) else {
            throw .inconsistent("\(record), field 'schedule.box': \(schedule.box) is not from 0 to 5")
        }
        try atLeast(0, schedule.step, record, "schedule.step")
        try atLeast(0, schedule.intervalDays, record, "schedule.intervalDays")
        try atLeast(0, schedule.repetitions, record, "schedule.repetitions")
        try atLeast(0, schedule.lapses, record, "schedule.lapses")
        guard schedule.ease.isFinite, schedule.ease > 0 else {
            throw .inconsistent("\(record), field 'schedule.ease': \(schedule.ease) is not a positive number")
        }
        if let stability = schedule.stability, !(stability.isFinite && stability >= 0) {
            throw .inconsistent("\(record), field 'schedule.stability': \(stability) is not a number of days")
        }
        if let difficulty = schedule.difficulty, !difficulty.isFinite {
            throw .inconsistent("\(record), field 'schedule.difficulty': \(difficulty) is not a number")
        }
    }

    private func atLeast(_ minimum: Int, _ value: Int, _ record: String, _ field: String) throws(BackupError) {
        guard value >= minimum else {
            throw .inconsistent("\(record), field '\(field)': \(value) is less than \(minimum)")
        }
    }
}
