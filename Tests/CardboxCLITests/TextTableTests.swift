import Testing

@testable import CardboxCLI

/// Columns of plain text for the terminal.
@Suite struct TextTableTests {
    @Test func rowsArePaddedToTheirColumnsWithoutTrailingSpaces() {
        let table = TextTable(headers: ["Deck", "Due"], rows: [["Español", "3"], ["Swift Syntax", ""]])
        let lines = table.rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
        #expect(lines.contains { $0.hasPrefix("Español") && $0.hasSuffix("3") })
        #expect(lines.contains("Swift Syntax"))
    }

    @Test func trailingSpacesGoAndTheLastCharacterStaysWhole() {
        #expect("café   ".trimmedTrailing == "café")
        #expect("数独  ".trimmedTrailing == "数独")
        #expect("    ".trimmedTrailing == "")
        #expect(" a b ".trimmedTrailing == " a b")
    }
}
