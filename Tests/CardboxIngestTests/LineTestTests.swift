import Testing

@testable import CardboxIngest

/// The per-line tests every line of every page goes through: ASCII lines are answered from their bytes, so each
/// case is checked against what the rule says, including lines that only look like a match.
@Suite struct LineTestTests {
    @Test(arguments: [
        ("12", true), ("- 12 -", true), ("[xiv]", true), ("Page 3 of 10", true), ("p. 7", true), ("3/10", true),
        ("— iv —", true), ("PAGE 12", true), ("iiii", false), ("Chapter Two", false), ("12 13", false),
        ("page 1 of 2 of 3", false), ("1 2 3 4 5", false), ("12345", false), ("lxv", true), ("did", false),
        ("", false), ("Seite 3", false),
    ])
    func pageNumbers(_ text: String, matches: Bool) {
        #expect(PageNumber.matches(text) == matches)
    }

    @Test(
        arguments: [
            ("i", 1), ("iv", 4), ("xiv", 14), ("mcmxcix", 1999), ("mmmcmxcix", 3999), ("iiii", nil), ("vx", nil),
            ("ic", nil), ("I", nil), ("x1", nil), ("", nil), ("ⅻ", nil),
        ] as [(String, Int?)])
    func romanNumerals(_ token: String, value: Int?) {
        #expect(PageNumber.romanValue(token) == value)
        #expect(PageNumber.romanValue(token[...]) == value)
    }

    @Test(arguments: [
        ("1. Introduction", "1.", false), ("(iv) Fourth", "(iv)", false), ("a) first", "a)", false),
        ("- item", "-", true), ("• point", "•", true), ("* star", "*", true), ("12) twelve", "12)", false),
    ])
    func listMarkersAreFound(_ text: String, marker: String, isBullet: Bool) throws {
        let found = try #require(ListMarker.parse(text))
        #expect(found.marker == marker)
        #expect(found.isBullet == isBullet)
    }

    @Test(arguments: ["Apple pie", "Item a) here", "-item", "ab) no", "1234. Too long", "e Foo", "A) Capital", "é) x"])
    func otherLinesOpenNoMarker(_ text: String) {
        #expect(ListMarker.parse(text) == nil)
    }

    @Test func aLoneEBeforeACapitalIsABulletOnlyOnScans() {
        #expect(
            ListMarker.parse("e Mitochondria make energy", ocr: true)?.normalizedText == "• Mitochondria make energy")
        #expect(ListMarker.parse("e Mitochondria make energy", ocr: false) == nil)
    }

    @Test(arguments: [
        ("Tür: a door that opens", true), ("Ribosome: makes proteins", true), ("No colon here", false),
        ("He said, then: yes", false), ("Note:no space", false), ("One two three four five: too many", false),
    ])
    func glossaryTerms(_ text: String, opens: Bool) {
        #expect(DefinitionTerm.opensEntry(text) == opens)
    }

    @Test(
        arguments: [
            ("2.3 Results", "2.3", "Results"), ("A.1 Proofs", "A.1", "Proofs"), ("12 Summary", "12", "Summary"),
            ("Ä.1 Umlaut", "Ä.1", "Umlaut"), ("and 2 more", nil, nil), ("2.3 lower case", nil, nil),
            ("A Title", nil, nil),
        ] as [(String, String?, String?)])
    func sectionNumbers(_ text: String, number: String?, title: String?) {
        let numbered = HeadingText.numbered(text)
        #expect(numbered?.number == number)
        #expect(numbered?.title == title)
    }

    @Test(arguments: [
        ("Already clean text.", "Already clean text."), ("two  spaces", "two spaces"), (" leading", "leading"),
        ("trailing ", "trailing"), ("x(cid:12)y", "xy"), ("(cid:) kept", "(cid:) kept"), ("tab\there", "tab here"),
        ("“Quoted”", "\"Quoted\""),
    ])
    func cleanUp(_ line: String, cleaned: String) {
        #expect(TextCleaner.clean(line) == cleaned)
    }
}
