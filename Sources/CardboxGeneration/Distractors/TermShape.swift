import CardboxCore

/// The form of an answer or term, so distractors look like the answer: a year for a year, a name for a name.
///
/// Shapes: year, decade, percentage, number (with its unit), a reference code of a series ("X.680"), a file name or a
/// symbol from code (command-line options and markup tags among them), acronym, name (capitalised words, up to six), phrase (one to three ordinary words) and
/// description (four or more words).
enum TermShape: Sendable, Hashable {
    /// "1969".
    case year
    /// "1960s".
    case decade
    /// "45%", "about 75 percent".
    case percentage
    /// "1,200 metres", "$5 billion", "46"; the unit in lower case ("" when bare).
    case number(unit: String)
    /// "X.680", "RFC 5280": a standard cited by its series ("X.", "RFC ") and number (``ReferenceCode``).
    case referenceCode(series: String)
    /// "libtasn1.h", "pkix.asn": a file name.
    case fileName
    /// "ASN1_MAX_NAME_SIZE", "asn1_node", "std::vector", "printf()": a name from code.
    case symbol
    /// "DNA".
    case acronym
    /// "Robert Hooke", "Pacific Ocean".
    case name
    /// "mitochondrion", "plate boundary".
    case phrase
    /// "an organelle that makes ATP".
    case description

    /// The shape of `text`; `sentenceInitial` says a capital may only be there because a sentence starts with it.
    init(of text: String, sentenceInitial: Bool = false) {
        let trimmed = text.trimmed
        if let code = ReferenceCode(parsing: trimmed) {
            self = .referenceCode(series: code.series)
            return
        }
        if trimmed.unicodeScalars.contains(where: \.isDigitLike), let number = NumericValue(parsing: trimmed) {
            if number.isYear {
                self = .year
            } else if number.isDecade {
                self = .decade
            } else if number.isPercentage {
                self = .percentage
            } else {
                self = .number(unit: number.unit)
            }
            return
        }
        let words = trimmed.split(whereSeparator: \.isWhitespace)
        // A command-line option ("-q, --quiet", "--help-debug") is a name from code, not a word of the text.
        if trimmed.count >= 2, trimmed.hasPrefix("-"), let second = trimmed.dropFirst().first,
            second.isLetter || (second == "-" && trimmed.dropFirst(2).first?.isLetter == true)
        {
            self = .symbol
            return
        }
        // A markup tag ("<config>", "<reset-dirs />") is a name from code, not a word of the text.
        if trimmed.count >= 3, trimmed.hasPrefix("<"), trimmed.hasSuffix(">"),
            trimmed.dropFirst().first?.isLetter == true
                || trimmed.dropFirst().first == "/"
        {
            self = .symbol
            return
        }
        if words.count == 1, let code = Self.codeShape(of: trimmed) {
            self = code
        } else if words.count == 1,
            Token.isAcronymText(trimmed)
                || (trimmed.count >= 3 && trimmed.hasSuffix("s") && Token.isAcronymText(String(trimmed.dropLast())))
        {
            // "CRCs" and "APIs" are acronyms in the plural.
            self = .acronym
        } else if words.count <= 6, Self.isCapitalised(words), !(sentenceInitial && words.count == 1),
            words.count < 4 || !sentenceInitial
        {
            // "GNU Lesser General Public License" is a name, however many words it has.
            self = .name
        } else if words.count >= 4 {
            self = .description
        } else {
            self = .phrase
        }
    }

    /// Whether a distractor of shape `other` can stand beside an answer of this shape.
    func matches(_ other: TermShape) -> Bool {
        switch (self, other) {
        case (.number(let unit), .number(let otherUnit)): unit == otherUnit
        case (.referenceCode(let series), .referenceCode(let otherSeries)): series == otherSeries
        case (.year, .year), (.decade, .decade), (.percentage, .percentage), (.fileName, .fileName),
            (.symbol, .symbol), (.acronym, .acronym), (.name, .name), (.phrase, .phrase), (.description, .description):
            true
        default: false
        }
    }

    /// Whether the answer is a number a perturbation can vary.
    var isNumeric: Bool {
        switch self {
        case .year, .decade, .percentage, .number: true
        default: false
        }
    }

    /// A key grouping terms of the same shape.
    var key: String {
        switch self {
        case .year: "year"
        case .decade: "decade"
        case .percentage: "percentage"
        case .number(let unit): "number:" + unit
        case .referenceCode(let series): "code:" + series
        case .fileName: "file"
        case .symbol: "symbol"
        case .acronym: "acronym"
        case .name: "name"
        case .phrase: "phrase"
        case .description: "description"
        }
    }

    /// The prefix of a word with one hump after two or three letters ("Fc" of "FcConfig", "Gtk" of "GtkWidget"), as
    /// C libraries prefix their names; `nil` for other words.
    static func libraryPrefix(of word: String) -> String? {
        let scalars = Array(word.unicodeScalars)
        guard scalars.count >= 4, let first = scalars.first, ("A"..."Z").contains(first),
            scalars.allSatisfy({ ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) })
        else { return nil }
        let humps = scalars.indices.dropFirst().filter {
            ("a"..."z").contains(scalars[$0 - 1]) && ("A"..."Z").contains(scalars[$0])
        }
        guard humps.count == 1, let hump = humps.first, (2...3).contains(hump) else { return nil }
        return String(String.UnicodeScalarView(scalars[..<hump]))
    }

    /// ``fileName`` or ``symbol`` for a word written as code, `nil` for any other word.
    ///
    /// A file name is a base with a lower-case letter, a dot and a one- to four-letter extension ("libtasn1.h");
    /// a symbol starts with a letter or an underscore and has an underscore, "::", "->" or "()" in it, a slash
    /// between lower-case parts ("text/html"), dots between lower-case parts of two characters or more
    /// ("is.primitive"), a lower-case letter beside a digit ("asn1_node", "libtasn1"), or words joined in camel case
    /// twice or more ("IconListEntry"). Words in capitals with a digit ("MP3", "X.680") are not code, and "e.g." is
    /// no file.
    static func codeShape(of word: String) -> TermShape? {
        // A TeX command ("\glsuppercase", "\end{document}", "\gls-like" for the commands like it).
        if word.count >= 3, word.hasPrefix("\\"),
            word.unicodeScalars.dropFirst().first?.properties.isAlphabetic == true,
            word.unicodeScalars.allSatisfy({ $0.isASCII && !$0.properties.isWhitespace })
        {
            return .symbol
        }
        guard word.count >= 3, let first = word.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            word.unicodeScalars.allSatisfy({ $0.isASCII && !$0.properties.isWhitespace })
        else { return nil }
        let scalars = Array(word.unicodeScalars)
        if let dot = scalars.lastIndex(of: "."), dot > 0 {
            let base = scalars[..<dot]
            let extensionLetters = scalars[(dot + 1)...]
            // One letter, a dot and one letter is an abbreviation ("e.g", "i.e" once their last dot is gone).
            if (1...4).contains(extensionLetters.count), extensionLetters.allSatisfy({ ("a"..."z").contains($0) }),
                base.contains(where: { ("a"..."z").contains($0) }), !base.contains("."),
                base.count > 1 || extensionLetters.count > 1
            {
                return .fileName
            }
        }
        // A name joined by dots, as R and Python write them ("is.primitive", "data.frame"): lower-case parts of two
        // characters or more ("e.g" has one-letter parts).
        let dotted = word.split(separator: ".", omittingEmptySubsequences: false)
        if dotted.count >= 2,
            dotted.allSatisfy({ part in
                part.count >= 2 && part.first?.isLetter == true
                    && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            })
        {
            return .symbol
        }
        // Letters, digits and the marks of names in code only ("EDIT!-->" is markup, not a name).
        guard
            scalars.allSatisfy({
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || "_:.->()/+".unicodeScalars.contains($0)
            }),
            scalars.last.map({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == ")" || $0 == "_" })
                == true
        else { return nil }
        if word.containsASCII("_") || word.containsASCII("::") || word.containsASCII("->") || word.hasSuffix("()") {
            return .symbol
        }
        // A MIME type or a path ("application/octet-stream", "x-content/audio-dvd"), not "and/or".
        let parts = word.containsASCII("/") ? word.split(separator: "/") : []
        if parts.count >= 2, !parts.contains(where: { CommonWords.isStopword($0.lowercased()) }),
            word.contains(where: \.isLowercase)
        {
            return .symbol
        }
        let lowerBesideDigit = zip(scalars, scalars.dropFirst()).contains { a, b in
            (("a"..."z").contains(a) && ("0"..."9").contains(b)) || (("0"..."9").contains(a) && ("a"..."z").contains(b))
        }
        // Words joined in camel case twice or more are an identifier ("IconListEntry", "getElementById"); once is
        // how names are written too ("JavaScript", "PostScript").
        let humps = zip(scalars, scalars.dropFirst()).count { a, b in ("a"..."z").contains(a) && ("A"..."Z").contains(b)
        }
        return lowerBesideDigit || humps >= 2 ? .symbol : nil
    }

    /// Lower-case words allowed inside a name ("Bank of England").
    private static let connectors: Set<String> = [
        "of", "de", "von", "van", "der", "la", "du", "al", "da", "the", "and",
    ]

    /// Whether every word is capitalised, apart from connectors inside a name.
    private static func isCapitalised(_ words: [Substring]) -> Bool {
        guard let first = words.first, first.first?.isUppercase == true else { return false }
        return words.allSatisfy { $0.first?.isUppercase == true || connectors.contains($0.lowercased()) }
    }
}
