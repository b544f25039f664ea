import CardboxCore
import CardboxOptimizer
import Foundation

/// `cardbox retention [DECK]`: simulated minutes per day against desired retention with the deck's FSRS weights,
/// with the retention that costs the fewest minutes per remembered card marked.
enum RetentionCommand {
    /// `--new-per-day N`.
    static let newPerDay = OptionSpec.option(
        "new-per-day", value: "n", help: "New cards per simulated day (default: the deck's limit).")
    /// `--review-limit N`.
    static let reviewLimit = OptionSpec.option(
        "review-limit", value: "n", help: "Reviews per simulated day at most.", default: "200")
    /// `--days N`.
    static let days = OptionSpec.option("days", value: "n", help: "Days to simulate.", default: "365")

    /// `cardbox retention`.
    static let command = Command(
        CommandSpec(
            name: "retention",
            abstract: "Simulate a year of study at desired retention 0.70–0.97 and compare the cost.",
            arguments: [
                ArgumentSpec(
                    "deck", help: "The deck whose weights to use (default: FSRS-6 defaults).", isOptional: true)
            ],
            options: [DeckArgument.option, newPerDay, reviewLimit, days, .json]
        ),
        run: run)

    /// What `--json` prints.
    struct Output: Encodable {
        var weights: [Double]
        var points: [RetentionAdvisor.Point]
        var cheapest: Double?
    }

    static func run(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        let deck = try DeckArgument.name(arguments).map { try context.deck(named: $0) }
        let weights = deck?.options.fsrsWeights ?? FSRSParameters.defaultWeights
        func count(_ option: OptionSpec, fallback: Int, range: ClosedRange<Int>) throws -> Int {
            guard let text = arguments[option] else { return fallback }
            guard let value = Int(text), range.contains(value) else {
                throw CLIError.badInput(
                    "The value '\(text)' is invalid for '--\(option.long)': expected \(range.lowerBound)–\(range.upperBound)."
                )
            }
            return value
        }
        let advisor = RetentionAdvisor(
            weights: weights, days: try count(days, fallback: 365, range: 1...3_650),
            newCardsPerDay: try count(newPerDay, fallback: deck?.options.newCardsPerDay ?? 20, range: 0...1_000),
            reviewLimit: try count(reviewLimit, fallback: 200, range: 0...100_000))
        let points = advisor.curve()
        let cheapest = RetentionAdvisor.cheapest(points)
        if arguments.flag(.json) {
            return try context.printJSON(Output(weights: weights, points: points, cheapest: cheapest?.retention))
        }
        let rows = points.map { point in
            [
                String(format: "%.2f", point.retention), String(format: "%.1f", point.minutesPerDay),
                String(format: "%.0f", point.remembered), String(format: "%.2f", point.minutesPerRememberedCard),
                point == cheapest ? "← cheapest" : "",
            ]
        }
        context.console.line(
            TextTable(
                headers: ["retention", "min/day", "remembered", "min/card", ""], rows: rows, rightAligned: [0, 1, 2, 3]
            ).rendered)
    }
}
