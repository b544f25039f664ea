/// One line of typed input on a terminal, with the editing keys of a shell prompt.
///
/// Arrows, Home and End (and Ctrl-A, Ctrl-E), Backspace and Delete (and Ctrl-D), Ctrl-U, Ctrl-K and Ctrl-W. Nothing is
/// remembered between lines.
///
/// From a pipe, lines are read as they come, unedited.
struct LineEditor {
    let console: Console
    let input: KeyInput
    /// Whether what is typed is shown; without echo (a password) the cursor keys do nothing, so edits stay at the
    /// end of the line.
    var echoes = true
    /// Whether the prompt goes to standard error rather than standard output (which may be data for a pipe).
    var promptsOnStandardError = false

    /// What reading a line ended with.
    enum Outcome: Equatable {
        /// Enter, with the text.
        case line(String)
        /// The end of input (Ctrl-D on an empty line).
        case end
        /// Ctrl-C.
        case interrupt
    }

    /// Shows `prompt` and reads a line.
    func read(prompt: String) -> Outcome {
        input.enterRawMode()
        write(prompt)
        guard input.isTerminal else { return input.readLine().map(Outcome.line) ?? .end }
        var line = EditedLine()
        while true {
            let key = input.readEditingKey()
            switch key {
            case .enter:
                write("\r\n")
                return .line(line.text)
            case .interrupt:
                write("^C\r\n")
                return .interrupt
            case .end where line.characters.isEmpty:
                write("\r\n")
                return .end
            default:
                if !echoes && [.left, .right, .home, .lineEnd].contains(key) { continue }
                line.apply(key)
                if echoes { redraw(prompt: prompt, line) }
            }
        }
    }

    private func write(_ text: String) {
        if promptsOnStandardError { console.err(text) } else { console.out(text) }
    }

    /// Draws the line again from the start of the row and puts the cursor where it is in the text.
    private func redraw(prompt: String, _ line: EditedLine) {
        let after = line.characters[line.cursor...].count
        write("\r\u{1B}[K" + prompt + line.text + (after > 0 ? "\u{1B}[\(after)D" : ""))
    }
}

/// The text and cursor of a line being edited.
struct EditedLine: Equatable {
    private(set) var characters: [Character] = []
    /// Where the cursor is, as an index into `characters`.
    private(set) var cursor = 0

    var text: String { String(characters) }

    /// Applies one editing key; keys that end the line change nothing.
    mutating func apply(_ key: KeyInput.EditingKey) {
        switch key {
        case .text(let text):
            characters.insert(contentsOf: text, at: cursor)
            cursor += text.count
        case .backspace where cursor > 0:
            cursor -= 1
            characters.remove(at: cursor)
        case .delete where cursor < characters.count, .end where cursor < characters.count:
            characters.remove(at: cursor)
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home: cursor = 0
        case .lineEnd: cursor = characters.count
        case .deleteToStart:
            characters.removeFirst(cursor)
            cursor = 0
        case .deleteToEnd: characters.removeLast(characters.count - cursor)
        case .deleteWord:
            var start = cursor
            while start > 0, characters[start - 1].isWhitespace { start -= 1 }
            while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        default: break
        }
    }
}
