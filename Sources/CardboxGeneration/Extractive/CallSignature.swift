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
    /// A description runs from the paragraph after its call form to the next call form or heading, a "See also"
    /// line or a change of section; the code listings inside it show examples and describe nothing.
    static func describedFunctions(in paragraphs: [SourceParagraph]) -> [Int: String] {
        var result: [Int: String] = [:]
        var current: (name: String, headingPath: [String])?
        for (position, paragraph) in paragraphs.enumerated() {
            if paragraph.role == .heading || paragraph.headingPath != current?.headingPath
                || paragraph.text.hasPrefix("See also")
            {
                current = nil
            }
            if paragraph.role != .code, let name = name(in: paragraph.text.trimmed) {
                current = (name, paragraph.headingPath)
            } else if let current, paragraph.role != .code {
                result[position] = current.name
            }
        }
        return result
    }

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
