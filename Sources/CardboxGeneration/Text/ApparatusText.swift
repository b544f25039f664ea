import CardboxCore

/// Text that is a document's apparatus rather than its content.
///
/// Citations, reference lists, indexes, tables of contents and licence texts: nothing in them makes a card a teacher
/// would write.
enum ApparatusText {
    /// Headings of sections that hold no facts for cards.
    static let apparatusHeadings: Set<String> = [
        "references", "reference", "bibliography", "works cited", "literature", "index", "contents",
        "table of contents", "list of figures", "list of tables", "concept index", "subject index",
        "function and data index", "author index", "further reading",
        // Who wrote or helped with the text: a list of people, not matter to learn (a paper's "Acknowledgments" is
        // left out: a section of that name may be about writing one).
        "credits", "contributors", "thanks", "authors", "maintainers",
    ]

    /// Whether `heading` names a reference list, an index, contents or the licence a book is published under
    /// ("7 References", "Concept Index", "Appendix A GNU Free Documentation License").
    static func isApparatusHeading(_ heading: String) -> Bool {
        var words = TextNormalization.words(heading).filter { !$0.allSatisfy(\.isNumber) }
        if words.first == "appendix" { words.removeFirst(min(2, words.count)) }
        let text = words.joined(separator: " ")
        return apparatusHeadings.contains(text) || (words.count <= 4 && words.last == "index")
            || licenceHeadings.contains(text) || licenceNames.contains { TextNormalization.contains(text, phrase: $0) }
    }

    /// Headings of a paper's front matter.
    ///
    /// Its abstract restates what the body says in full, and its keywords and classification are labels. The offline
    /// engine makes no cards from them; their terms still serve as wrong answers, and a card a model made from them
    /// is no fault.
    static let frontMatterHeadings: Set<String> = [
        "abstract", "keywords", "key words", "index terms", "ccs concepts", "acm reference format",
        // A book's or a manual's words about itself: whom it is for, what it assumes, how to read it.
        "preface", "foreword", "about this manual", "about this document", "about this book", "about this guide",
        "how to use this book", "how to use this manual",
    ]

    /// Whether `heading` names a part of a paper's front matter (``frontMatterHeadings``), numbered or not.
    static func isFrontMatterHeading(_ heading: String) -> Bool {
        frontMatterHeadings.contains(
            TextNormalization.words(heading).filter { !$0.allSatisfy(\.isNumber) }.joined(separator: " "))
    }

    /// Headings of the licence or copyright terms a text carries: legal boilerplate, not matter to learn.
    static let licenceHeadings: Set<String> = [
        "license", "licence", "licensing", "copying", "copying this manual", "copyright", "copyright notice",
        "license agreement", "licence agreement", "terms and conditions", "copying information", "copying conditions",
        "license information", "licence information", "licensing information",
    ]

    /// Licences whose name in a heading marks their text ("GNU Free Documentation License").
    static let licenceNames = [
        "free documentation license", "general public license", "creative commons", "apache license", "mit license",
    ]

    /// Whether `text` reads like a contents or index line or a reference-list entry.
    ///
    /// Dot leaders, a page number after a term ("constructor, 12") and a numbered entry with a year ("[12] Name, I.
    /// 2007. …") all count.
    static func looksLikeApparatus(_ text: String) -> Bool {
        if text.containsASCII(". . .") || text.containsASCII("....") { return true }
        let trimmed = text.utf8.count <= 400 ? text.trimmed : String(text.drop(while: \.isWhitespace))
        if trimmed.hasPrefix("["), let close = trimmed.firstIndex(of: "]"),
            trimmed[trimmed.index(after: trimmed.startIndex)..<close].allSatisfy(\.isNumber), hasYear(trimmed)
        {
            return true
        }
        let words = trimmed.split(separator: " ")
        if words.count <= 6, let last = words.last, last.allSatisfy(\.isNumber), words.count >= 2,
            words.dropLast().last?.hasSuffix(",") == true
        {
            return true
        }
        return false
    }

    /// Whether the sentence `text` is a legal notice, which a text carries and nobody studies.
    ///
    /// A trademark ("UNIX is a registered trademark of …", "… are trademarks of …"), a copyright line ("Copyright
    /// (C) 2001 …", "Copyright © …") or "All rights reserved"; a sentence about copyright law is none ("Copyright
    /// protects …").
    static func isLegalNotice(_ text: String) -> Bool {
        let lower = text.lowercased()
        guard lower.containsASCII("trademark") || lower.containsASCII("copyright") || lower.containsASCII("reserved")
        else { return false }
        return legalPhrases.contains { lower.containsASCII($0) }
    }

    /// Whether `text` is a paragraph of licence terms: a grant of permission, its conditions or a disclaimer of
    /// warranty ("Redistribution and use in source and binary forms … are permitted provided that …", "THIS SOFTWARE
    /// IS PROVIDED "AS IS" …", "Permission is granted to copy, distribute and/or modify this document …").
    static func isLicenceText(_ text: String) -> Bool {
        let lower = text.lowercased()
        return licencePhrases.contains { lower.containsASCII($0) }
    }

    /// The positions in `paragraphs` (in reading order) that hold licence terms: each paragraph that reads as licence
    /// text (``isLicenceText(_:)``) and the paragraphs after it on the same page under the same headings, which carry
    /// its conditions and notices ("• The origin of this software must not be misrepresented …", "PATENTS: …").
    static func licenceParagraphs(_ paragraphs: [SourceParagraph]) -> Set<Int> {
        var result: Set<Int> = []
        var terms: SourceParagraph?
        for (position, paragraph) in paragraphs.enumerated() {
            if let current = terms, current.page == paragraph.page, current.headingPath == paragraph.headingPath {
                result.insert(position)
            } else if isLicenceText(paragraph.text) {
                terms = paragraph
                result.insert(position)
            } else {
                terms = nil
            }
        }
        return result
    }

    /// Phrases only licence terms use, in lower case.
    private static let licencePhrases: [StaticString] = [
        "permission is hereby granted", "permission is granted to copy", "redistribution and use in source and binary",
        "provided that the following conditions are met", "without any warranty", "without warranty of any kind",
        "is provided \"as is\"", "provided by the author \"as is\"", "provided by the copyright holders",
        "in no event shall", "implied warranties of merchantability", "fitness for a particular purpose",
        "you can redistribute it and/or modify", "this notice may not be removed",
        "with no invariant sections", "must not be misrepresented",
    ]

    /// The phrases of legal notices, in lower case.
    private static let legalPhrases: [StaticString] = [
        " a trademark of", " a registered trademark of", " trademarks of", "copyright (c)", "copyright ©",
        "© copyright",
        "all rights reserved",
    ]

    /// Whether the answer stands inside a bracketed citation of `quote`: "(Streeter, 1998)", "[3, 7]", a reference
    /// key of one word in square brackets ("the XDG Base Directory Specification[BaseDir]"), or the title of a part
    /// of the document that a cross-reference names in square brackets ("see Section 11.1 [Contrasts], page 57"), or
    /// is a cited year or its authors ("Chambers (1998)").
    static func isInCitation(_ answer: String, quote: String) -> Bool {
        let normalizedAnswer = TextNormalization.normalized(answer)
        guard !normalizedAnswer.isEmpty else { return false }
        var depth: [(open: Character, start: String.Index)] = []
        for index in quote.indices {
            let character = quote[index]
            if character == "(" || character == "[" {
                depth.append((character, quote.index(after: index)))
            } else if character == ")" || character == "]", let open = depth.popLast() {
                let inside = String(quote[open.start..<index])
                let isCitation =
                    hasYear(inside)
                    && (inside.contains(",") || inside.contains("et al")
                        || (open.open == "(" && isOnlyAYear(inside)
                            && (followsAName(quote[..<quote.index(before: open.start)])
                                || (followsACapitalisedWord(quote[..<quote.index(before: open.start)])
                                    && citesAnotherWork(in: quote, besides: open.start)))))
                    || (open.open == "[" && inside.allSatisfy { $0.isNumber || ", –-".contains($0) })
                    || (open.open == "[" && !inside.isEmpty && !inside.contains(" ")
                        && inside.contains(where: \.isLetter))
                    || (open.open == "["
                        && isCrossReference(
                            before: quote[..<quote.index(before: open.start)],
                            after: quote[quote.index(after: index)...]))
                if isCitation,
                    TextNormalization.contains(TextNormalization.normalized(inside), phrase: normalizedAnswer)
                {
                    return true
                }
            }
        }
        return isYearAfterAuthors(normalizedAnswer, in: quote) || namesTheAuthors(normalizedAnswer, in: quote)
    }

    /// Whether `answer` (normalised) stands among the last six words before a year in brackets that cites a work:
    /// the authors are part of the citation ("in the sense of Chambers (1998) and Ripley (2001)").
    private static func namesTheAuthors(_ answer: String, in quote: String) -> Bool {
        guard answer.first?.isNumber == false else { return false }
        return bracketedYears(in: quote).contains { open, year in
            guard isInCitation(year, quote: quote) else { return false }
            let before = quote[..<open].split(separator: " ").suffix(6).joined(separator: " ")
            return TextNormalization.contains(TextNormalization.normalized(before), phrase: answer)
        }
    }

    /// Each year alone in round brackets in `quote` ("(1998)"), with the index of its opening bracket.
    private static func bracketedYears(in quote: String) -> [(open: String.Index, year: String)] {
        var years: [(open: String.Index, year: String)] = []
        var from = quote.startIndex
        while let open = quote[from...].firstIndex(of: "(") {
            let inside = quote.index(after: open)
            from = inside
            guard let close = quote[inside...].firstIndex(of: ")") else { break }
            let year = String(quote[inside..<close])
            if isOnlyAYear(year) { years.append((open, year)) }
        }
        return years
    }

    /// Whether `text` is a year and nothing more, a letter after it allowed ("1998", "2003a").
    private static func isOnlyAYear(_ text: String) -> Bool {
        let trimmed = text.trimmed
        let digits = trimmed.prefix(while: \.isNumber)
        return digits.count == 4 && trimmed.dropFirst(4).allSatisfy(\.isLetter) && trimmed.count <= 5
    }

    /// Whether `text` ends with the names of authors, so that a year in brackets after it cites a work.
    ///
    /// "Paul Murrell (2003)", "Kline and Kline (2001)", "Chambers & Wilks (1988)", "Smith et al (2009)" cite; one
    /// capitalised word after a preposition more often names a place or a thing ("in France (1789)").
    private static func followsAName(_ text: Substring) -> Bool {
        let words = text.split(separator: " ").suffix(2)
        guard let last = words.last else { return false }
        if last == "al." { return true }
        func isName(_ word: Substring) -> Bool {
            word.first?.isUppercase == true && word.dropFirst().contains(where: \.isLowercase)
        }
        guard isName(last), words.count == 2, let before = words.first else { return false }
        return isName(before) || before == "and" || before == "&" || (before.count == 2 && before.hasSuffix("."))
    }

    /// Whether `text` ends with a capitalised word, as an author's surname is.
    private static func followsACapitalisedWord(_ text: Substring) -> Bool {
        guard let last = text.split(separator: " ").last else { return false }
        return last.first?.isUppercase == true && last.dropFirst().contains(where: \.isLowercase)
    }

    /// Whether `quote` has, besides the bracket opening at `start`, a year in brackets after the names of authors
    /// (``followsAName(_:)``): then a lone surname before a year cites too ("the sense of Chambers (1998) and Ripley
    /// (2001)").
    private static func citesAnotherWork(in quote: String, besides start: String.Index) -> Bool {
        bracketedYears(in: quote).contains { open, _ in
            quote.index(after: open) != start && followsAName(quote[..<open])
        }
    }

    /// Whether `answer` is a year closing the authors of a work after a comma.
    ///
    /// A reference in running text gives it so: "the book "Kernel Smoothing" by M. P. Wand and M. C. Jones, 1995".
    private static func isYearAfterAuthors(_ answer: String, in quote: String) -> Bool {
        guard answer.count == 4, hasYear(answer), let range = quote.firstRange(of: ", " + answer) else { return false }
        let before = quote[..<range.lowerBound].split(separator: " ")
        guard let last = before.last, last.first?.isUppercase == true else { return false }
        return before.suffix(8).contains("by")
    }

    /// Whether a title in square brackets names a part of the document.
    ///
    /// A page number follows it (", page 57", ", p. 12") or a part's name and number come before it ("Section
    /// 11.1.1 ", "Appendix A ").
    private static func isCrossReference(before: Substring, after: Substring) -> Bool {
        for lead in [", page ", ", pages ", ", p. ", ", pp. "] where after.hasPrefix(lead) {
            return after.dropFirst(lead.count).first?.isNumber == true
        }
        let words = before.split(separator: " ").suffix(2)
        guard words.count == 2, let label = words.last, let name = words.first else { return false }
        let isLabel =
            label.first?.isNumber == true && label.allSatisfy { $0.isNumber || $0 == "." }
            || (label.count == 1 && label.first?.isUppercase == true)
        return isLabel && partNames.contains(name.lowercased())
    }

    /// The names of a document's parts that a cross-reference gives before their number.
    private static let partNames: Set<String> = ["section", "chapter", "appendix", "part", "figure", "table"]

    /// Whether `text` holds a four-digit year from 1500 to 2099.
    private static func hasYear(_ text: String) -> Bool {
        var run = 0
        var value = 0
        for character in text + " " {
            if let digit = character.wholeNumberValue, character.isASCII {
                run += 1
                value = value * 10 + digit
            } else {
                if run == 4, (1500...2099).contains(value) { return true }
                run = 0
                value = 0
            }
        }
        return false
    }
}
