import CardboxIngest
import Testing

/// Unicode and junk cleanup of single lines.
@Suite struct TextCleanerTests {
    @Test(
        arguments: [
            ("\u{FB01}nal e\u{FB03}cient", "final efficient"),
            ("in\u{00AD}formation", "information"),
            ("zero\u{200B}width\u{200D}joiner\u{FEFF}", "zerowidthjoiner"),
            ("“double” and ‘single’", "\"double\" and 'single'"),
            ("it’s the students’ turn", "it's the students' turn"),
            ("no\u{00A0}break", "no break"),
            ("  many   spaces\t and\ttabs  ", "many spaces and tabs"),
            ("\u{FF26}\u{FF55}\u{FF4C}\u{FF4C} width", "Full width"),
            ("encyclopædia and œuvre", "encyclopædia and œuvre"),
            ("bell\u{0007}and\u{001B}escape", "bellandescape"),
            ("glyph (cid:42) gone", "glyph gone"),
            ("keep (cid:x) text", "keep (cid:x) text"),
            ("\u{F0B7} symbol bullet", "• symbol bullet"),
            ("non\u{2011}breaking hyphen", "non-breaking hyphen"),
            ("private\u{E000}use and \u{FFFD}replacement", "privateuse and replacement"),
            ("right\u{200F}to\u{200E}left marks", "righttoleft marks"),
            // What man and nroff write into text files: colour and bold escapes, overstruck bold and underline.
            ("\u{1B}[1mNROFF\u{1B}[22m is the \u{1B}[4mprimary\u{1B}[24m formatter", "NROFF is the primary formatter"),
            ("\u{1B}[38;5;12mblue\u{1B}[0m", "blue"),
            (
                "N\u{08}NR\u{08}RO\u{08}OF\u{08}FF\u{08}F and _\u{08}u_\u{08}n_\u{08}d_\u{08}e_\u{08}r",
                "NROFF and under"
            ),
            // A heading's permalink in HTML documentation; a pilcrow inside a line is text.
            ("3.2. Main packages¶", "3.2. Main packages"),
            ("Abstract ¶ ", "Abstract"),
            ("see ¶ 12 of the contract", "see ¶ 12 of the contract"),
        ])
    func cleansLine(input: String, expected: String) {
        #expect(TextCleaner.clean(input) == expected)
    }
}
