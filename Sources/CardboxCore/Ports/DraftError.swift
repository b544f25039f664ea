/// Why a draft could not be saved into a deck.
public enum DraftError: Error, Equatable, CustomStringConvertible {
    /// No draft has that id.
    case notFound
    /// Its cards are still being generated, or generation stopped before the end and should be resumed.
    case notReady
    /// Its cards were saved into a deck already.
    case alreadySaved
    /// Not one card could be made from the document (a table, a list of names, too little running text); no draft
    /// was kept.
    case noCards(document: String)
    /// The save would put no card into the deck: none is kept and the undecided ones (this many) were left out.
    case nothingToSave(undecided: Int)
    /// A draft card's wrong answers were edited to this many, neither none nor a full set.
    case partialDistractors(Int)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .notFound: "There is no such draft."
        case .notReady: "This draft is still being made."
        case .alreadySaved: "This draft has been saved already."
        case .noCards(let document):
            "No cards could be made from '\(document)': it has no sentences that state a fact a card could ask "
                + "about, so no draft was made."
        case .nothingToSave(let undecided) where undecided > 0:
            "No card is kept, so nothing was saved. Keep some cards, or choose to save the \(undecided) undecided "
                + (undecided == 1 ? "card" : "cards") + " too."
        case .nothingToSave: "No card is kept, so nothing was saved."
        case .partialDistractors(let count):
            "Write \(CardContent.distractorCount) wrong answers, or none; this card has \(count)."
        }
    }
}
