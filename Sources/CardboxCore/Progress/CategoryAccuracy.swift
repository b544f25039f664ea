/// How often the learner answered cards of one category correctly.
public struct CategoryAccuracy: Sendable, Equatable, Codable {
    /// The category.
    public var category: String
    /// Answers given.
    public var answered: Int
    /// Of which correct.
    public var correct: Int

    /// Correct answers as a fraction of all answers.
    public var accuracy: Double { answered == 0 ? 0 : Double(correct) / Double(answered) }

    /// Creates a tally.
    public init(category: String, answered: Int, correct: Int) {
        self.category = category
        self.answered = answered
        self.correct = correct
    }

    /// Tallies `answers` (category, correct?) per category, sorted by category name.
    public static func tally(_ answers: some Sequence<(category: String, isCorrect: Bool)>) -> [CategoryAccuracy] {
        var totals: [String: CategoryAccuracy] = [:]
        for answer in answers {
            let name = answer.category.isEmpty ? CategoryAccuracy.uncategorised : answer.category
            totals[name, default: CategoryAccuracy(category: name, answered: 0, correct: 0)].answered += 1
            if answer.isCorrect { totals[name]?.correct += 1 }
        }
        return totals.values.sorted { $0.category < $1.category }
    }

    /// The name cards without a category are counted under.
    public static let uncategorised = "Uncategorised"

    /// Categories worth a short focused session: at least `minimumAnswers` answers and accuracy below `threshold`,
    /// weakest first (ties: more answers first).
    public static func weak(
        _ tallies: [CategoryAccuracy], threshold: Double = 0.8, minimumAnswers: Int = 5
    ) -> [CategoryAccuracy] {
        tallies.filter { $0.answered >= minimumAnswers && $0.accuracy < threshold }
            .sorted { ($0.accuracy, -$0.answered, $0.category) < ($1.accuracy, -$1.answered, $1.category) }
    }
}
