import CardboxCore
import Testing

@testable import CardboxIngest

/// Plain text and Markdown into paragraphs.
@Suite struct PlainTextParserTests {
    @Test func plainTextParagraphsAreSeparatedByBlankLines() {
        let text =
            "First paragraph, line one\nand line two. Second sentence.\n\n\n  Second paragraph.  \r\nStill second.\n"
        let document = PlainTextParser.parse(text, markdown: false, id: "p", title: "Notes")
        #expect(document.kind == .text)
        #expect(document.pageCount == 1)
        #expect(
            document.paragraphs.map(\.text) == [
                "First paragraph, line one and line two. Second sentence.", "Second paragraph. Still second.",
            ])
        #expect(document.paragraphs.map(\.index) == [1, 2])
        #expect(document.paragraphs.allSatisfy { $0.page == 1 && $0.box == nil && $0.role == .body })
        #expect(document.paragraphs.first?.sentences.count == 2)
    }

    @Test func plainTextHeadingsUnderlinedWithEqualsOrDashesAreHeadings() {
        let text = """
            TRIGGERS
            ========

            Introduction
            ------------

            A dpkg trigger is a facility that allows events to be recorded.
            It reduces duplication of processing.
            --------

            A second paragraph, whose last line
            ends with a period under a rule.
            -----
            """
        let document = PlainTextParser.parse(text, markdown: false, id: "p", title: "T")
        #expect(
            document.paragraphs.map(\.text) == [
                "TRIGGERS", "Introduction",
                "A dpkg trigger is a facility that allows events to be recorded. It reduces duplication of processing.",
                "A second paragraph, whose last line ends with a period under a rule.",
            ])
        #expect(document.paragraphs.map(\.role) == [.heading, .heading, .body, .body])
        #expect(document.paragraphs[2].headingPath == ["TRIGGERS", "Introduction"])
    }

    @Test func plainTextKeepsHyphensAtLineEnds() {
        let document = PlainTextParser.parse("A well-\nknown e-\nmail trick.", markdown: false, id: "p", title: "T")
        #expect(document.paragraphs.map(\.text) == ["A well-known e-mail trick."])
    }

    @Test func aLineEndHyphenThatOnlyBreaksAWordTheDictionaryKnowsIsUndone() {
        let words = WordSet(["graphical", "criteria", "known", "well", "mail"])
        let document = PlainTextParser.parse(
            "A graphi-\ncal tool, a well-\nknown e-\nmail and search crite-\nria for non-\ngraphical use.",
            markdown: false, id: "p", title: "T", words: words)
        #expect(
            document.paragraphs.map(\.text) == [
                "A graphical tool, a well-known e-mail and search criteria for non-graphical use."
            ])
    }

    @Test func aNumberedSectionLineIsAHeadingEvenWhenItsParagraphFollowsAtOnce() {
        let text = """
            6.  The index database caches
            Each hierarchy has an index database.

            6.5.  Sharing databases in a heterogeneous environment
            It may be necessary to share databases across platforms.

                6.4  Limitations ............................. 22

            1. water
            2. bread
            """
        let document = PlainTextParser.parse(text, markdown: false, id: "p", title: "T")
        #expect(
            document.paragraphs.map(\.role) == [.heading, .body, .heading, .body, .body, .listItem, .listItem],
            "\(document.paragraphs.map(\.text))")
        #expect(
            document.paragraphs[3].headingPath == [
                "6. The index database caches", "6.5. Sharing databases in a heterogeneous environment",
            ])
        #expect(document.paragraphs[1].text == "Each hierarchy has an index database.")
    }

    /// Documentation saved as text numbers its sections with one number and its subsections with two, each title on
    /// a line of its own; a numbered list stays a list, even a loose one with blank lines between its items.
    @Test func aNumberedTitleLineStandingAloneIsAHeading() {
        let text = """
            3. Python Packaging

            3.1. Versions

            Python 3 is the default.

            2.1. distutils

            The standard module.

            1. Water

            2. Flour

            Mix them.

            4. Upgrade Procedure

            1. Selected pre-releases are uploaded
               to experimental.
            2. Have a long discussion.
            """
        let document = PlainTextParser.parse(text, markdown: false, id: "p", title: "T")
        #expect(
            document.paragraphs.map(\.role) == [
                .heading, .heading, .body, .heading, .body, .listItem, .listItem, .body, .heading, .listItem, .listItem,
            ],
            "\(document.paragraphs.map(\.text))")
        #expect(document.paragraphs[2].headingPath == ["3. Python Packaging", "3.1. Versions"])
        #expect(document.paragraphs[9].headingPath == ["4. Upgrade Procedure"])
    }

    /// What `nroff` writes into a paginated text file: footnotes under a rule of underscores, their numbers glued
    /// to words of the text, a running footer and page numbers.
    @Test func footnotesAreToldApartAndPageFurnitureIsDropped() {
        let text = """
            The database cache scheme1 has been developed. The GNU ROFF (GROFF2) suite offers X11R6 output.
            ____________________
               1 originally conceived after observing the Perl-based pager
            suite
               2 Written by James Clark

            man-db v2.11.2 2023-01-08

                                       1

            Manual pages are formatted by NROFF3 for terminals.
            ____________________
               3 see nroff(5) for the output devices

            man-db v2.11.2 2023-01-08

                                       2

            The end.

            man-db v2.11.2 2023-01-08

                                       3
            """
        let document = PlainTextParser.parse(text, markdown: false, id: "p", title: "T")
        #expect(
            document.paragraphs.map(\.text) == [
                "The database cache scheme has been developed. The GNU ROFF (GROFF) suite offers X11R6 output.",
                "1 originally conceived after observing the Perl-based pager suite", "2 Written by James Clark",
                "Manual pages are formatted by NROFF for terminals.", "3 see nroff(5) for the output devices",
                "The end.",
            ])
        #expect(document.paragraphs.map(\.part) == [.main, .footnote, .footnote, .main, .footnote, .main])
    }

    /// An older manual: a table of contents under its title, then chapters numbered in Roman numerals.
    @Test func romanNumberedChaptersAreHeadingsAndTheirContentsIsApparatus() {
        let text = """
            TABLE OF CONTENTS

                I. Introduction
               II. Structures
              III. Reading

            I. Introduction

            This file describes how to use the library.

            II. Structures

            There are two main structures.

            V. Smith wrote this paragraph, which is a sentence.
            """
        let document = PlainTextParser.parse(text, markdown: false, id: "p", title: "T")
        #expect(document.paragraphs.map(\.part) == [.contents, .contents, .main, .main, .main, .main, .main])
        #expect(document.paragraphs.map(\.role) == [.body, .body, .heading, .body, .heading, .body, .body])
        #expect(document.paragraphs[3].headingPath == ["I. Introduction"])
        #expect(TextFileLayout.isRomanNumeral("XIV") && !TextFileLayout.isRomanNumeral("IIII"))
        #expect(!TextFileLayout.isRomanNumeral("CD"))
    }

    @Test func plainTextListsBecomeItems() {
        let text = "Bring these:\n• a tent\n- a stove\n  that folds\n1. water\nThe end - or not."
        let document = PlainTextParser.parse(text, markdown: false, id: "p", title: "T")
        #expect(
            document.paragraphs.map(\.text) == [
                "Bring these:", "• a tent", "• a stove that folds", "1. water The end - or not.",
            ])
        #expect(document.paragraphs.map(\.role) == [.body, .listItem, .listItem, .listItem])
    }

    @Test func plainTextDoesNotReadMarkdown() {
        let document = PlainTextParser.parse("# Not a heading\n\n**kept**", markdown: false, id: "p", title: "T")
        #expect(document.paragraphs.map(\.text) == ["# Not a heading", "**kept**"])
        #expect(document.paragraphs.map(\.role) == [.body, .body])
    }

    @Test func markdownHeadingsBuildThePath() {
        let text = """
            # Biology

            Intro text.

            ## Cells ##

            Cells are small.

            ### Membranes
            Membranes enclose cells.

            ## Tissues

            Tissues are groups.
            """
        let document = PlainTextParser.parse(text, markdown: true, id: "m", title: "Bio")
        #expect(document.kind == .markdown)
        #expect(
            document.paragraphs.map(\.text) == [
                "Biology", "Intro text.", "Cells", "Cells are small.", "Membranes", "Membranes enclose cells.",
                "Tissues", "Tissues are groups.",
            ])
        #expect(
            document.paragraphs.map(\.role) == [.heading, .body, .heading, .body, .heading, .body, .heading, .body])
        #expect(
            document.paragraphs.map(\.headingPath) == [
                [], ["Biology"], ["Biology"], ["Biology", "Cells"], ["Biology", "Cells"],
                ["Biology", "Cells", "Membranes"], ["Biology"], ["Biology", "Tissues"],
            ])
    }

    @Test func setextUnderlinesMakeHeadings() {
        let text = "Title\n=====\n\nSection\n-------\n\nBody."
        let document = PlainTextParser.parse(text, markdown: true, id: "m", title: "T")
        #expect(document.paragraphs.map(\.role) == [.heading, .heading, .body])
        #expect(document.paragraphs.last?.headingPath == ["Title", "Section"])
    }

    @Test func htmlCommentsAreNotText() {
        let text = """
            # Events

            <!--introduced_in=v0.10.0-->

            <!-- YAML
            added: v0.1.26
            changes:
              - pr-url: https://example.org/pull/27867
                description: Added the captureRejections option.
            -->

            All objects that emit events <!-- see below --> are instances of the EventEmitter class.

            ```html
            <!-- a comment in code stays -->
            ```
            """
        let document = PlainTextParser.parse(text, markdown: true, id: "m", title: "T")
        #expect(
            document.paragraphs.map(\.text) == [
                "Events", "All objects that emit events are instances of the EventEmitter class.",
                "<!-- a comment in code stays -->",
            ])
    }

    @Test func markdownListsBecomeItems() {
        let text = "Steps:\n\n- first step\n  continues here\n* second\n+ third\n1. numbered\n2) also numbered"
        let document = PlainTextParser.parse(text, markdown: true, id: "m", title: "T")
        #expect(
            document.paragraphs.map(\.text) == [
                "Steps:", "• first step continues here", "• second", "• third", "1. numbered", "2) also numbered",
            ])
        #expect(document.paragraphs.dropFirst().allSatisfy { $0.role == .listItem })
    }

    @Test(
        arguments: [
            (
                "Some **bold** and *italic* and __strong__ and _em_ text.",
                "Some bold and italic and strong and em text."
            ),
            ("A [link](https://example.com) and ![a cat](cat.png).", "A link and a cat."),
            ("See [the docs][ref] and <https://swift.org>.", "See the docs and https://swift.org."),
            ("Call `guard let x` or `**not bold**` here.", "Call guard let x or **not bold** here."),
            ("Use `` a`b `` as is.", "Use a`b as is."),
            ("Keep snake_case_names and 2 * 3 * 4.", "Keep snake_case_names and 2 * 3 * 4."),
            ("Nested ***both*** and **a [link](u) inside**.", "Nested both and a link inside."),
            ("Escaped \\*stars\\* stay.", "Escaped *stars* stay."),
        ])
    func markdownInlineMarkupIsRemoved(input: String, expected: String) {
        let document = PlainTextParser.parse(input, markdown: true, id: "m", title: "T")
        #expect(document.paragraphs.map(\.text) == [expected])
    }

    @Test func fencedCodeIsOneParagraphWithItsLines() {
        let text = "Example:\n\n```swift\nlet x = 1\n    print(x)\n```\n\n> A quoted *line*.\n\n---\n\nEnd."
        let document = PlainTextParser.parse(text, markdown: true, id: "m", title: "T")
        #expect(document.paragraphs.map(\.text) == ["Example:", "let x = 1\n    print(x)", "A quoted line.", "End."])
        #expect(document.paragraphs[1].sentences == [TextSpan(start: 0, end: 22)])
    }
}
