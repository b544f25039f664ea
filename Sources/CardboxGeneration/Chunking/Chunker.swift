public import CardboxCore

/// Cuts a document into ``DocumentChunk``s of one section each, sized for a generator, and sets each chunk's quota.
///
/// A new chunk starts wherever the heading path changes, so a chunk never mixes sections. Within a section, short
/// paragraphs are gathered into one chunk up to the upper word target; a paragraph is never split, so a single long
/// paragraph makes a chunk of its own, and a section's last few paragraphs (under half the lower target) join the chunk
/// before them instead of making a scrap. Heading paragraphs are not put into chunks: they reach engines as each
/// chunk's ``DocumentChunk/headingPath``, and a section holding nothing but headings makes no chunk.
///
/// ```swift
/// for chunk in Chunker.chunks(of: document) {
///     let drafts = try await engine.generate(from: chunk, quota: Chunker.quota(for: chunk))
/// }
/// ```
public enum Chunker {
    /// The default size of a chunk, in words.
    public static let defaultTargetWords = 150...400

    /// The chunks of `document`, in reading order.
    ///
    /// - Parameters:
    ///   - document: The document to cut.
    ///   - targetWords: The wished-for size of a chunk in words; chunks may fall short at the end of a section
    ///     and exceed it when one paragraph does.
    /// - Returns: Chunks with at least one content paragraph each. O(n) in the document's length.
    public static func chunks(
        of document: SourceDocument, targetWords: ClosedRange<Int> = defaultTargetWords
    )
        -> [DocumentChunk]
    {
        var chunks: [DocumentChunk] = []
        var section: [SourceParagraph] = []
        var sectionPath: [String]?

        func closeSection() {
            guard let path = sectionPath, !section.isEmpty else { return }
            for group in groups(section, targetWords: targetWords) {
                chunks.append(
                    DocumentChunk(
                        documentID: document.id, documentTitle: document.title, headingPath: path, paragraphs: group))
            }
            section = []
        }

        for paragraph in document.paragraphs where paragraph.isContent {
            guard !paragraph.text.isBlank else { continue }
            if paragraph.headingPath != sectionPath {
                closeSection()
                sectionPath = paragraph.headingPath
            }
            section.append(paragraph)
        }
        closeSection()
        return chunks
    }

    /// How many cards to ask for from `chunk`: one per 60 words (``DocumentChunk/wordCount``), at least 1 and at
    /// most 8.
    public static func quota(for chunk: DocumentChunk) -> Int {
        let words = chunk.paragraphs.reduce(0) { $0 + $1.text.wordCount }
        return min(8, max(1, words / 60))
    }

    /// How many clozes over key terms and numbers the offline engine may keep from `chunk`.
    ///
    /// One per 50 words, at least 1 and at most 12. A teacher's card for technical prose covers about one fact in every two or three
    /// sentences; stated facts (definitions, entries, list items) come on top.
    public static func clozeAllowance(for chunk: DocumentChunk) -> Int {
        let words = chunk.paragraphs.reduce(0) { $0 + $1.text.wordCount }
        return max(min(12, max(1, words / 50)), namedFacts(in: chunk))
    }

    /// How many cards notes dense with named facts may give: one per fact.
    ///
    /// The number of sentences stating a fact about something named (``statesANamedFact(_:)``) when they are at
    /// least three and two thirds of the chunk's sentences, as in notes; otherwise 0. At most 40.
    static func namedFacts(in chunk: DocumentChunk) -> Int {
        var sentences = 0
        var facts = 0
        for paragraph in chunk.paragraphs {
            sentences += paragraph.sentenceTexts.count
            if paragraph.role == .body { facts += paragraph.sentenceTexts.count(where: statesANamedFact) }
        }
        return facts >= 3 && facts * 3 >= sentences * 2 ? min(40, facts) : 0
    }

    /// How many cards to keep from `chunk`: its ``quota(for:)``, or more for dense material.
    ///
    /// A chunk with five or more entries shaped like glossary items or list items ("Term: description") gets one
    /// card per entry and per definition sentence ("X is a …", "X, also called Y"), at most 40; one with two to
    /// four such entries gets a card per entry on top of its quota, so the prose around a short list keeps its
    /// share; another with two or more definition sentences or terms printed over their definitions gets one per
    /// definition, at most 8. A
    /// chunk whose sentences are mostly (and at least three) short statements that stand on their own — list
    /// items, slide bullets and one-sentence paragraphs of at most 30 words, as slides, manuals and notes write
    /// their facts — gets one card per statement (at most 40), so terse material is not starved by its length,
    /// while running prose keeps its density.
    public static func budget(for chunk: DocumentChunk) -> Int {
        let entries = chunk.paragraphs.count { paragraph in
            paragraph.role == .listItem || (paragraph.role == .body && opensWithTerm(paragraph.text))
        }
        let labels = chunk.paragraphs.indices.count { GlossaryHeadings.isLabel(at: $0, in: chunk.paragraphs) }
        let definitions = chunk.paragraphs.reduce(labels) { $0 + $1.sentenceTexts.count(where: definesATerm) }
        let terse = chunk.paragraphs.reduce(0) { count, paragraph in
            let sentences = paragraph.sentenceTexts
            guard paragraph.role == .listItem || (sentences.count == 1 && paragraph.text.wordCount <= 30) else {
                return count
            }
            return count + sentences.count(where: standsAlone)
        }
        let sentences = chunk.paragraphs.reduce(0) { $0 + $1.sentenceTexts.count }
        let dense = max(terse >= 3 && terse * 2 >= sentences ? min(40, terse) : 0, namedFacts(in: chunk))
        guard entries >= 5 else {
            let byDefinitions = definitions >= 2 ? max(quota(for: chunk), min(8, definitions)) : quota(for: chunk)
            let byEntries = entries >= 2 ? quota(for: chunk) + entries : 0
            return max(byDefinitions, dense, byEntries)
        }
        return max(quota(for: chunk), min(40, entries + definitions), dense)
    }

    // MARK: - Private

    /// Whether `sentence` opens with a term it defines: "X is a …", "X, also called Y, …", "X refers to …", "X lets
    /// …", "X happens when …".
    private static func definesATerm(_ sentence: String) -> Bool {
        let lower = String(sentence.prefix(80)).lowercased()
        guard let first = lower.split(separator: " ").first,
            !["it", "this", "they", "these", "that", "there"].contains(first)
        else { return false }
        return definitionMarks.contains { lower.containsASCII($0) } || opensWithAnAction(lower)
    }

    /// The phrases that say a sentence defines its subject.
    private static let definitionMarks: [StaticString] = [
        " is a ", " is an ", " is the practice", "also called", "also known as", " refers to ", " is defined as ",
        " is the mechanism", " is the process", " is sometimes called ", " is called ",
    ]

    /// Whether `lower`, a sentence in lower case, names its subject in one to three words and then says what it does
    /// or when it happens ("polymorphism lets …", "method overriding happens when …").
    private static func opensWithAnAction(_ lower: String) -> Bool {
        let words = lower.split(separator: " ").prefix(5).map(String.init)
        guard words.count >= 3 else { return false }
        for index in 1...min(3, words.count - 2) {
            if ["lets", "allows", "enables"].contains(words[index]) { return true }
            if ["happens", "occurs"].contains(words[index]), words[index + 1] == "when" { return true }
        }
        return false
    }

    /// Whether `sentence` reads on its own: 4–40 words, a full stop, question or exclamation mark at the end, and no
    /// opening pronoun or demonstrative that leans on the sentence before.
    private static func standsAlone(_ sentence: String) -> Bool {
        let words = sentence.split(separator: " ")
        guard (4...40).contains(words.count), let first = words.first?.lowercased(),
            !["it", "it's", "this", "they", "these", "those", "that", "there", "he", "she", "we"].contains(first)
        else { return false }
        let end = sentence.reversed().first { !$0.isWhitespace && !"\"”’')]".contains($0) }
        return end.map { ".!?".contains($0) } ?? false
    }

    /// Whether `sentence` states a fact about something named, as notes do ("On 14 July 1789 a crowd stormed the
    /// Bastille."): it stands alone, has at most 25 words, and holds a number or a capitalised word after its
    /// first.
    private static func statesANamedFact(_ sentence: String) -> Bool {
        guard standsAlone(sentence) else { return false }
        let words = sentence.split(separator: " ")
        guard words.count <= 25 else { return false }
        return words.dropFirst().contains { word in
            word.first?.isUppercase == true || word.first?.isNumber == true
        }
    }

    /// Whether `text` opens with a short term and a colon ("bandwidth: the largest amount …").
    static func opensWithTerm(_ text: String) -> Bool {
        guard let colon = text.prefix(80).firstIndex(of: ":") else { return false }
        let term = text[..<colon]
        let words = term.split(separator: " ").count
        return (1...6).contains(words) && !term.contains(where: { ".;!?".contains($0) })
    }

    /// The paragraphs of one section in groups of about `targetWords` words.
    ///
    /// A group closes when the next paragraph would push it past the upper target and it already holds the lower
    /// target (or the next paragraph could stand alone), unless what is left of the section is under half the
    /// lower target: such a remainder joins the group rather than making a scrap of its own.
    private static func groups(_ paragraphs: [SourceParagraph], targetWords: ClosedRange<Int>) -> [[SourceParagraph]] {
        let counts = paragraphs.map(wordCount)
        var remaining = counts.reduce(0, +)
        var groups: [[SourceParagraph]] = []
        var current: [SourceParagraph] = []
        var words = 0
        for (paragraph, count) in zip(paragraphs, counts) {
            let fits = words + count <= targetWords.upperBound
            let canClose = words >= targetWords.lowerBound || count >= targetWords.lowerBound
            if !current.isEmpty, !fits, canClose, remaining * 2 >= targetWords.lowerBound {
                groups.append(current)
                current = []
                words = 0
            }
            current.append(paragraph)
            words += count
            remaining -= count
        }
        if !current.isEmpty { groups.append(current) }
        return groups
    }

    /// The number of words in `paragraph`, counted as ``DocumentChunk/wordCount`` counts them.
    private static func wordCount(_ paragraph: SourceParagraph) -> Int {
        paragraph.text.wordCount
    }
}
