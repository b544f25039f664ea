/// The first-visit instructions, reachable later from Settings.
enum WelcomePage {
    /// The per-user setting that records the page was shown.
    static let seenKey = "web.welcome-seen"

    static func page(_ context: AppContext) -> HTML {
        Layout.page(
            title: "Welcome", context: context,
            body: """
                <section class="panel">
                <h1>Welcome to Cardbox</h1>
                <p>Cardbox turns what you read into flashcards and shows each card again just before you would
                forget it.</p>
                <ol>
                <li><strong>Make cards.</strong> Create a deck and write cards, or <a href="/import">import</a> a PDF,
                a scan or a photo of your notes: Cardbox drafts cards, each with the paragraph it came from, and you
                keep or drop them (keys <kbd>k</kbd> / <kbd>d</kbd>, or swipe left on a phone).</li>
                <li><strong>Study.</strong> Flip a card with <kbd>space</kbd> and rate how well you knew it with
                <kbd>1</kbd>–<kbd>4</kbd>; each button shows when you will see the card again. Multiple choice
                (<kbd>a</kbd>–<kbd>d</kbd>), typed answers and a hands-free play mode are there too.</li>
                <li><strong>Look words up.</strong> The <a href="/words">Words</a> page is an offline dictionary:
                favourite words and turn them into cards.</li>
                <li><strong>Watch your progress.</strong> <a href="/stats">Stats</a> shows your streak, accuracy per
                category, a calendar of reviews and what is due in the next 30 days.</li>
                </ol>
                <p><a class="button" href="/">Go to your decks</a></p>
                </section>
                """)
    }
}
