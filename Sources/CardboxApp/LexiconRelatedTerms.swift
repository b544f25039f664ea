import CardboxGeneration
import CardboxLexicon

/// WordNet as the source of related terms for distractors, opened on first use; no terms when it is not installed.
struct LexiconRelatedTerms: RelatedTerms {
    let source: LexiconSource

    func coordinateTerms(of term: String, limit: Int) -> [String] {
        source.lexicon?.coordinateTerms(of: term, limit: limit) ?? []
    }

    func synonyms(of term: String) -> Set<String> { source.lexicon?.synonyms(of: term) ?? [] }

    func wordClasses(of word: String) -> [String] { source.lexicon?.partsOfSpeech(of: word).map(\.rawValue) ?? [] }

    func category(of name: String) -> String? { source.lexicon?.nounCategory(of: name) }

    func usageCount(of word: String, wordClass: String?) -> Int? {
        source.lexicon?.usageCount(of: word, as: wordClass.flatMap(PartOfSpeech.init(rawValue:)))
    }

    func kindredNouns(of term: String) -> [String] { source.lexicon?.kindredNouns(of: term) ?? [] }

    func kindredNouns(of term: String, senses: Int) -> [String] {
        source.lexicon?.kindredNouns(of: term, senses: senses) ?? []
    }

    func antonyms(of word: String) -> [String] {
        guard let lexicon = source.lexicon else { return [] }
        var seen: Set<String> = []
        return lexicon.lookup(word).flatMap { lexicon.antonyms(of: $0.lemma, in: $0.synset) }.filter {
            seen.insert($0).inserted
        }
    }
}
