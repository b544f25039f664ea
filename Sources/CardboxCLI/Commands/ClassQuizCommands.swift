import CardboxCore
import Foundation

/// `cardbox class quiz-from-deck | results | export`: a classroom's quizzes on a Cardbox server.
enum ClassQuizCommands {
    /// The most questions the server puts in a quiz made from a deck.
    static let maximumQuestions = 200

    /// `--category C`.
    static let category = OptionSpec.option(
        "category", value: "category", help: "Only the deck's cards of this category.")
    /// `--random N`.
    static let random = OptionSpec.option(
        "random", value: "count", help: "This many of the deck's cards, picked at random.")
    /// `--name NAME`.
    static let name = OptionSpec.option("name", value: "name", help: "The quiz's name.", required: true)
    /// `--deadline ISO`.
    static let deadline = OptionSpec.option(
        "deadline", value: "time", help: "When the quiz closes, such as 2026-12-01T09:00:00Z (UTC when no zone).")
    /// `--draft`.
    static let draft = OptionSpec.flag(
        "draft", help: "Keep the quiz as a draft to publish later on the web; without it students can take it now.")

    /// `--instructions TEXT`.
    static let instructions = OptionSpec.option(
        "instructions", value: "text", help: "What students read before they start (Markdown).")
    /// `--attempts N`.
    static let attempts = OptionSpec.option(
        "attempts", value: "count",
        help: "How many attempts each student may make, 0 for unlimited (default: 1).")
    /// `--grading METHOD`.
    static let grading = OptionSpec.option(
        "grading", value: "method",
        help: "Which attempt counts: highest, average, first or last (default: highest).")
    /// `--answers WHEN`.
    static let answers = OptionSpec.option(
        "answers", value: "when",
        help: "When students see the right answers: after-submit, after-deadline or never (default: after-submit).")
    /// `--time-limit MINUTES`.
    static let timeLimit = OptionSpec.option(
        "time-limit", value: "minutes", help: "How long an attempt may take, in minutes (default: no limit).")
    /// `--shuffle-questions` / `--no-shuffle-questions`.
    static let shuffleQuestions = OptionSpec.flag(
        "shuffle-questions", help: "Give each attempt its own question order (the default).", negatable: true)
    /// `--shuffle-options` / `--no-shuffle-options`.
    static let shuffleOptions = OptionSpec.flag(
        "shuffle-options", help: "Give each attempt its own option order (the default).", negatable: true)
    /// The options a quiz's settings come from.
    static let settingsOptions = [
        instructions, attempts, grading, answers, timeLimit, shuffleQuestions, shuffleOptions,
    ]

    /// `cardbox class quiz-from-deck CLASS DECK`.
    static let quizFromDeck = Command(
        CommandSpec(
            name: "quiz-from-deck", abstract: "Make a quiz from one of your decks on the server, each card a question.",
            discussion: """
                Every card of the deck becomes a question (or only a category's, or N at random), its wrong options
                the card's distractors or, failing those, the deck's other answers. Cards left without three wrong
                options are left out.
                """,
            arguments: [
                ArgumentSpec("class", help: "The classroom's name or id."),
                ArgumentSpec("deck", help: "The deck's name on the server."),
            ],
            options: [category, random, name, deadline, draft] + settingsOptions + [.json]
                + ClassCommands.serverOptions),
        run: runQuizFromDeck)

    /// `cardbox class results CLASS QUIZ`.
    static let results = Command(
        CommandSpec(
            name: "results", abstract: "Show a quiz's results: who answered, each student's score, each question.",
            arguments: [
                ArgumentSpec("class", help: "The classroom's name or id."),
                ArgumentSpec("quiz", help: "The quiz's name or id."),
            ],
            options: [.json] + ClassCommands.serverOptions),
        run: runResults)

    /// `cardbox class export CLASS [QUIZ]`.
    static let export = Command(
        CommandSpec(
            name: "export", abstract: "Print a quiz's attempts, or the classroom's graded scores, as CSV.",
            discussion: """
                With a quiz: one row per student and attempt, one column per question. Without: one row per student
                and quiz with the graded score. Redirect it to a file: cardbox class export Biology > biology.csv
                """,
            arguments: [
                ArgumentSpec("class", help: "The classroom's name or id."),
                ArgumentSpec("quiz", help: "The quiz's name or id (default: every quiz).", isOptional: true),
            ],
            options: ClassCommands.serverOptions),
        run: runExport)

    static func runQuizFromDeck(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let count = try arguments.integer(random, in: 1...maximumQuestions)
        if count != nil, arguments[category] != nil {
            throw UsageError(
                "Give --category or --random, not both.", commandPath: ["class", "quiz-from-deck"])
        }
        let settings = try self.settings(arguments)
        let api = try ClassCommands.api(arguments, context)
        let classroom = try api.classroom(arguments.positional(0) ?? "")
        let deck = try api.deck(named: arguments.positional(1) ?? "")
        let quiz = try api.quizFromDeck(
            .init(
                deckId: deck.id, category: arguments[category], count: count, name: arguments[name] ?? "",
                instructions: arguments[instructions], deadline: arguments[deadline], publish: !arguments.flag(draft),
                attemptsAllowed: settings.attemptsAllowed, grading: settings.grading?.rawValue,
                shuffleQuestions: arguments.setting(shuffleQuestions),
                shuffleOptions: arguments.setting(shuffleOptions),
                answerVisibility: settings.answerVisibility?.rawValue, timeLimitSeconds: settings.timeLimitSeconds),
            in: classroom)
        if arguments.flag(.json) { return try context.printJSON(quiz) }
        let questions = quiz.questionCount.map { Plural.count($0, "question") } ?? "questions"
        var line = "Created quiz \(quiz.id) '\(quiz.name)' in '\(classroom.name)': \(questions), \(quiz.state)"
        if let deadline = quiz.deadline { line += ", closes \(ISO8601DateFormatter().string(from: deadline))" }
        context.console.line(line + ".")
        if let settings = quiz.settings { context.console.line("Settings: \(settings.summary).") }
    }

    /// The settings given on the command line, each `nil` when left out for the server's default.
    private static func settings(_ arguments: ParsedArguments) throws(UsageError) -> QuizSettingsFlags {
        var flags = QuizSettingsFlags()
        flags.attemptsAllowed = try arguments.integer(attempts, in: 0...QuizSettings.maximumAttemptsAllowed)
        flags.timeLimitSeconds = try arguments.integer(timeLimit, in: 1...QuizSettings.maximumTimeLimitSeconds / 60)
            .map { $0 * 60 }
        if let text = arguments[grading] {
            guard let method = GradingMethod(rawValue: text.lowercased()) else {
                throw UsageError(
                    "The value '\(text)' is invalid for '--grading': expected highest, average, first or last.",
                    commandPath: arguments.commandPath)
            }
            flags.grading = method
        }
        if let text = arguments[answers] {
            let rawValue = text.lowercased().replacingOccurrences(of: "-", with: "_")
            guard let visibility = AnswerVisibility(rawValue: rawValue) else {
                throw UsageError(
                    "The value '\(text)' is invalid for '--answers': expected after-submit, after-deadline or never.",
                    commandPath: arguments.commandPath)
            }
            flags.answerVisibility = visibility
        }
        return flags
    }

    /// The quiz settings a command line names; the server applies its default to each one left out.
    private struct QuizSettingsFlags {
        var attemptsAllowed: Int?
        var grading: GradingMethod?
        var answerVisibility: AnswerVisibility?
        var timeLimitSeconds: Int?
    }

    static func runResults(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let api = try ClassCommands.api(arguments, context)
        let classroom = try api.classroom(arguments.positional(0) ?? "")
        let quiz = try api.quiz(arguments.positional(1) ?? "", in: classroom)
        let results = try api.results(of: quiz, in: classroom)
        if arguments.flag(.json) { return try context.printJSON(results) }
        context.console.out(ClassResultsReport(quiz: quiz, results: results).rendered)
    }

    static func runExport(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let api = try ClassCommands.api(arguments, context)
        let classroom = try api.classroom(arguments.positional(0) ?? "")
        let quiz = try arguments.positional(1).map { try api.quiz($0, in: classroom) }
        context.console.out(String(decoding: try api.export(classroom, quiz: quiz), as: UTF8.self))
    }
}
