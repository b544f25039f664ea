/// A typed answer set against the expected one, character by character, to show what was missing or extra.
///
/// The pieces come from a longest common subsequence of the two texts' characters, compared as ``AnswerCheck``
/// compares them (case ignored unless the answer is code), and keep the characters as they were written. Reading
/// only the `.same` and `.missing` pieces gives the expected answer; only `.same` and `.extra`, what was typed.
public struct AnswerDiff: Sendable, Equatable {
    /// One run of characters.
    public struct Piece: Sendable, Equatable {
        /// Whether the run is in both texts, only in the expected answer, or only in the typed one.
        public var kind: Kind
        /// The characters.
        public var text: String

        /// Creates a piece.
        public init(_ kind: Kind, _ text: String) {
            self.kind = kind
            self.text = text
        }
    }

    /// Where a run of characters comes from.
    public enum Kind: String, Sendable, Equatable {
        /// In both.
        case same
        /// In the expected answer only: the learner left it out.
        case missing
        /// In the typed answer only: the learner added it.
        case extra
    }

    /// The runs, in reading order.
    public var pieces: [Piece]

    /// The longest texts compared character by character; longer ones are shown as one extra and one missing run.
    public static let maximumLength = 500

    /// Sets `given` against `expected`.
    public init(given: String, expected: String, isCode: Bool) {
        let typed = Array(given.collapsingWhitespace)
        let answer = Array(expected.collapsingWhitespace)
        guard typed.count <= Self.maximumLength, answer.count <= Self.maximumLength else {
            pieces = [Piece(.extra, String(typed)), Piece(.missing, String(answer))].filter { !$0.text.isEmpty }
            return
        }
        func equal(_ a: Character, _ b: Character) -> Bool { isCode ? a == b : a.lowercased() == b.lowercased() }
        // lengths[i][j]: the longest common subsequence of typed[i...] and answer[j...].
        var lengths = [[Int]](
            repeating: [Int](repeating: 0, count: answer.count + 1), count: typed.count + 1)
        for i in stride(from: typed.count - 1, through: 0, by: -1) {
            for j in stride(from: answer.count - 1, through: 0, by: -1) {
                lengths[i][j] =
                    equal(typed[i], answer[j]) ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var result: [Piece] = []
        func add(_ kind: Kind, _ character: Character) {
            if let last = result.last, last.kind == kind {
                result[result.count - 1].text.append(character)
            } else {
                result.append(Piece(kind, String(character)))
            }
        }
        var i = 0
        var j = 0
        while i < typed.count || j < answer.count {
            if i < typed.count, j < answer.count, equal(typed[i], answer[j]) {
                add(.same, answer[j])
                i += 1
                j += 1
            } else if i < typed.count, j == answer.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                // What was typed wrongly comes before what should have been typed, as diffs read.
                add(.extra, typed[i])
                i += 1
            } else {
                add(.missing, answer[j])
                j += 1
            }
        }
        pieces = result
    }
}

/// How an option of a multiple-choice question is shown once it has been answered.
public enum OptionMark: String, Sendable, Equatable {
    /// The right answer: shown green.
    case right
    /// The option chosen, which was wrong: shown red.
    case wrong
    /// Any other option.
    case plain
}
