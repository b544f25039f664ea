extension CardContent {
    private enum CodingKeys: String, CodingKey {
        case front, back, explanation, distractors, category, tags, style, source, pitfall, answerIsCode, answerIsTyped
    }

    /// Decodes content; `answerIsTyped`, which backups and trashed decks written before it lack, is `false` when
    /// absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        front = try container.decode(String.self, forKey: .front)
        back = try container.decode(String.self, forKey: .back)
        explanation = try container.decode(String.self, forKey: .explanation)
        distractors = try container.decode([String].self, forKey: .distractors)
        category = try container.decode(String.self, forKey: .category)
        tags = try container.decode([String].self, forKey: .tags)
        style = try container.decode(CardStyle.self, forKey: .style)
        source = try container.decodeIfPresent(CardSource.self, forKey: .source)
        pitfall = try container.decodeIfPresent(String.self, forKey: .pitfall)
        answerIsCode = try container.decode(Bool.self, forKey: .answerIsCode)
        answerIsTyped = try container.decodeIfPresent(Bool.self, forKey: .answerIsTyped) ?? false
    }

    /// Encodes content; `answerIsTyped` only when set, so content without it is written as before.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(front, forKey: .front)
        try container.encode(back, forKey: .back)
        try container.encode(explanation, forKey: .explanation)
        try container.encode(distractors, forKey: .distractors)
        try container.encode(category, forKey: .category)
        try container.encode(tags, forKey: .tags)
        try container.encode(style, forKey: .style)
        try container.encodeIfPresent(source, forKey: .source)
        try container.encodeIfPresent(pitfall, forKey: .pitfall)
        try container.encode(answerIsCode, forKey: .answerIsCode)
        if answerIsTyped { try container.encode(answerIsTyped, forKey: .answerIsTyped) }
    }
}
