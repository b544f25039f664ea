import CardboxCore

/// Decides which items of an ``AnswerKey`` a generated card matches, as a person grading against the key would.
///
/// A card matches a fact when its answer is one of the fact's answers (compared normalised, without a leading
/// article) and its question shares the cue's content words. A card matches a term either way round: its answer
/// is the term and its question shares the definition, or its question names the term and its answer carries the
/// definition. "Shares" means at least a third of the cue's content words (not counting the answer's own) or three
/// of them, and at least one. An answer ending in brackets is also graded as the part before them and the part
/// inside. A card that is well formed but matches no item is not counted as a match.
struct KeyMatcher {
    /// A key item prepared for comparison.
    private struct Prepared {
        /// The item's position in the key.
        let position: Int
        /// The item.
        let item: AnswerKey.Item
        /// The accepted answers, normalised.
        let answers: [String]
        /// The cue's content words, folded.
        let cueWords: Set<String>
    }

    /// The prepared items.
    private let prepared: [Prepared]

    /// A matcher for `key`.
    init(key: AnswerKey) {
        prepared = key.items.enumerated().map { position, item in
            let answers = item.answers.map(Self.normalizedAnswer).filter { !$0.isEmpty }
            let answerWords = Set(answers.flatMap { TextNormalization.contentWords($0) })
            let cueWords = Set(TextNormalization.contentWords(item.cue)).subtracting(answerWords)
            return Prepared(position: position, item: item, answers: answers, cueWords: cueWords)
        }
    }

    /// The positions in the key of the items `draft` matches.
    func matches(_ draft: CardDraft) -> [Int] {
        let answerForms = Self.forms(of: draft.answer)
        let question = draft.question.replacing(CardDraft.clozePlaceholder, with: " ")
        let questionWords = Set(TextNormalization.contentWords(question))
        let normalizedQuestion = TextNormalization.normalized(question)
        return prepared.filter { entry in
            if answerForms.contains(where: entry.answers.contains), Self.shares(questionWords, entry.cueWords) {
                return true
            }
            guard entry.item.kind == .term else { return false }
            // "What does DER stand for?" → "Distinguished Encoding Rules": one name of the term asks for another.
            let answered = entry.answers.filter { answerForms.contains($0) }
            if !answered.isEmpty,
                entry.answers.contains(where: {
                    !answered.contains($0) && TextNormalization.contains(normalizedQuestion, phrase: $0)
                })
            {
                return true
            }
            let namesTerm = entry.answers.contains { TextNormalization.contains(normalizedQuestion, phrase: $0) }
            return namesTerm && Self.carriesDefinition(draft.answer, of: entry)
        }.map(\.position)
    }

    /// Whether `wrong` is a wrong answer the key accepts for a card of term item `position` that asks for the
    /// definition (its answer, `answer`, is none of the term's names): it carries the definition of another term the
    /// item's `W:` line accepts ("a special method that runs when an object is created", a constructor's, for "What
    /// is an object?").
    func acceptsDefinition(_ wrong: String, forItem position: Int, answer: String) -> Bool {
        let entry = prepared[position]
        guard entry.item.kind == .term, let listed = entry.item.wrongAnswers,
            !Self.forms(of: answer).contains(where: entry.answers.contains)
        else { return false }
        let accepted = Set(listed.map(Self.normalizedAnswer))
        return prepared.contains { other in
            other.position != position && other.item.kind == .term && other.answers.contains(where: accepted.contains)
                && Self.carriesDefinition(wrong, of: other)
        }
    }

    /// Whether the key names a longer answer that contains `answer` as whole words but no answer equal to it: the
    /// card kept only part of a term the key names whole ("child" for "child class").
    func isPartOfLongerAnswer(_ answer: String) -> Bool {
        let normalized = Self.normalizedAnswer(answer)
        guard !normalized.isEmpty else { return false }
        let all = prepared.flatMap(\.answers)
        guard !all.contains(normalized) else { return false }
        return all.contains { $0 != normalized && TextNormalization.contains($0, phrase: normalized) }
    }

    // MARK: - Private

    /// `text` normalised, without a leading article.
    static func normalizedAnswer(_ text: String) -> String {
        var words = TextNormalization.words(text)
        if let first = words.first, Phrasing.articles.contains(first), words.count > 1 { words.removeFirst() }
        return words.map(TextNormalization.folded).joined(separator: " ")
    }

    /// The normalised forms `answer` may be graded as: itself and, when it ends in brackets, the part before them
    /// and the part inside ("Graphical user interface (GUI)" is also "graphical user interface" and "gui").
    static func forms(of answer: String) -> [String] {
        var forms = [normalizedAnswer(answer)]
        let text = answer.trimmed
        if text.hasSuffix(")"), let open = text.lastIndex(of: "("), open > text.startIndex {
            forms.append(normalizedAnswer(String(text[..<open])))
            forms.append(normalizedAnswer(String(text[text.index(after: open)...])))
        }
        return forms.filter { !$0.isEmpty }
    }

    /// Whether `text` carries the definition of term `entry`: it holds two or more of the definition's content words,
    /// and they are two fifths of its own or more.
    private static func carriesDefinition(_ text: String, of entry: Prepared) -> Bool {
        let words = Set(TextNormalization.contentWords(text))
        let shared = words.intersection(entry.cueWords).count
        return shared >= 2 && shared * 5 >= words.count * 2
    }

    /// Whether `question` holds at least a third of `cue`'s words or three of them, and at least one.
    private static func shares(_ question: Set<String>, _ cue: Set<String>) -> Bool {
        guard !cue.isEmpty else { return true }
        let shared = question.intersection(cue).count
        return shared >= 1 && (shared * 3 >= cue.count || shared >= 3)
    }
}
