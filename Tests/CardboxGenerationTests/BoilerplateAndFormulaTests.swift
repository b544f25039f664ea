import CardboxCore
import Testing

@testable import CardboxGeneration

/// What manuals and papers carry besides their matter.
///
/// Licence terms with their conditions, formulas, clauses cut at a dash, sentences that point back inside themselves
/// or set an exercise, spans of months, and phrases that only describe a thing: none of them gives a card; the facts
/// beside them still do.
@Suite struct BoilerplateAndFormulaTests {

    @Test func licenceTermsAndTheConditionsAfterThemGiveNoCardAndNoWrongAnswer() async throws {
        let document = TestDocument.make(
            """
            # bzip2 and libbzip2, version 1.0.8

            Redistribution and use in source and binary forms, with or without modification, are permitted \
            provided that the following conditions are met:

            - The origin of this software must not be misrepresented; you must not claim that you wrote the \
            original software.

            - Altered source versions must be plainly marked as such and must not be presented as the original.

            PATENTS: To the best of my knowledge, the library does not use any patented algorithms.

            ---page---

            # Introduction

            The compressor sorts blocks with the Burrows-Wheeler transform before its Huffman coding stage. The \
            block size sets how much memory the compressor needs. A larger block size gives a better compression \
            ratio on text files.
            """)
        let cards = try await Drafts.kept(from: document)
        let shown = cards.map { "\($0.question) → \($0.answer) | \($0.distractors)" }
        #expect(!cards.isEmpty, "\(shown)")
        #expect(cards.allSatisfy { $0.source.page == 2 }, "\(shown)")
        let offered = Set(cards.flatMap(\.distractors).map { $0.lowercased() })
        for phrase in ["original software", "patented algorithms", "source versions", "binary forms"] {
            #expect(!offered.contains(phrase), "\(shown)")
        }
    }

    @Test func aLicenceLongerThanAChunkGivesNoCardInAnyOfItsChunks() async throws {
        // Each condition names things a cloze could take ("the block sorter"); none reads as licence text alone.
        let conditions = (1...30).map { number in
            "- Copies of release \(number) must keep the Huffman coder, the block sorter and the bzip2recover program "
                + "together with the notice."
        }
        let document = TestDocument.make(
            """
            # bzip2 and libbzip2

            Redistribution and use in source and binary forms, with or without modification, are permitted \
            provided that the following conditions are met:

            \(conditions.joined(separator: "\n\n"))

            ---page---

            # Introduction

            The compressor sorts blocks with the Burrows-Wheeler transform before its Huffman coding stage. The \
            block size sets how much memory the compressor needs.
            """)
        #expect(Chunker.chunks(of: document).filter { $0.paragraphs.first?.page == 1 }.count > 1)
        let cards = try await Drafts.kept(from: document)
        #expect(!cards.isEmpty)
        #expect(cards.allSatisfy { $0.source.page == 2 }, "\(cards.map { "\($0.question) → \($0.answer)" })")
    }

    @Test func licenceParagraphsEndWhereTheHeadingsOrThePageChange() {
        let document = TestDocument.make(
            """
            # Licence

            This program is free software; you can redistribute it and/or modify it as the licence allows.

            The authors thank their readers.

            # Features

            Anybody can use, modify and redistribute the library under the terms of the GNU Lesser General \
            Public License.
            """)
        let positions = ApparatusText.licenceParagraphs(document.paragraphs)
        let texts = positions.sorted().map { document.paragraphs[$0].text }
        #expect(texts.count == 2, "\(texts)")
        #expect(texts.first?.hasPrefix("This program is free software") == true)
        #expect(!texts.contains { $0.contains("Lesser General Public License") })
        #expect(ApparatusText.isLicenceText("THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND."))
        #expect(!ApparatusText.isLicenceText("The warranty of a laptop lasts two years in the European Union."))
    }

    @Test func formulasAreRecognisedAndProseWithNumbersIsNot() {
        for formula in [
            "Addition: (x3 + x2 + x + 1) + (x2 + x + 1) = x3 + 1.",
            "According to (3), CRCu (M, v) = v20.",
            "The remainder r satisfies 0 ≤ r < d.",
            "Multiplication: (x + 1) × (x + 1) gives x2 + 1 over GF(2).",
        ] {
            #expect(ExtractiveGenerator.isFormula(formula), "\(formula)")
        }
        for prose in [
            "Random data is coded at about 8.05 bits per byte, giving an expansion of around 0.5%.",
            "The flags -1 through -9 specify the block size to be 100,000 bytes through 900,000 bytes.",
            "Input and output work on blocks - a design the author kept - for speed.",
        ] {
            #expect(!ExtractiveGenerator.isFormula(prose), "\(prose)")
        }
    }

    @Test func aFormulaGivesNoCardWhileTheDefinitionBesideItDoes() async throws {
        let document = TestDocument.make(
            """
            # Polynomial arithmetic

            Multiplication: (x + 1)(x + 1) = x2 + 2x + 1 = x2 + 1 when coefficients come from GF(2). \
            Polynomials whose coefficients are recorded using exactly D bits will be called D-normalized.
            """)
        let cards = try await Drafts.kept(from: document)
        let shown = cards.map { "\($0.question) → \($0.answer)" }
        #expect(!cards.contains { $0.source.sentence == 0 }, "\(shown)")
        #expect(cards.contains { $0.answer == "D-normalized" }, "\(shown)")
    }

    @Test func aClauseCutAtADashIsNoTermAndNoDescription() async throws {
        let document = TestDocument.make(
            """
            # Notation

            - Whenever possible – and unless mentioned explicitly – all polynomials will be represented in \
            D-normalized form.

            - Generator – the polynomial the remainder is taken by.
            """)
        let cards = try await Drafts.kept(from: document)
        let shown = cards.map { "\($0.question) → \($0.answer)" }
        #expect(!cards.contains { $0.answer.lowercased().hasPrefix("whenever") }, "\(shown)")
        #expect(!cards.contains { $0.question.contains("and unless mentioned") && $0.kind == .basic }, "\(shown)")
        #expect(cards.contains { $0.answer == "Generator" }, "\(shown)")
    }

    @Test func sentencesThatPointBackInsideOrSetAnExerciseGiveNoCloze() {
        let chunk = TestDocument.chunk(
            "Cyclic redundancy checks were proposed by Peterson and Brown in 1961. In 2009 the table algorithm was "
                + "generalised and these limitations were removed. Both solutions were targeted for hardware "
                + "implementation. Consider the binary representation of the message polynomial. Both hardware and "
                + "software implementations of the checksum rely on the Slicing-by-8 algorithm.",
            headingPath: ["History"])
        let candidates = ExtractiveGenerator().allDrafts(from: chunk)
        let sentences = Set(candidates.compactMap(\.source.sentence))
        let shown = candidates.map { "\($0.question) → \($0.answer)" }
        #expect(sentences.contains(0) && sentences.contains(4), "\(shown)")
        #expect(!sentences.contains(1) && !sentences.contains(2) && !sentences.contains(3), "\(shown)")
    }

    @Test func aSentenceWithADemonstrativeStandingForEarlierTextGivesNoCloze() {
        let chunk = TestDocument.chunk(
            "Memcheck reports uninitialised values and memory leaks in C programs. Failing to do this is a common "
                + "cause of difficulty with Memcheck. The default suppression set hides a lot of these, but you may "
                + "come across more. The glossaries package is very flexible, but this means that it has a lot of "
                + "options.",
            headingPath: ["Suppressions"])
        let candidates = ExtractiveGenerator().allDrafts(from: chunk)
        let shown = candidates.map { "\($0.question) → \($0.answer)" }
        #expect(!candidates.contains { $0.source.sentence == 1 || $0.source.sentence == 2 }, "\(shown)")
        // A demonstrative after a conjunction stands for the clause before it, in the same sentence.
        #expect(
            candidates.contains { $0.source.sentence == 0 } && candidates.contains { $0.source.sentence == 3 },
            "\(shown)")
    }

    @Test func aSentenceSetInCircumstancesToldBeforeGivesNoCloze() {
        let chunk = TestDocument.chunk(
            "Programs link with a particular version of the shared library. In this situation, the GnuTLS shared "
                + "library may link with a different version of the Nettle library.",
            headingPath: ["Compatibility"])
        let candidates = ExtractiveGenerator().allDrafts(from: chunk)
        let shown = candidates.map { "\($0.question) → \($0.answer)" }
        #expect(!candidates.contains { $0.source.sentence == 1 }, "\(shown)")
        #expect(candidates.contains { $0.source.sentence == 0 }, "\(shown)")
    }

    @Test func examplesOrStuffIsNoTermToDefineOrBlank() {
        let chunk = TestDocument.chunk(
            "Examples are the Nettle module for the Pike language, which uses an object-oriented abstraction. "
                + "Nettle does one thing, the low-level crypto stuff, and gives a simple interface to it.",
            headingPath: ["Introduction"])
        let candidates = ExtractiveGenerator().allDrafts(from: chunk)
        let shown = candidates.map { "\($0.question) → \($0.answer)" }
        #expect(!candidates.contains { $0.question.hasPrefix("What are examples") }, "\(shown)")
        #expect(!candidates.contains { $0.answer.hasSuffix("stuff") }, "\(shown)")
        #expect(candidates.contains { $0.answer == "object-oriented abstraction" }, "\(shown)")
    }

    @Test func theAuthorsOwnStoryIsNoFactButAQuotedIIsNoStory() {
        for story in [
            "Bela Lubkin encouraged me to improve the worst-case compression performance.",
            "However, I do not have the resources to carry out a patent search.",
            "My thanks go to the maintainers of the Calgary corpus.",
        ] {
            #expect(ExtractiveGenerator.isAboutTheText(story), "\(story)")
        }
        for fact in [
            "A Type I error rejects a true null hypothesis.",
            "If you find yourself saying \"how can I do that?\" then move on to the user manual.",
            "The compressor sorts blocks with the Burrows-Wheeler transform.",
        ] {
            #expect(!ExtractiveGenerator.isAboutTheText(fact), "\(fact)")
        }
    }

    @Test func aSentenceAboutThisThingNamedBeforeGivesNoCloze() {
        let chunk = TestDocument.chunk(
            "The Calgary corpus holds fourteen text files. For previous versions, this figure was more like 100 to 1.",
            headingPath: ["Performance"])
        let candidates = ExtractiveGenerator().allDrafts(from: chunk)
        let shown = candidates.map { "\($0.question) → \($0.answer)" }
        #expect(!candidates.contains { $0.source.sentence == 1 }, "\(shown)")
        #expect(candidates.contains { $0.source.sentence == 0 }, "\(shown)")
    }

    @Test func aRepeatedPhraseThatOnlyPlacesItsHeadIsNoBlankAndNoWrongAnswer() {
        let document = TestDocument.make(
            """
            # Streams

            Version 0.1pl2 stops after decompressing the first file in the stream. Later versions read past the \
            first file to the end. The bzip2recover program searches for blocks in damaged archives.
            """)
        let chunk = TestDocument.chunk(
            "Version 0.1pl2 stops after decompressing the first file in the stream. Later versions read past the "
                + "first file to the end.", headingPath: ["Streams"])
        let answers = ExtractiveGenerator().allDrafts(from: chunk).map { $0.answer.lowercased() }
        #expect(!answers.contains("first file"), "\(answers)")
        let pool = TermPool(document: document)
        #expect(!pool.candidates(for: .phrase, head: "file").contains { $0.text == "first file" })
    }

    @Test func aSpanOfMonthsIsNoName() async throws {
        let document = TestDocument.make(
            """
            # Releases

            A special case restricted to 64-bit tables was implemented by the authors in February-March 2007 and \
            shipped in two commercial products. The Intel Slicing-by-8 algorithm reads eight bytes at a time.
            """)
        let cards = try await Drafts.kept(from: document)
        let shown = cards.map { "\($0.question) → \($0.answer)" }
        #expect(!cards.contains { $0.answer.contains("February") }, "\(shown)")
        #expect(!cards.isEmpty, "\(shown)")
    }

    @Test func aPhraseThatOnlyDescribesIsNoBlankUnderAHeadingOnItsHead() {
        let chunk = TestDocument.chunk(
            "Version 0.1pl2 stops after decompressing just the first file in the stream. Each compressed file keeps "
                + "the modification date of the corresponding original. Damaged files are repaired block by block "
                + "with the bzip2recover program.",
            headingPath: ["File recovery"])
        let answers = ExtractiveGenerator().allDrafts(from: chunk).map { $0.answer.lowercased() }
        #expect(!answers.contains("first file"), "\(answers)")
        #expect(!answers.contains("corresponding original"), "\(answers)")
        #expect(answers.contains { $0.hasPrefix("bzip2recover") }, "\(answers)")
    }
}
