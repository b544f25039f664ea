/// Everything the dictionary says about a word, grouped by part of speech and sense, as made by
/// ``Lexicon/define(_:relatedLimit:)``.
///
/// ```swift
/// let definition = lexicon.define("mice")
/// definition?.baseForms                          // ["mouse"]
/// definition?.parts[0].partOfSpeech              // .noun
/// definition?.parts[0].senses[0].categoryTitle   // "Animals"
/// ```
public struct WordDefinition: Hashable, Sendable, Codable {
    /// The word as asked, trimmed.
    public let query: String
    /// The base forms it was reduced to, the word itself first when it is one.
    public let baseForms: [String]
    /// The senses by part of speech, in the order noun, verb, adjective, adverb.
    public let parts: [Part]

    /// Creates a definition.
    public init(query: String, baseForms: [String], parts: [Part]) {
        self.query = query
        self.baseForms = baseForms
        self.parts = parts
    }

    /// The senses of one part of speech.
    public struct Part: Hashable, Sendable, Codable {
        /// The part of speech.
        public let partOfSpeech: PartOfSpeech
        /// The senses, most frequent first.
        public let senses: [Sense]

        /// Creates a group.
        public init(partOfSpeech: PartOfSpeech, senses: [Sense]) {
            self.partOfSpeech = partOfSpeech
            self.senses = senses
        }
    }

    /// One meaning of the word.
    public struct Sense: Hashable, Sendable, Codable {
        /// The base form this sense belongs to.
        public let lemma: String
        /// The 1-based sense number among the lemma's senses in its part of speech.
        public let number: Int
        /// The synset, in WordNet's notation (`02084071-n`).
        public let synset: String
        /// The category name, such as `noun.animal`.
        public let category: String
        /// The category's plain-English title, such as "Animals".
        public let categoryTitle: String
        /// The definition without examples.
        public let definition: String
        /// Example sentences.
        public let examples: [String]
        /// Other words with this meaning.
        public let synonyms: [String]
        /// Words of opposite meaning (for a satellite adjective, those of its head).
        public let antonyms: [String]
        /// More general terms (hypernyms and instance classes), one word each.
        public let broader: [String]
        /// More specific terms (hyponyms and instances), one word each, the first few.
        public let narrower: [String]

        /// Creates a sense.
        public init(
            lemma: String, number: Int, synset: String, category: String, categoryTitle: String, definition: String,
            examples: [String], synonyms: [String], antonyms: [String], broader: [String], narrower: [String]
        ) {
            self.lemma = lemma
            self.number = number
            self.synset = synset
            self.category = category
            self.categoryTitle = categoryTitle
            self.definition = definition
            self.examples = examples
            self.synonyms = synonyms
            self.antonyms = antonyms
            self.broader = broader
            self.narrower = narrower
        }
    }
}
