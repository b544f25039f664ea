import CardboxCore
import CardboxIngest
import Testing

/// Joining words split across lines, with and without a word list.
@Suite struct DehyphenationTests {
    static func joined(_ head: String, _ tail: String, words: any WordList) -> String {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write([head, tail], on: &page)
        return texts(of: [page.layout], words: words).joined(separator: " | ")
    }

    static let words = WordSet(["information", "machine", "readable", "free", "cooperate", "run", "well", "known"])

    @Test(
        arguments: [
            ("the infor-", "mation age", "the information age"),
            ("of machine-", "readable data", "of machine-readable data"),
            ("is well-", "known here", "is well-known here"),
            ("they were run-", "ning late", "they were running late"),
            ("a non-", "free licence", "a non-free licence"),
            ("to co-", "operate now", "to co-operate now"),
            ("the Anglo-", "Saxon kings", "the Anglo-Saxon kings"),
            ("pages 10-", "12 only", "pages 10-12 only"),
            ("the state-of-the-", "art design", "the state-of-the-art design"),
            ("a long dash —", "then more", "a long dash — then more"),
            ("either word—", "or other", "either word—or other"),
            ("and/", "or both", "and/or both"),
        ])
    func dictionaryDecidesLineEndHyphens(head: String, tail: String, expected: String) {
        #expect(Self.joined(head, tail, words: Self.words) == expected)
    }

    @Test(
        arguments: [
            ("the infor-", "mation age", "the information age"),
            ("of machine-", "readable data", "of machinereadable data"),
            ("a non-", "free licence", "a non-free licence"),
            ("a self-", "evident truth", "a self-evident truth"),
            ("the Anglo-", "Saxon kings", "the Anglo-Saxon kings"),
            ("the COVID-", "19 wave", "the COVID-19 wave"),
        ])
    func withoutAWordListOnlyLowerCaseTailsJoin(head: String, tail: String, expected: String) {
        #expect(Self.joined(head, tail, words: EmptyWordList()) == expected)
    }

    @Test func hyphenAcrossAPageBreakIsResolved() {
        var first = PageSketch(number: 1)
        var column = ColumnCursor(y: 700)
        column.write(["Exchange of infor-"], on: &first)
        var second = PageSketch(number: 2)
        column = ColumnCursor(y: 80)
        column.write(["mation is routine."], on: &second)
        #expect(texts(of: [first.layout, second.layout], words: Self.words) == ["Exchange of information is routine."])
    }

    @Test func hyphenAcrossAColumnBreakIsResolved() {
        var page = PageSketch()
        var left = ColumnCursor(x: PageSketch.leftColumn)
        left.write(["Exchange of infor-"], on: &page)
        var right = ColumnCursor(x: PageSketch.rightColumn)
        right.write(["mation is routine."], on: &page)
        #expect(texts(of: [page.layout], words: Self.words) == ["Exchange of information is routine."])
    }
}

/// Function words that content-word dictionaries leave out still join across a line-end hyphen.
@Suite struct FunctionWordDehyphenationTests {
    static let words = WordSet(["some", "thing", "be", "cause", "can", "not", "with", "out", "how", "ever"])

    @Test(
        arguments: [
            ("there is some-", "thing here", "there is something here"),
            ("Be-", "cause it works", "Because it works"),
            ("we can-", "not stop", "we cannot stop"),
            ("with-", "out doubt", "without doubt"),
            ("how-", "ever small", "however small"),
        ])
    func joinedFunctionWordsWin(head: String, tail: String, expected: String) {
        #expect(DehyphenationTests.joined(head, tail, words: Self.words) == expected)
    }
}
