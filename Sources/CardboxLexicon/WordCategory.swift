/// A lexicographer category with a readable title and how many words it holds, for browsing.
///
/// ```swift
/// let animals = lexicon.wordCategories().first { $0.name == "noun.animal" }
/// animals?.title      // "Animals"
/// animals?.wordCount  // 7,000 and more on WordNet 3.0
/// ```
public struct WordCategory: Hashable, Sendable, Codable {
    /// The WordNet name, such as `noun.animal`.
    public let name: String
    /// A plain-English title, such as "Animals".
    public let title: String
    /// The part of speech of every synset in the category.
    public let partOfSpeech: PartOfSpeech
    /// The number of distinct words (lemmas, ignoring case) in the category's synsets.
    public let wordCount: Int

    /// Creates a category summary.
    public init(name: String, title: String, partOfSpeech: PartOfSpeech, wordCount: Int) {
        self.name = name
        self.title = title
        self.partOfSpeech = partOfSpeech
        self.wordCount = wordCount
    }
}
