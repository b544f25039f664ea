import CardboxCore

/// Uploading, import progress, the draft list and the draft review page.
enum DraftViews {
    static func upload(_ context: AppContext, decks: [Deck], error: WebError?) -> HTML {
        let deckOptions = decks.map { deck -> HTML in "<option value=\"\(deck.name)\"></option>" }
        return Layout.page(
            title: "Import", context: context, current: "/import",
            body: """
                <section class="panel">
                <h1>Import</h1>
                <p>Upload a PDF, a scan, or photos of your notes. Cardbox reads the text (recognising it in images),
                drafts cards from it, and shows each card with the paragraph it came from so you can keep or drop it.</p>
                <p>An Anki package (.apkg, .colpkg), a spreadsheet (.csv, .tsv) or Quizlet text (.txt) adds its cards at
                once, with their schedules and answers; cards already in their deck are updated.</p>
                \(FormFields.summary(error))
                <form method="post" action="/import" enctype="multipart/form-data" class="stack" \
                data-preview-url="/import/preview">
                \(Layout.csrfField(context))
                <label>Files<input type="file" name="file" required multiple \
                accept="application/pdf,image/png,image/jpeg,image/webp,image/tiff,text/plain,text/markdown,.md,.txt,\
                .apkg,.colpkg,.csv,.tsv,text/csv,text/tab-separated-values"></label>
                <label>Deck (new or existing; default: the file's name, or an Anki package's own decks)\
                <input type="text" name="deck" list="deck-names" maxlength="200"></label>
                <datalist id="deck-names">\(deckOptions)</datalist>
                <details><summary>Spreadsheets and Anki packages</summary>
                \(FormFields.input("Columns, in order (optional: found from a header row)", name: "columns", value: "", error: error, required: false, extra: " placeholder=\"front, back, wrong, wrong, wrong, explanation\""))
                \(FormFields.input("Separator (optional: found from the text)", name: "separator", value: "", error: error, required: false, extra: " maxlength=\"9\" placeholder=\"tab, comma, ;\""))
                <div class="columns-preview" data-columns-preview hidden aria-live="polite"></div>
                <label class="inline"><input type="checkbox" name="reschedule" value="1"> Rebuild each card's schedule \
                from its answers with the deck's scheduler</label>
                </details>
                \(FormFields.select("Card maker", name: "engine", options: [("auto", "Best available"), ("extractive", "Offline (no model)"), ("openai", "OpenAI-compatible model"), ("anthropic", "Anthropic model")], selected: "auto"))
                \(FormFields.input("At most this many cards (optional)", name: "max_cards", type: "number", required: false, extra: " min=\"1\" max=\"10000\""))
                <button type="submit">Import</button>
                </form>
                </section>
                """)
    }

    static func progress(_ context: AppContext, _ status: ImportJobs.Status) -> HTML {
        let failed: HTML =
            status.state == .failed
            ? "<div class=\"notice error\" role=\"alert\">\(status.message) <a href=\"/import\">Try again</a></div>"
            : ""
        let percent = status.total > 0 ? 100 * status.done / status.total : 0
        let queue: HTML =
            status.position.map { position -> HTML in
                "<p data-queue-position=\"\(position)\">Place in the queue: \(position).</p>"
            } ?? ""
        return Layout.page(
            title: "Importing", context: context, current: "/import",
            body: """
                <section class="panel" data-progress-url="/imports/\(status.id)/events" aria-live="polite">
                <h1>Importing…</h1>
                \(failed)\(queue)
                <progress class="progress" aria-label="Import progress" max="100" value="\(percent)">\(percent)%</progress>
                <p data-progress-label>\(status.message)</p>
                <noscript><p><a href="/imports/\(status.id)">Reload</a> to see the progress.</p></noscript>
                </section>
                """)
    }

    /// What an import of Anki packages or spreadsheets added.
    static func imported(_ context: AppContext, _ status: ImportJobs.Status, _ imported: ImportedCards) -> HTML {
        let decks: HTML = imported.decks.map { name -> HTML in "<li>\(name)</li>" }.joined()
        let skipped: HTML =
            imported.skipped.isEmpty
            ? ""
            : """
            <h2>Left out (\(imported.skipped.count))</h2>
            <ul>\(imported.skipped.prefix(100).map { reason -> HTML in "<li>\(reason)</li>" }.joined())</ul>
            """
        let warnings: HTML =
            imported.warnings.isEmpty
            ? ""
            : """
            <h2>Changed on the way</h2>
            <ul>\(imported.warnings.prefix(100).map { warning -> HTML in "<li>\(warning)</li>" }.joined())</ul>
            """
        return Layout.page(
            title: "Imported", context: context, current: "/import",
            body: """
                <section class="panel" data-imported="\(imported.added)">
                <h1>Imported</h1>
                <p>\(imported.added) added, \(imported.updated) updated, \(imported.unchanged) already there\
                \(imported.reviews > 0 ? "; \(imported.reviews) answers kept" : "").</p>
                <h2>Decks</h2><ul>\(decks)</ul>
                \(skipped)\(warnings)
                <p><a class="button" href="/">Your decks</a> <a href="/import">Import another file</a></p>
                </section>
                """)
    }

    static func list(_ context: AppContext, _ drafts: [Draft], notice: Notice? = nil) -> HTML {
        let rows = drafts.map { draft -> HTML in
            """
            <tr><td><a href="/drafts/\(draft.id)">\(draft.documentTitle)</a></td><td>\(draft.deckName)</td>\
            <td>\(draft.status.rawValue)</td><td class="optional">\(draft.engine)</td></tr>
            """
        }
        let body: HTML =
            drafts.isEmpty
            ? "<p>No drafts yet. <a href=\"/import\">Import a document</a> to make some.</p>"
            : """
            <table><thead><tr><th scope="col">Document</th><th scope="col">Deck</th><th scope="col">Status</th>\
            <th scope="col" class="optional">Made by</th></tr></thead><tbody>\(rows)</tbody></table>
            """
        return Layout.page(
            title: "Drafts", context: context, current: "/drafts", notice: notice,
            body: "<h1>Drafts</h1><section class=\"panel\">\(body)</section>")
    }

    static func review(
        _ context: AppContext, draft: Draft, cards: [DraftCard], passages: SourcePassage, decks: [Deck],
        notice: Notice?
    ) -> HTML {
        let csrf = Layout.csrfField(context)
        let items = cards.map { item -> HTML in
            let card = item.card
            let state: String =
                switch item.decision {
                case .kept: "Kept"
                case .dropped: "Dropped"
                case .pending: "Not decided"
                }
            let stateClass: HTML =
                switch item.decision {
                case .kept: " kept"
                case .dropped: " dropped"
                case .pending: ""
                }
            let paragraph = passages.html(for: card.source)
            let link = SourcePassage.link(to: card.source, documentID: draft.documentID) ?? "#"
            let action = "/drafts/\(draft.id)/cards/\(item.id)"
            let choices: HTML =
                card.distractors.isEmpty
                ? ""
                : """
                <p class="muted" data-distractors>Wrong answers: \
                \(card.distractors.map { CardTextHTML.render($0, in: .phrasing) }.joined(separator: " · "))</p>
                """
            let notes: HTML =
                card.flags.isEmpty
                ? "" : "<p class=\"muted\" data-flags>Notes: \(card.flags.joined(separator: ", "))</p>"
            return """
                <article class="panel draft-card\(stateClass)" id="card-\(item.id)" tabindex="0" \
                aria-label="Card \(item.position + 1): \(CardText.plainText(card.displayQuestion))">
                <div class="draft-question">\(CardTextHTML.render(card.displayQuestion))</div>
                \(CardTextHTML.render(card.answer))\(choices)\(notes)
                <blockquote><span class="sr-only">Source: </span>\(paragraph) \
                <a class="pill" href="\(link)">\(card.source.pill)</a></blockquote>
                <div class="row"><span data-state role="status">\(state)</span>
                \(draft.status == .saved ? "" : decisionForms(action: action, csrf: csrf))</div>
                \(draft.status == .saved ? "" : editForm(card, action: action, csrf: csrf))
                </article>
                """
        }
        let engine: HTML = """
            <p>Made by <strong>\(draft.engine)</strong>.\(draft.engineNote.map { " \($0)." } ?? "")</p>
            """
        let deckOptions = decks.map { deck -> HTML in "<option value=\"\(deck.name)\"></option>" }
        let tally = DraftTally(cards)
        let save: HTML =
            switch draft.status {
            case .ready: saveForm(draft, tally: tally, csrf: csrf, place: "top")
            case .saved: "<p class=\"notice good\">This draft has been saved.</p>"
            case .generating:
                "<p class=\"notice\">Cards are still being made. <a href=\"/drafts/\(draft.id)\">Reload</a> to see more.</p>"
            }
        let saveBelow: HTML =
            draft.status == .ready && !cards.isEmpty ? saveForm(draft, tally: tally, csrf: csrf, place: "bottom") : ""
        let empty: HTML = cards.isEmpty ? "<p class=\"panel\">No cards could be made from this document.</p>" : ""
        let delete: HTML = """
            <form method="post" action="/drafts/\(draft.id)/delete" class="row panel">\(csrf)
            <button type="submit" class="danger">Delete this draft</button></form>
            """
        return Layout.page(
            title: "Review draft", context: context, current: "/drafts", notice: notice,
            body: """
                <h1>Review: \(draft.documentTitle)</h1>
                <section class="panel">\(engine)
                <p class="muted">\(cards.count) cards. Keys: <kbd>k</kbd> keep, <kbd>d</kbd> drop, <kbd>e</kbd> edit;
                on a phone, swipe a card left to drop it. Only kept cards are saved, unless you tick the box to save
                the undecided ones too.</p></section>
                \(cards.isEmpty ? "" : bar(draft, tally: tally, csrf: csrf))
                <datalist id="draft-decks">\(deckOptions)</datalist>
                \(save)
                \(empty)\(items)
                \(saveBelow)
                \(delete)
                """)
    }

    /// The sticky bar: kept, dropped and undecided counts (kept up to date by the page's script), with "Keep all"
    /// and "Drop the rest" while the draft can still change.
    static func bar(_ draft: Draft, tally: DraftTally, csrf: HTML) -> HTML {
        let actions: HTML =
            draft.status == .saved
            ? ""
            : """
            <form method="post" action="/drafts/\(draft.id)/undecided" class="inline">\(csrf)\
            <input type="hidden" name="decision" value="keep"><button type="submit" class="secondary" data-keep-all>\
            Keep all</button></form>
            <form method="post" action="/drafts/\(draft.id)/undecided" class="inline">\(csrf)\
            <input type="hidden" name="decision" value="drop"><button type="submit" class="secondary" data-drop-rest>\
            Drop the rest</button></form>
            """
        return """
            <div class="draft-bar row" data-draft-bar>
            <p class="counts" role="status" aria-live="polite">\
            <span><strong data-count="kept">\(tally.kept)</strong> kept</span>\
            <span><strong data-count="dropped">\(tally.dropped)</strong> dropped</span>\
            <span><strong data-count="undecided">\(tally.undecided)</strong> undecided</span></p>
            \(actions)
            </div>
            """
    }

    /// A save form (one above the cards, one below): the deck, and a box to save the undecided cards too.
    static func saveForm(_ draft: Draft, tally: DraftTally, csrf: HTML, place: String) -> HTML {
        """
        <form method="post" action="/drafts/\(draft.id)/save" class="row panel" data-save="\(place)">\(csrf)
        <label class="inline">Save the kept cards to
        <input type="text" name="deck" value="\(draft.deckName)" list="draft-decks" required maxlength="200"></label>
        <label class="inline"><input type="checkbox" name="undecided" value="keep"> \
        Also save the <span data-count="undecided">\(tally.undecided)</span> undecided cards</label>
        <button type="submit">Save to deck</button></form>
        """
    }

    /// Keep and drop buttons of one draft card (not shown once the draft is saved).
    static func decisionForms(action: String, csrf: HTML) -> HTML {
        """
                <form method="post" action="\(action)/decision" data-decision="keep">\(csrf)\
                <input type="hidden" name="decision" value="keep"><button type="submit">Keep (k)</button></form>
                <form method="post" action="\(action)/decision" data-decision="drop">\(csrf)\
                <input type="hidden" name="decision" value="drop"><button type="submit" class="secondary">Drop (d)</button></form>
        """
    }

    /// The inline editor of one draft card.
    static func editForm(_ card: CardDraft, action: String, csrf: HTML) -> HTML {
        """
                <details><summary>Edit (e)</summary>
                <form method="post" action="\(action)/edit" class="stack">\(csrf)
                \(FormFields.textArea("Question", name: "question", value: card.question, required: true))
                \(FormFields.textArea("Answer", name: "answer", value: card.answer, required: true))
                \(FormFields.textArea("Explanation", name: "explanation", value: card.explanation))
                \(FormFields.textArea("Wrong answers for multiple choice (three, one per line, or none)", name: "distractors", value: card.distractors.joined(separator: "\n")))
                <button type="submit">Save edit</button></form></details>
        """
    }
}
