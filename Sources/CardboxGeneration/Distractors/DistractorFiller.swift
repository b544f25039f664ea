public import CardboxCore

/// Gives every draft up to three distractors: wrong answers of the same kind as the right one.
///
/// Sources, best first: the draft's own distractors that pass the filters; for a cloze whose gap the author set in
/// quotes before a word for its kind, the other names the document quotes before that word, then the other names it
/// quotes at all that are written like the answer and are not everyday words; terms of the same shape from the same
/// document (``TermPool``: those sharing the answer's head word first, then for a thing in lower case those headed by
/// a noun of a kind near its own (``RelatedTerms/kindredNouns(of:)``), then those sharing its ending, then by document
/// frequency; for a coined one-word answer such as "sigchi-a", no everyday words); for an adjective or participle, its
/// antonyms and the document's other one-word predicates of the same class ("undirected", "biallelic" for
/// "directed"); for a licence, a programming language, a typeface, an operating system and the other names of a
/// ``NameFamily``, the other members of its family;
/// ``RelatedTerms/coordinateTerms(of:limit:)``; and, for numbers, years and percentages, deterministic perturbations of
/// the answer written the same way (years a few years off, decades a decade or more, small counts one to four, other
/// numbers and percentages 10–50%), and for a reference code ("X.680") the codes of its series that differ in the last
/// digit.
///
/// Filters: a distractor is not empty or "all/none of the above"; not equal to, contained in or containing the answer
/// (after normalisation); not a synonym of it; the same shape (number ↔ number with the same unit, year ↔ year, name ↔
/// name, acronym ↔ acronym, phrase ↔ phrase, description ↔ description); half to twice the answer's length; a noun
/// phrase for a noun phrase ("a/an/the …"); not in the question; and not a near-duplicate of the answer or of another
/// distractor (equal after normalisation, one containing the other, or character-bigram Jaccard ≥ 0.8) nor a look-alike
/// spelling of either (``LookAlike``: "histogram" for "diagram"); for a name, not a name the dictionary files under
/// another category (a place for a person: ``RelatedTerms/category(of:)``). A name of several words in title case
/// takes from the pool only terms tied to it (``Tie``), but for the last of its wrong answers.
/// When fewer than three survive, the draft keeps what it has and is flagged ``DraftFlag/weakDistractors``;
/// ``flipCardIfWeak(_:)`` then makes it a flip card, which the generation pipeline does to every such draft.
///
/// ```swift
/// let filler = DistractorFiller(related: NoRelatedTerms())
/// let pool = TermPool(document: document)
/// let complete = filler.fill(draft, pool: pool)
/// ```
public struct DistractorFiller: Sendable {
    /// The dictionary consulted after the document's own terms.
    public let related: any RelatedTerms
    /// How many distractors a complete card has.
    public var count: Int

    /// Creates a filler.
    ///
    /// - Parameters:
    ///   - related: A dictionary of related words (``NoRelatedTerms`` when none is installed).
    ///   - count: How many distractors to aim for.
    public init(related: any RelatedTerms = NoRelatedTerms(), count: Int = 3) {
        self.related = related
        self.count = count
    }

    /// How many of a document's cards one term of the document may be a wrong answer on.
    static let maximumUses = 4

    /// The word after the gap of a cloze whose gap stands between quotation marks ("package" for "the
    /// "{{answer}}" package"), in lower case; `nil` for other drafts.
    static func quotedKind(of draft: CardDraft) -> String? {
        guard draft.kind == .cloze else { return nil }
        let placeholder = CardDraft.clozePlaceholder
        for quoted in [
            "\"" + placeholder + "\"", "“" + placeholder + "”", "'" + placeholder + "'", "‘" + placeholder + "’",
        ] {
            guard let range = draft.question.firstRange(of: quoted) else { continue }
            let after = draft.question[range.upperBound...]
            let word = after.prefix { $0 == " " || $0.isLetter }.split(separator: " ").first
            return word.map { $0.lowercased() }
        }
        return nil
    }

    /// `draft` with valid distractors, up to ``count``, and the weak-distractors flag set or cleared.
    ///
    /// Among pool terms that fit equally well, those used least often so far (`usage`, by normalised text) come
    /// first, and a pool term already offered on ``maximumUses`` cards is not offered again, so that one
    /// document's cards do not all share the same wrong answers.
    ///
    /// O(p log p) in the number of pool terms considered (at most a few hundred).
    public func fill(_ draft: CardDraft, pool: TermPool = .empty, usage: [String: Int] = [:]) -> CardDraft {
        var screen = DistractorScreen(draft: draft, synonyms: synonyms(of: draft.answer))
        // "FcConfig" in a document of "FcConfigParse" and "FcFontList" is a name from that library's code.
        if screen.shape == .name, let prefix = TermShape.libraryPrefix(of: draft.answer.trimmed),
            pool.hasSymbol(startingWith: prefix)
        {
            screen.readAsSymbol()
        }
        let wordClass = WordClassFit(answer: draft.answer, related: related)
        let kinds = StatedKindOrder(answer: draft.answer.trimmed, pool: pool, related: related)
        let family = NameFamily.siblings(of: draft.answer, mentioned: pool.mentions)
        // The wrong answers the card came with were chosen as of its kind (the other labels of its list, a model's
        // own): the dictionary's category of a label ("Integer", "Factor", "Character") says nothing of that. Of the
        // other terms of a glossary, those its definitions say are of the answer's kind come first, and those already
        // offered on ``maximumUses`` cards last.
        let overused = { (term: String) in usage[TextNormalization.normalized(term), default: 0] >= Self.maximumUses }
        let own =
            kinds.ordered(draft.distractors.filter { !overused($0) })
            + kinds.ordered(draft.distractors.filter(overused))
        for distractor in own where screen.chosen.count < count {
            screen.consider(distractor)
        }
        // A person's name takes other people, a place other places, when the dictionary knows both; and as the
        // name's words tell, a person takes other people, and a company or a product no person.
        if screen.shape == .name {
            let related = related
            let kind = NameKind(of: draft.answer.trimmed)
            let category = related.category(of: draft.answer)
            screen.namesAnotherKind = { candidate in
                kind.excludes(candidate)
                    || (category.map { own in related.category(of: candidate).map { $0 != own } ?? false } ?? false)
            }
        }
        if let acronym = Self.expandedAcronym(in: draft) {
            // "What does OS stand for?" → "operating system": only other terms of the document with the same initials
            // ("output stream", "object system"), since any other wrong answer gives itself away by its letters;
            // without three of them the card is recalled, not chosen.
            for term in pool.terms(withInitials: acronym) where screen.chosen.count < count {
                screen.consider(term)
            }
            return completed(draft, with: screen.chosen)
        }
        if screen.chosen.count < count, let kind = Self.quotedKind(of: draft) {
            // A name the author quoted before a word for its kind ("the "lmodern" package") gets the other names
            // quoted before that word, whatever their capitals.
            for name in pool.quotedNames[kind] ?? [] where screen.chosen.count < count {
                screen.consider(name, shape: screen.shape)
            }
            // A typeface, a licence, a language: the other members of its family are of its kind, where names the
            // document quotes for other kinds are not.
            for sibling in family where screen.chosen.count < count {
                screen.consider(sibling, shape: screen.shape, known: true)
            }
            // Then the other names it quotes, written like the answer first: a name the document gives is a
            // likelier wrong answer than a word of its prose.
            // Code ("R_PLATFORM", "--vanilla") stands only for code, and a word of prose ("English") only for one.
            let answerIsCode = TermShape.codeShape(of: draft.answer.trimmed) != nil
            let others = pool.allQuotedNames.filter {
                Self.isWrittenLike($0, draft.answer, capitals: false) && !isOrdinaryWords($0)
                    && (TermShape.codeShape(of: $0) != nil) == answerIsCode
            }
            for name in others.filter({ Self.isWrittenLike($0, draft.answer, capitals: true) }) + others
            where screen.chosen.count < count {
                screen.consider(name, shape: screen.shape)
            }
        }
        // A name the document calls a kind of thing ("the NEWS file", "the acmsmall template style") takes only names
        // it calls the same.
        let answer = draft.answer.trimmed
        let isCoinedWord = !answer.contains(" ") && answer.first?.isLowercase == true && !isOrdinaryWords(answer)
        let kindIsKnown =
            (screen.shape == .name || screen.shape == .acronym || isCoinedWord) && pool.kind(of: answer) != nil
        // A word of English the document names a kind by ("screen" of the list under "Template Parameters") takes the
        // names of that kind first, and the rest as any word does.
        let isAWordOfAKind =
            !kindIsKnown && pool.labelsAListItemOfAKind(answer) && !answer.contains(" ")
            && answer.first?.isLowercase == true
        // A licence, a programming language, an edition of C, a typeface: the other members of its family, those the
        // document names first, are surer of its kind than what the document's words tell ("Makefile" of "PDF, HTML and
        // a Makefile").
        for sibling in family where screen.chosen.count < count {
            screen.consider(sibling, shape: screen.shape, known: true)
        }
        if screen.chosen.count < count, kindIsKnown || isAWordOfAKind {
            // "Memcheck" of "the Memcheck tool" takes the other names the document calls tools, but no everyday word
            // in lower case ("acmconf", not "journal" of "the journal template style").
            // A word of English in lower case takes names in lower case ("grid" for "base", not "Emacs").
            // A label of the answer's list is an option's name though it is a word ("screen" beside
            // "anonymous,review" under "Template Parameters").
            for name in pool.namesOfTheSameKind(as: answer)
            where screen.chosen.count < count
                && !(name.first?.isLowercase == true && isOrdinaryWords(name) && !pool.labelsAListItemOfAKind(name))
                && !(isAWordOfAKind && name.first?.isLowercase != true)
            {
                screen.consider(name, shape: screen.shape, known: true)
            }
        }
        if screen.chosen.count < count {
            // What the document lists beside the answer is of its kind: "Linux" and "macOS" for "Windows" of "Unix,
            // Linux, macOS or Windows".
            for term in pool.coordinatedTerms(with: draft.answer.trimmed)
            where screen.chosen.count < count && wordClass.admits(term) {
                screen.consider(term)
            }
            // "A closure is a function …", "A promise is a function …": terms the document says are of one kind.
            for term in pool.termsOfTheStatedKind(of: answer) + kinds.termsOfKindredKinds
            where screen.chosen.count < count && wordClass.admits(term)
                && !overused(term)
            {
                screen.consider(term)
            }
        }
        if screen.chosen.count < count, !wordClass.wantsNoun, !draft.answer.contains(" ") {
            // An adjective or participle takes its opposites ("undirected" for "directed"), then the other one-word
            // predicates the document states of its things ("biallelic", "NP-complete").
            let admitted = { (word: String) in wordClass.admits(word) || wordClass.admitsAsPredicate(word) }
            for word in related.antonyms(of: draft.answer) where screen.chosen.count < count && admitted(word) {
                screen.consider(word, opposite: true)
            }
            for word in pool.predicateWords where screen.chosen.count < count && admitted(word) {
                screen.consider(word)
            }
        }
        if screen.chosen.count < count, let number = NumericValue(parsing: draft.answer.trimmed),
            NumericPerturbation.isPowerOfTwo(number)
        {
            // A width or a size in computing ("16 bits") is mistaken for another power of two, not for the document's
            // other counts.
            for variant in NumericPerturbation.variants(of: draft.answer, count: 8) where screen.chosen.count < count {
                screen.consider(variant)
            }
        }
        if screen.chosen.count < count, !kindIsKnown {
            // A thing in lower case ("ellipse", "logarithmic axes") takes the document's terms for things of a kind
            // near its own ("circle", "polygon") as readily as those sharing its head word.
            let kindred = screen.shape == .phrase && wordClass.wantsNoun ? screen.head.map(related.kindredNouns) : nil
            let kindredHeads = Set((kindred ?? []).flatMap(TermPool.numberForms))
            let entries = pool.candidates(
                for: screen.shape, head: screen.head, kindred: kindred ?? [],
                alike: pool.termsInAlikePlaces(as: answer)
            ).map { entry in
                (
                    entry, screen.affinity(with: entry, kindred: kindredHeads),
                    usage[TextNormalization.normalized(entry.text), default: 0],
                    Self.placeScore(pool.contextSimilarity(answer, entry.text))
                )
            }.filter { $0.2 < Self.maximumUses }
            // Among terms that fit alike, those the document writes in the same places as the answer come first.
            let ranked = entries.enumerated().sorted { a, b in
                if a.element.1 != b.element.1 { return a.element.1 > b.element.1 }
                if a.element.3 != b.element.3 { return a.element.3 > b.element.3 }
                if a.element.2 != b.element.2 { return a.element.2 < b.element.2 }
                return a.offset < b.offset
            }
            // A coined name ("sigchi-a", "acmart") stands among other coined names, not everyday words.
            let coined = !draft.answer.contains(" ") && !isOrdinaryWords(draft.answer)
            // An initialism takes the acronyms the document writes beside the same words or beside it; a keyword in
            // capitals ("SEQUENCE", "REAL") is an English word and takes the others of its document.
            let acronymsAlone = screen.shape == .acronym && !isOrdinaryWords(draft.answer)
            let wantsEvidence = Self.needsATieToTheDocument(draft.answer.trimmed, shape: screen.shape)
            // A phrase in lower case ("help files") takes only pool terms of its kind ("info files"): one tied to it
            // by nothing ("root account") is told apart at once, and the card is better recalled than chosen. A
            // deck's answers are of one kind already, as whoever made the deck chose them.
            let wantsKin = screen.shape == .phrase && draft.answer.trimmed.contains(" ") && !pool.isOneKind
            let tie = Tie(answer: draft.answer.trimmed)
            for (entry, affinity, _, place) in ranked.map(\.element)
            where screen.chosen.count < count && !(coined && isOrdinaryWords(entry.text))
                && (!wantsEvidence || screen.chosen.count == count - 1
                    || tie.holds(for: entry, affinity: affinity, place: place))
                && (!wantsKin || tie.isKin(entry, affinity: affinity, place: place))
                && wordClass.admits(entry.text) && !Self.onlyDescribes(entry, unlike: draft.answer)
                && !(acronymsAlone && entry.shape == .acronym && !pool.acronymsShareContext(draft.answer, entry.text))
            {
                screen.consider(entry.text, shape: entry.shape)
            }
        }
        // An answer still short of wrong answers (a phrase with too few terms of its kind) takes the other headings
        // of a section it heads: the author set them side by side ("separator", "missing values" for "header line"
        // under "Variations on read.table").
        for term in pool.siblingHeadings(of: answer).map({ inNumber(of: answer, $0) })
        where screen.chosen.count < count && wordClass.admits(term)
            && !overused(term)
        {
            screen.consider(term)
        }
        if screen.chosen.count < count {
            // The dictionary's words for a phrase's head ("spectrum" for "haplotype matrix") are no phrases of the
            // document's kind.
            let terms =
                screen.shape == .phrase && draft.answer.trimmed.contains(" ")
                ? [] : related.coordinateTerms(of: draft.answer, limit: 10)
            // The dictionary's relatives of a noun are nouns; those of "sorted" are verbs like "adopt".
            for term in terms where screen.chosen.count < count && (wordClass.wantsNoun || wordClass.admits(term)) {
                screen.consider(term)
            }
        }
        if screen.chosen.count < count, case .referenceCode = screen.shape,
            let code = ReferenceCode(parsing: draft.answer)
        {
            for neighbour in code.neighbours(count: 6) where screen.chosen.count < count {
                screen.consider(neighbour)
            }
        }
        if screen.chosen.count < count, screen.shape.isNumeric {
            for variant in NumericPerturbation.variants(of: draft.answer, count: 8) where screen.chosen.count < count {
                screen.consider(variant)
            }
        }
        return completed(draft, with: screen.chosen)
    }

    /// `draft` with the distractors `chosen`, flagged ``DraftFlag/weakDistractors`` when they are fewer than
    /// ``count``.
    private func completed(_ draft: CardDraft, with chosen: [String]) -> CardDraft {
        var result = draft
        result.distractors = chosen
        let flag = DraftFlag.weakDistractors.rawValue
        if chosen.count < count {
            if !result.flags.contains(flag) { result.flags.append(flag) }
        } else {
            result.flags.removeAll { $0 == flag }
        }
        return result
    }

    /// Whether `answer` takes a pool term only when something ties the two together, but for its last wrong answer.
    ///
    /// A name of several words in title case does ("Computer Modern", "Community Edition"): its words do not tell its
    /// kind (a font, a product's edition), and another name of as many capitalised words ("Thin LTO", "Apple Silicon")
    /// is as likely of another kind as of its own. Keywords in capitals ("SEQUENCE OF", "AUTOMATIC TAGS") take each
    /// other.
    static func needsATieToTheDocument(_ answer: String, shape: TermShape) -> Bool {
        shape == .name && answer.contains(" ") && answer.contains(where: \.isLowercase)
    }

    /// What ties a pool term to an answer, read from the answer once for all the pool's terms.
    struct Tie {
        /// The answer's length in words.
        let wordCount: Int
        /// Whether the answer's words tell a person's name.
        let isAPerson: Bool
        /// The answer's words, normalised.
        let words: [String]

        init(answer: String) {
            wordCount = Phrasing.wordCount(answer)
            isAPerson = NameKind(of: answer) == .person
            words = TextNormalization.words(answer)
        }

        /// Whether pool term `entry` is of a phrase answer's kind: its head is the answer's, in the singular or the
        /// plural, or a kindred noun (`affinity` beyond the points for an equal word count), the document writes it
        /// in places much like the answer's (`place` 2), or it opens with the same word ("standard input" for
        /// "standard output").
        func isKin(_ entry: TermPool.Entry, affinity: Int, place: Int) -> Bool {
            let wordCountPoints = entry.wordCount == wordCount ? 2 : 0
            if affinity - wordCountPoints >= 3 || place >= 2 { return true }
            let entryWords = TextNormalization.words(entry.text)
            return entryWords.count >= 2 && words.count >= 2 && entryWords[0] == words[0]
                && !CommonWords.isStopword(words[0])
        }

        /// Whether pool term `entry` is tied to the answer: it shares its head word or one of a kindred kind
        /// (`affinity`, from ``DistractorScreen/affinity(with:kindred:)``, beyond its points for an equal word count),
        /// the document writes it in places like the answer's (`place`, from ``placeScore(_:)``), or both are
        /// people's names.
        func holds(for entry: TermPool.Entry, affinity: Int, place: Int) -> Bool {
            let wordCountPoints = entry.wordCount == wordCount ? 2 : 0
            return affinity - wordCountPoints >= 3 || place >= 1 || (isAPerson && NameKind(of: entry.text) == .person)
        }
    }

    /// How alike a pool term's places are to the answer's, in steps: 0 for nothing shared worth telling, 1 for one
    /// rare context word or a few common ones shared, 2 for more.
    static func placeScore(_ similarity: Double) -> Int {
        similarity >= 6 ? 2 : similarity >= 3 ? 1 : 0
    }

    /// The acronym a "What does X stand for?" draft asks to expand, in lower case, when its answer's words spell it
    /// (``AcronymSpelling``).
    static func expandedAcronym(in draft: CardDraft) -> String? {
        guard draft.kind == .basic, let asked = DefinitionRule.acronym(askedToExpandIn: draft.question) else {
            return nil
        }
        let acronym = asked.lowercased()
        let words = draft.answer.split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
        return AcronymSpelling.spells(acronym, words: words) ? acronym : nil
    }

    /// Whether pool term `entry` only describes a thing ("new information", "a standard way") where `answer` names
    /// one: a wrong answer the answer's own modifier does not pair it with ("standard input" for "standard
    /// output").
    static func onlyDescribes(_ entry: TermPool.Entry, unlike answer: String) -> Bool {
        guard let modifiers = entry.describingModifiers else { return false }
        let answerWords = Set(answer.lowercased().split(separator: " ").map(String.init).dropLast())
        return modifiers.isDisjoint(with: answerWords)
    }

    /// Whether `name` is written like `answer`: as many words, hyphenated alike and, when `capitals`, with a
    /// capital first alike ("lmodern" like "acmart", "Libertine" like "Palatino"; "camera-ready" like neither).
    static func isWrittenLike(_ name: String, _ answer: String, capitals: Bool) -> Bool {
        let words = { (text: String) in text.split(separator: " ").count }
        guard words(name) == words(answer), name.contains("-") == answer.contains("-") else { return false }
        return !capitals || name.first?.isUppercase == answer.first?.isUppercase
    }

    /// Whether every word of `text` is an English word ("duplicate", "camera-ready", "short title"): quoted, it
    /// marks a phrase, not a name of the document's.
    ///
    /// A word in capitals counts only when the dictionary's tagged corpus met it: WordNet also lists abbreviations
    /// ("SSE" for south-southeast, "GUI") that a text in capitals uses as initialisms, while keywords ("TRUE",
    /// "REAL") are words in use.
    func isOrdinaryWords(_ text: String) -> Bool {
        let inCapitals = text.contains(where: \.isLetter) && !text.contains(where: \.isLowercase)
        return text.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" }).allSatisfy { part in
            let word = String(part)
            if CommonWords.isCommon(word) { return true }
            guard related.hasWord(word) else { return false }
            return !inCapitals || (related.usageCount(of: word, wordClass: nil) ?? 1) > 0
        }
    }

    /// `term` with its last word in the singular when `answer` ends in a singular noun and `term` in a plural one
    /// ("character vector" for "logical vector" from the heading "Character vectors"): the singular the dictionary
    /// knows, or else the word without its "s".
    func inNumber(of answer: String, _ term: String) -> String {
        guard let last = answer.split(separator: " ").last.map({ $0.lowercased() }),
            !TextNormalization.readsPlural(last), let word = term.split(separator: " ").last,
            TextNormalization.readsPlural(word.lowercased())
        else { return term }
        let forms = TermPool.singularForms(of: String(word))
        let singular = forms.first(where: related.hasWord) ?? TextNormalization.folded(String(word))
        return term.dropLast(word.count) + singular
    }

    /// `draft` as a flip card when it has fewer than ``count`` wrong answers.
    ///
    /// The few it has are dropped rather than offered as weak multiple choice, and the ``DraftFlag/flipCard`` flag
    /// says so. A draft with enough is returned as it is.
    public func flipCardIfWeak(_ draft: CardDraft) -> CardDraft {
        guard draft.distractors.count < count else { return draft }
        var result = draft
        result.distractors = []
        for flag in [DraftFlag.weakDistractors, .flipCard] where !result.flags.contains(flag.rawValue) {
            result.flags.append(flag.rawValue)
        }
        return result
    }

    /// Every draft filled from the terms of `document`.
    public func fill(_ drafts: [CardDraft], in document: SourceDocument) -> [CardDraft] {
        let pool = TermPool(document: document)
        return drafts.map { fill($0, pool: pool) }
    }

    /// Whether `draft` has exactly `count` distractors that all pass the filters (synonyms not checked).
    public static func hasValidDistractors(_ draft: CardDraft, count: Int = 3) -> Bool {
        guard draft.distractors.count == count else { return false }
        var screen = DistractorScreen(draft: draft, synonyms: [])
        let siblings = Set(NameFamily.siblings(of: draft.answer))
        for distractor in draft.distractors { screen.consider(distractor, known: siblings.contains(distractor)) }
        return screen.chosen.count == count
    }

    // MARK: - Private

    /// The normalised synonyms of `answer` (and of it without an article).
    private func synonyms(of answer: String) -> Set<String> {
        let bare = Phrasing.droppingArticle(answer.trimmed)
        var words = related.synonyms(of: answer)
        if bare != answer { words.formUnion(related.synonyms(of: bare)) }
        return Set(words.map(TextNormalization.normalized))
    }
}
