import CardboxCore
import CardboxIngest
import Testing

/// Sentence boundaries and their character offsets.
@Suite struct SentenceSplitterTests {
    static func sentences(_ text: String) -> [String] {
        let characters = Array(text)
        return SentenceSplitter.spans(in: text).map { String(characters[$0.start..<$0.end]) }
    }

    @Test(
        arguments: [
            ("One. Two! Three?", ["One.", "Two!", "Three?"]),
            ("See e.g. the figure. Then stop.", ["See e.g. the figure.", "Then stop."]),
            ("Use i.e. Swift here. Done.", ["Use i.e. Swift here.", "Done."]),
            ("Dr. Smith met Mr. Jones. They talked.", ["Dr. Smith met Mr. Jones.", "They talked."]),
            ("Apples, pears, etc. and plums. Next.", ["Apples, pears, etc. and plums.", "Next."]),
            ("We sold pears, plums, etc. Then we left.", ["We sold pears, plums, etc.", "Then we left."]),
            ("Look at Fig. 3 for details. Done.", ["Look at Fig. 3 for details.", "Done."]),
            ("It is No. 5 on the list. Yes.", ["It is No. 5 on the list.", "Yes."]),
            ("Pi is 3.14 roughly. Yes.", ["Pi is 3.14 roughly.", "Yes."]),
            ("J. R. R. Tolkien wrote it. He did.", ["J. R. R. Tolkien wrote it.", "He did."]),
            ("Papers by J. A. Smith came out. Yes.", ["Papers by J. A. Smith came out.", "Yes."]),
            ("Work with R. See Section 3 for more. Done.", ["Work with R.", "See Section 3 for more.", "Done."]),
            ("It needs vitamin C. The body makes none.", ["It needs vitamin C.", "The body makes none."]),
            ("The U.S. Army marched. Then rain.", ["The U.S. Army marched.", "Then rain."]),
            ("Wait... what happened? Then... Nothing.", ["Wait... what happened?", "Then...", "Nothing."]),
            ("He said \"Stop.\" Then he left.", ["He said \"Stop.\"", "Then he left."]),
            ("(This is an aside.) Next one.", ["(This is an aside.)", "Next one."]),
            ("\"Really?\" she asked. Yes.", ["\"Really?\" she asked.", "Yes."]),
            ("It ended in 1999. 2000 began.", ["It ended in 1999.", "2000 began."]),
            ("No terminator at the end", ["No terminator at the end"]),
            (
                "It is slower (eg. 20 to 30 times) than normal. Next.",
                ["It is slower (eg. 20 to 30 times) than normal.", "Next."]
            ),
            (
                "Keep it (see part 2. It says more.) in mind. Next.",
                ["Keep it (see part 2. It says more.) in mind.", "Next."]
            ),
            ("Both [one. Two] count. Next.", ["Both [one. Two] count.", "Next."]),
            ("A stray ( opens here. Next one.", ["A stray ( opens here.", "Next one."]),
        ])
    func findsSentenceBoundaries(text: String, expected: [String]) {
        #expect(Self.sentences(text) == expected)
        // The same text with a character outside ASCII goes through the splitter's other path.
        #expect(Self.sentences("¶ " + text) == ["¶ " + expected[0]] + expected.dropFirst())
    }

    @Test func aCarriageReturnAndLineFeedCountAsOneCharacter() {
        #expect(SentenceSplitter.spans(in: "One.\r\nTwo.") == [TextSpan(start: 0, end: 4), TextSpan(start: 5, end: 9)])
    }

    @Test func spansAreCharacterOffsetsWithoutSurroundingSpace() {
        #expect(
            SentenceSplitter.spans(in: "  Café au lait.  Très bon. ") == [
                TextSpan(start: 2, end: 15), TextSpan(start: 17, end: 26),
            ])
    }

    @Test func emptyTextHasNoSentences() {
        #expect(SentenceSplitter.spans(in: "   ").isEmpty)
    }

    @Test func leaderDotsEndNoSentence() {
        #expect(
            Self.sentences("2.1 ASN.1 syntax. . . . . . . . 2 2.2 Naming . . . . . . 3")
                == ["2.1 ASN.1 syntax. . . . . . . . 2 2.2 Naming . . . . . . 3"])
        #expect(Self.sentences("The list ends here. 2 items follow.") == ["The list ends here.", "2 items follow."])
    }
}
