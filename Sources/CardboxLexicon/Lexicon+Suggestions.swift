extension Lexicon {
    /// Lemmas spelled like `word`, for "did you mean" after a look-up finds nothing.
    ///
    /// Lemmas that `word` begins (of four letters or more: "serend" → "serendipity"), shortest first, come first,
    /// since an unfinished word is the likeliest miss; then the lemmas near it in spelling.
    ///
    /// Every index key within a small edit distance is a candidate: one edit for words of up to four letters, two
    /// otherwise, where an edit inserts, deletes or replaces a letter or swaps two neighbours ("recieve" →
    /// "receive" is one swap). Candidates come nearest first, then the most used first (senses tagged in the
    /// semantic concordances, summed over parts of speech), then alphabetically. Keys whose length differs by
    /// more than the bound are skipped without comparing, and a comparison stops as soon as a row exceeds the
    /// bound, so a scan of the 155,000 index lines takes a few milliseconds.
    ///
    /// - Parameters:
    ///   - word: What the user typed.
    ///   - limit: The most suggestions to return.
    /// - Returns: Up to `limit` lemmas with spaces for underscores, never `word` itself; empty when nothing is near
    ///   or the word is longer than ``maximumSuggestionLength``.
    ///
    /// Complexity: O(lines of the index files); each comparison is O(length × bound).
    public func suggestions(for word: String, limit: Int = 5) -> [String] {
        let target = Array(Self.key(for: word).utf8)
        guard limit > 0, !target.isEmpty, target.count <= Self.maximumSuggestionLength else { return [] }
        let bound = target.count <= 4 ? 1 : 2
        var distance = BoundedDistance(target: target, bound: bound)
        var found: [String: (distance: Int, uses: Int)] = [:]
        for part in PartOfSpeech.allCases {
            files(part).index.forEachLine { _, line in
                guard let space = line.firstIndex(of: UInt8(ascii: " ")),
                    abs(space - target.count) <= bound,
                    let edits = distance.measure(UnsafeRawBufferPointer(rebasing: line[..<space])), edits > 0
                else { return true }
                let key = String(decoding: UnsafeRawBufferPointer(rebasing: line[..<space]), as: UTF8.self)
                let uses = IndexEntry(line: String(decoding: line, as: UTF8.self))?.taggedSenseCount ?? 0
                let previous = found[key]
                found[key] = (min(edits, previous?.distance ?? edits), uses + (previous?.uses ?? 0))
                return true
            }
        }
        let ranked = found.sorted { lhs, rhs in
            if lhs.value.distance != rhs.value.distance { return lhs.value.distance < rhs.value.distance }
            if lhs.value.uses != rhs.value.uses { return lhs.value.uses > rhs.value.uses }
            return lhs.key < rhs.key
        }
        let spelled = ranked.map { $0.key.replacing("_", with: " ") }
        // The shortest completions first: the fewest letters to finish the word.
        let begun =
            target.count >= 4
            ? completions(of: word, limit: 50).filter { $0 != word.lowercased() }
                .sorted { ($0.count, $0) < ($1.count, $1) } : []
        var seen: Set<String> = []
        return (begun + spelled).filter { seen.insert($0).inserted }.prefix(limit).map { $0 }
    }

    /// The longest word, in bytes, ``suggestions(for:limit:)`` compares; longer input gets no suggestions.
    public static let maximumSuggestionLength = 64
}

/// The optimal-string-alignment distance from one fixed word to many others, given up when it exceeds a bound.
struct BoundedDistance {
    /// The word every candidate is compared with.
    let target: [UInt8]
    /// The largest distance worth reporting.
    let bound: Int
    /// Rows of the dynamic-programming table, reused between candidates.
    private var previousRow: [Int]
    private var row: [Int]
    private var nextRow: [Int]

    /// Prepares to compare candidates with `target`.
    init(target: [UInt8], bound: Int) {
        self.target = target
        self.bound = bound
        previousRow = Array(repeating: 0, count: target.count + 1)
        row = Array(0...target.count)
        nextRow = Array(repeating: 0, count: target.count + 1)
    }

    /// The number of edits from `candidate` to the target, or `nil` when it is more than ``bound``.
    mutating func measure(_ candidate: UnsafeRawBufferPointer) -> Int? {
        let width = target.count
        for index in 0...width { row[index] = index }
        for (i, byte) in candidate.enumerated() {
            nextRow[0] = i + 1
            var smallest = nextRow[0]
            for j in 1...width {
                let cost = target[j - 1] == byte ? 0 : 1
                var value = min(row[j] + 1, nextRow[j - 1] + 1, row[j - 1] + cost)
                if i > 0, j > 1, target[j - 1] == candidate[i - 1], target[j - 2] == byte {
                    value = min(value, previousRow[j - 2] + 1)
                }
                nextRow[j] = value
                smallest = min(smallest, value)
            }
            guard smallest <= bound else { return nil }
            swap(&previousRow, &row)
            swap(&row, &nextRow)
        }
        return row[width] <= bound ? row[width] : nil
    }
}
