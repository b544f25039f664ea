import CardboxCore

/// What the engine reads in a sentence's text before asking about it: whether it speaks of the document or its
/// author, writes code, an address or a formula, asks a question, lists names, or stands alone.
extension ExtractiveGenerator {
    /// Whether `text` speaks about the document itself ("this document provides …", "this specification proposes …")
    /// or sends the reader elsewhere in it ("See … above"): a fact about the text in hand, not about its subject.
    static func isAboutTheText(_ text: String) -> Bool {
        let words = TextNormalization.words(text)
        // "Bela Lubkin encouraged me to improve …", "I do not have the resources …": the author's own story, unless
        // the words are someone's quoted ("If you find yourself saying "how can I do …?" then …").
        let quotes = text.utf8.contains(UInt8(ascii: "\"")) || text.containsASCII("“")
        let unquoted = quotes ? Self.unquoted(text) : text
        if (quotes ? TextNormalization.words(unquoted) : words).contains(where: { ["me", "my", "myself"].contains($0) })
            || (unquoted.utf8.contains(UInt8(ascii: "I")) && Self.saysI(unquoted))
        {
            return true
        }
        // "Originally written 2001 by Niels Möller, updated 2017", "maintained by the Nettle team": who made the text.
        if Self.namesItsMaker(text) { return true }
        if Self.pointsElsewhere(text, words: words) { return true }
        // "… is included in the section entitled "GNU Free Documentation License"" names a part of the text.
        if zip(words, words.dropFirst()).contains(where: { textParts.contains($0) && namingWords.contains($1) }) {
            return true
        }
        // "The first chapter describes configuration …": the text's own parts, by their place.
        if zip(words, words.dropFirst()).contains(where: {
            ["first", "second", "third", "next", "last", "previous", "following"].contains($0)
                && ["chapter", "chapters", "section", "sections", "part", "appendix"].contains($1)
        }) {
            return true
        }
        return zip(words, words.dropFirst()).contains { first, second in
            ["this", "our"].contains(first)
                && [
                    "document", "article", "paper", "section", "chapter", "manual", "guide", "specification", "book",
                    "tutorial", "report", "thesis", "handout",
                ].contains(second)
        }
    }

    /// Whether `text` sends the reader elsewhere in the document.
    ///
    /// That is "See … above/below", "See Section 4", "See also …", "See … for …" ("See the help topic for details on
    /// engine registration"), or "see" before page numbers ("See set style (p. 204), set paxis (p. 187).", "For
    /// related styles see smooth frequency (p. 113).").
    static func pointsElsewhere(_ text: String, words: [String]? = nil) -> Bool {
        // Every sentence comes here, and few hold the word.
        guard text.containsASCII("see") || text.containsASCII("See") else { return false }
        let words = words ?? TextNormalization.words(text)
        let citesPages = ["(p. ", "(pp. ", "page "].contains { lead in
            text.ranges(of: lead).contains { text[$0.upperBound...].first?.isNumber == true }
        }
        // "For related plotting styles see smooth frequency (p. 113) and …" points on from inside the sentence.
        guard words.first == "see" else { return citesPages && words.contains("see") }
        if words.dropFirst().first == "also" || words.contains("for") { return true }
        if words.contains(where: { ["above", "below", "section", "chapter", "appendix"].contains($0) }) { return true }
        return citesPages
    }

    /// `text` without what stands between double quotation marks, straight or curly.
    private static func unquoted(_ text: String) -> String {
        var result = ""
        var inside = false
        for character in text {
            if character == "\"" {
                inside.toggle()
            } else if character == "“" {
                inside = true
            } else if character == "”" {
                inside = false
            } else if !inside {
                result.append(character)
            }
        }
        return result
    }

    /// Whether `text` has the pronoun "I" (not the numeral of "Type I error" or "Part I").
    private static func saysI(_ text: String) -> Bool {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        return words.indices.contains { index in
            var word = words[index]
            while let first = word.first, !first.isLetter { word.removeFirst() }
            while let last = word.last, !last.isLetter { word.removeLast() }
            guard word == "I" || word.hasPrefix("I'") || word.hasPrefix("I’") else { return false }
            guard word == "I", index > 0 else { return true }
            return !numberedWords.contains(words[index - 1].lowercased())
        }
    }

    /// Words a Roman numeral follows.
    private static let numberedWords: Set<String> = [
        "type", "phase", "class", "part", "chapter", "appendix", "volume", "vol.", "book", "article", "title", "act",
        "world", "war", "henry", "louis", "elizabeth", "charles", "george", "james", "william", "edward", "richard",
    ]

    /// Whether `text` is a colophon saying who wrote, maintains or revised the text: it opens with one of
    /// ``madeWords`` (no subject of its own), then within three words "by" and a name ("Originally written 2001 by
    /// Niels Möller", "Maintained by the Nettle team"); not "revised by hand", nor "Hamlet was written by
    /// Shakespeare", a fact about its subject.
    private static func namesItsMaker(_ text: String) -> Bool {
        // Most sentences hold none of the words: a scan of their bytes settles them (capital or not, first letter
        // aside).
        guard
            text.containsASCII("ritten") || text.containsASCII("aintained") || text.containsASCII("ompiled")
                || text.containsASCII("dited") || text.containsASCII("evised") || text.containsASCII("pdated")
        else { return false }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map {
            String($0.filter { $0.isLetter || $0.isNumber })
        }
        for index in words.indices.prefix(2) where madeWords.contains(words[index].lowercased()) {
            let window = words[(index + 1)..<min(words.count, index + 4)]
            guard let by = window.firstIndex(where: { $0 == "by" }), by + 1 < words.count else { continue }
            let next = words[by + 1] == "the" && by + 2 < words.count ? words[by + 2] : words[by + 1]
            if next.first?.isUppercase == true { return true }
        }
        return false
    }

    /// Words that tell who made or revised a text ("written by", "maintained by").
    private static let madeWords: Set<String> = ["written", "maintained", "compiled", "edited", "revised", "updated"]

    /// Parts of a text that a sentence may point at by name.
    private static let textParts: Set<String> = ["section", "chapter", "appendix", "part"]

    /// Words that give a part of the text its name ("the section *entitled* …").
    private static let namingWords: Set<String> = ["entitled", "titled", "called", "named"]

    /// `text`, a paragraph's last sentence, with its closing colon read as a full stop before a line of code.
    ///
    /// That holds when the paragraph after it is a short line of code that the sentence introduces ("Start the
    /// appendix with the "appendix" command:" over "\\appendix"): the sentence says its fact whole and the code
    /// only shows it. A colon after words that announce what follows ("… include:", "… as follows:") stays, and so
    /// does `text` otherwise.
    static func colonReadAsFullStop(_ text: String, before next: SourceParagraph?) -> String {
        guard text.hasSuffix(":"), let next, next.role == .body, Phrasing.wordCount(next.text) <= 15,
            isCodeOrAddress(next.text), !next.text.containsASCII("http"), !next.text.containsASCII("www."),
            let last = TextNormalization.words(text).last, !announcingWords.contains(last)
        else { return text }
        return String(text.dropLast()) + "."
    }

    /// Words that end a sentence only to announce what follows it.
    private static let announcingWords: Set<String> = [
        "following", "follows", "below", "include", "includes", "including", "are", "is", "be", "as", "like",
        "example", "examples", "e.g", "eg", "this", "these", "such", "here", "thus", "so",
    ]

    /// Whether `text` holds code, markup, an e-mail address or a web address, which make no cloze a teacher would
    /// write.
    static func isCodeOrAddress(_ text: String) -> Bool {
        text.containsASCII("\\") || text.containsASCII("{") || text.containsASCII("}") || text.containsASCII("@")
            || text.containsASCII("::=") || text.containsASCII("http") || text.containsASCII("www.")
            || text.containsASCII(" | ")
    }

    /// Whether `text` has a pair of quotation marks with nothing between them standing as a word of its own ("Use
    /// '' to denote the root element"): what they quoted was lost, so the sentence no longer says what it said.
    static func hasEmptyQuotes(_ text: String) -> Bool {
        guard
            text.containsASCII("''") || text.containsASCII("\"\"") || text.containsASCII("“”")
                || text.containsASCII("‘’") || text.containsASCII("``")
        else { return false }
        let pairs: Set<String> = ["''", "\"\"", "“”", "‘’", "``"]
        return text.split(separator: " ").contains { word in
            let core = word.drop { "([".contains($0) }.reversed().drop { ",.;:)]".contains($0) }
            return pairs.contains(String(core.reversed()))
        }
    }

    /// Whether `text` writes mathematics.
    ///
    /// It does with a relation sign ("=", "≤", "≠" …) or two arithmetic operators standing between short operands
    /// ("(x3 + x2 + x + 1)", "a × b − c"). A blank in a formula asks for a symbol, and a sentence around one does not
    /// read as a statement.
    static func isFormula(_ text: String) -> Bool {
        if text.unicodeScalars.contains(where: { Self.relationSigns.contains($0) }) { return true }
        let words = text.split(separator: " ")
        var operators = 0
        for index in words.indices.dropFirst().dropLast() where Self.operatorSigns.contains(words[index]) {
            let isOperand = { (word: Substring) in
                let core = word.filter { !"()[],.;:".contains($0) }
                return !core.isEmpty && (core.count <= 3 || core.contains(where: \.isNumber))
            }
            if isOperand(words[index - 1]) && isOperand(words[index + 1]) { operators += 1 }
        }
        return operators >= 2
    }

    /// Signs that relate two expressions.
    private static let relationSigns: Set<Unicode.Scalar> = [
        "=", "≤", "≥", "≠", "≈", "≡", "∑", "∏", "√", "∫", "±", "∈", "⊆", "⊂",
    ]

    /// Arithmetic operators written as words of their own.
    private static let operatorSigns: Set<Substring> = ["+", "-", "−", "×", "*", "/", "^", "÷"]

    /// Whether the cloze gap in `question` is glued to a word by a dot, hyphen or underscore, so the answer is part
    /// of a longer token ("ASN.{{answer}}" for the "1" of "ASN.1"), or to the marks of code around a name
    /// ("_{{answer}}" for "_ZN9QListView4showEv", "{{answer}}::show()", "{{answer}}[:lineNumber]", "<{{answer}}>",
    /// "node:{{answer}}").
    static func isGlued(_ question: String) -> Bool {
        guard let range = question.firstRange(of: CardDraft.clozePlaceholder) else { return false }
        let before = question[..<range.lowerBound].suffix(2)
        let after = question[range.upperBound...].prefix(2)
        // Before the gap: an underscore, an angle bracket or a hyphen ("-{{answer}}" of "-9", or a number's sign)
        // whatever stands before it; a dot or slash after a letter or digit, a colon after a letter ("node:").
        if let mark = before.last {
            if "_<-".contains(mark) { return true }
            if ".:/".contains(mark), before.count == 2, let previous = before.first,
                previous.isLetter || (mark != ":" && previous.isNumber)
            {
                return true
            }
        }
        // After it: code around a name ("::show()", "->next", "[:lineNumber]", "(0)", ">"), or a dot, hyphen,
        // underscore or slash before a letter or digit ("{{answer}}.h").
        guard let mark = after.first else { return false }
        if "[(>".contains(mark) || after == "::" || after == "->" { return true }
        guard ".-_/".contains(mark), after.count == 2, let next = after.last else { return false }
        return next.isLetter || next.isNumber
    }

    /// Whether a code-like `answer` (a letter and a digit, camel case, or three capitals or more: "IPv4",
    /// "GetNetworkParams", "CRC") stands inside another word of `question` ("When ipv4first, … placing {{answer}}
    /// addresses first", "ADDRGETNETWORKPARAMS: Could not find {{answer}} function"), which gives it away.
    static func showsInsideAWord(_ answer: String, _ question: String) -> Bool {
        let written = answer.trimmed
        // A name the question shows with a number after it ("the current '{{answer}}' and a newer 'treemagic2'").
        if !written.contains(" "), written.count >= 3,
            question.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains(where: {
                $0.hasPrefix(written.lowercased()) && $0.count > written.count
                    && $0.dropFirst(written.count).allSatisfy(\.isNumber)
            })
        {
            return true
        }
        let letters = Array(written)
        let camelCase = letters.indices.dropFirst().contains { letters[$0].isUppercase && letters[$0 - 1].isLowercase }
        guard !written.contains(" "), written.contains(where: \.isLetter),
            written.contains(where: \.isNumber) || camelCase || (written.count >= 3 && Token.isAcronymText(written))
        else { return false }
        let lower = written.lowercased()
        return question.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains {
            $0.count > lower.count && $0.contains(lower)
        }
    }

    /// Whether the cloze gap in `question` sits in an example the sentence gives ("(eg, '{{answer}}')", "such as
    /// a {{answer}} that …", "for example {{answer}}"): the example illustrates the fact, it is not the fact.
    static func blanksAnExample(_ question: String) -> Bool {
        guard let range = question.firstRange(of: CardDraft.clozePlaceholder) else { return false }
        let before = question[..<range.lowerBound]
        // A bracket opens a clause where it stands apart ("(eg, '{{answer}}')"), not where it calls a function
        // ("for example, quantile(x)["{{answer}}"]").
        let clause =
            before.indices.last(where: { index in
                let character = before[index]
                guard character == "(" else { return ";:".contains(character) }
                return index == before.startIndex || before[before.index(before: index)] == " "
            }).map { before[$0...] } ?? before
        // The last few words before the gap, "e.g." and "i.e." kept whole.
        let words = clause.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "." }).suffix(4).map {
            $0.hasSuffix(".") ? String($0.dropLast()) : String($0)
        }
        let pairs = zip(words, words.dropFirst()).map { $0 + " " + $1 }
        return words.contains { ["e.g", "eg"].contains($0) }
            || pairs.contains { ["for example", "for instance", "such as"].contains($0) }
    }

    /// Whether the cloze gap in `question` comes right after a quoted name ("the "acmart" {{answer}}"): the gap
    /// holds only the kind of thing the name names, a generic word the name itself would give away.
    static func followsAQuotedName(_ question: String) -> Bool {
        guard let range = question.firstRange(of: CardDraft.clozePlaceholder) else { return false }
        let before = question[..<range.lowerBound].suffix(3)
        guard before.count == 3, before.last == " " else { return false }
        let quote = before[before.index(after: before.startIndex)]
        return ["\"", "”", "’"].contains(quote) && before.first.map { $0.isLetter || $0.isNumber } == true
    }

    /// Whether the cloze gap in `question` comes right after "this", "these", "those", or "that" after a preposition
    /// ("the expression given for that {{answer}}"): the gap holds the thing an earlier sentence named, which the card
    /// cannot show.
    static func followsADemonstrative(_ question: String) -> Bool {
        guard let range = question.firstRange(of: CardDraft.clozePlaceholder),
            question[..<range.lowerBound].hasSuffix(" ")
        else { return false }
        let words = question[..<range.lowerBound].split(separator: " ").suffix(2).map { $0.lowercased() }
        guard let last = words.last else { return false }
        if ["this", "these", "those"].contains(last) { return true }
        return last == "that" && words.count == 2 && CommonWords.isPreposition(words[0])
    }

    /// Whether the cloze gap in `question` holds one everyday word right after a name from code ("a net.Server
    /// {{answer}} emits an event" → "object"): the kind of thing the name is, which the name gives away.
    static func followsANameFromCode(_ question: String, answer: String) -> Bool {
        guard let range = question.firstRange(of: CardDraft.clozePlaceholder), !answer.contains(" "),
            answer.first?.isLowercase == true, answer.allSatisfy(\.isLetter),
            let name = question[..<range.lowerBound].split(separator: " ").last,
            question[..<range.lowerBound].hasSuffix(" ")
        else { return false }
        let word = String(name)
        let joined =
            word.contains { $0 == "." || $0 == "_" } && word.first?.isLetter == true
            && word.last.map { $0.isLetter || $0.isNumber || $0 == ")" } == true
        return joined || TermShape.codeShape(of: word) != nil
    }

    /// Whether the cloze gap in `question` holds only words for a kind of thing right before a name from code that
    /// is one of them ("the {{environment variable}} R_DISABLE_HTTPD", "{{Configure options}} --bindir"): the name
    /// is the fact, and its kind asks nothing.
    static func precedesANameFromCode(_ question: String, answer: String) -> Bool {
        guard let range = question.firstRange(of: CardDraft.clozePlaceholder),
            answer.split(separator: " ").count <= 3, answer.allSatisfy({ $0.isLetter || $0 == " " }),
            answer.dropFirst().allSatisfy({ !$0.isUppercase }),
            question[range.upperBound...].hasPrefix(" "),
            let name = question[range.upperBound...].split(separator: " ").first
        else { return false }
        var word = String(name)
        while let last = word.last, ",.;:)".contains(last) { word.removeLast() }
        let isCode =
            (word.contains("_") && word.contains(where: \.isLetter))
            || (word.hasPrefix("-") && word.dropFirst().first.map { $0.isLetter || $0 == "-" } == true)
            || TermShape.codeShape(of: word) != nil
        return isCode
    }

    /// Whether a number of `answer` stands in `question` too, outside the gap, as a word of its own.
    static func showsItsNumber(_ answer: String, in question: String) -> Bool {
        let numbers = answer.split(whereSeparator: { !$0.isNumber && $0 != "." && $0 != "," }).map {
            String($0).trimmingTrailingPunctuation
        }.filter { $0.contains(where: \.isNumber) }
        guard !numbers.isEmpty else { return false }
        let visible = question.replacing(CardDraft.clozePlaceholder, with: " ")
        let shown = Set(
            visible.split(whereSeparator: { !$0.isNumber && $0 != "." && $0 != "," }).map {
                String($0).trimmingTrailingPunctuation
            })
        return numbers.contains { shown.contains($0) }
    }

    /// Whether the answer `answer` ends inside a clause of its own that `quote` goes on with ("a 2-D array for which
    /// size" of "… for which size (x) returns [1, N]", "a special debugging mode that you enter whenever a user
    /// interrupt" of "… a user interrupt (Control-C) occurs"): the clause is what tells the thing apart, and it is cut.
    static func stopsInsideAClause(_ answer: String, quote: String) -> Bool {
        let words = answer.split(separator: " ").map { $0.lowercased() }
        guard words.dropLast().contains(where: clauseOpeners.contains),
            case let lowerQuote = quote.lowercased(), let range = lowerQuote.firstRange(of: answer.lowercased())
        else { return false }
        let next = lowerQuote[range.upperBound...].drop { $0 == " " }.first
        return next.map { $0.isLetter || $0.isNumber || $0 == "(" } ?? false
    }

    /// Whether `text` is no whole sentence: it opens with a word in lower case that only joins it to words before
    /// it ("and its prototype, see install for …", "or the name of …"), as the rest of a list item split from its
    /// start does; or it is a numbered section title ("1.5.8 Functions related to the GP evaluator.").
    static func isAFragment(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard let first = words.first else { return false }
        if joiningWords.contains(String(first)) { return true }
        guard (2...longestTitle).contains(words.count),
            first.first?.isNumber == true, first.allSatisfy({ $0.isNumber || $0 == "." }), first.contains("."),
            words[1].first?.isUppercase == true
        else { return false }
        return true
    }

    /// The most words a numbered section title has, its number included.
    private static let longestTitle = 11

    /// Words in lower case that open no sentence of their own.
    private static let joiningWords: Set<String> = [
        "and", "or", "but", "nor", "which", "whereas", "while", "although", "because", "so", "then", "of", "to",
        "with", "for", "in", "as", "see",
    ]

    /// Whether `answer` is an owner in the possessive ("GP's" of "GP's maps are implemented …"): the sentence's term is
    /// what it owns.
    static func namesAnOwner(_ answer: String) -> Bool {
        let written = answer.trimmed
        return written.hasSuffix("'s") || written.hasSuffix("’s")
    }

    /// Whether `answer` holds a set phrase of the sentence's wording rather than of its matter ("lost of course",
    /// "forbidden as well"): a gap around it is no term.
    static func holdsASetPhrase(_ answer: String) -> Bool {
        let words = TextNormalization.words(answer)
        return zip(words, words.dropFirst()).contains { setPhrases.contains($0 + " " + $1) }
    }

    /// Two-word phrases of wording: asides, hedges and links between sentences.
    private static let setPhrases: Set<String> = [
        "of course", "as well", "in fact", "for example", "for instance", "at least", "so on", "in general",
        "after all", "by default", "at all",
    ]

    /// Words that open a clause inside a definition ("a mode *that* you enter *whenever* …").
    private static let clauseOpeners: Set<String> = [
        "which", "whom", "whose", "where", "that", "when", "whenever", "if", "because", "while",
    ]

    /// Whether `text` is a question: it ends with a question mark (a closing quote or bracket may follow).
    static func asks(_ text: String) -> Bool {
        lastMark(of: text) == "?"
    }

    /// Whether `text` talks with the reader instead of stating a fact: an exclamation ("… but pretty close!"), or a
    /// sentence that opens with an interjection or a turn of a walk-through ("Well, it is …", "Now stop …", "Wow!",
    /// "Let's try …", "Of course, …").
    ///
    /// A tutorial in conversation tells what happened on the screen at one step; its sentences hold no fact a card
    /// could ask about without the step around them.
    static func talksWithTheReader(_ text: String) -> Bool {
        if lastMark(of: text) == "!" { return true }
        let words = text.split(separator: " ", maxSplits: 2)
        guard let first = words.first else { return false }
        let opener = String(first.lowercased().filter { $0.isLetter || $0 == "'" || $0 == "’" })
        if conversationalOpeners.contains(opener) { return true }
        if first.hasSuffix(","), openersBeforeAComma.contains(opener) { return true }
        if opener == "by", words.dropFirst().first?.lowercased() == "the",
            words.dropFirst(2).first?.lowercased().hasPrefix("way") == true
        {
            return true
        }
        if opener == "let's" || opener == "let’s" || (opener == "let" && words.dropFirst().first?.lowercased() == "us")
        {
            return true
        }
        return opener == "of" && words.dropFirst().first.map { $0.lowercased().hasPrefix("course") } == true
    }

    /// Words that open only a turn of talk: interjections, "now" as a walk-through's next step, and "try" as its
    /// next exercise.
    private static let conversationalOpeners: Set<String> = [
        "now", "well", "hmm", "hm", "wow", "oh", "ah", "aha", "alas", "presto", "voilà", "voila", "hey", "oops",
        "okay", "ok", "phew", "whoa", "try",
    ]

    /// Whether the sentence tells what "we" do or found in a worked example ("To give it a wide margin, we set the
    /// precision to 50 decimals", "In fact, we computed an approximation …"): a step of a story the card cannot
    /// show, whose blank is that step's detail.
    static func tellsAWorkedExample(_ tokens: [Token]) -> Bool {
        tokens.contains { ["we", "us", "our", "let's", "let’s"].contains($0.lower) }
    }

    /// Words that open a turn of talk when a comma follows them ("Yes, …", "No, …", "Seriously, …"); otherwise they
    /// may state a fact ("No two cards …").
    private static let openersBeforeAComma: Set<String> = [
        "yes", "no", "seriously", "actually", "anyway", "indeed", "surely", "fortunately", "unfortunately", "luckily",
        "sadly", "admittedly", "incidentally", "fine", "right", "so",
    ]

    /// The last character of `text` that is no space, closing quote or closing bracket.
    private static func lastMark(of text: String) -> Character? {
        text.reversed().first { !$0.isWhitespace && !"\"”’')]".contains($0) }
    }

    /// Whether most words of `text` start with a capital: a list of names, a title or an address, not a sentence
    /// with a fact to blank.
    ///
    /// A sentence of names with a word in lower case that is not a function word ("The Estates-General met at
    /// Versailles in May 1789.") tells something about them, unless three quarters of its words are capitalised.
    ///
    /// One pass over the scalars, without splitting, for most sentences: it runs on every sentence of a document.
    static func isMostlyNames(_ text: String) -> Bool {
        guard isMostlyCapitalised(text) else { return false }
        let words = text.split(separator: " ")
        let capitalised = words.count { $0.first?.isUppercase == true }
        guard capitalised * 4 < words.count * 3 else { return true }
        return !words.contains { word in
            let letters = word.filter(\.isLetter)
            return letters.count >= 3 && letters.allSatisfy(\.isLowercase) && !CommonWords.isStopword(letters)
        }
    }

    /// Whether more than half of the four or more words of `text` start with a capital.
    private static func isMostlyCapitalised(_ text: String) -> Bool {
        var words = 0
        var capitalised = 0
        var atWordStart = true
        for scalar in text.unicodeScalars {
            if scalar == " " {
                atWordStart = true
                continue
            }
            guard atWordStart else { continue }
            atWordStart = false
            guard scalar.properties.isAlphabetic else { continue }
            words += 1
            if scalar.properties.isUppercase { capitalised += 1 }
        }
        return words >= 4 && capitalised * 2 > words
    }

    /// Whether `text` is a whole sentence: it starts with a capital letter or a digit and ends with a full stop,
    /// a question or exclamation mark (a closing quote or bracket may follow), and it does not end by pointing at
    /// the numbered citations after a colon ("A couple of citations with DOIs: [20, 21].").
    static func standsAlone(_ text: String) -> Bool {
        guard let first = text.first(where: { !$0.isWhitespace }), first.isUppercase || first.isNumber || first == "•"
        else { return false }
        let end = text.reversed().first { !$0.isWhitespace && !"\"”’')]".contains($0) }
        return (end.map { ".!?".contains($0) } ?? false) && !endsWithCitationsAfterColon(text)
            && !endsWithAnAbbreviation(text)
    }

    /// Whether `text` ends on "e.g.", "i.e.", "viz." or "cf.": the full stop is the abbreviation's, and what the
    /// sentence led up to (an example, a line of code) was cut off after it.
    private static func endsWithAnAbbreviation(_ text: String) -> Bool {
        guard let last = text.split(whereSeparator: \.isWhitespace).last else { return false }
        return ["e.g.", "i.e.", "eg.", "ie.", "viz.", "cf."].contains(last.lowercased())
    }

    /// Whether `text` ends with a colon followed by nothing but bracketed citation numbers ("…: [20, 21].").
    private static func endsWithCitationsAfterColon(_ text: String) -> Bool {
        guard let open = text.lastIndex(of: "["), let close = text.lastIndex(of: "]"), open < close else {
            return false
        }
        let inside = text[text.index(after: open)..<close]
        let after = text[text.index(after: close)...]
        guard !inside.isEmpty, inside.allSatisfy({ $0.isNumber || ", –-".contains($0) }),
            after.allSatisfy({ $0.isWhitespace || ".".contains($0) })
        else { return false }
        return String(text[..<open]).trimmed.hasSuffix(":")
    }
}

extension String {
    /// The text without the periods and commas that close it.
    fileprivate var trimmingTrailingPunctuation: String {
        var text = self
        while let last = text.last, last == "." || last == "," { text.removeLast() }
        return text
    }
}
