extension Lexicon {
    /// One reading of a word: a lemma of the index of one part of speech.
    struct Analysis: Equatable, Sendable {
        /// The part of speech whose index lists the lemma.
        let partOfSpeech: PartOfSpeech
        /// The lemma as an index key: lower case, underscores for spaces.
        let key: String
    }

    /// The lemmas `word` may be a form of, with spaces, without duplicates.
    ///
    /// This is WordNet's morphy: for each part of speech, the word itself when the index lists it, then the
    /// base forms of the exception list (`mice` → `mouse`, `ran` → `run`, `better` → `good`, `well`), or,
    /// when the word is not an exception, the detachment rules (`boxes` → `box`, `hurries` → `hurry`). Only
    /// forms in the index are returned. Collocations are reduced word by word (`attorneys general` →
    /// `attorney general`). Parts of speech come in the order noun, verb, adjective, adverb.
    ///
    /// - Parameter word: A word or collocation in any case; spaces and underscores are equivalent.
    /// - Returns: The lemmas, the word itself first when it is one; empty for an unknown word.
    public func baseForms(of word: String) -> [String] {
        let key = Self.key(for: word)
        let keys = analyses(of: word).map(\.key)
        var forms: [String] = keys.contains(key) ? [key] : []
        for candidate in keys where !forms.contains(candidate) {
            forms.append(candidate)
        }
        return forms.map { String($0.replacing("_", with: " ")) }
    }

    /// Whether `word`, or a base form of it, is a lemma of any part of speech.
    ///
    /// Meant for spelling decisions such as de-hyphenation: `contains("information")` and
    /// `contains("running")` are `true`, `contains("informaton")` is `false`.
    public func contains(_ word: String) -> Bool {
        let key = Self.key(for: word)
        return PartOfSpeech.allCases.contains { isLemma(key, $0) } || !analyses(of: word).isEmpty
    }

    // MARK: - Internal

    /// Every (part of speech, lemma) reading of `word`, in the order of ``baseForms(of:)``.
    func analyses(of word: String) -> [Analysis] {
        let key = Self.key(for: word)
        guard !key.isEmpty else { return [] }
        var result: [Analysis] = []
        for part in PartOfSpeech.allCases {
            var keys: [String] = []
            if isLemma(key, part) { keys.append(key) }
            let candidates = exceptionBases(of: key, part) ?? Morphy.candidates(for: key, as: part)
            for candidate in candidates where !keys.contains(candidate) && isLemma(candidate, part) {
                keys.append(candidate)
            }
            if keys.isEmpty, key.contains("_"), let collocation = collocationBase(of: key, part) {
                keys.append(collocation)
            }
            result += keys.map { Analysis(partOfSpeech: part, key: $0) }
        }
        return result
    }

    /// Whether the index of `part` has a line for `key`.
    func isLemma(_ key: String, _ part: PartOfSpeech) -> Bool {
        files(part).index.containsKey(key)
    }

    /// The index key of a word: trimmed, lower case, runs of spaces and underscores as one underscore.
    static func key(for word: String) -> String {
        var key: [UInt8] = []
        key.reserveCapacity(word.utf8.count)
        var pendingSeparator = false
        for byte in word.lowercased().utf8 {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            {
                pendingSeparator = !key.isEmpty
                continue
            }
            if pendingSeparator { key.append(UInt8(ascii: "_")) }
            pendingSeparator = false
            key.append(byte)
        }
        return String(decoding: key, as: UTF8.self)
    }

    // MARK: - Private

    /// The base forms the exception list of `part` gives for `key`, or `nil` when it is not listed.
    private func exceptionBases(of key: String, _ part: PartOfSpeech) -> [String]? {
        guard let file = files(part).exceptions else { return nil }
        let bases = file.lines(withKey: key).compactMap(ExceptionEntry.init(line:)).flatMap(\.bases)
        return bases.isEmpty ? nil : bases
    }

    /// A collocation with each word reduced to its first base form, when the result is a lemma of `part`.
    private func collocationBase(of key: String, _ part: PartOfSpeech) -> String? {
        let words = key.split(separator: "_").map(String.init)
        let reduced = words.map { word in
            let candidates = exceptionBases(of: word, part) ?? Morphy.candidates(for: word, as: part)
            return candidates.first { isLemma($0, part) } ?? word
        }.joined(separator: "_")
        return reduced != key && isLemma(reduced, part) ? reduced : nil
    }
}
