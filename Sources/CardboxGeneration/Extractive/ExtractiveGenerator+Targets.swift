import CardboxCore

extension ExtractiveGenerator {
    /// Answer-aware targets for small models: the extractive engine's best answers, each with the number of the
    /// sentence it comes from in the prompt, so a small model writes one card per call around a known answer.
    public static let targetFinder: OpenAICompatibleGenerator.TargetFinder = { builder, quota in
        ExtractiveGenerator().drafts(from: builder.chunk, quota: quota).compactMap { draft in
            guard let page = draft.source.page, let paragraph = draft.source.paragraph,
                let sentence = draft.source.sentence,
                let number = builder.number(page: page, paragraph: paragraph, sentence: sentence)
            else { return nil }
            return CardTarget(sentence: number, answer: draft.answer)
        }
    }
}
