import CardboxCore
import CardboxHTTP
import CardboxWords

/// The favourite words page: the list, making cards from it, and playing it.
enum FavouritesViews {
    static func page(
        _ context: AppContext, favourites: [FavouriteWord], decks: [Deck], values: Parameters, error: WebError?,
        notice: Notice?, canSpeak: Bool = false
    ) -> HTML {
        let items = favourites.map { favourite -> HTML in
            let word = favourite.word
            return """
                <li class="row"><a href="/words/\(WordsViews.path(word))">\(word)</a>\
                <form method="post" action="/words/\(WordsViews.path(word))/unfavourite" class="inline">\
                \(Layout.csrfField(context))<input type="hidden" name="return" value="favourites">\
                <button type="submit" class="secondary" aria-label="Remove \(word) from favourites">Remove</button>\
                </form></li>
                """
        }
        let list: HTML =
            favourites.isEmpty
            ? """
            <p>No favourite words yet. <a href="/words">Look a word up</a> and press “Add to favourites”.</p>
            """ : "<ul class=\"word-list\">\(items)</ul>"
        let tools: HTML =
            favourites.isEmpty
            ? FormFields.summary(error)
            : cardsForm(context, decks: decks, values: values, error: error, canSpeak: canSpeak)
        return Layout.page(
            title: "Favourite words", context: context, current: "/words", notice: notice,
            body: """
                <p><a href="/words">← Words</a></p>
                <h1>Favourite words</h1>
                <section class="panel" aria-label="Your favourite words">\(list)</section>
                \(tools)
                """)
    }

    static func cardsForm(
        _ context: AppContext, decks: [Deck], values: Parameters, error: WebError?, canSpeak: Bool
    ) -> HTML {
        // Checked at first, then as the user left it; absent where espeak-ng is not installed.
        let speak: HTML = values["_csrf"] == nil || values["sound"] != nil ? " checked" : ""
        let soundChoice: HTML =
            canSpeak
            ? """
            <label class="inline"><input type="checkbox" name="sound" value="1"\(speak)> Sound: each card plays its \
            word, spoken</label>
            """ : ""
        let options =
            [(value: "", title: "A new deck (name below)")]
            + decks.map { (value: String($0.id.rawValue), title: $0.name) }
        let reverse: HTML = values["reverse"] != nil ? " checked" : ""
        return """
            <section class="panel" aria-labelledby="make-cards">
            <h2 id="make-cards">Make cards</h2>
            <p>One card per word: the word on the front and its most common meaning on the back, with three wrong
            answers from the same category for multiple choice. Words already in the deck are skipped.</p>
            \(FormFields.summary(error))
            <form method="post" action="/favourites/cards" class="stack" data-busy="Making cards…">
            \(Layout.csrfField(context))
            \(FormFields.select("Deck", name: "deck_id", options: options, selected: values["deck_id"] ?? ""))
            \(FormFields.input("New deck name", name: "deck_name", value: values["deck_name"] ?? "Vocabulary", error: error, required: false, extra: " maxlength=\"200\""))
            <label class="inline"><input type="checkbox" name="reverse" value="1"\(reverse)> Reverse: show the \
            meaning and ask for the word</label>
            \(soundChoice)
            \(DeckViews.colourFields(.plain, values: values, legend: "Card colours"))
            <button type="submit">Make cards</button>
            </form>
            </section>
            <section class="panel" aria-labelledby="play-words">
            <h2 id="play-words">Play your words</h2>
            <p>Each word, then its meaning, at your pace; pause and resume with the button or the space bar.</p>
            <form method="get" action="/favourites/play" class="row">
            <label class="inline">Seconds per side <input type="number" name="pace" value="3" min="1" max="60"></label>
            <label class="inline"><input type="checkbox" name="shuffle" value="1"> Shuffle</label>
            <button type="submit">Play favourites</button>
            </form>
            </section>
            """
    }

    static func cardsMade(_ context: AppContext, _ result: WordsService.CardsResult) -> HTML {
        let deck = result.deck
        let skipped = result.skipped.map { "<li>\($0.word): \($0.reason.description)</li>" as HTML }
        let skippedList: HTML =
            skipped.isEmpty
            ? "" : "<h2>Skipped \(skipped.count)</h2><ul>\(skipped)</ul>"
        let unspoken = result.unspoken.map { "<li>\($0.word): \($0.reason)</li>" as HTML }
        let unspokenList: HTML =
            unspoken.isEmpty ? "" : "<h2>Made without sound: \(unspoken.count)</h2><ul>\(unspoken)</ul>"
        return Layout.page(
            title: "Cards made", context: context, current: "/words",
            body: """
                <section class="panel" role="status">
                <h1>\(result.made) card\(result.made == 1 ? "" : "s") added to “\(deck.name)”</h1>
                \(result.createdDeck ? "<p>The deck was created for them.</p>" as HTML : "")
                \(skippedList)
                \(unspokenList)
                <p class="row"><a class="button" href="/decks/\(deck.id)">Open the deck</a>\
                <a class="button secondary" href="/study/\(deck.id)?mode=play&amp;pace=3">Play the deck</a>\
                <a class="button secondary" href="/study/\(deck.id)?mode=choice">Multiple choice</a>\
                <a href="/favourites">Back to favourites</a></p>
                </section>
                """)
    }
}
