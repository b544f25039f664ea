import CardboxCore
import Testing

@testable import CardboxGeneration

/// One-word wrong answers of the right answer's word class.
@Suite struct WordClassFitTests {
    static let dictionary = FakeRelatedTerms(
        coordinates: ["sorted": ["adopt", "vote", "elect"]], synonymsByTerm: [:],
        classes: [
            "offsets": ["verb", "noun"], "masks": ["noun", "verb"], "choose": ["verb"], "useful": ["adjective"],
            "except": ["verb"], "files": ["noun", "verb"], "sorted": ["verb", "adjective"],
            "indexed": ["verb", "adjective"],
            "hashed": ["verb"], "format": ["noun", "verb"], "adopt": ["verb"], "vote": ["noun", "verb"],
            "elect": ["verb", "adjective"], "packed": ["adjective", "verb"], "enough": ["adverb", "adjective", "noun"],
            "inside": ["adverb", "noun"], "set": ["verb", "noun"],
            "order": ["noun", "verb"], "indicates": ["verb"], "expands": ["verb"], "field": ["noun", "verb"],
        ])

    @Test func aBlankOverAWordThatCanBeANounTakesWordsUsedMostlyAsNouns() {
        let fit = WordClassFit(answer: "offsets", related: Self.dictionary)
        #expect(fit.wantsNoun)
        #expect(fit.admits("masks"))
        #expect(fit.admits("files"))
        #expect(!fit.admits("choose"))
        #expect(!fit.admits("useful"))
        #expect(!fit.admits("except"))
        // A coined word may be a name, and words of several words or with capitals are left to other filters.
        #expect(fit.admits("mimetype"))
        #expect(fit.admits("byte order"))
        #expect(!fit.admits("big enough"))
        #expect(!fit.admits("element inside"))
        #expect(fit.admits("data set"))
        #expect(!fit.admits("choose files"))
        #expect(fit.admits("vote files"))
        // A description may end in any word.
        #expect(fit.admits("a list of masks that is sorted"))
        #expect(fit.admits("Unix"))
    }

    @Test func aPhraseForANounEndsOnNoFunctionWordNorOnAVerbOfItsSubject() {
        let dictionary = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:],
            classes: ["compresses": ["verb", "noun"], "files": ["noun", "verb"], "like": ["verb", "noun"]],
            usage: ["compresses": (0, 6), "files": (20, 25)])
        let fit = WordClassFit(answer: "block size", related: dictionary)
        #expect(!fit.admits("look like"))
        #expect(!fit.admits("bzip2 compresses"))
        #expect(fit.admits("compressed files"))
        // Without counts, a word the dictionary has as a noun too is left alone.
        #expect(WordClassFit(answer: "block size", related: Self.dictionary).admits("bzip2 files"))
    }

    @Test func aPhraseOfAVerbAndItsSubjectOrObjectIsNoNoun() {
        let dictionary = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:],
            classes: [
                "supports": ["verb", "noun"], "preserves": ["verb", "noun"], "distance": ["noun"],
                "functions": ["noun", "verb"], "return": ["verb", "noun"], "values": ["noun", "verb"],
                "stores": ["noun", "verb"], "data": ["noun"],
            ],
            usage: [
                "supports": (10, 40), "preserves": (1, 12), "distance": (40, 45), "functions": (70, 80),
                "return": (20, 90), "values": (60, 70), "stores": (30, 40), "data": (70, 70),
            ])
        let fit = WordClassFit(answer: "block size", related: dictionary)
        #expect(!fit.admits("Octave supports"))
        #expect(!fit.admits("preserves distance"))
        #expect(!fit.admits("functions return"))
        #expect(fit.admits("function values"))
        #expect(fit.admits("data stores"))
        // The answer's own last word is a noun, however often the dictionary met it as a verb.
        let files = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:],
            classes: ["files": ["noun", "verb"], "info": ["noun"], "help": ["noun", "verb"]],
            usage: ["files": (5, 30), "info": (3, 3), "help": (20, 40)])
        #expect(!WordClassFit(answer: "block size", related: files).admits("info files"))
        #expect(WordClassFit(answer: "help files", related: files).admits("info files"))
        #expect(WordClassFit(answer: "the help files", related: files).admits("the info files"))
    }

    @Test func aParticipleTakesOtherParticiplesTheDictionaryKnows() {
        let fit = WordClassFit(answer: "sorted", related: Self.dictionary)
        #expect(!fit.wantsNoun)
        #expect(fit.admits("indexed"))
        #expect(fit.admits("hashed"))
        #expect(fit.admits("packed"))
        #expect(!fit.admits("format"))
        #expect(!fit.admits("adopt"))
        #expect(!fit.admits("mimetype"))
        // A phrase opens with a word of the same form, or it is a noun phrase or a bare verb: no wrong answer.
        #expect(fit.admits("indexed twice"))
        #expect(!fit.admits("set up"))
        #expect(!fit.admits("byte order"))
        #expect(!fit.admits("genotype matrix"))
    }

    @Test func theFillerGivesAParticipleNoNounsAndNoBareVerbs() {
        let document = TestDocument.make(
            """
            # Lists

            The lists in the file are sorted. The format of the files is a list of masks, offsets and values. The \
            format repeats the masks for each format of the files, and the offsets follow the masks.
            """)
        let chunk = TestDocument.chunk("The lists in the file are sorted.")
        let draft = Drafts.citing(
            chunk, kind: .cloze, question: "The lists in the file are {{answer}}.", answer: "sorted")
        let filled = DistractorFiller(related: Self.dictionary).fill(draft, pool: TermPool(document: document))
        #expect(filled.distractors.isEmpty)
        let given = Drafts.citing(
            chunk, kind: .cloze, question: "The lists in the file are {{answer}}.", answer: "sorted",
            distractors: ["indexed", "hashed", "packed"])
        #expect(DistractorFiller(related: Self.dictionary).fill(given).distractors == ["indexed", "hashed", "packed"])
    }

    @Test func noBlankEndsInAVerbOrSaysAWordTwice() {
        let engine = ExtractiveGenerator(words: Self.dictionary)
        #expect(engine.endsWithAVerb("name indicates"))
        #expect(engine.endsWithAVerb("Expands"))
        #expect(engine.endsWithAVerb("file file"))
        #expect(!engine.endsWithAVerb("tag field"))
        #expect(!engine.endsWithAVerb("SEQUENCE OF"))
        #expect(!engine.endsWithAVerb("mimetype"))
        #expect(ExtractiveGenerator().endsWithAVerb("element inside"), "a preposition needs no dictionary")
        #expect(!ExtractiveGenerator().endsWithAVerb("inside"))
        #expect(!ExtractiveGenerator().endsWithAVerb("name indicates"), "without a dictionary no word is a verb")
    }

    @Test func noBlankRunsFromOnePhraseIntoTheNext() {
        let engine = ExtractiveGenerator()
        let cases: [(question: String, answer: String, spans: Bool)] = [
            ("The pxxx functions take log.p and the {{answer}} have log.", "dxxx ones", true),
            ("A generic function acts on its {{answer}} to the class of the argument.", "arguments specific", true),
            ("In many {{answer}} can be given default values.", "cases arguments", true),
            ("Repositories contain the {{answer}} to any binary packages.", "sources corresponding", true),
            ("Names are {{answer}} in this language.", "case sensitive", false),
            ("Fill in the {{answer}} for each author.", "rights form", false),
            ("Load the {{answer}} to make a glossary.", "glossaries package", false),
            ("Many {{answer}} of the class apply.", "method definitions", false),
        ]
        for item in cases {
            #expect(engine.spansTwoPhrases(question: item.question, answer: item.answer) == item.spans, "\(item)")
        }
    }

    @Test func noBlankHoldsAVerbPhraseAfterToOrAModifierBeforeItsNoun() {
        let dictionary = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:],
            classes: [
                "make": ["verb", "noun"], "arbitrary": ["adjective"], "check": ["noun", "verb"], "user": ["noun"],
                "disk": ["noun"],
                "main": ["adjective", "noun"], "language": ["noun"], "performs": ["verb"], "build": ["verb", "noun"],
            ])
        let engine = ExtractiveGenerator(words: dictionary)
        // A phrase opening with a word that is only a verb is a predicate; one that may be a noun is a term.
        #expect(
            engine.blanksAVerbOrAModifier(question: "Fontconfig {{answer}} by distance.", answer: "performs matching"))
        #expect(!engine.blanksAVerbOrAModifier(question: "Declare the {{answer}} here.", answer: "build dependencies"))
        #expect(
            engine.blanksAVerbOrAModifier(question: "To {{answer}}, they may differ.", answer: "make matters worse"))
        #expect(engine.blanksAVerbOrAModifier(question: "It runs as an {{answer}} user.", answer: "arbitrary"))
        // A word that only places or judges is no term, whatever else the dictionary has it as ("current" is a noun).
        let plain = ExtractiveGenerator()
        #expect(plain.blanksAVerbOrAModifier(question: "The row of the {{answer}} figure is first.", answer: "current"))
        #expect(plain.blanksAVerbOrAModifier(question: "The {{answer}} (or base) packages ship.", answer: "standard"))
        #expect(!plain.blanksAVerbOrAModifier(question: "The {{answer}} packages ship with R.", answer: "recommended"))
        #expect(engine.blanksAVerbOrAModifier(question: "{{answer}} that the version is new.", answer: "Check"))
        #expect(!engine.blanksAVerbOrAModifier(question: "{{answer}} is the version of the file.", answer: "Check"))
        // A noun after "to", a modifier with its noun inside the gap, a word the dictionary lacks: terms.
        #expect(!engine.blanksAVerbOrAModifier(question: "Pages are written to {{answer}}.", answer: "disk"))
        #expect(!engine.blanksAVerbOrAModifier(question: "It is the {{answer}} of the paper.", answer: "main language"))
        #expect(!engine.blanksAVerbOrAModifier(question: "It runs as an {{answer}} user.", answer: "setuid"))
        #expect(
            !ExtractiveGenerator().blanksAVerbOrAModifier(question: "It runs as a {{answer}} user.", answer: "hostile"))
    }

    @Test func noBlankEndsOnASubjectsVerbBeforeTo() {
        var dictionary = FakeRelatedTerms(coordinates: [:], synonymsByTerm: [:])
        dictionary.usage = ["needs": (noun: 70, any: 600), "types": (noun: 220, any: 230)]
        dictionary.verbUsage = ["needs": 530, "types": 10]
        let engine = ExtractiveGenerator(words: dictionary)
        #expect(
            engine.blanksAVerbOrAModifier(
                question: "If your {{answer}} to depend on the platform, use the defines.", answer: "code needs"))
        #expect(
            !engine.blanksAVerbOrAModifier(
                question: "It lists the {{answer}} to use for each column.", answer: "data types"))
        #expect(!engine.blanksAVerbOrAModifier(question: "It lists the {{answer}} to use.", answer: "needs"))
    }

    @Test func noBlankCutsAWordOfCode() {
        #expect(ExtractiveGenerator.cutsAToken(question: "Set {{answer}}_CPPFLAGS in the Makevars file."))
        #expect(!ExtractiveGenerator.cutsAToken(question: "A personal profile file named .{{answer}} can be used."))
        #expect(ExtractiveGenerator.cutsAToken(question: "Set {{answer}}_HOME before starting."))
        #expect(ExtractiveGenerator.cutsAToken(question: "It links to lib{{answer}} at build time."))
        #expect(!ExtractiveGenerator.cutsAToken(question: "It links to {{answer}} at build time."))
        #expect(!ExtractiveGenerator.cutsAToken(question: "It is the \"{{answer}}\" field (see below)."))
        #expect(!ExtractiveGenerator.cutsAToken(question: "It runs on ({{answer}}) systems."))
    }

    @Test func noBlankCutsAFixedPhraseOrHoldsADegreePhraseAGerundClauseOrAVerbBeforeItsObject() {
        let dictionary = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:],
            classes: [
                "default": ["noun", "verb"], "rather": ["adverb"], "using": ["verb", "noun"],
                "import": ["noun", "verb"],
                "word": ["noun", "verb"], "programming": ["noun", "verb"], "languages": ["noun"],
                "updating": ["verb", "noun"], "packages": ["noun"],
                "export": ["noun", "verb"], "data": ["noun"], "printing": ["noun"], "format": ["noun", "verb"],
                "disk": ["noun"], "strings": ["noun"], "make": ["verb", "noun"], "sure": ["adjective", "adverb"],
                "files": ["noun", "verb"],
            ])
        let engine = ExtractiveGenerator(words: dictionary)
        let cases: [(question: String, answer: String, blanksNoTerm: Bool)] = [
            ("By {{answer}} are quoted.", "default strings", true),
            ("The {{answer}} are quoted.", "default strings", false),
            ("In {{answer}} it works.", "particular cases", true),
            ("Displaying tables is {{answer}}.", "rather inconvenient", true),
            ("Text connections are {{answer}}.", "another source of input", true),
            ("{{answer}} allows the class to be set.", "Using colClasses", true),
            ("It is faster when {{answer}} is given.", "using colClasses", true),
            ("{{answer}} are compiled.", "Programming languages", false),
            ("{{answer}} is done by install.packages.", "Updating packages", false),
            ("{{answer}} was invented in Mainz.", "Printing press", false),
            ("If you have Excel, {{answer}} the data as text.", "export", true),
            ("If you have Excel, {{answer}} is easy to read.", "data", false),
            ("The easiest data to {{answer}} into R is text.", "import", true),
            ("Also, {{answer}} that you include the version.", "make sure", true),
            ("Also, {{answer}} that you include are read.", "data files", false),
            ("Pages are written to {{answer}} at once.", "disk", false),
            ("Files are converted to {{answer}}.", "format", false),
        ]
        for item in cases {
            #expect(
                engine.blanksAVerbOrAModifier(question: item.question, answer: item.answer) == item.blanksNoTerm,
                "\(item)")
        }
    }

    @Test func theKindOfANameFromCodeRightBeforeItIsNoBlank() {
        #expect(
            ExtractiveGenerator.precedesANameFromCode(
                "Set the {{answer}} R_DISABLE_HTTPD to a non-empty value.", answer: "environment variable"))
        #expect(
            ExtractiveGenerator.precedesANameFromCode(
                "{{answer}} --bindir and --datadir change where files go.", answer: "Configure options"))
        #expect(
            !ExtractiveGenerator.precedesANameFromCode(
                "The {{answer}} reads R_HOME/etc/Renviron first.", answer: "startup code"))
        #expect(
            !ExtractiveGenerator.precedesANameFromCode(
                "Set the {{answer}} to a non-empty value.", answer: "environment variable"))
    }

    @Test func aGapEndingOnAnInitialCutsAName() {
        #expect(
            ExtractiveGenerator.cutsANameAtAnInitial(
                question: "The reference is by Richard A. Becker, {{answer}}. Chambers and Allan R. Wilks.",
                answer: "John M"))
        #expect(
            !ExtractiveGenerator.cutsANameAtAnInitial(question: "It was released as {{answer}}. It runs.", answer: "R"))
        #expect(
            !ExtractiveGenerator.cutsANameAtAnInitial(
                question: "The language is {{answer}}. Chambers wrote it.", answer: "S language"))
    }

    @Test func aSentenceEndingOnAnAbbreviationIsCutOff() {
        #expect(!ExtractiveGenerator.standsAlone("XML provides a way to specify the file's encoding, e.g."))
        #expect(!ExtractiveGenerator.standsAlone("The formats can be listed by i.e."))
        #expect(ExtractiveGenerator.standsAlone("Tables, lists, etc. are shown here."))
        #expect(ExtractiveGenerator.standsAlone("It reads CSV, TSV, etc."))
    }

    @Test func aPointerToAnotherSectionIsNoBlank() {
        #expect(ExtractiveGenerator.blanksACrossReference("FC_DEBUG prints messages. See {{answer}} section for more."))
        #expect(ExtractiveGenerator.blanksACrossReference("For details, refer to the {{answer}}."))
        #expect(!ExtractiveGenerator.blanksACrossReference("The {{answer}} sees every request."))
        #expect(
            ExtractiveGenerator.blanksACrossReference(
                "The trace bit is set when tracing duplications ({{answer}}).", answer: "see tracemem"))
        #expect(!ExtractiveGenerator.blanksACrossReference("The {{answer}} sees every request.", answer: "seed value"))
        #expect(
            ExtractiveGenerator.blanksACrossReference(
                "Please consult the {{answer}} considerations section before using it."))
        #expect(!ExtractiveGenerator.blanksACrossReference("The {{answer}} holds every section of the file."))
        #expect(!ExtractiveGenerator.blanksACrossReference("Files are seen by the {{answer}}."))
    }

    @Test func aShellPipelineIsCode() {
        #expect(ExtractiveGenerator.isCodeOrAddress("troff: -Tdvi /dev/null | grodvi"))
        #expect(!ExtractiveGenerator.isCodeOrAddress("Bread, butter and cheese are sold here."))
    }

    @Test func aKindWordBeforeACoinedNameIsNoAnswer() {
        let dictionary = FakeRelatedTerms(
            coordinates: [:], synonymsByTerm: [:], classes: ["environment": ["noun"], "language": ["noun"]])
        let engine = ExtractiveGenerator(words: dictionary)
        #expect(engine.isKindAndName("environment translatedabstract"))
        #expect(!engine.isKindAndName("main language"))
        #expect(!engine.isKindAndName("environment"))
        #expect(!ExtractiveGenerator().isKindAndName("environment translatedabstract"))
    }

    @Test func aBlankHoldingAnAnswerAlreadyChosenIsNotChosen() {
        let text =
            "- acmconf: The default proceedings template style.\n"
            + "- sigchi: Used for extended abstracts of a conference.\n\n"
            + "The majority of conference proceedings documentation will use the acmconf template style. "
            + "The journals of the association use the acmsmall template style for their articles. "
            + "Each template style sets the margins, the typefaces and the running heads of the pages. "
            + "The parameters of a template style are given in square brackets before the class name."
        let document = TestDocument.make("# Template Styles\n\n" + text)
        let engine = ExtractiveGenerator().prepared(for: document) as? ExtractiveGenerator
        let chosen = Chunker.chunks(of: document).flatMap { engine?.drafts(from: $0, quota: 6) ?? [] }.map(\.answer)
        #expect(chosen.contains("acmconf"), "\(chosen)")
        #expect(!chosen.contains("acmconf template style"), "\(chosen)")
        #expect(!chosen.contains("majority"), "a word that counts is no term: \(chosen)")
    }
}
