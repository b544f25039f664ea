/// Why a words feature could not do what was asked; each description is a sentence for the user.
public enum WordError: Error, Equatable, CustomStringConvertible {
    /// The word is empty or only spaces.
    case emptyWord
    /// The word is longer than `limit` characters.
    case wordTooLong(limit: Int)
    /// The word has characters no dictionary word has.
    case invalidCharacters
    /// The dictionary has no sense of the word; `suggestions` are spelled like it.
    case notFound(word: String, suggestions: [String])
    /// There is no category of that name; `suggestion` is the closest one.
    case unknownCategory(String, suggestion: String?)
    /// The dictionary is not installed.
    case dictionaryUnavailable(String)
    /// The speech synthesiser is not installed at `path`.
    case pronunciationUnavailable(path: String)
    /// The speech synthesiser ran but failed.
    case pronunciationFailed(String)
    /// Cards from favourites were asked for, and there are none.
    case noFavourites
    /// The monthly look-up allowance is used up until `resetsOn` (`YYYY-MM-DD`).
    case allowanceUsedUp(limit: Int, resetsOn: String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .emptyWord:
            "The word is empty; give a word such as 'mouse'."
        case .wordTooLong(let limit):
            "The word is too long; a word has at most \(limit) characters."
        case .invalidCharacters:
            "The word may hold only letters, digits, spaces, hyphens, apostrophes and full stops, "
                + "and must start with a letter or digit."
        case .notFound(let word, let suggestions):
            "The dictionary has no entry for '\(word)'."
                + (suggestions.isEmpty ? "" : " Did you mean " + Self.list(suggestions) + "?")
        case .unknownCategory(let name, let suggestion):
            "There is no word category '\(name)'."
                + (suggestion.map { " Did you mean '\($0)'?" } ?? " See 'cardbox words categories'.")
        case .noFavourites:
            "You have no favourite words yet."
        case .dictionaryUnavailable(let reason):
            "The dictionary is not available: \(reason)"
        case .pronunciationUnavailable(let path):
            "Pronunciation needs espeak-ng, which is not installed at '\(path)' "
                + "(Debian: apt-get install espeak-ng)."
        case .pronunciationFailed(let reason):
            "espeak-ng could not pronounce the word: \(reason)."
        case .allowanceUsedUp(let limit, let resetsOn):
            "You have used all \(limit) look-ups for this month; more are available from \(resetsOn)."
        }
    }

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
    private static func list(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}
