import CardboxCore

/// The glossary of a document laid out as term headings, each followed by its definition ("Homograph", then "Each
/// of a set of words that have the same spelling…").
///
/// A heading counts as a term when it is short (at most eight words), not numbered, not in capitals, not joining
/// topics with "and", not naming a part of the text ("Introduction") or carrying a subtitle after a dash, does not
/// end like a sentence, is not the heading of a reference list, index or contents,
/// appears once as a heading, and is followed directly by a body paragraph of its own section, one of at most three,
/// whose first sentence (after any example) is a whole sentence without code or addresses; and at least three such
/// headings share one parent section, which names a glossary or over which they run in alphabetical order. A term printed on a line of its own over its definition, as description lists print them, counts as a
/// heading of the section it stands in. Slides, whose
/// frame titles repeat, and papers, whose sections are numbered, have none.
struct GlossaryHeadings: Sendable {
    /// A paragraph's page and index.
    struct Place: Hashable, Sendable {
        /// The 1-based page.
        let page: Int
        /// The 1-based paragraph on the page.
        let index: Int
    }

    /// One term and where its definition is.
    struct Entry: Sendable {
        /// The term as the heading writes it, without a trailing remark in brackets ("Group (letters, …)" →
        /// "Group"); an abbreviation in brackets stays.
        let term: String
        /// The parent section's heading path, which groups the terms of one glossary.
        let group: [String]
        /// Whether the definition's first sentence reads like a glossary definition (see
        /// ``GlossaryHeadings/reads(_:asDefinitionOf:)``).
        let isDefinitionLike: Bool
        /// Whether the term is printed on a line of its own in body type, as description lists print terms.
        var isLabel = false
    }

    /// The entries by the place of their definition paragraph.
    private(set) var entries: [Place: Entry] = [:]
    /// The terms of each glossary, in document order.
    private(set) var termsByGroup: [[String]: [String]] = [:]

    /// No glossary.
    static let none = GlossaryHeadings()

    /// An empty glossary.
    private init() {}

    /// The glossary of `document`.
    ///
    /// O(n) in the number of paragraphs.
    init(document: SourceDocument) {
        let paragraphs = document.paragraphs
        var headingCounts: [String: Int] = [:]
        for paragraph in paragraphs where paragraph.role == .heading {
            headingCounts[TextNormalization.normalized(paragraph.text), default: 0] += 1
        }
        for (offset, paragraph) in paragraphs.enumerated() where Self.isLabel(at: offset, in: paragraphs) {
            headingCounts[TextNormalization.normalized(paragraph.text), default: 0] += 1
        }
        var found: [(place: Place, entry: Entry)] = []
        for (offset, heading) in paragraphs.enumerated() {
            let isLabel = Self.isLabel(at: offset, in: paragraphs)
            guard heading.role == .heading || isLabel, offset + 1 < paragraphs.count,
                headingCounts[TextNormalization.normalized(heading.text)] == 1, Self.isTermLike(heading.text)
            else { continue }
            let next = paragraphs[offset + 1]
            // A term's definition is a paragraph of its own, with perhaps an example and a note; a heading over a list
            // or over a longer section titles a part of the text ("Organelles" over its bullets).
            guard next.role == .body, isLabel || Self.sectionLength(after: offset, in: paragraphs) <= Self.longestEntry,
                isLabel || next.headingPath.last == heading.text, !next.text.isBlank,
                let first = Self.definingSentence(of: next), ExtractiveGenerator.standsAlone(first),
                !Self.holdsAddress(first)
            else { continue }
            let term = Self.term(from: heading.text)
            let isDefinitionLike = Self.reads(first, asDefinitionOf: term)
            // A line in title case titles a section, as manuals saved as text set their headings, unless one short
            // paragraph defines it: not prose that runs on ("Font Matching" over eight paragraphs) or opens with
            // a name ("Functional Overview" over "Fontconfig contains two modules …").
            if isLabel, Self.isTitleCased(heading.text.split(separator: " ")),
                !isDefinitionLike || Self.labelSectionLength(after: offset, in: paragraphs) > 1
                    || Self.opensWithName(first)
            {
                continue
            }
            found.append(
                (
                    Place(page: next.page, index: next.index),
                    Entry(
                        term: term, group: isLabel ? next.headingPath : Array(next.headingPath.dropLast()),
                        isDefinitionLike: isDefinitionLike, isLabel: isLabel)
                ))
        }
        var counts: [[String]: (all: Int, definitions: Int)] = [:]
        for item in found {
            counts[item.entry.group, default: (0, 0)].all += 1
            if item.entry.isDefinitionLike { counts[item.entry.group, default: (0, 0)].definitions += 1 }
        }
        var termsInOrder: [[String]: [String]] = [:]
        var headingTerms: Set<[String]> = []
        for item in found {
            termsInOrder[item.entry.group, default: []].append(item.entry.term)
            if !item.entry.isLabel { headingTerms.insert(item.entry.group) }
        }
        for item in found {
            guard let count = counts[item.entry.group], count.all >= 3, count.definitions * 5 >= count.all * 3,
                // Terms printed over their definitions in body type are a description list: a glossary as it
                // stands. Headings need more to tell a glossary from the sections of notes.
                !headingTerms.contains(item.entry.group)
                    || Self.isGlossary(group: item.entry.group, terms: termsInOrder[item.entry.group] ?? [])
            else {
                continue
            }
            entries[item.place] = item.entry
            termsByGroup[item.entry.group, default: []].append(item.entry.term)
        }
    }

    /// Whether headings over definitions make a glossary rather than the sections of notes ("Variables and types",
    /// "Control flow", "Functions", each over a paragraph that opens like a definition): a section they are in says
    /// so ("Terms", "Glossary", "Definitions", …), or there are five or more in alphabetical order, as glossaries
    /// list them.
    static func isGlossary(group: [String], terms: [String]) -> Bool {
        for heading in group {
            let words = TextNormalization.words(heading).filter { !$0.allSatisfy(\.isNumber) }
            if words.contains(where: glossaryWords.contains) { return true }
        }
        guard terms.count >= 5 else { return false }
        let keys = terms.map { TextNormalization.normalized($0).filter { $0.isLetter || $0.isNumber } }
        let ordered = zip(keys, keys.dropFirst()).count { $0 <= $1 }
        return ordered * 5 >= (keys.count - 1) * 4
    }

    /// Words of a heading over a glossary.
    private static let glossaryWords: Set<String> = [
        "terms", "glossary", "definitions", "terminology", "vocabulary", "concepts", "keywords", "lexicon",
        "abbreviations", "acronyms", "notation", "symbols",
    ]

    /// The entry whose definition is `paragraph`, if any.
    func entry(defining paragraph: SourceParagraph) -> Entry? {
        entries[Place(page: paragraph.page, index: paragraph.index)]
    }

    /// Up to `limit` other terms of `entry`'s glossary, those with as many words first, then the nearest (the distractor
    /// filler puts those of the entry's kind first: ``StatedKindOrder``).
    func otherTerms(than entry: Entry, limit: Int = 40) -> [String] {
        let terms = termsByGroup[entry.group] ?? []
        guard let position = terms.firstIndex(of: entry.term) else { return [] }
        let words = Phrasing.wordCount(entry.term)
        return terms.enumerated().filter { $0.offset != position }.sorted { a, b in
            let (wordsA, wordsB) = (
                abs(Phrasing.wordCount(a.element) - words), abs(Phrasing.wordCount(b.element) - words)
            )
            if wordsA != wordsB { return wordsA < wordsB }
            return abs(a.offset - position) < abs(b.offset - position)
        }.prefix(limit).map(\.element)
    }

    /// The number of the sentence of `paragraph` that defines its entry: the first that is not an example
    /// ("For example, \\GLS and \\GLStext."), if any.
    static func definingSentenceNumber(of paragraph: SourceParagraph) -> Int? {
        paragraph.sentenceTexts.firstIndex { sentence in
            let lower = sentence.trimmed.lowercased()
            return !lower.isEmpty
                && !["for example", "e.g.", "for instance", "example:"].contains(where: lower.hasPrefix)
        }
    }

    /// The sentence of `paragraph` that defines its entry (see ``definingSentenceNumber(of:)``).
    private static func definingSentence(of paragraph: SourceParagraph) -> String? {
        definingSentenceNumber(of: paragraph).map { paragraph.sentenceTexts[$0] }
    }

    /// The most paragraphs a glossary entry has: its definition, an example and a note.
    private static let longestEntry = 3

    /// How many paragraphs follow the heading at `offset` before the next heading.
    private static func sectionLength(after offset: Int, in paragraphs: [SourceParagraph]) -> Int {
        paragraphs[(offset + 1)...].prefix { $0.role != .heading }.count
    }

    /// How many paragraphs follow the label at `offset` before the next label or heading, counted up to two (all
    /// that is asked is whether more than one does).
    private static func labelSectionLength(after offset: Int, in paragraphs: [SourceParagraph]) -> Int {
        var count = 0
        for index in paragraphs.indices.dropFirst(offset + 1) where count < 2 {
            if paragraphs[index].role == .heading || isLabel(at: index, in: paragraphs) { break }
            count += 1
        }
        return count
    }

    /// Whether `sentence` opens with a capitalised word that is no article or determiner ("Fontconfig contains …"):
    /// a sentence about a thing by name, not a definition's noun phrase.
    private static func opensWithName(_ sentence: String) -> Bool {
        guard let first = sentence.split(separator: " ").first, first.first?.isUppercase == true else { return false }
        return !definitionOpeners.contains(first.lowercased())
    }

    /// Words that open a definition's noun phrase.
    private static let definitionOpeners: Set<String> = [
        "a", "an", "the", "this", "these", "each", "any", "one", "some", "all", "every", "used", "refers", "denotes",
    ]

    /// Whether paragraph `offset` is a term set on a line of its own over its definition, as description lists
    /// print them: a body paragraph of at most five words that does not end like a sentence, followed by a body
    /// paragraph of the same section.
    static func isLabel(at offset: Int, in paragraphs: [SourceParagraph]) -> Bool {
        let label = paragraphs[offset]
        guard label.role == .body, offset + 1 < paragraphs.count, label.sentenceTexts.count <= 1,
            Phrasing.wordCount(label.text) <= 5, let last = label.text.trimmed.last, !".:?!;,".contains(last)
        else { return false }
        let next = paragraphs[offset + 1]
        return next.role == .body && next.headingPath == label.headingPath && next.page == label.page
            && Phrasing.wordCount(next.text) >= 6
    }

    // MARK: - Private

    /// Whether `sentence` reads like a glossary definition of `term`: it names the term, or it is a noun phrase
    /// with no verb before its first relative word ("A number that indicates …", "A single-byte character
    /// encoding."), as running prose under a section title is not, nor a sentence of narrative (opening with a
    /// preposition, or dated).
    static func reads(_ sentence: String, asDefinitionOf term: String) -> Bool {
        let words = TextNormalization.words(sentence)
        // A sentence that opens with a preposition or dates what it tells ("By 1788 the French state was …", "…
        // ruled France from 1793 to 1794") narrates; a definition does neither.
        if let first = words.first, narrativeOpeners.contains(first) { return false }
        if words.contains(where: { $0.count == 4 && Int($0).map { (1000...2100).contains($0) } == true }) {
            return false
        }
        let termWords = TextNormalization.words(term).map(TextNormalization.folded)
        if let head = termWords.last, words.contains(where: { TextNormalization.folded($0) == head }) { return true }
        for word in words {
            if relativeWords.contains(word) { return true }
            if verbs.contains(word) { return false }
        }
        return true
    }

    /// Prepositions and conjunctions that open a sentence of narrative rather than a definition.
    private static let narrativeOpeners: Set<String> = [
        "by", "in", "on", "at", "after", "before", "during", "when", "while", "since", "until", "from", "then",
    ]

    /// Words that open a relative clause or a modifier after a noun.
    private static let relativeWords: Set<String> = [
        "that", "which", "who", "whose", "where", "when", "used", "consisting", "created", "obtained", "like",
        "of", "for", "with", "in",
    ]

    /// Finite verbs that make a sentence of running prose.
    private static let verbs: Set<String> = [
        "is", "are", "was", "were", "has", "have", "had", "can", "will", "may", "must", "should", "would", "could",
        "does", "do", "did",
    ]

    /// Whether `text` holds an e-mail or web address (author blocks and footnotes, not definitions).
    private static func holdsAddress(_ text: String) -> Bool {
        text.contains("@") || text.contains("http") || text.contains("www.")
    }

    /// Whether a heading reads like a term rather than a section title.
    static func isTermLike(_ heading: String) -> Bool {
        let text = heading.trimmed
        guard let first = text.first, !first.isNumber, let last = text.last, !".:?!;,".contains(last),
            text.contains(where: \.isLetter), Phrasing.wordCount(text) <= 8,
            !ApparatusText.isApparatusHeading(text)
        else { return false }
        let words = TextNormalization.words(text)
        if words.first.map({ ["chapter", "section", "part", "appendix"].contains($0) }) ?? false { return false }
        // Section titles: written in capitals ("TITLE INFORMATION"), joining topics ("Classes and objects"), or
        // holding marks that no term has (authors' footnote stars).
        let letters = text.filter(\.isLetter)
        if letters.count > 6, letters.allSatisfy(\.isUppercase) { return false }
        if words.contains("and") || text.contains("&") { return false }
        // A part of the text ("Introduction", "Getting started"), or a section with a subtitle after a dash
        // ("Details - triggering package").
        if words.allSatisfy(LeadingReference.genericHeadings.contains) || text.contains(" - ") || text.contains(" – ") {
            return false
        }
        return !text.contains(where: { "∗*†‡@".contains($0) })
    }

    /// Whether every word of `words` that starts with a letter starts with a capital, function words between
    /// them aside ("Font Configuration", "Description", "American Standard Code for Information Interchange").
    private static func isTitleCased(_ words: [Substring]) -> Bool {
        let lettered = words.filter { $0.first?.isLetter == true }
        return !lettered.isEmpty
            && lettered.enumerated().allSatisfy { offset, word in
                word.first?.isUppercase == true || (offset > 0 && CommonWords.isStopword(String(word)))
            }
    }

    /// `heading` without a trailing remark in brackets, unless the brackets hold an abbreviation, and with its
    /// first letter in lower case when only the heading's style capitalised it ("Entry line" → "entry line"; "Font
    /// Configuration", every word capitalised, stays).
    static func term(from heading: String) -> String {
        let bare = withoutRemark(heading)
        let words = bare.split(separator: " ")
        guard let first = words.first, first.count > 1, first.first?.isUppercase == true,
            first.dropFirst().allSatisfy({ !$0.isUppercase }), !first.contains(where: \.isNumber),
            words.count == 1 || !Self.isTitleCased(words)
        else { return bare }
        return bare.prefix(1).lowercased() + bare.dropFirst()
    }

    /// `heading` without a trailing remark in brackets, unless the brackets hold an abbreviation.
    private static func withoutRemark(_ heading: String) -> String {
        let text = heading.trimmed
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "("), open > text.startIndex else { return text }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        let isAbbreviation = !inside.isEmpty && inside.count <= 8 && inside.allSatisfy { $0.isUppercase || $0.isNumber }
        return isAbbreviation ? text : String(text[..<open]).trimmed
    }
}
