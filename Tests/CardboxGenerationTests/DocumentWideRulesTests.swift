import CardboxCore
import Testing

@testable import CardboxGeneration

/// The offline engine across a whole document: a term blanked once however often the text names it, sentences that
/// introduce a code line, clauses that point back past a comma, the text's words for itself, and quoted names.
@Suite struct DocumentWideRulesTests {

    @Test func aTermTheWholeTextNamesIsBlankedOnceAndTheNextFactTakesItsPlace() async throws {
        let document = TestDocument.make(
            """
            # 1 Introduction

            The "acmart" document class prepares articles for every journal of the association. Authors no \
            longer pick between a dozen older templates.

            # 2 Template overview

            The first option given to the "acmart" document class is the template style of the publication. \
            Journals and proceedings each have a style of their own.

            # 3 Typefaces

            The "acmart" document class requires the Libertine typeface family for body text. Other typefaces \
            must not replace it.
            """)
        let cards = try await Drafts.kept(from: document)
        let clozes = cards.filter { $0.kind == .cloze }
        let shown = cards.map { "\($0.question) → \($0.answer)" }
        #expect(clozes.count { $0.answer == "acmart" } == 1, "\(shown)")
        #expect(Set(cards.map(\.source.page)).count == 1 && Set(cards.map(\.source.paragraph)).count == 3, "\(shown)")
        #expect(clozes.contains { $0.answer == "Libertine" }, "\(shown)")
    }

    @Test func anEngineNotPreparedForADocumentRemembersNothingBetweenChunks() throws {
        let document = TestDocument.make(
            "# One\n\nThe \"acmart\" document class prepares articles for journals.\n\n"
                + "# Two\n\nThe \"acmart\" document class prepares articles for proceedings.")
        let engine = ExtractiveGenerator()
        let answers = Chunker.chunks(of: document).flatMap { engine.drafts(from: $0, quota: 1) }.map(\.answer)
        #expect(answers == ["acmart", "acmart"])
    }

    @Test func aSentenceThatIntroducesALineOfCodeReadsAsAWholeSentence() async throws {
        let document = TestDocument.make(
            """
            # Titles

            The title command has a "short title" parameter:

            \\title[short title]{full title}
            """)
        let cards = try await Drafts.kept(from: document)
        let card = try #require(cards.first { $0.answer == "short title" }, "\(cards.map(\.question))")
        #expect(card.question == "The title command has a \"{{answer}}\" parameter.")
        #expect(card.explanation == "The title command has a \"short title\" parameter:")
    }

    /// The one paragraph made of `text`.
    private func paragraph(_ text: String) -> SourceParagraph? { TestDocument.make(text).paragraphs.first }

    @Test func aColonThatAnnouncesWhatFollowsStaysAnOpenSentence() throws {
        let code = try #require(paragraph("\\documentclass[sigconf]{acmart}"))
        let prose = try #require(paragraph("It takes one argument, the language."))
        let introduces = "The title command has a \"short title\" parameter:"
        #expect(
            ExtractiveGenerator.colonReadAsFullStop(introduces, before: code) == String(introduces.dropLast()) + ".")
        #expect(ExtractiveGenerator.colonReadAsFullStop(introduces, before: prose) == introduces)
        #expect(ExtractiveGenerator.colonReadAsFullStop(introduces, before: nil) == introduces)
        let announces = "Frequently used parameters include:"
        #expect(ExtractiveGenerator.colonReadAsFullStop(announces, before: code) == announces)
        let address = try #require(paragraph("https://www.acm.org/publications/{id}"))
        #expect(ExtractiveGenerator.colonReadAsFullStop(introduces, before: address) == introduces)
    }

    @Test func aDemonstrativeSubjectAfterAnOpeningPhraseLeansOnTheSentenceBefore() {
        let leans = "Depending on the kind of work, and the choice made by the author, this may be an OA agreement."
        let tokens = Tokenizer.tokens(in: Array(leans.unicodeScalars))
        #expect(LeadingReference.clauseLeansAfterComma(tokens: tokens, lead: Tokenizer.leadCount(of: tokens)))
        for standing in [
            "Depending on the kind of work, the agreement may be an OA license.",
            "If your work has a subtitle, define it with the subtitle command.",
            "Sediment settles in layers, these layers harden into rock.",
        ] {
            let tokens = Tokenizer.tokens(in: Array(standing.unicodeScalars))
            #expect(
                !LeadingReference.clauseLeansAfterComma(tokens: tokens, lead: Tokenizer.leadCount(of: tokens)),
                "\(standing)")
        }
    }

    @Test func noClozeIsMadeFromAClauseThatPointsBack() async throws {
        let document = TestDocument.make(
            """
            # Rights

            Authors of any work published by the association complete a rights form. Depending on the kind of \
            work, and the choice made by the author, this may be a copyright transfer or an OA agreement.
            """)
        let cards = try await Drafts.kept(from: document)
        #expect(!cards.contains { $0.source.sentence == 1 }, "\(cards.map(\.question))")
        #expect(cards.contains { $0.answer == "rights form" }, "\(cards.map(\.question))")
    }

    @Test func theTextsWordsForItselfAndItsAuthorsAreNeverBlankedAlone() async throws {
        let document = TestDocument.make(
            """
            # Multi-language papers

            The last language indicated is the main language of the paper. The title and abstract are typeset \
            in the main language of the paper. Omitting the command lists all of the authors' names in the \
            running heads.

            # Authors

            Each author must be defined separately for accurate metadata identification. Addresses of the \
            authors are mandatory for journal articles.
            """)
        let cards = try await Drafts.kept(from: document)
        let answers = cards.map { $0.answer.lowercased() }
        #expect(!answers.contains("paper"), "\(answers)")
        #expect(!answers.contains("authors"), "\(answers)")
        #expect(answers.contains("main language"), "\(answers)")
    }

    @Test func aSentenceThatOnlyPointsAtItsCitationsGivesNoCard() {
        #expect(!ExtractiveGenerator.standsAlone("A couple of citations with DOIs: [20, 21]."))
        #expect(ExtractiveGenerator.standsAlone("Spacing reviews out improves retention [3, 7]."))
        #expect(ExtractiveGenerator.standsAlone("The recommended packages are these: lmodern and ltimes."))
    }

    @Test func aNameTheAuthorSetsInQuotesRanksAboveTheSameNameUnmarked() throws {
        func cloze(_ sentence: String) throws -> CardDraft? {
            let document = TestDocument.make("# Sorting\n\n" + sentence + " Entries without one keep their order.")
            let chunk = try #require(Chunker.chunks(of: document).first)
            return ExtractiveGenerator(statistics: TermStatistics(document: document)).allDrafts(from: chunk)
                .first { $0.kind == .cloze && $0.answer == "collation rule" }
        }
        let marked = try #require(
            try cloze("Each glossary entry needs a \"collation rule\" for alphabetical ordering."))
        let plain = try #require(try cloze("Each glossary entry needs a collation rule for alphabetical ordering."))
        #expect(marked.score > plain.score)
    }

    @Test func aPhraseInQuotesIsATermEvenWhenItsHeadIsAnEverydayWord() {
        let text = "Each glossary entry needs a \"collation key\" for alphabetical ordering."
        let document = TestDocument.make("# Sorting\n\n" + text + " Entries without one keep their order.")
        let extractor = TermExtractor(statistics: TermStatistics(document: document))
        let quoted = extractor.mentions(in: Tokenizer.tokens(in: Array(text.unicodeScalars))).map(\.words)
        #expect(quoted.contains(["collation", "key"]), "\(quoted)")
        let plain = text.replacing("\"", with: "")
        let unmarked = extractor.mentions(in: Tokenizer.tokens(in: Array(plain.unicodeScalars))).map(\.words)
        #expect(!unmarked.contains(["collation", "key"]), "\(unmarked)")
    }

    @Test func theRunningSubjectIsNoBlankInPassingButMayBeDefined() async throws {
        let document = TestDocument.make(
            """
            # Packages

            A package is an archive that holds the files of one program.

            Please remove every package slowly.

            Somebody signs each package twice.

            Nobody ever renames a package.

            Everybody downloads the package quickly.

            Then someone uploads the package again.
            """)
        let statistics = TermStatistics(document: document)
        #expect(statistics.isRunningSubject("package"))
        #expect(!statistics.isRunningSubject("archive"))
        let dictionary = FakeRelatedTerms(coordinates: [:], synonymsByTerm: [:], words: ["package", "maintainer"])
        let prepared = ExtractiveGenerator(words: dictionary).prepared(for: document, statistics: statistics)
        let engine = try #require(prepared as? ExtractiveGenerator)
        let (bare, withArticle, longer) = (
            engine.isRunningSubjectWord("package"), engine.isRunningSubjectWord("a package"),
            engine.isRunningSubjectWord("package archive")
        )
        #expect(bare && withArticle && !longer)
        // Without a dictionary, only everyday words are known words.
        let plain = try #require(
            ExtractiveGenerator().prepared(for: document, statistics: statistics) as? ExtractiveGenerator)
        let unknown = plain.isRunningSubjectWord("package")
        #expect(!unknown)
        let chosen = Chunker.chunks(of: document).flatMap { engine.drafts(from: $0, quota: 6) }
        #expect(!chosen.contains { $0.answer.lowercased() == "package" && !$0.question.contains("archive") })
        #expect(chosen.contains { $0.answer.contains("archive") }, "its definition is still asked")
    }
}
