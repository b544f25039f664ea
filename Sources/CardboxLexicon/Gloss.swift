import Foundation

/// A WordNet gloss split into its definition and its quoted example sentences.
///
/// Glosses read `definition; "example one"; "example two"`. An example starts with a quotation mark at the
/// start of the gloss or after `; ` or `: `; it ends at the next quotation mark. An attribution after it
/// (`"…"- Shakespeare`) is dropped; other trailing text keeps the example verbatim, quotes included
/// (`"Now listen, friends," he began`). Unquoted notes after the examples join the definition.
struct Gloss: Equatable, Sendable {
    /// The text before the first example, and any unquoted notes after them, joined by "; ".
    let definition: String
    /// The examples without their quotation marks.
    let examples: [String]

    /// Splits `text`, the part of a data line after `| `.
    init(_ text: Substring) {
        let gloss = Substring(text.trimmingSpaces())
        let start = Self.firstExampleStart(in: gloss)
        var definitions = [gloss[..<start].trimmingSpaces(dropping: ";:")].filter { !$0.isEmpty }
        var examples: [String] = []
        var rest = gloss[start...]
        while let first = rest.first {
            if first == ";" || first == " " {
                rest = rest.dropFirst()
                continue
            }
            guard first == "\"" else {
                let segmentEnd = rest.range(of: "; ")?.lowerBound ?? rest.endIndex
                definitions.append(rest[..<segmentEnd].trimmingSpaces(dropping: ";"))
                rest = rest[segmentEnd...]
                continue
            }
            let opening = rest.index(after: rest.startIndex)
            guard let closing = rest[opening...].firstIndex(of: "\"") else {
                examples.append(rest[opening...].trimmingSpaces())
                break
            }
            let afterClosing = rest.index(after: closing)
            let segmentEnd = rest[afterClosing...].range(of: "; ")?.lowerBound ?? rest.endIndex
            let tail = rest[afterClosing..<segmentEnd].trimmingSpaces(dropping: ";")
            let isAttribution = tail.isEmpty || tail.hasPrefix("-")
            examples.append(
                isAttribution ? String(rest[opening..<closing]) : rest[..<segmentEnd].trimmingSpaces(dropping: ";"))
            rest = rest[segmentEnd...]
        }
        definition = definitions.joined(separator: "; ")
        self.examples = examples.filter { !$0.isEmpty }
    }

    /// The index of the quotation mark that opens the first example, or the end of `gloss`.
    private static func firstExampleStart(in gloss: Substring) -> Substring.Index {
        var index = gloss.startIndex
        while let quote = gloss[index...].firstIndex(of: "\"") {
            let before = gloss[..<quote].trimmingSpaces()
            if before.isEmpty || before.hasSuffix(";") || before.hasSuffix(":") { return quote }
            index = gloss.index(after: quote)
        }
        return gloss.endIndex
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, and without trailing characters from `extra`.
    func trimmingSpaces(dropping extra: String = "") -> String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace || extra.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
