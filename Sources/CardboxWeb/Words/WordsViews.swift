import CardboxCore
import CardboxLexicon
import CardboxWords
import Foundation

/// The dictionary pages: the search page with the word of the day, a word's senses, and "did you mean".
enum WordsViews {
    /// What the words home page shows.
    struct Home {
        /// The word of the day, when the dictionary is installed.
        var wordOfTheDay: WordDefinition?
        /// Whether the dictionary is installed.
        var hasDictionary: Bool
        /// Whether to show the onboarding panel.
        var showOnboarding: Bool
        /// The user's look-up allowance this month.
        var allowance: LookupAllowance.Status
    }

    static func home(_ context: AppContext, _ home: Home, notice: Notice?) -> HTML {
        let search: HTML =
            home.hasDictionary
            ? searchForm(value: "")
            : "<section class=\"panel\" role=\"alert\"><p>\(WordsService.unavailableMessage)</p></section>"
        let today: HTML =
            home.wordOfTheDay.map { definition in
                let word = definition.baseForms.first ?? definition.query
                let gloss = definition.parts.first?.senses.first?.definition ?? ""
                return """
                    <section class="panel" aria-labelledby="wotd">
                    <h2 id="wotd">Word of the day</h2>
                    <p><a href="/words/\(path(word))"><strong>\(word)</strong></a> — \(gloss)</p>
                    </section>
                    """
            } ?? ""
        return Layout.page(
            title: "Words", context: context, current: "/words", notice: notice,
            body: """
                <h1>Words</h1>
                \(home.showOnboarding ? onboarding : "")
                \(search)
                \(allowanceLine(home.allowance))
                \(today)
                <section class="panel">
                <h2>Explore</h2>
                <p class="row"><a class="button secondary" href="/words/categories">Browse by category</a>\
                <a class="button secondary" href="/favourites">Your favourite words</a>\
                <a href="/words?intro=1">How the Words pages work</a></p>
                </section>
                """)
    }

    /// The first-visit explanation of the words pages.
    static let onboarding: HTML = """
        <section class="panel" aria-labelledby="words-intro">
        <h2 id="words-intro">Welcome to Words</h2>
        <ol>
        <li><strong>Look words up.</strong> Type a word in the box; suggestions appear as you type. Any form finds
        its base form: “mice” shows “mouse”. Each meaning comes with examples, synonyms, opposites, and broader and
        narrower terms, and you can hear the word spoken.</li>
        <li><strong>Browse by category.</strong> Every meaning belongs to a category such as Animals or Feelings;
        browse a category's words, the most common first.</li>
        <li><strong>Keep favourites.</strong> Press “Add to favourites” on a word's page to keep it in your list.</li>
        <li><strong>Make word cards.</strong> From your favourites, make flashcards in a deck of your choice, in your
        own colours: the word on the front, its meaning on the back, with wrong answers from the same category for
        multiple choice.</li>
        <li><strong>Play.</strong> Play mode runs through your words hands-free at your own pace; pause, resume and
        shuffle as you like.</li>
        </ol>
        </section>
        """

    static func searchForm(value: String) -> HTML {
        """
        <form method="get" action="/words" role="search" class="panel stack">
        <label for="word-search">Look up a word</label>
        <span class="row"><input type="search" id="word-search" name="q" value="\(value)" required maxlength="64" \
        autocomplete="off" data-complete-url="/api/v1/words/complete" aria-controls="word-completions" \
        aria-describedby="word-search-help">\
        <button type="submit">Look up</button></span>
        <span class="muted" id="word-search-help">Suggestions appear below as you type.</span>
        <ul id="word-completions" class="completions" aria-label="Suggestions" aria-live="polite"></ul>
        </form>
        """
    }

    static func allowanceLine(_ status: LookupAllowance.Status) -> HTML {
        switch status {
        case .unlimited: ""
        case .available(let remaining):
            "<p class=\"muted\">\(remaining) look-up\(remaining == 1 ? "" : "s") left this month.</p>"
        case .usedUp: "<p class=\"muted\">No look-ups left this month.</p>"
        }
    }

    /// A word as a URL path segment.
    static func path(_ word: String) -> String {
        word.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/", "?", "#"])) ?? word
    }

    /// Words as links to their pages, separated by commas.
    static func links(_ words: [String]) -> HTML {
        words.enumerated().map { index, word -> HTML in
            "\(index == 0 ? "" : ", ")<a href=\"/words/\(path(word))\">\(word)</a>"
        }.joined()
    }

    /// What a word's page shows besides its definition.
    struct Extras {
        var ipa: String?
        var hasAudio: Bool
        var isFavourite: Bool
        var allowance: LookupAllowance.Status
    }

    static func definition(
        _ context: AppContext, _ definition: WordDefinition, _ extras: Extras, notice: Notice?
    )
        -> HTML
    {
        let head = definition.baseForms.first ?? definition.query
        let from: HTML =
            head.lowercased() == definition.query.lowercased()
            ? "" : " <span class=\"muted\">(from “\(definition.query)”)</span>"
        let ipa: HTML = extras.ipa.map { "<span class=\"muted\" aria-label=\"Pronunciation\">/\($0)/</span>" } ?? ""
        let audio: HTML =
            extras.hasAudio
            ? """
            <audio id="audio-word" src="/words/\(path(head))/audio" preload="none"></audio>\
            <button type="button" class="secondary" data-play-audio="audio-word" aria-label="Play the pronunciation of \(head)">\
            Play audio</button>\
            <a href="/words/\(path(head))/audio" class="sr-only">Download the pronunciation</a>
            """ : ""
        let action = extras.isFavourite ? "unfavourite" : "favourite"
        let favourite: HTML = """
            <form method="post" action="/words/\(path(head))/\(action)" class="inline">\(Layout.csrfField(context))\
            <input type="hidden" name="return" value="word">\
            <button type="submit"\(extras.isFavourite ? " class=\"secondary\"" as HTML : "")>\
            \(extras.isFavourite ? "Remove from favourites" : "Add to favourites")</button></form>
            """
        let parts = definition.parts.map { part -> HTML in
            let senses = part.senses.map { sense(head: head, $0) }
            return """
                <section class="panel" aria-label="\(part.partOfSpeech.description)">
                <h2>\(part.partOfSpeech.description)</h2>
                <ol>\(senses)</ol>
                </section>
                """
        }
        return Layout.page(
            title: head, context: context, current: "/words", notice: notice,
            body: """
                \(searchForm(value: ""))
                <div class="row"><h1>\(head)\(from)</h1>\(ipa)\(audio)\(favourite)</div>
                \(allowanceLine(extras.allowance))
                \(parts)
                """)
    }

    private static func sense(head: String, _ sense: WordDefinition.Sense) -> HTML {
        let lemma: HTML = sense.lemma == head ? "" : "<em>(\(sense.lemma))</em> "
        let examples = sense.examples.map { "<li>“\($0)”</li>" as HTML }
        let relations: [(String, HTML)] = [
            ("Synonyms", links(sense.synonyms)), ("Opposites", links(sense.antonyms)),
            ("Broader", links(sense.broader)), ("Narrower", links(sense.narrower)),
        ]
        let rows = relations.filter { !$0.1.rendered.isEmpty }.map { label, words -> HTML in
            "<dt>\(label)</dt><dd>\(words)</dd>"
        }
        let exampleList: HTML =
            examples.isEmpty ? "" : "<ul class=\"examples\" aria-label=\"Examples\">\(examples)</ul>"
        let relationList: HTML = rows.isEmpty ? "" : "<dl class=\"relations\">\(rows)</dl>"
        return """
            <li><p>\(lemma)\(sense.definition) \
            <a class="pill" href="/words/categories/\(sense.category)">\(sense.categoryTitle)</a></p>\
            \(exampleList)\(relationList)</li>
            """
    }

    /// The 404 page for a word the dictionary does not know.
    static func notFound(_ context: AppContext, word: String, suggestions: [String]) -> HTML {
        let list: HTML =
            suggestions.isEmpty
            ? "<p>No word in the dictionary is spelled like it.</p>"
            : "<p>Did you mean:</p><ul>\(suggestions.map { "<li><a href=\"/words/\(path($0))\">\($0)</a></li>" as HTML })</ul>"
        return Layout.page(
            title: "Not found", context: context, current: "/words",
            body: """
                \(searchForm(value: word))
                <section class="panel" role="alert">
                <h1>No entry for “\(word)”</h1>
                \(list)
                </section>
                """)
    }

    /// The page shown when the month's look-ups are used up.
    static func allowanceUsedUp(_ context: AppContext, message: String, resetsOn: String) -> HTML {
        Layout.page(
            title: "No look-ups left", context: context, current: "/words",
            body: """
                <section class="panel" role="alert">
                <h1>No look-ups left this month</h1>
                <p>\(message)</p>
                <p>Your allowance starts again on <time datetime="\(resetsOn)">\(resetsOn)</time>. Until then you can
                still browse categories and study your favourite words.</p>
                <p class="row"><a class="button" href="/favourites">Your favourites</a>\
                <a class="button secondary" href="/words/categories">Browse by category</a></p>
                </section>
                """)
    }

    /// A page saying the dictionary is not installed.
    static func unavailable(_ context: AppContext) -> HTML {
        Layout.page(
            title: "Dictionary unavailable", context: context, current: "/words",
            body: """
                <section class="panel" role="alert"><h1>Dictionary unavailable</h1>
                <p>\(WordsService.unavailableMessage)</p></section>
                """)
    }
}
