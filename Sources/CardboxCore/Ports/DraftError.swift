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

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .notFound: "There is no such draft."
        case .notReady: "This draft is still being made."
        case .alreadySaved: "This draft has been saved already."
        case .noCards(let document):
            "No cards could be made from '\(document)': it has no sentences that state a fact a card could ask "
                + "about, so no draft was made."
        }
    }
}
