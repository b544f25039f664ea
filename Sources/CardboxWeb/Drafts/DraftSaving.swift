import CardboxCore
import CardboxHTTP

extension WebServices {
    /// Saves a ready draft's kept and undecided cards into one of the user's decks.
    ///
    /// The deck is the one named `deckName` (the draft's own deck name when `nil`), created when missing. Throws 409
    /// for a draft still being made or saved already.
    func saveDraft(_ draft: Draft, deckName: String?, user: User) throws -> (deck: Deck, cards: [Card]) {
        guard draft.status == .ready else {
            throw WebError(
                .conflict, code: "draft_not_ready",
                draft.status == .saved ? "This draft has been saved already." : "This draft is still being made.")
        }
        let name = try CardForm.deckName(deckName ?? draft.deckName)
        let deck =
            try store.findDeck(owner: user.id, name: name)
            ?? store.insertDeck(NewDeck(ownerID: user.id, name: name, createdAt: now()))
        let cards = try store.saveDraft(draft.id, into: deck.id, at: now(), today: today(for: user))
        return (deck, cards)
    }
}
