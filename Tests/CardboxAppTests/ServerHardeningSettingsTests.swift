import CardboxTestSupport
import Foundation
import Testing

@testable import CardboxApp

/// The server's host names, metrics token and connection limits, from the environment and the config file.
struct ServerHardeningSettingsTests {
    @Test func defaultsProtectADirectlyServedInstall() throws {
        let server = try Configuration.resolve(environment: ["HOME": "/home/ana", "TZ": "UTC"]).server
        #expect(server.allowedHosts.isEmpty)
        #expect(server.metricsToken == nil)
        #expect(server.connectionsPerAddress == 256)
        #expect(server.headerTimeoutSeconds == 15)
    }

    @Test func settingsComeFromTheFileAndTheEnvironment() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("config")
        try Data(
            """
            allowed-hosts = cards.local, 192.168.1.20
            connections-per-address = 0
            header-timeout-seconds = 5
            """.utf8
        ).write(to: URL(fileURLWithPath: file))
        let server = try Configuration.resolve(environment: [
            "CARDBOX_CONFIG": file, "CARDBOX_HOME": directory.path, "CARDBOX_METRICS_TOKEN": "scrape",
        ]).server
        #expect(server.allowedHosts == ["cards.local", "192.168.1.20"])
        #expect(server.connectionsPerAddress == 0)
        #expect(server.headerTimeoutSeconds == 5)
        #expect(server.metricsToken == "scrape")
        let overridden = try Configuration.resolve(environment: [
            "CARDBOX_CONFIG": file, "CARDBOX_HOME": directory.path, "CARDBOX_ALLOWED_HOSTS": "box.example",
        ]).server
        #expect(overridden.allowedHosts == ["box.example"])
    }

    @Test func trustedProxiesComeFromTheFileAndTheEnvironment() throws {
        #expect(try Configuration.resolve(environment: ["HOME": "/home/ana"]).server.trustedProxies.isEmpty)
        let directory = try TemporaryDirectory()
        let file = directory.file("config")
        try Data("trusted-proxies = 127.0.0.1, ::1\n".utf8).write(to: URL(fileURLWithPath: file))
        let fromFile = try Configuration.resolve(environment: [
            "CARDBOX_CONFIG": file, "CARDBOX_HOME": directory.path,
        ]).server
        #expect(fromFile.trustedProxies == ["127.0.0.1", "::1"])
        let overridden = try Configuration.resolve(environment: [
            "CARDBOX_CONFIG": file, "CARDBOX_HOME": directory.path, "CARDBOX_TRUSTED_PROXIES": "10.0.0.2",
        ]).server
        #expect(overridden.trustedProxies == ["10.0.0.2"])
    }

    @Test func aHeaderTimeoutOfZeroIsRefused() {
        #expect(throws: ConfigurationError.self) {
            try Configuration.resolve(environment: ["HOME": "/h", "TZ": "UTC", "CARDBOX_HEADER_TIMEOUT_SECONDS": "0"])
        }
    }
}
