import CardboxCore

/// The settings members of a new quiz in the API, written by hand (``API/QuizInput``) or made from a deck
/// (``API/QuizFromDeckInput``); each left out keeps its default.
protocol QuizSettingsInput {
    var attemptsAllowed: Int? { get }
    var grading: String? { get }
    var shuffleQuestions: Bool? { get }
    var shuffleOptions: Bool? { get }
    var answerVisibility: String? { get }
    var timeLimitSeconds: Int? { get }
}

extension QuizSettingsInput {
    /// The settings these members give, or a 422 naming the member that is not one of its values.
    func settings() throws -> QuizSettings {
        var settings = QuizSettings()
        if let allowed = attemptsAllowed { settings.attemptsAllowed = allowed }
        if let text = grading {
            guard let grading = GradingMethod(rawValue: text) else {
                throw WebError.invalid("'grading' must be highest, average, first or last.", field: "grading")
            }
            settings.grading = grading
        }
        if let text = answerVisibility {
            guard let visibility = AnswerVisibility(rawValue: text) else {
                throw WebError.invalid(
                    "'answer_visibility' must be after_submit, after_deadline or never.", field: "answer_visibility")
            }
            settings.answerVisibility = visibility
        }
        if let shuffle = shuffleQuestions { settings.shuffleQuestions = shuffle }
        if let shuffle = shuffleOptions { settings.shuffleOptions = shuffle }
        settings.timeLimitSeconds = timeLimitSeconds
        return settings
    }
}
