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
            options: [category, random, name, deadline, draft, .json] + ClassCommands.serverOptions),
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
        let api = try ClassCommands.api(arguments, context)
        let classroom = try api.classroom(arguments.positional(0) ?? "")
        let deck = try api.deck(named: arguments.positional(1) ?? "")
        let quiz = try api.quizFromDeck(
            .init(
                deckId: deck.id, category: arguments[category], count: count, name: arguments[name] ?? "",
                deadline: arguments[deadline], publish: !arguments.flag(draft)),
            in: classroom)
        if arguments.flag(.json) { return try context.printJSON(quiz) }
        let questions = quiz.questionCount.map { Plural.count($0, "question") } ?? "questions"
        var line = "Created quiz \(quiz.id) '\(quiz.name)' in '\(classroom.name)': \(questions), \(quiz.state)"
        if let deadline = quiz.deadline { line += ", closes \(ISO8601DateFormatter().string(from: deadline))" }
        context.console.line(line + ".")
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
