import CardboxCore
import CardboxHTTP
import Foundation

/// The deck list, a deck's cards, and the deck and card editors.
enum DeckViews {
    static func home(_ context: AppContext, summaries: [DeckSummary], notice: Notice?) -> HTML {
        let decks: HTML
        if summaries.isEmpty {
            decks = """
                <section class="panel">
                <h2>No decks yet</h2>
                <p>Create a deck and add cards, or import a PDF or photo and let Cardbox draft the cards for you.</p>
                <p class="row"><a class="button" href="/decks/new">New deck</a>
                <a class="button secondary" href="/import">Import a document</a></p>
                </section>
                """
        } else {
            let items = summaries.map { summary -> HTML in
                let deck = summary.deck
                let fresh = min(summary.newCount, deck.options.newCardsPerDay)
                let study: HTML =
                    summary.dueCount + fresh > 0
                    ? "<a class=\"button\" href=\"/study/\(deck.id)\">Study \(StudyViews.readyText(due: summary.dueCount, new: fresh))</a>"
                    : "<span class=\"muted\">Nothing to study now</span>"
                return """
                    <article class="panel deck-card">
                    <h2><a href="/decks/\(deck.id)">\(deck.name)</a></h2>
                    <p class="counts"><span>\(TrashViews.count(summary.cardCount, "card"))</span><span>\(summary.newCount) new</span>\
                    <span>\(summary.dueCount) due</span><span class="pill">\(deck.options.scheduler.displayName)</span></p>
                    <p class="row">\(study)</p>
                    </article>
                    """
            }
            decks = "<div class=\"grid\">\(items)</div>"
        }
        return Layout.page(
            title: "Your decks", context: context, current: "/", notice: notice,
            body: """
                <div class="row"><h1>Your decks</h1>
                <a class="button secondary" href="/decks/new">New deck</a></div>
                \(decks)
                <p><a href="/trash">Trash</a> <span class="muted">· deleted decks, kept \(TrashedDeck.keepDays) days</span></p>
                """)
    }

    static func deck(
        _ context: AppContext, deck: Deck, cards: [Card], query: String, page: Pagination, today: StudyDay,
        now: Date, notice: Notice?, setAside: [CardID: SetAside] = [:], decks: [Deck] = []
    ) -> HTML {
        let rows = cards.map { card -> HTML in
            // The same rule as the deck list's due count: a learning card is due only once its time has come.
            var due = card.schedule.phase == .new ? "new" : card.schedule.isDue(on: today, at: now) ? "due" : "later"
            var restore: HTML = ""
            if let aside = setAside[card.id] {
                due =
                    switch aside {
                    case .suspended: "suspended"
                    case .buried(let until): until == today.adding(days: 1) ? "buried until tomorrow" : "buried"
                    }
                restore = """
                     <form method="post" action="/cards/\(card.id)/restore" class="inline">\(Layout.csrfField(context))\
                    <button type="submit" class="secondary">Restore</button></form>
                    """
            }
            return """
                <tr><td class="pick"><input type="checkbox" name="card" value="\(card.id)" form="card-batch" \
                aria-label="Choose card \(CardText.plainText(card.content.front))"></td>\
                <td>\(CardTextHTML.render(card.content.front))</td>\
                <td>\(StudyViews.text(card.content.back, isCode: card.content.answerIsCode))</td>\
                <td class="optional">\(card.content.category)\(tags(card.content.tags))</td><td class="optional">\(due)</td>\
                <td><a href="/cards/\(card.id)/edit" aria-label="Edit card \(CardText.plainText(card.content.front))">Edit</a>\(restore)</td></tr>
                """
        }
        let table: HTML =
            cards.isEmpty
            ? (query.isEmpty
                ? "<p>This deck has no cards yet. <a href=\"/decks/\(deck.id)/cards/new\">Add the first card</a>.</p>"
                : "<p>No card matches “\(query)”.</p>")
            : """
            <table><thead><tr><th scope="col" class="pick"><input type="checkbox" data-pick-all hidden \
            aria-label="Choose every card on this page"></th><th scope="col">Front</th><th scope="col">Back</th>\
            <th scope="col" class="optional">Category</th><th scope="col" class="optional">Status</th>\
            <th scope="col"><span class="sr-only">Actions</span></th></tr></thead><tbody>\(rows)</tbody></table>
            """
        let modes: HTML = StudyMode.allCases.map { mode -> HTML in
            "<a class=\"button secondary\" href=\"/study/\(deck.id)?mode=\(mode.rawValue)\">\(mode.title)</a>"
        }.joined()
        return Layout.page(
            title: deck.name, context: context, current: "/", notice: notice,
            body: """
                <div class="row"><h1>\(deck.name)</h1><a href="/decks/\(deck.id)/edit">Edit deck</a>\
                <details class="menu"><summary>Export</summary><ul>\
                <li><a href="/decks/\(deck.id)/export?format=apkg" download>Anki package (.apkg)</a></li>\
                <li><a href="/decks/\(deck.id)/export?format=csv" download>Spreadsheet (.csv)</a></li>\
                <li><a href="/decks/\(deck.id)/export?format=quizlet" download>Quizlet text (.txt)</a></li>\
                </ul></details></div>
                <section class="panel">
                <h2>Study</h2><p class="row">\(modes)</p>
                </section>
                <section class="panel">
                <div class="row"><h2>Cards</h2><a class="button" href="/decks/\(deck.id)/cards/new">Add card</a></div>
                <form method="get" action="/decks/\(deck.id)" role="search" class="row">
                <label class="inline"><span class="sr-only">Search cards</span>\
                <input type="search" name="q" value="\(query)" placeholder="Search cards"></label>
                <button type="submit" class="secondary">Search</button></form>
                \(cards.isEmpty ? "" : batchForm(context, deck: deck, decks: decks))
                \(table)
                \(pager(page, base: "/decks/\(deck.id)?q=\(Parameters.encode(query))&"))
                </section>
                """)
    }

    /// A card's tags as pills after its category.
    static func tags(_ tags: [String]) -> HTML {
        tags.map { tag -> HTML in " <span class=\"pill\" data-tag>\(tag)</span>" }.joined()
    }

    /// What to do with the chosen cards: add a tag, move them to another deck, or delete them (which asks first).
    static func batchForm(_ context: AppContext, deck: Deck, decks: [Deck]) -> HTML {
        let others = decks.filter { $0.id != deck.id }
        let options = others.map { other -> HTML in "<option value=\"\(other.id)\">\(other.name)</option>" }
        let move: HTML =
            others.isEmpty
            ? ""
            : """
            <span class="row"><label class="inline">Move to <select name="deck">\(options)</select></label>\
            <button type="submit" name="action" value="move" class="secondary">Move</button></span>
            """
        return """
            <form method="post" action="/decks/\(deck.id)/cards/batch" id="card-batch" class="card-batch row" \
            aria-label="Change the chosen cards">\(Layout.csrfField(context))
            <span class="muted" role="status"><span data-picked>0</span> chosen</span>
            <span class="row"><label class="inline">Tag <input type="text" name="tag" maxlength="200" size="12"></label>\
            <button type="submit" name="action" value="tag" class="secondary">Add tag</button></span>
            \(move)
            <button type="submit" name="action" value="delete" class="danger">Delete…</button>
            </form>
            """
    }

    static func pager(_ page: Pagination, base: String) -> HTML {
        guard page.pageCount > 1 else { return "" }
        let previous: HTML = page.page > 1 ? "<a href=\"\(base)page=\(page.page - 1)\" rel=\"prev\">Previous</a>" : ""
        let next: HTML =
            page.page < page.pageCount ? "<a href=\"\(base)page=\(page.page + 1)\" rel=\"next\">Next</a>" : ""
        return """
            <nav class="row" aria-label="Pages">\(previous)<span>Page \(page.page) of \(page.pageCount)</span>\(next)</nav>
            """
    }

    static func editDeck(
        _ context: AppContext, deck: Deck?, values: Parameters, error: WebError?, tuning: HTML = .empty,
        notice: Notice? = nil
    ) -> HTML {
        let name = values["name"] ?? deck?.name ?? ""
        let options = deck?.options ?? DeckOptions()
        let action = deck.map { "/decks/\($0.id)/edit" } ?? "/decks"
        let schedulers = SchedulerKind.allCases.map { (value: $0.rawValue, title: $0.displayName) }
        let delete: HTML =
            deck.map { deck in
                """
                <section class="panel">
                <p>Deleting the deck deletes its cards and their review history; it stays in the trash for \
                \(TrashedDeck.keepDays) days.</p>
                <a class="button danger" href="/decks/\(deck.id)/delete">Delete deck…</a></section>
                """
            } ?? ""
        return Layout.page(
            title: deck == nil ? "New deck" : "Edit \(deck?.name ?? "")", context: context, current: "/",
            notice: notice,
            body: """
                <section class="panel">
                <h1>\(deck == nil ? "New deck" : "Edit deck")</h1>
                \(FormFields.summary(error))
                <form method="post" action="\(action)" class="stack" data-validate>
                \(Layout.csrfField(context))
                \(FormFields.input("Name", name: "name", value: name, error: error, extra: " maxlength=\"200\""))
                \(FormFields.select("Scheduler", name: "scheduler", options: schedulers, selected: values["scheduler"] ?? options.scheduler.rawValue))
                \(FormFields.input("New cards a day", name: "new_per_day", type: "number", value: values["new_per_day"] ?? String(options.newCardsPerDay), error: error, extra: " min=\"0\" max=\"1000\""))
                \(FormFields.input("Desired retention (FSRS)", name: "retention", type: "number", value: values["retention"] ?? String(options.desiredRetention), error: error, extra: " min=\"0.7\" max=\"0.99\" step=\"0.01\""))
                \(colourFields(deck?.style ?? .plain, values: values, legend: "Default colours for the deck's cards"))
                <button type="submit">Save deck</button>
                </form>
                </section>
                \(tuning)
                \(delete)
                """)
    }

    static func colourFields(_ style: CardStyle, values: Parameters, legend: String) -> HTML {
        func field(_ name: String, _ title: String, _ color: HexColor?, _ fallback: String) -> HTML {
            let used = values.isEmpty ? color != nil : values["use_\(name)"] != nil
            let value = values[name] ?? color?.hex ?? fallback
            let checked: HTML = used ? " checked" : ""
            return """
                <span class="row"><label class="inline"><input type="checkbox" name="use_\(name)"\(checked)> \(title)</label>\
                <label class="inline"><span class="sr-only">\(title) colour</span>\
                <input type="color" name="\(name)" value="\(value)"></label></span>
                """
        }
        return """
            <fieldset><legend>\(legend)</legend>
            \(field("text_color", "Text", style.textColor, "#1d2430"))
            \(field("card_color", "Card background", style.cardColor, "#ffffff"))
            \(field("view_color", "View background", style.viewColor, "#f6f7f9"))
            </fieldset>
            """
    }

    /// The box that asks for the answer typed in every session, with the marker that says the form had it.
    static func typedField(_ typed: Bool) -> HTML {
        """
        <input type="hidden" name="typed_field" value="1">\
        <label class="inline"><input type="checkbox" name="typed" value="1"\(typed ? " checked" : "")> \
        Ask for the answer typed, even when cards are flipped</label>
        """
    }

    static func editCard(
        _ context: AppContext, deck: Deck, card: Card?, decks: [Deck], form: Parameters?, error: WebError?,
        notice: Notice? = nil
    ) -> HTML {
        let content = card?.content
        let values = form ?? Parameters()
        func value(_ name: String, _ fallback: String?) -> String { values[name] ?? fallback ?? "" }
        let action = card.map { "/cards/\($0.id)/edit" } ?? "/decks/\(deck.id)/cards"
        let move: HTML =
            card == nil || decks.count < 2
            ? ""
            : FormFields.select(
                "Deck", name: "deck", options: decks.map { (value: String($0.id.rawValue), title: $0.name) },
                selected: String(deck.id.rawValue))
        let delete: HTML =
            card.map { card in
                """
                <p class="panel"><a class="button danger" href="/cards/\(card.id)/delete">Delete card…</a></p>
                """
            } ?? ""
        let media: HTML = card.map { mediaForm($0, context: context, error: error) } ?? ""
        let style = content?.style ?? deck.style
        let addAnother: HTML = """
            <button type="submit" name="then" value="another" class="secondary">Save and add another</button>
            """
        return Layout.page(
            title: card == nil ? "New card" : "Edit card", context: context, current: "/", notice: notice,
            body: """
                <p><a href="/decks/\(deck.id)">← \(deck.name)</a></p>
                <div class="grid card-editor">
                <section class="panel">
                <h1>\(card == nil ? "New card" : "Edit card")</h1>
                \(FormFields.summary(error))
                <form method="post" action="\(action)" class="stack" data-card-editor data-validate>
                \(Layout.csrfField(context))
                \(FormFields.textArea("Front (question)", name: "front", value: value("front", content?.front), error: error, required: true))
                \(FormFields.textArea("Back (answer)", name: "back", value: value("back", content?.back), error: error, required: true))
                \(FormFields.textArea("Explanation (shown under “Why?”)", name: "explanation", value: value("explanation", content?.explanation), error: error))
                \(FormFields.textArea("Wrong answers for multiple choice (three, one per line)", name: "distractors", value: value("distractors", content?.distractors.joined(separator: "\n")), error: error))
                \(FormFields.input("Category", name: "category", value: value("category", content?.category), error: error, required: false))
                \(typedField(form.map { $0["typed"] != nil } ?? content?.answerIsTyped ?? false))
                \(colourFields(style, values: values, legend: "Colours"))
                \(move)
                <div class="row"><button type="submit">Save card</button>\(card == nil ? addAnother : "")</div>
                </form>
                \(media)
                </section>
                <section class="panel" aria-label="Preview">
                <h2>Preview</h2>
                <div class="study-view" data-preview>
                <div class="flashcard"><div data-preview-front>\(content?.front ?? "")</div>\
                <div class="back" data-preview-back>\(content?.back ?? "")</div></div>
                </div>
                </section>
                </div>
                \(delete)
                """)
    }
}

extension DeckViews {
    /// The editor's form that adds an image or a sound to a field of a saved card.
    static func mediaForm(_ card: Card, context: AppContext, error: WebError?) -> HTML {
        let formats = CardMediaFormat.allCases.map(\.mediaType).joined(separator: ",")
        return """
            <form method="post" action="/cards/\(card.id)/media" enctype="multipart/form-data" class="stack card-media-form">
            \(Layout.csrfField(context))
            <h2>Image or sound</h2>
            <p class="muted">PNG, JPEG, GIF, WebP or SVG images and MP3, Ogg, WAV, M4A or FLAC sounds, up to \
            \(CardMediaFormat.maximumSize / 1_048_576) MB. The file goes at the end of the field you choose.</p>
            \(FormFields.input("File", name: "file", type: "file", error: error, extra: " accept=\"\(formats)\""))
            \(FormFields.select("Add to", name: "field", options: CardMediaAttachment.Field.allCases.map { (value: $0.rawValue, title: $0.title) }, selected: "back"))
            <div class="row"><button type="submit" class="secondary">Add file</button></div>
            </form>
            """
    }
}

extension StudyMode {
    /// The mode's name on buttons.
    var title: String {
        switch self {
        case .flip: "Flip cards"
        case .choice: "Multiple choice"
        case .type: "Type the answer"
        case .play: "Play"
        }
    }
}
