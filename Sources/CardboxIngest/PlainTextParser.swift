public import CardboxCore

/// Plain text and Markdown go through the same paragraph/sentence model.
///
/// Paragraphs are separated by blank lines; the lines of a paragraph are joined with spaces, except after a
/// hyphen that follows a letter, which is kept and joined directly ("well-" + "known" → "well-known"): in a
/// text file the line breaks are usually the author's, so such a hyphen belongs to the word, unless the word list
/// knows the joined word ("graphi-" + "cal", as `nroff` hyphenates manuals).
/// Lines starting with a list marker (see the bullets and numbers of the page assembler) start `.listItem`
/// paragraphs, bullets normalised to "• "; following lines join the item. Every line is cleaned with
/// ``TextCleaner``. A line of three or more `=` or `-` under a short line of its own makes that line a heading
/// (level 1 and 2), as README files and specifications underline them; elsewhere it is a rule and is dropped. A
/// line at the margin that opens with a section number of two levels ("6.5 Sharing databases") or with two spaces
/// after it ("7.  Miscellaneous") is a heading at its number's depth, even when its paragraph follows at once. All
/// paragraphs are on page 1 and have no box.
///
/// With `markdown: true` also: `#` to `######` headings and setext headings (`===`, `---` underlines) become
/// `.heading` paragraphs that set the heading path by level; `-`, `*`, `+`, `1.` and `1)` start list items;
/// `>` quote markers, thematic breaks and HTML comments are dropped; fenced code blocks become one paragraph with
/// their lines kept; and inline markup is removed: emphasis markers (`*`, `**`, `_`, `__`), links `[text](url)` → text,
/// images → alt text. Inline code loses its backticks and is otherwise left as written (``MarkdownInline``).
public enum PlainTextParser {
    /// Parses a text file into a document.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - markdown: Whether to interpret Markdown.
    ///   - id: The document identifier.
    ///   - title: The title shown to users.
    ///   - words: A dictionary's word list, to undo the hyphens that break words at line ends ("graphi-" + "cal").
    /// - Returns: A one-page document of kind `.markdown` or `.text`. O(n) in the text's length.
    public static func parse(
        _ text: String, markdown: Bool, id: String, title: String, words: any WordList = EmptyWordList()
    ) -> SourceDocument {
        var reader = TextBlockReader(markdown: markdown, words: words)
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            reader.read(String(line))
        }
        var outline = HeadingOutline()
        let paragraphs = reader.finish().enumerated().map { offset, block in
            let path =
                block.level.map {
                    outline.enter(block.text, level: $0, number: HeadingText.numbered(block.text)?.number)
                } ?? outline.path
            let sentences =
                block.isCode ? [TextSpan(start: 0, end: block.text.count)] : SentenceSplitter.spans(in: block.text)
            return SourceParagraph(
                page: 1, index: offset + 1, headingPath: path, role: block.role, text: block.text,
                sentences: sentences, box: nil, part: block.part)
        }
        return SourceDocument(
            id: id, title: title, kind: markdown ? .markdown : .text, pageCount: 1, paragraphs: paragraphs)
    }
}
