import Testing

@testable import CardboxCLI

/// Where `cardbox class` sends its requests: options over the environment, a clean base URL, and a configuration
/// error (78) for what is missing or not a URL; and the exit code of every server failure.
@Suite struct ServerConnectionTests {
    let parser = ArgumentParser(root: CommandTree.root)

    func connection(_ words: [String], environment: [String: String]) throws -> ServerConnection {
        let arguments = try #require(try parser.parse(["class", "list"] + words).arguments)
        return try ServerConnection.make(arguments, environment: environment)
    }

    @Test func theEnvironmentGivesTheServerAndTokenAndOptionsWin() throws {
        let environment = ["CARDBOX_SERVER_URL": "http://127.0.0.1:8080/", "CARDBOX_API_TOKEN": "from-env"]
        #expect(
            try connection([], environment: environment)
                == ServerConnection(baseURL: "http://127.0.0.1:8080", token: "from-env"))
        #expect(
            try connection(["--server", "https://cards.example.org//", "--token", "typed"], environment: environment)
                == ServerConnection(baseURL: "https://cards.example.org", token: "typed"))
    }

    @Test(arguments: [
        ([String](), [String: String](), "No server given"),
        (["--server", "http://127.0.0.1:8080"], ["CARDBOX_API_TOKEN": "  "], "No API token given"),
        (["--server", "ftp://127.0.0.1", "--token", "t"], [:], "is not a server URL"),
        (["--server", "127.0.0.1:8080", "--token", "t"], [:], "is not a server URL"),
        (["--server", "http://127.0.0.1:8080?x=1", "--token", "t"], [:], "is not a server URL"),
    ])
    func missingOrMalformedSettingsAreConfigurationErrors(
        _ words: [String], _ environment: [String: String], _ message: String
    ) throws {
        do {
            _ = try connection(words, environment: environment)
            Issue.record("\(words) was accepted")
        } catch {
            #expect(ExitCode.for(error) == .configuration)
            #expect(String(describing: error).contains(message), "\(error)")
        }
    }

    @Test func serverFailuresMapToSysexitsCodes() {
        #expect(ExitCode.for(ServerError.unreachable("")) == .unavailable)
        #expect(ExitCode.for(ServerError.failed("")) == .unavailable)
        #expect(ExitCode.for(ServerError.unauthorized("")) == .noPermission)
        #expect(ExitCode.for(ServerError.forbidden("")) == .noPermission)
        #expect(ExitCode.for(ServerError.notFound("")) == .noInput)
        #expect(ExitCode.for(ServerError.rejected("")) == .dataError)
        #expect(ExitCode.for(ServerError.badReply("")) == .protocolError)
        #expect(ExitCode.protocolError.rawValue == 76)
    }

    @Test func namesMatchAsTheServerComparesThem() {
        #expect(ClassroomAPIClient.sameName(" Spanish   1 ", "spanish 1"))
        #expect(!ClassroomAPIClient.sameName("Spanish 1", "Spanish 2"))
    }
}
