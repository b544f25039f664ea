extension Lexicon {
    /// Looks `word` up and gathers each sense with its relations, grouped by part of speech.
    ///
    /// Any inflected form finds its base form first ("mice" → "mouse", "went" → "go"). Each sense carries its
    /// definition, examples, synonyms, antonyms, up to `relatedLimit` broader and narrower terms, and its
    /// category with a readable title.
    ///
    /// - Parameters:
    ///   - word: A word or collocation in any case, inflected or not.
    ///   - relatedLimit: The most broader and narrower terms listed per sense.
    /// - Returns: The definition, or `nil` when the dictionary has no sense of the word.
    ///
    /// Complexity: one line read per sense and per related synset listed.
    public func define(_ word: String, relatedLimit: Int = 8) -> WordDefinition? {
        let entries = lookup(word)
        guard !entries.isEmpty else { return nil }
        var parts: [WordDefinition.Part] = []
        for part in PartOfSpeech.allCases {
            let senses = entries.filter { $0.partOfSpeech == part }.map { sense(of: $0, relatedLimit: relatedLimit) }
            if !senses.isEmpty { parts.append(WordDefinition.Part(partOfSpeech: part, senses: senses)) }
        }
        var forms: [String] = []
        for lemma in entries.map(\.lemma) where !forms.contains(lemma) { forms.append(lemma) }
        let key = Self.key(for: word).replacing("_", with: " ")
        if let own = forms.firstIndex(of: key) { forms.insert(forms.remove(at: own), at: 0) }
        return WordDefinition(query: word.trimmingSpaces(), baseForms: forms, parts: parts)
    }

    /// The words of opposite meaning to `lemma` in `synset`: its lexical antonyms, or for a satellite adjective
    /// without any, those of the head adjective it is similar to.
    public func antonyms(of lemma: String, in synset: Synset) -> [String] {
        let key = Self.key(for: lemma)
        let position = synset.words.firstIndex { Self.key(for: $0) == key }.map { $0 + 1 }
        var words = lexicalTargets(of: synset, relation: .antonym) { $0 == position }
        if words.isEmpty, synset.isSatellite,
            let head = synset.targets(of: [.similarTo]).first.flatMap({ self.synset($0) })
        {
            words = lexicalTargets(of: head, relation: .antonym) { _ in true }
        }
        return words
    }

    // MARK: - Private

    /// One entry as a sense with its relations.
    private func sense(of entry: Entry, relatedLimit: Int) -> WordDefinition.Sense {
        let synset = entry.synset
        func firstWords(_ relations: Set<Relation>) -> [String] {
            synset.targets(of: relations).prefix(relatedLimit).compactMap { word(0, of: $0) }
        }
        return WordDefinition.Sense(
            lemma: entry.lemma, number: entry.senseNumber, synset: synset.id.description, category: synset.category,
            categoryTitle: Self.title(ofCategory: synset.category), definition: synset.definition,
            examples: synset.examples, synonyms: entry.synonyms, antonyms: antonyms(of: entry.lemma, in: synset),
            broader: firstWords([.hypernym, .instanceHypernym]), narrower: firstWords([.hyponym, .instanceHyponym])
        )
    }

    /// The target words of the lexical pointers of `relation` whose source word position passes `source`.
    private func lexicalTargets(of synset: Synset, relation: Relation, source: (Int?) -> Bool) -> [String] {
        var words: [String] = []
        for pointer in synset.pointers where pointer.relation == relation && source(pointer.sourceWord) {
            guard let word = word((pointer.targetWord ?? 1) - 1, of: pointer.target) else { continue }
            if !words.contains(word) { words.append(word) }
        }
        return words
    }
}
