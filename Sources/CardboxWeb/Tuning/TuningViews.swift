import CardboxCore
import CardboxHTTP
import CardboxTuning
import Foundation

/// The deck settings' optimize panel and the page that follows an optimization to its before/after table.
enum TuningViews {
    /// The panel on a deck's settings page: the optimize button, the last run, and undo of a reschedule.
    static func panel(_ context: AppContext, deck: Deck, latest: OptimizeStatus?, canUndo: Bool) -> HTML {
        guard deck.options.scheduler == .fsrs else {
            return """
                <section class="panel" id="optimize"><h2>FSRS parameters</h2>
                <p class="muted">Only FSRS-6 decks learn their parameters from your reviews; this deck uses \
                \(deck.options.scheduler.displayName).</p></section>
                """
        }
        let ownWeights = deck.options.fsrsWeights != FSRSParameters.defaultWeights
        let last: HTML =
            latest.map { status -> HTML in
                let what: String =
                    switch status.state {
                    case .waiting, .running: "An optimization is running."
                    case .finished:
                        status.result?.adopted == true
                            ? "The last run adopted new weights." : "The last run kept the weights."
                    case .failed: "The last run failed."
                    }
                return "<p>\(what) <a href=\"\(status.next)\">See the run</a></p>"
            } ?? ""
        let undo: HTML =
            canUndo
            ? """
            <form method="post" action="/decks/\(deck.id)/reschedule/undo">\(Layout.csrfField(context))\
            <button type="submit" class="secondary">Undo the last reschedule</button></form>
            """ : ""
        return """
            <section class="panel" id="optimize"><h2>FSRS parameters</h2>
            <p>This deck uses \(ownWeights ? "weights fitted to your reviews" : "the default FSRS-6 weights, shared by every deck until it is optimized").</p>
            <p class="muted">Optimizing fits the 21 weights to this deck's review history and keeps them only if they \
            predict your newest 20 % of reviews better than the weights in use. It needs at least \
            \(DeckOptimization.minimumScoredReviews) reviews made on a later day than the card's previous one.</p>
            \(last)
            <form method="post" action="/decks/\(deck.id)/optimize">\(Layout.csrfField(context))\
            <button type="submit">Optimize parameters</button></form>
            \(undo)
            </section>
            """
    }

    /// An optimization's page: its progress until it ends, then the result.
    static func page(_ context: AppContext, deck: Deck, status: OptimizeStatus, notice: Notice? = nil) -> HTML {
        let body: HTML
        switch status.state {
        case .waiting, .running:
            let queue: HTML =
                status.position.map { "<p data-queue-position=\"\($0)\">Place in the queue: \($0).</p>" } ?? ""
            body = """
                <section class="panel" data-progress-url="/optimizations/\(status.id)/events" aria-live="polite">
                <h1>Optimizing “\(deck.name)”…</h1>
                \(queue)
                <progress class="progress" aria-label="Optimization progress" max="100" value="\(status.done)">\(status.done)%</progress>
                <p data-progress-label>\(status.message)</p>
                <noscript><p><a href="/optimizations/\(status.id)">Reload</a> to see the progress.</p></noscript>
                </section>
                """
        case .failed:
            body = """
                <section class="panel"><h1>Optimizing “\(deck.name)”</h1>
                <div class="notice error" role="alert">\(status.message)</div>
                <p><a href="/decks/\(deck.id)/edit#optimize">Back to the deck's settings</a></p></section>
                """
        case .finished:
            body = result(context, deck: deck, status: status)
        }
        return Layout.page(title: "Optimize \(deck.name)", context: context, current: "/", notice: notice, body: body)
    }

    private static func result(_ context: AppContext, deck: Deck, status: OptimizeStatus) -> HTML {
        guard let report = status.result else {
            return "<section class=\"panel\"><h1>Optimized “\(deck.name)”</h1><p>\(status.message)</p></section>"
        }
        let reschedule: HTML =
            report.adopted
            ? """
            <h2>Reschedule the cards?</h2>
            <p>New intervals use the new weights from now on. Rescheduling also recomputes every card's due date \
            from its history with them now; you can undo it, and reviews made in between are kept.</p>
            <form method="post" action="/decks/\(deck.id)/reschedule">\(Layout.csrfField(context))\
            <button type="submit">Reschedule cards</button></form>
            """ : ""
        return """
            <section class="panel"><h1>Optimized “\(deck.name)”</h1>
            <p>\(report.scored) scored reviews; the newest 20 % were held back to compare the weights.</p>
            \(table(report))
            <p class="\(report.adopted ? "good" : "muted")" data-verdict="\(report.adopted ? "adopted" : "kept")">\(report.verdict)</p>
            \(reschedule)
            <p><a href="/decks/\(deck.id)/edit#optimize">Back to the deck's settings</a></p>
            </section>
            """
    }

    /// The before/after table of metrics on the held-back reviews.
    static func table(_ report: OptimizationReport) -> HTML {
        func number(_ value: Double) -> String { String(format: "%.4f", value) }
        func row(_ name: String, _ hint: String, _ current: String, _ fitted: String) -> HTML {
            "<tr><th scope=\"row\">\(name) <span class=\"muted\">\(hint)</span></th><td>\(current)</td><td>\(fitted)</td></tr>"
        }
        return """
            <table class="accuracy metrics"><caption class="sr-only">Held-back reviews predicted by the current \
            weights and by the new fit</caption>
            <thead><tr><th scope="col">Metric</th><th scope="col">Current</th><th scope="col">New fit</th></tr></thead>
            <tbody>\
            \(row("Log loss", "lower is better", number(report.current.logLoss), number(report.fitted.logLoss)))\
            \(row("RMSE (bins)", "lower is better", number(report.current.rmseBins), number(report.fitted.rmseBins)))\
            \(row("AUC", "higher is better", number(report.current.auc), number(report.fitted.auc)))\
            \(row("Reviews", "held back", String(report.current.count), String(report.fitted.count)))\
            </tbody></table>
            """
    }
}
