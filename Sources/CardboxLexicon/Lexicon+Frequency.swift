extension Lexicon {
    /// A word of a synset with its tag count, for ranking.
    struct RankedWord: Sendable {
        /// The word as shown, with spaces.
        let word: String
        /// How often the sense was tagged in the semantic concordances; 0 when never.
        let count: Int

        /// Most frequent first, then alphabetically ignoring case, then by spelling.
        static func precedes(_ lhs: RankedWord, _ rhs: RankedWord) -> Bool {
            if lhs.count != rhs.count { return lhs.count > rhs.count }
            let left = lhs.word.lowercased()
            let right = rhs.word.lowercased()
            return left != right ? left < right : lhs.word < rhs.word
        }
    }

    /// The sense key of word `index` of `synset`, such as `dog%1:05:00::` (`senseidx(5WN)`).
    ///
    /// Satellite adjectives name their head adjective, `huge%5:00:00:large:00`; pass `head` when it is known
    /// (see ``headOfSatellite(_:)``) to skip reading the head's record.
    func senseKey(ofWord index: Int, in synset: Synset, head: String? = nil) -> String? {
        guard synset.words.indices.contains(index), synset.lexicalIDs.indices.contains(index) else { return nil }
        let type = synset.isSatellite ? 5 : (PartOfSpeech.allCases.firstIndex(of: synset.partOfSpeech) ?? 0) + 1
        guard let head = synset.isSatellite ? head ?? headOfSatellite(synset) : ":" else { return nil }
        return Self.key(for: synset.words[index]) + "%" + String(type) + ":" + Self.twoDigits(synset.categoryNumber)
            + ":" + Self.twoDigits(synset.lexicalIDs[index]) + ":" + head
    }

    /// The `head_word:head_id` part of a satellite's sense keys: the first word of the head it is similar to.
    func headOfSatellite(_ synset: Synset) -> String? {
        guard let id = synset.targets(of: [.similarTo]).first, let head = self.synset(id),
            let word = head.words.first, let lexicalID = head.lexicalIDs.first
        else { return nil }
        return Self.key(for: word) + ":" + Self.twoDigits(lexicalID)
    }

    /// How often word `index` of `synset` was tagged, from `cntlist.rev`; 0 when untagged or without the file.
    func tagCount(ofWord index: Int, in synset: Synset, head: String? = nil) -> Int {
        guard let tagCounts, let key = senseKey(ofWord: index, in: synset, head: head) else { return 0 }
        return tagCounts.lines(withKey: key).lazy.compactMap { line in
            line.split(separator: " ").last.flatMap { Int($0) }
        }.first ?? 0
    }

    /// How often `word`, in any inflection, was tagged in the semantic concordances (`cntlist.rev`).
    ///
    /// All its senses count together, or only those of `part` (a satellite adjective counts as an adjective): a
    /// measure of how common the word is in general English. 0 for a word WordNet lacks or never saw tagged, or
    /// without the file.
    public func usageCount(of word: String, as part: PartOfSpeech? = nil) -> Int {
        guard let tagCounts else { return 0 }
        var keys: [String] = []
        for analysis in analyses(of: word) where part == nil || analysis.partOfSpeech == part {
            if !keys.contains(analysis.key) { keys.append(analysis.key) }
        }
        let types = part.map(Self.senseTypes) ?? [""]
        return keys.reduce(0) { total, key in
            types.reduce(total) { sum, type in
                tagCounts.lines(withKeyPrefix: key + "%" + type).reduce(sum) { count, line in
                    count + (line.split(separator: " ").last.flatMap { Int($0) } ?? 0)
                }
            }
        }
    }

    /// The sense-key types of `part` (`senseidx(5WN)`): a satellite adjective is type 5, other adjectives type 3.
    private static func senseTypes(_ part: PartOfSpeech) -> [String] {
        switch part {
        case .noun: ["1:"]
        case .verb: ["2:"]
        case .adjective: ["3:", "5:"]
        case .adverb: ["4:"]
        }
    }

    /// The synset's most frequent word whose key is not in `excluded`, the first listed on a tie.
    ///
    /// Keys are lower case with underscores, as made by ``Lexicon/key(for:)``.
    func mostFrequentWord(of synset: Synset, excluding excluded: Set<String>) -> RankedWord? {
        var best: RankedWord?
        for (index, word) in synset.words.enumerated() where !excluded.contains(Self.key(for: word)) {
            let count = tagCount(ofWord: index, in: synset)
            if best.map({ count > $0.count }) ?? true { best = RankedWord(word: word, count: count) }
        }
        return best
    }

    /// `number` with a leading zero below 10, as sense keys write file numbers and lexical IDs.
    private static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0" + String(number) : String(number)
    }
}
