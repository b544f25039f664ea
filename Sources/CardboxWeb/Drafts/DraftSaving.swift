import CardboxCore
import CardboxHTTP
import Foundation

extension WebServices {
    /// Saves the cards of a ready draft that `rule` picks (the kept ones, and the undecided ones when the user chose
    /// so) into one of the user's decks.
    ///
    /// The deck is the one named `deckName` (the draft's own deck name when `nil`), created when missing. Throws 409
    /// for a draft still being made or saved already, and 422 when the rule picks no card: the store refuses those
    /// before writing anything.
    func saveDraft(
        _ draft: Draft, deckName: String?, rule: DraftSaveRule, user: User
    ) throws -> (
        deck: Deck, cards: [Card]
    ) {
        let name = try CardForm.deckName(deckName ?? draft.deckName)
        do {
            let saved = try store.saveDraft(
                draft.id, intoDeckNamed: name, rule: rule, at: now(), today: today(for: user))
            return (saved.deck, saved.cards)
        } catch let error as DraftError {
            switch error {
            case .notFound: throw WebError.notFound("The draft")
            case .nothingToSave, .noCards:
                throw WebError(.unprocessableContent, code: "nothing_to_save", error.description)
            case .notReady, .alreadySaved: throw WebError(.conflict, code: "draft_not_ready", error.description)
            case .partialDistractors: throw WebError.invalid(error.description, field: "distractors")
            }
        }
    }

    /// `card` with the wrong answers from a form's or request's lines (see ``CardDraft/replaceDistractors(with:)``),
    /// or a 422 naming `distractors`.
    func draftCard(_ card: CardDraft, withDistractors lines: [String]) throws -> CardDraft {
        var edited = card
        do {
            try edited.replaceDistractors(with: lines)
        } catch let error as DraftError {
            throw WebError.invalid(error.description, field: "distractors")
        } catch let error as CardError {
            throw WebError.invalid(error.description, field: "distractors")
        }
        return edited
    }
}
