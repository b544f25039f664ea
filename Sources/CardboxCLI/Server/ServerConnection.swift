import Foundation

/// Where a command that works against a Cardbox server sends its requests: the server's base URL and an API token,
/// from `--server` and `--token` or from `CARDBOX_SERVER_URL` and `CARDBOX_API_TOKEN`.
struct ServerConnection: Sendable, Equatable {
    /// The server's base URL without a trailing slash, such as `https://cards.example.org`.
    let baseURL: String
    /// The API token sent as `Authorization: Bearer`.
    let token: String

    /// `--server URL`.
    static let server = OptionSpec.option(
        "server", value: "url",
        help: "The Cardbox server, such as https://cards.example.org (default: $CARDBOX_SERVER_URL).")
    /// `--token TOKEN`.
    static let token = OptionSpec.option(
        "token", value: "token",
        help: "An API token made on the server under Account → API tokens (default: $CARDBOX_API_TOKEN).")

    /// The server and token of a command line, the options taking precedence over the environment.
    ///
    /// - Throws: ``CLIError/configuration(_:)`` when either is missing, or the URL is not an http(s) URL with a host.
    static func make(_ arguments: ParsedArguments, environment: [String: String]) throws -> ServerConnection {
        let serverText = nonEmpty(arguments[server]) ?? nonEmpty(environment["CARDBOX_SERVER_URL"])
        guard let serverText else {
            throw CLIError.configuration(
                "No server given: pass --server URL or set CARDBOX_SERVER_URL (such as http://127.0.0.1:8080).")
        }
        guard let components = URLComponents(string: serverText), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
            components.query == nil, components.fragment == nil
        else {
            throw CLIError.configuration(
                "'\(serverText)' is not a server URL; give one such as http://127.0.0.1:8080 or https://cards.example.org."
            )
        }
        guard let tokenText = nonEmpty(arguments[token]) ?? nonEmpty(environment["CARDBOX_API_TOKEN"]) else {
            throw CLIError.configuration(
                "No API token given: make one on the server under Account → API tokens, then set CARDBOX_API_TOKEN "
                    + "or pass --token.")
        }
        var base = serverText
        while base.hasSuffix("/") { base.removeLast() }
        return ServerConnection(baseURL: base, token: tokenText)
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
