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
final class StudyScreen {
    let console: Console
    let input: KeyInput
    let pace: Double

    init(console: Console, input: KeyInput, pace: Double) {
        self.console = console
        self.input = input
        self.pace = pace
    }

    /// Shows `prompt` and waits for an answer or another study action.
    func ask(_ prompt: QuizPrompt) -> StudyChoice {
        let content = prompt.card.content
        console.line()
        let category = content.category.isEmpty ? "" : "  ·  \(content.category)"
        console.line(console.styled("[\(prompt.remaining) left\(category)]", .dim))
        console.line(console.styled(CardText.plainText(content.front), .bold))
        switch prompt.mode {
        case .flip: return askFlip(prompt)
        case .choice: return askChoice(prompt)
        case .type: return askTyped()
        case .play: return play(prompt)
        }
    }

    private static let actionKeys = "z: undo   -: bury   !: suspend   e: edit   f: flag   q: quit"

    private func askFlip(_ prompt: QuizPrompt) -> StudyChoice {
        console.line(console.styled("space: show answer   \(Self.actionKeys)", .dim))
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
        console.line(buttons.joined(separator: "   ") + console.styled("   \(Self.actionKeys)", .dim))
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
            let text = CardText(parsing: option).removingMedia().plainText
            console.line("  \(letters[index])) " + text.replacing("\n", with: "\n     "))
        }
        console.line(console.styled("a–d: choose   \(Self.actionKeys)", .dim))
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
        console.line(console.styled("Enter answers. :z undo   :- bury   :! suspend   :e edit   :f flag   q quit", .dim))
        switch LineEditor(console: console, input: input).read(prompt: "Your answer: ") {
        case .interrupt: return .interrupt
        case .end: return .quit
        case .line(let line):
            let command = line.trimmed
            if command == "q" { return .quit }
            if command.hasPrefix(":"), let action = StudyChoice.action(for: String(command.dropFirst())) {
                return action
            }
            return .answer(.typed(line))
        }
    }

    private func play(_ prompt: QuizPrompt) -> StudyChoice {
        console.line(console.styled("space: pause   n: next   q: quit", .dim))
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
            console.line(console.styled("paused — any key resumes", .dim))
            switch input.readKey() {
            case .character("q"), .end: return .quit
            case .interrupt: return .interrupt
            default: return nil
            }
        default: return nil
        }
    }

    private func showBack(_ content: CardContent) {
        console.line(console.styled(content.answerIsCode ? content.back : CardText.plainText(content.back), .cyan))
        if !content.explanation.isEmpty {
            console.line(console.styled(CardText.plainText(content.explanation), .dim))
        }
    }

    /// The right answer as the terminal shows it: code as written, card text without its markers.
    static func answerText(_ feedback: QuizFeedback) -> String {
        feedback.card.content.answerIsCode && feedback.correctAnswer == feedback.card.content.back
            ? feedback.correctAnswer : CardText.plainText(feedback.correctAnswer)
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
            if !when.isEmpty { console.line(console.styled(when, .dim)) }
            return .next
        }
        if feedback.overruled {
            console.line(console.styled("✓ Counted as right", .green) + console.styled("  (\(when))", .dim))
        } else if feedback.isCorrect {
            console.line(console.styled("✓ Correct", .green) + console.styled("  (\(when))", .dim))
        } else {
            console.line(
                console.styled("✗ Not quite.", .red) + " The answer is: "
                    + console.styled(Self.answerText(feedback), .bold))
            if let diff = feedback.typedDiff { console.line(diffLine(diff)) }
            if let nearMiss = feedback.nearMiss { console.line(console.styled(nearMiss, .yellow)) }
            if !feedback.explanation.isEmpty || feedback.source != nil {
                console.line(console.styled("Why? ", .bold) + CardText.plainText(feedback.explanation))
            }
            if let pitfall = feedback.pitfall {
                console.line(console.styled("Watch out: ", .bold) + CardText.plainText(pitfall))
            }
            if let source = feedback.source {
                console.line(console.styled("[\(source.pill)]", .dim) + (source.quote.map { " “\($0)”" } ?? ""))
            }
            console.line(console.styled(when, .dim))
        }
        let overrule = feedback.canOverrule ? "   r: I was right" : ""
        if prompt.mode == .type && !input.isTerminal {
            // Piped typing sessions are line-based: one line per answer, one line to go on.
            console.line(console.styled("Enter: next\(overrule)   q: quit", .dim))
            guard let line = input.readLine() else { return .quit }
            if feedback.canOverrule && line.trimmed == "r" { return .overrule }
            return line.trimmed == "q" ? .quit : .next
        }
        console.line(console.styled("any key: next\(overrule)   q: quit", .dim))
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
