import CardboxTestSupport
import Foundation
import Testing

@testable import CardboxApp

/// Where data lives and how days are counted: environment over config file over defaults.
@Suite struct ConfigurationTests {
    @Test func defaultsFollowXDG() throws {
        let configuration = try Configuration.resolve(environment: ["HOME": "/home/ana", "TZ": "Australia/Sydney"])
        #expect(configuration.dataDirectory == "/home/ana/.local/share/cardbox")
        #expect(configuration.databasePath == "/home/ana/.local/share/cardbox/cardbox.sqlite")
        #expect(configuration.timeZoneIdentifier == "Australia/Sydney")
        #expect(configuration.rolloverHour == 4)
        let xdg = try Configuration.resolve(environment: ["HOME": "/home/ana", "XDG_DATA_HOME": "/data", "TZ": "UTC"])
        #expect(xdg.dataDirectory == "/data/cardbox")
    }

    @Test func wordSettingsHaveDefaultsAndAreChecked() throws {
        let defaults = try Configuration.resolve(environment: ["HOME": "/home/ana", "TZ": "UTC"])
        #expect(defaults.espeakPath == "/usr/bin/espeak-ng")
        #expect(defaults.audioCacheDirectory == "/home/ana/.cache/cardbox/audio")
        #expect(defaults.ocrPagesDirectory == "/home/ana/.cache/cardbox/ocr-pages")
        #expect(defaults.wordLookupsPerMonth == nil)
        let set = try Configuration.resolve(environment: [
            "HOME": "/home/ana", "TZ": "UTC", "XDG_CACHE_HOME": "/cache", "CARDBOX_ESPEAK": "/opt/espeak-ng",
            "CARDBOX_WORD_LOOKUPS_PER_MONTH": "30",
        ])
        #expect(set.espeakPath == "/opt/espeak-ng")
        #expect(set.audioCacheDirectory == "/cache/cardbox/audio")
        #expect(set.ocrPagesDirectory == "/cache/cardbox/ocr-pages")
        #expect(set.wordLookupsPerMonth == 30)
        #expect(throws: ConfigurationError.self) {
            try Configuration.resolve(environment: ["HOME": "/h", "TZ": "UTC", "CARDBOX_WORD_LOOKUPS_PER_MONTH": "-1"])
        }
    }

    @Test func aPostgreSQLURLReplacesTheSQLiteFileFromTheEnvironmentOrTheConfigFile() throws {
        #expect(try Configuration.resolve(environment: ["HOME": "/home/ana", "TZ": "UTC"]).databaseURL == nil)
        let directory = try TemporaryDirectory()
        let file = directory.file("config")
        try Data("database-url = postgres://cardbox@db.internal/cardbox?sslmode=verify-full\n".utf8)
            .write(to: URL(fileURLWithPath: file))
        let fromFile = try Configuration.resolve(environment: ["CARDBOX_CONFIG": file, "CARDBOX_HOME": directory.path])
        #expect(fromFile.databaseURL == "postgres://cardbox@db.internal/cardbox?sslmode=verify-full")
        let overridden = try Configuration.resolve(environment: [
            "CARDBOX_CONFIG": file, "CARDBOX_HOME": directory.path,
            "CARDBOX_DATABASE_URL": "postgresql://other@127.0.0.1/cardbox",
        ])
        #expect(overridden.databaseURL == "postgresql://other@127.0.0.1/cardbox")
        #expect(throws: ConfigurationError.self) {
            try Configuration.resolve(environment: ["HOME": "/h", "TZ": "UTC", "CARDBOX_DATABASE_URL": "sqlite:///x"])
        }
    }

    @Test func environmentOverridesTheConfigFile() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("config")
        try Data(
            """
            # my settings
            time-zone = Europe/Berlin
            rollover-hour = 6
            locale = en_AU
            """.utf8
        ).write(to: URL(fileURLWithPath: file))
        let fromFile = try Configuration.resolve(environment: ["CARDBOX_CONFIG": file, "CARDBOX_HOME": directory.path])
        #expect(fromFile.timeZoneIdentifier == "Europe/Berlin")
        #expect(fromFile.rolloverHour == 6)
        #expect(fromFile.localeIdentifier == "en_AU")
        let overridden = try Configuration.resolve(environment: [
            "CARDBOX_CONFIG": file, "CARDBOX_HOME": directory.path, "CARDBOX_ROLLOVER_HOUR": "0",
            "CARDBOX_TIME_ZONE": "Asia/Tokyo", "CARDBOX_NOW": "2025-06-24T08:00:00Z", "CARDBOX_SEED": "9",
        ])
        #expect(overridden.timeZoneIdentifier == "Asia/Tokyo")
        #expect(overridden.rolloverHour == 0)
        #expect(overridden.fixedNow == Fixtures.now)
        #expect(overridden.seed == 9)
    }

    @Test(arguments: [
        (
            ["CARDBOX_TIME_ZONE": "Mars/Olympus"],
            "Unknown time zone 'Mars/Olympus'. Use an IANA name such as Australia/Sydney."
        ),
        (["CARDBOX_ROLLOVER_HOUR": "25"], "The rollover hour '25' is not a whole number from 0 to 23."),
        (["CARDBOX_NOW": "yesterday"], "CARDBOX_NOW 'yesterday' is not an ISO 8601 time such as 2025-06-24T08:00:00Z."),
    ])
    func invalidValuesAreRefused(environment: [String: String], message: String) {
        var full = environment
        full["CARDBOX_HOME"] = "/tmp/unused"
        full["CARDBOX_CONFIG"] = "/dev/null"
        #expect(throws: ConfigurationError.invalid(message)) { try Configuration.resolve(environment: full) }
    }

    @Test func unknownConfigKeyNamesTheLine() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("config")
        try Data("locale = en_AU\ncolour = blue\n".utf8).write(to: URL(fileURLWithPath: file))
        #expect(
            throws: ConfigurationError.invalid(
                "\(file):2: expected 'key = value' with a key among "
                    + Configuration.fileKeys.sorted().joined(separator: ", ") + "."
            )
        ) { try Configuration.resolve(environment: ["CARDBOX_CONFIG": file]) }
    }
}
