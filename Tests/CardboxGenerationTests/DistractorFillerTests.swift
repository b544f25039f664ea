import CardboxCore
import Testing

@testable import CardboxGeneration

/// Distractor filters and sources.
@Suite struct DistractorFillerTests {
    private let chunk = TestDocument.chunk(
        "A mitochondrion is an organelle that converts food into usable energy. "
            + "Penicillin was discovered in 1928 by Alexander Fleming.")

    /// A cloze about the mitochondrion with `distractors`.
    private func mitochondrion(distractors: [String] = []) -> CardDraft {
        Drafts.citing(
            chunk, kind: .cloze, question: "A {{answer}} is an organelle that converts food into usable energy.",
            answer: "mitochondrion", distractors: distractors)
    }

    /// A cloze over the first `answer` in the one-sentence chunk `sentence`.
    private func cloze(_ sentence: String, over answer: String) -> CardDraft {
        let question = sentence.replacing(answer, with: CardDraft.clozePlaceholder, maxReplacements: 1)
        return Drafts.citing(TestDocument.chunk(sentence), kind: .cloze, question: question, answer: answer)
    }

    @Test func keepsTheDraftsOwnValidDistractors() {
        let filled = DistractorFiller().fill(mitochondrion(distractors: ["ribosome", "lysosome", "vacuole"]))
        #expect(filled.distractors == ["ribosome", "lysosome", "vacuole"])
        #expect(!filled.flags.contains("weak-distractors"))
    }

    @Test func aShortAnswerTakesSiblingsWithinEightCharactersEvenPastTwiceItsLength() {
        let chunk = TestDocument.chunk("screen: Produces colored hyperlinks.")
        let draft = Drafts.citing(
            chunk, kind: .basic, question: "Which parameter produces colored hyperlinks?", answer: "screen",
            distractors: ["authorversion", "anonymous,review", "review", "sigconf"])
        let filled = DistractorFiller().fill(draft)
        // "authorversion" has 13 characters to the answer's 6; "anonymous,review" has 10 more than the answer.
        #expect(filled.distractors == ["authorversion", "review", "sigconf"])
    }

    @Test func aListsLabelsKeepEachOtherWhateverKindTheDictionaryGivesTheirWords() {
        let chunk = TestDocument.chunk("• Integer. All elements of i must have the same sign.")
        let draft = Drafts.citing(
            chunk, kind: .basic, question: "Which term is described as “All elements of i must have the same sign.”?",
            answer: "Integer", distractors: ["Logical", "Character", "Factor", "Empty"])
        // "integer" is a number to the dictionary, "character" a trait and "factor" a cause: of the list, they are
        // all kinds of index.
        let dictionary = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:],
            categories: ["Integer": "quantity", "Character": "attribute", "Factor": "cognition"])
        let filled = DistractorFiller(related: dictionary).fill(draft)
        #expect(filled.distractors == ["Logical", "Character", "Factor"])
        // A name from the document's pool still needs the answer's kind.
        let pool = TermPool(terms: ["Becker", "Chambers", "Wilks", "Character"])
        let alone = Drafts.citing(
            chunk, kind: .basic, question: "Which term is described as “All elements of i must have the same sign.”?",
            answer: "Integer")
        #expect(!DistractorFiller(related: dictionary).fill(alone, pool: pool).distractors.contains("Character"))
    }

    @Test func dropsInvalidOwnDistractors() {
        let own = [
            "Mitochondrion", "mitochondria", "mitochondrion membrane", "mito", "ribosome", "Ribosome", "1969",
            "Alexander Fleming", "organelle", "none of the above", "lysosome",
        ]
        let filled = DistractorFiller().fill(mitochondrion(distractors: own))
        #expect(filled.distractors == ["ribosome", "lysosome"])
        #expect(filled.flags == ["weak-distractors"])
    }

    @Test func fillsFromTheDocumentThenTheDictionaryWithoutTheAnswerOrItsSynonyms() {
        let pool = TermPool(terms: ["chloroplast", "chloroplast", "ribosome"])
        let filled = DistractorFiller(related: FakeRelatedTerms.organelles).fill(mitochondrion(), pool: pool)
        #expect(filled.distractors == ["chloroplast", "ribosome", "lysosome"])
    }

    @Test func dictionaryTermsSkipSynonymsDuplicatesAndTheAnswer() {
        let filled = DistractorFiller(related: FakeRelatedTerms.organelles).fill(mitochondrion())
        #expect(filled.distractors == ["ribosome", "lysosome", "nucleus"])
        #expect(filled.flags.isEmpty)
    }

    @Test func ranksDocumentTermsSharingTheHeadWordFirst() {
        let draft = Drafts.citing(
            chunk, question: "What converts food into usable energy?", answer: "plasma membrane")
        let pool = TermPool(terms: [
            "cell wall", "cell wall", "cell wall", "nuclear membrane", "food vacuole", "energy",
        ])
        let filled = DistractorFiller().fill(draft, pool: pool)
        #expect(filled.distractors.first == "nuclear membrane")
        // Without a dictionary nothing else is tied to a membrane: "cell wall" is not offered by its frequency.
        #expect(filled.distractors == ["nuclear membrane"])
        // With one that has a wall and a vacuole as kindred of a membrane, both are.
        let kin = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:], kindred: ["membrane": ["wall", "vacuole"]])
        let related = DistractorFiller(related: kin).fill(draft, pool: pool)
        #expect(related.distractors.first == "nuclear membrane")
        #expect(
            Set(related.distractors) == ["nuclear membrane", "cell wall", "food vacuole"], "\(related.distractors)")
        #expect(!related.distractors.contains("energy"))
    }

    @Test func matchesTheShapeOfTheAnswer() {
        let pool = TermPool(terms: ["1905", "Marie Curie", "penicillin", "45%", "Louis Pasteur", "1953", "DNA"])
        let year = Drafts.citing(
            chunk, sentence: 1, question: "In what year was penicillin discovered?", answer: "1928")
        #expect(DistractorFiller().fill(year, pool: pool).distractors.prefix(2) == ["1905", "1953"])
        let person = Drafts.citing(
            chunk, sentence: 1, question: "Who discovered penicillin in 1928?", answer: "Alexander Fleming")
        #expect(DistractorFiller().fill(person, pool: pool).distractors == ["Louis Pasteur", "Marie Curie"])
    }

    @Test func aNameTakesNamesTheDictionaryFilesAlikeOrDoesNotKnow() {
        let pool = TermPool(terms: [
            "Royal Society", "Royal Society", "Louis Pasteur", "Marie Curie", "Joseph Lister", "Paris",
        ])
        let person = Drafts.citing(
            chunk, sentence: 1, question: "Who discovered penicillin in 1928?", answer: "Alexander Fleming")
        let dictionary = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:],
            categories: [
                "Alexander Fleming": "noun.person", "Louis Pasteur": "noun.person", "Paris": "noun.location",
                "Royal Society": "noun.group",
            ])
        // Names the dictionary does not know ("Joseph Lister", "Marie Curie") are kept.
        #expect(
            DistractorFiller(related: dictionary).fill(person, pool: pool).distractors == [
                "Joseph Lister", "Louis Pasteur", "Marie Curie",
            ])
        // Without the dictionary's word, the name's words still tell a person ("Alexander …"): no society, no city.
        #expect(
            DistractorFiller().fill(person, pool: pool).distractors == [
                "Joseph Lister", "Louis Pasteur", "Marie Curie",
            ])
        // A name they do not tell takes no name tied to it by nothing: no "Royal Society", no "Paris".
        let unknown = Drafts.citing(
            chunk, sentence: 1, question: "Who discovered penicillin in 1928?", answer: "Fleming Trust")
        #expect(DistractorFiller().fill(unknown, pool: pool).distractors.isEmpty)
    }

    @Test func aThingTakesTheDocumentsTermsForKindredThingsBeforeItsCommonestWords() {
        // "keywords", "synonyms" and "orientation" are the document's commonest words; "circles", "polygon" and
        // "parabola" are things of a kind near an ellipse's, and "grid points" is headed by no kindred noun.
        let pool = TermPool(terms: [
            "keywords", "keywords", "keywords", "synonyms", "synonyms", "synonyms", "orientation", "orientation",
            "orientation", "circles", "polygon", "parabola", "grid points",
        ])
        let draft = Drafts.citing(
            chunk, sentence: 1, kind: .cloze,
            question: "The position of the {{answer}} is given by its center and its axes.", answer: "ellipse")
        let dictionary = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:], words: ["ellipse", "keyword", "synonym", "orientation"],
            kindred: ["ellipse": ["circle", "parabola", "hyperbola", "polygon"]])
        #expect(
            DistractorFiller(related: dictionary).fill(draft, pool: pool).distractors == [
                "circles", "parabola", "polygon",
            ])
        // Without kindred nouns the commonest words come first.
        let plain = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:], words: ["ellipse", "keyword", "synonym", "orientation"])
        #expect(
            DistractorFiller(related: plain).fill(draft, pool: pool).distractors == [
                "keywords", "orientation", "synonyms",
            ])
    }

    @Test func aTermTakesWhatTheDocumentListsBesideItFirst() throws {
        let document = TestDocument.make(
            """
            # Storage

            R reads data from MySQL, PostgreSQL and SQLite through packages. Text files stay the easiest input for \
            Excel users. Apache serves the files; Gnumeric opens them. The Oracle interface is maintained by Ripley.

            # Platforms

            Sockets work on Unix or Windows. The client opens Postgres, MariaDB serves the rows.
            """)
        let pool = TermPool(document: document)
        #expect(pool.coordinatedTerms(with: "SQLite") == ["MySQL", "PostgreSQL"])
        #expect(pool.coordinatedTerms(with: "Windows") == ["Unix"])
        // Two terms parted by a comma alone are two clauses, not a series.
        #expect(pool.mentions("Postgres") && pool.mentions("MariaDB"))
        #expect(pool.coordinatedTerms(with: "Postgres").isEmpty)
        let draft = Drafts.citing(
            chunk, sentence: 1, kind: .cloze, question: "Several macOS applications use {{answer}}.", answer: "SQLite")
        let filled = DistractorFiller().fill(draft, pool: pool)
        // Both are also database systems the document names, which come first in the family's order.
        #expect(Set(filled.distractors.prefix(2)) == ["MySQL", "PostgreSQL"], "\(filled.distractors)")
    }

    @Test func namesSharingTheAnswersEndingComeBeforeFrequentOnes() {
        let pool = TermPool(terms: [
            "SEXP", "SEXP", "SEXP", "CDR", "CDR", "CDR", "DLL", "DLL", "DLL", "LISTSXP", "NILSXP", "ENVSXP",
        ])
        let draft = Drafts.citing(
            chunk, sentence: 1, kind: .cloze, question: "Symbols have type {{answer}} in the table.", answer: "SYMSXP")
        #expect(Set(DistractorFiller().fill(draft, pool: pool).distractors) == ["LISTSXP", "NILSXP", "ENVSXP"])
        #expect(TermPool.suffix(of: "SYMSXP") == "SXP" && TermPool.suffix(of: "CDR") == nil)
    }

    @Test func aWordOfAFixedPhraseIsNoTermOfThePool() {
        let phrase = TermPool(document: TestDocument.make("Of course the index variable is local to the loop."))
        #expect(!phrase.mentions("course"))
    }

    @Test func termsWrittenInTheAnswersPlacesComeBeforeOthersOfEqualFit() throws {
        let document = TestDocument.make(
            """
            # Platforms

            Binaries run on Windows. Windows users get an installer. Binaries run on Solaris. Solaris users build \
            from source. Binaries run on Haiku. Haiku users ask the list. Trellis plots are drawn. Trellis plots \
            are slow. Chambers wrote the book. Chambers wrote the paper. Rossini maintains the mode. Rossini \
            maintains the manual.
            """)
        let pool = TermPool(document: document)
        #expect(pool.contextSimilarity("Windows", "Solaris") > pool.contextSimilarity("Windows", "Trellis"))
        #expect(Array(pool.termsInAlikePlaces(as: "Windows").prefix(2)).sorted() == ["haiku", "solaris"])
        let draft = Drafts.citing(
            chunk, sentence: 1, kind: .cloze, question: "R runs on {{answer}} too.", answer: "Windows")
        let filled = DistractorFiller().fill(draft, pool: pool)
        #expect(Set(filled.distractors.prefix(2)) == ["Solaris", "Haiku"], "\(filled.distractors)")
    }

    @Test func aPersonTakesPeopleAndAThingTakesNoPerson() {
        #expect(NameKind(of: "Brian Ripley") == .person)
        #expect(NameKind(of: "M. P. Wand") == .person)
        #expect(NameKind(of: "Allan R. Wilks") == .person)
        #expect(NameKind(of: "Actual Technologies") == .organisation)
        #expect(NameKind(of: "R Core Team") == .organisation)
        #expect(NameKind(of: "R Journal") == .unknown)
        #expect(NameKind(of: "Microsoft SQL Server") == .thing)
        #expect(NameKind(of: "Visual FoxPro") == .thing)
        // A name the words do not tell may be a person's, and takes people too.
        #expect(NameKind(of: "Napoleon Bonaparte") == .unknown)
        #expect(!NameKind.unknown.excludes("Louis Pasteur"))
        let pool = TermPool(terms: [
            "UC Berkeley", "UC Berkeley", "Actual Technologies", "Actual Technologies", "Visual FoxPro",
            "Visual FoxPro", "Duncan Temple Lang", "John Chambers", "Ross Ihaka",
        ])
        let author = Drafts.citing(
            chunk, sentence: 1, kind: .cloze, question: "{{answer}} wrote the support for connections.",
            answer: "Brian Ripley")
        #expect(
            Set(DistractorFiller().fill(author, pool: pool).distractors) == [
                "Duncan Temple Lang", "John Chambers", "Ross Ihaka",
            ])
        let product = Drafts.citing(
            chunk, sentence: 1, kind: .cloze, question: "Drivers come with {{answer}} for Windows.",
            answer: "Microsoft SQL Server")
        let things = DistractorFiller().fill(product, pool: pool).distractors
        #expect(!things.contains { NameKind(of: $0) == .person }, "\(things)")
    }

    @Test func anExpansionTakesOnlyTermsWithTheAcronymsInitials() {
        let draft = Drafts.citing(
            chunk, sentence: 1, question: "What does OS stand for?", answer: "operating system")
        let pool = TermPool(terms: [
            "lattice system", "lattice system", "base graphics system", "output stream", "object system",
            "open source", "object-oriented system design",
        ])
        #expect(
            Set(DistractorFiller().fill(draft, pool: pool).distractors) == [
                "output stream", "object system", "open source",
            ])
        let without = DistractorFiller().fill(draft, pool: TermPool(terms: ["lattice system", "base graphics system"]))
        #expect(without.distractors.isEmpty)
        #expect(without.flags.contains(DraftFlag.weakDistractors.rawValue))
        #expect(DistractorFiller().flipCardIfWeak(without).flags.contains(DraftFlag.flipCard.rawValue))
    }

    @Test func aNameInTitleCaseTakesOnlyNamesTiedToIt() {
        let draft = Drafts.citing(
            chunk, sentence: 1, kind: .cloze, question: "These fonts are rather similar to {{answer}}.",
            answer: "Concrete Modern")
        let untied = ["Thin LTO", "Apple Silicon", "R Subversion", "App Store", "Building R"]
        let alone = DistractorFiller().fill(draft, pool: TermPool(terms: untied))
        #expect(alone.distractors.isEmpty)
        #expect(alone.flags.contains(DraftFlag.weakDistractors.rawValue))
        let kin = DistractorFiller().fill(
            draft, pool: TermPool(terms: untied + ["Latin Modern", "Computer Modern", "Euler Modern"]))
        #expect(Set(kin.distractors) == ["Latin Modern", "Computer Modern", "Euler Modern"])
        // A typeface the family knows takes typefaces, tied to it in the document or not.
        var known = draft
        known.answer = "Computer Modern"
        #expect(
            DistractorFiller().fill(known, pool: TermPool(terms: untied)).distractors == [
                "Latin Modern", "Times New Roman", "Linux Libertine",
            ])
        // People take people, and keywords in capitals each other, tied or not.
        let person = Drafts.citing(
            chunk, sentence: 1, kind: .cloze, question: "{{answer}} wrote it.", answer: "Brian Ripley")
        let people = DistractorFiller().fill(
            person, pool: TermPool(terms: untied + ["John Chambers", "Ross Ihaka", "Robert Gentleman"]))
        #expect(Set(people.distractors) == ["John Chambers", "Ross Ihaka", "Robert Gentleman"])
        let keyword = Drafts.citing(
            chunk, sentence: 1, kind: .cloze, question: "Use {{answer}} here.", answer: "SEQUENCE OF")
        let keywords = DistractorFiller().fill(
            keyword, pool: TermPool(terms: ["SET OF", "BIT STRING", "OBJECT IDENTIFIER"]))
        #expect(keywords.distractors.count == 3)
    }

    @Test func anExpansionWhoseWordsGiveSeveralLettersTakesOnlyTermsThatSpellItToo() {
        let draft = Drafts.citing(
            chunk, sentence: 1, question: "What does ODBC stand for?", answer: "Open Database Connectivity")
        let names = ["Duncan Temple Lang", "Microsoft SQL Server", "Byte Order Marks", "Open Data Protocol"]
        let alone = DistractorFiller().fill(draft, pool: TermPool(terms: names))
        #expect(alone.distractors.isEmpty)
        #expect(alone.flags.contains(DraftFlag.weakDistractors.rawValue))
        let spelled = DistractorFiller().fill(
            draft,
            pool: TermPool(terms: names + ["Object Database Connector", "Open Data Base Catalog", "Oracle DB Client"]))
        #expect(
            Set(spelled.distractors) == ["Object Database Connector", "Open Data Base Catalog", "Oracle DB Client"])
    }

    @Test func wordsSpellAnAcronymWithTheirFirstLettersAndMayGiveMore() {
        #expect(AcronymSpelling.spells("ODBC", words: ["Open", "Database", "Connectivity"]))
        #expect(AcronymSpelling.spells("os", words: ["operating", "system"]))
        #expect(AcronymSpelling.spells("DoD", words: ["Department", "of", "Defense"]))
        #expect(AcronymSpelling.spells("HTTPS", words: ["Hypertext", "Transfer", "Protocol", "Secure"]))
        #expect(!AcronymSpelling.spells("ODBC", words: ["Object", "Definition", "Language"]))
        #expect(!AcronymSpelling.spells("OS", words: ["open", "source", "software"]))
        #expect(!AcronymSpelling.spells("GPL", words: ["General", "Public", "License", "version"]))
        #expect(!AcronymSpelling.spells("RAM", words: ["random"]))
    }

    @Test func aTermTakesTheTermsTheDocumentSaysAreOfItsKind() {
        let document = TestDocument.make(
            """
            # Evaluation

            A closure is a function that keeps its environment. A promise is a function which delays evaluation. \
            A builtin is a function that evaluates its arguments. A frame is an environment that holds bindings. \
            A symbol is a type of object. Most code runs inside frames.
            """)
        let pool = TermPool(document: document)
        #expect(pool.termsOfTheStatedKind(of: "closure") == ["promise", "builtin"])
        #expect(pool.termsOfTheStatedKind(of: "symbol").isEmpty)
        let draft = Drafts.citing(
            chunk, sentence: 1, kind: .cloze, question: "A {{answer}} keeps the environment it was made in.",
            answer: "closure")
        #expect(DistractorFiller().fill(draft, pool: pool).distractors.prefix(2) == ["promise", "builtin"])
    }

    @Test func aSeriesNeedsThreeTermsOrAConjunction() {
        let tokens = Tokenizer.tokens(in: "MySQL, PostgreSQL and SQLite or Unix, Windows")
        func mention(_ text: String) -> (tokens: Range<Int>, text: String) {
            let index = tokens.firstIndex { $0.text == text }!
            return (index..<(index + 1), text)
        }
        #expect(
            TermPool.coordinatedGroups(
                ["MySQL", "PostgreSQL", "SQLite", "Unix", "Windows"].map(mention), in: tokens)
                == [["MySQL", "PostgreSQL", "SQLite", "Unix", "Windows"]])
        #expect(TermPool.coordinatedGroups(["Unix", "Windows"].map(mention), in: tokens) == [])
        #expect(TermPool.coordinatedGroups(["SQLite", "Unix"].map(mention), in: tokens) == [["SQLite", "Unix"]])
        #expect(TermPool.coordinatedGroups(["MySQL", "SQLite"].map(mention), in: tokens) == [])
    }

    @Test func termsSharingTheAnswersHeadComeBeforeKindredOnes() {
        let pool = TermPool(terms: ["character heights", "character widths", "line widths", "circle radius"])
        let draft = Drafts.citing(
            chunk, sentence: 1, kind: .cloze, question: "Jitter is limited to a few {{answer}}.",
            answer: "marker widths")
        let dictionary = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:], kindred: ["widths": ["height", "radius"]])
        #expect(
            DistractorFiller(related: dictionary).fill(draft, pool: pool).distractors == [
                "character widths", "line widths", "character heights",
            ])
    }

    @Test func aDefinitionTakesTheOtherDescriptionsOfItsSectionAndOfTheDocument() async throws {
        let document = TestDocument.make(
            """
            # Types

            A variable is a name that refers to a value. A tuple is an immutable sequence, written with parentheses.

            # Functions

            A lambda is a small anonymous function written as a single expression.

            # Errors

            An exception is an error detected during execution.
            """)
        let pool = TermPool(document: document)
        #expect(pool.mentions("an immutable sequence, written with parentheses"))
        #expect(pool.mentions("an error detected during execution"))
        let recorder = EmitRecorder()
        _ = try await GenerationPipeline(generator: ExtractiveGenerator()).run(document: document) {
            recorder.record($0)
        }
        let definitions = recorder.drafts.filter { $0.question.hasPrefix("What is ") }
        #expect(definitions.count == 4, "\(recorder.drafts.map(\.question))")
        #expect(definitions.allSatisfy { $0.distractors.count == 3 }, "\(definitions.map(\.distractors))")
        let variable = try #require(definitions.first { $0.question == "What is a variable?" })
        #expect(variable.distractors.first == "an immutable sequence, written with parentheses")
    }

    @Test func aMainClauseAfterAConditionOrAPhraseCutShortIsNoDescription() {
        let pool = TermPool(
            document: TestDocument.make(
                "When inflation is high, the purchasing power of money falls. Deflation, a fall in the general "
                    + "price level, can delay spending."))
        #expect(!pool.mentions("the purchasing power of money falls"))
        let cut = TermPool(document: TestDocument.make("The output is an identifier, the name of one child of"))
        #expect(!cut.mentions("the name of one child of"))
        #expect(pool.mentions("a fall in the general price level"))
    }

    @Test func stillFindsDistractorsForNumbersWithoutADictionary() {
        let year = Drafts.citing(
            chunk, sentence: 1, question: "In what year was penicillin discovered?", answer: "1928")
        let filled = DistractorFiller(related: NoRelatedTerms()).fill(year)
        #expect(filled.distractors.count == 3)
        #expect(filled.distractors.allSatisfy { $0.count == 4 && $0 != "1928" && Int($0) != nil })
        #expect(filled.flags.isEmpty)
    }

    @Test func marksWeakDistractorsWhenFewerThanThreeAreFound() {
        let filled = DistractorFiller(related: NoRelatedTerms()).fill(mitochondrion())
        #expect(filled.distractors.isEmpty)
        #expect(filled.flags == ["weak-distractors"])
        let refilled = DistractorFiller(related: FakeRelatedTerms.organelles).fill(filled)
        #expect(refilled.flags.isEmpty)
    }

    @Test func capitalisesDistractorsForASentenceInitialAnswer() {
        let draft = Drafts.citing(
            chunk, kind: .cloze, question: "{{answer}} is an organelle that converts food into usable energy.",
            answer: "Mitochondrion")
        let filled = DistractorFiller(
            related: FakeRelatedTerms(
                coordinates: ["Mitochondrion": ["ribosome", "vacuole", "nucleus"]], synonymsByTerm: [:])
        )
        .fill(draft)
        #expect(filled.distractors == ["Ribosome", "Vacuole", "Nucleus"])
    }

    @Test func takesOtherDefinitionsOfTheDocumentForADefinition() {
        let document = TestDocument.make(
            "A ribosome is a structure that builds proteins. A lysosome is a sac that breaks down waste. "
                + "A vacuole is a space that stores water and salts. A mitochondrion is an organelle that makes energy."
        )
        let chunk = Chunker.chunks(of: document)[0]
        let draft = Drafts.citing(
            chunk, sentence: 3, question: "What is a mitochondrion?", answer: "an organelle that makes energy")
        let filled = DistractorFiller().fill(draft, pool: TermPool(document: document))
        #expect(
            Set(filled.distractors) == [
                "a structure that builds proteins", "a sac that breaks down waste",
                "a space that stores water and salts",
            ])
    }

    @Test func judgesACompleteSetOfDistractors() {
        var draft = mitochondrion(distractors: ["ribosome", "lysosome", "vacuole"])
        #expect(DistractorFiller.hasValidDistractors(draft))
        draft.distractors = ["ribosome", "Ribosome", "vacuole"]
        #expect(!DistractorFiller.hasValidDistractors(draft))
        draft.distractors = ["ribosome", "vacuole"]
        #expect(!DistractorFiller.hasValidDistractors(draft))
    }

    @Test func aNameOfSeveralWordsTakesNamesOfSeveralWords() {
        let chunk = TestDocument.chunk("HTTP (Hypertext Transfer Protocol) carries web pages.")
        let draft = Drafts.citing(
            chunk, question: "Which protocol carries web pages?", answer: "Hypertext Transfer Protocol")
        let pool = TermPool(terms: [
            "JavaScript", "TypeError", "Shorthand", "Transmission Control Protocol", "Internet Protocol",
            "Simple Mail Transfer Protocol",
        ])
        let filled = DistractorFiller().fill(draft, pool: pool)
        #expect(
            Set(filled.distractors) == [
                "Transmission Control Protocol", "Internet Protocol", "Simple Mail Transfer Protocol",
            ],
            "\(filled.distractors)")
    }

    @Test func aNameTheDocumentCallsAKindOfThingTakesOnlyNamesOfThatKind() {
        let document = TestDocument.make(
            "API changes are listed in the NEWS file of each release. Build steps are in the INSTALL file. "
                + "Nettle uses GMP for large numbers. Programs may link with the LSH toolkit and the SPKI code.")
        let pool = TermPool(document: document)
        let chunk = TestDocument.chunk("API changes are listed in the NEWS file of each release.")
        let draft = Drafts.citing(
            chunk, kind: .cloze, question: "API changes are listed in the {{answer}} file of each release.",
            answer: "NEWS")
        let filled = DistractorFiller().fill(draft, pool: pool)
        #expect(filled.distractors == ["INSTALL"], "\(filled.distractors)")
        #expect(filled.flags.contains("weak-distractors"))
    }

    @Test func anInitialismTakesOnlyAcronymsWrittenBesideTheSameWordsOrBesideIt() {
        let document = TestDocument.make(
            "Compression beats conventional LZ77/LZ78-based compressors and nears the PPM family of compressors. "
                + "Each block carries its own 32-bit CRC, and bzip2 uses 32-bit CRCs as a self-check. The BZIP format "
                + "was dropped. Old archives used the LZW method. Archives also keep a 32-bit MD5 digest. The ADLER "
                + "code. The SHA checksum.")
        let pool = TermPool(document: document)
        let chunk = TestDocument.chunk("bzip2 uses 32-bit CRCs as a self-check.")
        let crc = DistractorFiller().fill(
            Drafts.citing(
                chunk, kind: .cloze, question: "bzip2 uses 32-bit {{answer}} as a self-check.", answer: "CRCs"),
            pool: pool)
        // Only MD5 stands beside "bit" as the CRCs do; LZ77, PPM, BZIP and LZW are other kinds of thing.
        #expect(crc.distractors == ["MD5"], "\(crc.distractors)")
        #expect(pool.acronymsShareContext("LZ77", "LZ78"))
        #expect(!pool.acronymsShareContext("LZ77", "MD5"))
        // A pool that knows nothing of the answer's neighbours leaves acronyms to the other checks.
        #expect(TermPool(terms: ["LZ77", "PPM"]).acronymsShareContext("CRC", "PPM"))
    }

    @Test func aPhraseThatOnlyDescribesInPassingIsNoWrongAnswer() {
        let document = TestDocument.make(
            """
            Without file names, the tool reads standard input.

            Compressed data is read from standard input.

            The database gives new information. It keeps a standard way of resolving conflicts.
            """)
        let pool = TermPool(document: document)
        let chunk = TestDocument.chunk("The tool writes standard output.")
        let filled = DistractorFiller().fill(
            Drafts.citing(chunk, kind: .cloze, question: "The tool writes {{answer}}.", answer: "standard output"),
            pool: pool)
        // "standard input" pairs with the answer by its modifier; "new information" and "a standard way" only
        // describe.
        #expect(filled.distractors.contains("standard input"), "\(filled.distractors)")
        let pool2 = TermPool(terms: ["new information", "standard way", "glob pattern", "comma-separated values"])
        let flags = DistractorFiller().fill(
            Drafts.citing(
                chunk, kind: .cloze, question: "The tool writes {{answer}}.", answer: "comma-separated flags"),
            pool: pool2)
        #expect(!flags.distractors.contains("new information"), "\(flags.distractors)")
        #expect(!flags.distractors.contains("standard way"), "\(flags.distractors)")
        // "comma-separated values" opens as the answer does; "glob pattern" is tied to it by nothing.
        #expect(flags.distractors == ["comma-separated values"], "\(flags.distractors)")
    }

    @Test func aPhraseOfTheAnswersOwnWordsIsNoWrongAnswer() {
        let chunk = TestDocument.chunk("Memcheck can detect many memory-related errors.")
        let pool = TermPool(terms: [
            "memory errors", "related memory errors", "uninitialised values", "stack traces", "allocation errors",
        ])
        let filled = DistractorFiller().fill(
            Drafts.citing(
                chunk, kind: .cloze, question: "Memcheck can detect many {{answer}}.", answer: "memory-related errors"),
            pool: pool)
        #expect(!filled.distractors.contains("memory errors"), "\(filled.distractors)")
        #expect(!filled.distractors.contains("related memory errors"), "\(filled.distractors)")
        #expect(filled.distractors == ["allocation errors"], "\(filled.distractors)")
    }

    @Test func wrongAnswersTakeACapitalOnlyWhereTheBlankOpensTheSentence() {
        let chunk = TestDocument.chunk("The Valgrind tool suite provides debugging tools. Error messages name lines.")
        let pool = TermPool(terms: ["heap block overrun", "exact line numbers", "error messages"])
        let inside = DistractorFiller().fill(
            Drafts.citing(
                chunk, kind: .cloze, question: "The {{answer}} provides debugging tools.",
                answer: "Valgrind tool suite"),
            pool: pool)
        #expect(inside.distractors.allSatisfy { $0.first?.isLowercase == true }, "\(inside.distractors)")
        let opening = DistractorFiller().fill(
            Drafts.citing(
                chunk, sentence: 1, kind: .cloze, question: "{{answer}} name lines.", answer: "Error messages"),
            pool: TermPool(terms: ["heap block overrun", "exact line numbers", "stack traces"]))
        #expect(opening.distractors.allSatisfy { $0.first?.isUppercase == true }, "\(opening.distractors)")
    }

    @Test func aNameInTitleCaseTakesNoKeywordsInCapitals() {
        let chunk = TestDocument.chunk("DER stands for Distinguished Encoding Rules.")
        let pool = TermPool(terms: [
            "ANY DEFINED BY", "DEFINITIONS EXPLICIT TAGS", "Abstract Syntax Notation One", "Basic Encoding Rules",
            "Packed Encoding Rules",
        ])
        let filled = DistractorFiller().fill(
            Drafts.citing(
                chunk, question: "Which rules give one encoding per value?", answer: "Distinguished Encoding Rules"),
            pool: pool)
        #expect(
            Set(filled.distractors) == [
                "Abstract Syntax Notation One", "Basic Encoding Rules", "Packed Encoding Rules",
            ],
            "\(filled.distractors)")
    }

    @Test func aNumberTakesNumbersOfItsScale() {
        let chunk = TestDocument.chunk("The compression mechanism has a constant overhead in the region of 50 bytes.")
        let draft = Drafts.citing(
            chunk, kind: .cloze,
            question: "The compression mechanism has a constant overhead in the region of {{answer}}.",
            answer: "50 bytes")
        let pool = TermPool(terms: ["100,000 bytes", "3,141,622 bytes", "65 bytes", "20 bytes", "80 bytes"])
        let filled = DistractorFiller().fill(draft, pool: pool)
        #expect(!filled.distractors.contains("100,000 bytes"), "\(filled.distractors)")
        #expect(!filled.distractors.contains("3,141,622 bytes"), "\(filled.distractors)")
        #expect(filled.distractors.count == 3, "\(filled.distractors)")
        #expect(DistractorScreen.hasSimilarScale("1999", "2001"))
        #expect(!DistractorScreen.hasSimilarScale("35496", "10"))
    }

    @Test func aPhraseHeadedByAnEmptyNounIsNoWrongAnswer() {
        let pool = TermPool(
            document: TestDocument.make(
                """
                # Portability

                Write the code in a portable way. A notorious example is the use of bashisms in scripts. In rare \
                circumstances the compiler flags differ. The code runs in a portable way with the compiler flags set.
                """))
        #expect(!pool.mentions("portable way"))
        #expect(!pool.mentions("notorious example"))
        #expect(!pool.mentions("rare circumstances"))
        #expect(pool.mentions("bashisms"))
    }

    @Test func aDescriptionIsANounPhraseNotAClause() {
        let pool = TermPool(
            document: TestDocument.make(
                """
                # Names

                A tuple is an immutable sequence written with parentheses. In a formula, the name may need to be \
                quoted with backticks. The control list is the optimizer to pass in these extras.
                """))
        #expect(pool.mentions("an immutable sequence written with parentheses"))
        #expect(!pool.mentions("the name may need to be quoted with backticks"))
        #expect(!pool.mentions("the optimizer to pass in these extras"))
    }

    @Test func aNumberTakesNoPathOrAddressEndingInDigits() {
        #expect(NumericValue(parsing: "methods_list_dispatch.c:624") == nil)
        #expect(NumericValue(parsing: "https://blog.example.org/archives/213") == nil)
        #expect(NumericValue(parsing: "255 characters")?.value == 255)
        let draft = cloze("Up to 255 characters are passed back to a length-one character vector.", over: "255")
        let pool = TermPool(terms: [
            "https://blog.example.org/archives/213", "methods_list_dispatch.c:624", "vg_replace_malloc.c:149",
        ])
        let filled = DistractorFiller().fill(draft, pool: pool)
        #expect(filled.distractors.allSatisfy { $0.allSatisfy(\.isNumber) }, "\(filled.distractors)")
    }

    @Test func aVerbAfterTheGapMarksTheNumberOfItsWrongAnswers() {
        let pool = TermPool(terms: ["field", "solution", "column", "ranges", "parameters", "elements"])
        let plural = cloze("The subsets are selected by an index vector.", over: "subsets")
        let filled = DistractorFiller().fill(plural, pool: pool)
        #expect(Set(filled.distractors) == ["ranges", "parameters", "elements"], "\(filled.distractors)")
        // In "the position of the _____ is", the verb agrees with "position".
        let inPhrase = cloze("The position of the ellipse is given by its centre.", over: "ellipse")
        let any = DistractorFiller().fill(inPhrase, pool: pool)
        #expect(any.distractors.contains { TextNormalization.readsPlural($0) }, "\(any.distractors)")
    }

    @Test func anAbbreviationTheDictionaryListsButNeverMetIsAnInitialismNotAKeyword() {
        // WordNet lists "SSE" (south-southeast) but its tagged corpus never met it; "TRUE" and "FALSE" are words in use.
        var dictionary = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:], words: ["sse", "true", "false", "null"])
        dictionary.usage = ["true": (noun: 0, any: 50), "false": (noun: 0, any: 40), "null": (noun: 1, any: 5)]
        let draft = cloze("After the fitting, out$minimum is the SSE of the model.", over: "SSE")
        let pool = TermPool(terms: ["TRUE", "FALSE", "NULL", "MSE", "RSS", "AIC"])
        let filled = DistractorFiller(related: dictionary).fill(draft, pool: pool)
        #expect(Set(filled.distractors) == ["MSE", "RSS", "AIC"], "\(filled.distractors)")
        #expect(DistractorFiller(related: dictionary).isOrdinaryWords("TRUE"))
        #expect(!DistractorFiller(related: dictionary).isOrdinaryWords("SSE"))
        #expect(DistractorFiller(related: dictionary).isOrdinaryWords("sse"))
    }

    @Test func aYearTakesYearsOfItsEra() {
        let draft = cloze("The new features of the 1991 release of S are covered in the white book.", over: "1991")
        let filled = DistractorFiller().fill(draft, pool: TermPool(terms: ["1500", "1200", "1988", "1998", "2000"]))
        #expect(Set(filled.distractors) == ["1988", "1998", "2000"], "\(filled.distractors)")
    }
}
