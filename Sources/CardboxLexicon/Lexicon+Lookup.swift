extension Lexicon {
    /// Every sense of `word` after base-form reduction, across parts of speech.
    ///
    /// Senses come by part of speech (noun, verb, adjective, adverb), then by base form as in
    /// ``baseForms(of:)``, then in WordNet's sense order (most frequent first). A synset reached through two
    /// base forms is listed once.
    ///
    /// - Parameter word: A word or collocation in any case, inflected or not.
    /// - Returns: The senses; empty for an unknown word.
    ///
    /// Complexity: a binary search per candidate form and one line read per sense.
    public func lookup(_ word: String) -> [Entry] {
        var seen: Set<SynsetID> = []
        var entries: [Entry] = []
        for analysis in analyses(of: word) {
            guard let index = indexEntry(analysis.key, analysis.partOfSpeech) else { continue }
            let lemma = analysis.key.replacing("_", with: " ")
            for (position, offset) in index.offsets.enumerated() {
                let id = SynsetID(partOfSpeech: analysis.partOfSpeech, offset: offset)
                guard seen.insert(id).inserted, let synset = synset(id) else { continue }
                entries.append(Entry(lemma: lemma, senseNumber: position + 1, synset: synset))
            }
        }
        return entries
    }

    /// The synset at `id`, or `nil` when no well-formed record starts at that offset.
    public func synset(_ id: SynsetID) -> Synset? {
        let synset = files(id.partOfSpeech).data.withLine(at: id.offset) { record in
            Synset(record: record, partOfSpeech: id.partOfSpeech, categories: categoryNames)
        }
        return synset?.offset == id.offset ? synset : nil
    }

    /// The parsed index line for `key` in `part`, or `nil`.
    func indexEntry(_ key: String, _ part: PartOfSpeech) -> IndexEntry? {
        files(part).index.lines(withKey: key).lazy.compactMap(IndexEntry.init(line:)).first
    }
}
