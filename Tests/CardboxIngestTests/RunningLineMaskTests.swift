import Testing

@testable import CardboxIngest

/// The keys running lines are compared by: lower case, page numbers at either end dropped, other digits as `#`;
/// ASCII lines take a fast path over their bytes that must agree with the Unicode path.
@Suite struct RunningLineMaskTests {
    @Test(arguments: [
        ("Page 12 of 30", "page # of", "page 12 of"),
        ("12 Chapter Two", "chapter two", "chapter two"),
        ("Chapter Two 13", "chapter two", "chapter two"),
        ("iv   Preface\tand\u{0B}Notes", "preface and notes", "preface and notes"),
        ("Journal of Testing, Volume 11 A", "journal of testing, volume # a", "journal of testing, volume 11 a"),
        ("  7  ", "#", "7"),
        ("", "", ""),
    ])
    func asciiLines(_ text: String, mask: String, strict: String) {
        #expect(RunningLineFilter.mask(text) == mask)
        #expect(RunningLineFilter.strictMask(text) == strict)
    }

    @Test(arguments: [
        ("12 Chapitre Deux — Été 2024", "chapitre deux — été", "chapitre deux — été"),
        ("Écoles 3 et 4 xii", "écoles # et #", "écoles 3 et 4"),
        ("ÉTÉ\u{2003}12", "été", "été"),
    ])
    func unicodeLines(_ text: String, mask: String, strict: String) {
        #expect(RunningLineFilter.mask(text) == mask)
        #expect(RunningLineFilter.strictMask(text) == strict)
    }

    @Test func bothPathsAgreeOnTheSameWords() {
        for words in ["Chapter 3 Results", "The Cardbox Manual 2026", "Page 4", "A-1 Index 10", "x 1 2 y"] {
            // A word with an accent in the middle sends the line down the Unicode path.
            let ascii = RunningLineFilter.mask("Mid " + words + " End")
            let unicode = RunningLineFilter.mask("Mïd " + words + " End")
            #expect(unicode == "mïd" + ascii.dropFirst(3), "\(words)")
        }
    }
}
