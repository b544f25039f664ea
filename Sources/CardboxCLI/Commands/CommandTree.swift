/// The `cardbox` command tree: every command's spec and handler.
public enum CommandTree {
    /// The root spec with `extra` commands (such as `serve`, which the app layer adds).
    public static func root(adding extra: [CommandSpec]) -> CommandSpec {
        var root = Self.root
        root.subcommands += extra
        return root
    }

    /// The root spec.
    public static let root = CommandSpec(
        name: "cardbox",
        abstract: "Flashcards that schedule themselves: study decks in the terminal with Leitner, SM-2 or FSRS.",
        discussion: """
            Data lives in $CARDBOX_HOME (default: $XDG_DATA_HOME/cardbox, or ~/.local/share/cardbox).
            The built-in "Swift Syntax" deck is installed on first run.
            """,
        subcommands: [
            DeckCommands.spec, CardCommands.spec, StudyCommand.spec, StatsCommand.spec, BackupCommands.backupSpec,
            BackupCommands.restoreSpec, ExtractCommand.spec, ImportCommand.spec, DraftCommands.spec, EvalCommand.spec,
            ConfigCommands.spec, DefineCommand.spec, WordsCommands.spec, FavouriteCommands.spec, SayCommand.spec,
        ]
    )

    /// Every runnable command.
    public static let commands: [Command] =
        DeckCommands.commands + CardCommands.commands + [StudyCommand.command, StatsCommand.command]
        + BackupCommands.commands + [ExtractCommand.command, ImportCommand.command, EvalCommand.command]
        + DraftCommands.commands + ConfigCommands.commands + [DefineCommand.command, SayCommand.command]
        + WordsCommands.commands + FavouriteCommands.commands

    /// The command at `path`, if it exists.
    public static func command(at path: [String]) -> Command? {
        commands.first { $0.path == path }
    }

    /// `--text-color`, `--card-color`, `--view-color`.
    static let colorOptions: [OptionSpec] = [
        .option("text-color", value: "colour", help: "Text colour, as #rrggbb."),
        .option("card-color", value: "colour", help: "Card background colour, as #rrggbb."),
        .option("view-color", value: "colour", help: "Background colour around the card, as #rrggbb."),
    ]
}
