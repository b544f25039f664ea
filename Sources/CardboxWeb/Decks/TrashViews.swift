import CardboxCore
import CardboxHTTP
import Foundation

/// Deleting with a question first, and the trash of deleted decks.
enum TrashViews {
    /// "1 card", "3 cards".
    static func count(_ value: Int, _ noun: String) -> String { "\(value) \(noun)\(value == 1 ? "" : "s")" }

    /// "Delete this deck?": what goes with it, and that it can be restored from the trash.
    static func confirmDeckDeletion(_ context: AppContext, deck: Deck, cards: Int, reviews: Int) -> HTML {
        Layout.page(
            title: "Delete \(deck.name)?", context: context, current: "/",
            body: """
                <section class="panel" data-confirm>
                <h1>Delete “\(deck.name)”?</h1>
                <p>This deletes the deck with <strong data-count="cards">\(count(cards, "card"))</strong> and \
                <strong data-count="reviews">\(count(reviews, "review"))</strong> of their history.</p>
                <p>It stays in the <a href="/trash">trash</a> for \(TrashedDeck.keepDays) days, where you can restore \
                it with everything in it.</p>
                <form method="post" action="/decks/\(deck.id)/delete" class="row">\(Layout.csrfField(context))\
                <button type="submit" class="danger">Delete the deck</button>\
                <a class="button secondary" href="/decks/\(deck.id)">Keep it</a></form>
                </section>
                """)
    }

    /// "Delete this card?": its reviews go with it, for good.
    static func confirmCardDeletion(_ context: AppContext, card: Card, deck: Deck, reviews: Int) -> HTML {
        Layout.page(
            title: "Delete this card?", context: context, current: "/",
            body: """
                <section class="panel" data-confirm>
                <h1>Delete this card?</h1>
                <div class="flashcard study-front">\(CardTextHTML.render(card.content.front))</div>
                <p>This deletes the card from “\(deck.name)” with \
                <strong data-count="reviews">\(count(reviews, "review"))</strong> of its history. It cannot be \
                undone.</p>
                <form method="post" action="/cards/\(card.id)/delete" class="row">\(Layout.csrfField(context))\
                <button type="submit" class="danger">Delete the card</button>\
                <a class="button secondary" href="/cards/\(card.id)/edit">Keep it</a></form>
                </section>
                """)
    }

    /// "Delete these cards?" for a deck page's selection: how many cards and reviews go, for good.
    static func confirmCardsDeletion(_ context: AppContext, cards: [CardID], deck: Deck, reviews: Int) -> HTML {
        let chosen = cards.map { card -> HTML in "<input type=\"hidden\" name=\"card\" value=\"\(card)\">" }
        return Layout.page(
            title: "Delete \(count(cards.count, "card"))?", context: context, current: "/",
            body: """
                <section class="panel" data-confirm>
                <h1>Delete \(count(cards.count, "card"))?</h1>
                <p>This deletes <strong data-count="cards">\(count(cards.count, "card"))</strong> with \
                <strong data-count="reviews">\(count(reviews, "review"))</strong> of their history. It cannot be \
                undone.</p>
                <form method="post" action="/decks/\(deck.id)/cards/batch" class="row">\(Layout.csrfField(context))\
                \(chosen)<input type="hidden" name="action" value="delete"><input type="hidden" name="confirm" value="yes">\
                <button type="submit" class="danger">Delete the cards</button>\
                <a class="button secondary" href="/decks/\(deck.id)">Keep them</a></form>
                </section>
                """)
    }

    /// The decks in the trash, each with what it holds, when it goes for good, and a restore button.
    static func trash(_ context: AppContext, decks: [TrashedDeck], now: Date, notice: Notice?) -> HTML {
        let rows = decks.map { deck -> HTML in
            """
            <li class="panel row"><span><strong>\(deck.name)</strong> · \(count(deck.cardCount, "card")), \
            \(count(deck.reviewCount, "review")) · <span class="muted">\
            \(count(max(1, Int((deck.expiresAt.timeIntervalSince(now) / 86_400).rounded(.up))), "day")) left\
            </span></span>\
            <form method="post" action="/trash/\(String(deck.id))/restore" class="inline">\(Layout.csrfField(context))\
            <button type="submit" class="secondary">Restore</button></form></li>
            """
        }
        let list: HTML =
            decks.isEmpty
            ? "<p class=\"panel\">The trash is empty.</p>"
            : "<ul class=\"stack plain\" aria-label=\"Deleted decks\">\(rows)</ul>"
        return Layout.page(
            title: "Trash", context: context, current: "/", notice: notice,
            body: """
                <h1>Trash</h1>
                <p class="muted">Deleted decks are kept for \(TrashedDeck.keepDays) days with their cards and history.</p>
                \(list)
                """)
    }
}
