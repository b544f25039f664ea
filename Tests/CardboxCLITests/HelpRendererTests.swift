import Testing

@testable import CardboxCLI

/// Wrapping, reflowing and usage lines of the help renderer.
@Suite struct HelpRendererTests {
    let renderer = HelpRenderer(width: 40)

    @Test func wrapsAtTheLastSpaceThatFits() {
        let text = "one two three four five six seven eight nine ten eleven"
        #expect(
            renderer.wrap(text, indent: 0, firstIndent: 0) == """
                one two three four five six seven eight
                nine ten eleven
                """)
    }

    @Test func aLineMayReachTheWidthExactly() {
        let forty = String(repeating: "a", count: 19) + " " + String(repeating: "b", count: 20)
        #expect(renderer.wrap(forty, indent: 0, firstIndent: 0) == forty)
        #expect(renderer.wrap(forty + " c", indent: 0, firstIndent: 0) == forty + "\nc")
    }

    @Test func continuationLinesAreIndentedAndTheFirstStartsWhereTheLabelEnds() {
        let text = "alpha beta gamma delta epsilon zeta eta theta"
        #expect(
            renderer.wrap(text, indent: 4, firstIndent: 30) == """
                alpha beta
                    gamma delta epsilon zeta eta theta
                """)
    }

    @Test func aWordLongerThanTheWidthStandsOnItsOwnLine() {
        let long = String(repeating: "x", count: 50)
        #expect(renderer.wrap("a \(long) b", indent: 2, firstIndent: 0) == "a\n  \(long)\n  b")
    }

    @Test func theWidthIsAtLeastForty() {
        #expect(HelpRenderer(width: 10).width == 40)
    }

    @Test func reflowJoinsTheLinesOfAParagraph() {
        let wide = HelpRenderer(width: 80)
        let discussion = """
            Pages without a text layer are rendered and read with OCR. The documents are stored so cards can cite
            them. The JSON form is described in docs/extract.md.
            """
        #expect(
            wide.reflow(discussion) == """
                Pages without a text layer are rendered and read with OCR. The documents are
                stored so cards can cite them. The JSON form is described in docs/extract.md.
                """)
    }

    @Test func reflowKeepsIndentedLinesAndBlankLines() {
        let discussion = """
            The key is stored in a file only you can read. Example:
              cardbox config set-key openai < my-key.txt

            A second paragraph.
            """
        #expect(
            renderer.reflow(discussion) == """
                The key is stored in a file only you can
                read. Example:
                  cardbox config set-key openai < my-key.txt

                A second paragraph.
                """)
    }

    @Test func usageBracketsOnlyWhatMayBeLeftOut() {
        let command = Command(
            CommandSpec(
                name: "send", abstract: "Send.",
                arguments: [
                    ArgumentSpec("to", help: "To."), ArgumentSpec("file", help: "Files.", isOptional: true),
                ],
                options: [
                    .option("from", value: "address", help: "From.", required: true),
                    .option("cc", value: "address", help: "Copy.", repeatable: true),
                    .flag("urgent", help: "Urgent.", negatable: true),
                ]
            ),
            run: { _, _ in })
        #expect(
            HelpRenderer(width: 100).usage(for: command, path: ["send"])
                == "cardbox send --from <address> [--cc <address> ...] [--[no-]urgent] <to> [<file>]")
    }

    @Test func aRequiredVariadicArgumentIsNotBracketed() {
        let command = Command(
            CommandSpec(name: "cat", abstract: "Cat.", arguments: [ArgumentSpec("file", help: "F.", isVariadic: true)]),
            run: { _, _ in })
        #expect(renderer.usage(for: command, path: ["cat"]) == "cardbox cat <file> ...")
    }

    @Test func usageWrapsBetweenPartsOnly() {
        let options = (1...6).map { OptionSpec.option("option-\($0)", value: "value", help: "An option.") }
        let command = Command(CommandSpec(name: "long", abstract: "Long.", options: options), run: { _, _ in })
        #expect(
            renderer.usage(for: command, path: ["long"]) == """
                cardbox long [--option-1 <value>]
                       [--option-2 <value>]
                       [--option-3 <value>]
                       [--option-4 <value>]
                       [--option-5 <value>]
                       [--option-6 <value>]
                """)
    }

    @Test func aDefaultIsShownBeforeTheFullStop() {
        let option = OptionSpec.option("limit", value: "n", help: "At most this many.", default: "50")
        #expect(option.helpWithDefault == "At most this many (default: 50).")
        #expect(option.described("Up to n").helpWithDefault == "Up to n (default: 50).")
        #expect(
            OptionSpec.option("limit", value: "n", help: "At most this many.").helpWithDefault == "At most this many.")
    }

    @Test func aLongLabelPutsItsDescriptionOnTheNextLine() {
        let command = Command(
            CommandSpec(
                name: "x", abstract: "X.",
                options: [.option("a-very-long-option", short: "a", value: "value", help: "Described below.")]),
            run: { _, _ in })
        let help = HelpRenderer(width: 80).help(for: command, path: ["x"])
        #expect(help.contains("  -a, --a-very-long-option <value>\n                          Described below.\n"))
    }

    /// Every help page of the tree, at a given width.
    static func pages(width: Int) -> [String] {
        let renderer = HelpRenderer(width: width)
        func pages(_ command: Command, _ path: [String]) -> [String] {
            [renderer.help(for: command, path: path)]
                + command.subcommands.flatMap { pages($0, path + [$0.name]) }
        }
        return pages(CommandTree.root, [])
    }

    @Test(arguments: [60, 80, 120])
    func noHelpLinePassesTheWidth(_ width: Int) {
        for page in Self.pages(width: width) {
            for line in page.split(separator: "\n") {
                #expect(line.count <= width, "\(line)")
            }
        }
    }
}
