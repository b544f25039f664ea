import CardboxGeneration
import CardboxLexicon

/// WordNet as the source of related terms for distractors.
struct LexiconRelatedTerms: RelatedTerms {
    let lexicon: Lexicon

    func coordinateTerms(of term: String, limit: Int) -> [String] { lexicon.coordinateTerms(of: term, limit: limit) }

    func synonyms(of term: String) -> Set<String> { lexicon.synonyms(of: term) }

    func wordClasses(of word: String) -> [String] { lexicon.partsOfSpeech(of: word).map(\.rawValue) }
}
