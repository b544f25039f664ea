import CardboxCore

/// What the learner did on a study prompt.
enum StudyChoice: Equatable {
    /// Answered the card.
    case answer(QuizAnswer)
    /// Asked to undo the last answer (`z`).
    case undo
    /// Buried the card until tomorrow (`-`).
    case bury
    /// Suspended the card (`@`, or `!` as in Anki).
    case suspend
    /// Opened the card in the editor (`e`).
    case edit
    /// Flagged the card, or took its flag off (`f`).
    case flag
    /// Quit.
    case quit
    /// Pressed Ctrl-C: quit, and exit 130.
    case interrupt

    /// The study action a key stands for on any prompt, as on the web: `z` undoes, `-` buries, `@` or `!` suspends;
    /// `e` edits and `f` flags.
    static func action(for key: String) -> StudyChoice? {
        switch key {
        case "z": .undo
        case "-": .bury
        case "@", "!": .suspend
        case "e": .edit
        case "f": .flag
        default: nil
        }
    }
}

/// Draws study prompts and feedback in the terminal and reads the learner's keys.
///
/// On a terminal (both ends) the session takes the alternate screen, as `less` and `vim` do: each card is drawn on a
/// clear screen under a one-line status (deck, cards left, category, what the last key did), text wraps at the
/// terminal's width between words and card Markdown is drawn (bold, code in colour); on leaving, the shell's screen
/// comes back as it was, with only the session's summary below it. From a pipe, prompts are written one after the
/// other, unwrapped and without styles.
final class StudyScreen {
    let console: Console
    let input: KeyInput
    let pace: Double
    /// What the status line calls the cards being studied: a deck's name, or "All decks".
    let title: String
    /// Whether the session holds the alternate screen.
    private(set) var isFullScreen = false
    /// The lines drawn since the screen was last cleared, to draw them again after Ctrl-Z or the editor.
    private var frame: [String] = []
    /// What the last study action did, shown on the next status line.
    private var pendingNotice: String?

    init(console: Console, input: KeyInput, pace: Double, title: String = "") {
        self.console = console
        self.input = input
        self.pace = pace
        self.title = title
    }

    deinit { finish() }

    private static let enterAlternateScreen = "\u{1B}[?1049h"
    private static let leaveAlternateScreen = "\u{1B}[?1049l"
    private static let clearScreen = "\u{1B}[H\u{1B}[2J"

    /// Takes the alternate screen when both standard input and output are a terminal that can show one.
    func begin() {
        guard console.drawsScreens, input.isTerminal, !isFullScreen else { return }
        isFullScreen = true
        console.out(Self.enterAlternateScreen)
        input.onSuspend = { [weak self] in self?.leaveScreen() }
        input.onResume = { [weak self] in self?.returnToScreen() }
    }

    /// Gives the shell's screen back; what is written afterwards stays in its scrollback.
    func finish() {
        guard isFullScreen else { return }
        leaveScreen()
        isFullScreen = false
        // What the last key did is said on the shell's screen when no card came after it.
        if let pendingNotice { console.line(console.styled(pendingNotice, .dim)) }
        pendingNotice = nil
        input.onSuspend = nil
        input.onResume = nil
    }

    /// Runs `body` (an editor, say) on the shell's own screen and draws the study screen again afterwards.
    func handingOver<T>(_ body: () throws -> T) rethrows -> T {
        guard isFullScreen else { return try body() }
        leaveScreen()
        defer { returnToScreen() }
        return try body()
    }

    /// Says what a study action did: on the next status line on the full screen, else as a line at once.
    func notice(_ text: String) {
        if isFullScreen { pendingNotice = text } else { console.line(console.styled(text, .dim)) }
    }

    private func leaveScreen() { console.out(Self.leaveAlternateScreen) }

    private func returnToScreen() {
        console.out(Self.enterAlternateScreen + Self.clearScreen + frame.map { $0 + "\n" }.joined())
    }

    /// The columns text may fill: the terminal's width now (it may have been resized), or no limit on a pipe.
    private var columns: Int {
        console.isTerminal ? Console.terminalColumns() ?? console.width : Int.max
    }

    private var text: TerminalCardText { TerminalCardText(width: columns, usesColor: console.usesColor) }

    private func show(_ line: String = "") {
        if isFullScreen { frame.append(line) }
        console.line(line)
    }

    private func show(_ lines: [String]) { lines.forEach { show($0) } }

    /// Keys and what they do, as a line (dim unless told) that wraps between keys, never inside one.
    private func showKeys(_ items: [String], style: TextStyle? = .dim) {
        var lines: [String] = []
        var line = ""
        for item in items {
            if !line.isEmpty && TerminalColumns.count(line) + 3 + TerminalColumns.count(item) > columns {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : "   ") + item
        }
        lines.append(line)
        show(lines.map { line in style.map { console.styled(line, $0) } ?? line })
    }

    /// Clears the screen for a new card under the status line, or on a pipe writes the card's header line.
    private func startCard(_ prompt: QuizPrompt) {
        let category = prompt.card.content.category
        guard isFullScreen else {
            console.line()
            console.line(
                console.styled("[\(prompt.remaining) left\(category.isEmpty ? "" : "  ·  \(category)")]", .dim))
            return
        }
        frame = []
        console.out(Self.clearScreen)
        var parts = [title, "\(prompt.remaining) left"]
        if !category.isEmpty { parts.append(category) }
        if let pendingNotice { parts.append(pendingNotice) }
        pendingNotice = nil
        show(console.styled(Self.clipped(parts.filter { !$0.isEmpty }.joined(separator: "  ·  "), to: columns), .dim))
        show()
    }

    /// `line` cut to `columns`, with an ellipsis where it was cut.
    static func clipped(_ line: String, to columns: Int) -> String {
        guard TerminalColumns.count(line) > columns else { return line }
        var kept = ""
        var used = 0
        for character in line {
            let width = TerminalColumns.count(character)
            if used + width > columns - 1 { break }
            kept.append(character)
            used += width
        }
        return kept + "…"
    }

    /// Shows `prompt` and waits for an answer or another study action.
    func ask(_ prompt: QuizPrompt) -> StudyChoice {
        startCard(prompt)
        show(text.lines(prompt.card.content.front, [.bold]))
        switch prompt.mode {
        case .flip: return askFlip(prompt)
        case .choice: return askChoice(prompt)
        case .type: return askTyped()
        case .play: return play(prompt)
        }
    }

    private static let actionKeys = ["z: undo", "-: bury", "!: suspend", "e: edit", "f: flag", "q: quit"]

    private func askFlip(_ prompt: QuizPrompt) -> StudyChoice {
        showKeys(["space: show answer"] + Self.actionKeys)
        while true {
            switch input.readKey() {
            case .character(" "), .enter: break
            case .interrupt: return .interrupt
            case .character("q"), .end, .escape, nil: return .quit
            case .character(let key):
                if let action = StudyChoice.action(for: String(key)) { return action } else { continue }
            default: continue
            }
            break
        }
        showBack(prompt.card.content)
        let buttons = Rating.allCases.map { rating in
            "\(rating.rawValue) \(rating) (\(prompt.intervals[rating] ?? "?"))"
        }
        showKeys(buttons, style: nil)
        showKeys(Self.actionKeys)
        while true {
            switch input.readKey() {
            case .character(let key):
                if key == "q" { return .quit }
                if let action = StudyChoice.action(for: String(key)) { return action }
                if let digit = key.wholeNumberValue, let rating = Rating(rawValue: digit) {
                    return .answer(.rating(rating))
                }
            case .interrupt: return .interrupt
            case .end, .escape, nil: return .quit
            default: continue
            }
        }
    }

    private func askChoice(_ prompt: QuizPrompt) -> StudyChoice {
        let letters: [Character] = ["a", "b", "c", "d"]
        for (index, option) in prompt.options.enumerated() {
            let option = CardText(parsing: option).removingMedia()
            show(text.lines(option, firstPrefix: "  \(letters[index])) ", restPrefix: "     "))
        }
        showKeys(["a–d: choose"] + Self.actionKeys)
        while true {
            switch input.readKey() {
            case .character(let key):
                if key == "q" { return .quit }
                if let action = StudyChoice.action(for: String(key)) { return action }
                if let index = letters.firstIndex(of: Character(key.lowercased())), index < prompt.options.count {
                    return .answer(.choice(index))
                }
                if let digit = key.wholeNumberValue, (1...prompt.options.count).contains(digit) {
                    return .answer(.choice(digit - 1))
                }
            case .interrupt: return .interrupt
            case .end, .escape, nil: return .quit
            default: continue
            }
        }
    }

    /// A typed answer, or a study action typed after a colon alone on the line (`:z`, `:-`, `:!`, `:e`, `:f`), so
    /// an answer such as "e" stays an answer; a lone `q` quits.
    private func askTyped() -> StudyChoice {
        showKeys([
            "Enter answers.", ":z undo", ":- bury", ":! suspend", ":e edit", ":f flag", "q quit",
        ])
        switch LineEditor(console: console, input: input).read(prompt: "Your answer: ") {
        case .interrupt: return .interrupt
        case .end: return .quit
        case .line(let line):
            if isFullScreen { frame.append("Your answer: " + line) }
            let command = line.trimmed
            if command == "q" { return .quit }
            if command.hasPrefix(":"), let action = StudyChoice.action(for: String(command.dropFirst())) {
                return action
            }
            return .answer(.typed(line))
        }
    }

    private func play(_ prompt: QuizPrompt) -> StudyChoice {
        showKeys(["space: pause", "n: next", "q: quit"])
        if let stop = wait() { return stop }
        showBack(prompt.card.content)
        if let stop = wait() { return stop }
        return .answer(.advance)
    }

    /// Waits `pace` seconds, or until a key; space pauses.
    ///
    /// Returns `.quit` or `.interrupt` when the learner stops, else `nil`.
    private func wait() -> StudyChoice? {
        switch input.readKey(timeout: input.isTerminal ? pace : 0.001) {
        case .character("q"), .end, .escape: return .quit
        case .interrupt: return .interrupt
        case .character(" "):
            show(console.styled("paused — any key resumes", .dim))
            switch input.readKey() {
            case .character("q"), .end: return .quit
            case .interrupt: return .interrupt
            default: return nil
            }
        default: return nil
        }
    }

    private func showBack(_ content: CardContent) {
        if content.answerIsCode {
            show(
                content.back.split(separator: "\n", omittingEmptySubsequences: false).map {
                    console.styled(String($0), .cyan)
                })
        } else {
            show(text.lines(content.back, [.cyan]))
        }
        if !content.explanation.isEmpty { show(text.lines(content.explanation, [.dim])) }
    }

    /// `label` followed by `source` as card text: on the same line when the text is one paragraph, else above it.
    private func labelled(_ label: [TerminalCardText.Piece], _ source: String, _ styles: [TextStyle] = []) -> [String] {
        let parsed = CardText(parsing: source)
        guard parsed.isSingleLine else { return text.wrap(label) + text.lines(parsed, styles) }
        let inlines: [CardTextInline] =
            if case .paragraph(let inlines) = parsed.blocks.first { inlines } else { [] }
        return text.wrap(label + text.pieces(inlines, styles))
    }

    /// What the learner does after seeing how an answer went.
    enum AfterFeedback: Equatable {
        /// Go on to the next card.
        case next
        /// Count the wrong typed answer as right (`r`).
        case overrule
        /// Quit.
        case quit
        /// Ctrl-C: quit, and exit 130.
        case interrupt
    }

    /// Shows how an answer went and reads what the learner does next.
    func showFeedback(
        _ feedback: QuizFeedback, prompt: QuizPrompt, dates: DateDisplay, today: StudyDay
    ) -> AfterFeedback {
        let when =
            feedback.returnsThisSession
            ? "back later this session"
            : feedback.nextDue.map {
                "next: \(dates.format($0))"
            } ?? ""
        guard prompt.mode == .choice || prompt.mode == .type else {
            if !when.isEmpty { show(console.styled(when, .dim)) }
            return .next
        }
        if feedback.overruled {
            show(console.styled("✓ Counted as right", .green) + console.styled("  (\(when))", .dim))
        } else if feedback.isCorrect {
            show(console.styled("✓ Correct", .green) + console.styled("  (\(when))", .dim))
        } else {
            let notQuite = [TerminalCardText.Piece("✗ Not quite.", [.red]), TerminalCardText.Piece(" The answer is: ")]
            if feedback.card.content.answerIsCode && feedback.correctAnswer == feedback.card.content.back {
                show(text.wrap(notQuite))
                show(
                    feedback.correctAnswer.split(separator: "\n", omittingEmptySubsequences: false).map {
                        "    " + console.styled(String($0), .bold)
                    })
            } else {
                show(labelled(notQuite, feedback.correctAnswer, [.bold]))
            }
            if let diff = feedback.typedDiff { show(diffLine(diff)) }
            if let nearMiss = feedback.nearMiss { show(text.wrap([TerminalCardText.Piece(nearMiss, [.yellow])])) }
            if !feedback.explanation.isEmpty || feedback.source != nil {
                show(labelled([TerminalCardText.Piece("Why? ", [.bold])], feedback.explanation))
            }
            if let pitfall = feedback.pitfall {
                show(labelled([TerminalCardText.Piece("Watch out: ", [.bold])], pitfall))
            }
            if let source = feedback.source {
                show(
                    text.wrap(
                        [TerminalCardText.Piece("[\(source.pill)]", [.dim])]
                            + (source.quote.map { [TerminalCardText.Piece(" “\($0)”")] } ?? [])))
            }
            show(console.styled(when, .dim))
        }
        let overrule = feedback.canOverrule ? ["r: I was right"] : []
        if prompt.mode == .type && !input.isTerminal {
            // Piped typing sessions are line-based: one line per answer, one line to go on.
            showKeys(["Enter: next"] + overrule + ["q: quit"])
            guard let line = input.readLine() else { return .quit }
            if feedback.canOverrule && line.trimmed == "r" { return .overrule }
            return line.trimmed == "q" ? .quit : .next
        }
        showKeys(["any key: next"] + overrule + ["q: quit"])
        switch input.readKey() {
        case .character("q"), .end: return .quit
        case .interrupt: return .interrupt
        case .character("r") where feedback.canOverrule: return .overrule
        default: return .next
        }
    }

    /// A typed answer against the right one: `[-extra-]` and `{+left out+}`, coloured where the terminal can.
    private func diffLine(_ diff: AnswerDiff) -> String {
        let text = diff.pieces.map { piece in
            switch piece.kind {
            case .same: piece.text
            case .missing: console.styled("{+\(piece.text)+}", .green)
            case .extra: console.styled("[-\(piece.text)-]", .red)
            }
        }
        return "Yours: " + text.joined()
    }

    /// Shows the totals at the end.
    func showSummary(_ summary: SessionSummary) {
        console.line()
        guard summary.answered > 0 else {
            console.line(
                summary.cardsSeen > 0 ? "Played \(Plural.count(summary.cardsSeen, "card"))." : "No cards answered.")
            return
        }
        let percent = Int((summary.accuracy * 100).rounded())
        console.line(
            console.styled("Session done: ", .bold)
                + "\(Plural.count(summary.answered, "answer")), \(summary.correct) correct (\(percent)%), "
                + "\(Plural.count(summary.cardsSeen, "card"))."
        )
    }
}
