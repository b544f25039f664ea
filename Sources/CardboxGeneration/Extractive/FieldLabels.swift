import CardboxCore

/// The labels a document repeats over many entries, as reference manuals write "Returns:", "Usage:" or a
/// parameter's name before each function's description.
///
/// Such a label is the name of a field of a form, not a term: "Which term is ASN1_SUCCESS if successful?" → "Returns"
/// would come back once for every function, each time with another description. A label of one to three words that
/// opens a sentence before a colon in three or more paragraphs is one.
struct FieldLabels: Sendable {
    /// The labels, normalised.
    private let labels: Set<String>

    /// No labels (an engine that sees one chunk at a time).
    static let none = FieldLabels(labels: [])

    /// The repeated labels of `document`.
    ///
    /// O(n) in the document's length.
    init(document: SourceDocument) {
        var paragraphs: [String: Int] = [:]
        for paragraph in document.paragraphs where paragraph.isContent {
            var seen: Set<String> = []
            for sentence in paragraph.sentenceTexts {
                if let label = Self.label(opening: sentence), seen.insert(label).inserted {
                    paragraphs[label, default: 0] += 1
                }
            }
        }
        labels = Set(paragraphs.filter { $0.value >= 3 }.keys)
    }

    private init(labels: Set<String>) {
        self.labels = labels
    }

    /// Whether `answer` is one of the document's repeated labels.
    func contains(_ answer: String) -> Bool {
        !labels.isEmpty && labels.contains(TextNormalization.normalized(answer))
    }

    /// The normalised label of one to three words before a colon that opens `sentence` (after a bullet), if it has
    /// one.
    static func label(opening sentence: String) -> String? {
        guard let colon = sentence.prefix(40).firstIndex(of: ":") else { return nil }
        // A list item's bullet ("• Returns:") is not part of its label.
        let label = String(sentence[..<colon].drop { !$0.isLetter && !$0.isNumber }).trimmed
        let words = label.split(separator: " ")
        guard (1...3).contains(words.count), label.allSatisfy({ $0.isLetter || $0.isNumber || " _-".contains($0) })
        else { return nil }
        return TextNormalization.normalized(label)
    }
}
