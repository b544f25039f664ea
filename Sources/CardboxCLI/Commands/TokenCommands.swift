import CardboxCore
import CardboxSecurity
import CardboxWire
import Foundation

/// `cardbox token create|list|revoke`: API tokens of the local user, for scripts against this data directory's
/// server (`cardbox serve`, `make run`).
enum TokenCommands {
    /// `cardbox token`.
    static let command = Command(
        name: "token", abstract: "Create, list and revoke API tokens for scripts.",
        discussion: """
            A token acts as the local user of this data directory, the user 'cardbox serve --single-user' serves.
            The token is printed once, when it is made; only its hash is stored. Send it as
            'Authorization: Bearer TOKEN'. See docs/api.md.
            """,
        subcommands: [
            Command(
                CommandSpec(
                    name: "create", abstract: "Make a token and print it once.",
                    arguments: [ArgumentSpec("name", help: "What the token is for (at most 80 characters).")],
                    options: [.json]),
                run: create),
            Command(
                CommandSpec(
                    name: "list", abstract: "List the tokens with when each was made and last used.", options: [.json]),
                run: list),
            Command(
                CommandSpec(
                    name: "revoke", abstract: "Revoke a token.",
                    arguments: [ArgumentSpec("token", help: "Its name, or its id from 'cardbox token list'.")],
                    options: [.json]),
                run: revoke),
        ],
        defaultSubcommand: "list"
    )

    /// A token as `token list --json` prints it; `token create --json` adds the secret itself, once.
    struct Listed: Encodable {
        let id: String
        let name: String
        let createdAt: Date
        let lastUsedAt: Date
        let token: String?

        init(_ session: AuthSession, token: String? = nil) {
            id = TokenCommands.id(of: session)
            name = session.label
            createdAt = session.createdAt
            lastUsedAt = session.lastSeenAt
            self.token = token
        }
    }

    /// The short id `token list` shows: the start of the token's hash, which reveals nothing of the token.
    static func id(of session: AuthSession) -> String { String(session.tokenHash.prefix(8)) }

    static func create(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let name = (arguments.positional(0) ?? "").collapsingWhitespace
        guard !name.isEmpty, name.count <= 80 else {
            throw CLIError.badInput("Name the token in at most 80 characters, such as 'backup script'.")
        }
        if try context.store.fetchAPITokens(of: context.user.id).contains(where: { $0.label == name }) {
            throw CLIError.badInput("There is already a token named '\(name)'; revoke it or choose another name.")
        }
        let token = SecureToken.generate()
        let session = AuthSession(
            tokenHash: SecureToken.hash(token), userID: context.user.id, kind: .api, label: name,
            csrfSecret: SecureToken.generate(), createdAt: context.now(), lastSeenAt: context.now(), expiresAt: nil)
        try context.store.insertSession(session)
        if arguments.flag(.json) { return try context.printJSON(Listed(session, token: token)) }
        context.console.line(token)
        context.console.err(
            "Made the token '\(name)' (id \(id(of: session))). It is shown only now: keep it somewhere safe.\n")
    }

    static func list(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let tokens = try context.store.fetchAPITokens(of: context.user.id).sorted { $0.createdAt < $1.createdAt }
        if arguments.flag(.json) { return try context.printJSON(Wire.Items(tokens.map { Listed($0) })) }
        guard !tokens.isEmpty else {
            return context.console.line("No API tokens. Make one with: cardbox token create NAME")
        }
        let rows = tokens.map { token in
            [
                id(of: token), token.label, context.dates.format(context.calendar.studyDay(at: token.createdAt)),
                context.dates.format(context.calendar.studyDay(at: token.lastSeenAt)),
            ]
        }
        context.console.out(TextTable(headers: ["ID", "Name", "Made", "Last used"], rows: rows).rendered)
    }

    static func revoke(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let named = (arguments.positional(0) ?? "").collapsingWhitespace
        let tokens = try context.store.fetchAPITokens(of: context.user.id)
        let matching = tokens.filter { $0.label == named || id(of: $0) == named }
        guard let token = matching.first else {
            let names = tokens.map { "'\($0.label)' (\(id(of: $0)))" }.joined(separator: ", ")
            throw CLIError.notFound(
                "There is no token named '\(named)'." + (names.isEmpty ? "" : " Tokens: \(names)."))
        }
        try context.store.deleteSession(tokenHash: token.tokenHash)
        // Servers on a shared database hear of it at once; a server on the SQLite file, in another process, when its
        // credential cache lets go of the token.
        var announced = false
        if let channel = context.liveEvents {
            do {
                try channel.publish(.credentialsChanged(of: context.user.id))
                announced = true
            } catch {
                context.console.err("Warning: could not tell the running servers at once (\(error)).\n")
            }
        }
        if arguments.flag(.json) { return try context.printJSON(Listed(token)) }
        context.console.line(
            "Revoked the token '\(token.label)'; "
                + (announced
                    ? "requests with it now get 401."
                    : "requests with it get 401 once a running server's credential cache lets go of it "
                        + "(credential-cache-seconds, 5 by default)."))
    }
}
