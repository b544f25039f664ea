import CardboxCore
import CardboxOptimizer
import CardboxTuning
import Foundation

/// `cardbox optimize [DECK]` and `cardbox optimize --from-csv FILE`: fit FSRS-6 weights to a review history.
///
/// For a deck (or all FSRS decks together when none is named), the fit is adopted only if it predicts the newest 20 %
/// of the reviews better than the weights in use; adopted weights are stored in the deck options. With `--from-csv`
/// nothing is stored: the file's reviews are fitted and, with `--holdout`, the newest share is kept aside to report
/// how the fit and the defaults predict it (the adopt decision is made inside the rest).
enum OptimizeCommand {
    /// `--from-csv FILE`.
    static let fromCSV = OptionSpec.option(
        "from-csv", value: "file", help: "Fit a review log card_id,review_time,rating instead of a deck.")
    /// `--holdout SHARE`.
    static let holdout = OptionSpec.option(
        "holdout", value: "share", help: "With --from-csv: the newest share of reviews kept aside for the report.")
    /// `--time-zone TZ`.
    static let timeZone = OptionSpec.option(
        "time-zone", value: "tz", help: "With --from-csv: the learner's time zone for study days (default UTC).")
    /// `--rollover HOUR`.
    static let rollover = OptionSpec.option(
        "rollover", value: "hour", help: "With --from-csv: the hour a study day begins (default 4).")

    /// `cardbox optimize`.
    static let command = Command(
        CommandSpec(
            name: "optimize", abstract: "Fit the FSRS-6 weights to your own reviews; keep them only if they help.",
            arguments: [ArgumentSpec("deck", help: "Only this deck (default: all FSRS decks).", isOptional: true)],
            options: [DeckArgument.option, fromCSV, holdout, timeZone, rollover, .json]
        ),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CLIContext) throws {
        if let path = arguments[fromCSV] {
            return try runCSV(path: path, arguments, context)
        }
        let decks: [Deck]
        if let name = try DeckArgument.name(arguments) {
            decks = [try context.deck(named: name)]
        } else {
            decks = try context.store.fetchDecks(owner: context.user.id).filter { $0.options.scheduler == .fsrs }
        }
        let optimization = DeckOptimization(store: context.store)
        let json = arguments.flag(.json)
        /// Says why nothing was fitted: a sentence, or with --json the decks' weights as they stay.
        func unchanged(_ why: String) throws {
            guard json else { return context.console.line(why) }
            let weights = decks.first?.options.fsrsWeights ?? FSRSParameters.defaultWeights
            try context.printJSON(
                DeckOutput(
                    decks: decks.map(\.name), reviews: 0, scored: 0, adopted: false, previousWeights: weights,
                    weights: weights, current: nil, fitted: nil, verdict: why))
        }
        if try optimization.trainingData(decks).data.scorableCount == 0 {
            return try unchanged(
                "No reviews to learn from yet in \(Plural.count(decks.count, "FSRS deck")): the weights stay as they are."
            )
        }
        let bar = ProgressBar(console: context.console, unit: "%")
        let report: OptimizationReport
        do {
            report = try optimization.run(decks) { share in
                bar.update(done: Int(share * 100), total: 100, label: "fitting")
            }
        } catch let error as TuningError {
            bar.finish()
            return try unchanged(error.description)
        }
        bar.finish()
        if json {
            return try context.printJSON(
                DeckOutput(
                    decks: report.decks, reviews: report.reviews, scored: report.scored, adopted: report.adopted,
                    previousWeights: report.previousWeights, weights: report.weights, current: report.current,
                    fitted: report.fitted, verdict: report.verdict))
        }
        context.console.line(
            "\(Plural.count(report.scored, "scored review")) in \(Plural.count(decks.count, "deck")); "
                + "the newest 20 % held back to compare.")
        context.console.line(table(current: report.current, fitted: report.fitted))
        context.console.line(report.verdict)
    }

    /// The before/after table of held-back metrics.
    static func table(current: OptimizationReport.Metrics, fitted: OptimizationReport.Metrics) -> String {
        func format(_ value: Double) -> String { String(format: "%.4f", value) }
        return TextTable(
            headers: ["metric", "current", "new fit"],
            rows: [
                ["log loss", format(current.logLoss), format(fitted.logLoss)],
                ["RMSE (bins)", format(current.rmseBins), format(fitted.rmseBins)],
                ["AUC", format(current.auc), format(fitted.auc)],
                ["reviews", "\(current.count)", "\(fitted.count)"],
            ],
            rightAligned: [1, 2]
        ).rendered
    }

    static func runCSV(path: String, _ arguments: ParsedArguments, _ context: CLIContext) throws {
        let zoneName = arguments[timeZone] ?? "UTC"
        guard let zone = TimeZone(identifier: zoneName) else {
            throw CLIError.badInput("The value '\(zoneName)' is invalid for '--time-zone': not a known time zone.")
        }
        let rolloverText = arguments[rollover] ?? "4"
        guard let hour = Int(rolloverText), (0...23).contains(hour) else {
            throw CLIError.badInput("The value '\(rolloverText)' is invalid for '--rollover': expected 0–23.")
        }
        let share = arguments[holdout] ?? "0"
        guard let held = Double(share), (0..<1).contains(held) else {
            throw CLIError.badInput("The value '\(share)' is invalid for '--holdout': expected a number from 0 to 1.")
        }
        guard let contents = FileManager.default.contents(atPath: path) else {
            throw CLIError.notFound("Cannot read '\(path)': no such file, or it is not readable.")
        }
        let rows: [ReviewCSV.Row]
        do {
            rows = try ReviewCSV.parse(String(decoding: contents, as: UTF8.self))
        } catch {
            throw CLIError.badInput("'\(path)' is not a review log: \(error)")
        }
        let calendar = StudyCalendar(timeZone: zone, rolloverHour: hour)
        let data = TrainingData(
            events: rows.map {
                TrainingData.Event(
                    cardID: $0.cardID, time: $0.time,
                    studyDay: calendar.studyDay(at: Date(timeIntervalSince1970: $0.time)).index, rating: $0.rating)
            })
        let defaults = FSRSParameters.defaultWeights
        let outerSplit = held > 0 ? data.splitTime(holdingBack: held) : nil
        let inner = outerSplit.map { data.before($0) } ?? data
        let started = Date()
        let decision = ParameterAdoption().decide(inner, current: defaults)
        let seconds = Date().timeIntervalSince(started)
        let fitReport = Evaluation.evaluate(decision.weights, on: data, from: outerSplit)
        let defaultReport = Evaluation.evaluate(defaults, on: data, from: outerSplit)
        let output = CSVOutput(
            reviews: rows.count, cards: data.histories.count, scored: data.scorableCount,
            holdout: held, adopted: decision.adopted, weights: decision.weights, seconds: seconds,
            fit: .init(fitReport), defaults: .init(defaultReport),
            adoption: .init(candidate: decision.candidate.logLoss, current: decision.current.logLoss))
        if arguments.flag(.json) { return try context.printJSON(output) }
        context.console.line(
            "\(Plural.count(rows.count, "review")) of \(Plural.count(data.histories.count, "card")); "
                + (outerSplit == nil ? "scored on all of them." : "scored on the newest \(Int(held * 100)) %."))
        context.console.line(
            table(current: .init(defaultReport), fitted: .init(fitReport)).replacingOccurrences(
                of: "current", with: "defaults"))
        context.console.line(
            decision.adopted ? "The fit was adopted." : "The fit did not beat the defaults; kept them.")
        context.console.line("weights: " + decision.weights.map { String(format: "%.4f", $0) }.joined(separator: ", "))
    }

    /// What `optimize [DECK] --json` prints; `current` and `fitted` are absent when there was nothing to fit.
    struct DeckOutput: Encodable {
        var decks: [String]
        var reviews: Int
        var scored: Int
        var adopted: Bool
        var previousWeights: [Double]
        var weights: [Double]
        var current: OptimizationReport.Metrics?
        var fitted: OptimizationReport.Metrics?
        var verdict: String
    }

    /// Metrics as printed by `--json`.
    struct Metrics: Encodable {
        var logLoss: Double
        var rmseBins: Double
        var auc: Double
        var count: Int
        var calibration: [Calibration]

        struct Calibration: Encodable {
            var decile: Int
            var count: Int
            var predicted: Double
            var observed: Double
        }

        init(_ evaluation: Evaluation) {
            logLoss = evaluation.logLoss
            rmseBins = evaluation.rmseBins
            auc = evaluation.auc
            count = evaluation.count
            calibration = evaluation.calibration.map {
                Calibration(decile: $0.decile, count: $0.count, predicted: $0.predicted, observed: $0.observed)
            }
        }
    }

    /// What `--from-csv --json` prints.
    struct CSVOutput: Encodable {
        var reviews: Int
        var cards: Int
        var scored: Int
        var holdout: Double
        var adopted: Bool
        var weights: [Double]
        var seconds: Double
        var fit: Metrics
        var defaults: Metrics
        var adoption: Adoption

        struct Adoption: Encodable {
            var candidate: Double
            var current: Double
        }
    }
}
