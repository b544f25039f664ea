import CardboxCore
import Testing

@testable import CardboxGeneration

/// File names and symbols from code get wrong answers of their own kind, or none: "libtasn1.h" is never offered
/// beside "definitions · check · parser".
@Suite struct CodeShapeTests {
    @Test(arguments: ["libtasn1.h", "pkix.asn", "setup.py", "Makefile.am", "a.out", "x.py"])
    func fileNames(_ word: String) {
        #expect(TermShape(of: word) == .fileName)
    }

    @Test(arguments: [
        "ASN1_MAX_NAME_SIZE", "asn1_node", "std::vector", "printf()", "node->next", "libtasn1", "_start", "text/html",
        "x-content/audio-dvd", "IconListEntry", "getElementById", "<config>", "</dir>", "<reset-dirs />",
        "<cachedir prefix=\"default\">", "-q, --quiet", "--help-debug", "-z --compress", "-L", "is.primitive",
        "data.frame", "sys.function",
    ])
    func symbols(_ word: String) {
        #expect(TermShape(of: word) == .symbol)
    }

    @Test(arguments: [
        ("e.g.", TermShape.phrase), ("e.g", .phrase), ("i.e", .phrase), ("a.m", .phrase), ("and/or", .phrase),
        ("TCP/IP", .name),
        ("DNA", .acronym), ("MP3", .acronym),
        ("CRCs", .acronym), ("APIs", .acronym),
        ("Is", .name),
        ("X.680", .referenceCode(series: "X.")), ("1969", .year),
        ("45%", .percentage), ("mitochondrion", .phrase), ("Robert Hooke", .name), ("plate boundary", .phrase),
        ("JavaScript", .name), ("a < b > c", .description), ("<3", .number(unit: "")), ("-5", .number(unit: "")),
        ("- dash", .phrase),
    ])
    func otherWordsKeepTheirShape(_ word: String, shape: TermShape) {
        #expect(TermShape(of: word) == shape, "\(word)")
    }

    @Test func theDocumentsCodeWordsAreFoundWithoutThePunctuationAroundThem() {
        let words = TermPool.codeWords(
            in: "Include \"libtasn1.h\" (see pkix.asn), call asn1_create_element() and check ASN1_SUCCESS.")
        #expect(words == ["libtasn1.h", "pkix.asn", "asn1_create_element()", "ASN1_SUCCESS"])
        #expect(TermPool.codeWords(in: "Pass a file (e.g., pkix.asn) or a string, i.e. its text.") == ["pkix.asn"])
    }

    @Test func aPhraseSayingOneWordTwiceIsNoWrongAnswer() {
        let pool = TermPool(
            document: TestDocument.make(
                """
                # Parsing

                The parser reads the definitions included in file file.

                The output of the parser is a binary file with the encoding.

                Every program includes the header file of the library.
                """))
        #expect(pool.mentions("binary file"))
        #expect(!pool.mentions("file file"))
    }

    @Test func aSymbolsWrongAnswersAreOtherSymbolsOfTheDocument() {
        let document = TestDocument.make(
            """
            # Limits

            ASN1_MAX_NAME_SIZE is the longest identifier. ASN1_MAX_ERROR_DESCRIPTION_SIZE bounds an error message. \
            Each element is an asn1_node, and ASN1_SUCCESS means that a call worked. The parser reads definitions \
            and checks them.
            """)
        let chunk = TestDocument.chunk("ASN1_MAX_NAME_SIZE is the longest identifier.")
        let draft = Drafts.citing(
            chunk, kind: .cloze, question: "{{answer}} is the longest identifier.", answer: "ASN1_MAX_NAME_SIZE")
        let filled = DistractorFiller().fill(draft, pool: TermPool(document: document))
        #expect(Set(filled.distractors) == ["ASN1_MAX_ERROR_DESCRIPTION_SIZE", "asn1_node", "ASN1_SUCCESS"])
    }

    @Test func aFileNameWithNoOtherFileBesideItBecomesAFlipCard() {
        let document = TestDocument.make(
            "# Files\n\nThe header file of this library is libtasn1.h. The parser reads definitions and checks them.")
        let chunk = TestDocument.chunk("The header file of this library is libtasn1.h.")
        let draft = Drafts.citing(
            chunk, kind: .cloze, question: "The header file of this library is {{answer}}.", answer: "libtasn1.h")
        let filler = DistractorFiller()
        let filled = filler.flipCardIfWeak(filler.fill(draft, pool: TermPool(document: document)))
        #expect(filled.distractors.isEmpty)
        #expect(filled.flags.contains(DraftFlag.weakDistractors.rawValue))
    }
}
