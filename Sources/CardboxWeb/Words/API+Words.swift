import CardboxCore
import CardboxLexicon
import Foundation

/// The JSON shapes of the words API.
extension API {
    /// One page of a category's words.
    struct CategoryPage: Encodable {
        let category: WordCategory
        let items: [String]
        let page: Int
        let perPage: Int
        let total: Int
    }

    /// What `POST /api/v1/words/cards` takes.
    struct WordCardsInput: Decodable {
        /// The deck's name; made when missing.
        let deck: String
        /// Ask for the word from its meaning.
        let reverse: Bool?
        /// Add each word, spoken, to its card.
        let sound: Bool?
        /// The cards' colours.
        let colors: Colors?
        /// Words to use instead of the favourites.
        let words: [String]?
    }
}
