import CardboxCore
import CardboxLexicon
import CardboxWords

/// `cardbox words play [--pace S] [--shuffle] [--reverse]`: hands-free run through your favourite words.
enum WordsPlayCommand {
    /// `--reverse`.
    static let reverse = OptionSpec.flag("reverse", help: "Show the definition first, then the word.")

    /// `cardbox words play`.
    static let command = Command(
        CommandSpec(
            name: "play", abstract: "Play through your favourite words hands-free.",
            discussion: """
                Shows each word, then its definition, every --pace seconds. Space pauses and resumes, n skips ahead,
                q quits. Nothing is graded or stored. To play a deck, use 'cardbox study DECK --mode play'.
                """,
            options: [
                StudyCommand.pace.described("Seconds per side."),
                StudyCommand.shuffle.described("Play in a shuffled order (repeatable with --seed)."),
                StudyCommand.seed.described("Seed for --shuffle."), reverse,
            ]
        ),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let pace = try arguments.integer(StudyCommand.pace, in: 1...600) ?? 3
        let seed = try StudyCommand.seed(arguments, context)
        let favourites = try context.store.fetchFavourites(for: context.user.id).map(\.word)
        guard !favourites.isEmpty else {
            context.console.line("No favourite words to play; add some with 'cardbox favourite add WORD'.")
            return
        }
        let batch = WordCardBuilder(lexicon: try context.requireLexicon()).cards(
            for: favourites, reverse: arguments.flag(reverse))
        let items = WordPlaylist.studyCards(
            from: batch.cards, seed: arguments.flag(StudyCommand.shuffle) ? seed : nil, now: context.now(),
            today: context.today)
        guard !items.isEmpty else {
            context.console.line("None of your favourite words is in the dictionary.")
            return
        }
        let screen = StudyScreen(
            console: context.console, input: KeyInput(), pace: Double(pace), title: "Favourite words")
        defer {
            screen.finish()
            screen.input.restore()
        }
        screen.begin()
        var session = QuizSession(cards: items, mode: .play, seed: seed)
        var action = session.start(in: context.calendar.context(at: context.now()))
        while case .show(let prompt) = action {
            guard case .answer(let answer) = screen.ask(prompt) else {
                action = session.stop()
                break
            }
            let steps = try session.answer(
                answer, in: context.calendar.context(at: context.now()), elapsedMilliseconds: 0)
            guard let next = steps.last else { break }
            action = next
        }
        screen.finish()
        if case .finished(let summary) = action { screen.showSummary(summary) }
    }
}
