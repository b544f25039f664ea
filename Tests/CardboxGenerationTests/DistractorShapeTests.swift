import CardboxCore
import Testing

@testable import CardboxGeneration

/// Wrong answers of a number from the document's other numbers.
@Suite struct NumericPoolTests {
    /// A count takes whole numbers, a measurement numbers with a fraction.
    @Test func aWholeNumberTakesWholeNumbers() {
        let chunk = TestDocument.chunk("It supports 122 of the 139 languages.")
        let pool = TermPool(terms: ["0.5", "113", "205", "2.75", "210"])
        let count = Drafts.citing(
            chunk, kind: .cloze, question: "It supports 122 of the {{answer}} languages.", answer: "139")
        let filled = DistractorFiller(related: NoRelatedTerms()).fill(count, pool: pool)
        #expect(
            filled.distractors.count == 3 && !filled.distractors.contains { $0.contains(".") }, "\(filled.distractors)")
        let measure = Drafts.citing(chunk, kind: .cloze, question: "The weight is {{answer}} kg.", answer: "1.25")
        let weights = DistractorFiller(related: NoRelatedTerms()).fill(measure, pool: pool).distractors
        #expect(weights.allSatisfy { DistractorScreen.hasDecimalFraction($0) }, "\(weights)")
    }
}

/// Names from a C library's code, which prefixes them ("FcConfig", "GtkWidget").
@Suite struct LibraryPrefixTests {
    @Test func aPrefixedNameTakesTheLibrarysOtherSymbols() {
        #expect(TermShape.libraryPrefix(of: "FcConfig") == "Fc")
        #expect(TermShape.libraryPrefix(of: "GtkWidget") == "Gtk")
        #expect(TermShape.libraryPrefix(of: "JavaScript") == nil)
        #expect(TermShape.libraryPrefix(of: "Unicode") == nil)
        #expect(TermShape.libraryPrefix(of: "FcConfigParse") == nil)
        let chunk = TestDocument.chunk("The configuration module consists of the FcConfig datatype.")
        let pool = TermPool(terms: [
            "FcConfigParse", "FcFontList", "FcPatternAdd", "FcFontSort", "Arial", "Unicode", "FreeType",
        ])
        let draft = Drafts.citing(
            chunk, kind: .cloze, question: "The configuration module consists of the {{answer}} datatype.",
            answer: "FcConfig")
        let filled = DistractorFiller(related: NoRelatedTerms()).fill(draft, pool: pool)
        // "FcConfigParse" holds the answer whole, which would give it away.
        #expect(
            Set(filled.distractors) == ["FcFontList", "FcPatternAdd", "FcFontSort"], "\(filled.distractors)")
        // Without the library's symbols in the document, it is a name like any other.
        let names = TermPool(terms: ["Arial", "Unicode", "FreeType"])
        let named = DistractorFiller(related: NoRelatedTerms()).fill(draft, pool: names)
        #expect(Set(named.distractors) == ["Arial", "Unicode", "FreeType"], "\(named.distractors)")
    }
}
