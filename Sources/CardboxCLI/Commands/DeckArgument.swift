/// The deck a command works on, named the same way everywhere: as its `<deck>` argument or as `-d, --deck`.
///
/// Commands whose subject is one deck (`study`, `stats`, `optimize`, `retention`, `reschedule`) take it as an
/// argument, as `deck show` does; commands that put cards somewhere (`card add`, `import`, `drafts save`, `words
/// cards`) take `--deck`. Each accepts the other spelling too, so `--deck` works on every command that has a deck.
enum DeckArgument {
    /// `-d, --deck` beside a `<deck>` argument.
    static let option = OptionSpec.option("deck", short: "d", value: "name", help: "The same as the <deck> argument.")

    /// The deck named by the first argument or by `--deck`, or `nil` when neither is given.
    ///
    /// - Throws: ``UsageError`` when both are given and name different decks.
    static func name(_ arguments: ParsedArguments) throws -> String? {
        let positional = arguments.positional(0)
        guard let option = arguments[option] else { return positional }
        if let positional, positional != option {
            throw UsageError(
                "The deck is named twice ('\(positional)' and --deck '\(option)'); give it once.",
                commandPath: arguments.commandPath)
        }
        return option
    }
}
