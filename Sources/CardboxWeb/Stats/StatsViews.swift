import CardboxCore
import CardboxHTTP

/// The stats page, with its charts drawn as SVG on the server.
enum StatsViews {
    static func page(
        _ context: AppContext, _ report: StatsReport, locale: String = "en-AU", model: MemoryModelReport? = nil
    ) -> HTML {
        let streak = report.streak
        let categories = report.categories.sorted { $0.accuracy < $1.accuracy }.map { tally -> HTML in
            let percent = Int((tally.accuracy * 100).rounded())
            let weak: HTML =
                report.weakCategories.contains(tally.category)
                ? " <a class=\"pill\" href=\"/study/all?category=\(Parameters.encode(tally.category))\">Study this</a>"
                : ""
            return "<tr><td>\(tally.category)\(weak)</td><td>\(tally.answered)</td><td>\(percent)%</td></tr>"
        }
        let weakLink: HTML =
            report.weakCategories.first.map { first in
                "<p><a class=\"button\" href=\"/study/all?category=\(Parameters.encode(first))\">Study weak categories</a></p>"
            } ?? ""
        let accuracy: HTML =
            categories.isEmpty
            ? "<p class=\"muted\">Answer some cards to see your accuracy per category.</p>"
            : """
            <table class="accuracy"><thead><tr><th scope="col">Category</th><th scope="col">Answered</th><th scope="col">Correct</th></tr>\
            </thead><tbody>\(categories)</tbody></table>\(weakLink)
            """
        return Layout.page(
            title: "Stats", context: context, current: "/stats",
            body: """
                <h1>Your progress</h1>
                <div class="grid">
                <section class="panel"><h2>Streak</h2>
                <p><strong>\(streak.current)</strong> day\(streak.current == 1 ? "" : "s") in a row · longest \(streak.longest)</p>
                <p>\(streak.freezesHeld) streak freeze\(streak.freezesHeld == 1 ? "" : "s") held\
                \(streak.studiedToday ? " · studied today" : " · not studied yet today")</p>
                <p class="muted">\(report.answered) answers in \(report.sessions) sessions</p></section>
                <section class="panel"><h2>Accuracy by category</h2>\(accuracy)</section>
                </div>
                <section class="panel"><h2>Reviews, last 26 weeks</h2>\(heatmap(report.days, locale: locale))</section>
                <section class="panel"><h2>Due in the next 30 days</h2>\(forecast(report.forecast))</section>
                <section class="panel"><h2>Retention, last 30 days</h2>\(retention(Array(report.days.suffix(30))))</section>
                \(model.map(memoryModel) ?? "")
                """)
    }

    /// The memory-model section: a deck chooser, the calibration plot and the retention advisor.
    static func memoryModel(_ model: MemoryModelReport) -> HTML {
        let chooser: HTML =
            model.decks.count < 2
            ? ""
            : """
            <form method="get" action="/stats#memory-model" class="row">\
            \(FormFields.select("Deck", name: "deck", options: model.decks.map { (value: String($0.id.rawValue), title: $0.name) }, selected: String(model.deck.id.rawValue)))\
            <button type="submit" class="secondary">Show</button></form>
            """
        return """
            <section class="panel" id="memory-model"><h2>Memory model: “\(model.deck.name)”</h2>\(chooser)
            <div class="charts">
            <div><h3>How well the weights predict you</h3>\(MemoryModelCharts.calibration(model.calibration, deck: model.deck))</div>
            <div><h3>What retention costs</h3>\(MemoryModelCharts.retention(model.points, deck: model.deck))</div>
            </div></section>
            """
    }

    static func heatmap(_ days: [StatsReport.Day], locale: String) -> HTML {
        let size = 13
        // Rows are weekdays, Monday first (1970-01-01, day 0, was a Thursday); columns are weeks.
        let lead = days.first.map { (($0.day.index + 3) % 7 + 7) % 7 } ?? 0
        let cells = days.enumerated().map { index, day -> HTML in
            let level =
                day.answered == 0 ? 0 : day.answered < 10 ? 1 : day.answered < 30 ? 2 : day.answered < 60 ? 3 : 4
            let x = ((index + lead) / 7) * (size + 2) + 30
            let y = ((index + lead) % 7) * (size + 2)
            return """
                <rect class="heat\(level)" x="\(x)" y="\(y)" width="\(size)" height="\(size)" rx="2">\
                <title>\(DateText.format(day.day, locale: locale)): \(day.answered) answers</title></rect>
                """
        }
        let width = ((days.count + lead) / 7 + 1) * (size + 2) + 30
        return """
            <svg class="chart" viewBox="0 0 \(width) \(7 * (size + 2))" role="img" aria-label="Answers per day over the last 26 weeks">\
            <text x="0" y="11">Mon</text><text x="0" y="56">Thu</text><text x="0" y="101">Sun</text>\(cells)</svg>
            """
    }

    static func forecast(_ counts: [Int]) -> HTML {
        let height = 120.0
        let top = max(1, counts.max() ?? 1)
        let bars = counts.enumerated().map { index, count -> HTML in
            let barHeight = Double(count) / Double(top) * (height - 20)
            let x = index * 20 + 30
            return """
                <rect class="bar" x="\(x)" y="\(Int(height - 15 - barHeight))" width="16" height="\(Int(barHeight))">\
                <title>In \(index) days: \(count) cards</title></rect>
                """
        }
        return """
            <svg class="chart" viewBox="0 0 \(counts.count * 20 + 40) \(Int(height))" role="img" \
            aria-label="Cards due on each of the next 30 days, at most \(top) a day">\
            <line class="axis" x1="28" y1="\(Int(height - 15))" x2="\(counts.count * 20 + 30)" y2="\(Int(height - 15))"/>\
            <text x="0" y="12">\(top)</text><text x="0" y="\(Int(height - 16))">0</text>\
            <text x="30" y="\(Int(height - 2))">today</text>\
            <text x="\(counts.count * 20 - 10)" y="\(Int(height - 2))">+30 d</text>\(bars)</svg>
            """
    }

    static func retention(_ days: [StatsReport.Day]) -> HTML {
        let points = days.enumerated().compactMap { index, day -> String? in
            guard day.answered > 0 else { return nil }
            let rate = Double(day.correct) / Double(day.answered)
            return "\(index * 20 + 30),\(Int(105 - rate * 100))"
        }
        guard !points.isEmpty else { return "<p class=\"muted\">No answers in the last 30 days.</p>" }
        let dots = points.map { point -> HTML in
            let parts = point.split(separator: ",")
            return "<circle cx=\"\(String(parts[0]))\" cy=\"\(String(parts[1]))\" r=\"3\" class=\"bar\"/>"
        }
        return """
            <svg class="chart" viewBox="0 0 640 120" role="img" aria-label="Share of answers correct on each day">\
            <line class="axis" x1="28" y1="105" x2="630" y2="105"/><line class="axis" x1="28" y1="5" x2="630" y2="5"/>\
            <text x="0" y="9">100%</text><text x="0" y="108">0%</text>\
            <polyline class="line" points="\(points.joined(separator: " "))"/>\(dots)</svg>
            """
    }
}
