// Cardbox side of the due-queue benchmark (see bench/due_queue.py): loads the synthetic collection from
// bench/make_dataset.py into a fresh SQLite store (not timed), then times (a) opening the store and building
// today's due queue and (b) answering 1,000 due cards with Good, each answer one committed transaction.
import CardboxCore
import CardboxSQLite
import Foundation

struct Options {
    var data = ""
    var database = ""
    var answers = 1_000
    var durability = SQLiteConnection.Durability.normal
    /// A store set up earlier to copy instead of setting one up (made there when missing).
    var template = ""

    init(_ arguments: [String]) {
        var index = 0
        while index + 1 < arguments.count {
            let value = arguments[index + 1]
            switch arguments[index] {
            case "--data": data = value
            case "--db": database = value
            case "--answers": answers = Int(value) ?? answers
            case "--synchronous": durability = SQLiteConnection.Durability(rawValue: value) ?? .normal
            case "--template": template = value
            default: break
            }
            index += 2
        }
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("cardbox-bench: \(message)\n".utf8))
    exit(1)
}

func rows(_ path: String) -> [[Substring]] {
    guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst().map {
        $0.split(separator: "\t", omittingEmptySubsequences: false)
    }
}

// `cardbox-bench words …` is the dictionary benchmark instead (bench/words.py, WordsBenchmark.swift).
if CommandLine.arguments.dropFirst().first == "words" {
    runWordsBenchmark(Array(CommandLine.arguments.dropFirst(2)))
}
// `cardbox-bench optimizer …` times one FSRS-6 fit (bench/optimizer.py, OptimizerBenchmark.swift).
if CommandLine.arguments.dropFirst().first == "optimizer" {
    runOptimizerBenchmark(Array(CommandLine.arguments.dropFirst(2)))
}
let options = Options(Array(CommandLine.arguments.dropFirst()))
guard !options.data.isEmpty, !options.database.isEmpty else {
    fail("usage: cardbox-bench --data DIR --db FILE [--answers N] [--synchronous normal|full] [--template FILE]")
}
let now = Date()
let calendar = StudyCalendar(timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
let today = calendar.studyDay(at: now)
let localUser = NewUser(name: User.localUserName, timeZoneIdentifier: "UTC", createdAt: now)

// Setup, not timed: a copy of the template when there is one, else the store built from the data.
let setupStart = Date()
for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: options.database + suffix) }
let reusesTemplate = !options.template.isEmpty && FileManager.default.fileExists(atPath: options.template)
if reusesTemplate {
    do {
        try FileManager.default.copyItem(atPath: options.template, toPath: options.database)
    } catch {
        fail("cannot copy \(options.template): \(error)")
    }
} else {
    setUp()
    if !options.template.isEmpty {
        // The store is closed, so its file holds every row (the log is folded in on close).
        do {
            try FileManager.default.copyItem(atPath: options.database, toPath: options.template)
        } catch {
            fail("cannot keep the template at \(options.template): \(error)")
        }
    }
}

func setUp() {
    do {
        let store = try SQLiteStore(path: options.database)
        let user = try store.localUser(creatingWith: localUser)
        let deck = try store.insertDeck(
            NewDeck(
                ownerID: user.id, name: "Bench", options: DeckOptions(scheduler: .sm2, newCardsPerDay: 0),
                createdAt: now)
        )
        let nowMilliseconds = Int64(now.timeIntervalSince1970 * 1000)
        try store.database.write { connection in
            for row in rows(options.data + "/cards.tsv") {
                let due = Int(row[3]) ?? 0
                let interval = Int(row[4]) ?? 1
                try connection.run(
                    """
                    INSERT INTO card (id, deck_id, front, back, created_at, phase, due_day, interval_days, ease, repetitions,
                                      lapses, last_review_day, last_review_at, first_review_day)
                    VALUES ($1, $2, $3, $4, $5, 'review', $6, $7, $8, $9, $10, $11, $12, $13)
                    """,
                    [
                        Int64(row[0]) ?? 0, deck.id.rawValue, String(row[1]), String(row[2]), nowMilliseconds,
                        today.index + due, interval, Double(row[5]) ?? 2.5, Int(row[6]) ?? 0, Int(row[7]) ?? 0,
                        today.index + due - interval, nowMilliseconds - Int64(interval - due) * 86_400_000, 0,
                    ]
                )
            }
            for row in rows(options.data + "/revlogs.tsv") {
                let offset = Int64(row[1]) ?? 0
                let rating = Int(row[2]) ?? 3
                try connection.run(
                    """
                    INSERT INTO review_log (card_id, reviewed_at, study_day, mode, rating, is_correct, elapsed_ms)
                    VALUES ($1, $2, $3, 'flip', $4, $5, 0)
                    """,
                    [
                        Int64(row[0]) ?? 0, nowMilliseconds + offset,
                        today.index + Int((Double(offset) / 86_400_000).rounded(.down)), rating, rating > 1,
                    ]
                )
            }
        }
    } catch {
        fail("setup failed: \(error)")
    }
}
let setupSeconds = Date().timeIntervalSince(setupStart)

// (a) Open the store and build today's due queue.
let clock = ContinuousClock()
var store: SQLiteStore?
var due: [Card] = []
let openAndQueue = clock.measure {
    do {
        let opened = try SQLiteStore(database: SQLiteDatabase(path: options.database, durability: options.durability))
        let user = try opened.localUser(creatingWith: localUser)
        // At most 9,999 cards, the highest daily review limit Anki's deck options accept, as the peer is set up.
        due = try opened.fetchDueCards(DueQuery(owner: user.id, today: today, now: now, limit: 9_999))
        store = opened
    } catch {
        fail("opening failed: \(error)")
    }
}
guard let store, due.count >= options.answers else { fail("only \(due.count) cards are due") }

// (b) Answer due cards with Good, each persisted in its own transaction.
let scheduler = SM2Scheduler()
let answer = clock.measure {
    do {
        for card in due.prefix(options.answers) {
            let answeredAt = Date()
            let context = ReviewContext(now: answeredAt, today: today)
            let state = scheduler.nextStates(from: card.schedule, in: context).good
            _ = try store.record(
                ReviewRecord(
                    cardID: card.id, reviewedAt: answeredAt, studyDay: today, mode: .flip, rating: .good,
                    givenAnswer: nil, isCorrect: true, elapsedMilliseconds: 0, newState: state
                ),
                session: nil
            )
        }
    } catch {
        fail("answering failed: \(error)")
    }
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}
print(
    """
    {"peer":"cardbox","synchronous":"\(options.durability.rawValue)","open_and_queue_s":\(seconds(openAndQueue)),\
    "answer_1000_s":\(seconds(answer)),"due_today":\(due.count),"setup_s":\(setupSeconds)}
    """
)
