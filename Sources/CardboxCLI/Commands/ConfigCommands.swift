import CardboxCore
import CardboxGeneration
import Foundation

/// `cardbox config show|path|set|set-key`.
enum ConfigCommands {
    /// `cardbox config`.
    static let command = Command(
        name: "config", abstract: "Show the configuration, or save your own API key for a model provider.",
        subcommands: [
            Command(
                CommandSpec(
                    name: "set-key", abstract: "Save your API key for a provider (read from standard input).",
                    discussion: """
                        The key is stored in a file only you can read and is never printed. Example:
                          cardbox config set-key openai < my-key.txt
                        """,
                    arguments: [ArgumentSpec("provider", help: APIKeyFile.providers.joined(separator: ", ") + ".")]
                ),
                run: setKey),
            Command(
                CommandSpec(
                    name: "show", abstract: "Show the model settings in force (keys only as set or not set).",
                    options: [.json]),
                run: show),
            Command(
                CommandSpec(
                    name: "path", abstract: "Print where the config file is (it need not exist yet).",
                    discussion: "$CARDBOX_CONFIG when set, else $XDG_CONFIG_HOME/cardbox/config (~/.config/…)."),
                run: path),
            Command(
                CommandSpec(
                    name: "set", abstract: "Set a key in the config file, keeping its other lines.",
                    discussion: """
                        The file is replaced only if the whole configuration still reads; a bad value leaves it as \
                        it was. Environment variables (CARDBOX_…) still win over the file. Example:
                          cardbox config set llm-provider openai
                        """,
                    arguments: [
                        ArgumentSpec("key", help: "The key, such as time-zone or llm-provider."),
                        ArgumentSpec("value", help: "Its value."),
                    ]),
                run: set),
        ],
        defaultSubcommand: "show"
    )

    static func setKey(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let provider = (arguments.positional(0) ?? "").lowercased()
        guard APIKeyFile.providers.contains(provider) else {
            throw UsageError(
                "Unknown provider '\(provider)'; use one of \(APIKeyFile.providers.joined(separator: ", ")).",
                commandPath: arguments.commandPath
            )
        }
        if isatty(STDIN_FILENO) == 1 { context.console.err("Paste the \(provider) key and press Enter: ") }
        guard let key = KeyInput().readLine() else { throw CLIError.badInput("No key was given on standard input.") }
        try context.llm.keys.save(key, for: provider)
        context.console.line(
            "Saved your \(provider) key to \(context.llm.keys.path(for: provider)) (readable only by you).")
        if context.llm.models.provider?.lowercased() != provider {
            let now = context.llm.models.provider.map { "is '\($0)'" } ?? "is not set"
            context.console.err(
                "Note: llm-provider \(now), so imports will not use this key. To use it: "
                    + "cardbox config set llm-provider \(provider)\n")
        }
    }

    static func path(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        context.console.line(context.configFile.path)
    }

    static func set(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        guard let key = arguments.positional(0), let value = arguments.positional(1) else {
            throw UsageError("'config set' needs a key and a value.", commandPath: arguments.commandPath)
        }
        try context.configFile.set(key, to: value.trimmed)
        context.console.line("Set \(key) = \(value.trimmed) in \(context.configFile.path).")
    }

    /// What `config show --json` prints; keys appear only as whether they are set.
    struct Shown: Encodable {
        let configFile: String
        let llmProvider: String?
        let llmModel: String?
        let llmBaseUrl: String?
        let ownKeySet: Bool
        let hostKeySet: Bool
        let monthlyCards: Int
        let localUrl: String?
        let localModel: String?
    }

    static func show(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let llm = context.llm
        if arguments.flag(.json) {
            let cloud = llm.models.provider.flatMap(CloudProvider.named)
            let settings = cloud?.settings(apiKey: "", baseURL: llm.models.baseURL, model: llm.models.model)
            return try context.printJSON(
                Shown(
                    configFile: context.configFile.path, llmProvider: cloud?.name, llmModel: settings?.model,
                    llmBaseUrl: settings?.baseURL.absoluteString,
                    ownKeySet: try cloud.map { try llm.keys.read(for: $0.name) != nil } ?? false,
                    hostKeySet: llm.models.hostKey != nil, monthlyCards: llm.monthlyCards,
                    localUrl: llm.models.localURL?.absoluteString, localModel: llm.models.localModel))
        }
        var lines = ["Card generation:"]
        if let cloud = llm.models.provider.flatMap(CloudProvider.named) {
            let own: String
            do {
                own =
                    try llm.keys.read(for: cloud.name) == nil
                    ? "not set (cardbox config set-key \(cloud.name))" : "set"
            } catch {
                own = "not used: \(error)"
            }
            let settings = cloud.settings(apiKey: "", baseURL: llm.models.baseURL, model: llm.models.model)
            lines.append(
                "  provider:        \(cloud.name), model \(settings.model) at \(settings.baseURL.absoluteString)")
            lines.append("  your own key:    \(own)")
            lines.append(
                "  host's key:      \(llm.models.hostKey == nil ? "not set" : "set, \(llm.monthlyCards) cards a month")"
            )
        } else {
            lines.append("  provider:        none (set llm-provider or CARDBOX_LLM_PROVIDER)")
        }
        lines.append(
            "  local server:    "
                + (llm.models.localURL.map { "\($0.absoluteString) (\(llm.models.localModel ?? "default"))" } ?? "none")
        )
        for line in lines { context.console.line(line) }
    }
}
