import CardboxCore
import CardboxLexicon
import Foundation

/// The JSON shapes of the words API.
extension API {
    /// A list of words: completions, suggestions.
    struct WordList: Encodable {
        let words: [String]
    }

    /// Every category.
    struct CategoryList: Encodable {
        let categories: [WordCategory]
    }

    /// One page of a category's words.
    struct CategoryPage: Encodable {
        let category: WordCategory
        let items: [String]
        let page: Int
        let perPage: Int
        let total: Int
    }

    /// A user's favourites.
    struct FavouriteList: Encodable {
        let favourites: [FavouriteWord]
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

    /// What making word cards did.
    struct WordCardsResult: Encodable {
        struct Skip: Encodable {
            let word: String
            let reason: String
        }
        let deckId: Int64
        let deckName: String
        let deckCreated: Bool
        let made: Int
        let skipped: [Skip]
        let unspoken: [Skip]
    }
}
