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
/// holds the fact). Alternatives for an answer are separated by ` ; `.
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

        /// Creates an item.
        public init(kind: Kind, answers: [String], cue: String, line: Int) {
            self.kind = kind
            self.answers = answers
            self.cue = cue
            self.line = line
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
            "line \(line) of the answer key is not \"T: term | definition\" or \"F: answer | cue\": \(text)"
        }
    }

    /// The items, in the key's order.
    public var items: [Item]

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
}
