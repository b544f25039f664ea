public import CardboxCore

/// Writes card drafts from a chunk of a document: the one contract every engine implements.
///
/// Engines return raw drafts; the shared ``CardValidator``, distractor filling and de-duplication run afterwards
/// for every engine alike.
public protocol CardGenerator: Sendable {
    /// The engine's name as stored on drafts: `extractive`, `local:<model>` or `cloud:<provider>/<model>`.
    var name: String { get }

    /// Drafts for `chunk`, at most `quota` of them unless ``findsItsOwnShare`` says otherwise.
    ///
    /// - Throws: ``GenerationError`` for provider failures the caller may fall back from.
    func generate(from chunk: DocumentChunk, quota: Int) async throws -> [CardDraft]

    /// Whether the engine may return more than `quota` drafts, one for each fact the chunk states when it states
    /// more than its length's share (the offline engine: a definition in every sentence of a textbook); the
    /// pipeline then keeps them all.
    var findsItsOwnShare: Bool { get }
}

extension CardGenerator {
    /// Engines keep to the quota they are given.
    public var findsItsOwnShare: Bool { false }
}

/// A run of consecutive paragraphs of one section, the unit engines work on (about 150–400 words).
public struct DocumentChunk: Sendable, Equatable {
    /// The document's content id.
    public var documentID: String
    /// The document's title.
    public var documentTitle: String
    /// The headings above the chunk, outermost first.
    public var headingPath: [String]
    /// The paragraphs, in reading order.
    public var paragraphs: [SourceParagraph]

    /// Creates a chunk.
    public init(documentID: String, documentTitle: String, headingPath: [String], paragraphs: [SourceParagraph]) {
        self.documentID = documentID
        self.documentTitle = documentTitle
        self.headingPath = headingPath
        self.paragraphs = paragraphs
    }

    /// The number of words in the chunk.
    public var wordCount: Int { paragraphs.reduce(0) { $0 + $1.text.split(whereSeparator: \.isWhitespace).count } }
}

/// Why an engine could not produce cards; the message is safe to show (it never contains a key).
public enum GenerationError: Error, Equatable, CustomStringConvertible {
    /// The provider rejected the key (401/403), with its message.
    case keyRejected(status: Int, message: String)
    /// The request was refused (400), with the provider's message.
    case badRequest(String)
    /// Still rate-limited or failing after the retries.
    case unavailable(String)
    /// The server could not be reached.
    case notAnswering(String)
    /// The output was cut off or was not the JSON asked for.
    case malformedOutput(String)
    /// The user's monthly allowance of cards on the host's model is used up.
    case allowanceExhausted(limit: Int)

    /// A sentence for the user.
    public var description: String {
        switch self {
        case .keyRejected(let status, let message): "The API key was rejected (\(status)): \(message)"
        case .badRequest(let message): "The request was refused: \(message)"
        case .unavailable(let message): "The model is unavailable: \(message)"
        case .notAnswering(let message): "The model server is not answering: \(message)"
        case .malformedOutput(let message): "The model's answer could not be used: \(message)"
        case .allowanceExhausted(let limit):
            "This month's allowance of \(limit) generated cards is used up; it renews on the 1st. "
                + "Cards from the offline engine and from your own API key are unlimited."
        }
    }
}

/// Words related to a term, for distractors: an interface over a dictionary such as WordNet.
public protocol RelatedTerms: Sendable {
    /// Terms of the same kind as `term` (co-hyponyms: other members of its category), most common first.
    func coordinateTerms(of term: String, limit: Int) -> [String]
    /// Synonyms of `term` (never usable as distractors).
    func synonyms(of term: String) -> Set<String>
    /// The word classes of `word` in any inflection ("noun", "verb", "adjective", "adverb"), the one its
    /// commonest senses have first; none for a word the dictionary does not have.
    func wordClasses(of word: String) -> [String]
    /// The dictionary's category of the thing `name` names ("noun.person", "noun.location", "noun.artifact"),
    /// `nil` when it does not know.
    func category(of name: String) -> String?
    /// Words of opposite meaning to `word` ("undirected" for "directed"), across its senses, most common first.
    func antonyms(of word: String) -> [String]
    /// How common `word` is in general English, in any inflection: how often its senses (only those of
    /// `wordClass`, such as "noun", when given) were met in the dictionary's tagged corpus; 0 for a word it lacks,
    /// `nil` when it cannot tell.
    func usageCount(of word: String, wordClass: String?) -> Int?
    /// Nouns for things of a kind near the noun `term`'s ("circle", "parabola", "polygon" for "ellipse"), the
    /// nearest first; none for a word that is no noun.
    func kindredNouns(of term: String) -> [String]
    /// ``kindredNouns(of:)`` for each of the noun `term`'s first `senses` senses, the first sense's first: for a
    /// word a document uses in a sense the dictionary does not give first ("router", first a person).
    func kindredNouns(of term: String, senses: Int) -> [String]
}

extension RelatedTerms {
    /// No classes, for a dictionary that cannot tell.
    public func wordClasses(of word: String) -> [String] { [] }

    /// No category, for a dictionary that cannot tell.
    public func category(of name: String) -> String? { nil }

    /// No antonyms, for a dictionary that cannot tell.
    public func antonyms(of word: String) -> [String] { [] }

    /// No count, for a dictionary that cannot tell.
    public func usageCount(of word: String, wordClass: String?) -> Int? { nil }

    /// No kindred nouns, for a dictionary that cannot tell.
    public func kindredNouns(of term: String) -> [String] { [] }

    /// The kindred nouns of the first sense, for a dictionary that tells no more.
    public func kindredNouns(of term: String, senses: Int) -> [String] { kindredNouns(of: term) }

    /// Whether the dictionary has `word` (in any inflection) as an English word.
    public func hasWord(_ word: String) -> Bool { !wordClasses(of: word).isEmpty }
}

/// A dictionary that knows no words, for when WordNet is not installed.
public struct NoRelatedTerms: RelatedTerms {
    /// Creates the empty dictionary.
    public init() {}
    /// No terms.
    public func coordinateTerms(of term: String, limit: Int) -> [String] { [] }
    /// No synonyms.
    public func synonyms(of term: String) -> Set<String> { [] }
}
