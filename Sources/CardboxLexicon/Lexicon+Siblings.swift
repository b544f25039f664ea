extension Lexicon {
    /// The siblings of one sense in its own category: the other hyponyms of its hypernyms, the most common first.
    ///
    /// Unlike ``coordinateTerms(of:limit:)``, which follows every sense of a word, this keeps to `entry`'s
    /// meaning: the siblings of "mitochondrion" (an organelle) are other organelles, all filed under the same
    /// category. No synonym of any sense of the lemma is returned, nor the lemma or its own synset.
    ///
    /// - Parameters:
    ///   - entry: A sense from ``lookup(_:)``.
    ///   - limit: The most terms to return.
    /// - Returns: Up to `limit` terms, one per sibling synset.
    public func coordinateTerms(of entry: Entry, limit: Int) -> [CoordinateTerm] {
        guard limit > 0 else { return [] }
        var excluded = Set(([entry.lemma] + lookup(entry.lemma).flatMap(\.synset.words)).map { Self.key(for: $0) })
        var seen: Set<SynsetID> = [entry.synset.id]
        var terms: [CoordinateTerm] = []
        for hypernym in entry.synset.targets(of: [.hypernym, .instanceHypernym]).compactMap({ synset($0) }) {
            var group: [(ranked: RankedWord, synset: Synset)] = []
            for id in hypernym.targets(of: [.hyponym, .instanceHyponym]) where seen.insert(id).inserted {
                guard let sibling = synset(id), sibling.category == entry.category,
                    let word = mostFrequentWord(of: sibling, excluding: excluded)
                else { continue }
                group.append((word, sibling))
            }
            for member in group.sorted(by: { RankedWord.precedes($0.ranked, $1.ranked) })
            where excluded.insert(Self.key(for: member.ranked.word)).inserted {
                terms.append(CoordinateTerm(word: member.ranked.word, synset: member.synset))
                if terms.count == limit { return terms }
            }
        }
        return terms
    }

    /// A common single word picked with `generator`: a lemma of at least four plain letters with a tagged sense.
    ///
    /// Nouns are picked three times as often as verbs or adjectives. The pick jumps to a random byte of an index
    /// file and takes the next suitable line, so no list of words is built. A database without tag counts (a
    /// test fixture) gets an untagged lemma after a few hundred tries.
    ///
    /// - Returns: The word, or `nil` when no suitable lemma turned up in a bounded number of tries.
    public func randomWord(using generator: inout some RandomNumberGenerator) -> String? {
        let parts: [PartOfSpeech] = [.noun, .noun, .noun, .verb, .adjective]
        for attempt in 0..<500 {
            let index = files(parts[Int(generator.next() % UInt64(parts.count))]).index
            guard index.byteCount > 0,
                let start = index.lineStart(atOrAfter: Int(generator.next() % UInt64(index.byteCount))),
                let line = index.line(at: start), let entry = IndexEntry(line: line),
                entry.taggedSenseCount > 0 || attempt >= 400,
                (4...14).contains(entry.lemma.utf8.count),
                entry.lemma.utf8.allSatisfy({ (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) })
            else { continue }
            return entry.lemma
        }
        return nil
    }
}
