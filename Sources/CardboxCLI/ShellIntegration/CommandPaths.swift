/// Every command of a tree with the words that reach it, as the completion scripts and the manual page list them.
struct CommandPaths {
    /// A command and its path below the root (empty for the root).
    struct Entry {
        var path: [String]
        var command: Command

        /// The path as one string, words separated by spaces ("deck new").
        var key: String { path.joined(separator: " ") }
        /// The words that may follow: subcommand names, then options (with the ones every command takes).
        var options: [OptionSpec] { command.spec.allOptions }
    }

    /// The entries, root first, each command before its subcommands.
    let entries: [Entry]

    init(root: Command) {
        var entries: [Entry] = []
        func visit(_ command: Command, _ path: [String]) {
            entries.append(Entry(path: path, command: command))
            for subcommand in command.subcommands { visit(subcommand, path + [subcommand.name]) }
        }
        visit(root, [])
        self.entries = entries
    }

    /// The option words of an entry: `--long` and `-s` for each option, `--no-long` for a negatable one.
    static func optionWords(_ entry: Entry) -> [String] {
        entry.options.flatMap { option in
            ["--\(option.long)"] + (option.short.map { ["-\($0)"] } ?? [])
                + (option.isNegatable ? ["--no-\(option.long)"] : [])
        }
    }
}
