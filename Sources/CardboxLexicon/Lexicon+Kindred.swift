extension Lexicon {
    /// Nouns for things of a kind near `term`'s, the nearest first: what a wrong answer for it may be drawn from
    /// when a document also names them.
    ///
    /// For each of the term's first `senses` noun senses, the words of the synsets found in rings around it, each
    /// ring after the one before across all senses: its own kinds (hyponyms), its siblings (the other hyponyms of its
    /// hypernyms, in its category), its hypernyms themselves, the kinds of its kinds and of its siblings, then its
    /// cousins (the hyponyms of its hypernyms' hypernyms, in its category). A synset with more than
    /// ``broadKindLimit`` hyponyms is a category too broad to look under for a cousin ("artifact"). "ellipse" gives
    /// "circle" (a kind of ellipse), "parabola" and "hyperbola" (other conic sections), then "polygon" (another
    /// plane figure); its own synonyms and base forms are never returned, nor names (instances, capitalised words).
    ///
    /// - Parameters:
    ///   - term: A noun or collocation, inflected or not.
    ///   - senses: How many of its noun senses to follow, the commonest first.
    ///   - limit: The most words to return.
    /// - Returns: Lower-case words with spaces for underscores; empty for a term that is no noun.
    public func kindredNouns(of term: String, senses: Int = 1, limit: Int = 400) -> [String] {
        let entries = lookup(term).filter { $0.partOfSpeech == .noun }.prefix(senses)
        guard !entries.isEmpty, limit > 0 else { return [] }
        var excluded = Set((baseForms(of: term) + [term] + entries.flatMap(\.synset.words)).map { Self.key(for: $0) })
        var seen = Set(entries.map(\.synset.id))
        var words: [String] = []
        func children(of synset: Synset) -> [Synset] {
            synset.targets(of: [.hyponym]).compactMap { self.synset($0) }
        }
        func collect(_ synsets: [Synset], category: String) -> Bool {
            for synset in synsets where synset.category == category && seen.insert(synset.id).inserted {
                for word in synset.words where word.first?.isLowercase == true {
                    guard excluded.insert(Self.key(for: word)).inserted else { continue }
                    words.append(word)
                    if words.count == limit { return true }
                }
            }
            return false
        }
        let parents = entries.map { entry in
            entry.synset.targets(of: [.hypernym]).compactMap { synset($0) }
        }
        let kinds = entries.map { children(of: $0.synset) }
        let siblings = parents.map { $0.flatMap(children(of:)) }
        let rings: [(Int) -> [Synset]] = [
            { kinds[$0] },
            { siblings[$0] },
            { parents[$0] },
            { (kinds[$0] + siblings[$0]).map(children(of:)).filter { $0.count <= Self.broadKindLimit }.flatMap { $0 } },
            { sense in
                parents[sense].flatMap { $0.targets(of: [.hypernym]).compactMap { self.synset($0) } }
                    .map(children(of:)).filter { $0.count <= Self.broadKindLimit }.flatMap { $0 }
            },
        ]
        for ring in rings {
            for (sense, entry) in entries.enumerated() where collect(ring(sense), category: entry.synset.category) {
                return words
            }
        }
        return words
    }

    /// The most hyponyms a synset may have for ``kindredNouns(of:senses:limit:)`` to look among them.
    static let broadKindLimit = 80
}
