/// `cardbox completion SHELL` and `cardbox manual`, generated from the whole command tree they are added to.
enum ShellIntegrationCommands {
    /// Both commands, for `root` (which they describe, themselves included).
    static func commands(describing root: Command) -> [Command] {
        let completion = CommandSpec(
            name: "completion", abstract: "Print the shell completion script for bash, zsh or fish.",
            discussion: """
                Load it in your shell's start-up file:
                  bash: source <(cardbox completion bash)
                  zsh:  source <(cardbox completion zsh)   (after compinit)
                  fish: cardbox completion fish | source
                'make install' installs all three where the shells look for them.
                """,
            arguments: [ArgumentSpec("shell", help: "bash, zsh or fish.")])
        let manual = CommandSpec(
            name: "manual", abstract: "Print the cardbox(1) manual page in roff.",
            discussion:
                "'make install' installs it, so 'man cardbox' shows it. To read it now: cardbox manual | man -l -")
        let placeholders = [Command(completion, run: { _, _ in }), Command(manual, run: { _, _ in })]
        let whole = root.adding(placeholders)
        return [
            Command(completion) { arguments, context in
                let name = arguments.positional(0) ?? ""
                guard let shell = CompletionScript.Shell(rawValue: name.lowercased()) else {
                    throw UsageError(
                        "Unknown shell '\(name)'; use bash, zsh or fish.", commandPath: arguments.commandPath)
                }
                context.console.out(CompletionScript.script(for: shell, root: whole))
            },
            Command(manual) { _, context in
                context.console.out(ManualPage(root: whole, version: CommandLineTool.version).text)
            },
        ]
    }
}
