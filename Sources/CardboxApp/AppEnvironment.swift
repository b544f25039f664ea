import CardboxCLI
import CardboxCore
import CardboxDocuments
import CardboxGeneration
import CardboxIngest
import CardboxLexicon
import CardboxPostgres
import CardboxSQLite
import CardboxWords
import Foundation

/// Everything the front ends share, built once from the configuration.
///
/// It holds the store, the local user, the clock and calendar, the dictionary, pronunciation, extraction and model
/// settings. The command line and the server are both wired from it, so neither resolves the configuration or opens
/// a resource a second time.
struct AppEnvironment: Sendable {
    /// The resolved settings.
    let configuration: Configuration
    /// The store: PostgreSQL when a database URL is configured, else the SQLite file.
    let store: any StudyStore
    /// The local user (the command line's, and everyone's in single-user mode).
    let user: User
    /// The current time (fixed by `CARDBOX_NOW`).
    let now: @Sendable () -> Date
    /// The local user's calendar.
    let calendar: StudyCalendar
    /// WordNet, opened when first asked for.
    private let lexiconSource = LexiconSource()
    /// Pronunciation with espeak-ng.
    let pronouncer: Pronouncer
    /// Limits and defaults for reading documents.
    let extraction: ExtractionOptions

    /// Reads the configuration from `environment`, opens the store (with `readers` read connections besides the
    /// writer) and the dictionary, and makes sure the local user and the built-in deck exist.
    init(environment: [String: String], readers: Int) throws {
        do {
            configuration = try Configuration.resolve(environment: environment)
        } catch {
            throw CLIError.configuration(error.description)
        }
        store = try Self.openStore(configuration, readers: readers)
        let zone = TimeZone(identifier: configuration.timeZoneIdentifier) ?? TimeZone(secondsFromGMT: 0) ?? .current
        let fixedNow = configuration.fixedNow
        now = { fixedNow ?? Date() }
        calendar = StudyCalendar(timeZone: zone, rolloverHour: configuration.rolloverHour)
        var user = try store.localUser(
            creatingWith: NewUser(
                name: User.localUserName, timeZoneIdentifier: zone.identifier, rolloverHour: configuration.rolloverHour,
                createdAt: now()
            )
        )
        if user.timeZoneIdentifier != zone.identifier || user.rolloverHour != configuration.rolloverHour {
            user.timeZoneIdentifier = zone.identifier
            user.rolloverHour = configuration.rolloverHour
            try store.updateUser(user)
        }
        self.user = user
        pronouncer = Pronouncer(executable: configuration.espeakPath, cacheDirectory: configuration.audioCacheDirectory)
        var extraction = ExtractionOptions(
            language: configuration.ocrLanguage, maximumBytes: configuration.maximumFileBytes,
            maximumPages: configuration.maximumPages, workers: ProcessInfo.processInfo.activeProcessorCount
        )
        extraction.ocrArchive = OCRPageDirectory(root: configuration.ocrPagesDirectory)
        self.extraction = extraction
        try StarterDeckInstaller.installSwiftSyntax(
            for: user, in: store, at: now(), today: calendar.studyDay(at: now()))
        try StarterDeckInstaller.fenceCodeFronts(for: user, in: store)
    }

    /// The channel that carries live events to every server node sharing the store.
    ///
    /// It goes through the database on PostgreSQL, and stays in memory on the SQLite file (which one server owns).
    /// `log` hears about a lost listening connection.
    func liveEventChannel(log: @escaping @Sendable (String) -> Void) -> any LiveEventChannel {
        if let postgres = store as? PostgresStore {
            return PostgresEventChannel(database: postgres.database, log: log)
        }
        return LocalEventChannel()
    }

    /// WordNet, when installed; opened on first use.
    var lexicon: Lexicon? { lexiconSource.lexicon }

    /// Related words for distractors: WordNet's (opened when first asked), or none.
    var relatedTerms: any RelatedTerms { LexiconRelatedTerms(source: lexiconSource) }

    /// The words line-end hyphens are resolved with: WordNet's (opened when first asked), or none.
    var dehyphenationWords: any WordList { LexiconWordList(source: lexiconSource) }

    /// The document reader with the configured limits.
    var documentReader: DocumentExtractor { DocumentExtractor(options: extraction, words: dehyphenationWords) }

    /// The use case that turns documents into drafts, with the configured reader and allowance.
    var documentImport: DocumentImport {
        DocumentImport(
            store: store, reader: documentReader, relatedTerms: relatedTerms,
            monthlyCards: configuration.llm.monthlyCards)
    }

    /// The command line's context, writing to `console`.
    func commandLineContext(console: Console, environment: [String: String]) -> CLIContext {
        CLIContext(
            store: store, user: user, now: now, calendar: calendar, console: console,
            dates: DateDisplay(locale: configuration.localeIdentifier.map(Locale.init(identifier:))),
            environment: environment, seed: configuration.seed, dataDirectory: configuration.dataDirectory,
            llm: LLMConfiguration(
                models: configuration.llm.models,
                monthlyCards: configuration.llm.monthlyCards,
                keys: APIKeyFile(directory: configuration.configDirectory + "/keys")
            ),
            relatedTerms: relatedTerms, extraction: extraction, dehyphenationWords: dehyphenationWords,
            lexicon: lexiconSource.lexicon, pronouncer: pronouncer,
            configFile: ConfigFile(
                path: configuration.configPath, keys: Configuration.fileKeys,
                check: { candidate in
                    var trial = environment
                    trial["CARDBOX_CONFIG"] = candidate
                    do {
                        _ = try Configuration.resolve(environment: trial)
                    } catch {
                        throw CLIError.configuration(
                            String(describing: error).replacing(candidate, with: configuration.configPath))
                    }
                }),
            liveEvents: store is PostgresStore ? liveEventChannel(log: { _ in }) : nil
        )
    }

    /// The PostgreSQL store when a database URL is configured, else the SQLite file in the data directory.
    ///
    /// For the server (`readers` > 0) the PostgreSQL pool has one connection per worker thread and one more for
    /// background work (imports, the outbox); a command-line run needs two at most.
    private static func openStore(_ configuration: Configuration, readers: Int) throws -> any StudyStore {
        if let url = configuration.databaseURL {
            do {
                let threads = configuration.server.workerThreads(onPostgres: true)
                let poolSize = readers > 0 ? max(2, threads + 1) : 2
                return try PostgresStore(PostgresConfiguration(url, poolSize: poolSize))
            } catch let error as MigrationError {
                throw CLIError.configuration(error.description)
            } catch let error as PostgresError {
                let reason = error.message.split(whereSeparator: \.isNewline).map { String($0).trimmed }
                throw CLIError.unavailable(
                    "Cannot open the PostgreSQL database: \(reason.joined(separator: " "))")
            }
        }
        do {
            try FileManager.default.createDirectory(
                atPath: configuration.dataDirectory, withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw CLIError.cannotCreate("Cannot create the data directory '\(configuration.dataDirectory)'.")
        }
        do {
            return try SQLiteStore(path: configuration.databasePath, readers: readers)
        } catch let error as MigrationError {
            throw CLIError.configuration(error.description)
        } catch let error as SQLiteError {
            if error.isBusy {
                throw CLIError.unavailable("The database '\(configuration.databasePath)' is locked by another process.")
            }
            throw CLIError.io("Cannot open the database '\(configuration.databasePath)': \(error.message).")
        }
    }
}
