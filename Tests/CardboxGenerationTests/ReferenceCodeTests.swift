import CardboxCore
import Testing

@testable import CardboxGeneration

/// Standards cited by series and number ("X.680", "RFC 5280") and their wrong answers.
@Suite struct ReferenceCodeTests {
    @Test func readsASeriesAndANumber() {
        #expect(ReferenceCode(parsing: "X.680").map { [$0.series, $0.digits] } == ["X.", "680"])
        #expect(ReferenceCode(parsing: "RFC 5280").map { [$0.series, $0.digits] } == ["RFC ", "5280"])
        #expect(ReferenceCode(parsing: "ISO/IEC 9899")?.series == "ISO/IEC ")
        #expect(ReferenceCode(parsing: "IEEE 754")?.text == "IEEE 754")
    }

    @Test func aQuantityAVersionOrAnEverydayWordInCapitalsIsNoCode() {
        for text in [
            "12 MB", "C89", "MP3", "PAGE 12", "TABLE 3", "X.6", "RFC 5280a", "A 12", "x.680", "1928", "E. coli",
        ] {
            #expect(ReferenceCode(parsing: text) == nil, "\(text)")
        }
    }

    @Test func aCodeHasAShapeOfItsOwnPerSeriesAndIsNoNumber() {
        #expect(TermShape(of: "RFC 1918") == .referenceCode(series: "RFC "))
        #expect(TermShape(of: "X.690").matches(TermShape(of: "X.680")))
        #expect(!TermShape(of: "RFC 5280").matches(TermShape(of: "ISO 8601")))
        #expect(!TermShape(of: "RFC 5280").isNumeric)
    }

    @Test func findsTheCodesOfASentence() {
        #expect(
            ReferenceCode.codes(in: "ASN.1 (as specified by X.680) and DER (as per X.690), see RFC 5280.")
                == ["X.680", "X.690", "RFC 5280"])
        #expect(ReferenceCode.codes(in: "The 12 MB file is on PAGE 3.").isEmpty)
    }

    @Test func wrongAnswersAreTheDocumentsOtherCodesOfTheSeriesThenNeighbours() {
        let document = TestDocument.make(
            "ASN.1 is specified by the X.680 ITU-T recommendation. DER is specified by X.690. "
                + "Certificates follow RFC 5280.")
        let chunk = Chunker.chunks(of: document)[0]
        let draft = Drafts.citing(
            chunk, question: "ASN.1 is specified by which ITU-T recommendation?", answer: "X.680")
        let filled = DistractorFiller().fill(draft, pool: TermPool(document: document))
        #expect(filled.distractors == ["X.690", "X.681", "X.682"])
        #expect(!filled.flags.contains("weak-distractors"))
        let rfc = Drafts.citing(chunk, sentence: 2, question: "Certificates follow which RFC?", answer: "RFC 5280")
        #expect(
            DistractorFiller().fill(rfc, pool: TermPool(document: document)).distractors == [
                "RFC 5281", "RFC 5282", "RFC 5283",
            ])
    }

    @Test func neighboursWrapWithinTheLastDigit() {
        #expect(ReferenceCode(parsing: "X.689")?.neighbours(count: 3) == ["X.680", "X.681", "X.682"])
    }
}
