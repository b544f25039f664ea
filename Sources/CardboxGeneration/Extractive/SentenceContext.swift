import CardboxCore

/// One sentence of a chunk as the extractive rules see it: its text, tokens, place and list context.
struct SentenceContext {
    /// The paragraph holding the sentence.
    var paragraph: SourceParagraph
    /// The 0-based sentence number in the paragraph.
    var number: Int
    /// The sentence as the rules read it: as written, or its main clause when it runs long (``MainClause``).
    var text: String
    /// The sentence as written, which cards cite and explain themselves with.
    var quote: String
    /// The sentence's Unicode scalars (token offsets index into these).
    var scalars: [Unicode.Scalar]
    /// The sentence's tokens.
    var tokens: [Token]
    /// The first token after any list marker or opening punctuation.
    var lead: Int
    /// The 0-based position of the paragraph in the chunk.
    var paragraphPosition: Int
    /// The number of content paragraphs in the chunk.
    var paragraphCount: Int
    /// For a list item: the heading or lead-in sentence the item belongs to; for a sentence opening with a
    /// determiner ("This version …"): its section's heading.
    var listContext: String?
    /// What stands in for the sentence's opening bare pronoun in a question (its section's heading), if anything.
    var standIn: String?
    /// The earlier sentence of the same paragraph that the opening pronoun points back to ("Data may be missing."
    /// before "This makes the problem NP-complete."), written before the question so it reads on its own.
    var antecedent: String?
    /// Each token's normalised words with plurals folded (none for punctuation), for quick leak checks.
    private var foldedWords: [[String]]
    /// The list context's normalised words with plurals folded.
    private var contextWords: [String]

    /// Creates the context of sentence `number` of `paragraph`.
    init(
        paragraph: SourceParagraph, number: Int, text: String, paragraphPosition: Int, paragraphCount: Int,
        listContext: String?, quote: String? = nil
    ) {
        self.paragraph = paragraph
        self.number = number
        self.text = text
        self.quote = quote ?? text
        self.scalars = Array(text.unicodeScalars)
        self.tokens = Tokenizer.tokens(in: scalars)
        self.lead = Tokenizer.leadCount(of: tokens)
        self.paragraphPosition = paragraphPosition
        self.paragraphCount = paragraphCount
        self.listContext = listContext.map(Self.label)
        foldedWords = tokens.map { token in
            if token.kind == .punctuation { return [] }
            if token.lower.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) }) {
                return [TextNormalization.folded(token.lower)]
            }
            return TextNormalization.words(token.text).map(TextNormalization.folded)
        }
        contextWords = listContext.map { TextNormalization.words($0).map(TextNormalization.folded) } ?? []
    }

    /// Whether a cloze cutting tokens `gap` out (answer `answer`) gives the answer away: the same verdict as
    /// ``AnswerChecks/leaks(_:in:)`` on the cloze question, reached from the tokens when they show no leak.
    func clozeLeaks(_ answer: String, gap: Range<Int>) -> Bool {
        guard let head = TextNormalization.headWord(of: answer) else {
            return AnswerChecks.leaks(answer, in: cloze(replacing: gap))
        }
        let headWords = head.split(separator: " ").map { TextNormalization.folded(String($0)) }
        guard let first = headWords.first else { return AnswerChecks.leaks(answer, in: cloze(replacing: gap)) }
        var visible = contextWords
        visible.append("")
        for index in tokens.indices {
            if gap.contains(index) {
                if index == gap.lowerBound { visible.append("") }
            } else if index > 0, tokens[index - 1].text == "-", tokens[index - 1].end == tokens[index].start {
                // "trace" of the option "--trace-warnings" is a piece of its name, not the word on its own.
                visible.append("")
            } else {
                visible += foldedWords[index]
            }
        }
        var found = false
        for start in visible.indices where visible[start] == first && start + headWords.count <= visible.count {
            if Array(visible[start..<(start + headWords.count)]) == headWords {
                found = true
                break
            }
        }
        return found && AnswerChecks.leaks(answer, in: cloze(replacing: gap))
    }

    /// The number of words and numbers in the sentence.
    var wordCount: Int { tokens.count { $0.kind != .punctuation } }

    /// Whether a cloze of the sentence states a list's fact, as strong as a list item's own card.
    ///
    /// It does in a bullet that is a fact in itself ("Look for phylogenetic networks."). In a "Term: description"
    /// item the term is the fact; a gap elsewhere in it ("sigchi: Used for SIGCHI {{answer}}.", a later sentence
    /// of the item) is an ordinary key-term cloze.
    var isListFact: Bool {
        paragraph.role == .listItem && !Chunker.opensWithTerm(paragraph.text)
    }

    /// Whether the sentence opens with a pronoun or demonstrative ("It", "This", "They"), so it leans on the one
    /// before it.
    var opensWithPronoun: Bool {
        guard lead < tokens.count else { return true }
        return standIn == nil && antecedent == nil && CommonWords.pronouns.contains(tokens[lead].lower)
    }

    /// `context` as a label before a question: without the period that closes a heading set as a sentence
    /// ("Concept." → "Concept: …", not "Concept.: …").
    static func label(_ context: String) -> String {
        guard context.hasSuffix("."), !context.hasSuffix(".."),
            context.dropLast().last.map({ $0.isLetter || $0.isNumber || "!?)".contains($0) }) == true
        else { return context }
        return String(context.dropLast())
    }

    /// The sentence with `context` as the context its questions name first.
    func withContext(_ context: String?) -> SentenceContext {
        var result = SentenceContext(
            paragraph: paragraph, number: number, text: text, paragraphPosition: paragraphPosition,
            paragraphCount: paragraphCount, listContext: context, quote: quote)
        result.standIn = standIn
        result.antecedent = antecedent
        return result
    }

    /// The place of the sentence, for statistics lookups.
    var place: TermStatistics.Place {
        TermStatistics.Place(page: paragraph.page, paragraph: paragraph.index, sentence: number)
    }

    /// The text of `range` of tokens as written, spaces and punctuation between them included.
    func text(of range: Range<Int>) -> String {
        guard let first = range.first, let last = range.last, first < tokens.count, last < tokens.count else {
            return ""
        }
        return String(scalars: scalars[tokens[first].start..<tokens[last].end])
    }

    /// The index one past the last token before the sentence's final punctuation.
    var bodyEnd: Int {
        var end = tokens.count
        while end > lead, tokens[end - 1].kind == .punctuation, Self.closing.contains(tokens[end - 1].text) {
            end -= 1
        }
        return end
    }

    /// The sentence with tokens `gap` replaced by the cloze placeholder, list marker dropped, list context first.
    func cloze(replacing gap: Range<Int>) -> String {
        guard lead < tokens.count, let first = gap.first, let last = gap.last else { return "" }
        var before: String
        if let standIn, first > lead {
            before = standIn + String(scalars: scalars[tokens[lead].end..<tokens[first].start])
        } else {
            before = String(scalars: scalars[tokens[lead].start..<tokens[first].start])
        }
        let after = String(scalars: scalars[tokens[last].end..<scalars.count])
        var sentence = before + CardDraft.clozePlaceholder + after
        if let antecedent { sentence = antecedent + " " + sentence }
        guard let listContext else { return sentence }
        return listContext + ": " + sentence
    }

    /// Where the sentence is, for a draft's ``CardDraft/source``.
    func source(in chunk: DocumentChunk) -> CardSource {
        CardSource(
            document: chunk.documentTitle, documentID: chunk.documentID, page: paragraph.page,
            paragraph: paragraph.index, sentence: number, quote: quote)
    }

    /// Punctuation that ends a sentence's body.
    private static let closing: Set<String> = [".", "!", "?", ";", ":", "…", ")", "\"", "”", "’", "'"]
}
