import CardboxTestSupport
import Foundation
import Testing

/// Every way `cardbox restore` refuses a backup that contradicts itself or the app's rules: the message names the
/// record and the field, the data is exactly as before, and no `before-restore` file is left behind.
@Suite(.timeLimit(.minutes(10))) struct RestoreRefusalTests {
    /// One way to break a valid backup, and the refusal it must get.
    enum Refusal: String, CaseIterable, Sendable {
        case negativeVersion, futureVersion
        case duplicateDeckID, duplicateCardID, duplicateReviewID, duplicateSessionID
        case emptyDeckName, duplicateDeckName, shortFSRSWeights, retentionAboveOne
        case emptyFront, distractorIsTheAnswer, boxOutOfRange, negativeInterval, cardNamingAMissingDeck
        case reviewNamingAMissingCard, reviewNamingAMissingSession, negativeElapsedTime
        case sessionNamingAMissingDeck, negativeAnswered

        /// Breaks `backup` and returns what `restore` must write on standard error.
        func apply(to backup: inout Backup) -> String {
            let inconsistent = "Error: The backup is inconsistent: "
            let deck = backup.spanishDeckID
            let card = backup.id(of: "cards", 0)
            let review = backup.id(of: "reviews", 0)
            let session = backup.id(of: "sessions", 0)
            switch self {
            case .negativeVersion:
                backup.json["version"] = -1
                return "Error: The backup file is malformed: the field 'version' is -1, not a version number (0 or "
                    + "more).\n"
            case .futureVersion:
                backup.json["version"] = 3
                return "Error: The backup has schema version 3, but this Cardbox reads versions up to 2. Upgrade "
                    + "Cardbox to restore it.\n"
            case .duplicateDeckID:
                let first = backup.id(of: "decks", 0)
                backup.edit("decks", 1) { $0["id"] = first }
                return inconsistent + "two decks share the id \(first).\n"
            case .duplicateCardID:
                backup.edit("cards", 1) { $0["id"] = card }
                return inconsistent + "two cards share the id \(card).\n"
            case .duplicateReviewID:
                backup.append("reviews", copying: 0)
                return inconsistent + "two reviews share the id \(review).\n"
            case .duplicateSessionID:
                backup.append("sessions", copying: 0)
                return inconsistent + "two sessions share the id \(session).\n"
            case .emptyDeckName:
                backup.editDeck(deck) { $0["name"] = " \u{200B} " }
                return inconsistent + "deck \(deck), field 'name': A deck needs a name.\n"
            case .duplicateDeckName:
                let other = backup.id(of: "decks", 0) == deck ? 1 : 0
                backup.edit("decks", other) { $0["name"] = "SPANISH" }
                return inconsistent + "two decks are named '\(other == 0 ? "Spanish" : "SPANISH")'.\n"
            case .shortFSRSWeights:
                backup.editDeck(deck) { deck in
                    var options = deck["options"] as? [String: Any] ?? [:]
                    options["fsrsWeights"] = [0.5, 1.5]
                    deck["options"] = options
                }
                return inconsistent + "deck \(deck), field 'options.fsrsWeights': FSRS needs 21 finite numbers, "
                    + "not 2.\n"
            case .retentionAboveOne:
                backup.editDeck(deck) { deck in
                    var options = deck["options"] as? [String: Any] ?? [:]
                    options["desiredRetention"] = 1.5
                    deck["options"] = options
                }
                return inconsistent + "deck \(deck), field 'options.desiredRetention': 1.5 is not between 0 and 1.\n"
            case .emptyFront:
                backup.editContent(0) { $0["front"] = "   " }
                return inconsistent + "card \(card), field 'content': The card's front is empty.\n"
            case .distractorIsTheAnswer:
                backup.editContent(0) { content in
                    content["distractors"] = ["one", "two", content["back"] as? String ?? ""]
                }
                return inconsistent + "card \(card), field 'content': A distractor is the same as the answer.\n"
            case .boxOutOfRange:
                backup.editSchedule(0) { $0["box"] = 999 }
                return inconsistent + "card \(card), field 'schedule.box': 999 is not from 0 to 5.\n"
            case .negativeInterval:
                backup.editSchedule(0) { $0["intervalDays"] = -3 }
                return inconsistent + "card \(card), field 'schedule.intervalDays': -3 is less than 0.\n"
            case .cardNamingAMissingDeck:
                backup.edit("cards", 0) { $0["deckID"] = 9999 }
                return inconsistent + "card \(card) names a missing deck.\n"
            case .reviewNamingAMissingCard:
                backup.edit("reviews", 0) { $0["cardID"] = 99_999 }
                return inconsistent + "review \(review) names a missing card.\n"
            case .reviewNamingAMissingSession:
                backup.edit("reviews", 0) { $0["sessionID"] = 9999 }
                return inconsistent + "review \(review), field 'sessionID': session 9999 is not in the file.\n"
            case .negativeElapsedTime:
                backup.edit("reviews", 0) { $0["elapsedMilliseconds"] = -1 }
                return inconsistent + "review \(review), field 'elapsedMilliseconds': -1 is less than 0.\n"
            case .sessionNamingAMissingDeck:
                backup.edit("sessions", 0) { $0["deckID"] = 9999 }
                return inconsistent + "session \(session), field 'deckID': deck 9999 is not in the file.\n"
            case .negativeAnswered:
                backup.edit("sessions", 0) { $0["answered"] = -2 }
                return inconsistent + "session \(session), field 'answered': -2 is less than 0.\n"
            }
        }
    }

    /// A backup file as JSON objects, with the edits the refusals make.
    struct Backup {
        var json: [String: Any]

        func records(_ key: String) -> [[String: Any]] { json[key] as? [[String: Any]] ?? [] }

        func id(of key: String, _ index: Int) -> Int { records(key)[index]["id"] as? Int ?? -1 }

        var spanishDeckID: Int { records("decks").first { $0["name"] as? String == "Spanish" }?["id"] as? Int ?? -1 }

        mutating func edit(_ key: String, _ index: Int, _ change: (inout [String: Any]) -> Void) {
            var all = records(key)
            change(&all[index])
            json[key] = all
        }

        mutating func append(_ key: String, copying index: Int) {
            json[key] = records(key) + [records(key)[index]]
        }

        mutating func editDeck(_ id: Int, _ change: (inout [String: Any]) -> Void) {
            guard let index = records("decks").firstIndex(where: { $0["id"] as? Int == id }) else { return }
            edit("decks", index, change)
        }

        mutating func editContent(_ index: Int, _ change: (inout [String: Any]) -> Void) {
            edit("cards", index) { card in
                var content = card["content"] as? [String: Any] ?? [:]
                change(&content)
                card["content"] = content
            }
        }

        mutating func editSchedule(_ index: Int, _ change: (inout [String: Any]) -> Void) {
            edit("cards", index) { card in
                var schedule = card["schedule"] as? [String: Any] ?? [:]
                change(&schedule)
                card["schedule"] = schedule
            }
        }
    }

    @Test(arguments: Refusal.allCases)
    func aBrokenBackupIsRefusedAndNothingChanges(_ refusal: Refusal) throws {
        let cardbox = try CardboxProcess()
        _ = try cardbox.run(["deck", "new", "Spanish"])
        _ = try cardbox.run(["card", "add", "--deck", "Spanish", "-f", "hola", "-b", "hello"])
        _ = try cardbox.run(["study", "Spanish"], input: " 3")
        let original = cardbox.home.file("original.json")
        #expect(try cardbox.run(["backup", original]).status == 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: original))
        var backup = Backup(json: try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]))
        #expect(!backup.records("reviews").isEmpty && !backup.records("sessions").isEmpty)
        let message = refusal.apply(to: &backup)
        let broken = cardbox.home.file("broken.json")
        try JSONSerialization.data(withJSONObject: backup.json).write(to: URL(fileURLWithPath: broken))

        let result = try cardbox.run(["restore", broken])
        #expect(result.status == 65)
        #expect(result.stderr == message)
        let after = cardbox.home.file("after.json")
        #expect(try cardbox.run(["backup", after]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: after)) == data)
        let files = try FileManager.default.contentsOfDirectory(atPath: cardbox.home.path)
        #expect(!files.contains { $0.hasPrefix("before-restore") }, "\(files)")
    }
}
