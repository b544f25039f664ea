import CardboxCore
import Testing

@testable import CardboxCLI

/// Card text in the terminal: wrapped between words at the width, Markdown drawn with styles, lists indented.
@Suite struct TerminalCardTextTests {
    let plain = TerminalCardText(width: 20, usesColor: false)

    @Test func wrapsBetweenWordsAndNeverInsideOne() {
        let lines = plain.lines("The mitochondrion is the powerhouse of the eukaryotic cell.")
        #expect(lines == ["The mitochondrion is", "the powerhouse of", "the eukaryotic cell."])
        #expect(lines.allSatisfy { TerminalColumns.count($0) <= 20 })
    }

    @Test func aWordLongerThanTheWidthKeepsALineOfItsOwn() {
        #expect(
            plain.lines("see pneumonoultramicroscopicsilicovolcanoconiosis now")
                == ["see", "pneumonoultramicroscopicsilicovolcanoconiosis", "now"])
    }

    @Test func styledWordsWrapByTheirVisibleWidth() {
        let colored = TerminalCardText(width: 12, usesColor: true)
        let lines = colored.lines("a **bold** word, `x`.")
        #expect(lines == ["a \u{1B}[1mbold\u{1B}[0m word,", "\u{1B}[33mx\u{1B}[0m."])
    }

    @Test func aStyledPhraseIsOneRunOfItsStyle() {
        let colored = TerminalCardText(width: 80, usesColor: true)
        #expect(colored.lines("**two words** then") == ["\u{1B}[1mtwo words\u{1B}[0m then"])
    }

    @Test func emphasisIsBoldAndCodeIsColouredInsideTheBaseStyle() {
        let colored = TerminalCardText(width: 80, usesColor: true)
        #expect(colored.lines("*so* `let`", [.cyan]) == ["\u{1B}[36;1mso\u{1B}[0m \u{1B}[36;33mlet\u{1B}[0m"])
        #expect(TerminalCardText(width: 80, usesColor: false).lines("*so* `let`", [.cyan]) == ["so let"])
        #expect(colored.lines("a *b*", [.bold]) == ["\u{1B}[1ma\u{1B}[0m \u{1B}[1;4mb\u{1B}[0m"])
    }

    @Test func listsGetHangingIndentsAndCodeBlocksStayAsWritten() {
        let lines = plain.lines(
            """
            Steps:

            - boil the water for ten minutes
            - wait

            ```swift
            let answer = [1, 2, 3].map { $0 * 2 }
            ```
            """)
        #expect(
            lines == [
                "Steps:", "", "• boil the water for", "  ten minutes", "• wait", "",
                "    let answer = [1, 2, 3].map { $0 * 2 }",
            ])
    }

    @Test func numberedListsLineUpTheirItems() {
        let text = (1...10).map { "\($0). item" }.joined(separator: "\n")
        let lines = plain.lines(text)
        #expect(lines.first == "1.  item")
        #expect(lines.last == "10. item")
    }

    @Test func lineBreaksAndPrefixesAreKept() {
        #expect(
            plain.lines("first line\nsecond line is long", firstPrefix: "  a) ", restPrefix: "     ")
                == ["  a) first line", "     second line is", "     long"])
    }

    @Test func wideCharactersCountTwoColumns() {
        #expect(TerminalColumns.count("漢字 ok") == 7)
        #expect(TerminalColumns.count("e\u{301}") == 1)
        let lines = TerminalCardText(width: 6, usesColor: false).lines("漢字 漢字")
        #expect(lines == ["漢字", "漢字"])
    }

    @Test func theStatusLineIsClippedToTheWidth() {
        #expect(StudyScreen.clipped("Capitals  ·  3 left", to: 10) == "Capitals …")
        #expect(StudyScreen.clipped("short", to: 10) == "short")
    }
}

/// Tables and ruby in the terminal.
@Suite struct TerminalCardTableTests {
    let source = "| Verb | Past |\n|---|--:|\n| go | went |\n| see | saw |"

    @Test func aTableThatFitsIsInLinedUpColumns() {
        #expect(
            TerminalCardText(width: 40, usesColor: false).lines(source) == [
                "Verb | Past", "-----+-----", "go   | went", "see  |  saw",
            ])
    }

    @Test func aTableWiderThanTheTerminalIsOneWrappedLinePerRow() {
        #expect(
            TerminalCardText(width: 8, usesColor: false).lines(source) == [
                "Verb |", "Past", "go |", "went", "see |", "saw",
            ])
    }

    @Test func rubyShowsItsReadingInBrackets() {
        #expect(TerminalCardText(width: 40, usesColor: false).lines("{漢字|かんじ}") == ["漢字（かんじ）"])
    }
}
