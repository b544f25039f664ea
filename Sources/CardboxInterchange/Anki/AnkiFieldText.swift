import CardboxCore

/// Anki's field HTML as card text (``CardboxCore/CardText``'s Markdown subset), keeping what the subset can show.
///
/// - `<b>`/`<strong>` become `**…**`, `<i>`/`<em>` `*…*`, `<code>` backticks, `<pre>` a code block;
/// - `<br>` a line break, `<div>`, `<p>` and headings new lines, `<ul>`/`<ol>` items `- ` and `1. ` lines;
/// - a table a card-text table (``CardboxCore/CardTextTable``), its first row the header; a table inside a cell is
///   flattened into the cell, and line breaks in a cell become spaces;
/// - `<ruby>` `{base|reading}`, or the base with the reading after it in brackets when card text cannot hold it
///   as ruby;
/// - `<img src>` and `[sound:…]` become the media the caller maps their file names to (or the file's name, when it has
///   none);
/// - `<a href>` a link when card text may link to the address (``CardboxCore/LinkAddress``), `<sub>`/`<sup>`
///   Unicode's sub- and superscript characters (H₂O, x²) or `_(…)`/`^(…)` when a character has none;
/// - Anki's `[$]…[/$]` and `[$$]…[/$$]` become `$…$` and `$$…$$`; `\(…\)` and `\[…\]` stay; in `[latex]…[/latex]`,
///   `$…$` stays maths and an environment becomes display maths;
/// - `<script>`, `<style>` and comments are dropped with their content, every other tag is dropped and its text kept,
///   entities are decoded, and characters the subset would read as markup are escaped.
///
/// ```swift
/// AnkiFieldText.cardText(fromHTML: "<b>perro</b><br>dog &amp; cat").text  // "**perro**\ndog & cat"
/// ```
public enum AnkiFieldText {
    /// The converted text and the media file names it refers to, in order.
    public struct Converted: Sendable, Equatable {
        /// The card text.
        public var text: String
        /// The file names of the images and sounds it places.
        public var mediaNames: [String]
    }

    /// Converts `html`; `media` gives the card text that places a file, given its name.
    public static func cardText(fromHTML html: String, media: (String) -> String? = { _ in nil }) -> Converted {
        // Most fields are one plain line: no tag, entity, markup character or line break to convert.
        if !html.utf8.contains(where: { AnkiHTMLConverter.specialBytes.contains($0) || $0 == 0xC2 }) {
            return Converted(text: html.trimmed, mediaNames: [])
        }
        return withoutActuallyEscaping(media) { media in
            var converter = AnkiHTMLConverter(media: media)
            converter.convert(html)
            return Converted(text: converter.finish(), mediaNames: converter.mediaNames)
        }
    }

    /// The text of `html` alone, as Anki compares a first field: tags dropped, entities decoded, image file names
    /// kept.
    public static func plainText(fromHTML html: String) -> String {
        if !html.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: "&") }) { return html }
        var text = ""
        var index = html.startIndex
        while index < html.endIndex {
            if html[index] == "<", let close = html[index...].firstIndex(of: ">") {
                let tag = html[index...close]
                if let source = AnkiHTMLConverter.attribute("src", in: tag) { text += " \(source) " }
                index = html.index(after: close)
            } else {
                text.append(html[index])
                index = html.index(after: index)
            }
        }
        return AnkiHTMLConverter.decodeEntities(text)
    }
}
