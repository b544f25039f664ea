import CardboxCore

/// The headings of a document's sections that read as terms: those of one section name things of one kind.
extension TermPool {
    /// The other headings of the section whose heading `term` is, when they read as terms ("character vectors",
    /// "index vectors" for "logical vectors"): the author set them side by side as things of one kind.
    func siblingHeadings(of term: String) -> [String] {
        headingSiblings[TextNormalization.foldedPhrase(term)] ?? []
    }

    /// For each heading of `document` that reads as a term of at most four words (its number aside, in lower case
    /// when only the heading's style capitalised it), the others of its section, when there are two or more.
    static func headingSiblings(in document: SourceDocument) -> [String: [String]] {
        var groups: [[String]: [String]] = [:]
        for paragraph in document.paragraphs where paragraph.role == .heading {
            let words = paragraph.text.split(separator: " ")
            let numbered = words.first.map { $0.allSatisfy { $0.isNumber || $0 == "." } } ?? false
            let text = (numbered ? words.dropFirst() : words[...]).joined(separator: " ")
            guard Phrasing.wordCount(text) <= 4, GlossaryHeadings.isTermLike(text) else { continue }
            let term = GlossaryHeadings.term(from: text)
            if !(groups[paragraph.headingPath]?.contains(term) ?? false) {
                groups[paragraph.headingPath, default: []].append(term)
            }
        }
        var siblings: [String: [String]] = [:]
        for terms in groups.values where terms.count >= 3 {
            for term in terms {
                siblings[TextNormalization.foldedPhrase(term), default: []] += terms.filter { $0 != term }
            }
        }
        return siblings
    }
}
