/// One sense of a looked-up word: a lemma in one synset.
///
/// ```swift
/// let sense = lexicon.lookup("dogs")[0]
/// sense.lemma           // "dog"
/// sense.category        // "noun.animal"
/// sense.synonyms        // ["domestic dog", "Canis familiaris"]
/// sense.examples        // ["the dog barked all night"]
/// ```
public struct Entry: Hashable, Sendable {
    /// The base form the word was reduced to, lower case with spaces.
    public let lemma: String
    /// The 1-based position of the sense among the lemma's senses in this part of speech (most frequent first).
    public let senseNumber: Int
    /// The synset holding the sense.
    public let synset: Synset

    /// Creates an entry for sense `senseNumber` of `lemma`.
    public init(lemma: String, senseNumber: Int, synset: Synset) {
        self.lemma = lemma
        self.senseNumber = senseNumber
        self.synset = synset
    }

    /// The part of speech.
    public var partOfSpeech: PartOfSpeech { synset.partOfSpeech }

    /// The byte offset of the synset in `data.<pos>`; with the part of speech it identifies the synset.
    public var offset: Int { synset.offset }

    /// The lexicographer category, such as `noun.animal`.
    public var category: String { synset.category }

    /// The gloss without its examples (see ``Synset/definition``).
    public var definition: String { synset.definition }

    /// The example sentences of the gloss (see ``Synset/examples``).
    public var examples: [String] { synset.examples }

    /// The other words of the synset, in WordNet's order.
    public var synonyms: [String] {
        synset.words.filter { $0.lowercased() != lemma }
    }
}
