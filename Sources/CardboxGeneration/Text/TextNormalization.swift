/// Text comparison helpers shared by the validator, the distractor filler and the de-duplicator.
///
/// Normalising lower-cases, drops an apostrophe between two letters ("cell's" → "cells", as the tokenizer joins
/// them), turns every other character that is not a letter or digit into a space and collapses spaces, so
/// "The cell’s  wall." and "the cells wall" compare equal, while "1990's" stays "1990 s".
enum TextNormalization {
    /// `text` lower-cased, without punctuation, with single spaces between words.
    ///
    /// O(n).
    static func normalized(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        var pendingApostrophe = false
        var previousIsLetter = false
        for scalar in text.unicodeScalars {
            if scalar.isWordCharacter {
                if pendingApostrophe, !scalar.isLetterLike { pendingSpace = true }
                if pendingSpace, !result.isEmpty { result.append(" ") }
                pendingSpace = false
                pendingApostrophe = false
                previousIsLetter = scalar.isLetterLike
                if scalar.isASCII {
                    let value = scalar.value
                    result.append(value >= 0x41 && value <= 0x5A ? Unicode.Scalar(UInt8(value + 32)) : scalar)
                } else {
                    result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
                }
            } else if (scalar == "'" || scalar == "’"), previousIsLetter, !pendingSpace, !pendingApostrophe {
                pendingApostrophe = true
            } else {
                pendingSpace = true
                pendingApostrophe = false
                previousIsLetter = false
            }
        }
        return String(result)
    }

    /// The normalised words of `text`.
    static func words(_ text: String) -> [String] {
        normalized(text).split(separator: " ").map(String.init)
    }

    /// The normalised words of `text` that carry meaning (no function words), with plurals folded.
    static func contentWords(_ text: String) -> [String] {
        words(text).filter { !CommonWords.isStopword($0) }.map(folded)
    }

    /// `word` without a plural "s" ("cells" → "cell"; "glass", "virus" and "basis" stay).
    static func folded(_ word: String) -> String {
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"),
            !word.hasSuffix("is")
        else { return word }
        return String(word.dropLast())
    }

    /// The normalised words of `text` with plurals folded, joined by single spaces ("Device drivers" → "device
    /// driver").
    static func foldedPhrase(_ text: String) -> String {
        words(text).map(folded).joined(separator: " ")
    }

    /// Whether the lower-case noun `word` reads plural: ``folded(_:)`` takes an "s" off it, and it is no "-ics"
    /// word ("ciphers", "libraries"; not "class", "status", "analysis", "graphics").
    static func readsPlural(_ word: String) -> Bool {
        folded(word) != word && !word.hasSuffix("ics")
    }

    /// Whether the normalised `phrase` occurs in the normalised `text` as whole words.
    ///
    /// O(n·m) byte comparison, which beats building a search table for the short strings compared here.
    static func contains(_ text: String, phrase: String) -> Bool {
        guard !phrase.isEmpty else { return false }
        return firstMatch(of: phrase, in: text, wholeWords: true)
    }

    /// Whether `needle` occurs in `haystack`, comparing bytes.
    static func contains(_ haystack: String, substring needle: String) -> Bool {
        needle.isEmpty || firstMatch(of: needle, in: haystack, wholeWords: false)
    }

    /// Whether `needle` occurs in `haystack`, optionally only between spaces or the ends.
    private static func firstMatch(of needle: String, in haystack: String, wholeWords: Bool) -> Bool {
        var haystack = haystack
        var needle = needle
        return haystack.withUTF8 { text in
            needle.withUTF8 { pattern in
                guard pattern.count <= text.count, let first = pattern.first else { return false }
                let space = UInt8(ascii: " ")
                var start = 0
                while start + pattern.count <= text.count {
                    if text[start] == first {
                        var offset = 1
                        while offset < pattern.count, text[start + offset] == pattern[offset] { offset += 1 }
                        if offset == pattern.count {
                            let end = start + pattern.count
                            if !wholeWords
                                || ((start == 0 || text[start - 1] == space)
                                    && (end == text.count || text[end] == space))
                            {
                                return true
                            }
                        }
                    }
                    start += 1
                }
                return false
            }
        }
    }

    /// The sorted distinct character bigrams of the normalised `text`, each packed into one integer.
    ///
    /// O(n log n).
    static func bigrams(_ text: String) -> [UInt64] {
        let scalars = Array(normalized(text).unicodeScalars)
        guard scalars.count >= 2 else { return scalars.map { UInt64($0.value) } }
        var result: [UInt64] = []
        result.reserveCapacity(scalars.count - 1)
        for index in 0..<(scalars.count - 1) {
            result.append(UInt64(scalars[index].value) << 32 | UInt64(scalars[index + 1].value))
        }
        result.sort()
        var unique: [UInt64] = []
        unique.reserveCapacity(result.count)
        for value in result where unique.last != value { unique.append(value) }
        return unique
    }

    /// The Jaccard similarity of two sorted, distinct bigram lists (1 when both are empty).
    ///
    /// O(n + m).
    static func jaccard(_ a: [UInt64], _ b: [UInt64]) -> Double {
        if a.isEmpty && b.isEmpty { return 1 }
        var i = 0
        var j = 0
        var shared = 0
        while i < a.count && j < b.count {
            if a[i] == b[j] {
                shared += 1
                i += 1
                j += 1
            } else if a[i] < b[j] {
                i += 1
            } else {
                j += 1
            }
        }
        return Double(shared) / Double(a.count + b.count - shared)
    }

    /// The character-bigram Jaccard similarity of two texts after normalisation.
    static func similarity(_ a: String, _ b: String) -> Double {
        jaccard(bigrams(a), bigrams(b))
    }

    /// The word an answer is about: the last content word before any post-modifier ("a thin layer that …" →
    /// "layer"), or the number of a numeric answer ("1,200 metres" → "1 200").
    static func headWord(of answer: String) -> String? {
        let words = words(answer)
        if let number = numberPrefix(of: words) { return number }
        let core = words.prefix { !CommonWords.postModifiers.contains($0) }
        let candidates = core.isEmpty ? words[...] : core
        return candidates.last { !CommonWords.isStopword($0) }
    }

    /// The leading number of normalised `words` ("1 200 metres" → "1 200"), if they start with a digit.
    private static func numberPrefix(of words: [String]) -> String? {
        guard let first = words.first, first.first?.isNumber == true else { return nil }
        let digits = words.prefix { $0.allSatisfy(\.isNumber) }
        return digits.isEmpty ? first : digits.joined(separator: " ")
    }
}
