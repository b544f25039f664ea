public import CardboxCore

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
            guard piece.utf8.contains(where: { (0x30...0x39).contains($0) || "_./:(-\\".utf8.contains($0) }) else {
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
        var namesOfKinds: [String: [String]] = [:]
        var kindOfName: [String: String] = [:]
        var labels: Set<String> = []
        var acronymWords: [String: Set<String>] = [:]
        var coordinated: [String: [String]] = [:]
        var coordinatedSeen: Set<String> = []
        var contexts: [String: [String: Int]] = [:]
        var kindOfTerm: [String: String] = [:]
        var termsByKind: [String: [String]] = [:]
        let extractor = TermExtractor(statistics: statistics)
        let licence = ApparatusText.licenceParagraphs(document.paragraphs)
        let glossary = GlossaryHeadings(document: document)
        for (position, paragraph) in document.paragraphs.enumerated()
        where paragraph.isContent && !paragraph.headingPath.contains(where: ApparatusText.isApparatusHeading)
            && !ApparatusText.looksLikeApparatus(paragraph.text) && !licence.contains(position)
        {
            var seen: Set<String> = []
            // A term as stored: a capital only a sentence's start put there is taken off by the caller.
            func add(_ text: String) {
                let key = TextNormalization.normalized(text)
                // "first file" only places a file among the others, "file file" (from "in file file") says one word
                // twice, "see set samples" (from "(see set samples)") points elsewhere, and "analogous way" or
                // "notorious example" names no thing of the document: no wrong answer for any card.
                let words = key.split(separator: " ").map(String.init)
                guard !key.isEmpty, !CommonWords.onlyPlaces(words), !zip(words, words.dropFirst()).contains(where: ==),
                    words.first != "see", words.count < 2 || !CommonWords.emptyHeads.contains(words[words.count - 1])
                else { return }
                // "\glslink" is a TeX command however the sentence's words read it ("glslink"): written as code
                // anywhere, the term is kept as code.
                if let existing = counts[key], existing.shape != .symbol, DistractorScreen.isTeXCommand(text) {
                    counts[key] = (text, .symbol, existing.paragraphs)
                }
                guard seen.insert(key).inserted else { return }
                if let existing = counts[key] {
                    counts[key]?.paragraphs = existing.paragraphs + 1
                } else {
                    // A capital left at a sentence's start is a name's ("Robespierre himself was executed"): the
                    // others were taken off before.
                    counts[key] = (text, TermShape(of: text), 1)
                }
            }
            // A code listing gives its names ("cluster.fork()"), not the words of its statements ("const cluster").
            if paragraph.isCodeListing {
                for word in Self.codeWords(in: paragraph.text) { add(word) }
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
                    let stored =
                        mention.tokens.lowerBound == sentence.lead
                        ? Self.decapitalised(term, statistics: statistics) : term
                    add(stored)
                    let key = TextNormalization.normalized(stored)
                    for feature in TermPlaces.features(of: mention.tokens, in: sentence.tokens) {
                        contexts[key, default: [:]][feature, default: 0] += 1
                    }
                    listed.append((mention.tokens, stored))
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
                var stated = Self.statedKinds(of: listed, in: sentence.tokens)
                // A glossary's definitions say what kind of thing each term is: "latency: the time …" under its
                // heading or on its line.
                if number == 0, let line = Self.glossaryLineKind(in: sentence) { stated.append(line) }
                if let entry = glossary.entry(defining: paragraph),
                    number == GlossaryHeadings.definingSentenceNumber(of: paragraph),
                    let kind = Self.kind(ofDefinition: sentence.tokens, lead: sentence.lead)
                {
                    stated.append((entry.term, kind))
                }
                for (term, kind) in stated where kindOfTerm[TextNormalization.normalized(term)] == nil {
                    kindOfTerm[TextNormalization.normalized(term)] = kind
                    termsByKind[kind, default: []].append(term)
                }
                for mention in QuantityFinder.mentions(in: sentence.tokens) {
                    add(sentence.text(of: mention.tokens))
                }
                for phrase in Self.describingPhrases(in: sentence) { add(phrase) }
                for word in Self.codeWords(in: text) { add(word) }
                for code in ReferenceCode.codes(in: text) { add(code) }
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
                var named = Self.namesBeforeKinds(in: sentence.tokens, lead: sentence.lead)
                if number == 0, paragraph.role == .listItem, let label = Self.labelOfAKind(sentence) {
                    named.append(label)
                    labels.insert(TextNormalization.normalized(label.name))
                }
                for (name, kind) in named where kindOfName[name] == nil {
                    kindOfName[name] = kind
                    namesOfKinds[kind, default: []].append(name)
                }
            }
        }
        self.init(entries: counts.values.map { ($0.text, $0.shape, $0.paragraphs) })
        quotedNames = quoted
        allQuotedNames = quotedInOrder
        predicateWords = predicates
        namesByKind = namesOfKinds
        self.kindOfName = kindOfName
        acronymContexts = acronymWords
        self.coordinated = coordinated
        self.kindOfTerm = kindOfTerm
        self.termsByKind = termsByKind
        headingSiblings = Self.headingSiblings(in: document)
        labelsOfKinds = labels
        places = TermPlaces(contexts: contexts)
    }

    /// Where the document writes each term.
    private var places = TermPlaces()

    /// How alike the places are where the document writes `term` and `other` (``TermPlaces/similarity(_:_:)``); 0
    /// for terms the document does not name.
    func contextSimilarity(_ term: String, _ other: String) -> Double { places.similarity(term, other) }

    /// Up to `limit` normalised terms written in places most like `term`'s, the most alike first.
    func termsInAlikePlaces(as term: String, limit: Int = 30) -> [String] { places.alike(as: term, limit: limit) }

    /// By normalised term, the terms the document lists beside it ("Linux", "macOS" for "Windows" in "Linux, macOS
    /// or Windows"), in the order they first appear.
    private(set) var coordinated: [String: [String]] = [:]

    /// By normalised term, the word for its kind the document states ("function" for "closure" of "A closure is a
    /// function that …").
    private(set) var kindOfTerm: [String: String] = [:]
    /// By word for a kind, the terms the document says are of it, in the order it says so.
    private(set) var termsByKind: [String: [String]] = [:]

    /// The labels of list items under a heading that names their kind (``labelOfAKind(_:)``), normalised.
    private(set) var labelsOfKinds: Set<String> = []

    /// By heading that reads as a term (``TextNormalization/foldedPhrase(_:)``), the other such headings of its section.
    private(set) var headingSiblings: [String: [String]] = [:]

    /// By acronym (``acronymKey(_:)``), the words the document writes beside it (``acronymNeighbours(in:lead:)``).
    private(set) var acronymContexts: [String: Set<String>] = [:]

    /// The names the document writes before a word for their kind ("the Memcheck tool", "the GnuTLS library"), by
    /// that word, in the order they first appear: the wrong answers of a card whose answer is one of them.
    private(set) var namesByKind: [String: [String]] = [:]
    /// The kind word the document first writes after each name of ``namesByKind``.
    private(set) var kindOfName: [String: String] = [:]

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

    /// Whether the terms are of one kind by a person's choice (the answers of one deck), so that a phrase takes
    /// them as wrong answers with nothing else tying them to it.
    private(set) var isOneKind = false

    /// A pool of `terms`, each occurrence counting once towards its frequency (for tests and word lists);
    /// `oneKind` when a person gathered them as things of one kind (``isOneKind``).
    public init(terms: [String], oneKind: Bool = false) {
        var counts: [String: (text: String, frequency: Int)] = [:]
        for term in terms {
            let key = TextNormalization.normalized(term)
            guard !key.isEmpty else { continue }
            counts[key, default: (term, 0)].frequency += 1
        }
        self.init(entries: counts.values.map { ($0.text, TermShape(of: $0.text), $0.frequency) })
        isOneKind = oneKind
    }

    /// Up to `limit` terms shaped like `shape`: those sharing `head` (singular or plural), then those headed by one
    /// of the `kindred` nouns (in their order, singular or plural), then those sharing the head's ending, then the
    /// `alike` terms (normalised), then the most frequent; within each, most frequent first, then alphabetically.
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
        if let head {
            for form in Self.numberForms(of: head) + Self.singularForms(of: head) {
                take(byHead[key]?[form])
            }
        }
        for noun in kindred where indices.count < limit {
            for form in Self.numberForms(of: noun) { take(byHead[key]?[form]) }
        }
        if let head, let suffix = Self.suffix(of: head) { take(bySuffix[key]?[suffix]) }
        take(alike.compactMap { indexByText[key]?[$0] })
        take(Array(entries.indices.prefix(limit)))
        return indices.prefix(limit * 2).map { entries[$0] }
    }

    /// The terms of several words that spell `acronym` (``AcronymSpelling``: "output stream" for "os", "object
    /// database connector" for "odbc"), most frequent first.
    func terms(withInitials acronym: String) -> [String] {
        groups.values.joined().filter { entry in
            let words = entry.text.split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
            return words.count >= 2 && AcronymSpelling.spells(acronym, words: words)
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

    /// The singulars `noun` may be the plural of ("classes" → "classe", "class"; "bodies" → "body"), the
    /// inverse of ``numberForms(of:)``; none for a word without a final "s".
    static func singularForms(of noun: String) -> [String] {
        guard noun.hasSuffix("s") else { return [] }
        var forms = [String(noun.dropLast())]
        if noun.hasSuffix("es") { forms.append(String(noun.dropLast(2))) }
        if noun.hasSuffix("ies") { forms.append(noun.dropLast(3) + "y") }
        return forms
    }

    /// Whether the nouns `a` and `b` are one noun, in the singular or the plural ("algorithm", "algorithms").
    static func sameNoun(_ a: String, _ b: String) -> Bool {
        a == b || numberForms(of: a).contains(b) || numberForms(of: b).contains(a)
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
                }),
                // A verb before the marker makes a clause ("the name may need to be quoted", "the optimizer to
                // pass in these extras"), not a thing described.
                !tokens[(start + 1)..<marker].contains(where: {
                    CommonWords.auxiliaries.contains($0.lower) || $0.lower == "to"
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
