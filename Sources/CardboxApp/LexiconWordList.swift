import CardboxIngest
import CardboxLexicon

/// WordNet as the word list the document assembler resolves line-end hyphens with, opened on first use; it knows no
/// words when WordNet is not installed, as ``EmptyWordList`` does.
struct LexiconWordList: WordList {
    let source: LexiconSource

    func contains(_ word: String) -> Bool { source.lexicon?.contains(word) ?? false }
}
