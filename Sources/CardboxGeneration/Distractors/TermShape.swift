import CardboxCore

/// The form of an answer or term, so distractors look like the answer: a year for a year, a name for a name.
///
/// Shapes: year, decade, percentage, number (with its unit), acronym, name (capitalised words), phrase (one to
/// three ordinary words) and description (four or more words).
enum TermShape: Sendable, Hashable {
    /// "1969".
    case year
    /// "1960s".
    case decade
    /// "45%", "about 75 percent".
    case percentage
    /// "1,200 metres", "$5 billion", "46"; the unit in lower case ("" when bare).
    case number(unit: String)
    /// "DNA".
    case acronym
    /// "Robert Hooke", "Pacific Ocean".
    case name
    /// "mitochondrion", "plate boundary".
    case phrase
    /// "an organelle that makes ATP".
    case description

    /// The shape of `text`; `sentenceInitial` says a capital may only be there because a sentence starts with it.
    init(of text: String, sentenceInitial: Bool = false) {
        let trimmed = text.trimmed
        if trimmed.unicodeScalars.contains(where: \.isDigitLike), let number = NumericValue(parsing: trimmed) {
            if number.isYear {
                self = .year
            } else if number.isDecade {
                self = .decade
            } else if number.isPercentage {
                self = .percentage
            } else {
                self = .number(unit: number.unit)
            }
            return
        }
        let words = trimmed.split(whereSeparator: \.isWhitespace)
        if words.count == 1, Token.isAcronymText(trimmed) {
            self = .acronym
        } else if words.count >= 4 {
            self = .description
        } else if Self.isCapitalised(words), !(sentenceInitial && words.count == 1) {
            self = .name
        } else {
            self = .phrase
        }
    }

    /// Whether a distractor of shape `other` can stand beside an answer of this shape.
    func matches(_ other: TermShape) -> Bool {
        switch (self, other) {
        case (.number(let unit), .number(let otherUnit)): unit == otherUnit
        case (.year, .year), (.decade, .decade), (.percentage, .percentage), (.acronym, .acronym), (.name, .name),
            (.phrase, .phrase), (.description, .description):
            true
        default: false
        }
    }

    /// Whether the answer is a number a perturbation can vary.
    var isNumeric: Bool {
        switch self {
        case .year, .decade, .percentage, .number: true
        default: false
        }
    }

    /// A key grouping terms of the same shape.
    var key: String {
        switch self {
        case .year: "year"
        case .decade: "decade"
        case .percentage: "percentage"
        case .number(let unit): "number:" + unit
        case .acronym: "acronym"
        case .name: "name"
        case .phrase: "phrase"
        case .description: "description"
        }
    }

    /// Lower-case words allowed inside a name ("Bank of England").
    private static let connectors: Set<String> = [
        "of", "de", "von", "van", "der", "la", "du", "al", "da", "the", "and",
    ]

    /// Whether every word is capitalised, apart from connectors inside a name.
    private static func isCapitalised(_ words: [Substring]) -> Bool {
        guard let first = words.first, first.first?.isUppercase == true else { return false }
        return words.allSatisfy { $0.first?.isUppercase == true || connectors.contains($0.lowercased()) }
    }
}
