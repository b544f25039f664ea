/// A card search in Anki's style, parsed from what the user typed: every term must match.
///
/// - `word` or `"two words"`: in the front, back or explanation, any case.
/// - `front:text`, `back:text`: the whole field, any case; `*` matches any run of characters (`front:*verb*`).
/// - `deck:Name`, `tag:name`, `category:name` (or `c:name`), with `*` as above.
/// - `is:due`, `is:new`, `is:learning`, `is:review`, `is:suspended`, `is:buried`, `is:flagged`.
/// - `prop:ivl>30`, with `ivl` (interval in days), `due` (days from today), `reps`, `lapses` and `ease`, and the
///   comparisons `=`, `!=`, `<`, `<=`, `>`, `>=`.
/// - `-term` matches what `term` does not.
///
/// ```swift
/// let search = try CardSearch(parsing: "deck:Spanish is:due -tag:easy")
/// search.matches(card, deckName: "Spanish", setAside: nil, today: today)
/// ```
public struct CardSearch: Sendable, Equatable {
    /// One condition of a search.
    public indirect enum Term: Sendable, Equatable {
        /// Text anywhere in the front, back or explanation.
        case text(String)
        /// A field matched whole, with `*` wildcards.
        case field(Field, SearchPattern)
        /// A card state.
        case state(State)
        /// A number compared.
        case property(Property, Comparison, Double)
        /// The opposite of a term.
        case not(Term)
    }

    /// The fields `field:` terms name.
    public enum Field: String, Sendable, Equatable, CaseIterable {
        case front, back, deck, tag, category
    }

    /// The states `is:` names.
    public enum State: String, Sendable, Equatable, CaseIterable {
        case due, new, learning, review, suspended, buried, flagged
    }

    /// The numbers `prop:` compares.
    public enum Property: String, Sendable, Equatable, CaseIterable {
        case ivl, due, reps, lapses, ease
    }

    /// How `prop:` compares.
    public enum Comparison: String, Sendable, Equatable, CaseIterable {
        case notEqual = "!=", lessOrEqual = "<=", greaterOrEqual = ">=", less = "<", greater = ">", equal = "="
    }

    /// The terms, all of which must match.
    public var terms: [Term]

    /// Parses `query`; an empty query matches every card.
    ///
    /// - Throws: ``CardSearchError`` naming the term that cannot be read.
    public init(parsing query: String) throws(CardSearchError) {
        terms = []
        for word in try Self.words(of: query) { terms.append(try Self.term(word)) }
    }

    /// Whether `card` (in the deck named `deckName`, set aside or not) matches every term on `today`.
    public func matches(_ card: Card, deckName: String, setAside: SetAside?, today: StudyDay) -> Bool {
        terms.allSatisfy { Self.matches($0, card, deckName: deckName, setAside: setAside, today: today) }
    }

    // MARK: - Parsing

    /// The query's words: split at spaces outside double quotes, quotes removed.
    private static func words(of query: String) throws(CardSearchError) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var started = false
        for character in query {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if character.isWhitespace && !quoted {
                if started { words.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if quoted { throw .unclosedQuote }
        if started { words.append(current) }
        return words
    }

    private static func term(_ word: String) throws(CardSearchError) -> Term {
        if word.count > 1, word.hasPrefix("-") { return .not(try term(String(word.dropFirst()))) }
        guard let colon = word.firstIndex(of: ":") else { return .text(word.lowercased()) }
        let name = word[..<colon].lowercased()
        let value = String(word[word.index(after: colon)...])
        guard !name.isEmpty, name.allSatisfy(\.isLetter) else { return .text(word.lowercased()) }
        switch name {
        case "is":
            guard let state = State(rawValue: value.lowercased()) else {
                throw .unknownState(value, known: State.allCases.map(\.rawValue))
            }
            return .state(state)
        case "prop": return try property(value)
        case "c": return .field(.category, SearchPattern(value))
        default:
            guard let field = Field(rawValue: name) else {
                throw .unknownFilter(name, known: Field.allCases.map(\.rawValue) + ["c", "is", "prop"])
            }
            return .field(field, SearchPattern(value))
        }
    }

    private static func property(_ text: String) throws(CardSearchError) -> Term {
        for comparison in Comparison.allCases {
            guard let range = text.firstRange(of: comparison.rawValue) else { continue }
            let name = text[..<range.lowerBound].lowercased()
            guard let property = Property(rawValue: name) else {
                throw .unknownProperty(name, known: Property.allCases.map(\.rawValue))
            }
            guard let number = Double(text[range.upperBound...]), number.isFinite else {
                throw .notANumber(String(text[range.upperBound...]))
            }
            return .property(property, comparison, number)
        }
        throw .noComparison(text)
    }

    // MARK: - Matching

    private static func matches(
        _ term: Term, _ card: Card, deckName: String, setAside: SetAside?, today: StudyDay
    ) -> Bool {
        let content = card.content
        let schedule = card.schedule
        switch term {
        case .not(let inner): return !matches(inner, card, deckName: deckName, setAside: setAside, today: today)
        case .text(let text):
            return [content.front, content.back, content.explanation].contains { $0.lowercased().contains(text) }
        case .field(let field, let pattern):
            switch field {
            case .front: return pattern.matches(content.front)
            case .back: return pattern.matches(content.back)
            case .deck: return pattern.matches(deckName)
            case .category: return pattern.matches(content.category)
            case .tag: return content.tags.contains { pattern.matches($0) }
            }
        case .state(let state):
            switch state {
            case .new: return schedule.phase == .new
            case .learning: return schedule.phase == .learning || schedule.phase == .relearning
            case .review: return schedule.phase == .review
            case .due: return schedule.phase != .new && schedule.dueDay <= today && setAside == nil
            case .suspended: return setAside == .suspended
            case .buried: if case .buried = setAside { return true } else { return false }
            case .flagged: return content.isFlagged
            }
        case .property(let property, let comparison, let number):
            let value: Double
            switch property {
            case .ivl: value = Double(schedule.intervalDays)
            case .due: value = Double(schedule.dueDay.index - today.index)
            case .reps: value = Double(schedule.repetitions)
            case .lapses: value = Double(schedule.lapses)
            case .ease: value = schedule.ease
            }
            switch comparison {
            case .equal: return value == number
            case .notEqual: return value != number
            case .less: return value < number
            case .lessOrEqual: return value <= number
            case .greater: return value > number
            case .greaterOrEqual: return value >= number
            }
        }
    }
}

/// A whole-text pattern, any case, where `*` matches any run of characters.
public struct SearchPattern: Sendable, Equatable {
    /// The pieces between the stars, lowercased.
    let pieces: [String]

    /// Creates the pattern.
    public init(_ text: String) {
        pieces = text.lowercased().split(separator: "*", omittingEmptySubsequences: false).map(String.init)
    }

    /// Whether `text` matches the whole pattern.
    public func matches(_ text: String) -> Bool {
        var rest = Substring(text.lowercased())
        guard let first = pieces.first, rest.hasPrefix(first) else { return false }
        rest = rest.dropFirst(first.count)
        guard pieces.count > 1 else { return rest.isEmpty }
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.firstRange(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        let last = pieces[pieces.count - 1]
        return rest.count >= last.count && rest.hasSuffix(last)
    }
}

/// A search that cannot be read.
public enum CardSearchError: Error, Equatable, CustomStringConvertible {
    case unclosedQuote
    case unknownFilter(String, known: [String])
    case unknownState(String, known: [String])
    case unknownProperty(String, known: [String])
    case noComparison(String)
    case notANumber(String)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .unclosedQuote: "The search has a \" without its closing \"."
        case .unknownFilter(let name, let known):
            "'\(name):' is not a search filter; use one of " + known.map { $0 + ":" }.joined(separator: ", ") + "."
        case .unknownState(let value, let known):
            "'is:\(value)' is not a card state; use is:" + known.joined(separator: ", is:") + "."
        case .unknownProperty(let name, let known):
            "'prop:\(name)' is not a card property; use " + known.joined(separator: ", ") + "."
        case .noComparison(let text): "'prop:\(text)' needs a comparison such as prop:ivl>30."
        case .notANumber(let text): "'\(text)' in prop: is not a number."
        }
    }
}
