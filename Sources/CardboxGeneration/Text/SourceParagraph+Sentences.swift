import CardboxCore

extension SourceParagraph {
    /// The text of every sentence, in order (an empty string for a span that does not fit the text).
    ///
    /// Matches ``sentence(_:)`` but converts the text once; plain ASCII text without carriage returns is sliced by
    /// bytes, which count like characters there. O(n).
    var sentenceTexts: [String] {
        if isPlainASCII {
            let bytes = Array(text.utf8)
            return sentences.map { span in
                guard span.start >= 0, span.end <= bytes.count, span.start <= span.end else { return "" }
                return String(decoding: bytes[span.start..<span.end], as: UTF8.self)
            }
        }
        let characters = Array(text)
        return sentences.map { span in
            guard span.start >= 0, span.end <= characters.count, span.start <= span.end else { return "" }
            return String(characters[span.start..<span.end])
        }
    }

    /// The text of sentence `number`, like ``sentence(_:)`` with the ASCII fast path of ``sentenceTexts``.
    func sentenceText(_ number: Int) -> String? {
        guard sentences.indices.contains(number) else { return nil }
        guard isPlainASCII else { return sentence(number) }
        let span = sentences[number]
        let bytes = text.utf8
        guard span.start >= 0, span.end <= bytes.count, span.start <= span.end else { return nil }
        let start = bytes.index(bytes.startIndex, offsetBy: span.start)
        let end = bytes.index(start, offsetBy: span.end - span.start)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether the text is ASCII without carriage returns, so byte offsets equal character offsets.
    private var isPlainASCII: Bool { text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } }

    /// Whether the paragraph is a code listing.
    ///
    /// A listing is a fenced block of a Markdown file or lines set in a fixed-width face in a PDF. Documents read
    /// before listings had their role are told by their text: the readers keep the lines of a listing and join
    /// those of every other paragraph into one.
    var isCodeListing: Bool { role == .code || text.utf8.contains(UInt8(ascii: "\n")) }

    /// Whether the paragraph holds content cards can cite: body text or list items of the main text, not headings,
    /// footnotes, captions, contents, index or bibliography.
    var isContent: Bool { role != .heading && isMainText }
}
