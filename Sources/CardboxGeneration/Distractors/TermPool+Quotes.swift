import CardboxCore

/// The names a document sets in quotation marks, with the word for their kind after them ("the "lmodern" package").
extension TermPool {
    /// The one- to three-word names between quotation marks in `sentence`, each with the word after it.
    ///
    /// Quotes are double or single, straight or curly, with no sentence punctuation inside; the word after the
    /// closing quote is in lower case, and empty when a punctuation mark follows. A name followed by "and" or "or"
    /// and another quoted name takes that name's word.
    static func quotedNames(in sentence: String) -> [(name: String, kind: String)] {
        // Most sentences hold no quotation mark at all (0xE2 leads the curly ones in UTF-8).
        guard sentence.utf8.contains(where: { $0 == 0x22 || $0 == 0x27 || $0 == 0xE2 }) else { return [] }
        var names: [(name: String, kind: String, at: String.Index)] = []
        for (start, end) in quotedSpans(in: sentence) {
            let inside = String(sentence[sentence.index(after: start)..<end]).trimmed
            let words = inside.split(separator: " ").count
            // An escape such as "\n" is one letter and no name.
            guard (1...3).contains(words), inside.count <= 40, inside.contains(where: \.isLetter),
                inside.count(where: { $0.isLetter || $0.isNumber }) >= 2,
                !inside.contains(where: { ".!?:;\"".contains($0) })
            else { continue }
            let after = sentence[sentence.index(after: end)...]
            let next = after.prefix { $0 == " " || $0.isLetter }.split(separator: " ").first
            names.append((inside, next.map { $0.lowercased() } ?? "", start))
        }
        names.sort { $0.at < $1.at }
        for position in names.indices.reversed() where ["and", "or"].contains(names[position].kind) {
            names[position].kind = position + 1 < names.count ? names[position + 1].kind : ""
        }
        return names.map { ($0.name, $0.kind) }
    }

    /// The positions of the opening and closing marks of each quotation in `sentence`: double quotes, straight or
    /// curly, and single ones where they stand as quotes rather than apostrophes (after a space or a bracket and
    /// before a letter or digit; closing after a character and before a space or punctuation).
    private static func quotedSpans(in sentence: String) -> [(String.Index, String.Index)] {
        var spans: [(String.Index, String.Index)] = []
        var double: String.Index?
        var single: String.Index?
        var previous: Character?
        for index in sentence.indices {
            let character = sentence[index]
            let next = sentence.index(after: index) < sentence.endIndex ? sentence[sentence.index(after: index)] : nil
            switch character {
            case "\"", "“", "”":
                if let start = double, character != "“" {
                    spans.append((start, index))
                    double = nil
                } else if character != "”" {
                    double = index
                }
            case "'", "‘", "’":
                let opens =
                    character != "’" && (previous.map { $0.isWhitespace || "([".contains($0) } ?? true)
                    && (next.map { $0.isLetter || $0.isNumber } ?? false)
                let closes =
                    character != "‘" && single != nil && previous.map { !$0.isWhitespace } == true
                    && (next.map { !$0.isLetter && !$0.isNumber } ?? true)
                if closes, let start = single {
                    spans.append((start, index))
                    single = nil
                } else if opens {
                    single = index
                }
            default: break
            }
            previous = character
        }
        return spans
    }
}
