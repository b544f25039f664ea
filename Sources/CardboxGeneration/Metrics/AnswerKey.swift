import CardboxCore

/// The cards a teacher would make from one document, written by hand, against which generated cards are graded.
///
/// A key is plain text, one item per line, `#` starting a comment:
///
/// ```text
/// T: child class ; subclass | A class that inherits the fields and methods of its parent class.
/// F: 1972 | In which year did Parnas publish his paper on information hiding?
/// ```
///
/// `T:` is a term and its definition, `F:` a fact with its answer and a cue (the question, or the sentence that
/// holds the fact). Alternatives for an answer are separated by ` ; `. A `W:` line after an item lists the wrong
/// answers a teacher would accept for its card, `W: 1972 | #number` any other number of the answer's unit:
///
/// ```text
/// W: child class | parent class ; abstract class ; interface
/// ```
public struct AnswerKey: Sendable, Equatable {
    /// One card the key expects.
    public struct Item: Sendable, Equatable {
        /// What the item asks for.
        public enum Kind: String, Sendable, Equatable {
            /// A term and its definition: matched in either direction.
            case term
            /// A fact: matched when a card's answer is one of the answers.
            case fact
        }

        /// Term or fact.
        public var kind: Kind
        /// The accepted answers (for a term, its names), as written.
        public var answers: [String]
        /// The definition, question or sentence that a matching card's question shares.
        public var cue: String
        /// The 1-based line of the key it was read from.
        public var line: Int
        /// The wrong answers a teacher would accept for its card (its `W:` line); `nil` when the key gives none.
        public var wrongAnswers: [String]?
        /// Whether any other number of the answer's unit is an acceptable wrong answer (`W: … | #number`).
        public var acceptsOtherNumbers = false

        /// Creates an item.
        public init(kind: Kind, answers: [String], cue: String, line: Int, wrongAnswers: [String]? = nil) {
            self.kind = kind
            self.answers = answers
            self.cue = cue
            self.line = line
            self.wrongAnswers = wrongAnswers
        }
    }

    /// A line that could not be read.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// The 1-based line.
        public var line: Int
        /// The line's text.
        public var text: String

        /// A sentence naming the line.
        public var description: String {
            "line \(line) of the answer key is not \"T: term | definition\", \"F: answer | cue\" or \"W: answer | "
                + "wrong answers\" after its item: \(text)"
        }
    }

    /// The items, in the key's order.
    public var items: [Item]

    /// Whether the key lists wrong answers (`W:` lines), so that a card's wrong answers are judged by it.
    public var judgesWrongAnswers: Bool { items.contains { $0.wrongAnswers != nil || $0.acceptsOtherNumbers } }

    /// Creates a key from items.
    public init(items: [Item]) {
        self.items = items
    }

    /// Reads a key from its text.
    ///
    /// - Throws: ``ParseError`` for the first line that is neither blank, a comment nor an item.
    /// - Complexity: O(n) in the text's length.
    public init(parsing text: String) throws {
        var items: [Item] = []
        for (offset, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = String(raw).trimmed
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            if line.hasPrefix("W:") {
                try Self.attachWrongAnswers(line, number: offset + 1, to: &items)
                continue
            }
            let kind: Item.Kind
            if line.hasPrefix("T:") {
                kind = .term
            } else if line.hasPrefix("F:") {
                kind = .fact
            } else {
                throw ParseError(line: offset + 1, text: line)
            }
            let body = line.dropFirst(2)
            guard let bar = body.firstIndex(of: "|") else { throw ParseError(line: offset + 1, text: line) }
            let answers = body[..<bar].split(separator: " ; ").map { String($0).trimmed }
                .filter { !$0.isEmpty }
            let cue = String(body[body.index(after: bar)...]).trimmed
            guard !answers.isEmpty, !cue.isEmpty else { throw ParseError(line: offset + 1, text: line) }
            items.append(Item(kind: kind, answers: answers, cue: cue, line: offset + 1))
        }
        self.items = items
    }

    /// Gives the last of `items` the wrong answers of `W:` line `line` (its 1-based `number`).
    ///
    /// - Throws: ``ParseError`` when no item comes before it, its answer is none of that item's, or it lists nothing.
    private static func attachWrongAnswers(_ line: String, number: Int, to items: inout [Item]) throws(ParseError) {
        let body = line.dropFirst(2)
        guard let bar = body.firstIndex(of: "|"), let last = items.indices.last else {
            throw ParseError(line: number, text: line)
        }
        let answer = TextNormalization.normalized(String(body[..<bar]))
        let wrong = body[body.index(after: bar)...].split(separator: " ; ").map { String($0).trimmed }
            .filter { !$0.isEmpty }
        guard items[last].answers.contains(where: { TextNormalization.normalized($0) == answer }), !wrong.isEmpty
        else { throw ParseError(line: number, text: line) }
        if wrong == ["#number"] {
            items[last].acceptsOtherNumbers = true
        } else {
            items[last].wrongAnswers = wrong
        }
    }
}
