import CardboxCore
import Testing

@testable import CardboxCLI

/// The typed answer's line editing, and a card as editable text.
@Suite struct TerminalEditingTests {
    func line(_ keys: [KeyInput.EditingKey]) -> EditedLine {
        var line = EditedLine()
        keys.forEach { line.apply($0) }
        return line
    }

    @Test func keysMoveTheCursorAndDeleteAroundIt() {
        #expect(line([.text("Lma"), .left, .left, .text("i")]).text == "Lima")
        #expect(line([.text("Lima"), .home, .delete, .text("P")]).text == "Pima")
        #expect(line([.text("Lim"), .home, .lineEnd, .text("a")]).text == "Lima")
        #expect(line([.text("abc"), .left, .deleteToStart]).text == "c")
        #expect(line([.text("abc"), .left, .left, .deleteToEnd]).text == "a")
        #expect(line([.text("the  big dog"), .deleteWord]).text == "the  big ")
        #expect(line([.text("the big "), .deleteWord]).text == "the ")
        #expect(line([.text("añ"), .backspace, .text("n")]).text == "an")
    }

    @Test func keysAtTheEdgesChangeNothing() {
        let start = line([.text("ab"), .home])
        #expect(line([.text("ab"), .home, .left, .backspace, .deleteWord, .deleteToStart]) == start)
        let end = line([.text("ab")])
        #expect(line([.text("ab"), .right, .delete, .deleteToEnd, .ignored]) == end)
        #expect(end.cursor == 2)
    }

    @Test func aCardRoundTripsThroughItsEditText() {
        let content = CardContent(
            front: "What does this print?\n```swift\nprint(1 + 1)\n```", back: "2", explanation: "Integer sum.",
            distractors: ["1", "11", "3"], category: "Swift", tags: ["basics", "flagged"])
        #expect(CardEditText.parse(CardEditText.render(content), into: content) == content)
    }

    @Test func editedFieldsReplaceTheOldOnesAndLeftOutFieldsStay() {
        let content = CardContent(front: "Capital of Peru?", back: "Lima", distractors: ["Quito", "Bogotá", "La Paz"])
        let edited = CardEditText.parse(
            "# notes\nFront: Capital of Peru\nand its valley?\nback:  Lima (Rímac)  \nTags: a, , b\n", into: content)
        #expect(edited.front == "Capital of Peru\nand its valley?")
        #expect(edited.back == "Lima (Rímac)")
        #expect(edited.tags == ["a", "b"])
        // Removing every Wrong: line takes the wrong answers away.
        #expect(edited.distractors.isEmpty)
        #expect(edited.explanation == content.explanation)
    }
}
