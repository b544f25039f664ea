import CardboxCore
import CardboxGeneration
import CardboxPostgres
import Foundation

/// Where Cardbox keeps its data and how it counts days, from flags, environment and the config file.
///
/// Precedence: environment variables (`CARDBOX_…`) over the config file over defaults. The config file holds
/// `key = value` lines; `#` starts a comment.
struct Configuration: Equatable, Sendable {
    /// The data directory.
    var dataDirectory: String
    /// The SQLite database file.
    var databasePath: String
    /// A PostgreSQL database URL (`postgres://…`) that replaces the SQLite file when set.
    var databaseURL: String?
    /// The IANA time zone study days are counted in.
    var timeZoneIdentifier: String
    /// The hour a study day starts.
    var rolloverHour: Int
    /// The locale dates are shown in, if any.
    var localeIdentifier: String?
    /// A fixed "now", for scripted sessions and tests.
    var fixedNow: Date?
    /// A fixed multiple-choice seed.
    var seed: UInt64?
    /// The largest file `extract` reads, in bytes.
    var maximumFileBytes = 100 * 1_048_576
    /// The most pages `extract` reads without `--pages`.
    var maximumPages = 500
    /// The default OCR language.
    var ocrLanguage = "eng"
    /// The config file's path (it need not exist).
    var configPath = ""
    /// The directory of the config file, where the user's own API keys are kept (`keys/`).
    var configDirectory = ""
    /// Model settings for card generation.
    var llm = LLMSettings()
    /// The espeak-ng program used for pronunciation.
    var espeakPath = "/usr/bin/espeak-ng"
    /// Where spoken words are cached.
    var audioCacheDirectory = ""
    /// Where pages OCR has read are kept until their document has been read whole.
    var ocrPagesDirectory = ""
    /// Dictionary look-ups per month for each account on a shared server; `nil` (the default) for no limit.
    ///
    /// The local user of the command-line tool never has a limit.
    var wordLookupsPerMonth: Int?
    /// How `cardbox serve` listens, sends mail and hashes passwords.
    var server = ServerSettings()

    /// Model settings for card generation, as configured.
    struct LLMSettings: Equatable, Sendable {
        var models = ModelSettings()
        var monthlyCards = 10
    }

    /// The keys the config file understands.
    static let fileKeys: Set<String> = Set<String>([
        "database", "time-zone", "rollover-hour", "locale", "max-file-mb", "max-pages", "ocr-language", "llm-provider",
        "llm-base-url", "llm-model", "llm-local-url", "llm-local-model", "llm-local-small-model", "llm-monthly-cards",
        "espeak", "word-lookups-per-month", "database-url",
    ]).union(ServerSettings.fileKeys)

    /// Resolves the configuration.
    ///
    /// - Throws: ``ConfigurationError`` when a value is invalid.
    static func resolve(environment: [String: String]) throws(ConfigurationError) -> Configuration {
        let home = environment["HOME"] ?? NSHomeDirectory()
        let dataDirectory: String
        if let explicit = environment["CARDBOX_HOME"], !explicit.isEmpty {
            dataDirectory = explicit
        } else if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            dataDirectory = xdg + "/cardbox"
        } else {
            dataDirectory = home + "/.local/share/cardbox"
        }
        let named = environment["CARDBOX_CONFIG"].flatMap { $0.isEmpty ? nil : $0 }
        let configPath =
            named
            ?? ((environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config")
                + "/cardbox/config")
        if let named, !FileManager.default.fileExists(atPath: named) {
            throw .invalid("CARDBOX_CONFIG names '\(named)', which does not exist. Create it, or unset CARDBOX_CONFIG.")
        }
        let file = try readFile(configPath)
        func setting(_ env: String, _ key: String) -> String? {
            if let value = environment[env], !value.isEmpty { return value }
            return file[key]
        }

        let zone =
            setting("CARDBOX_TIME_ZONE", "time-zone") ?? environment["TZ"].flatMap { $0.isEmpty ? nil : $0 }
            ?? TimeZone.current.identifier
        guard TimeZone(identifier: zone) != nil else {
            throw .invalid("Unknown time zone '\(zone)'. Use an IANA name such as Australia/Sydney.")
        }
        var rollover = User.defaultRolloverHour
        if let text = setting("CARDBOX_ROLLOVER_HOUR", "rollover-hour") {
            guard let hour = Int(text), (0...23).contains(hour) else {
                throw .invalid("The rollover hour '\(text)' is not a whole number from 0 to 23.")
            }
            rollover = hour
        }
        var fixedNow: Date?
        if let text = environment["CARDBOX_NOW"], !text.isEmpty {
            guard let date = try? Date(text, strategy: .iso8601) else {
                throw .invalid("CARDBOX_NOW '\(text)' is not an ISO 8601 time such as 2025-06-24T08:00:00Z.")
            }
            fixedNow = date
        }
        var seed: UInt64?
        if let text = environment["CARDBOX_SEED"], !text.isEmpty {
            guard let value = UInt64(text) else { throw .invalid("CARDBOX_SEED '\(text)' is not a whole number.") }
            seed = value
        }
        var locale = setting("CARDBOX_LOCALE", "locale")
        if locale == nil { locale = DateDisplayLocale.fromEnvironment(environment) }
        var configuration = Configuration(
            dataDirectory: dataDirectory,
            databasePath: setting("CARDBOX_DATABASE", "database") ?? dataDirectory + "/cardbox.sqlite",
            timeZoneIdentifier: zone, rolloverHour: rollover, localeIdentifier: locale, fixedNow: fixedNow, seed: seed
        )
        if let url = setting("CARDBOX_DATABASE_URL", "database-url") {
            guard PostgresConfiguration.isPostgresURL(url) else {
                throw .invalid("The database URL must start with postgres:// or postgresql://.")
            }
            configuration.databaseURL = url
        }
        if let text = setting("CARDBOX_MAX_FILE_MB", "max-file-mb") {
            guard let megabytes = Int(text), (1...4_096).contains(megabytes) else {
                throw .invalid("The file size limit '\(text)' is not a whole number of megabytes from 1 to 4096.")
            }
            configuration.maximumFileBytes = megabytes * 1_048_576
        }
        if let text = setting("CARDBOX_MAX_PAGES", "max-pages") {
            guard let pages = Int(text), (1...100_000).contains(pages) else {
                throw .invalid("The page limit '\(text)' is not a whole number from 1 to 100000.")
            }
            configuration.maximumPages = pages
        }
        if let language = setting("CARDBOX_OCR_LANGUAGE", "ocr-language") { configuration.ocrLanguage = language }
        configuration.configPath = configPath
        configuration.configDirectory = (configPath as NSString).deletingLastPathComponent
        configuration.llm = try llmSettings(setting, environment: environment)
        if let path = setting("CARDBOX_ESPEAK", "espeak") { configuration.espeakPath = path }
        let cache = (environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 }) ?? home + "/.cache"
        configuration.audioCacheDirectory = cache + "/cardbox/audio"
        configuration.ocrPagesDirectory = cache + "/cardbox/ocr-pages"
        if let text = setting("CARDBOX_WORD_LOOKUPS_PER_MONTH", "word-lookups-per-month") {
            guard let lookups = Int(text), lookups >= 0 else {
                throw .invalid("The monthly look-up allowance '\(text)' is not a whole number of 0 or more.")
            }
            configuration.wordLookupsPerMonth = lookups
        }
        configuration.server = try ServerSettings.resolve(setting, environment: environment)
        return configuration
    }

    private static func llmSettings(
        _ setting: (String, String) -> String?, environment: [String: String]
    ) throws(ConfigurationError) -> LLMSettings {
        var llm = LLMSettings()
        func url(_ env: String, _ key: String) throws(ConfigurationError) -> URL? {
            guard let text = setting(env, key) else { return nil }
            guard let url = URL(string: text), url.scheme == "http" || url.scheme == "https", url.host != nil else {
                throw .invalid("'\(text)' is not an http(s) URL (\(key)).")
            }
            return url
        }
        if let provider = setting("CARDBOX_LLM_PROVIDER", "llm-provider")?.lowercased() {
            guard ["openai", "anthropic", "openrouter"].contains(provider) else {
                throw .invalid("Unknown model provider '\(provider)'; use openai, anthropic or openrouter.")
            }
            llm.models.provider = provider
        }
        llm.models.baseURL = try url("CARDBOX_LLM_BASE_URL", "llm-base-url")
        llm.models.model = setting("CARDBOX_LLM_MODEL", "llm-model")
        llm.models.hostKey = environment["CARDBOX_LLM_API_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        llm.models.localURL = try url("CARDBOX_LLM_LOCAL_URL", "llm-local-url")
        llm.models.localModel = setting("CARDBOX_LLM_LOCAL_MODEL", "llm-local-model")
        if let text = setting("CARDBOX_LLM_LOCAL_SMALL_MODEL", "llm-local-small-model") {
            guard
                let small = ["true": true, "yes": true, "1": true, "false": false, "no": false, "0": false][
                    text.lowercased()]
            else { throw .invalid("'\(text)' is not true or false (llm-local-small-model).") }
            llm.models.localSmallModel = small
        }
        if let text = setting("CARDBOX_LLM_MONTHLY_CARDS", "llm-monthly-cards") {
            guard let cards = Int(text), cards >= 0 else {
                throw .invalid("The monthly card allowance '\(text)' is not a whole number of 0 or more.")
            }
            llm.monthlyCards = cards
        }
        return llm
    }

    private static func readFile(_ path: String) throws(ConfigurationError) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path) else { return [:] }
        var values: [String: String] = [:]
        for (number, rawLine) in String(decoding: data, as: UTF8.self).split(separator: "\n").enumerated() {
            let line = String(rawLine.prefix { $0 != "#" }).trimmed
            if line.isEmpty { continue }
            let parts = line.split(separator: "=", maxSplits: 1).map { String($0).trimmed }
            guard parts.count == 2, fileKeys.contains(parts[0]) else {
                throw .invalid(
                    "\(path):\(number + 1): expected 'key = value' with a key among "
                        + fileKeys.sorted().joined(separator: ", ") + "."
                )
            }
            values[parts[0]] = parts[1]
        }
        return values
    }
}

/// A configuration value is invalid.
enum ConfigurationError: Error, Equatable, CustomStringConvertible {
    /// The message says which value and why.
    case invalid(String)

    var description: String {
        switch self {
        case .invalid(let message): message
        }
    }
}

/// The locale named by the POSIX locale variables.
enum DateDisplayLocale {
    static func fromEnvironment(_ environment: [String: String]) -> String? {
        for key in ["LC_ALL", "LC_TIME", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            let name = String(value.prefix { $0 != "." && $0 != "@" })
            return name == "C" || name == "POSIX" ? nil : name
        }
        return nil
    }
}
