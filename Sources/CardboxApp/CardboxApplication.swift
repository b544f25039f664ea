import CardboxCLI
import CardboxCore
import CardboxDocuments
import CardboxGeneration
import CardboxLexicon
import CardboxSQLite
import CardboxWords
import Foundation

/// The composition root: reads the configuration, opens the store, installs the starter deck, and runs the CLI.
public enum CardboxApplication {
    /// Runs `cardbox` with the process's arguments and environment, and returns the exit code.
    public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Int32 {
        let environment = ProcessInfo.processInfo.environment
        let console = Console.standard(environment: environment)
        // The server reads on several threads at once; a command reads on one.
        let readers = arguments.first == ServeCommand.command.name ? ServeCommand.readerConnections : 0
        let tool = CommandLineTool(console: console, adding: [ServeCommand.command]) {
            try makeContext(environment: environment, console: console, readers: readers)
        }
        if tool.invocation(for: arguments)?.spec.mayRunOCR == true {
            OpenMPLimit.ensureSingleThreaded()
        }
        return tool.run(arguments).rawValue
    }

    static func makeContext(environment: [String: String], console: Console, readers: Int = 0) throws -> CLIContext {
        let configuration: Configuration
        do {
            configuration = try Configuration.resolve(environment: environment)
        } catch {
            throw CLIError.configuration(error.description)
        }
        let store = try openStore(configuration, readers: readers)
        let zone = TimeZone(identifier: configuration.timeZoneIdentifier) ?? TimeZone(secondsFromGMT: 0) ?? .current
        let fixedNow = configuration.fixedNow
        let now: @Sendable () -> Date = { fixedNow ?? Date() }
        let calendar = StudyCalendar(timeZone: zone, rolloverHour: configuration.rolloverHour)
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
        let lexicon = Lexicon.installed()
        try StarterDeckInstaller.installSwiftSyntax(
            for: user, in: store, at: now(), today: calendar.studyDay(at: now()))
        return CLIContext(
            store: store, user: user, now: now, calendar: calendar, console: console,
            dates: DateDisplay(locale: configuration.localeIdentifier.map(Locale.init(identifier:))),
            environment: environment, seed: configuration.seed, dataDirectory: configuration.dataDirectory,
            llm: LLMConfiguration(
                models: configuration.llm.models,
                monthlyCards: configuration.llm.monthlyCards,
                keys: APIKeyFile(directory: configuration.configDirectory + "/keys")
            ),
            relatedTerms: lexicon.map(LexiconRelatedTerms.init) ?? NoRelatedTerms(),
            extraction: ExtractionOptions(
                language: configuration.ocrLanguage, maximumBytes: configuration.maximumFileBytes,
                maximumPages: configuration.maximumPages, workers: ProcessInfo.processInfo.activeProcessorCount
            ),
            lexicon: lexicon,
            pronouncer: Pronouncer(
                executable: configuration.espeakPath, cacheDirectory: configuration.audioCacheDirectory)
        )
    }

    private static func openStore(_ configuration: Configuration, readers: Int) throws -> SQLiteStore {
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
