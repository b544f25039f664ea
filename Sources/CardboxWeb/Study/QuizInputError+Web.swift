import CardboxCore

extension QuizInputError {
    /// The error as the web shows it: 422 naming the field, with the core's sentence.
    var webError: WebError { .invalid(description, field: field) }
}

/// Reads an answer's mode and fields by the core's one rule, as web errors.
enum QuizInputParsing {
    /// The mode named `text` (flip when `nil`).
    static func mode(_ text: String?) throws -> StudyMode {
        do {
            return try StudyMode(parsing: text)
        } catch {
            throw error.webError
        }
    }

    /// The answer `input` gives in `mode`.
    static func answer(_ input: QuizInput, mode: StudyMode) throws -> QuizAnswer {
        do {
            return try input.answer(for: mode)
        } catch {
            throw error.webError
        }
    }
}
