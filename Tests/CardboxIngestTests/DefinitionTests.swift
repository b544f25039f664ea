import CardboxCore
import CardboxIngest
import Testing

/// Glossary entries whose definitions wrap: hanging indents, `term: definition` lines and bold terms.
@Suite struct DefinitionTests {
    @Test func hangingIndentJoinsTheWrappedDefinition() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(
            ["child class a class that inherits the", "fields and methods of another class and", "may override them."],
            on: &page, hanging: 15)
        column.write(
            ["parent class the class whose fields and", "methods a child class inherits."], on: &page, hanging: 15)
        column.write(["method a function defined in a class."], on: &page)
        #expect(
            texts(of: [page.layout]) == [
                "child class a class that inherits the fields and methods of another class and may override them.",
                "parent class the class whose fields and methods a child class inherits.",
                "method a function defined in a class.",
            ])
    }

    @Test func termLinesAtTheMarginStartEntries() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(
            [
                "argument: the value passed as an", "input to a function when it is called.",
                "child class: a class that inherits from", "another class.", "object: an instance of a class.",
            ], on: &page)
        #expect(
            texts(of: [page.layout]) == [
                "argument: the value passed as an input to a function when it is called.",
                "child class: a class that inherits from another class.", "object: an instance of a class.",
            ])
    }

    @Test func boldRunInTermsStartEntriesEvenWithoutAFinishedSentence() {
        var page = PageSketch()
        var y = 100.0
        for (term, lines) in [
            ("Encoding:", ["turning an experience into a memory", "trace"]),
            ("Retrieval:", ["bringing a stored memory back to mind", "when it is needed"]),
        ] {
            page.add(term, x: 50, y: y, width: 50, bold: true)
            page.add(lines[0], x: 103, y: y, width: 182)
            page.add(lines[1], x: 50, y: y + 13, width: 120)
            y += 26
        }
        let paragraphs = DocumentAssembler().assemble(pages: [page.layout], id: "d", title: "T", kind: .pdf)
            .paragraphs
        #expect(
            paragraphs.map(\.text) == [
                "Encoding: turning an experience into a memory trace",
                "Retrieval: bringing a stored memory back to mind when it is needed",
            ])
        #expect(paragraphs.map(\.role) == [.body, .body])
    }

    @Test func firstLineIndentAfterAFinishedSentenceStillStartsAParagraph() {
        var page = PageSketch()
        var column = ColumnCursor()
        column.write(["A one-line paragraph ends here."], on: &page)
        column.write(["An indented first line opens", "the next paragraph."], on: &page, indent: 15)
        #expect(
            texts(of: [page.layout]) == [
                "A one-line paragraph ends here.", "An indented first line opens the next paragraph.",
            ])
    }
}

/// Reference entries with hanging indents whose first line ends in an abbreviation.
@Suite struct HangingReferenceTests {
    @Test func fullFirstLineEndingInAnAbbreviationContinues() {
        var page = PageSketch()
        page.add("[10] J. S. Smith and G. W. Johnson, Philos. Trans. R. Soc.", x: 50, y: 100, width: 235)
        page.add("London, Ser. B 777, 1395 (2005).", x: 62, y: 113, width: 150)
        page.add("[11] W. J. Smith, Surface chemistry (2010).", x: 50, y: 126, width: 200)
        #expect(
            texts(of: [page.layout]) == [
                "[10] J. S. Smith and G. W. Johnson, Philos. Trans. R. Soc. London, Ser. B 777, 1395 (2005).",
                "[11] W. J. Smith, Surface chemistry (2010).",
            ])
    }

    @Test func shortFirstLineEndingInAPeriodStaysApart() {
        var page = PageSketch()
        page.add("[3] A short entry.", x: 50, y: 100, width: 90)
        page.add("Indented text after it is another paragraph.", x: 62, y: 113, width: 223)
        #expect(texts(of: [page.layout]).count == 2)
    }
}
