import CardboxCore
import CardboxGeneration

/// Builds ``SourceDocument``s for tests from a small Markdown-like text.
///
/// Blank lines separate paragraphs; `#`, `##`… start headings that set the heading path by level; `- ` starts
/// a list item (stored with a "• " bullet, as ingest stores them); a line holding only `---page---` starts a new
/// page. Sentences end at ".", "!" or "?" before a space and a capital letter, digit or quote.
enum TestDocument {
    /// The document written in `text`.
    static func make(_ text: String, title: String = "notes.md", id: String = "doc-1") -> SourceDocument {
        var paragraphs: [SourceParagraph] = []
        var path: [(level: Int, text: String)] = []
        var page = 1
        var index = 0
        var buffer: [String] = []
        var isList = false

        func flush() {
            guard !buffer.isEmpty else { return }
            let joined = buffer.joined(separator: " ")
            buffer = []
            index += 1
            let text = isList ? "• " + joined : joined
            paragraphs.append(
                SourceParagraph(
                    page: page, index: index, headingPath: path.map(\.text), role: isList ? .listItem : .body,
                    text: text, sentences: sentenceSpans(text), box: nil))
        }

        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingPrefix(while: \.isWhitespace)
            if line.isEmpty {
                flush()
            } else if line == "---page---" {
                flush()
                page += 1
                index = 0
            } else if line.hasPrefix("#") {
                flush()
                let level = line.prefix { $0 == "#" }.count
                let heading = String(line.dropFirst(level).trimmingPrefix(while: \.isWhitespace))
                while let last = path.last, last.level >= level { path.removeLast() }
                index += 1
                paragraphs.append(
                    SourceParagraph(
                        page: page, index: index, headingPath: path.map(\.text), role: .heading, text: heading,
                        sentences: [TextSpan(start: 0, end: heading.count)], box: nil))
                path.append((level, heading))
            } else if line.hasPrefix("- ") {
                flush()
                isList = true
                buffer.append(String(line.dropFirst(2)))
            } else {
                if buffer.isEmpty { isList = false }
                buffer.append(String(line))
            }
        }
        flush()
        return SourceDocument(id: id, title: title, kind: .markdown, pageCount: page, paragraphs: paragraphs)
    }

    /// A one-paragraph chunk holding `sentence` (or several sentences).
    static func chunk(_ text: String, headingPath: [String] = []) -> DocumentChunk {
        let paragraph = SourceParagraph(
            page: 1, index: 1, headingPath: headingPath, role: .body, text: text, sentences: sentenceSpans(text),
            box: nil)
        return DocumentChunk(
            documentID: "doc-1", documentTitle: "notes.md", headingPath: headingPath, paragraphs: [paragraph])
    }

    /// The sentence spans of `text`.
    static func sentenceSpans(_ text: String) -> [TextSpan] {
        let characters = Array(text)
        var spans: [TextSpan] = []
        var start = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if ".!?".contains(character), index + 2 < characters.count, characters[index + 1] == " ",
                characters[index + 2].isUppercase || characters[index + 2].isNumber || characters[index + 2] == "\""
            {
                spans.append(TextSpan(start: start, end: index + 1))
                start = index + 2
                index += 2
                continue
            }
            index += 1
        }
        if start < characters.count { spans.append(TextSpan(start: start, end: characters.count)) }
        return spans
    }
}
