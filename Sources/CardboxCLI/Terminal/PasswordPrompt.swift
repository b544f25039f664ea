/// A password asked for on the terminal, as `ssh` and `sudo` ask: the prompt on standard error, nothing echoed, the
/// line editable (Backspace, Ctrl-U, Ctrl-W), Ctrl-C to stop.
struct PasswordPrompt {
    let console: Console
    let input: KeyInput

    /// A prompt on a terminal, or `nil` when standard input is not one (a script gives the password with
    /// `--password-file`).
    static func onTerminal(console: Console) -> PasswordPrompt? {
        let input = KeyInput()
        return input.isTerminal ? PasswordPrompt(console: console, input: input) : nil
    }

    /// Shows `prompt` and reads one line without echoing it: `.line` with the password, `.end` for Ctrl-D on an
    /// empty line, `.interrupt` for Ctrl-C.
    func read(_ prompt: String) -> LineEditor.Outcome {
        defer { input.restore() }
        return LineEditor(console: console, input: input, echoes: false, promptsOnStandardError: true)
            .read(prompt: prompt)
    }
}
