extension Lexicon {
    /// Every category in use with its title and word count, in WordNet's file-number order.
    ///
    /// The counts come from one scan of the data files on the first call (about a hundred milliseconds on the
    /// full database in a release build); later calls return the cached counts. WordNet 3.0 has 45 categories.
    public func wordCategories() -> [WordCategory] {
        let counts = cache.wordCounts { countWordsPerCategory() }
        return counts.keys.sorted().compactMap { number in
            guard let name = categoryNames.name(of: number), let part = Self.partOfSpeech(ofCategory: name) else {
                return nil
            }
            return WordCategory(
                name: name, title: Self.title(ofCategory: name), partOfSpeech: part, wordCount: counts[number] ?? 0)
        }
    }

    /// A plain-English title for a category name, such as "Animals" for `noun.animal`.
    ///
    /// - Returns: The title, or the name itself for a category without one.
    public static func title(ofCategory name: String) -> String {
        CategoryNames.friendlyNames[name] ?? name
    }

    /// Whether `name` is a category of this database, such as `noun.animal`.
    public func hasCategory(_ name: String) -> Bool {
        categoryNames.number(of: name) != nil
    }

    /// One page of a category's words, the most common first (the order of ``words(inCategory:limit:)``).
    ///
    /// - Parameters:
    ///   - category: A category name, such as `noun.animal`.
    ///   - offset: How many words to skip.
    ///   - limit: The most words to return.
    /// - Returns: The words with spaces for underscores; empty past the end or for an unknown category.
    public func words(inCategory category: String, offset: Int, limit: Int) -> [String] {
        guard offset >= 0, limit > 0 else { return [] }
        let all = words(inCategory: category, limit: offset + limit)
        return offset < all.count ? Array(all[offset...]) : []
    }

    // MARK: - Private

    /// The part of speech a category name starts with (`noun.animal` → noun).
    static func partOfSpeech(ofCategory name: String) -> PartOfSpeech? {
        name.split(separator: ".").first.flatMap { PartOfSpeech(fileSuffix: $0) }
    }

    /// Distinct words (lower case) per category number, read from the data records without parsing them whole.
    private func countWordsPerCategory() -> [Int: Int] {
        var words: [Int: Set<String>] = [:]
        for part in PartOfSpeech.allCases {
            files(part).data.forEachLine { _, line in
                let fields = Fields(line)
                guard fields.count > 4, let number = fields.int(1), let count = fields.int(3, radix: 16),
                    fields.count > 3 + 2 * count
                else { return true }
                for index in 0..<count {
                    let word = Synset.displayForm(of: fields.string(4 + 2 * index))
                    words[number, default: []].insert(Self.key(for: word))
                }
                return true
            }
        }
        return words.mapValues(\.count)
    }
}
