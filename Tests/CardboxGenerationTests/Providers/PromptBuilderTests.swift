import CardboxCore
import CardboxGeneration
import Testing

extension ProviderTests {
    /// Sentence numbering, the rules stated to the model, and the small-model variant.
    @Suite struct PromptBuilderTests {
        let builder = PromptBuilder(chunk: ProviderFixtures.chunk)

        @Test func numbersSentencesAcrossParagraphsSkippingHeadings() {
            #expect(builder.sentences.map(\.number) == [1, 2, 3, 4, 5])
            #expect(builder.sentences.map(\.paragraph) == [2, 2, 2, 3, 3])
            #expect(builder.sentences.map(\.sentence) == [0, 1, 2, 0, 1])
            #expect(builder.sentences.map(\.paragraphOffset) == [1, 1, 1, 2, 2])
            #expect(
                builder.numberedText == """
                    [S1] Mitochondria are membrane-bound organelles found in most eukaryotic cells.
                    [S2] They produce most of the cell's supply of adenosine triphosphate (ATP).
                    [S3] Each mitochondrion has its own small circular DNA.
                    [S4] The inner membrane folds into cristae.
                    [S5] Cristae increase the surface area available for ATP synthesis.
                    """)
        }

        @Test func numbersMapToSourcesAndBack() {
            let fourth = builder.sentence(numbered: 4)
            #expect(
                fourth?.source(in: ProviderFixtures.chunk)
                    == ProviderFixtures.source(
                        paragraph: 3, sentence: 0, quote: "The inner membrane folds into cristae."))
            #expect(builder.sentence(numbered: 0) == nil)
            #expect(builder.sentence(numbered: 6) == nil)
            #expect(builder.number(page: 2, paragraph: 3, sentence: 1) == 5)
            #expect(builder.number(page: 2, paragraph: 1, sentence: 0) == nil)
        }

        @Test func paragraphWithoutSpansCountsAsOneSentence() {
            let paragraph = SourceParagraph(
                page: 1, index: 4, headingPath: [], role: .listItem, text: "  ATP synthase\nmakes ATP. ", sentences: [],
                box: nil)
            let chunk = DocumentChunk(documentID: "d", documentTitle: "t", headingPath: [], paragraphs: [paragraph])
            let builder = PromptBuilder(chunk: chunk)
            #expect(
                builder.sentences
                    == [
                        NumberedSentence(
                            number: 1, paragraphOffset: 0, page: 1, paragraph: 4, sentence: nil,
                            text: "ATP synthase\nmakes ATP.")
                    ])
            #expect(builder.numberedText == "[S1] ATP synthase makes ATP.")
        }

        @Test func batchPromptStatesTheRulesAndTheQuota() {
            let prompt = builder.batchPrompt(quota: 4)
            for rule in [
                "tests exactly one fact", "short phrase (at most 12 words) taken from the sentence the card cites",
                "makes sense on its own", "must not contain the answer", "Never ask to list",
                "exactly three distractors", "of the same kind as the answer", "false according to the text",
                "at most two sentences", "sentence_index is the number N of the sentence [SN]",
                "in the language of the text", #""sentence_index": 1}]}"#,
            ] {
                #expect(prompt.system.contains(rule), "missing rule: \(rule)")
            }
            #expect(!prompt.system.contains("additionalProperties"))
            #expect(
                prompt.user.hasPrefix("Document: biology-notes.pdf\nSection: Cell biology > Mitochondria\n\nText:\n"))
            #expect(prompt.user.contains(builder.numberedText))
            #expect(
                prompt.user.hasSuffix(
                    "Write 4 cards about 4 different facts (fewer if the text states fewer facts worth learning)."))
            #expect(
                builder.batchPrompt(quota: 0).user.hasSuffix("Write 1 card about the most important fact of the text."))
        }

        @Test func schemaIsSpelledOutForServersThatDoNotEnforceIt() {
            let prompt = builder.batchPrompt(quota: 2, includeSchema: true)
            #expect(prompt.system.contains(#""additionalProperties":false"#))
            #expect(prompt.system.contains("The JSON must match this JSON schema:"))
        }

        @Test func targetPromptGivesTheAnswerAndTheCitedSentenceWithItsNeighbours() throws {
            let prompt = try #require(builder.targetPrompt(CardTarget(sentence: 4, answer: " cristae ")))
            #expect(prompt.system.contains("The answer is given in the request: use it exactly as written."))
            #expect(!prompt.system.contains("at most 12 words"))
            #expect(prompt.user.contains("[S3] Each mitochondrion"))
            #expect(prompt.user.contains("[S4] The inner membrane"))
            #expect(prompt.user.contains("[S5] Cristae increase"))
            #expect(!prompt.user.contains("[S2]"))
            #expect(
                prompt.user.hasSuffix(
                    "Write 1 card about sentence [S4]. Its answer must be exactly: cristae\nUse sentence_index 4."))
            #expect(builder.targetPrompt(CardTarget(sentence: 9, answer: "x")) == nil)
            #expect(CardTarget.list([(sentence: 4, answer: "cristae")]) == [CardTarget(sentence: 4, answer: "cristae")])
        }
    }
}
