import CardboxCore
import CardboxHTTP

/// The study pages: choosing what to study, one card, feedback, the end of a session, and source documents.
enum StudyViews {
    /// "3 due, 20 new" for a study button.
    static func readyText(due: Int, new: Int) -> String {
        [due > 0 ? "\(due) due" : nil, new > 0 ? "\(new) new" : nil].compactMap { $0 }.joined(separator: ", ")
    }

    static func overview(_ context: AppContext, summaries: [DeckSummary]) -> HTML {
        let due = summaries.reduce(0) { $0 + $1.dueCount + min($1.newCount, $1.deck.options.newCardsPerDay) }
        let rows = summaries.map { summary -> HTML in
            let modes = StudyMode.allCases.map { mode -> HTML in
                "<a class=\"pill\" href=\"/study/\(summary.deck.id)?mode=\(mode.rawValue)\">\(mode.title)</a>"
            }
            return """
                <tr><th scope="row"><a href="/decks/\(summary.deck.id)">\(summary.deck.name)</a></th>\
                <td>\(readyText(due: summary.dueCount, new: min(summary.newCount, summary.deck.options.newCardsPerDay)))</td>\
                <td class="row">\(modes)</td></tr>
                """
        }
        let body: HTML =
            summaries.isEmpty
            ? "<section class=\"panel\"><p>There is nothing to study yet. <a href=\"/decks/new\">Create a deck</a> or <a href=\"/import\">import a document</a>.</p></section>"
            : """
            <section class="panel">
            <p class="row"><a class="button" href="/study/all">Study everything ready (\(due))</a></p>
            <table><thead><tr><th scope="col">Deck</th><th scope="col">Ready</th><th scope="col">Modes</th></tr></thead>
            <tbody>\(rows)</tbody></table>
            </section>
            """
        return Layout.page(title: "Study", context: context, current: "/study", body: "<h1>Study</h1>\(body)")
    }

    /// The card's colours, falling back to its deck's, as data attributes that the script applies: the content
    /// security policy refuses inline `style` attributes.
    static func style(_ style: CardStyle, deck: CardStyle?) -> (view: HTML, card: HTML) {
        func attribute(_ name: String, _ color: HexColor?) -> HTML {
            color.map { " data-\(raw: name)=\"\($0.hex)\"" } ?? ""
        }
        let deck = deck ?? .plain
        return (
            attribute("background", style.viewColor ?? deck.viewColor),
            "\(attribute("background", style.cardColor ?? deck.cardColor))\(attribute("color", style.textColor ?? deck.textColor))"
        )
    }

    /// Where the undo button posts, and the study page it returns to.
    struct UndoForm {
        let path: String
        let session: SessionID
        let mode: StudyMode
        let category: String?
    }

    /// The undo button (`z` or Ctrl-Z), for the session's newest answer.
    static func undoButton(_ context: AppContext, _ undo: UndoForm) -> HTML {
        """
        <form method="post" action="\(undo.path)/undo" class="inline">\(Layout.csrfField(context))
        <input type="hidden" name="session" value="\(undo.session)">
        <input type="hidden" name="mode" value="\(undo.mode.rawValue)">
        <input type="hidden" name="category" value="\(undo.category ?? "")">
        <button type="submit" class="secondary" data-key="z" title="Undo the last answer (z)">Undo <kbd>z</kbd></button>
        </form>
        """
    }

    /// How far through the session the learner is: answers given out of answers given plus cards left.
    static func progress(answered: Int, remaining: Int) -> HTML {
        let total = max(1, answered + remaining)
        return """
            <div class="study-progress"><progress value="\(answered)" max="\(total)" \
            aria-label="Session progress">\(answered) of \(total)</progress>\
            <span class="muted">\(answered) answered · \(remaining) to go</span></div>
            """
    }

    /// A card field on a card face: code as written when the answer is code, card text otherwise.
    static func text(_ value: String, isCode: Bool) -> HTML {
        isCode ? CardTextHTML.code(value) : CardTextHTML.render(value)
    }

    static func prompt(
        _ context: AppContext, _ next: StudyService.Prompt, path: String, session: SessionID, category: String?
    ) -> HTML {
        let prompt = next.prompt
        let card = prompt.card
        let colours = style(card.content.style, deck: next.deck.style)
        let hidden: HTML = """
            \(Layout.csrfField(context))
            <input type="hidden" name="card" value="\(card.id)">
            <input type="hidden" name="mode" value="\(prompt.mode.rawValue)">
            <input type="hidden" name="seed" value="\(String(next.seed))">
            <input type="hidden" name="session" value="\(session)">
            <input type="hidden" name="category" value="\(category ?? "")">
            """
        let action = "\(path)/answer"
        let controls: HTML
        switch prompt.mode {
        case .flip, .play:
            let ratings = Rating.allCases.map { rating -> HTML in
                """
                <button type="submit" name="rating" value="\(rating.rawValue)" data-key="\(rating.rawValue)" \
                class="rating rating-\(rating.description.lowercased())">\
                \(rating.description) <small>\(prompt.intervals[rating] ?? "")</small> <kbd>\(rating.rawValue)</kbd></button>
                """
            }
            controls = """
                <details class="answer" data-answer><summary data-key="space">Show answer (space)</summary>
                <div class="back">\(text(card.content.back, isCode: card.content.answerIsCode))</div>
                <form method="post" action="\(action)">\(hidden)
                <div class="ratings" role="group" aria-label="How well did you know it?">\(ratings)</div></form>
                </details>
                """
        case .choice:
            let letters = ["a", "b", "c", "d"]
            let options = prompt.options.enumerated().map { index, option -> HTML in
                let letter = index < letters.count ? letters[index] : String(index + 1)
                return """
                    <button type="submit" name="choice" value="\(index)" data-key="\(letter)">\
                    <small>\(letter.uppercased())</small> \(CardTextHTML.render(option, in: .phrasing, media: false))</button>
                    """
            }
            controls = """
                <form method="post" action="\(action)">\(hidden)
                <div class="options" role="group" aria-label="Choose the answer">\(options)</div></form>
                """
        case .type:
            controls = """
                <form method="post" action="\(action)" class="stack">\(hidden)
                <label>Your answer<input type="text" name="typed" autocomplete="off" autofocus></label>
                <button type="submit">Check</button></form>
                """
        }
        let cardFields: HTML = """
            \(Layout.csrfField(context))
            <input type="hidden" name="card" value="\(card.id)">
            <input type="hidden" name="mode" value="\(prompt.mode.rawValue)">
            <input type="hidden" name="session" value="\(session)">
            <input type="hidden" name="category" value="\(category ?? "")">
            """
        let undo: HTML =
            next.answered > 0
            ? undoButton(context, UndoForm(path: path, session: session, mode: prompt.mode, category: category)) : ""
        let actions: HTML = """
            <div class="row study-actions">\(undo)\
            <form method="post" action="\(path)/bury" class="inline">\(cardFields)\
            <button type="submit" class="secondary" data-key="-" title="Hide this card until tomorrow (-)">\
            Bury <kbd>-</kbd></button></form>\
            <form method="post" action="\(path)/suspend" class="inline">\(cardFields)\
            <button type="submit" class="secondary" data-key="@" title="Hide this card until you take it back (@)">\
            Suspend <kbd>@</kbd></button></form>\
            <a class="button secondary" href="/cards/\(card.id)/edit" data-key="e">Edit <kbd>e</kbd></a></div>
            """
        return Layout.page(
            title: "Study", context: context, current: "/study",
            body: """
                <p class="muted">\(next.deck.name) · \(next.remaining) due · \(prompt.mode.title)</p>
                <section class="study-view" data-study\(colours.view)>
                \(progress(answered: next.answered, remaining: next.remaining))
                <div class="flashcard study-card"\(colours.card)>
                \(text(card.content.front, isCode: false))
                \(controls)
                </div>
                \(actions)
                </section>
                """)
    }

    /// Where "I was right" posts: the wrong typed answer to count as Good.
    struct OverruleForm {
        let path: String
        let review: ReviewID
        let undo: UndoForm
    }

    /// The options of an answered multiple-choice question as they were shown, the right one green and a wrong
    /// choice red.
    static func markedOptions(_ feedback: QuizFeedback) -> HTML {
        guard !feedback.options.isEmpty else { return "" }
        let letters = ["A", "B", "C", "D"]
        let rows = zip(feedback.options.indices, zip(feedback.options, feedback.optionMarks)).map {
            index, pair -> HTML in
            let (option, mark) = pair
            let note: HTML =
                switch mark {
                case .right: " <span class=\"mark\">✓<span class=\"sr-only\"> the right answer</span></span>"
                case .wrong: " <span class=\"mark\">✗<span class=\"sr-only\"> your answer</span></span>"
                case .plain: ""
                }
            let letter = index < letters.count ? letters[index] : String(index + 1)
            return """
                <li class="option option-\(mark.rawValue)"><small>\(letter)</small> \
                \(CardTextHTML.render(option, in: .phrasing))\(note)</li>
                """
        }
        return "<ol class=\"options answered\" aria-label=\"The options\">\(rows)</ol>"
    }

    /// A wrong typed answer against the right one: left-out characters underlined, extra ones struck through.
    static func diff(_ diff: AnswerDiff?) -> HTML {
        guard let diff else { return "" }
        let pieces = diff.pieces.map { piece -> HTML in
            switch piece.kind {
            case .same: "<span>\(piece.text)</span>"
            case .missing: "<ins class=\"diff-missing\" title=\"left out\">\(piece.text)</ins>"
            case .extra: "<del class=\"diff-extra\" title=\"not in the answer\">\(piece.text)</del>"
            }
        }
        return "<p class=\"diff\" data-diff>Your answer against the right one: <code>\(pieces)</code></p>"
    }

    /// The right answer in a sentence: as written when it is code, card text otherwise.
    static func answer(_ feedback: QuizFeedback) -> HTML {
        feedback.card.content.answerIsCode && feedback.correctAnswer == feedback.card.content.back
            ? "<code>\(feedback.correctAnswer)</code>" : CardTextHTML.render(feedback.correctAnswer, in: .phrasing)
    }

    static func feedback(
        _ context: AppContext, _ feedback: QuizFeedback, next: String,
        passages: SourcePassage = SourcePassage(document: nil), undo: UndoForm? = nil,
        overrule: OverruleForm? = nil
    ) -> HTML {
        let verdict: HTML =
            feedback.overruled
            ? "<p class=\"correct\" role=\"status\">Counted as right.</p>"
            : feedback.isCorrect
                ? "<p class=\"correct\" role=\"status\">Correct!</p>"
                : """
                <p class="wrong" role="alert">Not quite.\(feedback.givenAnswer.map { " You answered “\($0)”." } ?? "")</p>
                """
        let overruleButton: HTML =
            feedback.canOverrule
            ? overrule.map { form in
                """
                <form method="post" action="\(form.path)/overrule" class="inline">\(Layout.csrfField(context))
                <input type="hidden" name="review" value="\(form.review)">
                <input type="hidden" name="card" value="\(feedback.card.id)">
                <input type="hidden" name="session" value="\(form.undo.session)">
                <input type="hidden" name="mode" value="\(form.undo.mode.rawValue)">
                <input type="hidden" name="category" value="\(form.undo.category ?? "")">
                <button type="submit" class="secondary" data-key="r" title="Count this answer as right, rated Good (r)">\
                I was right <kbd>r</kbd></button></form>
                """
            } ?? "" : ""
        let nearMiss: HTML = feedback.nearMiss.map { "<p class=\"muted\">\($0)</p>" } ?? ""
        let source: HTML =
            feedback.source.map { source in
                let link = SourcePassage.link(to: source) ?? "#"
                let passage = passages.html(for: source)
                let quoted: HTML =
                    passage.rendered.isEmpty ? "" : "<blockquote class=\"source-passage\">\(passage)</blockquote>"
                return "\(quoted)<p><a class=\"pill\" href=\"\(link)\">Source: \(source.pill)</a></p>"
            } ?? ""
        let pitfall: HTML =
            feedback.pitfall.map { note in "<div class=\"muted\">\(CardTextHTML.render(note))</div>" } ?? ""
        let why: HTML =
            feedback.explanation.isEmpty && feedback.source == nil
            ? ""
            : """
            <details\(feedback.isCorrect ? "" : " open")><summary>Why?</summary>
            \(CardTextHTML.render(feedback.explanation))\(pitfall)\(source)
            </details>
            """
        return Layout.page(
            title: "Answer", context: context, current: "/study",
            body: """
                <section class="panel" data-study>
                <div class="flashcard"><div class="study-front">\(CardTextHTML.render(feedback.card.content.front))</div>\
                \(markedOptions(feedback))
                <div class="back">\(verdict)<p>The answer: <strong>\(answer(feedback))</strong></p>\
                \(diff(feedback.typedDiff))\(nearMiss)\(why)</div>
                </div>
                <p class="row"><a class="button" href="\(next)" data-key="space">Next card (space)</a>\
                \(overruleButton)\(undo.map { undoButton(context, $0) } ?? "")</p>
                </section>
                """)
    }

    static func play(
        _ context: AppContext, card: Card, deckStyle: CardStyle?, position: Int, total: Int, pace: Int,
        nextURL: String?, path: String, shuffle: Bool
    ) -> HTML {
        let colours = style(card.content.style, deck: deckStyle)
        let next: HTML =
            nextURL.map { "<a class=\"button secondary\" href=\"\($0)\" data-next>Next</a>" }
            ?? "<a class=\"button secondary\" href=\"\(path)?mode=play&amp;shuffle=\(shuffle ? 1 : 0)&amp;pace=\(pace)\" data-next>Start again</a>"
        return Layout.page(
            title: "Play", context: context, current: "/study",
            body: """
                <p class="muted">Card \(position + 1) of \(total) · <span data-play-status role="status">Playing</span></p>
                <section class="study-view" data-play data-pace="\(pace)"\(colours.view)>
                <div class="flashcard"\(colours.card)>
                \(text(card.content.front, isCode: false))
                <div class="back" data-hidden hidden>\(text(card.content.back, isCode: card.content.answerIsCode))</div>
                </div>
                <p class="row"><button type="button" data-key="space">Pause (space)</button>\(next)</p>
                </section>
                <form method="get" action="\(path)" class="row panel">
                <input type="hidden" name="mode" value="play">
                <label class="inline">Seconds per side <input type="number" name="pace" value="\(pace)" min="1" max="60"></label>
                <label class="inline"><input type="checkbox" name="shuffle" value="1"\(shuffle ? " checked" : "")> Shuffle</label>
                <button type="submit" class="secondary">Restart</button>
                </form>
                """)
    }

    static func done(
        _ context: AppContext, deck: Deck?, session: StudySession?, nextDue: String? = nil, undo: UndoForm? = nil
    ) -> HTML {
        let summary: HTML =
            session.map { session in
                session.answered == 0
                    ? "<p>Nothing was due.</p>"
                    : "<p>You answered \(session.answered) cards, \(session.correct) correctly.</p>"
            } ?? "<p>There are no cards to play.</p>"
        let due: HTML = nextDue.map { "<p data-next-due>\($0)</p>" } ?? ""
        let undoButton: HTML =
            (session?.answered ?? 0) > 0 ? undo.map { Self.undoButton(context, $0) } ?? "" : ""
        return Layout.page(
            title: "All done", context: context, current: "/study",
            body: """
                <section class="panel" role="status" data-study>
                <h1>All done for now</h1>
                \(summary)\(due)
                <p class="row"><a class="button" href="/stats">See your stats</a>\
                <a class="button secondary" href="\(deck.map { "/decks/\($0.id)" } ?? "/")">Back</a>\(undoButton)</p>
                </section>
                """)
    }

    static func document(_ context: AppContext, _ document: SourceDocument) -> HTML {
        let paragraphs = document.paragraphs.map { paragraph -> HTML in
            let tag =
                switch paragraph.role {
                case .heading: "h2"
                case .code: "pre"
                case .body, .listItem: "p"
                }
            let anchor = SourcePassage.anchor(page: paragraph.page, paragraph: paragraph.index)
            return "<\(raw: tag) id=\"\(anchor)\">\(paragraph.text)</\(raw: tag)>"
        }
        return Layout.page(
            title: document.title, context: context,
            body: """
                <article class="panel"><h1>\(document.title)</h1>
                <p class="muted">\(document.pageCount) pages</p>
                \(paragraphs)
                </article>
                """)
    }
}
