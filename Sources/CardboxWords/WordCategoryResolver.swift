import CardboxCore
public import CardboxLexicon

/// Finds the word category a person means: the one rule the command line, the pages and the API share.
///
/// A category is named by its WordNet name (`noun.animal`) or its title ("Animals"), in any case. When nothing
/// matches, the suggestion is the name or title within two edits of what was typed, else one that contains it
/// (or whose last part it contains).
public enum WordCategoryResolver {
    /// The longest name a suggestion is looked for.
    public static let maximumNameLength = 64

    /// The category named `text` among `categories`.
    ///
    /// - Throws: ``WordError/unknownCategory(_:suggestion:)`` with the closest category's name, if one is close.
    public static func resolve(_ text: String, among categories: [WordCategory]) throws(WordError) -> WordCategory {
        let wanted = text.trimmed.lowercased()
        if !wanted.isEmpty,
            let match = categories.first(where: { $0.name.lowercased() == wanted || $0.title.lowercased() == wanted })
        {
            return match
        }
        let shown = String(text.trimmed.prefix(maximumNameLength))
        guard !wanted.isEmpty, wanted.count <= maximumNameLength else {
            throw .unknownCategory(shown, suggestion: nil)
        }
        throw .unknownCategory(shown, suggestion: suggestion(for: wanted, among: categories)?.name)
    }

    /// The category closest to the lower-cased `wanted`, if one is close.
    static func suggestion(for wanted: String, among categories: [WordCategory]) -> WordCategory? {
        var spellings: [(spelling: String, category: WordCategory)] = []
        for category in categories {
            spellings.append((category.name.lowercased(), category))
            spellings.append((category.title.lowercased(), category))
        }
        if let close = EditDistance.closest(to: wanted, among: spellings.map(\.spelling)) {
            return spellings.first { $0.spelling == close }?.category
        }
        return categories.first { category in
            let name = category.name.lowercased()
            let lastPart = name.split(separator: ".").last.map(String.init) ?? name
            return name.contains(wanted) || category.title.lowercased().contains(wanted) || wanted.contains(lastPart)
        }
    }
}

extension Lexicon {
    /// The word category named `text`; see ``WordCategoryResolver``.
    public func category(named text: String) throws(WordError) -> WordCategory {
        try WordCategoryResolver.resolve(text, among: wordCategories())
    }
}
