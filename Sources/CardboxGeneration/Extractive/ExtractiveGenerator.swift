public import CardboxCore

/// The offline engine: finds facts in the chunk's own sentences and writes them as questions and clozes.
///
/// Pure Swift and deterministic. Every sentence of the chunk goes through the rules below; each candidate is
/// scored by its rule (definitions above list items above clozes), the salience of its term in the document
/// (TF-IDF against ``TermStatistics``) and the sentence's position and length; the best `quota` are returned,
/// at most one per sentence unless the sentence has spare facts of another kind, never two with the same answer, and
/// (once prepared for a document) never a cloze whose answer an earlier chunk's cloze gave.
///
/// - Definitions: "X is a Y that…" → "What is X?", "X is defined as…", "X refers to…", "… is called X",
///   "X, also known as Y", "X means…", "Long Name (LN)" → "What does LN stand for?", "Name (N, as specified by
///   the X.680 recommendation)" → "N is specified by which recommendation?".
/// - Lists: "Term: description" list items, with the heading as context.
/// - Numbers: "In what year …?", "What percentage of …?", and clozes of years, quantities and amounts.
/// - Key terms: clozes of the sentence's most salient term.
///
/// The explanation is the source sentence, which the draft also cites (document, page, paragraph, sentence and
/// quote). Answers are phrases of at most 12 words taken from that sentence.
///
/// ```swift
/// let engine = ExtractiveGenerator().prepared(for: document)
/// let drafts = try await engine.generate(from: chunk, quota: Chunker.quota(for: chunk))
/// ```
public struct ExtractiveGenerator: DocumentAwareGenerator {
    /// `extractive`.
    public let name = "extractive"

    /// The document's statistics; `nil` to compute them from each chunk alone.
    let statistics: TermStatistics?
    /// The document's glossary of term headings, if it has one.
    private let glossary: GlossaryHeadings
    /// The clozes' answers given for earlier chunks of the document; `nil` for an engine not prepared for one.
    private let given: GivenAnswers?
    /// The labels the document repeats over many entries ("Returns:"), which are no terms to ask for.
    private let fieldLabels: FieldLabels
    /// The paragraphs of the document that hold licence terms (``ApparatusText/licenceParagraphs(_:)``); `nil` to
    /// find them in each chunk alone.
    private let licence: Set<GlossaryHeadings.Place>?
    /// The paragraphs of the document that open a section (the first under their headings); `nil` to take a chunk's
    /// first paragraph for one.
    private let sectionOpeners: Set<GlossaryHeadings.Place>?
    /// The dictionary that tells a verb from a noun in a blank's answer.
    let words: any RelatedTerms

    /// Creates an engine that judges terms within each chunk alone (``prepared(for:)`` gives one using the document)
    /// and words by `words` (WordNet when installed).
    public init(words: any RelatedTerms = NoRelatedTerms()) {
        statistics = nil
        glossary = .none
        given = nil
        fieldLabels = .none
        licence = nil
        sectionOpeners = nil
        self.words = words
    }

    /// Creates an engine that judges terms against a document's statistics.
    public init(statistics: TermStatistics, words: any RelatedTerms = NoRelatedTerms()) {
        self.statistics = statistics
        glossary = .none
        given = nil
        fieldLabels = .none
        licence = nil
        sectionOpeners = nil
        self.words = words
    }

    /// Creates an engine for a document with these statistics, glossary, repeated labels, licence paragraphs and
    /// section openers.
    private init(
        statistics: TermStatistics, glossary: GlossaryHeadings, fieldLabels: FieldLabels,
        licence: Set<GlossaryHeadings.Place>, sectionOpeners: Set<GlossaryHeadings.Place>, words: any RelatedTerms
    ) {
        self.statistics = statistics
        self.glossary = glossary
        self.fieldLabels = fieldLabels
        self.licence = licence
        self.sectionOpeners = sectionOpeners
        self.words = words
        given = GivenAnswers()
    }

    /// An engine that weighs terms against `statistics`, those of the document it will see, and knows its
    /// glossary of term headings.
    public func prepared(for document: SourceDocument, statistics: TermStatistics) -> any CardGenerator {
        ExtractiveGenerator(
            statistics: statistics, glossary: GlossaryHeadings(document: document),
            fieldLabels: FieldLabels(document: document),
            licence: Self.places(ApparatusText.licenceParagraphs(document.paragraphs), in: document.paragraphs),
            sectionOpeners: Self.sectionOpeners(in: document.paragraphs), words: words)
    }

    /// The places of the content paragraphs of `paragraphs` that come first under their headings.
    private static func sectionOpeners(in paragraphs: [SourceParagraph]) -> Set<GlossaryHeadings.Place> {
        var result: Set<GlossaryHeadings.Place> = []
        var path: [String]?
        for paragraph in paragraphs where paragraph.isContent && !paragraph.text.isBlank {
            if paragraph.headingPath != path {
                result.insert(GlossaryHeadings.Place(page: paragraph.page, index: paragraph.index))
            }
            path = paragraph.headingPath
        }
        return result
    }

    /// The best `quota` drafts of `chunk`, best first.
    public func generate(from chunk: DocumentChunk, quota: Int) async throws -> [CardDraft] {
        drafts(from: chunk, quota: quota)
    }

    /// The best `quota` drafts of `chunk`, best first, without suspending.
    ///
    /// An engine prepared for a document never repeats a cloze answer it gave for an earlier chunk: the chunk's
    /// next best fact takes its place.
    ///
    /// O(n) in the chunk's length plus O(c log c) for c candidates.
    public func drafts(from chunk: DocumentChunk, quota: Int) -> [CardDraft] {
        var ranked = ranked(candidates(in: chunk))
        if let given {
            ranked.removeAll { $0.kind == .cloze && given.contains(TextNormalization.normalized($0.answer)) }
        }
        // A chunk stating more facts than its length's share (a definition in every sentence) gives one card each.
        let stated = Set(ranked.filter { $0.rule.statesAFact }.map(\.sentence.place)).count
        let share = quota > 0 ? max(quota, min(40, stated)) : 0
        let chosen = select(ranked, quota: share, clozes: Chunker.clozeAllowance(for: chunk))
        given?.insert(contentsOf: chosen.filter { $0.kind == .cloze }.map { TextNormalization.normalized($0.answer) })
        return chosen.map { $0.draft(in: chunk, engine: name) }
    }

    /// Every candidate draft of `chunk`, best first, before selection.
    public func allDrafts(from chunk: DocumentChunk) -> [CardDraft] {
        ranked(candidates(in: chunk)).map { $0.draft(in: chunk, engine: name) }
    }

    /// The offline engine gives a card for every fact a chunk states, however short the chunk.
    public var findsItsOwnShare: Bool { true }

    // MARK: - Private

    /// The places of the paragraphs at `positions` of `paragraphs`.
    private static func places(_ positions: Set<Int>, in paragraphs: [SourceParagraph]) -> Set<GlossaryHeadings.Place> {
        Set(positions.map { GlossaryHeadings.Place(page: paragraphs[$0].page, index: paragraphs[$0].index) })
    }

    /// The candidates of every rule for every sentence of `chunk`.
    private func candidates(in chunk: DocumentChunk) -> [ExtractiveCandidate] {
        let statistics = statistics ?? TermStatistics(paragraphs: chunk.paragraphs)
        let definitions = DefinitionRule(statistics: statistics)
        let lists = ListItemRule(statistics: statistics, words: words)
        let numbers = NumberRule(statistics: statistics)
        let terms = KeyTermRule(statistics: statistics, dictionary: words)
        let statements = StatementRule(statistics: statistics)
        let actions = ActionDefinitionRule(statistics: statistics)
        let names = NamedThingRule(statistics: statistics)
        let references = BracketedReferenceRule(statistics: statistics)
        let entries = GlossaryEntryRule(glossary: glossary)
        let headingDescriptions = HeadingDescriptionRule(words: words)
        let paragraphs = chunk.paragraphs.filter(\.isContent)
        var result: [ExtractiveCandidate] = []
        guard
            !chunk.headingPath.contains(where: {
                ApparatusText.isApparatusHeading($0) || ApparatusText.isFrontMatterHeading($0)
            })
        else { return [] }
        // Licence terms and their conditions are boilerplate a text carries, not matter to learn; a long licence
        // runs over several chunks, so a prepared engine finds them in the whole document.
        let licence = licence ?? Self.places(ApparatusText.licenceParagraphs(paragraphs), in: paragraphs)
        let words = words
        let describedFunctions = CallSignature.describedFunctions(in: paragraphs) {
            words.wordClasses(of: $0).first == "verb"
        }
        // A code listing stays among the paragraphs, as what a sentence's closing colon announces, but gives no card.
        for (position, paragraph) in paragraphs.enumerated()
        where !paragraph.isCodeListing && !ApparatusText.looksLikeApparatus(paragraph.text)
            && !licence.contains(GlossaryHeadings.Place(page: paragraph.page, index: paragraph.index))
        {
            let context = paragraph.role == .listItem ? listContext(of: position, in: paragraphs, chunk: chunk) : nil
            let isGlossaryEntry = glossary.entry(defining: paragraph) != nil
            let next = paragraphs.dropFirst(position + 1).first
            // "giving a means vector …" after a listing goes on with the sentence the listing interrupted.
            let continuesAroundListing =
                position > 0 && paragraphs[position - 1].isCodeListing && paragraph.text.first?.isLowercase == true
            for (number, written) in paragraph.sentenceTexts.enumerated()
            where !written.isEmpty && !(number == 0 && continuesAroundListing) {
                // "islogical: Return true if x is a {{logical object}}": the function's name gives the answer away.
                let firstOfSentence = result.count
                defer {
                    if let function = describedFunctions[position], result.count > firstOfSentence {
                        let kept = result[firstOfSentence...].filter {
                            !CallSignature.name(function, givesAway: $0.answer)
                        }
                        result.replaceSubrange(firstOfSentence..., with: kept)
                    }
                }
                let isLast = number == paragraph.sentenceTexts.count - 1
                let text =
                    isLast ? Self.colonReadAsFullStop(MainClause.of(written), before: next) : MainClause.of(written)
                var sentence = SentenceContext(
                    paragraph: paragraph, number: number, text: text, paragraphPosition: position,
                    paragraphCount: paragraphs.count, listContext: context, quote: written)
                let reference = LeadingReference(tokens: sentence.tokens, lead: sentence.lead)
                switch reference {
                case .bare(plural: false) where number == 0 && describedFunctions[position] != nil:
                    // "This produces a grayscale color …" under "pen gray(real g);": the pronoun is the function.
                    sentence.standIn = describedFunctions[position]
                case .bare
                where Self.isAboutTheHeading(
                    number: number, opensSection: position == 0 && opensSection(paragraph), paragraph: paragraph):
                    sentence.standIn = reference.standIn(headingPath: chunk.headingPath).flatMap { heading in
                        LeadingReference.restates(heading, tokens: sentence.tokens, lead: sentence.lead) ? nil : heading
                    }
                case .bare where number > 0:
                    sentence.antecedent = Self.antecedent(of: number, in: paragraph)
                case .determiner where sentence.listContext == nil:
                    sentence = sentence.withContext(LeadingReference.contextHeading(chunk.headingPath))
                case .none where number > 0 && paragraph.role == .listItem && Self.opensWithLabel(sentence):
                    sentence.antecedent = Self.antecedent(of: number, in: paragraph)
                case .none
                where sentence.listContext == nil
                    && HeadingDescriptionRule.opensWithItsSubjectLeftToTheHeading(sentence, words: words):
                    // "Sets the IP address … of servers" under `dns.setServers(servers)`: the heading names who sets.
                    sentence = sentence.withContext(paragraph.headingPath.last)
                default: break
                }
                // "Return the length of the object a." under "length (a)": the call form names the subject.
                if sentence.listContext == nil, sentence.standIn == nil, let function = describedFunctions[position],
                    !sentence.tokens.contains(where: { $0.text == function })
                {
                    sentence = sentence.withContext(function)
                }
                // "This element …" under a heading that names no element points back past the heading.
                let determinerLeans =
                    reference == .determiner
                    && !LeadingReference.determinerIsResolved(
                        chunk.headingPath + paragraph.headingPath, tokens: sentence.tokens, lead: sentence.lead)
                let leansOnEarlier =
                    reference == .other || determinerLeans
                    || (reference != .none && sentence.standIn == nil && sentence.antecedent == nil
                        && reference != .determiner)
                    || LeadingReference.clauseLeansAfterComma(tokens: sentence.tokens, lead: sentence.lead)
                    || LeadingReference.opensWithObjectlessCommand(tokens: sentence.tokens, lead: sentence.lead)
                    || LeadingReference.opensAfterEarlierEvents(tokens: sentence.tokens, lead: sentence.lead)
                    || LeadingReference.leansAfterIntroduction(tokens: sentence.tokens, lead: sentence.lead)
                    || LeadingReference.leansInside(tokens: sentence.tokens, lead: sentence.lead)
                    || LeadingReference.pointsAround(tokens: sentence.tokens, lead: sentence.lead)
                    || LeadingReference.opensWithAConnective(tokens: sentence.tokens, lead: sentence.lead)
                    || Self.tellsAWorkedExample(sentence.tokens)
                if isGlossaryEntry {
                    result += entries.candidates(in: sentence)
                    continue
                }
                // Template text ("Conference acronym 'XX") is waiting to be filled in, not there to learn.
                // A question states no fact ("If you go to a library …, what do you do?"). Empty quotes ("Use ''
                // to denote …") held text the extraction lost.
                // "… hides a lot of these": a demonstrative standing alone is a thing the card cannot show.
                // "See set style (p. 204), …" points elsewhere and states nothing; "As is the use of .PHONY", "the
                // latter", "The first is …" and "To do so" say their fact of something an earlier sentence named.
                guard !Self.isCodeOrAddress(text), !Self.isFormula(text), !Self.hasEmptyQuotes(text),
                    !Self.pointsElsewhere(text),
                    !LeadingReference.hasBareDemonstrative(tokens: sentence.tokens, lead: sentence.lead),
                    !LeadingReference.pointsBackWithSuch(tokens: sentence.tokens, lead: sentence.lead),
                    !LeadingReference.leansOnWhatCameBefore(tokens: sentence.tokens, lead: sentence.lead),
                    !sentence.tokens.contains(where: TermExtractor.isPlaceholder),
                    !ApparatusText.isLegalNotice(text), !Self.asks(text), !Self.talksWithTheReader(written),
                    !Self.isAFragment(written)
                else { continue }
                result += definitions.candidates(in: sentence) + references.candidates(in: sentence)
                result += headingDescriptions.candidates(
                    in: sentence, isFirstProse: Self.isFirstProse(at: position, in: paragraphs))
                if Self.standsAlone(text), !Self.isMostlyNames(text), !Self.isAboutTheText(text) {
                    // "The two examples below are equivalent" says its fact of what the card cannot show.
                    if !LeadingReference.pointsAround(tokens: sentence.tokens, lead: sentence.lead) {
                        result += statements.candidates(in: sentence)
                    }
                    result += actions.candidates(in: sentence)
                    if !leansOnEarlier { result += names.candidates(in: sentence) }
                } else if !leansOnEarlier, NamedThingRule.isWholeBeforeColon(text), !Self.isMostlyNames(text),
                    !Self.isAboutTheText(text)
                {
                    result += names.candidates(in: sentence)
                }
                let items = lists.candidates(in: sentence)
                result += items
                guard items.isEmpty, !leansOnEarlier, !text.hasSuffix(":"), Self.standsAlone(text),
                    !Self.isMostlyNames(text), !Self.isAboutTheText(text)
                else {
                    continue
                }
                let clozes = numbers.candidates(in: sentence) + terms.candidates(in: sentence)
                result += clozes.filter {
                    !ApparatusText.isInCitation($0.answer, quote: text)
                        && !CardFaultFinder.isFunctionWordBlank($0.answer)
                        && !Self.followsAQuotedName($0.question)
                        && !Self.blanksACrossReference($0.question, answer: $0.answer)
                        && !Self.followsADemonstrative($0.question)
                        && !Self.followsANameFromCode($0.question, answer: $0.answer)
                        && !Self.precedesANameFromCode($0.question, answer: $0.answer)
                }
            }
        }
        // "Returns: ASN1_SUCCESS if …" in every function of a reference manual names a field, not a term.
        result.removeAll { $0.rule == .listItem && $0.kind == .basic && fieldLabels.contains($0.answer) }
        // "The discriminant is {{equal to 37}}, hence the conductor is 37" shows its number; "A row vector is {{a 2-D
        // array for which size}} (x) returns …" stops inside the clause that says what the thing is; "{{GP's}} maps"
        // blanks an owner, not a term.
        result.removeAll {
            ($0.kind == .cloze
                && (Self.showsItsNumber($0.answer, in: $0.question) || Self.holdsASetPhrase($0.answer)
                    || Self.namesAnOwner($0.answer)))
                || ($0.kind == .basic && Self.stopsInsideAClause($0.answer, quote: $0.sentence.text))
        }
        // A bracket opened and never closed means the question was cut ("… (must be inside p structure?"); a gap
        // glued to the marks of code around it cuts a name, whichever rule made it ("{{answer}}() or …").
        result.removeAll {
            CardFaultFinder.leavesABracketOpen($0.question)
                || ($0.kind == .cloze
                    && (Self.isGlued($0.question) || Self.showsInsideAWord($0.answer, $0.question)
                        || Self.blanksAnExample($0.question)))
        }
        let cleaned = Self.withoutParallelClozes(result).map(Self.withoutTrailingCitation)
        return Self.withSiblingAnswers(
            Self.withSiblingAnswers(cleaned) { $0.rule == .listItem && $0.kind == .basic },
            where: Self.asksWhatSomethingIs)
    }

    /// `candidates` without the later of clozes that read the same but blank different answers ("This can be caused
    /// by {{answer}}." from three sentences that each name one cause): each would accept the others' answers, so
    /// only the first is kept.
    static func withoutParallelClozes(_ candidates: [ExtractiveCandidate]) -> [ExtractiveCandidate] {
        var firstAnswer: [String: String] = [:]
        var ambiguous: Set<String> = []
        for candidate in candidates where candidate.kind == .cloze {
            let question = TextNormalization.normalized(candidate.question)
            let answer = TextNormalization.normalized(candidate.answer)
            if let first = firstAnswer[question] {
                if first != answer { ambiguous.insert(question) }
            } else {
                firstAnswer[question] = answer
            }
        }
        guard !ambiguous.isEmpty else { return candidates }
        return candidates.filter { candidate in
            guard candidate.kind == .cloze else { return true }
            let question = TextNormalization.normalized(candidate.question)
            let answer = TextNormalization.normalized(candidate.answer)
            return !ambiguous.contains(question) || firstAnswer[question] == answer
        }
    }

    /// `candidate` without a numbered citation its answer ran into ("… at run time [3" → "… at run time").
    private static func withoutTrailingCitation(_ candidate: ExtractiveCandidate) -> ExtractiveCandidate {
        guard candidate.kind == .basic, let open = candidate.answer.lastIndex(of: "["),
            open > candidate.answer.startIndex
        else { return candidate }
        let tail = candidate.answer[candidate.answer.index(after: open)...]
        guard tail.allSatisfy({ $0.isNumber || ", –-]".contains($0) }) else { return candidate }
        return candidate.with(answer: String(candidate.answer[..<open]).trimmed)
    }

    /// Whether `candidate` asks what a term is ("What is a tuple?") and answers with its description.
    private static func asksWhatSomethingIs(_ candidate: ExtractiveCandidate) -> Bool {
        candidate.rule == .definition && candidate.kind == .basic
            && (candidate.question.hasPrefix("What is ") || candidate.question.hasPrefix("What are "))
            && Phrasing.wordCount(candidate.answer) >= 3
    }

    /// `candidates` with each card that `isSibling` picks given the answers of the others it picks as wrong answers.
    ///
    /// Those with as many words come first, then the nearest: the other terms of a "Term: description" list, the
    /// other descriptions of "What is …?" cards. They are of the same kind by construction.
    private static func withSiblingAnswers(
        _ candidates: [ExtractiveCandidate], where isSibling: (ExtractiveCandidate) -> Bool
    ) -> [ExtractiveCandidate] {
        let items = candidates.enumerated().filter { isSibling($0.element) }
        guard items.count >= 2 else { return candidates }
        var result = candidates
        for (position, item) in items.enumerated() {
            let words = Phrasing.wordCount(item.element.answer)
            let others = items.enumerated().filter { $0.offset != position }.sorted { a, b in
                let wordsA = abs(Phrasing.wordCount(a.element.element.answer) - words)
                let wordsB = abs(Phrasing.wordCount(b.element.element.answer) - words)
                if wordsA != wordsB { return wordsA < wordsB }
                return abs(a.offset - position) < abs(b.offset - position)
            }
            result[item.offset] = item.element.with(distractors: others.prefix(8).map(\.element.element.answer))
        }
        return result
    }

    /// Whether a bare pronoun opening sentence `number` of `paragraph` can stand for the section's heading: it opens
    /// the section (`opensSection`: the paragraph comes first under the heading), or follows a sentence of the same
    /// paragraph that opens with the heading's last word.
    private static func isAboutTheHeading(number: Int, opensSection: Bool, paragraph: SourceParagraph) -> Bool {
        if number == 0 { return opensSection }
        guard let heading = LeadingReference.subjectHeading(paragraph.headingPath),
            let head = TextNormalization.words(heading).last,
            let previous = paragraph.sentenceTexts.dropFirst(number - 1).first
        else { return false }
        return TextNormalization.words(previous).prefix(4).contains(head)
    }

    /// Whether `paragraph`, first of its chunk, comes first under its heading; a chunk may start inside a long
    /// section, where "This is also noted …" points back at the paragraph before, not at the heading.
    private func opensSection(_ paragraph: SourceParagraph) -> Bool {
        sectionOpeners?.contains(GlossaryHeadings.Place(page: paragraph.page, index: paragraph.index)) ?? true
    }

    /// Whether no paragraph of prose (four words or more) comes before the one at `position` under the same
    /// headings: type lines such as "{Object}" may.
    static func isFirstProse(at position: Int, in paragraphs: [SourceParagraph]) -> Bool {
        let headingPath = paragraphs[position].headingPath
        for earlier in paragraphs[..<position].reversed() {
            guard earlier.headingPath == headingPath else { return true }
            if Phrasing.wordCount(earlier.text) >= 4 { return false }
        }
        return true
    }

    /// The sentence that a bare pronoun opening sentence `number` of `paragraph` points back to: the nearest earlier
    /// sentence of the paragraph that has a subject of its own ("No perfect phylogeny is possible." for each of the
    /// "This can be caused by …" that follow it; "This version doesn't handle REAL." for "It doesn't support …"),
    /// when it is a short whole sentence; `nil` otherwise.
    static func antecedent(of number: Int, in paragraph: SourceParagraph) -> String? {
        let texts = paragraph.sentenceTexts
        var index = number - 1
        while index >= 0 {
            let text = texts[index].trimmed
            let tokens = Tokenizer.tokens(in: Array(text.unicodeScalars))
            let lead = Tokenizer.leadCount(of: tokens)
            switch LeadingReference(tokens: tokens, lead: lead) {
            case .bare:
                index -= 1
                continue
            case .other: return nil
            case .none, .determiner: break
            }
            let words = tokens[lead...].count { $0.kind != .punctuation }
            // "The purpose of this manual is …" before "That is, the details of …": the text speaks of itself.
            guard (3...20).contains(words), standsAlone(text), !text.hasSuffix(":"), !isAboutTheText(text),
                !talksWithTheReader(text)
            else {
                return nil
            }
            return String(scalars: Array(text.unicodeScalars)[tokens[lead].start...])
        }
        return nil
    }

    /// Whether `sentence` opens with a label of one or two capitalised words and a colon ("Solutions: Look for
    /// …"): within a list item, it answers the item's opening sentence and needs it to be understood.
    static func opensWithLabel(_ sentence: SentenceContext) -> Bool {
        let tokens = sentence.tokens
        let lead = sentence.lead
        guard let colon = tokens[lead...].prefix(3).firstIndex(where: { $0.text == ":" }), colon > lead else {
            return false
        }
        return tokens[lead].isCapitalized && tokens[lead..<colon].allSatisfy { $0.kind == .word }
    }

    /// The heading of a list item's section, or else the sentence introducing the list ("… are:") or the short label
    /// printed over it ("Inputs").
    private func listContext(of position: Int, in paragraphs: [SourceParagraph], chunk: DocumentChunk) -> String? {
        if let heading = LeadingReference.contextHeading(chunk.headingPath) { return heading }
        var index = position - 1
        while index >= 0, paragraphs[index].role == .listItem { index -= 1 }
        guard index >= 0, let last = paragraphs[index].sentenceTexts.last?.trimmed else { return nil }
        // A label over the list, as slides print one ("Inputs", "Outputs").
        if paragraphs[index].sentenceTexts.count == 1, (1...3).contains(Phrasing.wordCount(last)),
            let end = last.last, end.isLetter, last.first?.isUppercase == true
        {
            return last
        }
        guard last.hasSuffix(":"), Phrasing.wordCount(last) <= 15 else { return nil }
        return String(last.dropLast())
    }

    /// Candidates by score, ties broken by place and rule so the order never depends on anything else.
    private func ranked(_ candidates: [ExtractiveCandidate]) -> [ExtractiveCandidate] {
        let rules = ExtractiveCandidate.Rule.allCases
        return candidates.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.score != y.score { return x.score > y.score }
            if x.sentence.paragraphPosition != y.sentence.paragraphPosition {
                return x.sentence.paragraphPosition < y.sentence.paragraphPosition
            }
            if x.sentence.number != y.sentence.number { return x.sentence.number < y.sentence.number }
            let (ruleX, ruleY) = (rules.firstIndex(of: x.rule) ?? 0, rules.firstIndex(of: y.rule) ?? 0)
            return ruleX != ruleY ? ruleX < ruleY : a.offset < b.offset
        }.map(\.element)
    }

    /// The best `quota` candidates: one per sentence first, then a second of another kind where sentences run
    /// short; never two with the same answer, and at most `clozes` key-term and number clozes, the weakest kind,
    /// whose density stays tied to the chunk's length while stated facts (definitions, entries, list items) each
    /// may give a card.
    private func select(_ ranked: [ExtractiveCandidate], quota: Int, clozes: Int) -> [ExtractiveCandidate] {
        guard quota > 0 else { return [] }
        var chosen: [ExtractiveCandidate] = []
        var kindsBySentence: [TermStatistics.Place: Set<CardDraft.Kind>] = [:]
        var answers: Set<String> = []
        var clozeCount = 0
        var numberCount = 0
        for pass in 0..<2 {
            for candidate in ranked where chosen.count < quota {
                let place = candidate.sentence.place
                let answer = TextNormalization.normalized(candidate.answer)
                guard !answers.contains(answer) else { continue }
                let isWeak = [.keyTermCloze, .numberCloze].contains(candidate.rule)
                guard !isWeak || clozeCount < clozes else { continue }
                // Dates and amounts are the easiest facts to find: on a first pass they fill at most half the
                // chunk's cards, so a sentence also naming who or what gives that instead ("James Watt" rather
                // than "1769" in every sentence of a history).
                let isNumber = [.numberCloze, .numberQuestion].contains(candidate.rule)
                guard !isNumber || pass == 1 || numberCount * 2 < max(2, quota) else { continue }
                // Asked of the dictionary only for the few candidates that would be chosen.
                guard candidate.kind != .cloze || !blanksNoTerm(candidate) else { continue }
                // A blank over a phrase holding an answer already chosen ("acmconf template style" after "acmconf")
                // asks the same thing again.
                guard
                    candidate.kind != .cloze
                        || !answers.contains(where: { TextNormalization.contains(answer, phrase: $0) })
                else { continue }
                // A sentence may state several facts ("ASN.1, as specified by X.680, … DER, as per X.690"): each
                // stated one may give a card once every sentence has had its first.
                if let kinds = kindsBySentence[place] {
                    let stated = [.definition, .abbreviation].contains(candidate.rule)
                    guard pass == 1, stated || !kinds.contains(candidate.kind) else { continue }
                }
                chosen.append(candidate)
                if isWeak { clozeCount += 1 }
                if isNumber { numberCount += 1 }
                answers.insert(answer)
                kindsBySentence[place, default: []].insert(candidate.kind)
            }
        }
        return chosen.sorted { a, b in a.score > b.score }
    }
}
