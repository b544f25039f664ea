import CardboxCore
import CardboxHTTP

extension WebServices {
    /// Saves a ready draft's kept and undecided cards into one of the user's decks.
    ///
    /// The deck is the one named `deckName` (the draft's own deck name when `nil`), created when missing. Throws 409
    /// for a draft still being made or saved already: the store refuses those before writing anything.
    func saveDraft(_ draft: Draft, deckName: String?, user: User) throws -> (deck: Deck, cards: [Card]) {
        let name = try CardForm.deckName(deckName ?? draft.deckName)
        do {
            let saved = try store.saveDraft(draft.id, intoDeckNamed: name, at: now(), today: today(for: user))
            return (saved.deck, saved.cards)
        } catch let error as DraftError where error != .notFound {
            throw WebError(.conflict, code: "draft_not_ready", error.description)
        } catch DraftError.notFound {
            throw WebError.notFound("The draft")
        }
    }
}
