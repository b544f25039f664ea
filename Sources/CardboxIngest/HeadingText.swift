import CardboxCore

/// Rules about the text of a heading, independent of its font.
enum HeadingText {
    /// Whether `text` can be a heading at all.
    ///
    /// A heading has a word of at least three letters (or is a two-letter acronym such as "AI"), no
    /// mathematical symbols (`= + < > ∑ ∫ …`), and letters make up at least half of its non-space characters.
    /// So single characters ("X", "b"), formulas ("f(x) = ax + b") and numbers are never headings. Footnote
    /// marks at the end ("Title∗", "Title†1") are not counted.
    static func isPlausible(_ text: String) -> Bool {
        var longestRun = 0
        var run = 0
        var letters = 0
        var others = 0
        var body = Substring(text).unicodeScalars
        while let last = body.last, footnoteMarks.contains(last) || isNumeral(last) { body.removeLast() }
        for scalar in body {
            let kind = kind(of: scalar)
            if kind == .mathSymbol { return false }
            if kind == .letter {
                letters += 1
                run += 1
                longestRun = max(longestRun, run)
            } else {
                run = 0
                if kind == .other { others += 1 }
            }
        }
        guard letters >= others else { return false }
        if longestRun >= 3 { return true }
        return longestRun == 2 && text.count == 2 && text.allSatisfy(\.isUppercase)
    }

    /// Marks that set a footnote on a title ("Title∗", "Title†").
    private static let footnoteMarks: Set<Unicode.Scalar> = ["∗", "*", "†", "‡", "§", "¶"]

    /// What ``isPlausible(_:)`` counts a scalar as.
    private enum ScalarKind {
        case letter, space, mathSymbol, other
    }

    /// The kind of `scalar`, without a look-up in Unicode's tables for ASCII (nearly every scalar of a heading).
    private static func kind(of scalar: Unicode.Scalar) -> ScalarKind {
        if scalar.isASCII {
            switch scalar {
            case "a"..."z", "A"..."Z": return .letter
            case " ", "\t", "\n", "\u{0B}", "\u{0C}", "\r": return .space
            case "+", "<", "=", ">", "|", "~": return .mathSymbol
            default: return .other
            }
        }
        let properties = scalar.properties
        if properties.generalCategory == .mathSymbol { return .mathSymbol }
        if properties.isAlphabetic { return .letter }
        return properties.isWhitespace ? .space : .other
    }

    /// Whether `scalar` is a digit or another numeral ("²", "½").
    private static func isNumeral(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("0"..."9").contains(scalar) : scalar.properties.numericType != nil
    }

    /// The section number and title of a numbered heading: "2.3 Results" → ("2.3", "Results").
    ///
    /// The number is one to three dot-separated groups of one or two digits (or a capital letter first, as
    /// in appendices: "A.1"), optionally with a final dot, followed by a space and a capitalised title of at
    /// most ``maximumTitleWords`` words that does not end in a period.
    /// With `allowingLowercase`, the title may start with a small letter ("2.1 distutils").
    static func numbered(_ text: String, allowingLowercase: Bool = false) -> (number: String, title: String)? {
        guard mayOpenWithSectionNumber(text), let space = text.firstIndex(of: " ") else { return nil }
        let number = text[..<space]
        let title = text[space...].drop { $0 == " " }
        guard isSectionNumber(number), let first = title.first,
            first.isUppercase || (allowingLowercase && first.isLetter),
            !title.hasSuffix("."),
            title.split(separator: " ").count <= maximumTitleWords
        else { return nil }
        return (String(number), String(title))
    }

    /// The most words the title of a numbered heading may have.
    static let maximumTitleWords = 10

    /// What kind of apparatus a heading opens ("Contents", "Index", "References", "Bibliography", …).
    ///
    /// Letter case is ignored, and so is a top-level section number ("7 References"); a deeper number
    /// ("17.2 Index", "21.1.3 Table of contents") is a section of the text about such things, not one.
    static func apparatus(_ text: String) -> SourceParagraph.Part? {
        var title = text
        if let numbered = numbered(text) {
            let groups = numbered.number.split(separator: ".")
            guard groups.count == 1 else { return nil }
            title = numbered.title
        }
        title = title.lowercased().filter { $0.isLetter || $0 == " " }
        switch title.split(separator: " ").joined(separator: " ") {
        case "contents", "table of contents", "brief contents", "detailed contents": return .contents
        case "index", "subject index", "general index", "author index", "name index", "index of terms": return .index
        case "references", "bibliography", "works cited", "literature cited", "cited literature",
            "selected bibliography", "further reading", "bibliographie", "literatur":
            return .bibliography
        default: return nil
        }
    }

    /// Whether the first word of `text` may be a section number, judged from its bytes: false when it holds an ASCII
    /// character other than a digit, a period or a capital (nearly every line of body text).
    private static func mayOpenWithSectionNumber(_ text: String) -> Bool {
        for byte in text.utf8 {
            if byte == UInt8(ascii: " ") || byte >= 0x80 { return true }
            guard (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || byte == UInt8(ascii: ".") else {
                return false
            }
        }
        return true
    }

    private static func isSectionNumber(_ token: Substring) -> Bool {
        let body = token.hasSuffix(".") ? token.dropLast() : token
        let groups = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(groups.count) else { return false }
        for (position, group) in groups.enumerated() {
            let isDigits = (1...2).contains(group.count) && group.allSatisfy { $0.isASCII && $0.isNumber }
            let isAppendixLetter =
                position == 0 && groups.count > 1 && group.count == 1
                && group.first?.isUppercase == true
            guard isDigits || isAppendixLetter else { return false }
        }
        return true
    }
}
