public import CardboxCore
import Foundation

/// The terms of one document, grouped by shape and counted, for distractors from the same document.
///
/// Built from every content sentence: key terms (acronyms, names, uncommon nouns), numbers and dates, and describing
/// noun phrases after a copula or comma ("… is a network that …", "…, a layer that …"), which are the answers of
/// definitions, so a definition's distractors are other descriptions from the document. Each term counts the paragraphs
/// it appears in (its document frequency). A capital that only a sentence start put there is dropped ("Sedimentary
/// rock" → "sedimentary rock").
public struct TermPool: Sendable {
    /// A term and how it looks.
    struct Entry: Sendable, Equatable {
        /// The term as written.
        var text: String
        /// Its shape.
        var shape: TermShape
        /// The number of paragraphs it appears in.
        var frequency: Int
        /// Its head word, normalised ("layer" for "a thin layer of lipids").
        var head: String
        /// The last three letters of the head word ("ase" for "amylase"), when the head has five or more letters.
        var suffix: String?
        /// Its number of words.
        var wordCount: Int

        /// The words before its head when each of them places, counts or judges the thing rather than says what
        /// kind it is ("standard" of "standard way", "new" of "new information"); `nil` for a term.
        var describingModifiers: Set<String>? {
            let words = text.split(separator: " ").map { $0.lowercased() }
            guard words.count >= 2, text.first?.isLowercase == true,
                words.dropLast().allSatisfy(CommonWords.describingModifiers.contains)
            else { return nil }
            return Set(words.dropLast())
        }
    }

    /// A pool with no terms.
    public static let empty = TermPool(terms: [])

    /// The number of distinct terms.
    public var count: Int { groups.values.reduce(0) { $0 + $1.count } }

    /// Entries by shape key, most frequent first, then alphabetically.
    private var groups: [String: [Entry]] = [:]
    /// By shape key and head word, the positions of entries in `groups`.
    private var byHead: [String: [String: [Int]]] = [:]
    /// By shape key and normalised text, the position of each entry in `groups`.
    private var indexByText: [String: [String: Int]] = [:]
    /// By shape key and the head word's ending, the positions of entries in `groups`.
    private var bySuffix: [String: [String: [Int]]] = [:]

    /// The terms of `document`.
    ///
    /// O(n) in the document's length.
    public init(document: SourceDocument) {
        self.init(document: document, statistics: TermStatistics(document: document))
    }

    /// The words of `sentence` written as code, file names and symbols (``TermShape/codeShape(of:)``), without the
    /// quotes, brackets and punctuation around them: the distractors of a card whose answer is one.
    static func codeWords(in sentence: String) -> [String] {
        let around: Set<Character> = ["\"", "'", "“", "”", "‘", "’", "(", "[", "{", "}", "]", ",", ";", ":", "!", "?"]
        return sentence.split(whereSeparator: \.isWhitespace).compactMap { piece in
            // Code has a mark or a digit in it; most words have neither and are passed over at once.
            guard piece.utf8.contains(where: { (0x30...0x39).contains($0) || "_./:(-".utf8.contains($0) }) else {
                return nil
            }
            var word = piece.drop { around.contains($0) }
            while let last = word.last, around.contains(last) || last == "." { word = word.dropLast() }
            if word.hasSuffix(")"), !word.hasSuffix("()") { word = word.dropLast() }
            let text = String(word)
            return TermShape.codeShape(of: text) == nil ? nil : text
        }
    }

    /// The terms of `document`, reusing its statistics.
    public init(document: SourceDocument, statistics: TermStatistics) {
        var counts: [String: (text: String, shape: TermShape, paragraphs: Int)] = [:]
        var quoted: [String: [String]] = [:]
        var quotedInOrder: [String] = []
        var quotedSeen: Set<String> = []
        var predicates: [String] = []
        var predicatesSeen: Set<String> = []
        var named: [String: [String]] = [:]
        var kindOfName: [String: String] = [:]
        var acronymWords: [String: Set<String>] = [:]
        var coordinated: [String: [String]] = [:]
        var coordinatedSeen: Set<String> = []
        var contexts: [String: [String: Int]] = [:]
        var kindOfTerm: [String: String] = [:]
        var termsByKind: [String: [String]] = [:]
        let extractor = TermExtractor(statistics: statistics)
        let licence = ApparatusText.licenceParagraphs(document.paragraphs)
        for (position, paragraph) in document.paragraphs.enumerated()
        where paragraph.isContent && !paragraph.headingPath.contains(where: ApparatusText.isApparatusHeading)
            && !ApparatusText.looksLikeApparatus(paragraph.text) && !licence.contains(position)
        {
            var seen: Set<String> = []
            func add(_ text: String, sentenceInitial: Bool) {
                let text = sentenceInitial ? Self.decapitalised(text, statistics: statistics) : text
                let key = TextNormalization.normalized(text)
                // "first file" only places a file among the others, "file file" (from "in file file") says one word
                // twice, and "see set samples" (from "(see set samples)") points elsewhere: no wrong answer for any
                // card.
                let words = key.split(separator: " ").map(String.init)
                guard !key.isEmpty, !CommonWords.onlyPlaces(words), !zip(words, words.dropFirst()).contains(where: ==),
                    words.first != "see",
                    seen.insert(key).inserted
                else { return }
                if let existing = counts[key] {
                    counts[key]?.paragraphs = existing.paragraphs + 1
                } else {
                    // A capital left at a sentence's start is a name's ("Robespierre himself was executed"): the
                    // others were taken off above.
                    counts[key] = (text, TermShape(of: text), 1)
                }
            }
            // A code listing gives its names ("cluster.fork()"), not the words of its statements ("const cluster").
            if paragraph.isCodeListing {
                for word in Self.codeWords(in: paragraph.text) { add(word, sentenceInitial: false) }
                continue
            }
            // A list of names, a title or an address (a paper's authors and their affiliations) gives no card,
            // so its names are no wrong answers for one either.
            for (number, text) in paragraph.sentenceTexts.enumerated()
            where !text.isEmpty && !ExtractiveGenerator.isMostlyNames(text) && !ApparatusText.isLegalNotice(text) {
                let sentence = SentenceContext(
                    paragraph: paragraph, number: number, text: text, paragraphPosition: 0, paragraphCount: 1,
                    listContext: nil)
                // A reference key ("[SharedMIME]") names an entry of the bibliography, not a thing of the text.
                let citesByKey = text.utf8.contains(UInt8(ascii: "["))
                var listed: [(tokens: Range<Int>, text: String)] = []
                for mention in extractor.mentions(in: sentence.tokens)
                where !Self.isTitleCased(mention, in: sentence, statistics: statistics) {
                    let term = sentence.text(of: mention.tokens)
                    if citesByKey, ApparatusText.isInCitation(term, quote: text) { continue }
                    // "RECOMMENDED" is a requirement word; "NOGLOBS" only a piece of the identifier "__NOGLOBS__".
                    // "Manchester Railway" is only the end of "the Liverpool and Manchester Railway".
                    // "course" of "of course", "default" of "by default": a word of a fixed phrase names nothing.
                    let start = mention.tokens.lowerBound
                    if mention.tokens.count == 1, start > 0,
                        CommonWords.fixedPhrases.contains(sentence.tokens[start - 1].lower + " " + mention.words[0])
                    {
                        continue
                    }
                    if Token.modalKeywords.contains(term) || Self.isInsideIdentifier(mention.tokens, sentence.tokens)
                        || (term.first?.isUppercase == true
                            && KeyTermRule.isInsideTitle(mention.tokens, in: sentence.tokens, lead: sentence.lead))
                    {
                        continue
                    }
                    let sentenceInitial = mention.tokens.lowerBound == sentence.lead
                    add(term, sentenceInitial: sentenceInitial)
                    let key = TextNormalization.normalized(
                        sentenceInitial ? Self.decapitalised(term, statistics: statistics) : term)
                    for feature in Self.contextFeatures(of: mention.tokens, in: sentence.tokens) {
                        contexts[key, default: [:]][feature, default: 0] += 1
                    }
                    listed.append(
                        (mention.tokens, sentenceInitial ? Self.decapitalised(term, statistics: statistics) : term))
                }
                for group in Self.coordinatedGroups(listed, in: sentence.tokens) {
                    for member in group {
                        let key = TextNormalization.normalized(member)
                        for other in group
                        where other != member && coordinatedSeen.insert(key + "\u{1F}" + other).inserted {
                            coordinated[key, default: []].append(other)
                        }
                    }
                }
                for (term, kind) in Self.statedKinds(of: listed, in: sentence.tokens)
                where kindOfTerm[TextNormalization.normalized(term)] == nil {
                    kindOfTerm[TextNormalization.normalized(term)] = kind
                    termsByKind[kind, default: []].append(term)
                }
                for mention in QuantityFinder.mentions(in: sentence.tokens) {
                    add(sentence.text(of: mention.tokens), sentenceInitial: false)
                }
                for phrase in Self.describingPhrases(in: sentence) { add(phrase, sentenceInitial: false) }
                for word in Self.codeWords(in: text) { add(word, sentenceInitial: false) }
                for code in ReferenceCode.codes(in: text) { add(code, sentenceInitial: false) }
                for (name, kind) in Self.quotedNames(in: text)
                where !kind.isEmpty && quotedSeen.insert(TextNormalization.normalized(name)).inserted {
                    quoted[kind, default: []].append(name)
                    quotedInOrder.append(name)
                }
                for word in Self.predicateWords(in: sentence.tokens, lead: sentence.lead)
                where predicatesSeen.insert(word.lowercased()).inserted {
                    predicates.append(word)
                }
                for (acronym, words) in Self.acronymNeighbours(in: sentence.tokens, lead: sentence.lead) {
                    acronymWords[acronym, default: []].formUnion(words)
                }
                for (name, kind) in Self.namesBeforeKinds(in: sentence.tokens, lead: sentence.lead)
                where kindOfName[name] == nil {
                    kindOfName[name] = kind
                    named[kind, default: []].append(name)
                }
            }
        }
        self.init(entries: counts.values.map { ($0.text, $0.shape, $0.paragraphs) })
        quotedNames = quoted
        allQuotedNames = quotedInOrder
        predicateWords = predicates
        namesByKind = named
        self.kindOfName = kindOfName
        acronymContexts = acronymWords
        self.coordinated = coordinated
        self.contexts = contexts
        self.kindOfTerm = kindOfTerm
        self.termsByKind = termsByKind
        var termsWithFeature: [String: Int] = [:]
        for features in contexts.values {
            for feature in features.keys { termsWithFeature[feature, default: 0] += 1 }
        }
        let total = Double(max(contexts.count, 1))
        featureWeights = termsWithFeature.mapValues { log(total / Double($0)) }
        // A context word most terms share ("L:of") finds no term alike: only the rarer ones are indexed.
        for (term, features) in contexts {
            for feature in features.keys where termsWithFeature[feature, default: 0] <= Self.alikeFeatureLimit {
                termsByFeature[feature, default: []].append(term)
            }
        }
    }

    /// The most terms one context word may have for ``termsInAlikePlaces(as:limit:)`` to look through them.
    private static let alikeFeatureLimit = 100

    /// By context word, the normalised terms that have it, where few do.
    private var termsByFeature: [String: [String]] = [:]

    /// Up to `limit` normalised terms written in places most like `term`'s (``contextSimilarity(_:_:)``), the most
    /// alike first.
    func termsInAlikePlaces(as term: String, limit: Int = 30) -> [String] {
        let key = TextNormalization.normalized(term)
        guard let features = contexts[key] else { return [] }
        var scores: [String: Double] = [:]
        for feature in features.keys {
            for other in termsByFeature[feature] ?? [] where other != key {
                scores[other, default: 0] += featureWeights[feature] ?? 0
            }
        }
        return scores.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(limit).map(\.key)
    }

    /// By normalised term, the words right before and after it where the document writes it, counted
    /// (``contextFeatures(of:in:)``).
    private var contexts: [String: [String: Int]] = [:]
    /// How much sharing each context word tells: the logarithm of how many terms there are over how many have it.
    private var featureWeights: [String: Double] = [:]

    /// How alike the places are where the document writes `term` and `other`: the weights of the context words they
    /// share (``contextFeatures(of:in:)``), each counted once; 0 for terms the document does not name.
    ///
    /// Things of one kind stand in the same places: "on Windows" and "on Linux", "Windows users" and "Linux users",
    /// "the DESCRIPTION file" and "the NAMESPACE file".
    func contextSimilarity(_ term: String, _ other: String) -> Double {
        guard let mine = contexts[TextNormalization.normalized(term)],
            let theirs = contexts[TextNormalization.normalized(other)]
        else { return 0 }
        return mine.keys.reduce(0) { sum, feature in
            theirs[feature] == nil ? sum : sum + (featureWeights[feature] ?? 0)
        }
    }

    /// The context words of the mention at `range`: the word before it, past an article or a possessive ("L:on" of
    /// "on the Windows"), and the word after it ("R:users"), each in lower case; none across punctuation.
    static func contextFeatures(of range: Range<Int>, in tokens: [Token]) -> [String] {
        var features: [String] = []
        var before = range.lowerBound - 1
        while before >= 0, contextSkipped.contains(tokens[before].lower) { before -= 1 }
        if before >= 0, tokens[before].kind == .word { features.append("L:" + tokens[before].lower) }
        if range.upperBound < tokens.count, tokens[range.upperBound].kind == .word {
            features.append("R:" + tokens[range.upperBound].lower)
        }
        return features
    }

    /// Words passed over before a term for its context: articles and possessives.
    private static let contextSkipped: Set<String> = ["the", "a", "an", "its", "their", "this", "these", "our", "your"]

    /// By normalised term, the terms the document lists beside it ("Linux", "macOS" for "Windows" in "Linux, macOS
    /// or Windows"), in the order they first appear.
    private var coordinated: [String: [String]] = [:]

    /// The terms the document lists beside `term` in a series ("Unix, Linux and Windows"), then those listed beside
    /// them: things of its kind, as the author grouped them.
    func coordinatedTerms(with term: String) -> [String] {
        let key = TextNormalization.normalized(term)
        let first = coordinated[key] ?? []
        var seen = Set(first.map(TextNormalization.normalized)).union([key])
        var result = first
        for partner in first {
            for other in coordinated[TextNormalization.normalized(partner)] ?? []
            where seen.insert(TextNormalization.normalized(other)).inserted {
                result.append(other)
            }
        }
        return result
    }

    /// By normalised term, the word for its kind the document states ("function" for "closure" of "A closure is a
    /// function that …").
    private var kindOfTerm: [String: String] = [:]
    /// By word for a kind, the terms the document says are of it, in the order it says so.
    private var termsByKind: [String: [String]] = [:]

    /// The other terms the document says are of the kind it says `term` is ("promise", "environment" for "closure"
    /// where each "is a" the same word), in the order it says so.
    func termsOfTheStatedKind(of term: String) -> [String] {
        let key = TextNormalization.normalized(term)
        guard let kind = kindOfTerm[key] else { return [] }
        return (termsByKind[kind] ?? []).filter { TextNormalization.normalized($0) != key }
    }

    /// Each term among `mentions` that the sentence says is a kind of thing, with the head word of that kind.
    ///
    /// The sentence reads "<term> is a/an/the [words] <kind> that|which|of|…" ("A closure is a function that …" →
    /// closure, function), the kind in the singular. Vague words for a kind ("a way", "a type", "the part") say
    /// nothing.
    static func statedKinds(of mentions: [(tokens: Range<Int>, text: String)], in tokens: [Token]) -> [(String, String)]
    {
        var result: [(String, String)] = []
        for mention in mentions {
            var index = mention.tokens.upperBound
            guard index + 2 < tokens.count, ["is", "are"].contains(tokens[index].lower) else { continue }
            index += 1
            guard Phrasing.articles.contains(tokens[index].lower) else { continue }
            index += 1
            var last: Token?
            while index < tokens.count, tokens[index].kind == .word, !kindEnders.contains(tokens[index].lower),
                index - mention.tokens.upperBound <= 5
            {
                last = tokens[index]
                index += 1
            }
            guard let head = last, head.isLowercaseWord, !CommonWords.isStopword(head.lower),
                !CommonWords.vagueNouns.contains(head.lower), !vagueKinds.contains(head.lower)
            else { continue }
            result.append((mention.text, TextNormalization.folded(head.lower)))
        }
        return result
    }

    /// Words that end the noun phrase naming a kind.
    private static let kindEnders: Set<String> = [
        "that", "which", "who", "whose", "where", "of", "for", "to", "in", "on", "with", "by", "from", "used", "and",
        "or", "when", "if", "as",
    ]

    /// Words for a kind too broad to tell two terms apart.
    private static let vagueKinds: Set<String> = [
        "type", "types", "kind", "kinds", "sort", "form", "set", "number", "name", "list", "term", "word", "means",
        "feature", "object", "value", "item", "element", "piece", "unit", "tool", "concept", "notion", "one",
    ]

    /// The series of terms among `mentions` (in sentence order) that only commas, "and", "or" or a slash part
    /// ("MySQL, PostgreSQL and SQLite", "Unix or Windows").
    ///
    /// A series has three members or more, or two joined by a conjunction or a slash; two joined by a comma alone are
    /// more often two clauses ("sends the query, retrieves the rows").
    static func coordinatedGroups(_ mentions: [(tokens: Range<Int>, text: String)], in tokens: [Token]) -> [[String]] {
        let ordered = mentions.sorted { $0.tokens.lowerBound < $1.tokens.lowerBound }
        var groups: [[String]] = []
        var current: [String] = []
        var conjoined = false
        func close() {
            if current.count >= 3 || (current.count == 2 && conjoined) { groups.append(current) }
            current = []
            conjoined = false
        }
        for (index, mention) in ordered.enumerated() {
            if index > 0 {
                // Mentions may overlap ("data" inside "binary data"): only one that starts after the last ends
                // can follow it in a series.
                let end = ordered[index - 1].tokens.upperBound
                let start = mention.tokens.lowerBound
                if end < start, start <= tokens.count,
                    tokens[end..<start].allSatisfy({ coordinators.contains($0.lower) })
                {
                    conjoined = conjoined || tokens[end..<start].contains { $0.lower != "," }
                } else {
                    close()
                }
            }
            current.append(mention.text)
        }
        close()
        return groups
    }

    /// The words and marks that join the members of a series.
    private static let coordinators: Set<String> = [",", "and", "or", "/", "&"]

    /// By acronym (``acronymKey(_:)``), the words the document writes beside it (``acronymNeighbours(in:lead:)``).
    private(set) var acronymContexts: [String: Set<String>] = [:]

    /// The names the document writes before a word for their kind ("the Memcheck tool", "the GnuTLS library"), by
    /// that word, in the order they first appear: the wrong answers of a card whose answer is one of them.
    private(set) var namesByKind: [String: [String]] = [:]
    /// The kind word the document first writes after each name of ``namesByKind``.
    private var kindOfName: [String: String] = [:]

    /// The word for its kind the document writes after `name` ("tool" for "Memcheck"), if it writes one.
    func kind(of name: String) -> String? { kindOfName[name] }

    /// The other names of the kind the document gives `name` ("Cachegrind", "Helgrind" for "Memcheck"), if it gives
    /// one.
    func namesOfTheSameKind(as name: String) -> [String] {
        guard let kind = kindOfName[name] else { return [] }
        return (namesByKind[kind] ?? []).filter { $0 != name }
    }

    /// Each name inside the sentence (a capitalised word, not the first, or an acronym) followed by a word for a kind
    /// of thing, with that word in the singular.
    static func namesBeforeKinds(in tokens: [Token], lead: Int) -> [(name: String, kind: String)] {
        var result: [(name: String, kind: String)] = []
        for index in tokens.indices.dropFirst(lead + 1).dropLast() {
            let token = tokens[index]
            let next = tokens[index + 1]
            guard token.kind == .word, token.text.count >= 2, token.text.first?.isUppercase == true,
                !CommonWords.isStopword(token.lower), !CommonWords.calendarWords.contains(token.lower),
                next.kind == .word, next.isLowercaseWord, next.start > token.end
            else { continue }
            if let kind = Self.kindWord(next.lower) { result.append((token.text, kind)) }
        }
        return result
    }

    /// `word` in the singular when it is a word for a kind of named thing ("libraries" → "library").
    private static func kindWord(_ word: String) -> String? {
        var forms = [word]
        if word.hasSuffix("ies") { forms.append(String(word.dropLast(3)) + "y") }
        if word.hasSuffix("es") { forms.append(String(word.dropLast(2))) }
        if word.hasSuffix("s") { forms.append(String(word.dropLast())) }
        return forms.first { kindWords.contains($0) }
    }

    /// Words for kinds of named things.
    private static let kindWords: Set<String> = [
        "tool", "library", "package", "program", "command", "function", "option", "format", "language", "class",
        "method", "module", "protocol", "algorithm", "compressor", "editor", "browser", "server", "system",
        "framework", "standard", "license", "licence", "element", "attribute", "variable", "compiler", "interpreter",
        "database", "platform", "distribution", "engine", "toolkit", "project", "specification", "typeface", "font",
        "environment", "template", "style", "corpus", "device", "processor", "architecture", "file", "checksum",
        "cipher", "hash", "event", "flag", "field", "parameter", "argument", "signal", "record", "directory",
        "encoding", "error", "exception", "interface",
    ]

    /// The one-word predicates the document states, in the order they first appear ("directed" of "The problem is
    /// directed: …", "disabled" of "By default stack scanning is disabled."): the wrong answers of a card whose
    /// answer is an adjective or participle, which the dictionary then sorts by word class.
    private(set) var predicateWords: [String] = []

    /// The words standing alone after "is", "are", "was", "were" or "be" (an adverb in "-ly" may come between) and
    /// before a punctuation mark or the sentence's end.
    static func predicateWords(in tokens: [Token], lead: Int) -> [String] {
        var result: [String] = []
        for index in tokens.indices.dropFirst(lead) where Self.copulas.contains(tokens[index].lower) {
            var word = index + 1
            if word < tokens.count, tokens[word].lower.hasSuffix("ly"), tokens[word].kind == .word { word += 1 }
            guard word < tokens.count, tokens[word].kind == .word, tokens[word].text.first?.isLowercase == true,
                !CommonWords.isStopword(tokens[word].lower),
                word + 1 == tokens.count || (tokens[word + 1].kind == .punctuation && tokens[word + 1].text != "-")
            else { continue }
            result.append(tokens[word].text)
        }
        return result
    }

    /// The forms of "to be" a predicate follows.
    private static let copulas: Set<String> = ["is", "are", "was", "were", "be"]

    /// The names the document sets in quotation marks, by the word that names their kind right after them ("the
    /// "lmodern" and "ltimes" packages": both under "packages"), in the order they first appear: the wrong answers
    /// of a card whose answer the author quoted before the same word.
    private(set) var quotedNames: [String: [String]] = [:]

    /// Every name of ``quotedNames``, whatever its kind, in the order they first appear: the things the document
    /// names, for a quoted answer whose kind has no other name.
    private(set) var allQuotedNames: [String] = []

    /// The one- to three-word names between quotation marks in `sentence`, each with the word after it.
    ///
    /// Quotes are double or single, straight or curly, with no sentence punctuation inside; the word after the
    /// closing quote is in lower case, and empty when a punctuation mark follows. A name followed by "and" or "or"
    /// and another quoted name takes that name's word.
    static func quotedNames(in sentence: String) -> [(name: String, kind: String)] {
        // Most sentences hold no quotation mark at all (0xE2 leads the curly ones in UTF-8).
        guard sentence.utf8.contains(where: { $0 == 0x22 || $0 == 0x27 || $0 == 0xE2 }) else { return [] }
        var names: [(name: String, kind: String, at: String.Index)] = []
        for (start, end) in quotedSpans(in: sentence) {
            let inside = String(sentence[sentence.index(after: start)..<end]).trimmed
            let words = inside.split(separator: " ").count
            // An escape such as "\n" is one letter and no name.
            guard (1...3).contains(words), inside.count <= 40, inside.contains(where: \.isLetter),
                inside.count(where: { $0.isLetter || $0.isNumber }) >= 2,
                !inside.contains(where: { ".!?:;\"".contains($0) })
            else { continue }
            let after = sentence[sentence.index(after: end)...]
            let next = after.prefix { $0 == " " || $0.isLetter }.split(separator: " ").first
            names.append((inside, next.map { $0.lowercased() } ?? "", start))
        }
        names.sort { $0.at < $1.at }
        for position in names.indices.reversed() where ["and", "or"].contains(names[position].kind) {
            names[position].kind = position + 1 < names.count ? names[position + 1].kind : ""
        }
        return names.map { ($0.name, $0.kind) }
    }

    /// The positions of the opening and closing marks of each quotation in `sentence`: double quotes, straight or
    /// curly, and single ones where they stand as quotes rather than apostrophes (after a space or a bracket and
    /// before a letter or digit; closing after a character and before a space or punctuation).
    private static func quotedSpans(in sentence: String) -> [(String.Index, String.Index)] {
        var spans: [(String.Index, String.Index)] = []
        var double: String.Index?
        var single: String.Index?
        var previous: Character?
        for index in sentence.indices {
            let character = sentence[index]
            let next = sentence.index(after: index) < sentence.endIndex ? sentence[sentence.index(after: index)] : nil
            switch character {
            case "\"", "“", "”":
                if let start = double, character != "“" {
                    spans.append((start, index))
                    double = nil
                } else if character != "”" {
                    double = index
                }
            case "'", "‘", "’":
                let opens =
                    character != "’" && (previous.map { $0.isWhitespace || "([".contains($0) } ?? true)
                    && (next.map { $0.isLetter || $0.isNumber } ?? false)
                let closes =
                    character != "‘" && single != nil && previous.map { !$0.isWhitespace } == true
                    && (next.map { !$0.isLetter && !$0.isNumber } ?? true)
                if closes, let start = single {
                    spans.append((start, index))
                    single = nil
                } else if opens {
                    single = index
                }
            default: break
            }
            previous = character
        }
        return spans
    }

    /// A pool of `terms`, each occurrence counting once towards its frequency (for tests and word lists).
    public init(terms: [String]) {
        var counts: [String: (text: String, frequency: Int)] = [:]
        for term in terms {
            let key = TextNormalization.normalized(term)
            guard !key.isEmpty else { continue }
            counts[key, default: (term, 0)].frequency += 1
        }
        self.init(entries: counts.values.map { ($0.text, TermShape(of: $0.text), $0.frequency) })
    }

    /// Up to `limit` terms shaped like `shape`: those sharing `head`, then those headed by one of the `kindred`
    /// nouns (in their order, singular or plural), then those sharing the head's ending, then the `alike` terms
    /// (normalised), then the most frequent; within each, most frequent first, then alphabetically.
    func candidates(
        for shape: TermShape, head: String?, kindred: [String] = [], alike: [String] = [], limit: Int = 60
    ) -> [Entry] {
        let key = shape.key
        guard let entries = groups[key] else { return [] }
        var indices: [Int] = []
        var taken: Set<Int> = []
        func take(_ list: [Int]?) {
            for index in list ?? [] where taken.insert(index).inserted { indices.append(index) }
        }
        if let head { take(byHead[key]?[head]) }
        for noun in kindred where indices.count < limit {
            for form in Self.numberForms(of: noun) { take(byHead[key]?[form]) }
        }
        if let head, let suffix = Self.suffix(of: head) { take(bySuffix[key]?[suffix]) }
        take(alike.compactMap { indexByText[key]?[$0] })
        take(Array(entries.indices.prefix(limit)))
        return indices.prefix(limit * 2).map { entries[$0] }
    }

    /// The terms of several words whose words open with the letters of `initials` in order, one word each
    /// ("output stream" for "os"), most frequent first.
    func terms(withInitials initials: String) -> [String] {
        let letters = Array(initials.lowercased())
        guard letters.count >= 2 else { return [] }
        return groups.values.joined().filter { entry in
            let words = entry.text.split(whereSeparator: { $0 == " " || $0 == "-" })
            return words.count == letters.count && zip(words, letters).allSatisfy { $0.first?.lowercased().first == $1 }
        }.sorted { $0.frequency != $1.frequency ? $0.frequency > $1.frequency : $0.text < $1.text }.map(\.text)
    }

    /// `noun` and its regular plurals ("circle", "circles"; "box", "boxes"; "body", "bodies").
    static func numberForms(of noun: String) -> [String] {
        var forms = [noun, noun + "s"]
        if ["s", "x", "z", "ch", "sh"].contains(where: noun.hasSuffix) { forms.append(noun + "es") }
        if noun.hasSuffix("y"), let before = noun.dropLast().last, !"aeiou".contains(before) {
            forms.append(noun.dropLast() + "ies")
        }
        return forms
    }

    // MARK: - Private

    /// Whether the document has a symbol that starts with `prefix` followed by a capital ("FcConfigParse" for "Fc").
    func hasSymbol(startingWith prefix: String) -> Bool {
        (groups[TermShape.symbol.key] ?? []).contains { entry in
            entry.text.hasPrefix(prefix) && entry.text.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    /// Whether the document names `text` (compared normalised).
    func mentions(_ text: String) -> Bool { keys.contains(TextNormalization.normalized(text)) }

    /// The normalised text of every term.
    private var keys: Set<String> = []

    /// A pool of `entries`, sorted and indexed.
    private init(entries: [(text: String, shape: TermShape, frequency: Int)]) {
        var groups: [String: [Entry]] = [:]
        for (text, shape, frequency) in entries {
            keys.insert(TextNormalization.normalized(text))
            let head = TextNormalization.headWord(of: text) ?? TextNormalization.normalized(text)
            let entry = Entry(
                text: text, shape: shape, frequency: frequency, head: head, suffix: Self.suffix(of: head),
                wordCount: Phrasing.wordCount(text))
            groups[shape.key, default: []].append(entry)
        }
        for key in groups.keys {
            groups[key]?.sort { a, b in a.frequency != b.frequency ? a.frequency > b.frequency : a.text < b.text }
        }
        self.groups = groups
        for (key, entries) in groups {
            for (index, entry) in entries.enumerated() {
                indexByText[key, default: [:]][TextNormalization.normalized(entry.text)] = index
                byHead[key, default: [:]][entry.head, default: []].append(index)
                if let suffix = entry.suffix { bySuffix[key, default: [:]][suffix, default: []].append(index) }
            }
        }
    }

    /// The describing noun phrases of `sentence`, for a definition's distractors.
    ///
    /// A phrase starts with an article after a comma, a copula, "as", "to" or "means", has a relative clause,
    /// participle (``Phrasing/isPastParticiple(_:)``, which a comma may set off) or preposition within its first
    /// words, runs to the next punctuation and has 4–12 words, the last no function word or preposition ("…, a
    /// research network that sent its first message", "… is defined as a sustained rise in prices"). After a
    /// sentence's opening condition, the first comma starts the main clause, not a phrase.
    private static func describingPhrases(in sentence: SentenceContext) -> [String] {
        let tokens = sentence.tokens
        var phrases: [String] = []
        // "When inflation is high, the purchasing power of money falls.": after a sentence's opening condition the
        // first comma starts its main clause, not a describing phrase.
        let opensWithCondition = sentence.lead < tokens.count && subordinators.contains(tokens[sentence.lead].lower)
        let firstComma = tokens.indices.first { tokens[$0].text == "," }
        for start in tokens.indices.dropFirst()
        where Phrasing.articles.contains(tokens[start].lower)
            && describingOpeners.contains(tokens[start - 1].lower)
            && !(opensWithCondition && start - 1 == firstComma)
        {
            let window = (start + 1)..<min(tokens.count, start + 8)
            guard
                let marker = window.first(where: {
                    relativeMarkers.contains(tokens[$0].lower) || Phrasing.isPastParticiple(tokens[$0].lower)
                }), marker > start + 1,
                // A comma may set off a participle ("an immutable sequence, written with parentheses").
                tokens[start..<marker].enumerated().allSatisfy({ offset, token in
                    token.kind == .word
                        || (token.text == "," && start + offset == marker - 1
                            && Phrasing.isPastParticiple(tokens[marker].lower))
                })
            else { continue }
            let end = (marker..<tokens.count).first { tokens[$0].kind == .punctuation } ?? tokens.count
            let words = tokens[start..<end].count { $0.kind == .word }
            // A phrase cut where the text was ("the name of one child of") is no description.
            guard end > start, !CommonWords.cannotEndAPhrase(tokens[end - 1].lower) else { continue }
            if (4...12).contains(words) { phrases.append(sentence.text(of: start..<end)) }
        }
        return phrases
    }

    /// Words that open a sentence with a condition or a time before its main clause.
    private static let subordinators: Set<String> = [
        "when", "if", "although", "though", "while", "because", "since", "once", "unless", "after", "before", "as",
        "whenever", "where",
    ]

    /// Words that start the describing part of a noun phrase (as in definitions).
    private static let relativeMarkers: Set<String> = [
        "that", "which", "who", "whose", "where", "known", "called", "used", "made", "formed", "found", "consisting",
        "of", "for", "by", "with", "in", "through", "responsible", "capable", "designed", "composed", "produced",
    ]

    /// Tokens after which a describing noun phrase may start.
    private static let describingOpeners: Set<String> = [
        ",", "is", "are", "was", "were", "as", "to", "means", "be", "(", "—", "–",
    ]

    /// The last three letters of `head` when it has five or more: words sharing them often make a family
    /// ("amylase", "lipase"; "SYMSXP", "LISTSXP"; "serialization", "allocation").
    static func suffix(of head: String) -> String? {
        head.count >= 5 ? String(head.suffix(3)) : nil
    }

    /// Whether `mention` is one word that has a capital only because a title or a label sets it so ("Example",
    /// "Version", "Documentation" in "Institute for Clarity in Documentation"): the document writes it in lower
    /// case elsewhere, so it names nothing and is no distractor for a name.
    private static func isTitleCased(
        _ mention: TermExtractor.Mention, in sentence: SentenceContext, statistics: TermStatistics
    ) -> Bool {
        guard mention.tokens.count == 1 else { return false }
        let token = sentence.tokens[mention.tokens.lowerBound]
        return token.isCapitalized && !token.isAcronym && statistics.appearsInLowercase(token.lower)
    }

    /// Whether the tokens `range` are part of a longer identifier: glued to an underscore before or after them, as
    /// the words of an identifier written with underscores are ("__NOGLOBS__", "GLOB_OFFSET"), or to a dot that is
    /// glued to more text on its other side ("Y-dev" of "pythonX.Y-dev", "pythonX" of "pythonX.Y").
    private static func isInsideIdentifier(_ range: Range<Int>, _ tokens: [Token]) -> Bool {
        func glued(_ left: Int, _ right: Int) -> Bool {
            left >= 0 && right < tokens.count && tokens[left].end == tokens[right].start
        }
        let before = range.lowerBound - 1
        let after = range.upperBound
        if before >= 0, tokens[before].text == "_", glued(before, range.lowerBound) { return true }
        if after < tokens.count, tokens[after].text == "_", glued(range.upperBound - 1, after) { return true }
        if before >= 1, tokens[before].text == ".", glued(before, range.lowerBound), glued(before - 1, before),
            tokens[before - 1].kind != .punctuation
        {
            return true
        }
        return after + 1 < tokens.count && tokens[after].text == "." && glued(range.upperBound - 1, after)
            && glued(after, after + 1) && tokens[after + 1].kind != .punctuation
    }

    /// `text` with a sentence-start capital removed, unless the document writes the word as a name.
    private static func decapitalised(_ text: String, statistics: TermStatistics) -> String {
        guard let first = text.first, first.isUppercase else { return text }
        let word = text.prefix { $0.isLetter || $0 == "-" }
        guard word.count > 1, word.dropFirst().allSatisfy({ !$0.isUppercase }), !statistics.isName(word.lowercased())
        else { return text }
        return word.lowercased() + text.dropFirst(word.count)
    }
}
