extension Lexicon {
    /// The lexicographer categories that have at least one synset, in WordNet's file-number order.
    ///
    /// Names such as `adj.all`, `noun.animal`, `verb.motion`. The first call scans every data file (tens of
    /// milliseconds on the full database); later calls return the cached list.
    public func categories() -> [String] {
        cache.categories {
            var numbers: Set<Int> = []
            for part in PartOfSpeech.allCases {
                files(part).data.forEachLine { _, line in
                    if let number = Self.categoryNumber(inRecord: line) { numbers.insert(number) }
                    return true
                }
            }
            return numbers.sorted().compactMap { categoryNames.name(of: $0) }
        }
    }

    /// The words filed under `category`, the most common first, for browsing.
    ///
    /// Each distinct word of the category's synsets appears once, ranked by its highest tag count in
    /// `cntlist.rev`, then alphabetically. The first call for a category scans its part of speech's data
    /// file; the ranked list is cached.
    ///
    /// - Parameters:
    ///   - category: A category name from ``categories()``, such as `noun.animal`.
    ///   - limit: The most words to return.
    /// - Returns: Up to `limit` words with spaces for underscores; empty for an unknown category.
    public func words(inCategory category: String, limit: Int) -> [String] {
        guard limit > 0, let number = categoryNames.number(of: category),
            let prefix = category.split(separator: ".").first, let part = PartOfSpeech(fileSuffix: prefix)
        else { return [] }
        let words = cache.words(in: category) { rankedWords(inCategory: number, part) }
        return Array(words.prefix(limit))
    }

    // MARK: - Private

    /// Every word of the synsets of lexicographer file `number` in `part`, ranked.
    private func rankedWords(inCategory number: Int, _ part: PartOfSpeech) -> [String] {
        var best: [String: RankedWord] = [:]
        var heads: [SynsetID: String] = [:]
        files(part).data.forEachLine { offset, line in
            guard Self.categoryNumber(inRecord: line) == number,
                let synset = synset(SynsetID(partOfSpeech: part, offset: offset))
            else { return true }
            var head: String?
            if synset.isSatellite, let id = synset.targets(of: [.similarTo]).first {
                head = heads[id] ?? headOfSatellite(synset)
                heads[id] = head
            }
            for (index, word) in synset.words.enumerated() {
                let ranked = RankedWord(word: word, count: tagCount(ofWord: index, in: synset, head: head))
                let key = Self.key(for: word)
                if best[key].map({ ranked.count > $0.count }) ?? true { best[key] = ranked }
            }
            return true
        }
        return best.values.sorted(by: RankedWord.precedes).map(\.word)
    }

    /// The `lex_filenum` field of a data record (the digits after the first space), read without parsing.
    private static func categoryNumber(inRecord line: UnsafeRawBufferPointer) -> Int? {
        guard let space = line.firstIndex(of: UInt8(ascii: " ")) else { return nil }
        var number = 0
        var index = space + 1
        while index < line.count, line[index] != UInt8(ascii: " ") {
            let digit = Int(line[index]) - Int(UInt8(ascii: "0"))
            guard (0...9).contains(digit) else { return nil }
            number = number * 10 + digit
            index += 1
        }
        return index > space + 1 ? number : nil
    }
}
