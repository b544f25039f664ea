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

extension Lexicon {
    /// The category of the first noun sense of `word` or of a base form of it, such as `noun.person` for
    /// "Robespierre" or `noun.location` for "France"; `nil` for a word the dictionary has no noun for.
    ///
    /// A name the dictionary does not have whole ("Maximilien Robespierre") is read by its last word when that
    /// word is itself a name in the dictionary (written with a capital there), as a family name is; a common last
    /// word ("assembly" in "National Assembly") says nothing of the name.
    ///
    /// Reads one index line and one synset.
    public func nounCategory(of word: String) -> String? {
        if let category = firstNounSense(of: word)?.category { return category }
        let words = word.split(separator: " ")
        guard words.count > 1, let last = words.last, last.first?.isUppercase == true,
            let sense = firstNounSense(of: String(last)), sense.words.first?.first?.isUppercase == true
        else { return nil }
        return sense.category
    }

    /// The first noun synset of `word` or of a base form of it.
    private func firstNounSense(of word: String) -> Synset? {
        // "Estates-General" is filed as "Estates General".
        let spellings = word.contains("-") ? [word, word.replacing("-", with: " ")] : [word]
        for analysis in spellings.flatMap(analyses) where analysis.partOfSpeech == .noun {
            guard let offset = indexEntry(analysis.key, .noun)?.offsets.first else { continue }
            return synset(SynsetID(partOfSpeech: .noun, offset: offset))
        }
        return nil
    }
}
