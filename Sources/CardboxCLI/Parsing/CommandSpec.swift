/// What help shows and the parser reads for one command: its name, help text, arguments and options.
public struct CommandSpec: Sendable {
    /// The word that selects the command.
    public var name: String
    /// One line for OVERVIEW and the parent's SUBCOMMANDS list.
    public var abstract: String
    /// More help, printed after the overview.
    ///
    /// Lines are joined and rewrapped; a line that starts with a space is kept as written, and a blank line starts a
    /// new paragraph.
    public var discussion: String?
    /// Positional arguments, in order.
    public var arguments: [ArgumentSpec]
    /// Options and flags, without `--help`.
    public var options: [OptionSpec]
    /// Whether running the command may run OCR, so the app limits OCR's threads before it starts.
    public var mayRunOCR: Bool

    /// Creates a spec.
    public init(
        name: String, abstract: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
        options: [OptionSpec] = [], mayRunOCR: Bool = false
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.mayRunOCR = mayRunOCR
    }

    /// Every option including `--help`.
    var allOptions: [OptionSpec] { options + [.help] }

    /// The option with this long name.
    func option(long: String) -> OptionSpec? {
        let spellings = SpellingVariants.of(long)
        return allOptions.first { spellings.contains($0.long) }
    }

    /// The option with this short letter.
    func option(short: Character) -> OptionSpec? { allOptions.first { $0.short == short } }
}
