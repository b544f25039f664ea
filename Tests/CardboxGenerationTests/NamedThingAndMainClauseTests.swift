import CardboxCore
import Testing

@testable import CardboxGeneration

/// Names set in quotes before the kind of thing they name, sentences that introduce an example with a colon, gaps
/// that would hold only the kind after a name, and the main clause of a sentence too long for a card.
@Suite struct NamedThingAndMainClauseTests {
    /// Every draft of the chunk holding `text`, as "question → answer".
    private func cards(_ text: String) -> [String] {
        ExtractiveGenerator().allDrafts(from: TestDocument.chunk(text)).map { "\($0.question) → \($0.answer)" }
    }

    @Test func aQuotedNameOfSeveralWordsOrJoinedByHyphensIsBlankedWhole() {
        let found = cards(
            "The \"sigchi-a\" template style produces a landscape article with a wide left margin. "
                + "Authors get coloured links from the \"screen mode\" option of the class.")
        #expect(
            found.contains(
                "The \"{{answer}}\" template style produces a landscape article with a wide left margin. → sigchi-a"),
            "\(found)")
        #expect(
            found.contains("Authors get coloured links from the \"{{answer}}\" option of the class. → screen mode"),
            "\(found)")
        #expect(!found.contains { $0.hasSuffix("→ sigchi") || $0.hasSuffix("→ screen") }, "\(found)")
    }

    @Test func ofTwoNamesTheOneTheTextUsesLeastIsTheFact() {
        let found = cards(
            "The \"acmart\" document class requires the use of the \"Libertine\" typeface family. "
                + "Journals and proceedings alike are typeset with acmart. Every acmart option is listed in the guide.")
        #expect(
            found.contains(
                "The \"acmart\" document class requires the use of the \"{{answer}}\" typeface family. → Libertine"),
            "\(found)")
        // Drafts come best first: the rarer name is the rule's card, the frequent one at most a weaker key-term cloze.
        let libertine = found.firstIndex { $0.hasSuffix("→ Libertine") }
        let acmart = found.firstIndex { $0.hasPrefix("The \"{{answer}}\" document class requires") }
        #expect(libertine != nil && (acmart == nil || libertine! < acmart!), "\(found)")
    }

    @Test func aGapRightAfterAQuotedNameIsNotACard() {
        let found = cards("The \"acmart\" document class requires the use of the \"Libertine\" typeface family.")
        #expect(!found.contains { $0.hasSuffix("→ document class") }, "\(found)")
        #expect(ExtractiveGenerator.followsAQuotedName("The \"acmart\" {{answer}} requires a typeface."))
        #expect(ExtractiveGenerator.followsAQuotedName("Use the “acks” {{answer}} for thanks."))
        #expect(!ExtractiveGenerator.followsAQuotedName("The class \"acmart\" needs {{answer}}."))
        #expect(!ExtractiveGenerator.followsAQuotedName("He said \" {{answer}} is late."))
    }

    @Test func aSentenceThatIntroducesAnExampleWithAColonStillNamesItsThing() {
        let found = cards("Start the back matter with the \"appendix\" command:")
        #expect(found.contains("Start the back matter with the \"{{answer}}\" command. → appendix"), "\(found)")
        #expect(cards("The options of the \"acmart\" class are:").isEmpty)
        #expect(NamedThingRule.isWholeBeforeColon("The title command has a \"short title\" parameter:"))
        #expect(!NamedThingRule.isWholeBeforeColon("The template styles of this class include the following:"))
        #expect(!NamedThingRule.isWholeBeforeColon("the \"acks\" environment is used like this:"))
        #expect(!NamedThingRule.isWholeBeforeColon("The \"acks\" environment is used."))
    }

    @Test func aQuotedNameMayBeAWordOfItsSentence() throws {
        let chunk = TestDocument.chunk("Start the appendix with the \"appendix\" command:")
        let found = ExtractiveGenerator().allDrafts(from: chunk)
        let draft = try #require(found.first { $0.answer == "appendix" }, "\(found.map(\.question))")
        #expect(draft.question == "Start the appendix with the \"{{answer}}\" command.")
        // The validator agrees: the quoted name before its kind is the fact, not a giveaway.
        guard case .accepted = CardValidator().validate(draft, in: chunk) else {
            Issue.record("rejected: \(draft.question)")
            return
        }
        // Unquoted, the word is a giveaway.
        let plain = Drafts.citing(
            chunk, kind: .cloze, question: "Start the appendix with the {{answer}} command.", answer: "appendix")
        guard case .rejected(let rules) = CardValidator().validate(plain, in: chunk) else {
            Issue.record("accepted a cloze whose answer stands in its question")
            return
        }
        #expect(rules.contains(.answerLeaked))
    }

    @Test func aPredicateThatOpensASeriesIsNoAnswer() {
        let found = cards(
            "The x-content type classifies volumes. Typical examples are x-content/audio-dvd, x-content/blank-cd or "
                + "x-content/image-dcf. The default type is application/octet-stream.")
        #expect(!found.contains { $0.hasSuffix("→ x-content/audio-dvd") }, "\(found)")
        #expect(found.contains { $0.hasSuffix("→ application/octet-stream") }, "\(found)")
    }

    @Test func aLongSentenceWithoutADashIsReadUpToTheCommaWhereANewClauseBegins() {
        let long =
            "The glossaries package is very flexible, but this means that it has a lot of options, and since a user "
            + "guide is supposed to provide a complete list of all the high-level user commands, the main user manual "
            + "is quite big, which can be rather daunting for beginners."
        #expect(
            MainClause.of(long)
                == "The glossaries package is very flexible, but this means that it has a lot of options.")
        let series =
            "The kit holds " + Array(repeating: "one red ball,", count: 12).joined(separator: " ")
            + " and blue pens, and green boxes."
        #expect(MainClause.of(series) == series, "a series is not cut: no clause starts after its commas")
    }

    @Test func aLongSentenceLosesTheRelativeClauseThatOnlyAddsToIt() {
        let long =
            "Identification of funding sources and other support, and thanks to individuals and groups that "
            + "assisted in the research and the preparation of the work should be included in an acknowledgment "
            + "section, which is placed just before the reference section in your document."
        #expect(
            MainClause.of(long)
                == "Identification of funding sources and other support, and thanks to individuals and groups that "
                + "assisted in the research and the preparation of the work should be included in an acknowledgment "
                + "section.")
        let drafts = ExtractiveGenerator().allDrafts(from: TestDocument.chunk(long, headingPath: ["Acknowledgments"]))
        #expect(drafts.contains { $0.answer == "acknowledgment section" })
    }

    @Test func aLongSentenceIsReadUpToItsFirstDashOrSemicolon() {
        let long =
            "The \"acmart\" document class can be used to prepare articles for any ACM publication — conference or "
            + "journal, and for any stage of publication, from review to final \"camera-ready\" copy, to the "
            + "author's own version, with very few changes to the source."
        #expect(
            MainClause.of(long)
                == "The \"acmart\" document class can be used to prepare articles for any ACM publication.")
        let short = "The class can be used for any publication — conference or journal."
        #expect(MainClause.of(short) == short)
        let noBreak = Array(repeating: "word", count: 45).joined(separator: " ") + "."
        #expect(MainClause.of(noBreak) == noBreak)
        let shortClause = "Use it; " + Array(repeating: "word", count: 45).joined(separator: " ") + "."
        #expect(MainClause.of(shortClause) == shortClause)

        let drafts = ExtractiveGenerator().allDrafts(from: TestDocument.chunk(long))
        let named = try? #require(drafts.first { $0.answer == "acmart" })
        #expect(
            named?.question
                == "The \"{{answer}}\" document class can be used to prepare articles for any ACM publication.")
        #expect(named?.source.quote == long, "the card cites the sentence as written")
        #expect(named?.explanation == long)
    }
}
