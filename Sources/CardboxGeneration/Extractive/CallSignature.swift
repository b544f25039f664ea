import CardboxCore

/// The call forms a reference manual prints over a function's description ("sz = size (a) dim_sz = size (a, dim)",
/// "length (a)", "[tok, rem] = strtok (str)"), and the paragraphs each one describes.
///
/// The description speaks of the function without naming it ("Return the length of the object a."; "When given a
/// second argument, dim, return the size of …"), so a card from it must name the function first.
enum CallSignature {
    /// The function that the call form `text` calls, or `nil` when `text` is no call form.
    ///
    /// A call form is a name (letters, digits, "_" and ".", opening with a letter), an optional space and a bracketed
    /// argument list closed before the end, after an optional output and "=" or up to two type words in lower case
    /// ("pen gray(real g);"); what follows may be further forms, but no sentence.
    static func name(in text: String) -> String? {
        // ". . ." stands for further arguments; any other full stop ends a sentence.
        guard text.utf8.count <= maximumLength, !text.hasSuffix("."), !text.hasSuffix(":"),
            !text.replacing(". . .", with: "").contains(". ")
        else { return nil }
        var rest = Substring(text)
        if let equals = rest.firstIndex(of: "="), let open = rest.firstIndex(of: "("), equals < open {
            guard isOutput(Substring(String(rest[..<equals]).trimmed)) else { return nil }
            rest = rest[rest.index(after: equals)...].drop(while: { $0 == " " })
        }
        // A declaration gives the types it returns first ("pen gray(real g);", "real[] colors(pen)").
        for typeWords in 0...maximumTypeWords {
            let name = rest.prefix(while: isNameCharacter)
            guard let first = name.first, first.isLetter, name.last != "." else { return nil }
            var after = rest[name.endIndex...]
            while after.hasPrefix("[]") { after = after.dropFirst(2) }
            let spaced = after.drop(while: { $0 == " " })
            if spaced.first == "(" { return spaced.contains(")") ? String(name) : nil }
            guard typeWords < maximumTypeWords, spaced.startIndex != after.startIndex, first.isLowercase else {
                return nil
            }
            rest = spaced
        }
        return nil
    }

    /// The most type words a declaration gives before its function's name ("unsigned long").
    private static let maximumTypeWords = 2

    /// Whether `character` may stand in a function's or a type's name.
    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == ".")
    }

    /// For each position of `paragraphs` that a call form describes, the called function's name.
    ///
    /// A description opens right after its call form, with a verb ("Return the length …", "Query or set …") or with
    /// "This" ("This produces a grayscale color …"), as a reference manual words one; `isVerb` tells verbs the short
    /// list of such openers lacks. A call a tutorial shows in passing, followed by prose of another shape ("The last
    /// statement concatenates them …"), describes nothing. A description runs to the next call form or heading, a
    /// "See also" line or a change of section; the code listings inside it show examples and describe nothing.
    static func describedFunctions(
        in paragraphs: [SourceParagraph], isVerb: (String) -> Bool = { _ in false }
    ) -> [Int: String] {
        var result: [Int: String] = [:]
        var current: (name: String, headingPath: [String])?
        var pending: (name: String, headingPath: [String])?
        for (position, paragraph) in paragraphs.enumerated() {
            if paragraph.role == .heading || paragraph.text.hasPrefix("See also") {
                current = nil
                pending = nil
            }
            if current?.headingPath != paragraph.headingPath { current = nil }
            guard paragraph.role != .code else { continue }
            if let name = name(in: paragraph.text.trimmed) {
                current = nil
                pending = (name, paragraph.headingPath)
            } else if let opened = pending {
                pending = nil
                if opened.headingPath == paragraph.headingPath, opensADescription(paragraph.text, isVerb: isVerb) {
                    current = opened
                    result[position] = opened.name
                }
            } else if let current {
                result[position] = current.name
            }
        }
        return result
    }

    /// Whether `text` opens as a reference manual's description does: with "This" or "These", or with a verb.
    private static func opensADescription(_ text: String, isVerb: (String) -> Bool) -> Bool {
        guard let first = text.split(separator: " ").first, first.first?.isUppercase == true else { return false }
        let word = first.lowercased().filter(\.isLetter)
        return ["this", "these"].contains(word) || descriptionVerbs.contains(word) || isVerb(word)
    }

    /// Verbs that open a function's description.
    private static let descriptionVerbs: Set<String> = [
        "return", "returns", "query", "display", "displays", "compute", "computes", "set", "sets", "get", "gets",
        "create", "creates", "convert", "converts", "produce", "produces", "print", "prints", "test", "tests",
        "draw", "draws", "read", "reads", "write", "writes", "search", "searches", "evaluate", "evaluates",
    ]

    /// Whether the function's name `name` spells a word of four letters or more of `answer` ("islogical" for "logical
    /// object", "miterlimit" for "miter limit"), so that a card naming the function gives its answer away.
    static func name(_ name: String, givesAway answer: String) -> Bool {
        let letters = String(name.lowercased().filter(\.isLetter))
        return TextNormalization.words(answer).contains { word in
            word.count >= 4 && !CommonWords.isStopword(word) && letters.contains(word.filter(\.isLetter))
        }
    }

    // MARK: - Private

    /// The longest text, in bytes, read as call forms.
    private static let maximumLength = 240

    /// Whether `text` is what a call returns: a name, or names in square brackets ("[rows, cols]").
    private static func isOutput(_ text: Substring) -> Bool {
        let inner = text.hasPrefix("[") && text.hasSuffix("]") ? text.dropFirst().dropLast() : text
        return !inner.isEmpty
            && inner.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_, .~".contains($0)) }
    }
}
