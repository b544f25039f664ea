/// Whether the words of a name spell an acronym: each of two or more words gives the acronym its first letter, in
/// order, and may give it more of its letters after that ("Open Database Connectivity" for "ODBC", "operating system"
/// for "OS").
///
/// ```swift
/// AcronymSpelling.spells("odbc", words: ["open", "database", "connectivity"])  // true
/// AcronymSpelling.spells("odbc", words: ["object", "definition", "language"])  // false
/// ```
enum AcronymSpelling {
    /// Whether `words` (compared in lower case) spell `acronym`, every word giving at least its first letter.
    ///
    /// O(letters² × words) at worst; acronyms are short.
    static func spells(_ acronym: String, words: [String]) -> Bool {
        let letters = Array(acronym.lowercased().filter(\.isLetter))
        let lowered = words.map { Array($0.lowercased()) }
        guard letters.count >= 2, lowered.count >= 2, lowered.count <= letters.count else { return false }
        return spells(letters[...], lowered[...])
    }

    /// Whether `words` spell `letters`: the first word opens with the first letter and gives the letters after it
    /// that come in order in its rest, as many as leave the others to the words after it.
    private static func spells(_ letters: ArraySlice<Character>, _ words: ArraySlice<[Character]>) -> Bool {
        guard let word = words.first else { return letters.isEmpty }
        guard let letter = letters.first, word.first == letter else { return false }
        let others = words.dropFirst()
        var taken = letters.startIndex + 1
        var position = word.index(after: word.startIndex)
        while true {
            if spells(letters[taken...], others) { return true }
            guard taken < letters.endIndex,
                let found = word[position...].firstIndex(of: letters[taken])
            else { return false }
            taken += 1
            position = found + 1
        }
    }
}
