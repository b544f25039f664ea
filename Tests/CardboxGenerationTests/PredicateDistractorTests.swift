import CardboxCore
import Testing

@testable import CardboxGeneration

/// An answer that is an adjective or a participle ("The problem is {{directed}}") takes adjectives: its antonyms,
/// then the other one-word predicates the document states, rather than becoming a flip card or taking nouns.
@Suite struct PredicateDistractorTests {
    static let dictionary = FakeRelatedTerms(
        coordinates: [:], synonymsByTerm: [:], words: ["word", "problem", "input", "matrix", "haplotype"],
        classes: [
            "directed": ["verb", "adjective"], "plausible": ["adjective"], "missing": ["adjective", "verb"],
            "unoriented": ["adjective"], "undirected": ["adjective"], "known": ["verb", "adjective"],
            "removed": ["verb"],
        ],
        antonymsByWord: ["directed": ["undirected", "unoriented"]])

    static let slides = TestDocument.make(
        """
        # Our formalization

        - The problem is directed: one haplotype is known.

        - The input is biallelic: there are only two homozygous states.

        - The haplotypes in H are biologically plausible.

        - Data may be missing. Rows with gaps are removed.
        """)

    @Test func theDocumentsOneWordPredicatesAreCollectedInOrder() {
        let tokens = { (text: String) in Tokenizer.tokens(in: Array(text.unicodeScalars)) }
        #expect(
            TermPool.predicateWords(in: tokens("The problem is directed: one haplotype is known."), lead: 0)
                == ["directed", "known"])
        #expect(TermPool.predicateWords(in: tokens("Stack scanning is normally disabled."), lead: 0) == ["disabled"])
        // A predicate that goes on ("is directed by the user") or is a noun phrase ("is a matrix") is none.
        #expect(TermPool.predicateWords(in: tokens("The search is directed by the user."), lead: 0).isEmpty)
        #expect(TermPool.predicateWords(in: tokens("The input is a matrix."), lead: 0).isEmpty)
        let pool = TermPool(document: Self.slides)
        #expect(pool.predicateWords == ["directed", "known", "biallelic", "plausible", "missing", "removed"])
    }

    @Test func anAdjectiveAnswerTakesItsAntonymsThenTheDocumentsAdjectives() {
        let chunk = TestDocument.chunk("The problem is directed: one haplotype is known.")
        let draft = Drafts.citing(
            chunk, kind: .cloze, question: "The problem is {{answer}}: one haplotype is known.", answer: "directed")
        let filled = DistractorFiller(related: Self.dictionary).fill(draft, pool: TermPool(document: Self.slides))
        // The antonym made by a prefix comes first, though it holds the answer.
        #expect(filled.distractors.prefix(2) == ["undirected", "unoriented"], "\(filled.distractors)")
        #expect(filled.distractors.count == 3, "\(filled.distractors)")
        #expect(!filled.flags.contains("weak-distractors"))
        // Only adjectives: "removed" is a verb's participle alone, "known" is in the question.
        for word in filled.distractors {
            #expect(["undirected", "unoriented", "plausible", "missing", "biallelic"].contains(word))
        }
    }

    @Test func aCoinedWordWithAnAdjectivesEndingTakesAdjectives() {
        let fit = WordClassFit(answer: "biallelic", related: Self.dictionary)
        #expect(!fit.wantsNoun)
        #expect(fit.admits("plausible"))
        #expect(!fit.admits("matrix"))
        // Without a dictionary nothing is guessed: the coined word may be a name.
        #expect(WordClassFit(answer: "biallelic", related: NoRelatedTerms()).wantsNoun)
        // A noun answer never takes the document's predicates.
        let chunk = TestDocument.chunk("The input is a genotype matrix.")
        let draft = Drafts.citing(
            chunk, kind: .cloze, question: "The input is a {{answer}}.", answer: "genotype matrix")
        let filled = DistractorFiller(related: Self.dictionary).fill(draft, pool: TermPool(document: Self.slides))
        #expect(!filled.distractors.contains { ["plausible", "missing", "biallelic", "directed"].contains($0) })
    }

    @Test func aFunctionNameWrittenWithDotsTakesNamesOfCodeNotPredicates() {
        let manual = TestDocument.make(
            """
            # Builtin functions

            The problem is directed: one haplotype is known. The input is biallelic.

            The is.primitive function tells builtins apart. Use is.function or sys.frames for closures.
            """)
        let chunk = TestDocument.chunk("The is.primitive function tells builtins apart.")
        let draft = Drafts.citing(
            chunk, kind: .cloze, question: "The {{answer}} function tells builtins apart.", answer: "is.primitive")
        let filled = DistractorFiller(related: Self.dictionary).fill(draft, pool: TermPool(document: manual))
        #expect(filled.distractors == ["is.function", "sys.frames"], "\(filled.distractors)")
    }
}

/// A name the document writes before a word for its kind ("the Memcheck tool") takes the other names it writes
/// before the same word as wrong answers, before names of other kinds.
@Suite struct NamedKindDistractorTests {
    static let manual = TestDocument.make(
        """
        # Tools

        The Memcheck tool finds memory errors. The Cachegrind tool simulates the caches. The Helgrind tool finds \
        data races. The DRD tool finds them too. The demangled name QListView appears in C++ reports. The X11 \
        libraries ship without symbol tables.
        """)

    @Test func namesBeforeAWordForTheirKindAreCollected() {
        let tokens = Tokenizer.tokens(in: Array("Run the Memcheck tool and the GnuTLS libraries.".unicodeScalars))
        let found = TermPool.namesBeforeKinds(in: tokens, lead: 0)
        #expect(found.map(\.name) == ["Memcheck", "GnuTLS"])
        #expect(found.map(\.kind) == ["tool", "library"])
        // "a CRAN package" is a package from CRAN, and "the Sweave option pdf.encoding" an option of Sweave's.
        #expect(TermPool.namesBeforeKinds(in: Tokenizer.tokens(in: "Install a CRAN package here."), lead: 0).isEmpty)
        for text in ["Set the Sweave option pdf.encoding first.", "Load the Emacs package ESS now."] {
            #expect(TermPool.namesBeforeKinds(in: Tokenizer.tokens(in: text), lead: 0).isEmpty, "\(text)")
        }
        #expect(
            TermPool.namesBeforeKinds(in: Tokenizer.tokens(in: "Run the Memcheck tool on it."), lead: 0).map(\.name)
                == ["Memcheck"])
        // A name that opens the sentence, or one glued to what follows, is not taken.
        #expect(
            TermPool.namesBeforeKinds(in: Tokenizer.tokens(in: Array("Memcheck tool runs.".unicodeScalars)), lead: 0)
                .isEmpty)
        let pool = TermPool(document: Self.manual)
        #expect(pool.namesOfTheSameKind(as: "Cachegrind") == ["Memcheck", "Helgrind", "DRD"])
        #expect(pool.namesOfTheSameKind(as: "QListView").isEmpty)
    }

    @Test func coinedNamesInLowerCaseAndListLabelsUnderAKindAreNamesOfThatKind() {
        let tokens = Tokenizer.tokens(
            in: Array(
                "Use the acmsmall template style, the “sigchi-a” template style or the default template style."
                    .unicodeScalars))
        let found = TermPool.namesBeforeKinds(in: tokens, lead: 0)
        #expect(found.map(\.name) == ["acmsmall", "sigchi-a"])
        #expect(found.map(\.kind) == ["template style", "template style"])
        let document = TestDocument.make(
            """
            # Template Styles

            - acmlarge: Used by two journals.
            - acmtog: Used by one journal.

            # Abstracts

            The journal template style is the default. The “sigchi-a” template style sets a wide margin. Use the \
            acmconf template style for proceedings.
            """)
        let pool = TermPool(document: document)
        #expect(pool.namesOfTheSameKind(as: "sigchi-a") == ["acmlarge", "acmtog", "journal", "acmconf"])
        // Labels under "Operating Systems" are of another kind than those under "Coordinate Systems".
        let systems = TermPool(
            document: TestDocument.make(
                "# Operating Systems\n\n- VMS: Supported.\n- Linux: Supported.\n\n"
                    + "# Coordinate Systems\n\n- polar: Angles and radii.\n- cartesian: Two axes.\n"))
        #expect(systems.namesOfTheSameKind(as: "polar") == ["cartesian"])
        let chunk = TestDocument.chunk("The “sigchi-a” template style sets a wide margin.")
        let draft = Drafts.citing(
            chunk, kind: .basic, question: "Which template style sets a wide margin?", answer: "sigchi-a")
        let dictionary = FakeRelatedTerms(coordinates: [:], synonymsByTerm: [:], words: ["journal"])
        // A coined name takes the coined names of its kind, not the everyday word "journal".
        #expect(
            DistractorFiller(related: dictionary).fill(draft, pool: pool).distractors == [
                "acmlarge", "acmtog", "acmconf",
            ])
    }

    @Test func aWordOfEnglishListedUnderAKindTakesTheOtherNamesOfThatKindFirst() {
        let document = TestDocument.make(
            """
            # Template Parameters

            - authorversion: Produces a version for posting by the author.
            - screen: Produces colored hyperlinks.
            - nonacm: Omits the ACM information.
            - timestamp: Adds a time stamp to the footer.

            # Figures

            A figure sits at the top of the page. A table sits below it. The NEWS file and the package file sit \
            in the top directory.
            """)
        let pool = TermPool(document: document)
        let chunk = TestDocument.chunk("screen: Produces colored hyperlinks.")
        let draft = Drafts.citing(
            chunk, kind: .basic, question: "Which parameter produces colored hyperlinks?", answer: "screen")
        let dictionary = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:], words: ["screen", "figure", "table", "page", "package"])
        #expect(
            DistractorFiller(related: dictionary).fill(draft, pool: pool).distractors == [
                "authorversion", "nonacm", "timestamp",
            ])
        // "the package file" is a file of the package: a word of English is a name of a kind only as a list's label.
        #expect(pool.kind(of: "package") == "file")
        let package = Drafts.citing(
            chunk, kind: .cloze, question: "The {{answer}} holds the code.", answer: "package")
        #expect(!DistractorFiller(related: dictionary).fill(package, pool: pool).distractors.contains("NEWS"))
    }

    /// Two options given together ("anonymous,review") label an item like any other, and the labels of one list are
    /// wrong answers for each other whatever their lengths and though one is a word of English ("screen").
    @Test func theLabelsOfAListOfAKindAreWrongAnswersForEachOther() {
        let document = TestDocument.make(
            """
            # Template Parameters

            - anonymous,review: Suitable for a double-blind conference submission.
            - authorversion: Produces a version for posting by the author.
            - screen: Produces colored hyperlinks.
            - nonacm: Omits the ACM information.
            """)
        let pool = TermPool(document: document)
        #expect(pool.kind(of: "anonymous,review") == "template parameter")
        #expect(pool.labelsAListItemOfAKind("anonymous,review"))
        let dictionary = FakeRelatedTerms(coordinates: [:], synonymsByTerm: [:], words: ["screen", "anonymous"])
        let chunk = TestDocument.chunk("screen: Produces colored hyperlinks.")
        let screen = Drafts.citing(
            chunk, kind: .basic, question: "Which parameter produces colored hyperlinks?", answer: "screen")
        #expect(
            Set(DistractorFiller(related: dictionary).fill(screen, pool: pool).distractors) == [
                "anonymous,review", "authorversion", "nonacm",
            ])
        let review = Drafts.citing(
            chunk, kind: .basic, question: "Which parameter suits a double-blind submission?",
            answer: "anonymous,review")
        #expect(
            Set(DistractorFiller(related: dictionary).fill(review, pool: pool).distractors) == [
                "authorversion", "screen", "nonacm",
            ])
    }

    @Test func aToolTakesOtherToolsAsWrongAnswers() {
        let chunk = TestDocument.chunk("These options are used by every tool that reports errors, but not Cachegrind.")
        let draft = Drafts.citing(
            chunk, kind: .cloze,
            question: "These options are used by every tool that reports errors, but not {{answer}}.",
            answer: "Cachegrind")
        let filled = DistractorFiller().fill(draft, pool: TermPool(document: Self.manual))
        #expect(filled.distractors == ["Memcheck", "Helgrind", "DRD"], "\(filled.distractors)")
    }
}
