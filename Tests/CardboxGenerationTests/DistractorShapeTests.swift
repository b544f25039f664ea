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

/// Key chords and cut pieces of code among a manual's terms.
@Suite struct KeyChordAndBracketTests {
    @Test func aKeyChordTakesKeyChordsAndNothingElseTakesThem() {
        let chunk = TestDocument.chunk("The non-numeric value NaN cannot be converted to a logical value.")
        let pool = TermPool(terms: ["C-f", "C-y", "M-x", "Inf", "NA", "C-style", "Emacs"])
        let value = Drafts.citing(
            chunk, kind: .cloze, question: "The non-numeric value {{answer}} cannot be converted to a logical value.",
            answer: "NaN")
        let values = DistractorFiller(related: NoRelatedTerms()).fill(value, pool: pool).distractors
        #expect(!values.contains { DistractorScreen.isKeyChord($0) }, "\(values)")
        #expect(values.contains("Inf"), "\(values)")
        let keys = TestDocument.chunk("Type C-h to get help on the commands of the info browser.")
        let key = Drafts.citing(
            keys, kind: .cloze, question: "Type {{answer}} to get help on the commands of the info browser.",
            answer: "C-h")
        let chords = DistractorFiller(related: NoRelatedTerms()).fill(key, pool: pool).distractors
        #expect(Set(chords) == ["C-f", "C-y", "M-x"], "\(chords)")
    }

    @Test func whatIsAndIsNotAKeyChord() {
        for chord in ["C-f", "M-x", "C-M-a", "ESC-f", "Ctrl+C", "M-<"] { #expect(DistractorScreen.isKeyChord(chord)) }
        for other in ["C-style", "X-ray", "e-mail", "NaN", "Z-basis", "L-series", "C++"] {
            #expect(!DistractorScreen.isKeyChord(other), "\(other)")
        }
    }

    @Test func aTermThatLeavesABracketOpenIsNoWrongAnswer() {
        #expect(!DistractorScreen.closesItsBrackets("size(3cm"))
        #expect(!DistractorScreen.closesItsBrackets("x)"))
        #expect(DistractorScreen.closesItsBrackets("size(3cm)"))
        #expect(DistractorScreen.closesItsBrackets("bool3"))
    }
}
