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

    /// The sense of `word` people mean most often: the first sense of the part of speech whose senses were tagged
    /// most often in WordNet's semantic concordances ("run" → to move fast, not the baseball score that is its
    /// first noun sense); the first sense overall when nothing was tagged.
    public func mostFrequentSense(of word: String) -> Entry? {
        let entries = lookup(word)
        var best: (entry: Entry, tagged: Int)?
        for analysis in analyses(of: word) {
            guard let index = indexEntry(analysis.key, analysis.partOfSpeech),
                let first = entries.first(where: {
                    $0.partOfSpeech == analysis.partOfSpeech && $0.lemma == analysis.key.replacing("_", with: " ")
                })
            else { continue }
            if index.taggedSenseCount > (best?.tagged ?? 0) { best = (first, index.taggedSenseCount) }
        }
        return best?.entry ?? entries.first
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
