import CardboxCore

extension TermPool {
    /// `acronym` without a plural "s" ("CRC" for "CRCs").
    static func acronymKey(_ acronym: String) -> String {
        if acronym.count >= 3, acronym.hasSuffix("s"), Token.isAcronymText(String(acronym.dropLast())) {
            return String(acronym.dropLast())
        }
        return acronym
    }

    /// Each acronym of the sentence with the words the document writes beside it: the content word right before
    /// and right after it ("bit" and "check" for "32-bit CRCs check …") and an acronym it is listed with ("LZ78" for
    /// "LZ77/LZ78"), in lower case.
    static func acronymNeighbours(in tokens: [Token], lead: Int) -> [(acronym: String, words: [String])] {
        var result: [(acronym: String, words: [String])] = []
        for index in tokens.indices.dropFirst(lead) where tokens[index].isAcronym {
            var words: [String] = []
            for step in [-1, 1] {
                var next = index + step
                if tokens.indices.contains(next), listJoiners.contains(tokens[next].lower) { next += step }
                guard tokens.indices.contains(next), next >= lead, tokens[next].kind != .punctuation,
                    let word = neighbourWord(tokens[next].text)
                else { continue }
                words.append(word)
            }
            result.append((acronymKey(tokens[index].text), words))
        }
        return result
    }

    /// The word `text` gives as an acronym's neighbour, in lower case: an acronym itself, the acronym opening a
    /// compound ("lz78" of "LZ78-based") or the compound's last part ("bit" of "32-bit"); `nil` for a function word.
    private static func neighbourWord(_ text: String) -> String? {
        let parts = text.split(separator: "-")
        if let first = parts.first, Token.isAcronymText(acronymKey(String(first))) {
            return acronymKey(String(first)).lowercased()
        }
        guard let last = parts.last?.lowercased(), last.count >= 2, last.contains(where: \.isLetter),
            !CommonWords.isStopword(last)
        else { return nil }
        return last
    }

    /// What lists one acronym beside another ("LZ77/LZ78", "API and ABI").
    private static let listJoiners: Set<String> = ["/", ",", "and", "or", "&", "-"]

    /// Whether acronym `candidate` may stand as a wrong answer for acronym `answer` by what the document writes
    /// beside each: the same word ("API compatibility", "ABI compatibility"), or one beside the other ("LZ77/LZ78").
    ///
    /// "LZ77", "PPM" and "BZIP" for "CRCs" are acronyms of the same document and of other kinds: a compressor, a
    /// family of them, a format, where a checksum was asked. An answer the pool has no words for (a pool made from a
    /// list of terms) takes any acronym.
    func acronymsShareContext(_ answer: String, _ candidate: String) -> Bool {
        let answerKey = Self.acronymKey(answer.trimmed)
        let candidateKey = Self.acronymKey(candidate.trimmed)
        guard let answerWords = acronymContexts[answerKey] else { return true }
        if answerWords.contains(candidateKey.lowercased()) { return true }
        guard let candidateWords = acronymContexts[candidateKey] else { return false }
        return !answerWords.isDisjoint(with: candidateWords) || candidateWords.contains(answerKey.lowercased())
    }
}
