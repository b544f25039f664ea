/// A word, number or punctuation mark of a sentence, with its place in the sentence.
///
/// Offsets count Unicode scalars of the sentence, so a token's text is `scalars[start..<end]`.
struct Token: Sendable, Equatable {
    /// What a token is.
    enum Kind: Sendable, Equatable {
        /// Letters, possibly joined by hyphens or apostrophes ("well-known", "cell's").
        case word
        /// Starts with a digit ("1,200", "3.5", "1960s").
        case number
        /// Any other single character that is not whitespace.
        case punctuation
    }

    /// The text as written.
    let text: String
    /// The text in lower case.
    let lower: String
    /// What the token is.
    let kind: Kind
    /// The first scalar.
    let start: Int
    /// One past the last scalar.
    let end: Int

    /// Whether the token is a word starting with a capital letter.
    let isCapitalized: Bool
    /// Whether the token is an acronym such as "DNA" or "CO2": two or more characters, letters all capitals.
    let isAcronym: Bool
    /// Whether the token is a word written entirely in lower case.
    let isLowercaseWord: Bool

    /// Creates a token, working out its casing from `text`.
    init(text: String, lower: String, kind: Kind, start: Int, end: Int) {
        self.text = text
        self.lower = lower
        self.kind = kind
        self.start = start
        self.end = end
        let isWord = kind == .word
        isCapitalized = isWord && text.unicodeScalars.first?.isUppercaseLetter == true
        isAcronym = isWord && Self.isAcronymText(text)
        isLowercaseWord = isWord && !text.unicodeScalars.contains(where: \.isUppercaseLetter)
    }

    /// Whether `text` is written like an acronym: two or more letters and digits, at least two letters, all capitals,
    /// and neither a requirement word (``modalKeywords``) nor a writer's marker (``writersMarkers``).
    static func isAcronymText(_ text: String) -> Bool {
        guard !modalKeywords.contains(text), !writersMarkers.contains(text) else { return false }
        var letters = 0
        var length = 0
        for scalar in text.unicodeScalars {
            length += 1
            if scalar.isLetterLike {
                guard scalar.isUppercaseLetter else { return false }
                letters += 1
            } else if !scalar.isDigitLike {
                return false
            }
        }
        return length >= 2 && letters >= 2
    }

    /// The requirement words of specifications (RFC 2119), set in capitals for emphasis ("the application MUST
    /// run …"), never acronyms to learn or offer as wrong answers.
    ///
    /// "OPTIONAL" is not among them: it is also a keyword of languages such as ASN.1, named in manuals as one.
    static let modalKeywords: Set<String> = [
        "MUST", "SHALL", "SHOULD", "MAY", "NOT", "REQUIRED", "RECOMMENDED",
    ]

    /// Capitals a writer sets before a remark ("NB: …", "PS", "TODO"), which name nothing.
    static let writersMarkers: Set<String> = ["NB", "PS", "PPS", "FYI", "TODO", "FIXME", "XXX", "OK", "TBD", "NOTE"]
}
