import Synchronization

/// The cloze answers the offline engine has already given for one document, so that a term the text keeps naming
/// ("the "acmart" document class" in every section) is blanked once, not in every chunk that mentions it.
///
/// One instance belongs to the engine ``ExtractiveGenerator/prepared(for:statistics:)`` makes for a document; the
/// pipeline hands it the chunks in order. Answers are compared normalised.
final class GivenAnswers: Sendable {
    private let answers = Mutex<Set<String>>([])

    /// Whether `answer` (normalised) was given before.
    func contains(_ answer: String) -> Bool {
        answers.withLock { $0.contains(answer) }
    }

    /// Records the normalised `given` answers.
    func insert<S: Sequence<String>>(contentsOf given: S) {
        answers.withLock { $0.formUnion(given) }
    }
}
