import CardboxCore

/// `cardbox stats [DECK]`: streak, freezes, accuracy per category, the 30-day forecast.
enum StatsCommand {
    /// `cardbox stats`.
    static let command = Command(
        CommandSpec(
            name: "stats", abstract: "Show your streak, accuracy per category and the cards due in the next 30 days.",
            arguments: [ArgumentSpec("deck", help: "Only this deck (default: all decks).", isOptional: true)],
            options: [DeckArgument.option, .json]
        ),
        run: run)

    /// The statistics, as `--json` prints them.
    struct Report: Encodable {
        var streak: StreakReport
        var categories: [CategoryAccuracy]
        var weakCategories: [CategoryAccuracy]
        var forecast: DueForecast
        var answered: Int
        var correct: Int
    }

    static func run(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let deck = try DeckArgument.name(arguments).map { try context.deck(named: $0) }
        let today = context.today
        let streak = StreakReport(studyDays: try context.store.fetchStudyDays(owner: context.user.id), today: today)
        let answers = try context.store.fetchGradedAnswers(owner: context.user.id, deck: deck?.id)
        let categories = CategoryAccuracy.tally(answers)
        let forecast = DueForecast(
            dueDays: try context.store.fetchDueDays(owner: context.user.id, deck: deck?.id), today: today)
        let report = Report(
            streak: streak, categories: categories, weakCategories: CategoryAccuracy.weak(categories),
            forecast: forecast,
            answered: answers.count, correct: answers.filter(\.isCorrect).count
        )
        if arguments.flag(.json) { return try context.printJSON(report) }
        print(report, context: context)
    }

    private static func print(_ report: Report, context: CLIContext) {
        let console = context.console
        let days = report.streak.current == 1 ? "day" : "days"
        let today = report.streak.studiedToday ? "" : " (study today to keep it going)"
        console.line(
            console.styled("Streak: ", .bold)
                + "\(report.streak.current) \(days)\(today); longest \(report.streak.longest).")
        console.line(
            console.styled("Streak Freezes: ", .bold)
                + "\(report.streak.freezesHeld) of \(StreakReport.maximumFreezes) held; one is earned every "
                + "\(StreakReport.daysPerFreeze) days of study and spent automatically on a missed day."
        )
        if !report.streak.frozenDays.isEmpty {
            console.line(
                "  Days saved by a freeze: "
                    + report.streak.frozenDays.map(context.dates.format).joined(separator: ", "))
        }
        console.line()
        if report.categories.isEmpty {
            console.line("No answers yet. Start with: cardbox study")
        } else {
            let overall =
                report.answered == 0 ? 0 : Int((Double(report.correct) / Double(report.answered) * 100).rounded())
            console.line(
                console.styled("Accuracy: ", .bold) + "\(overall)% of \(Plural.count(report.answered, "answer"))")
            let table = TextTable(
                headers: ["Category", "Answers", "Correct"],
                rows: report.categories.map {
                    ["\($0.category)", "\($0.answered)", "\(Int(($0.accuracy * 100).rounded()))%"]
                },
                rightAligned: [1, 2]
            )
            console.out(table.rendered.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n")
            if let weakest = report.weakCategories.first {
                console.line(
                    "Suggestion: a short session on \(weakest.category) "
                        + "(\(Int((weakest.accuracy * 100).rounded()))%): cardbox study --category '\(weakest.category)' --limit 10"
                )
            }
        }
        console.line()
        console.line(console.styled("Due in the next 30 days: ", .bold) + Plural.count(report.forecast.total, "card"))
        let peak = max(1, report.forecast.counts.max() ?? 1)
        let barWidth = max(10, min(50, console.width - 20))
        for (offset, count) in report.forecast.counts.enumerated() where count > 0 || offset < 7 {
            let label = offset == 0 ? "today" : context.dates.format(report.forecast.day(at: offset))
            let bar = String(repeating: "█", count: count == 0 ? 0 : max(1, count * barWidth / peak))
            let padded = label + String(repeating: " ", count: max(0, 11 - label.count))
            console.line("  \(padded)\(bar) \(count)")
        }
    }
}
