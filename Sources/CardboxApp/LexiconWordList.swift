import CardboxIngest
import CardboxLexicon

/// WordNet as the word list the document assembler resolves line-end hyphens with.
struct LexiconWordList: WordList {
    let lexicon: Lexicon

    func contains(_ word: String) -> Bool { lexicon.contains(word) }
}
