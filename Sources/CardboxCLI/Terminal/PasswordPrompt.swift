import Foundation

/// A password asked for on the terminal, as `ssh` and `sudo` ask: the prompt on standard error, nothing echoed, the
/// line editable (Backspace, Ctrl-U, Ctrl-W), Ctrl-C to stop.
struct PasswordPrompt {
    let console: Console
    let input: KeyInput

    /// What reading the password ended with.
    enum Outcome: Equatable {
        /// Enter, with what was typed.
        case password(String)
        /// Ctrl-D on an empty line: no password.
        case end
        /// Ctrl-C.
        case interrupt
    }

    /// A prompt on a terminal, or `nil` when standard input is not one (a script gives the password with
    /// `--password-file`).
    static func onTerminal(console: Console) -> PasswordPrompt? {
        let input = KeyInput()
        return input.isTerminal ? PasswordPrompt(console: console, input: input) : nil
    }

    /// Shows `prompt` and reads one line without echoing it.
    func read(_ prompt: String) -> Outcome {
        console.err(prompt)
        defer { input.restore() }
        var line = EditedLine()
        while true {
            let key = input.readEditingKey()
            switch key {
            case .enter:
                console.err("\n")
                return .password(line.text)
            case .interrupt:
                console.err("^C\n")
                return .interrupt
            case .end where line.characters.isEmpty:
                console.err("\n")
                return .end
            case .left, .right, .home, .lineEnd:
                // The cursor is not shown, so it stays at the end.
                continue
            default:
                line.apply(key)
            }
        }
    }
}
