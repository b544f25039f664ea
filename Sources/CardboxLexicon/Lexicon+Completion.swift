extension Lexicon {
    /// Lemmas that start with `prefix`, alphabetically, across parts of speech, for completion as the user types.
    ///
    /// The prefix is matched as an index key (lower case, spaces as underscores), so "ice c" completes to
    /// "ice cream". Inflected prefixes are not reduced.
    ///
    /// - Parameters:
    ///   - prefix: The start of a word, in any case.
    ///   - limit: The most lemmas to return.
    /// - Returns: Up to `limit` lemmas with spaces for underscores; empty for an empty prefix.
    ///
    /// Complexity: a binary search per part of speech, then one line read per lemma returned.
    public func completions(of prefix: String, limit: Int) -> [String] {
        let key = Self.key(for: prefix)
        guard !key.isEmpty, limit > 0 else { return [] }
        var keys: Set<String> = []
        for part in PartOfSpeech.allCases {
            keys.formUnion(files(part).index.keys(withPrefix: key, limit: limit))
        }
        return keys.sorted().prefix(limit).map { $0.replacing("_", with: " ") }
    }
}
