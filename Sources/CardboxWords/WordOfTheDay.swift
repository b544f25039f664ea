public import CardboxCore
public import CardboxLexicon

/// A word picked for each day: the same word all day for everyone, a different one the next day.
public enum WordOfTheDay {
    /// The word for `day`: a common single word, the same for every call with the same day and dictionary.
    ///
    /// The day number seeds a ``CardboxCore/SplitMix64`` generator that picks from the dictionary's index
    /// (see ``CardboxLexicon/Lexicon/randomWord(using:)``).
    ///
    /// - Returns: The word, or `nil` when the dictionary offers none.
    public static func word(on day: StudyDay, in lexicon: Lexicon) -> String? {
        var generator = SplitMix64(seed: UInt64(bitPattern: Int64(day.index)) &* 0x9E37_79B9_7F4A_7C15 ^ 0x5EED)
        return lexicon.randomWord(using: &generator)
    }
}
