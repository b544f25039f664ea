import CardboxCore
import Testing

@testable import CardboxGeneration

/// Multi-word terms, sentences that lean on the one before them, parallel clozes, imperative list items, and the
/// statistics and screens those rules rest on.
@Suite struct PhraseAndAntecedentRulesTests {
    /// Every draft of the chunk holding `text` under `headingPath`, as "question → answer".
    private func cards(_ text: String, headingPath: [String] = []) -> [String] {
        ExtractiveGenerator().allDrafts(from: TestDocument.chunk(text, headingPath: headingPath))
            .map { "\($0.question) → \($0.answer)" }
    }

    /// The terms `TermExtractor` finds in `sentence` of a document made of `paragraphs`, as space-joined words.
    private func terms(in sentence: String, paragraphs: [String]) -> [String] {
        let document = TestDocument.make(paragraphs.joined(separator: "\n\n"))
        let extractor = TermExtractor(statistics: TermStatistics(document: document))
        return extractor.mentions(in: Tokenizer.tokens(in: sentence)).map { $0.words.joined(separator: " ") }
    }

    /// The single token of `word`.
    private func token(_ word: String) -> Token {
        Tokenizer.tokens(in: word)[0]
    }

    /// Every draft of the document written in `text` (see ``TestDocument``), as "question → answer".
    private func documentCards(_ text: String) -> [String] {
        let document = TestDocument.make(text)
        let generator = ExtractiveGenerator(statistics: TermStatistics(document: document))
        return Chunker.chunks(of: document).flatMap { generator.allDrafts(from: $0) }
            .map { "\($0.question) → \($0.answer)" }
    }

    @Test func aNounPhraseAfterAnArticleIsOneTerm() {
        let sentence = "The encoder writes the distinguished encoding rules for every value."
        let found = terms(in: sentence, paragraphs: [sentence, "Values are written in order."])
        #expect(found.contains("distinguished encoding rules"), "\(found)")
        #expect(!found.contains("encoding"), "a word inside the phrase is not a term of its own: \(found)")
    }

    @Test func aRunOfEverydayWordsIsNoTerm() {
        let sentence = "The parser reads the whole input file and builds the syntax tree of the definitions."
        let found = terms(in: sentence, paragraphs: [sentence])
        #expect(found.contains("syntax tree"), "\(found)")
        #expect(!found.contains { $0.contains("input file") || $0.contains("whole") }, "\(found)")
    }

    @Test func aPluralSubjectAndItsVerbAreNoTerm() {
        let sentence = "There is no generic class that all spreadsheets inherit from in the database."
        let found = terms(in: sentence, paragraphs: [sentence])
        #expect(!found.contains { $0.contains("inherit") }, "\(found)")
        let pair = "Icon elements specify the icon. Alias elements specify the name."
        let specify = terms(in: "Icon elements specify the icon.", paragraphs: [pair])
        #expect(!specify.contains { $0.contains("specify") }, "\(specify)")
        let compound = "Authors published here will need to complete a rights form."
        #expect(terms(in: compound, paragraphs: [compound]).contains("rights form"))
    }

    @Test func aParticipleOpensNoTermAndACountIsNoModifier() {
        let sentence = "The lines are sorted (using strcmp in the C locale) and each name appears in one file."
        let found = terms(in: sentence, paragraphs: [sentence, "Names appear in one file only."])
        #expect(found.contains("strcmp"), "\(found)")
        #expect(!found.contains { $0.hasPrefix("using") || $0 == "one file" }, "\(found)")
    }

    @Test func aQuotedComplementDoesNotCloseANounPhrase() {
        let sentence = "A downloader asks first, simply because the type looks 'harmless' to the reader."
        let found = terms(in: sentence, paragraphs: [sentence])
        #expect(!found.contains("type looks"), "\(found)")
    }

    @Test func aLineOfDataIsNoTermAndItsDescription() {
        let found = cards("0:text/x-diff:__NOGLOBS__ 50:text/x-diff:*.diff is written out for every file.")
        #expect(!found.contains { $0.hasPrefix("Which term ") }, "\(found)")
    }

    @Test func keywordsInCapitalsRunTogetherAndPlaceholdersAreNoTerms() {
        let sentence = "A value of type OCTET STRING is stored with the tag XX."
        let found = terms(in: sentence, paragraphs: [sentence])
        #expect(found.contains("octet string"), "\(found)")
        #expect(!found.contains("octet") && !found.contains("string"), "\(found)")
        #expect(!found.contains("xx"), "\(found)")
        for placeholder in ["XX", "xxxx", "TBD", "TODO"] {
            #expect(TermExtractor.isPlaceholder(token(placeholder)), "\(placeholder)")
        }
        #expect(!TermExtractor.isPlaceholder(token("X")))
        #expect(!TermExtractor.isPlaceholder(token("XML")))
    }

    @Test func templateTextWaitingToBeFilledInGivesNoCard() {
        let found = cards(
            "Enter the conference title from your rights confirmation email (Conference acronym 'XX). "
                + "The acmart document class formats articles for ACM publications.")
        #expect(!found.contains { $0.contains("XX") }, "\(found)")
        #expect(!found.contains { $0.contains("rights confirmation") }, "\(found)")
    }

    @Test func aPronounSentenceCarriesTheSentenceItLeansOn() {
        let found = cards(
            "Every backup stores the scheduling state of each card in a compressed archive. "
                + "It is written with the zstandard compressor at level nineteen.")
        let leaning = found.filter { $0.contains("zstandard") || $0.hasSuffix("→ zstandard compressor") }
        #expect(!leaning.isEmpty, "\(found)")
        for card in leaning where card.contains("It is written") {
            #expect(card.hasPrefix("Every backup stores the scheduling state"), "\(card)")
        }
        #expect(!found.contains { $0.hasPrefix("It is written") }, "\(found)")
    }

    @Test func aPronounSentenceAfterAnotherPronounSentenceHasNoAntecedent() {
        let found = cards(
            "It opens the archive. It is written with the zstandard compressor at level nineteen.")
        #expect(!found.contains { $0.hasPrefix("It ") }, "\(found)")
        #expect(!found.contains { $0.contains("It opens the archive. It is written") }, "\(found)")
    }

    @Test func aLabelledSentenceOfAListItemCarriesTheItemsFirstSentence() {
        let found = documentCards(
            """
            - The scheduler keeps one queue of due cards per deck. Order: cards come out by their due date.
            """)
        let labelled = found.filter { $0.contains("come out by their") }
        #expect(!labelled.isEmpty, "\(found)")
        for card in labelled {
            #expect(card.hasPrefix("The scheduler keeps one queue of due cards per deck."), "\(card)")
        }
    }

    @Test func theLaterOfTwoClozesThatReadTheSameIsDropped() {
        let generator = ExtractiveGenerator()
        let chunk = TestDocument.chunk(
            "The default compressor of the archive format is zstandard. "
                + "The default compressor of the archive format is gzip.")
        let drafts = generator.drafts(from: chunk, quota: 10).filter { $0.kind == .cloze }
        let questions = drafts.map { TextNormalization.normalized($0.question) }
        #expect(Set(questions).count == questions.count, "\(drafts.map(\.question))")
        #expect(!drafts.contains { $0.answer == "gzip" }, "\(drafts.map(\.answer))")
    }

    @Test func anImperativeListItemIsAskedInTheThirdPerson() {
        #expect(Phrasing.thirdPerson("place") == "places")
        #expect(Phrasing.thirdPerson("push") == "pushes")
        #expect(Phrasing.thirdPerson("copy") == "copies")
        #expect(Phrasing.thirdPerson("play") == "plays")
        let found = documentCards(
            """
            Margin commands:

            - marginpar: Place a short note in the margin of the page.
            - footnote: Print a numbered note at the foot of the page.
            """)
        #expect(found.contains { $0.contains("places a short note in the margin") }, "\(found)")
        #expect(!found.contains { $0.contains("which Place ") || $0.contains("which place ") }, "\(found)")
    }

    @Test func theClozeAllowanceFollowsTheChunksLength() throws {
        let short = TestDocument.chunk("The header file of this library is libtasn1.h.")
        #expect(Chunker.clozeAllowance(for: short) == 1)
        let sentence = "Sedimentary rock forms from layers of compacted sediment over very long periods of time. "
        let long = TestDocument.chunk(String(repeating: sentence, count: 40))
        let words = long.paragraphs.reduce(0) { $0 + $1.text.split(separator: " ").count }
        #expect(Chunker.clozeAllowance(for: long) == min(12, words / 50))
        let huge = TestDocument.chunk(String(repeating: sentence, count: 200))
        #expect(Chunker.clozeAllowance(for: huge) == 12)
    }

    @Test func aParagraphRepeatedWordForWordIsCountedOnce() {
        let overlay = "The gradient descent step moves the weights against the gradient."
        let once = TermStatistics(document: TestDocument.make(overlay + "\n\nLearning ends when the loss is flat."))
        let thrice = TermStatistics(
            document: TestDocument.make(
                [overlay, overlay, overlay, "Learning ends when the loss is flat."].joined(separator: "\n\n")))
        #expect(thrice.count(of: "gradient") == once.count(of: "gradient"))
        #expect(thrice.salience(of: ["gradient"]) == once.salience(of: ["gradient"]))
    }

    @Test func theRunningSubjectOfALongDocumentIsLessSalient() {
        let paragraphs = (0..<10).map { index in
            index.isMultiple(of: 2)
                ? "The ACM template sets the typeface of section \(index)." : "Paragraph \(index) covers margins."
        }
        let statistics = TermStatistics(document: TestDocument.make(paragraphs.joined(separator: "\n\n")))
        let rare = TermStatistics(
            document: TestDocument.make(
                (["The ACM template sets the typeface."] + (1..<10).map { "Paragraph \($0) covers margins." })
                    .joined(separator: "\n\n")))
        #expect(statistics.count(of: "typeface") > rare.count(of: "typeface"))
        #expect(statistics.salience(of: ["typeface"]) < rare.salience(of: ["typeface"]))
    }

    @Test func similarQuestionsWithDifferentShortAnswersAreBothKept() {
        let chunk = TestDocument.chunk("The tag of an INTEGER is 2. The tag of a BOOLEAN is 1.")
        let integer = Drafts.citing(
            chunk, sentence: 0, question: "The universal tag of type {{answer}} is two.", answer: "INTEGER")
        let boolean = Drafts.citing(
            chunk, sentence: 1, question: "The universal tag of type {{answer}} is one.", answer: "BOOLEAN")
        var index = DeduplicationIndex()
        let integerAdded = index.insert(integer)
        let booleanAdded = index.insert(boolean)
        #expect(integerAdded && booleanAdded)
        let longer = Drafts.citing(
            chunk, sentence: 1, question: "The universal tag of type {{answer}} is two.", answer: "INTEGER type")
        #expect(index.contains(longer), "an answer holding the other is still the same card")
    }

    @Test func digitsGluedInsideANameAreNoNumber() {
        for name in ["libtasn1.h", "ASN1_MAX_NAME_SIZE", "X.680", "utf8_decode", "v2.core", "setMaxListeners(11"] {
            #expect(NumericValue(parsing: name) == nil, "\(name)")
        }
        #expect(NumericValue(parsing: "12 metres")?.value == 12)
        #expect(NumericValue(parsing: "version 3") != nil)
        #expect(NumericValue(parsing: "(12 metres")?.value == 12)
    }
}
