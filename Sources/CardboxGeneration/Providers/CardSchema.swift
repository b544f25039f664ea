public import CardboxJSON

/// The JSON a model must answer with: `{"cards": [{"question", "answer", "explanation", "distractors",
/// "sentence_index"}]}`, in the strict subset every structured-output API accepts.
///
/// Every object lists all its properties in `required` and sets `additionalProperties: false`; there are no length,
/// count or numeric constraints, because cloud APIs reject or ignore them. ``schema(maxCards:lengthConstraints:)``
/// adds them for grammar-based local servers, which enforce them while decoding. ``WireCard`` is the same shape as a
/// `Codable` type; a test checks that both list the same properties.
public enum CardSchema {
    /// The schema's name as sent in `response_format.json_schema.name` (≤ 64 characters of `[A-Za-z0-9_-]`).
    public static let name = "flashcards"

    /// The name of the tool Anthropic models are forced to call when they do not accept `output_config.format`.
    public static let toolName = "emit_cards"

    /// One card's schema.
    public static let card: JSONValue = [
        "type": "object",
        "properties": [
            "question": ["type": "string"],
            "answer": ["type": "string"],
            "explanation": ["type": "string"],
            "distractors": ["type": "array", "items": ["type": "string"]],
            "sentence_index": ["type": "integer"],
        ],
        "required": ["question", "answer", "explanation", "distractors", "sentence_index"],
        "additionalProperties": false,
    ]

    /// The whole answer's schema, without constraints: what cloud APIs get.
    public static let schema: JSONValue = [
        "type": "object",
        "properties": ["cards": ["type": "array", "items": card]],
        "required": ["cards"],
        "additionalProperties": false,
    ]

    /// The schema with counts and lengths for a grammar-based server: 1…`maxCards` cards, exactly three
    /// distractors, answers ≤ 120 and explanations ≤ 300 characters.
    ///
    /// - Parameters:
    ///   - maxCards: The most cards the answer may hold.
    ///   - lengthConstraints: Whether to add constraints at all; `false` returns ``schema``.
    public static func schema(maxCards: Int, lengthConstraints: Bool) -> JSONValue {
        guard lengthConstraints else { return schema }
        let constrainedCard: JSONValue = [
            "type": "object",
            "properties": [
                "question": ["type": "string", "maxLength": 300],
                "answer": ["type": "string", "maxLength": 120],
                "explanation": ["type": "string", "maxLength": 300],
                "distractors": [
                    "type": "array", "items": ["type": "string", "maxLength": 120], "minItems": 3,
                    "maxItems": 3,
                ],
                "sentence_index": ["type": "integer", "minimum": 1],
            ],
            "required": ["question", "answer", "explanation", "distractors", "sentence_index"],
            "additionalProperties": false,
        ]
        return [
            "type": "object",
            "properties": [
                "cards": [
                    "type": "array", "items": constrainedCard, "minItems": 1, "maxItems": .integer(max(1, maxCards)),
                ]
            ],
            "required": ["cards"],
            "additionalProperties": false,
        ]
    }
}

/// One card as a model writes it (the `Codable` twin of ``CardSchema/card``).
public struct WireCard: Sendable, Equatable, Codable {
    /// The question, without the answer in it.
    public var question: String
    /// A short phrase from the cited sentence.
    public var answer: String
    /// Why the answer is right, in at most two sentences.
    public var explanation: String
    /// Three wrong answers of the same kind.
    public var distractors: [String]
    /// The number `N` of the cited sentence `[SN]` (1-based).
    public var sentenceIndex: Int

    /// The JSON property names.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        /// `question`.
        case question
        /// `answer`.
        case answer
        /// `explanation`.
        case explanation
        /// `distractors`.
        case distractors
        /// `sentence_index`.
        case sentenceIndex = "sentence_index"
    }

    /// Creates a card.
    public init(question: String, answer: String, explanation: String, distractors: [String], sentenceIndex: Int) {
        self.question = question
        self.answer = answer
        self.explanation = explanation
        self.distractors = distractors
        self.sentenceIndex = sentenceIndex
    }

    /// Decodes a card, tolerating what servers that do not enforce the schema write instead: a sentence index as a
    /// string (`"3"`, `"S3"`, `"[S3]"`), a missing explanation or distractor list.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        question = try container.decode(String.self, forKey: .question)
        answer = try container.decode(String.self, forKey: .answer)
        explanation = try container.decodeIfPresent(String.self, forKey: .explanation) ?? ""
        distractors = try container.decodeIfPresent([String].self, forKey: .distractors) ?? []
        if let number = try? container.decode(Int.self, forKey: .sentenceIndex) {
            sentenceIndex = number
        } else {
            let text = try container.decode(String.self, forKey: .sentenceIndex)
            guard let number = Int(text.filter(\.isNumber)) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .sentenceIndex, in: container, debugDescription: "not a sentence number")
            }
            sentenceIndex = number
        }
    }
}

/// A model's whole answer: the `Codable` twin of ``CardSchema/schema``.
public struct WireCardBatch: Sendable, Equatable, Codable {
    /// The cards.
    public var cards: [WireCard]

    /// The JSON property names.
    public enum CodingKeys: String, CodingKey, CaseIterable {
        /// `cards`.
        case cards
    }

    /// Creates a batch.
    public init(cards: [WireCard]) { self.cards = cards }
}
