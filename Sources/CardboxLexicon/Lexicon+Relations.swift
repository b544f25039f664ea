extension Lexicon {
    /// The more general synsets of `id`: its hypernyms (`@`) and, for an instance, its classes (`@i`).
    ///
    /// - Returns: The synsets in file order; empty for a root or an unknown identifier.
    public func hypernyms(of id: SynsetID) -> [Synset] {
        related(to: id, by: [.hypernym, .instanceHypernym])
    }

    /// The more specific synsets of `id`: its hyponyms (`~`) and instances (`~i`).
    ///
    /// - Returns: The synsets in file order; empty for a leaf or an unknown identifier.
    public func hyponyms(of id: SynsetID) -> [Synset] {
        related(to: id, by: [.hyponym, .instanceHyponym])
    }

    /// The synsets `id` points to with any of `relations`, in file order, without duplicates.
    public func related(to id: SynsetID, by relations: Set<Relation>) -> [Synset] {
        synset(id)?.targets(of: relations).compactMap { synset($0) } ?? []
    }

    /// Terms of the same kind as `term`: its co-hyponyms, the most common first.
    ///
    /// For each sense of the term in ``lookup(_:)`` order (so the first noun sense comes first), the other
    /// hyponyms and instances of the sense's hypernyms are collected, one word per synset (its most
    /// frequent). Each sense's group is ordered by tag count in `cntlist.rev`, then alphabetically, and the
    /// groups follow each other until `limit` terms are found. The term, its base forms and its synonyms are
    /// never returned: "mitochondrion" gives other organelles such as "nucleus" and "ribosome", not
    /// "chondriosome".
    ///
    /// - Parameters:
    ///   - term: A word or collocation, inflected or not.
    ///   - limit: The most terms to return.
    /// - Returns: Up to `limit` terms with spaces for underscores; empty for an unknown term.
    public func coordinateTerms(of term: String, limit: Int) -> [String] {
        guard limit > 0 else { return [] }
        let entries = lookup(term)
        var excluded = Set((baseForms(of: term) + [term] + entries.flatMap(\.synset.words)).map { Self.key(for: $0) })
        var seenSynsets = Set(entries.map(\.synset.id))
        var terms: [String] = []
        // Each hypernym's other hyponyms in turn, most frequent first, so the siblings under the closest parent
        // ("canine" for dog: wolf, fox, jackal) come before those under a looser one ("domestic animal").
        for entry in entries {
            for hypernym in entry.synset.targets(of: [.hypernym, .instanceHypernym]).compactMap({ synset($0) }) {
                var group: [RankedWord] = []
                for id in hypernym.targets(of: [.hyponym, .instanceHyponym]) where seenSynsets.insert(id).inserted {
                    if let sibling = synset(id), let word = mostFrequentWord(of: sibling, excluding: excluded) {
                        group.append(word)
                    }
                }
                for ranked in group.sorted(by: RankedWord.precedes)
                where excluded.insert(Self.key(for: ranked.word)).inserted {
                    terms.append(ranked.word)
                    if terms.count == limit { return terms }
                }
            }
        }
        return terms
    }

    /// The other words of every synset of `term`, across its senses and parts of speech.
    ///
    /// The term itself and its base forms are left out: `synonyms(of: "car")` holds "automobile", "auto"
    /// and "railcar" but not "car".
    ///
    /// - Parameter term: A word or collocation, inflected or not.
    /// - Returns: The words with spaces for underscores, in WordNet's spelling; empty for an unknown term.
    public func synonyms(of term: String) -> Set<String> {
        let own = Set((baseForms(of: term) + [term]).map { Self.key(for: $0) })
        var words: Set<String> = []
        for entry in lookup(term) {
            for word in entry.synset.words where !own.contains(Self.key(for: word)) {
                words.insert(word)
            }
        }
        return words
    }
}
