extension Lexicon {
    /// The parts of speech `word` (or a base form of it) has, the one whose senses people use most first: by
    /// senses tagged in WordNet's semantic concordances, then by number of senses, then noun, verb, adjective,
    /// adverb.
    ///
    /// `partsOfSpeech(of: "useful")` is `[.adjective]`, `partsOfSpeech(of: "sorted")` is `[.adjective, .verb]`;
    /// an unknown word has none. Reads only index lines, never synsets.
    public func partsOfSpeech(of word: String) -> [PartOfSpeech] {
        var weights: [PartOfSpeech: (tagged: Int, senses: Int)] = [:]
        for analysis in analyses(of: word) {
            guard let index = indexEntry(analysis.key, analysis.partOfSpeech) else { continue }
            let weight = weights[analysis.partOfSpeech, default: (0, 0)]
            weights[analysis.partOfSpeech] = (
                weight.tagged + index.taggedSenseCount, weight.senses + index.offsets.count
            )
        }
        let order = PartOfSpeech.allCases
        return weights.keys.sorted { a, b in
            let (x, y) = (weights[a, default: (0, 0)], weights[b, default: (0, 0)])
            if x.tagged != y.tagged { return x.tagged > y.tagged }
            if x.senses != y.senses { return x.senses > y.senses }
            return order.firstIndex(of: a) ?? 0 < order.firstIndex(of: b) ?? 0
        }
    }
}
