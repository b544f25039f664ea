/// The `cardbox` command tree, built from the commands, each of which carries its spec and its body.
public enum CommandTree {
    /// The root command.
    public static let root = Command(
        name: "cardbox",
        abstract: "Flashcards that schedule themselves: study decks in the terminal with Leitner, SM-2 or FSRS.",
        discussion: """
            Data lives in $CARDBOX_HOME (default: $XDG_DATA_HOME/cardbox, or ~/.local/share/cardbox).
            The built-in "Swift Syntax" deck is installed on first run.
            """,
        subcommands: [
            DeckCommands.command, CardCommands.command, SearchCommand.command, StudyCommand.command,
            StatsCommand.command,
            BackupCommands.backup, BackupCommands.restore, ExtractCommand.command, ImportCommand.command,
            ExportCommand.command,
            DraftCommands.command, EvalCommand.command, ConfigCommands.command, DefineCommand.command,
            WordsCommands.command, FavouriteCommands.command, SayCommand.command, OptimizeCommand.command,
            RescheduleCommand.command, RetentionCommand.command, ClassCommands.command, TokenCommands.command,
        ]
    )
}
