import CardboxCore
import CardboxHTTP
import CardboxOptimizer
import CardboxTuning
import Foundation

/// The stats page's memory-model charts, drawn as SVG on the server.
///
/// One shows how well the weights in use predicted the learner's reviews (calibration by decile, with the diagonal of
/// perfect prediction), the other the retention advisor's minutes per day against desired retention. Each has a
/// title, a description and the numbers as a table.
enum MemoryModelCharts {
    /// The drawing area, in the SVG's own units (it scales to the width available, down to a phone's).
    static let width = 320.0
    static let height = 250.0
    static let left = 46.0
    static let right = 310.0
    static let top = 12.0
    static let bottom = 212.0

    static func percent(_ value: Double) -> String { "\(Int((value * 100).rounded())) %" }

    /// Predicted vs actual recall per decile of predicted recall.
    static func calibration(_ calibration: RecallCalibration, deck: Deck) -> HTML {
        guard !calibration.rows.isEmpty else {
            return
                "<p class=\"muted\">No reviews on a later day than the card's previous one yet in “\(deck.name)”.</p>"
        }
        func x(_ value: Double) -> Double { left + value * (right - left) }
        func y(_ value: Double) -> Double { bottom - value * (bottom - top) }
        let points = calibration.rows.map { row -> HTML in
            """
            <circle class="point" cx="\(format(x(row.predicted)))" cy="\(format(y(row.observed)))" r="4">\
            <title>Predicted \(percent(row.predicted)), actual \(percent(row.observed)), \(row.count) reviews</title></circle>
            """
        }
        let line = calibration.rows.map { "\(format(x($0.predicted))),\(format(y($0.observed)))" }
            .joined(separator: " ")
        let rows = calibration.rows.map { row -> HTML in
            """
            <tr><td>\(row.decile * 10)–\(row.decile * 10 + 10) %</td><td>\(row.count)</td>\
            <td>\(percent(row.predicted))</td><td>\(percent(row.observed))</td></tr>
            """
        }
        return """
            <svg class="chart model" data-chart="calibration" viewBox="0 0 \(Int(width)) \(Int(height))" role="img" \
            aria-labelledby="calibration-title calibration-desc">\
            <title id="calibration-title">Predicted against actual recall</title>\
            <desc id="calibration-desc">\(calibration.count) reviews of “\(deck.name)” grouped by the recall the \
            deck's weights predicted, in tenths; each point is one tenth. Points on the dashed diagonal were \
            predicted exactly; below it, recall was overestimated.</desc>\
            \(axes(xTitle: "Predicted recall", yTitle: "Actual recall", yLabels: ["0 %", "50 %", "100 %"]))\
            <text x="\(format(x(0)))" y="\(format(bottom + 14))" text-anchor="middle">0 %</text>\
            <text x="\(format(x(0.5)))" y="\(format(bottom + 14))" text-anchor="middle">50 %</text>\
            <text x="\(format(x(1)))" y="\(format(bottom + 14))" text-anchor="end">100 %</text>\
            <line class="diagonal" x1="\(format(x(0)))" y1="\(format(y(0)))" x2="\(format(x(1)))" y2="\(format(y(1)))"/>\
            <polyline class="line" points="\(line)"/>\(points)</svg>
            <details><summary>The numbers</summary>
            <table class="accuracy"><thead><tr><th scope="col">Predicted</th><th scope="col">Reviews</th>\
            <th scope="col">Mean predicted</th><th scope="col">Actual</th></tr></thead><tbody>\(rows)</tbody></table>
            </details>
            """
    }

    /// Minutes per day against desired retention, the cheapest retention marked.
    static func retention(_ points: [RetentionAdvisor.Point], deck: Deck) -> HTML {
        guard let first = points.first, let last = points.last, first.retention < last.retention else {
            return "<p class=\"muted\">No simulation to show.</p>"
        }
        let cheapest = RetentionAdvisor.cheapest(points)
        let ceiling = niceCeiling(points.map(\.minutesPerDay).max() ?? 1)
        func x(_ retention: Double) -> Double {
            left + (retention - first.retention) / (last.retention - first.retention) * (right - left)
        }
        func y(_ minutes: Double) -> Double { bottom - minutes / ceiling * (bottom - top) }
        let line = points.map { "\(format(x($0.retention))),\(format(y($0.minutesPerDay)))" }.joined(separator: " ")
        let dots = points.map { point -> HTML in
            """
            <circle class="point" cx="\(format(x(point.retention)))" cy="\(format(y(point.minutesPerDay)))" r="3">\
            <title>Retention \(String(format: "%.2f", point.retention)): \(String(format: "%.1f", point.minutesPerDay)) \
            minutes a day</title></circle>
            """
        }
        let mark: HTML =
            cheapest.map { best -> HTML in
                let labelAnchor = x(best.retention) > (left + right) / 2 ? "end" : "start"
                let labelX = x(best.retention) + (labelAnchor == "end" ? -6 : 6)
                return """
                    <line class="marker" x1="\(format(x(best.retention)))" y1="\(format(top))" \
                    x2="\(format(x(best.retention)))" y2="\(format(bottom))"/>\
                    <circle class="mark" data-cheapest="\(String(format: "%.2f", best.retention))" \
                    cx="\(format(x(best.retention)))" cy="\(format(y(best.minutesPerDay)))" r="7"/>\
                    <text class="mark-label" x="\(format(labelX))" y="\(format(top + 12))" \
                    text-anchor="\(labelAnchor)">cheapest: \(String(format: "%.2f", best.retention))</text>
                    """
            } ?? ""
        let rows = points.map { point -> HTML in
            let marked: HTML = point == cheapest ? " <strong>cheapest</strong>" : ""
            return """
                <tr><td>\(String(format: "%.2f", point.retention))\(marked)</td>\
                <td>\(String(format: "%.1f", point.minutesPerDay))</td>\
                <td>\(String(format: "%.0f", point.remembered))</td>\
                <td>\(String(format: "%.2f", point.minutesPerRememberedCard))</td></tr>
                """
        }
        let summary =
            cheapest.map {
                "Desired retention \(String(format: "%.2f", $0.retention)) costs the fewest minutes per card "
                    + "remembered: \(String(format: "%.1f", $0.minutesPerDay)) minutes a day."
            } ?? ""
        return """
            <svg class="chart model" data-chart="retention" viewBox="0 0 \(Int(width)) \(Int(height))" role="img" \
            aria-labelledby="retention-title retention-desc">\
            <title id="retention-title">Minutes a day against desired retention</title>\
            <desc id="retention-desc">A simulated year of “\(deck.name)” with its weights, \
            \(deck.options.newCardsPerDay) new cards a day, at desired retention \
            \(String(format: "%.2f", first.retention)) to \(String(format: "%.2f", last.retention)). \(summary)</desc>\
            \(axes(xTitle: "Desired retention", yTitle: "Minutes a day", yLabels: ["0", niceLabel(ceiling / 2), niceLabel(ceiling)]))\
            <text x="\(format(x(first.retention)))" y="\(format(bottom + 14))" text-anchor="middle">\(String(format: "%.2f", first.retention))</text>\
            <text x="\(format(x(0.85)))" y="\(format(bottom + 14))" text-anchor="middle">0.85</text>\
            <text x="\(format(x(last.retention)))" y="\(format(bottom + 14))" text-anchor="end">\(String(format: "%.2f", last.retention))</text>\
            <polyline class="line" points="\(line)"/>\(dots)\(mark)</svg>
            <p>\(summary)</p>
            <details><summary>The numbers</summary>
            <table class="accuracy"><thead><tr><th scope="col">Retention</th><th scope="col">Min/day</th>\
            <th scope="col">Remembered</th><th scope="col">Min/card</th></tr></thead><tbody>\(rows)</tbody></table>
            </details>
            """
    }

    /// The frame both charts share: the two axes, three labels up the side and the axis titles.
    private static func axes(xTitle: String, yTitle: String, yLabels: [String]) -> HTML {
        let middle = (top + bottom) / 2
        return """
            <line class="axis" x1="\(format(left))" y1="\(format(bottom))" x2="\(format(right))" y2="\(format(bottom))"/>\
            <line class="axis" x1="\(format(left))" y1="\(format(top))" x2="\(format(left))" y2="\(format(bottom))"/>\
            <line class="axis grid-line" x1="\(format(left))" y1="\(format(middle))" x2="\(format(right))" y2="\(format(middle))"/>\
            <text x="\(format(left - 4))" y="\(format(bottom + 4))" text-anchor="end">\(yLabels[0])</text>\
            <text x="\(format(left - 4))" y="\(format(middle + 4))" text-anchor="end">\(yLabels[1])</text>\
            <text x="\(format(left - 4))" y="\(format(top + 4))" text-anchor="end">\(yLabels[2])</text>\
            <text class="axis-title" x="\(format((left + right) / 2))" y="\(format(height - 6))" text-anchor="middle">\(xTitle)</text>\
            <text class="axis-title" x="12" y="\(format(middle))" text-anchor="middle" transform="rotate(-90 12 \(format(middle)))">\(yTitle)</text>
            """
    }

    private static func format(_ value: Double) -> String { String(format: "%.1f", value) }

    /// A round number at or above `value` for the top of an axis.
    static func niceCeiling(_ value: Double) -> Double {
        guard value > 0 else { return 1 }
        let magnitude = pow(10, floor(log10(value)))
        for step in [1.0, 2, 2.5, 5, 10] where step * magnitude >= value { return step * magnitude }
        return 10 * magnitude
    }

    private static func niceLabel(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
