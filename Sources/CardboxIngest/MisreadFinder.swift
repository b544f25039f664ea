/// Finds words that OCR probably misread although it was confident: "Stacs" read at confidence 93 where the page
/// printed "Stack".
///
/// A word is a likely misreading when it has at least four letters and nothing else, it is not a function word
/// (``FunctionWords``; dictionaries of content words leave those out), the dictionary does not know it, the
/// document uses it only once, and the dictionary knows a word one edit away (one letter dropped, added,
/// changed, or two neighbours swapped). A term the document repeats, or a name or code far from every word, is
/// left alone. With an empty dictionary nothing is ever found.
///
/// Cost: for each unknown word of n letters, about 54·n + 25 dictionary look-ups; only OCR text is checked.
struct MisreadFinder {
    /// The dictionary.
    let words: any WordList
    /// How often each lower-case word occurs in the document.
    let counts: [String: Int]

    /// A finder for a document whose OCR text is `texts`.
    init(words: any WordList, texts: [String]) {
        self.words = words
        var counts: [String: Int] = [:]
        for text in texts {
            for word in Self.letterWords(in: text) { counts[word, default: 0] += 1 }
        }
        self.counts = counts
    }

    /// The likely misreadings in `text`, lower case, in order of appearance.
    func misreadings(in text: String) -> [String] {
        Self.letterWords(in: text).filter { word in
            word.count >= 4 && counts[word, default: 0] == 1 && !FunctionWords.contains(word) && !words.contains(word)
                && Self.neighbours(of: word).contains(where: words.contains)
        }
    }

    // MARK: - Private

    /// The lower-case words of `text` made of letters only (words with digits, marks inside or apostrophes are
    /// skipped: they are codes, contractions or names of things).
    private static func letterWords(in text: String) -> [String] {
        text.split(whereSeparator: { $0.isWhitespace || "—–/".contains($0) }).compactMap { piece in
            let trimmed = piece.drop { !$0.isLetter }.reversed().drop { !$0.isLetter }.reversed()
            let word = String(trimmed)
            guard !word.isEmpty, word.allSatisfy({ $0.isLetter && $0.isASCII }) else { return nil }
            return word.lowercased()
        }
    }

    /// Every string one edit away from `word`: deletions, transpositions, substitutions and insertions of a–z.
    private static func neighbours(of word: String) -> [String] {
        let letters = Array(word)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
        var result: [String] = []
        result.reserveCapacity(letters.count * 54 + 26)
        for index in letters.indices {
            var deleted = letters
            deleted.remove(at: index)
            result.append(String(deleted))
            if index + 1 < letters.count {
                var swapped = letters
                swapped.swapAt(index, index + 1)
                result.append(String(swapped))
            }
            for letter in alphabet where letter != letters[index] {
                var changed = letters
                changed[index] = letter
                result.append(String(changed))
            }
        }
        for index in 0...letters.count {
            for letter in alphabet {
                var inserted = letters
                inserted.insert(letter, at: index)
                result.append(String(inserted))
            }
        }
        return result
    }
}
