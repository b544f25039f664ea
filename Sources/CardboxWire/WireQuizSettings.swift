public import CardboxCore

extension Wire {
    /// A quiz's settings as the API gives them and `cardbox class quiz-from-deck --json` prints them.
    public struct QuizSettings: Codable, Sendable, Equatable {
        /// Attempts per student, 0 for unlimited.
        public let attemptsAllowed: Int
        /// `highest`, `average`, `first` or `last`.
        public let grading: String
        /// Whether each attempt orders the questions its own way.
        public let shuffleQuestions: Bool
        /// Whether each attempt orders each question's options its own way.
        public let shuffleOptions: Bool
        /// `after_submit`, `after_deadline` or `never`.
        public let answerVisibility: String
        /// The time an attempt may take, in seconds, if limited.
        public let timeLimitSeconds: Int?

        /// The wire form of `settings`.
        public init(_ settings: CardboxCore.QuizSettings) {
            attemptsAllowed = settings.attemptsAllowed
            grading = settings.grading.rawValue
            shuffleQuestions = settings.shuffleQuestions
            shuffleOptions = settings.shuffleOptions
            answerVisibility = settings.answerVisibility.rawValue
            timeLimitSeconds = settings.timeLimitSeconds
        }
    }
}
